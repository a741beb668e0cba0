/**
 * Importing a folder: the same checks and search as an archive, over the folder's own entries;
 * links are listed, never followed (nothing outside the chosen folder is read or copied), and
 * what an archive import skips (version-control data, OS junk) is skipped here too.
 */
import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../../../shared/i18n/catalogue';
import { scanImport } from '../../../../shared/node/archive/import-scan';
import { importArchive } from '../../../../shared/node/archive/import-skills';
import { DEFAULT_IMPORT_LIMITS } from '../../../../shared/package/index';
import { skillMd, tempTree } from '../../../helpers/temp';

const options = { limits: DEFAULT_IMPORT_LIMITS, conflict: 'refuse' as const };

function repoFolder() {
  const work = tempTree({
    'repo/README.md': '# r\n',
    'repo/skills/pdf/SKILL.md': skillMd('pdf'),
    'repo/skills/pdf/.DS_Store': 'junk',
    'repo/skills/pdf/.git/config': '[core]\n\tfsmonitor = "touch pwned"\n',
    'repo/a/b/c/d/e/deep/SKILL.md': skillMd('deep'),
    'repo/a/b/c/d/e/f/seven/SKILL.md': skillMd('seven'),
    'repo/node_modules/dep/SKILL.md': skillMd('dep'),
    'outside/secret/SKILL.md': skillMd('secret'),
    'outside/passwd.txt': 'secret\n',
  });
  mkdirSync(join(work, 'lib'));
  return { work, repo: join(work, 'repo'), lib: join(work, 'lib') };
}

describe('importing a folder', () => {
  it("finds the skills within six folders, as in an archive, and passes over tools' folders", async () => {
    const { repo } = repoFolder();
    const scan = inEnglish(await scanImport(repo, DEFAULT_IMPORT_LIMITS));
    if (!('skills' in scan)) throw new Error(JSON.stringify(scan));
    expect(scan.kind).toBe('folder');
    expect(scan.skills.map((s) => [s.from, s.folder, s.problems])).toEqual([
      ['a/b/c/d/e/deep', 'deep', []],
      ['skills/pdf', 'pdf', []],
    ]);
    expect(scan.skipped.map((s) => s.path)).toEqual(
      expect.arrayContaining(['node_modules/', 'skills/pdf/.git/', 'skills/pdf/.DS_Store']),
    );
  });

  it('copies the chosen skill without the junk an archive import skips', async () => {
    const { repo, lib } = repoFolder();
    const outcome = await importArchive(repo, lib, { ...options, only: ['skills/pdf'] });
    expect(inEnglish(outcome.problems)).toEqual([]);
    expect(readdirSync(lib)).toEqual(['pdf']);
    expect(readdirSync(join(lib, 'pdf'))).toEqual(['SKILL.md']);
  });

  it('never follows a link: a linked skill folder is not found, a link inside a skill refuses it', async () => {
    const { work, repo, lib } = repoFolder();
    symlinkSync(join(work, 'outside', 'secret'), join(repo, 'skills', 'linked'));
    symlinkSync(join(work, 'outside', 'passwd.txt'), join(repo, 'skills', 'pdf', 'passwd.txt'));
    const scan = inEnglish(await scanImport(repo, DEFAULT_IMPORT_LIMITS));
    if (!('skills' in scan)) throw new Error(JSON.stringify(scan));
    expect(scan.skills.map((s) => [s.from, s.problems])).toEqual([
      ['a/b/c/d/e/deep', []],
      [
        'skills/pdf',
        [
          '"skills/pdf/passwd.txt": it is a symbolic link, which could point anywhere on this computer.',
        ],
      ],
    ]);
    const deep = await importArchive(repo, lib, { ...options, only: ['a/b/c/d/e/deep'] });
    expect(deep.imported).toBe(true);
    expect(inEnglish(deep.skipped)).toContainEqual({
      path: 'skills/linked',
      reason: 'a link outside the skills imported (links are never followed)',
    });
    const pdf = await importArchive(repo, lib, { ...options, only: ['skills/pdf'] });
    expect(pdf.imported).toBe(false);
    expect(readdirSync(lib)).toEqual(['deep']);
    expect(lstatSync(join(work, 'outside', 'passwd.txt')).isFile()).toBe(true);
  });

  it('a folder with more entries than the limit is refused without being walked to its end', async () => {
    const { repo, lib } = repoFolder();
    const outcome = await importArchive(repo, lib, {
      ...options,
      limits: { ...DEFAULT_IMPORT_LIMITS, maxEntries: 5 },
    });
    expect(inEnglish(outcome.problems)).toEqual([
      'repo: it holds more than 5 entries (raise the limit with --max-entries).',
    ]);
    expect(existsSync(join(lib, 'pdf'))).toBe(false);
  });
  // Root reads any folder, so this can only be shown as another user.
  it.skipIf(process.getuid?.() === 0)(
    'a folder that cannot be read refuses the skill it is in, never a quiet omission',
    async () => {
      const { repo, lib } = repoFolder();
      mkdirSync(join(repo, 'skills', 'pdf', 'private'));
      chmodSync(join(repo, 'skills', 'pdf', 'private'), 0o000);
      try {
        const outcome = await importArchive(repo, lib, { ...options, only: ['skills/pdf'] });
        expect(inEnglish(outcome.problems)).toEqual([
          '"skills/pdf/private/": it could not be read: permission denied.',
        ]);
      } finally {
        chmodSync(join(repo, 'skills', 'pdf', 'private'), 0o755);
      }
    },
  );
});
