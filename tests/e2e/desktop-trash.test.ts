/**
 * The desktop app's Trash view over the macOS Trash, in Chromium through the desktop bridge
 * (tests/e2e/desktop-bridge.ts) with the service wired as electron/main does (desktopFiles),
 * shell.trashItem standing in for NSFileManager: the item moves into `~/.Trash` of a home of the
 * test's own, renamed on a clash (tests/electron/system-trash.test.ts tests the finding itself).
 * Show in folder hands a row's file to the file manager; a file deleted in the tree is listed
 * and restored from there; one emptied from the Trash
 * meanwhile says so in its row, with nothing to click; emptying says the system trash keeps its
 * items (only the studio's entries go).
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { basename, extname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { desktopFiles } from '../../shared/node/process/desktop-files';
import { tempTree } from '../helpers/temp';
import { e2eSkipReason } from './harness';
import { row, studioWithSkill } from './skill-files';

describe.skipIf(e2eSkipReason !== undefined)(
  `the desktop Trash view${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    it('restores a file from the macOS Trash, and says when the Trash was emptied meanwhile', async () => {
      const home = realpathSync(tempTree());
      const trash = join(home, '.Trash');
      mkdirSync(trash);
      let n = 0;
      const shell = {
        trashItem: (path: string) => {
          const ext = extname(path);
          let name = basename(path);
          while (existsSync(join(trash, name)))
            name = `${basename(path, ext)} ${String(++n)}${ext}`;
          renameSync(path, join(trash, name));
          return Promise.resolve();
        },
        showItemInFolder: (path: string) => void shown.push(path),
      };
      const shown: string[] = [];
      const { page, dir, problems } = await studioWithSkill(
        { 'demo/references/notes.md': '# Notes\n\nKept.\n' },
        { desktop: { answer: null, asked: [] }, service: desktopFiles(shell, 'darwin', { home }) },
      );
      const remove = async (path: string) => {
        await row(page, path).click({ button: 'right' });
        await page.getByRole('menuitem', { name: 'Delete…' }).click();
        const ask = page.getByRole('dialog', { name: `Delete ${basename(path)}?` });
        expect(await ask.textContent()).toContain('the system trash');
        await ask.getByRole('button', { name: 'Delete' }).click();
        await expect.poll(() => existsSync(join(dir, path))).toBe(false);
      };
      // Show in folder (the desktop app's row menu) hands the file to the file manager.
      await row(page, 'references/notes.md').click({ button: 'right' });
      await page.getByRole('menuitem', { name: 'Show in folder' }).click();
      await expect.poll(() => shown).toEqual([join(dir, 'references/notes.md')]);
      await remove('references/notes.md');
      expect(readdirSync(trash)).toEqual(['notes.md']);

      await page.getByRole('button', { name: 'Trash', exact: true }).click();
      const view = page.getByRole('dialog', { name: 'Trash' });
      const entry = view.getByRole('row').filter({ hasText: 'demo/references/notes.md' });
      await entry.getByRole('button', { name: 'Restore demo/references/notes.md' }).click();
      await expect.poll(() => existsSync(join(dir, 'references/notes.md'))).toBe(true);
      expect(readFileSync(join(dir, 'references/notes.md'), 'utf8')).toBe('# Notes\n\nKept.\n');
      expect(readdirSync(trash)).toEqual([]);
      await view.getByRole('button', { name: 'Close' }).click();
      await row(page, 'references/notes.md').waitFor();

      // Deleted again, then emptied from Finder before the Trash view is opened.
      await remove('references/notes.md');
      rmSync(join(trash, 'notes.md'));
      await page.getByRole('button', { name: 'Trash', exact: true }).click();
      await expect.poll(() => entry.textContent()).toContain('No longer in the system trash.');
      expect(await entry.getByRole('button', { name: /^Restore/ }).count()).toBe(0);
      // Emptying forgets the entries and says that the system trash keeps what it holds.
      await view.getByRole('button', { name: 'Empty the Trash' }).click();
      const empty = page.getByRole('dialog', { name: 'Empty the Trash' });
      expect(await empty.textContent()).toContain('What went to the system trash stays there');
      expect(problems).toEqual([]);
    });
  },
);
