/**
 * Links in a skill that lead out of the open libraries, in a real browser against the browser
 * host (the link policy, shared/node/link-fence.ts): the tree lists each as the link, marked,
 * its target in the row's title and accessible name, and opening it says in words, English or
 * Chinese, that it leads outside the libraries and is not read. Nothing outside reaches the page.
 */
import { realpathSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { skillMd, tempTree } from '../helpers/temp';
import { e2eSkipReason, openStudio, skills } from './harness';
import { row, tree } from './skill-files';

const SECRET = 'SECRET-OUTSIDE-TEXT';

/** A studio on the skill "demo" holding a file link and a folder link out of the libraries. */
async function studioWithLinks(locale: 'en' | 'zh') {
  const outside = realpathSync(
    tempTree({ 'notes.md': `${SECRET}\n`, 'refs/deep.md': `${SECRET}\n` }),
  );
  const studio = await openStudio({
    files: { 'demo/SKILL.md': skillMd('demo'), 'demo/guide.md': 'g\n' },
    locale,
  });
  const dir = join(studio.root, 'demo');
  symlinkSync(join(outside, 'notes.md'), join(dir, 'notes.md'));
  symlinkSync(join(outside, 'refs'), join(dir, 'refs'));
  await skills(studio.page).filter({ hasText: 'demo' }).click();
  await tree(studio.page).getByRole('button', { name: 'guide.md' }).waitFor();
  return { ...studio, outside };
}

describe.skipIf(e2eSkipReason !== undefined)(
  `links out of the libraries in the file tree${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    it('are listed as links with their targets, and opening one says it is not read', async () => {
      const { page, outside, problems } = await studioWithLinks('en');
      const file = tree(page).getByRole('button', {
        name: `notes.md: a link to ${join(outside, 'notes.md')}, outside your libraries (not read)`,
      });
      const folder = tree(page).getByRole('button', {
        name: `refs/: a folder link to ${join(outside, 'refs')}, outside your libraries (not read)`,
      });
      await file.waitFor();
      expect(await file.getAttribute('title')).toBe(await file.getAttribute('aria-label'));
      expect(await file.locator('.link-badge').count()).toBe(1);
      expect(await folder.innerText()).toContain('refs/');
      // The plain file beside them is an ordinary row.
      expect(await row(page, 'guide.md').count()).toBe(1);

      await file.click();
      const alert = page.locator('.form-error[role="alert"]');
      await expect
        .poll(() => alert.innerText())
        .toBe(
          `notes.md is a link to ${join(outside, 'notes.md')}, outside your libraries, so Skill Studio does not read it. Add its folder as a library to open it.`,
        );
      await folder.click();
      await expect
        .poll(() => alert.innerText())
        .toContain(`refs is a link to ${join(outside, 'refs')}`);
      // Opening a readable file again clears the note.
      await row(page, 'guide.md').click();
      await expect.poll(() => alert.count()).toBe(0);
      expect(await page.content()).not.toContain(SECRET);
      expect(problems).toEqual([]);
    });

    it('say so in Chinese too', async () => {
      const { page, outside, problems } = await studioWithLinks('zh');
      const file = tree(page).getByRole('button', {
        name: `notes.md：指向 ${join(outside, 'notes.md')} 的链接，位于你的技能库之外（不读取）`,
      });
      await file.click();
      await expect
        .poll(() => page.locator('.form-error[role="alert"]').innerText())
        .toBe(
          `notes.md 是指向 ${join(outside, 'notes.md')} 的链接，位于你的技能库之外，所以 Skill Studio 不读取它。把它所在的文件夹添加为技能库即可打开。`,
        );
      expect(await page.content()).not.toContain(SECRET);
      expect(problems).toEqual([]);
    });
  },
);
