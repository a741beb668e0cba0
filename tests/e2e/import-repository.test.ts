/**
 * Importing what people download, in a real browser: a repository's zip (skills in subfolders
 * at different depths, as GitHub's "Download ZIP" makes it) lists its skills with a checkbox
 * each, all ticked; the user unticks one with the keyboard alone and imports the other two,
 * in English and in Chinese. A folder chosen in the host's folder browser is imported the same
 * way. An import that replaced a skill is undone from its toast, from the skill's history.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { rawZip } from '../helpers/raw-zip';
import { skillMd, tempTree } from '../helpers/temp';
import { e2eSkipReason, openStudio, skills } from './harness';

const REPO = {
  'kit-main/README.md': '# kit\n',
  'kit-main/skills/pdf-forms/SKILL.md': skillMd('pdf-forms', 'Fills PDF forms. Use when asked.'),
  'kit-main/skills/csv-tools/SKILL.md': skillMd('csv-tools', 'Cleans CSV files. Use when asked.'),
  'kit-main/plugins/office/skills/letters/SKILL.md': skillMd('letters'),
  'kit-main/a/b/c/d/e/buried/SKILL.md': skillMd('buried'),
};

function repositoryZip(): string {
  const file = join(tempTree(), 'kit-main.zip');
  writeFileSync(file, rawZip(Object.entries(REPO).map(([name, data]) => ({ name, data }))));
  return file;
}

// Tab until `match` says the focused element is the one wanted (keyboard only, as a user does).
async function tabTo(page: Page, match: string, what: 'checkbox' | 'button'): Promise<void> {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate(
      ([text, kind]) => {
        const el = document.activeElement;
        if (kind === 'button') return el?.tagName === 'BUTTON' && el.textContent === text;
        return (
          el instanceof HTMLInputElement &&
          el.type === 'checkbox' &&
          (el.closest('li')?.textContent ?? '').includes(text)
        );
      },
      [match, what] as const,
    );
    if (found) return;
  }
  throw new Error(`no ${what} "${match}" reached with Tab`);
}

const WORDS = {
  en: {
    open: 'Import…',
    upload: 'Archive (.zip or .skill)',
    start: 'Import',
    found: '3 skills found in kit-main.zip',
  },
  zh: {
    open: '导入…',
    upload: '压缩包（.zip 或 .skill）',
    start: '导入',
    found: '在 kit-main.zip 中找到 3 个技能',
  },
} as const;

describe.skipIf(e2eSkipReason !== undefined)(
  `importing a repository zip${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    it.each(['en', 'zh'] as const)(
      'lists the skills within six folders and imports the two left ticked (keyboard only, %s)',
      async (locale) => {
        const words = WORDS[locale];
        // English at 1440 px in the light theme, Chinese at 1024×700 in the dark one.
        const { page, root, problems } = await openStudio({
          files: { 'mine/SKILL.md': skillMd('mine') },
          locale,
          ...(locale === 'zh'
            ? { viewport: { width: 1024, height: 700 }, colorScheme: 'dark' as const }
            : { viewport: { width: 1440, height: 900 }, colorScheme: 'light' as const }),
        });
        await page.getByRole('button', { name: words.open }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel(words.upload).setInputFiles(repositoryZip());
        await expect.poll(() => dialog.textContent()).toContain(words.found);
        const boxes = dialog.getByRole('checkbox');
        // Three skills, each ticked; the one seven folders down is not offered.
        await expect.poll(() => boxes.count()).toBe(3);
        for (const box of await boxes.all()) expect(await box.isChecked()).toBe(true);
        expect(await dialog.textContent()).not.toContain('buried');
        expect(await dialog.textContent()).toContain('Cleans CSV files. Use when asked.');
        expect(await dialog.textContent()).toContain('kit-main/plugins/office/skills/letters');
        // The list fits the dialog and the dialog the window: nothing to scroll sideways.
        const list = dialog.locator('.import-found-list');
        expect(await list.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
        const box = await dialog.boundingBox();
        const size = page.viewportSize();
        expect(box !== null && size !== null).toBe(true);
        if (box && size) {
          expect(box.x + box.width).toBeLessThanOrEqual(size.width);
          expect(box.y + box.height).toBeLessThanOrEqual(size.height);
        }

        await dialog.getByLabel(words.upload).focus();
        await tabTo(page, 'csv-tools', 'checkbox');
        await page.keyboard.press('Space');
        await expect.poll(() => dialog.getByRole('checkbox', { checked: false }).count()).toBe(1);
        await tabTo(page, words.start, 'button');
        await page.keyboard.press('Enter');

        // The skills are written one after another: wait for the whole import, not its first.
        await expect
          .poll(() =>
            readdirSync(root)
              .filter((n) => !n.startsWith('.') && existsSync(join(root, n, 'SKILL.md')))
              .sort(),
          )
          .toEqual(['letters', 'mine', 'pdf-forms']);
        await expect.poll(() => skills(page).filter({ hasText: 'pdf-forms' }).count()).toBe(1);
        expect(problems).toEqual([]);
      },
    );

    it('imports a folder chosen in the folder browser, only the skill left ticked', async () => {
      const outside = tempTree(REPO);
      const { page, root, problems } = await openStudio({
        files: { 'mine/SKILL.md': skillMd('mine') },
      });
      await page.getByRole('button', { name: 'Import…' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Choose a folder…' }).click();
      // The folder holding kit-main: "buried" is seven folders down from it, so not offered.
      await dialog.getByLabel('Folder', { exact: true }).fill(outside);
      await dialog.getByRole('button', { name: 'Go' }).click();
      // The folder's listing has come (the one folder in it), not still home's.
      await dialog.getByRole('listitem').filter({ hasText: 'kit-main' }).first().waitFor();
      await dialog.getByRole('button', { name: 'Import from this folder' }).click();
      await expect.poll(() => dialog.getByRole('checkbox').count()).toBe(3);
      await dialog.getByRole('button', { name: 'Tick none' }).click();
      await dialog.getByRole('checkbox', { name: /pdf-forms/ }).check();
      await dialog.getByRole('button', { name: 'Import', exact: true }).click();
      await expect.poll(() => existsSync(join(root, 'pdf-forms', 'SKILL.md'))).toBe(true);
      expect(
        readdirSync(root)
          .filter((n) => !n.startsWith('.'))
          .sort(),
      ).toEqual(['mine', 'pdf-forms']);
      expect(problems).toEqual([]);
    });
    it('an import that replaced a skill is undone from its toast: the skill as it was', async () => {
      const mine = skillMd('pdf-forms', 'My own PDF forms skill. Use when asked.');
      const { page, root, problems } = await openStudio({
        files: { 'pdf-forms/SKILL.md': mine, 'pdf-forms/notes.md': 'my notes\n' },
      });
      await page.getByRole('button', { name: 'Import…' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Archive (.zip or .skill)').setInputFiles(repositoryZip());
      await expect.poll(() => dialog.getByRole('checkbox').count()).toBe(3);
      await dialog.getByRole('button', { name: 'Tick none' }).click();
      await dialog.getByRole('checkbox', { name: /pdf-forms/ }).check();
      await dialog.getByRole('button', { name: 'Import', exact: true }).click();
      await dialog.getByRole('button', { name: 'Replace them' }).click();
      const skill = join(root, 'pdf-forms');
      await expect
        .poll(() => readFileSync(join(skill, 'SKILL.md'), 'utf8'))
        .toBe(REPO['kit-main/skills/pdf-forms/SKILL.md']);
      expect(existsSync(join(skill, 'notes.md'))).toBe(false);
      await page
        .locator('.toasts')
        .filter({ hasText: 'Imported pdf-forms.' })
        .getByRole('button', { name: 'Undo' })
        .click();
      // The restore writes the files one after another: wait for the last, then read both.
      await page
        .locator('.toasts')
        .getByText('Put back as before the import: pdf-forms.')
        .waitFor();
      expect(readFileSync(join(skill, 'SKILL.md'), 'utf8')).toBe(mine);
      expect(readFileSync(join(skill, 'notes.md'), 'utf8')).toBe('my notes\n');
      expect(problems).toEqual([]);
    });
  },
);
