/**
 * A skill's history in the browser, as the issue's acceptance asks (issue 37): edit and save
 * several times, reload, open History, compare two versions, restore one, undo the restore;
 * delete a file and Undo from the toast; in a git repository, a commit compared with now and the
 * skill committed; in English and in Chinese. What the disk holds after
 * each step is read from the disk itself.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { commitAll, git, initRepo } from '../helpers/git';
import { skillMd } from '../helpers/temp';
import { e2eSkipReason } from './harness';
import { row, studioWithSkill } from './skill-files';

const SOON = { timeout: 15_000 };
const WORDS = {
  en: {
    saved: 'All changes saved',
    side: 'History',
    history: 'History',
    kindSave: 'Saved',
    kindFirst: 'As first seen',
    kindRestore: 'Restored',
    pick: 'Choose for comparing',
    compare: 'Compare the two chosen',
    close: 'Close',
    restore: 'Restore',
    undo: 'Undo',
    restored: 'Restored to the version of',
  },
  zh: {
    saved: '所有更改已保存',
    side: '历史',
    history: '历史',
    kindSave: '已保存',
    kindFirst: '初次看到时',
    kindRestore: '已恢复',
    pick: '选来比较',
    compare: '比较选中的两个版本',
    close: '关闭',
    restore: '恢复',
    undo: '撤销',
    restored: '已恢复到',
  },
} as const;

/** Types `line` at the end of the open file and saves it with Ctrl+S. */
async function appendAndSave(page: Page, line: string, saved: string): Promise<void> {
  await page.locator('.monaco-editor .view-lines').click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(`${line}\n`);
  await page.keyboard.press('Control+s');
  await expect.poll(() => page.getByTestId('save-state').textContent(), SOON).toBe(saved);
}

