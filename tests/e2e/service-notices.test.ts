/**
 * What the service tells the page without being asked reaches the user, in Chromium against
 * the browser host (issue 16): another program's write into the file a save just replaced is
 * kept beside it and said in a toast, with the kept file in the tree to open (the lost text
 * offered back, never dropped); and a burst of changes larger than the kernel reports one by
 * one makes the library read again, which the page says, in Chinese in the Chinese UI.
 * tests/service/save-safety.test.ts and watcher-bursts.test.ts check the service's side.
 */
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { e2eSkipReason, stopPageClock } from './harness';
import { row, studioWithSkill } from './skill-files';

describe.skipIf(e2eSkipReason !== undefined)(
  `notices from the service${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    it("a program's write into the file a save replaced is kept beside it, said, and opens from the tree", async () => {
      const { page, dir, problems } = await studioWithSkill({ 'demo/notes.md': 'saved\n' });
      await row(page, 'notes.md').click();
      await page.locator('.monaco-editor .view-lines').click();
      await page.keyboard.press('Control+End');
      await page.keyboard.type('mine');
      // Another program holds the file open (an editor, a sync tool) while the studio saves.
      const held = openSync(join(dir, 'notes.md'), 'r+');
      try {
        // It writes a moment after the save, into the version the save replaced: as soon as
        // the save's answer leaves the service, so the save's own look after its rename is over
        // (a write before that look is the save's conflict instead: compare-and-swap.ts) and
        // the service's later looks (after 0.1, 1 and 5 s) are still to come. Waiting for the
        // page to show the answer instead took longer than 5 s once, beside four other jobs.
        const answered = page.waitForResponse((r) => r.url().includes('/api/call/saveFile'));
        await page.keyboard.press('Control+s');
        await answered;
        writeSync(held, 'theirs\n', 0);
      } finally {
        closeSync(held);
      }
      await expect
        .poll(() => page.getByTestId('save-state').textContent(), { timeout: 15_000 })
        .toBe('All changes saved');
      const toast = page.locator('.toast').filter({ hasText: 'Another program wrote to notes.md' });
      await expect.poll(() => toast.count(), { timeout: 15_000 }).toBe(1);
      const kept = readdirSync(dir).find((n) => n.startsWith('notes.md.recovered-'));
      expect(kept, readdirSync(dir).join(', ')).toBeDefined();
      expect(await toast.textContent()).toContain(`kept beside it in ${kept ?? ''}`);
      expect(readFileSync(join(dir, kept ?? ''), 'utf8')).toBe('theirs\n');
      // The saved text is untouched, and the kept text opens from the tree.
      expect(readFileSync(join(dir, 'notes.md'), 'utf8')).toBe('saved\nmine');
      await row(page, kept ?? '').click();
      await expect
        .poll(() => page.locator('.monaco-host').getAttribute('data-path'))
        .toBe(join(dir, kept ?? ''));
      await expect.poll(() => page.locator('.monaco-host').textContent()).toContain('theirs');
      expect(problems).toEqual([]);
    });

    it('a burst too large to be reported file by file: the library is read again, and the Chinese UI says so', async () => {
      const { page, root, problems } = await studioWithSkill(
        { 'demo/references/.keep': '' },
        { locale: 'zh' },
      );
      // 12,000 files moved into a folder already watched (files in a folder made during the
      // burst may come before its watch does, and are never reported), far past the 4,096
      // events after which the kernel's queue may have overflowed without a word
      // (library-watcher.ts); three new skills among them. They are made outside the library
      // first and renamed in, so the burst takes a few milliseconds: created one by one in the
      // library, a quiet machine reported them in batches the watcher's 40 ms settle split
      // below 4,096 (no overflow, and so no re-read to see: CI failed here 1 run in 5).
      // The page's clock stands still from here: the toast fades 4 s after it shows, and a
      // machine this busy (12,000 files) may look for it later than that.
      await stopPageClock(page);
      const staging = mkdtempSync(join(dirname(root), 'burst-'));
      for (let f = 0; f < 12_000; f++) closeSync(openSync(join(staging, `f${f}.md`), 'w'));
      const into = join(root, 'demo', 'references');
      for (let f = 0; f < 12_000; f++)
        renameSync(join(staging, `f${f}.md`), join(into, `f${f}.md`));
      rmSync(staging, { recursive: true });
      for (let s = 0; s < 3; s++) {
        mkdirSync(join(root, `burst-${s}`));
        writeSkill(join(root, `burst-${s}`), `burst-${s}`);
      }
      const library = root.split('/').pop() ?? '';
      const toast = page.locator('.toast').filter({ hasText: '已重新读取该技能库' });
      await expect.poll(() => toast.count(), { timeout: 30_000 }).toBe(1);
      expect(await toast.textContent()).toContain(library);
      // And the list is the disk's: every new skill is there (4 with demo).
      await expect
        .poll(() => page.getByText('4 个技能', { exact: true }).count(), { timeout: 30_000 })
        .toBe(1);
      expect(problems).toEqual([]);
    });
  },
);

function writeSkill(dir: string, name: string): void {
  const fd = openSync(join(dir, 'SKILL.md'), 'w');
  writeSync(
    fd,
    `---\nname: ${name}\ndescription: Does ${name} things. Use when asked.\n---\n# ${name}\n`,
  );
  closeSync(fd);
}
