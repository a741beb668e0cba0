/**
 * Hashing an installed copy (its sync state, the lock's computedHash) never fails or blocks on
 * what another program does in it: a folder nested past PATH_MAX, a file that goes between the
 * listing and the read (editors' temp files), a file swapped for a named pipe in that instant.
 * The two swaps are made right after the folder is listed (a wrap of node:fs), so they land
 * between the listing and the read every time; a read that would wait on the pipe (opened
 * without O_NONBLOCK) fails the test instead of hanging it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { folderHash, hashFiles } from '../../../../shared/node/install/skill-hash';
import type { FsHooks } from '../../../helpers/guarded-fs';

const hooks = vi.hoisted((): FsHooks => ({}));

vi.mock('node:fs', async (original) =>
  (await import('../../../helpers/guarded-fs')).guardedFs(await original(), hooks),
);

const made: string[] = [];
afterEach(() => {
  hooks.afterList = undefined;
});
afterAll(() => {
  // rm -r walks by handle, so a tree past PATH_MAX goes too.
  for (const dir of made) spawnSync('rm', ['-rf', dir]);
});

function copy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'skill-studio-hash-attack-'));
  made.push(dir);
  writeFileSync(join(dir, 'SKILL.md'), '---\nname: a\n---\n');
  writeFileSync(join(dir, 'notes.md'), 'notes\n');
  return dir;
}

const plain = hashFiles([
  { path: 'SKILL.md', bytes: new TextEncoder().encode('---\nname: a\n---\n') },
  { path: 'notes.md', bytes: new TextEncoder().encode('notes\n') },
]);

describe('hashing an installed copy under attack', () => {
  it('hashes a copy holding a folder deeper than PATH_MAX, as changed, without failing', () => {
    const dir = copy();
    // 40 levels of 200-character names: about 8,000 bytes, twice Linux's PATH_MAX.
    const name = 'd'.repeat(200);
    const made = spawnSync(
      'bash',
      [
        '-c',
        `cd "$1" && for i in $(seq 40); do mkdir ${name} && cd ${name} || exit 1; done; echo x > f`,
        '_',
        dir,
      ],
      { encoding: 'utf8' },
    );
    expect(made.status, made.stderr).toBe(0);
    const hash = folderHash(dir);
    // Not the hash of the files that could be read: the copy is not what was installed.
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toBe(plain);
  });

  it('leaves out a file that went between the listing and the read', () => {
    const dir = copy();
    writeFileSync(join(dir, '.notes.md.swp'), 'temp');
    hooks.afterList = () => unlinkSync(join(dir, '.notes.md.swp'));
    expect(folderHash(dir)).toBe(plain);
    expect(hooks.afterList).toBeUndefined();
  });

  it('never waits on a file swapped for a named pipe between the listing and the read', () => {
    const dir = copy();
    writeFileSync(join(dir, 'swap.md'), 'file');
    hooks.afterList = () => {
      unlinkSync(join(dir, 'swap.md'));
      expect(spawnSync('mkfifo', [join(dir, 'swap.md')]).status).toBe(0);
    };
    // npx skills hashes regular files only (Dirent.isFile): a pipe is no file of the skill.
    expect(folderHash(dir)).toBe(plain);
    expect(existsSync(join(dir, 'swap.md'))).toBe(true);
  });
});
