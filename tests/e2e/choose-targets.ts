/** Choosing where a library's skills will be used, as a user does: the toolbar's button, its dialog. */
import type { Page } from 'playwright-core';

/** The toolbar's button that opens the choice (its name starts with the question). */
export const targetsButton = (page: Page, question = 'Where will this skill be used?') =>
  page.locator('.toolbar').getByRole('button', { name: new RegExp(`^${question}`) });

/** Opens the dialog from the toolbar, ticks exactly `names` (their visible names) and saves. */
export async function chooseTargets(page: Page, names: readonly string[]): Promise<void> {
  await targetsButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Where will this skill be used?' });
  await dialog.waitFor();
  const boxes = dialog.getByRole('checkbox');
  for (let i = 0; i < (await boxes.count()); i++) {
    const box = boxes.nth(i);
    const label =
      (await box.locator('xpath=..').locator('.target-choice-name').textContent()) ?? '';
    await box.setChecked(names.includes(label));
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
}