describe.skipIf(e2eSkipReason !== undefined)(
  `a skill's history${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    for (const locale of ['en', 'zh'] as const) {
      const w = WORDS[locale];
      it(`${locale}: saves kept over a reload, two compared, one restored, the restore undone`, async () => {
        const first = skillMd('demo');
        const { page, dir, problems } = await studioWithSkill({}, { locale });
        const file = join(dir, 'SKILL.md');
        expect(readFileSync(file, 'utf8')).toBe(first);
        for (const n of ['one', 'two', 'three']) await appendAndSave(page, `Line ${n}.`, w.saved);
        const third = readFileSync(file, 'utf8');
        expect(third).toBe(`${first}Line one.\nLine two.\nLine three.\n`);

        await page.reload();
        await row(page, 'SKILL.md').waitFor(SOON);
        await page.getByRole('radio', { name: w.side }).click();
        const panel = page.getByRole('region', { name: w.history });
        const items = panel.locator('li.history-item');
        // Newest first: three saves, then the skill as it was before the first.
        await expect
          .poll(() => items.locator('.history-kind').allTextContents(), SOON)
          .toEqual([w.kindSave, w.kindSave, w.kindSave, w.kindFirst]);
        expect(await items.nth(0).locator('.history-summary').textContent()).toBe('SKILL.md +1 −0');

        // The first save against the third: the diff shows the two lines added since.
        await items
          .nth(0)
          .getByRole('checkbox', { name: new RegExp(w.pick) })
          .check();
        await items
          .nth(2)
          .getByRole('checkbox', { name: new RegExp(w.pick) })
          .check();
        await panel.getByRole('button', { name: w.compare }).click();
        const compare = page.getByRole('dialog');
        const inserted = compare.locator('.monaco-diff-editor .line-insert');
        await expect.poll(() => inserted.count(), SOON).toBeGreaterThan(0);
        const modified = compare.locator('.monaco-diff-editor .modified .view-lines');
        // Monaco writes spaces as U+00A0, which \s matches.
        await expect.poll(() => modified.textContent(), SOON).toMatch(/Line\sthree\./);
        await compare.getByRole('button', { name: w.close }).first().click();
        await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

        // Restore the first save: the disk holds it again, a new version says so; Undo takes it back.
        await items.nth(2).getByRole('button', { name: w.restore, exact: true }).click();
        await expect.poll(() => readFileSync(file, 'utf8'), SOON).toBe(`${first}Line one.\n`);
        const toast = page.locator('.toasts').filter({ hasText: w.restored });
        await toast.getByRole('button', { name: w.undo }).click();
        await expect.poll(() => readFileSync(file, 'utf8'), SOON).toBe(third);
        // Both restores are versions of their own, newest first; nothing before them rewritten.
        await expect
          .poll(() => items.locator('.history-kind').allTextContents(), SOON)
          .toEqual([w.kindRestore, w.kindRestore, w.kindSave, w.kindSave, w.kindSave, w.kindFirst]);
        expect(problems).toEqual([]);
      });
    }

    it('git: a commit compared with now, the skill committed, a later save shown as uncommitted', async () => {
      const { page, root, dir, problems } = await studioWithSkill();
      initRepo(root);
      const first = commitAll(root, {}, 'First draft');
      await appendAndSave(page, 'Line one.', WORDS.en.saved);
      await page.getByRole('radio', { name: 'History' }).click();
      const commits = page.getByRole('region', { name: 'Git commits' });
      const draft = commits.getByRole('group', { name: 'First draft' });
      await draft.getByRole('button', { name: 'Compare with now' }).click();
      const compare = page.getByRole('dialog');
      await expect
        .poll(
          () => compare.locator('.monaco-diff-editor .modified .view-lines').textContent(),
          SOON,
        )
        .toMatch(/Line\sone\./);
      await expect
        .poll(
          () => compare.locator('.monaco-diff-editor .original .view-lines').textContent(),
          SOON,
        )
        .not.toMatch(/Line\sone\./);
      await compare.getByRole('button', { name: 'Close' }).first().click();

      await expect
        .poll(() => commits.textContent(), SOON)
        .toContain('1 file changed since the last commit');
      await commits.getByRole('button', { name: 'Commit…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Commit this skill’s changes' });
      await dialog.getByLabel('Message').fill('Add line one');
      await dialog.getByRole('button', { name: 'Commit', exact: true }).click();
      await commits.getByRole('group', { name: 'Add line one' }).waitFor(SOON);
      expect(git(root, ['rev-parse', 'HEAD^']).trim()).toBe(first);
      expect(git(root, ['status', '--porcelain'])).toBe('');
      expect(await commits.textContent()).not.toContain('since the last commit');

      // A save after the commit: the git part says so without a reload (the service tells it).
      await appendAndSave(page, 'Line two.', WORDS.en.saved);
      await expect
        .poll(() => commits.textContent(), SOON)
        .toContain('1 file changed since the last commit');
      expect(readFileSync(join(dir, 'SKILL.md'), 'utf8')).toContain('Line two.');
      expect(problems).toEqual([]);
    });

    it('a deleted file comes back with Undo on the toast', async () => {
      const { page, dir, problems } = await studioWithSkill({
        'demo/references/guide.md': 'guide\n',
      });
      await row(page, 'references/guide.md').press('Delete');
      await page
        .getByRole('dialog', { name: 'Delete guide.md?' })
        .getByRole('button', {
          name: 'Delete',
        })
        .click();
      await expect.poll(() => existsSync(join(dir, 'references/guide.md')), SOON).toBe(false);
      await page
        .locator('.toasts')
        .filter({ hasText: 'guide.md deleted' })
        .getByRole('button', { name: 'Undo' })
        .click();
      await expect.poll(() => existsSync(join(dir, 'references/guide.md')), SOON).toBe(true);
      expect(readFileSync(join(dir, 'references/guide.md'), 'utf8')).toBe('guide\n');
      await row(page, 'references/guide.md').waitFor(SOON);
      expect(problems).toEqual([]);
    });
  },
);
