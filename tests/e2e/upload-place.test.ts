/**
 * The file tree's toolbar says what each button does in words (New file, New folder,
 * Upload…), and Upload asks where the upload goes before the system's file dialog opens: the
 * folder chosen in the tree by default, or the skill's own folder or a standard folder, made
 * when it is not there yet. With the keyboard only; English and Chinese.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSkipReason } from './harness';
import { png, row, studioWithSkill, tree } from './skill-files';

const WORDS = {
  en: {
    tools: ['New file', 'New folder', 'Upload…'],
    title: 'Upload into this skill',
    where: 'Where the upload goes',
    assets: /^assets\//,
    chosen: 'notes/: the folder chosen in the tree',
    files: 'Upload files',
  },
  zh: {
    tools: ['新建文件', '新建文件夹', '上传…'],
    title: '上传到此技能',
    where: '上传到哪里',
    assets: /^assets\//,
    chosen: 'notes/：在文件树中选中的文件夹',
    files: '上传文件',
  },
} as const;

/** The visible words of the toolbar's buttons. */
const toolWords = (page: Page) =>
  tree(page)
    .getByRole('toolbar')
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons.map((b) => (b as HTMLElement).innerText.replace(/^\S+\s/, '')),
    );

describe.skipIf(e2eSkipReason !== undefined)(
  `where an upload goes${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    for (const locale of ['en', 'zh'] as const)
      it(`Upload… asks where, and makes assets/ for it (${locale})`, async () => {
        const words = WORDS[locale];
        const { page, dir, problems } = await studioWithSkill({}, { locale });
        // Words on the buttons, not only icons (each also its accessible name).
        expect(await toolWords(page)).toEqual(words.tools);
        for (const name of words.tools)
          expect(await tree(page).getByRole('button', { name, exact: true }).count()).toBe(1);
        await tree(page).getByRole('button', { name: words.tools[2] }).focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: words.title });
        const where = dialog.getByRole('group', { name: words.where });
        // The skill has no assets/ yet: it is offered all the same.
        const assets = where.getByRole('radio', { name: words.assets });
        // Down from the skill's own folder (the one checked, and focused) to assets/.
        for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
        await expect.poll(() => assets.isChecked()).toBe(true);
        const chooser = page.waitForEvent('filechooser');
        // Tab from the radios (one stop) past Cancel and Upload folder to Upload files.
        for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
        expect(
          await dialog
            .getByRole('button', { name: words.files, exact: true })
            .evaluate((e) => e === document.activeElement),
        ).toBe(true);
        await page.keyboard.press('Enter');
        await (
          await chooser
        ).setFiles([{ name: 'logo.png', mimeType: 'image/png', buffer: png() }]);
        await row(page, 'assets/logo.png').waitFor();
        expect(readFileSync(join(dir, 'assets/logo.png'))).toEqual(png());
        expect(problems).toEqual([]);
      });

    it('starts on the folder chosen in the tree', async () => {
      const { page, dir } = await studioWithSkill({ 'demo/notes/a.txt': 'a' });
      // A file's row chooses its folder (a folder's row would also fold it away).
      await row(page, 'notes/a.txt').click();
      await tree(page).getByRole('button', { name: 'Upload…' }).click();
      const dialog = page.getByRole('dialog', { name: WORDS.en.title });
      const chosen = dialog.getByRole('radio', { name: WORDS.en.chosen });
      expect(await chosen.isChecked()).toBe(true);
      expect(await chosen.evaluate((e) => e === document.activeElement)).toBe(true);
      const chooser = page.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: 'Upload files', exact: true }).click();
      await (
        await chooser
      ).setFiles([{ name: 'b.txt', mimeType: 'text/plain', buffer: Buffer.from('b') }]);
      await row(page, 'notes/b.txt').waitFor();
      expect(readFileSync(join(dir, 'notes/b.txt'), 'utf8')).toBe('b');
    });
  },
);
