/**
 * The Trash view when the place a file is restored to is taken again, in Chromium against the
 * browser host, in the Chinese UI (issue 12: restores "to where it was (asking when that place
 * is taken)"; files.test.ts restores into a free place in English): the row says what, which
 * library, where it was and when; restoring asks, and each answer does what it says (keep both
 * as "name (2).ext"; replace, with what was there sent to the Trash in turn, so nothing is
 * lost). Also the row menu's Rename or move, which the other tests reach only through F2.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { e2eSkipReason } from './harness';
import { row, studioWithSkill } from './skill-files';

describe.skipIf(e2eSkipReason !== undefined)(
  `the Trash view${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    it('asks when the place is taken again, and keeps both or replaces (the other file to the Trash)', async () => {
      const { page, dir, root, problems } = await studioWithSkill(
        { 'demo/references/guide.md': 'deleted text\n', 'demo/notes.md': 'n\n' },
        { locale: 'zh' },
      );
      // Rename through the row's menu.
      await row(page, 'notes.md').click({ button: 'right' });
      await page.getByRole('menuitem', { name: '重命名或移动…' }).click();
      const rename = page.getByRole('dialog', { name: '重命名或移动 notes.md' });
      await rename.getByLabel('技能内的新路径').fill('references/notes.md');
      await rename.getByRole('button', { name: '重命名' }).click();
      await row(page, 'references/notes.md').waitFor();
      // A modal dialog makes the tree inert: a key pressed before it has gone reaches no row.
      await rename.waitFor({ state: 'hidden' });
      expect(existsSync(join(dir, 'notes.md'))).toBe(false);

      const trashGuide = async () => {
        await row(page, 'references/guide.md').press('Delete');
        const ask = page.getByRole('dialog', { name: '删除 guide.md？' });
        await ask.getByRole('button', { name: '删除', exact: true }).click();
        await expect.poll(() => existsSync(join(dir, 'references/guide.md'))).toBe(false);
      };
      await trashGuide();
      // Another program puts a file of that name there meanwhile.
      writeFileSync(join(dir, 'references/guide.md'), 'new text\n');
      await row(page, 'references/guide.md').waitFor();

      await page.getByRole('button', { name: '回收站', exact: true }).click();
      const trash = page.getByRole('dialog', { name: '回收站' });
      const entry = trash.getByRole('row').filter({ hasText: 'demo/references/guide.md' });
      const cells = await entry.getByRole('cell').allTextContents();
      expect(cells[0]).toContain('1 个文件');
      expect(cells[1]).toBe(root.split('/').pop());
      expect(cells[2]).toBe('demo/references/guide.md');
      // The time it was deleted, as the Chinese locale writes it (year first).
      expect(cells[3]).toMatch(new RegExp(`^${new Date().getFullYear()}/`));
      await entry.getByRole('button', { name: /^恢复/ }).click();
      const taken = trash.getByRole('alert');
      await expect
        .poll(() => taken.textContent())
        .toContain('demo/references/guide.md 现在又有了东西');
      await taken.getByRole('button', { name: '保留两者' }).click();
      await expect.poll(() => existsSync(join(dir, 'references/guide (2).md'))).toBe(true);
      expect(readFileSync(join(dir, 'references/guide (2).md'), 'utf8')).toBe('deleted text\n');
      expect(readFileSync(join(dir, 'references/guide.md'), 'utf8')).toBe('new text\n');
      await expect.poll(() => trash.getByText('没有从 Skill Studio 删除的内容。').count()).toBe(1);
      await trash.getByRole('button', { name: '关闭' }).click();
      await trash.waitFor({ state: 'hidden' });

      // Again, answered with Replace: the file there goes to the Trash, the deleted one comes back.
      await trashGuide();
      writeFileSync(join(dir, 'references/guide.md'), 'newer text\n');
      await row(page, 'references/guide.md').waitFor();
      await page.getByRole('button', { name: '回收站', exact: true }).click();
      await entry.getByRole('button', { name: /^恢复/ }).click();
      await trash.getByRole('alert').getByRole('button', { name: '替换' }).click();
      await expect
        .poll(() => readFileSync(join(dir, 'references/guide.md'), 'utf8'))
        .toBe('new text\n');
      // What it replaced is in the Trash now, and restores like any other entry.
      await expect.poll(() => entry.count()).toBe(1);
      await entry.getByRole('button', { name: /^恢复/ }).click();
      await trash.getByRole('alert').getByRole('button', { name: '保留两者' }).click();
      await expect.poll(() => existsSync(join(dir, 'references/guide (3).md'))).toBe(true);
      expect(readFileSync(join(dir, 'references/guide (3).md'), 'utf8')).toBe('newer text\n');
      expect(problems).toEqual([]);
    });
  },
);
