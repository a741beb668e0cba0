/**
 * New file's folder shortcuts, with the keyboard only: choosing one puts the focus back in
 * the name box, so what is typed next follows the folder and nothing is lost; a path the
 * dialog filled in ("scripts/" from a shortcut or a folder's menu) shows no error until the
 * user types or tries to create, then says what is missing. English and Chinese.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { e2eSkipReason } from './harness';
import { row, studioWithSkill, tree } from './skill-files';

const WORDS = {
  en: {
    newFile: 'New file',
    name: 'Name, or a path inside the skill',
    scripts: /^scripts\//,
    create: 'Create',
    // shared/ipc/service-messages.ts: 'path-no-name'.
    noName: '"scripts/" ends with "/": add the name of the file after it.',
  },
  zh: {
    newFile: '新建文件',
    name: '名称，或技能内的路径',
    scripts: /^scripts\//,
    create: '创建',
    noName: '"scripts/" 以 "/" 结尾：请在后面加上文件名。',
  },
} as const;

describe.skipIf(e2eSkipReason !== undefined)(
  `New file's folder shortcuts${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    for (const locale of ['en', 'zh'] as const)
      it(`a shortcut hands the typing back to the name, and no error shows before it is due (${locale})`, async () => {
        const words = WORDS[locale];
        const { page, dir, problems } = await studioWithSkill({}, { locale });
        await tree(page).getByRole('button', { name: words.newFile, exact: true }).focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: words.newFile });
        const name = dialog.getByLabel(words.name);
        await expect.poll(() => name.evaluate((e) => e === document.activeElement)).toBe(true);
        // Tab to the first shortcut (scripts/) and take it.
        await page.keyboard.press('Tab');
        expect(
          await dialog
            .getByRole('button', { name: words.scripts })
            .evaluate((e) => e === document.activeElement),
        ).toBe(true);
        await page.keyboard.press('Enter');
        await expect.poll(() => name.inputValue()).toBe('scripts/');
        expect(await name.evaluate((e) => e === document.activeElement)).toBe(true);
        // "scripts/" alone is no file yet, but nothing was typed: no error, the hint stays.
        expect(await dialog.getByRole('alert').count()).toBe(0);
        expect(await name.getAttribute('aria-invalid')).toBe('false');
        // Trying to create it says what is missing, and writes nothing.
        await page.keyboard.press('Enter');
        await expect.poll(() => dialog.getByRole('alert').textContent()).toBe(words.noName);
        expect(existsSync(join(dir, 'scripts'))).toBe(false);
        expect(await name.evaluate((e) => e === document.activeElement)).toBe(true);
        // Typing goes after the folder, and Enter makes the file.
        await page.keyboard.type('check.py');
        await expect.poll(() => name.inputValue()).toBe('scripts/check.py');
        expect(await dialog.getByRole('alert').count()).toBe(0);
        await page.keyboard.press('Enter');
        await row(page, 'scripts/check.py').waitFor();
        expect(readFileSync(join(dir, 'scripts/check.py'), 'utf8')).toMatch(/^#!/);
        expect(problems).toEqual([]);
      });

    it("a folder's New file here… opens on the folder with no error, until the user types", async () => {
      const { page, dir } = await studioWithSkill({ 'demo/scripts/.keep': '' });
      await row(page, 'scripts/').click({ button: 'right' });
      await page.getByRole('menuitem', { name: 'New file here…' }).click();
      const dialog = page.getByRole('dialog', { name: 'New file' });
      const name = dialog.getByLabel(WORDS.en.name);
      expect(await name.inputValue()).toBe('scripts/');
      expect(await dialog.getByRole('alert').count()).toBe(0);
      // Typing a name and taking it back to the bare folder: now the error is due.
      await name.press('End');
      await name.press('x');
      await name.press('Backspace');
      await expect.poll(() => dialog.getByRole('alert').textContent()).toBe(WORDS.en.noName);
      expect(await dialog.getByRole('button', { name: WORDS.en.create }).isDisabled()).toBe(true);
      expect(readdirSync(join(dir, 'scripts'))).toEqual(['.keep']);
    });
  },
);
