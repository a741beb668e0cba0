/**
 * Keyboard focus never falls to the page's <body> (where a keyboard user would have to
 * start again from the top): closing a dialog or a menu, applying a fix whose button then
 * disappears, and moving a radio choice with the arrows all leave focus somewhere useful;
 * and Tab can leave the code editor, which says how.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSkipReason, openStudio, skills } from './harness';

/** What has focus: its role and accessible name, or its tag. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const label = (el as HTMLInputElement).labels?.[0]?.textContent;
    const name = el.getAttribute('aria-label') ?? label ?? el.textContent.trim().slice(0, 40);
    return `${el.getAttribute('role') ?? el.tagName.toLowerCase()}:${name}`;
  });

describe.skipIf(e2eSkipReason !== undefined)(
  `keyboard focus${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    it('returns to the skill list when a dialog or the actions menu closes', async () => {
      const { page } = await openStudio();
      await skills(page).filter({ hasText: 'commit-message' }).click();
      const list = page.getByRole('listbox', { name: 'Skills' });
      await list.focus();
      for (const keys of [['F2'], ['Delete'], ['Shift+F10']]) {
        for (const key of keys) await page.keyboard.press(key);
        await expect.poll(() => focused(page)).not.toMatch(/^listbox/);
        await page.keyboard.press('Escape');
        await expect.poll(() => focused(page), { message: keys.join('+') }).toMatch(/^listbox/);
      }
    });

    it('stays in the problems panel after a fix removes its button', async () => {
      const { page } = await openStudio();
      await skills(page).filter({ hasText: 'Broken_Example' }).click();
      const panel = page.getByRole('region', { name: 'Problems' });
      const inPanel = () =>
        page.evaluate(() => Boolean(document.activeElement?.closest('[aria-label="Problems"]')));
      // A fix that edits the text at once: its button goes, focus stays in the panel.
      await panel.getByRole('button', { name: /^Fix: Move "version"/ }).focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => panel.getByRole('button', { name: /^Fix: Move "version"/ }).count())
        .toBe(0);
      await expect.poll(() => focused(page)).not.toBe('body');
      expect(await inPanel()).toBe(true);
      // A fix that asks first (the description, in a dialog): the dialog takes focus, and once
      // the description is set (its opener gone with the problem) focus is back in the panel.
      await panel.getByRole('button', { name: /^Fix: Use the first paragraph/ }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect.poll(() => focused(page)).toMatch(/^textarea/);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await focused(page)).toBe('button:Set the description');
      await page.keyboard.press('Enter');
      await expect.poll(() => dialog.count()).toBe(0);
      await expect
        .poll(() => panel.getByRole('button', { name: /^Fix: Use the first paragraph/ }).count())
        .toBe(0);
      await expect.poll(() => focused(page)).not.toBe('body');
      expect(await inPanel()).toBe(true);
    });

    it('says what Tab does in the code editor, and Ctrl+M lets Tab leave it', async () => {
      const { page } = await openStudio();
      await skills(page).filter({ hasText: 'commit-message' }).click();
      const editor = page.getByRole('textbox', { name: 'Contents of SKILL.md' });
      // Monaco sets its label after it mounts, which a busy machine can see later.
      await expect
        .poll(() => editor.getAttribute('aria-label'))
        .toBe('Contents of SKILL.md. Ctrl+M switches Tab between indenting and moving focus');
      const mode = page.getByTestId('tab-mode');
      expect(await mode.count()).toBe(0);
      await page.locator('.monaco-editor .view-line').first().click();
      await expect.poll(() => mode.textContent()).toBe('Tab indents (Ctrl+M: Tab moves focus)');
      // Tab stays in the editor...
      await page.keyboard.press('Tab');
      await expect.poll(() => focused(page)).toMatch(/^textbox:Contents of SKILL.md/);
      // ...until Ctrl+M, after which it moves on and the hint goes with the focus.
      await page.keyboard.press('Control+m');
      await expect.poll(() => mode.textContent()).toBe('Tab moves focus (Ctrl+M: Tab indents)');
      await page.keyboard.press('Tab');
      await expect.poll(() => focused(page)).not.toMatch(/^textbox:Contents of SKILL.md/);
      await expect.poll(() => mode.count()).toBe(0);
    });

    it('Tab from the list goes through the form before the code, and passes the code without editing it', async () => {
      const { page, root } = await openStudio();
      const file = join(root, 'commit-message/SKILL.md');
      const before = readFileSync(file, 'utf8');
      // Keyboard only: into the list, down to a skill, then Tab on.
      await skills(page).first().waitFor();
      await page.keyboard.press('Control+p');
      for (let i = 0; i < 10 && !/^listbox/.test(await focused(page)); i++)
        await page.keyboard.press('Tab');
      expect(await focused(page)).toMatch(/^listbox/);
      const active = () =>
        page.evaluate(() => document.activeElement?.getAttribute('aria-activedescendant') ?? '');
      for (let i = 0; i < 10 && !(await active()).includes('commit-message'); i++)
        await page.keyboard.press('ArrowDown');
      expect(await active()).toContain('commit-message');
      // As a user would, once the skill is on screen.
      await page.locator('.monaco-editor .view-lines').waitFor();
      await expect.poll(() => page.locator('.skill-title').textContent()).toBe('commit-message');
      const stops: string[] = [];
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press('Tab');
        const now = await focused(page);
        stops.push(now);
        if (now.startsWith('textbox:Contents of SKILL.md')) break;
      }
      const name = stops.findIndex((s) => s === 'input:Name');
      const code = stops.findIndex((s) => s.startsWith('textbox:Contents of SKILL.md'));
      expect(name, stops.join('\n')).toBeGreaterThanOrEqual(0);
      expect(code).toBeGreaterThan(name);
      // Arrived by keyboard: Tab moves on, as the status bar says, and the file is untouched.
      await expect
        .poll(() => page.getByTestId('tab-mode').textContent())
        .toBe('Tab moves focus (Ctrl+M: Tab indents)');
      await page.keyboard.press('Tab');
      await expect.poll(() => focused(page)).not.toMatch(/^textbox:Contents of SKILL.md/);
      expect(await page.getByTestId('save-state').textContent()).toBe('All changes saved');
      expect(readFileSync(file, 'utf8')).toBe(before);
      // Back in, and typing something: from then on Tab indents, as in any editor.
      await page.keyboard.press('Shift+Tab');
      await expect.poll(() => focused(page)).toMatch(/^textbox:Contents of SKILL.md/);
      await page.keyboard.press('Control+End');
      await page.keyboard.type('x');
      await expect
        .poll(() => page.getByTestId('tab-mode').textContent())
        .toBe('Tab indents (Ctrl+M: Tab moves focus)');
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatch(/^textbox:Contents of SKILL.md/);
    });

    it('moves focus with the choice in a radio group', async () => {
      const { page } = await openStudio();
      const all = page.getByRole('radio', { name: /^All/ });
      await all.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => focused(page)).toMatch(/^radio:Errors/);
      expect(await page.getByRole('radio', { name: /^Errors/ }).getAttribute('aria-checked')).toBe(
        'true',
      );
    });

    it('the view tabs are one tab stop, moved between with the arrow keys', async () => {
      const { page } = await openStudio();
      await page.getByRole('tab', { name: 'Edit' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => focused(page)).toBe('tab:Agent view');
      expect(
        await page.getByRole('tab', { name: 'Agent view' }).getAttribute('aria-selected'),
      ).toBe('true');
      await page.keyboard.press('End');
      await expect.poll(() => focused(page)).toBe('tab:Package');
      await page.keyboard.press('Home');
      await expect.poll(() => focused(page)).toBe('tab:Edit');
      expect(await page.getByRole('tab', { name: 'Package' }).getAttribute('tabindex')).toBe('-1');
    });
  },
);
