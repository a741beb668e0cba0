/**
 * Unsaved text in a library that is removed is never lost without a word: the Remove dialog
 * says which files have some and saves them to one Markdown file on request; after the removal
 * (and a reload) the text is kept, Add library's recent folders say so, and adding the library
 * again brings it back, counted and in its file, while the disk kept the saved version. Failed
 * before (no word in the dialog; the text came back only when the skill was opened, silently).
 */
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import MarkdownIt from 'markdown-it';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { tempTree } from '../helpers/temp';
import { e2eSkipReason, openStudio, skills } from './harness';

const TYPED = 'Typed before the library was removed. Use when testing drafts.';
const description = (page: Page) =>
  page
    .getByRole('complementary', { name: 'About this skill' })
    .getByLabel('Description', { exact: true });
const saveState = (page: Page) => page.getByTestId('save-state').textContent();

describe.skipIf(e2eSkipReason !== undefined)(
  `unsaved text of a removed library${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    it('is offered as a file on removal, kept, and back when the library is added again', async () => {
      const { page, root, problems } = await openStudio();
      const name = basename(root);
      const file = join(root, 'commit-message/SKILL.md');
      const saved = readFileSync(file, 'utf8');
      await skills(page).filter({ hasText: 'commit-message' }).click();
      await description(page).fill(TYPED);
      await expect.poll(() => saveState(page)).toBe('1 unsaved');

      await page.getByRole('button', { name: `Remove library ${name}` }).click();
      const dialog = page.getByRole('dialog');
      await expect
        .poll(() => dialog.getByRole('note').textContent())
        .toContain('1 file in this library has unsaved changes.');
      expect(await dialog.getByRole('note').getByRole('listitem').allTextContents()).toEqual([
        'commit-message/SKILL.md',
      ]);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: 'Save unsaved changes to a file…' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`unsaved-changes-${name}.md`);
      const exported = join(tempTree(), 'drafts.md');
      await download.saveAs(exported);
      const fences = new MarkdownIt()
        .parse(readFileSync(exported, 'utf8'), {})
        .filter((t) => t.type === 'fence');
      expect(fences).toHaveLength(1);
      expect(fences[0]?.content).toContain(`description: ${TYPED}\n`);
      expect(fences[0]?.content).toBe(saved.replace(/^description: .*$/m, `description: ${TYPED}`));

      await dialog.getByRole('button', { name: `Remove library ${name}` }).click();
      await expect
        .poll(() => page.locator('.toasts').textContent())
        .toContain(`Unsaved changes to 1 file in ${name} are kept: add the library again`);
      await expect.poll(() => saveState(page)).toBe('All changes saved');
      expect(readFileSync(file, 'utf8')).toBe(saved);

      // A reload while the library is out: the text waits, and Add library says it does.
      await page.reload();
      await page.getByRole('button', { name: 'Add a library…' }).first().click();
      const recent = page.getByRole('dialog').getByRole('region', { name: 'Recent folders' });
      await expect
        .poll(() => recent.getByRole('listitem').first().textContent())
        .toContain('unsaved changes to 1 file kept');
      await recent.getByRole('button', { name: `Add ${root} again` }).click();
      await expect
        .poll(() => page.locator('.toasts').textContent())
        .toContain(`Unsaved changes to 1 file in ${name} are back.`);
      await expect.poll(() => saveState(page)).toBe('1 unsaved');
      await skills(page).filter({ hasText: 'commit-message' }).click();
      await expect.poll(() => description(page).inputValue()).toBe(TYPED);
      expect(readFileSync(file, 'utf8')).toBe(saved);
      expect(problems).toEqual([]);
    });
  },
);
