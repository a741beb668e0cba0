/**
 * The skills-lock.json `computedHash` of a folder, against the value `npx skills` itself
 * computes. The expected hex was computed by vercel-labs/skills@0363f53 src/local-lock.ts
 * computeSkillFolderHash (run unchanged on Node 20 on the folder writeHashedSkill builds): files sorted by
 * path with localeCompare (so "a.md" < "B.md" < "z.txt" < "Z/one.txt", "_x.md" first), each
 * path then its bytes; `.git` and `node_modules` folders skipped at any depth; a symbolic link
 * is not a file to it (Dirent.isFile), so not hashed; dot-files hashed. The folder and the value
 * are in tests/helpers/npx-skills-lock.ts, shared with the tests of the studio reading the lock.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { folderHash } from '../../../../shared/node/install/skill-hash';
import { UPSTREAM_HASH, writeHashedSkill } from '../../../helpers/npx-skills-lock';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'skill-studio-hash-'));
  made.push(dir);
  return writeHashedSkill(dir);
}

describe('computedHash', () => {
  it('is the hash npx skills computes for the same folder', () => {
    expect(folderHash(folder())).toBe(UPSTREAM_HASH);
  });

  it('changes with a byte of any hashed file, not with a skipped one', () => {
    const dir = folder();
    writeFileSync(join(dir, 'node_modules/p/x.js'), 'changed\n');
    writeFileSync(join(dir, 'sub/.git/x'), 'changed\n');
    expect(folderHash(dir)).toBe(UPSTREAM_HASH);
    writeFileSync(join(dir, 'B.md'), 'b\n');
    expect(folderHash(dir)).not.toBe(UPSTREAM_HASH);
  });
});
