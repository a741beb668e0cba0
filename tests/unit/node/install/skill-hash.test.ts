/**
 * The skills-lock.json `computedHash` of a folder, against the value `npx skills` itself
 * computes. The expected hex was computed by vercel-labs/skills@0363f53 src/local-lock.ts
 * computeSkillFolderHash (run unchanged on Node 20 on the folder built below): files sorted by
 * path with localeCompare (so "a.md" < "B.md" < "z.txt" < "Z/one.txt", "_x.md" first), each
 * path then its bytes; `.git` and `node_modules` folders skipped at any depth; a symbolic link
 * is not a file to it (Dirent.isFile), so not hashed; dot-files hashed.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { folderHash } from '../../../../shared/node/install/skill-hash';

const UPSTREAM_HASH = '6f8d5b6e33aeca2a2b05ef6fbb36f147157819f1f7d3583b70db0034937d7f27';

const FILES: Record<string, string> = {
  'SKILL.md': '---\nname: hashed\ndescription: Hash me.\n---\nBody\n',
  'B.md': 'B\n',
  'a.md': 'a\n',
  '_x.md': 'u\n',
  'Z/one.txt': 'one\n',
  'z.txt': 'z\n',
  'node_modules/p/x.js': 'nm\n',
  '.git/HEAD': 'ref\n',
  'sub/.git/x': 'g\n',
  'sub/s.md': 's\n',
  '中文.md': 'zh\n',
  'ä.md': 'ae\n',
  'references/guide.md': 'r\n',
  '.hidden': 'h\n',
};

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'skill-studio-hash-'));
  made.push(dir);
  for (const [rel, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), text);
  }
  symlinkSync('SKILL.md', join(dir, 'link.md'));
  return dir;
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
