/**
 * The pure core of the history (shared/studio/history/version.ts). lineDelta's counts are
 * checked against git itself (`git diff --no-index --numstat` on the same two texts, the
 * reference every developer reads such counts from); changesBetween and versionsToPrune
 * against the rules the issue states (added/removed/changed by path; oldest unnamed pruned
 * first, never a named one, never a skill's newest), worked out by hand for each case.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  blobPath,
  changesBetween,
  lineDelta,
  versionId,
  versionsToPrune,
  type VersionFile,
} from '../../../../shared/studio/history/version';
import { tempTree } from '../../../helpers/temp';

function gitNumstat(before: string, after: string): { added: number; removed: number } {
  const dir = tempTree();
  writeFileSync(join(dir, 'a'), before);
  writeFileSync(join(dir, 'b'), after);
  const run = spawnSync('git', ['diff', '--no-index', '--numstat', 'a', 'b'], {
    cwd: dir,
    encoding: 'utf8',
  });
  const [added = '0', removed = '0'] = run.stdout.trim().split('\t');
  return { added: Number(added), removed: Number(removed) };
}

const PAIRS: [string, string, string][] = [
  ['one line changed', 'a\nb\nc\n', 'a\nB\nc\n'],
  ['lines added at the end', 'a\nb\n', 'a\nb\nc\nd\n'],
  ['lines removed at the start', 'x\ny\na\nb\n', 'a\nb\n'],
  ['no newline at the end, then one', 'a\nb', 'a\nb\n'],
  ['from nothing', '', 'a\nb\nc\n'],
  ['to nothing', 'a\nb\n', ''],
  ['CRLF lines', 'a\r\nb\r\nc\r\n', 'a\r\nx\r\nc\r\ny\r\n'],
  ['moved block', 'h\n1\n2\n3\nm\n4\n5\n', 'h\n4\n5\nm\n1\n2\n3\n'],
  [
    'a SKILL.md edited in several places',
    '---\nname: a\ndescription: old\n---\n# A\n\nStep one.\nStep two.\n\n## Notes\nkeep\n',
    '---\nname: a\ndescription: new and longer\n---\n# A\n\nStep one.\nStep 1.5.\nStep two.\n\n## Notes\n',
  ],
];

describe('lineDelta', () => {
  it.each(PAIRS)('counts as git diff --numstat does: %s', (_name, before, after) => {
    expect(lineDelta(before, after)).toEqual(gitNumstat(before, after));
  });

  it('counts nothing for equal texts', () => {
    expect(lineDelta('a\nb\n', 'a\nb\n')).toEqual({ added: 0, removed: 0 });
  });
});

const file = (path: string, hash: string, executable = false): VersionFile => ({
  path,
  hash: hash.repeat(64).slice(0, 64),
  size: 1,
  executable,
  kept: 'whole',
});

describe('changesBetween', () => {
  it('names each path added, removed or changed, in path order, with line counts for texts', () => {
    const before = [file('SKILL.md', 'a'), file('old.md', 'b'), file('run.sh', 'c')];
    const after = [file('SKILL.md', 'd'), file('new.md', 'e'), file('run.sh', 'c', true)];
    const texts: Record<string, string> = { a: 'x\ny\n', d: 'x\nz\nw\n' };
    const changes = changesBetween(before, after, (f) => texts[f.hash[0] ?? '']);
    expect(changes).toEqual([
      { path: 'SKILL.md', change: 'changed', lines: { added: 2, removed: 1 } },
      { path: 'new.md', change: 'added' },
      { path: 'old.md', change: 'removed' },
      // Only the run bit changed: a change, with no line counts.
      { path: 'run.sh', change: 'changed' },
    ]);
  });

  it('has no line counts where a side has no text (binary, hash-only)', () => {
    const changes = changesBetween(
      [file('logo.png', 'a')],
      [file('logo.png', 'b')],
      () => undefined,
    );
    expect(changes).toEqual([{ path: 'logo.png', change: 'changed' }]);
  });

  it('is empty for the same files', () => {
    expect(changesBetween([file('SKILL.md', 'a')], [file('SKILL.md', 'a')], () => 'x')).toEqual([]);
  });
});

describe('versionsToPrune', () => {
  const DAY = 86_400_000;
  const now = 100 * DAY;
  const v = (
    id: string,
    day: number,
    bytes: number,
    extra: { name?: string; newest?: boolean } = {},
  ) => ({
    id,
    at: day * DAY,
    bytes,
    newest: extra.newest ?? false,
    ...(extra.name !== undefined && { name: extra.name }),
  });

  it('takes the oldest unnamed first until the store is under the limit', () => {
    const versions = [v('d', 4, 10, { newest: true }), v('b', 2, 10), v('a', 1, 10), v('c', 3, 10)];
    // 40 bytes used, 25 allowed: a then b go (40 → 30 → 20).
    expect(versionsToPrune(versions, 40, { maxBytes: 25, maxAgeMs: 1000 * DAY, now })).toEqual([
      'a',
      'b',
    ]);
  });

  it('never takes a named version nor the newest, even over the limit', () => {
    const versions = [v('a', 1, 50, { name: 'Sent' }), v('b', 2, 50, { newest: true })];
    expect(versionsToPrune(versions, 100, { maxBytes: 10, maxAgeMs: 1000 * DAY, now })).toEqual([]);
  });

  it('takes every unnamed version older than the age limit, whatever the space', () => {
    const versions = [
      v('a', 1, 1),
      v('b', 50, 1, { name: 'v1.2' }),
      v('c', 60, 1),
      v('d', 95, 1),
      v('e', 96, 1, { newest: true }),
    ];
    // At day 100, 90 days allowed: only a (99 days old); 30 days: c (40 days old) too.
    expect(versionsToPrune(versions, 5, { maxBytes: 1e9, maxAgeMs: 90 * DAY, now })).toEqual(['a']);
    expect(versionsToPrune(versions, 5, { maxBytes: 1e9, maxAgeMs: 30 * DAY, now })).toEqual([
      'a',
      'c',
    ]);
  });
});

describe('ids and blob paths', () => {
  it('sorts ids as the versions were made, and spreads blobs in two levels as git does', () => {
    const ids = [versionId(2000, 0), versionId(1000, 5), versionId(1000, 4)];
    expect([...ids].sort()).toEqual([versionId(1000, 4), versionId(1000, 5), versionId(2000, 0)]);
    const hash = 'ab'.padEnd(64, '0');
    expect(blobPath(hash)).toBe(`ab/${'0'.repeat(62)}`);
    expect(() => blobPath('../etc/passwd')).toThrow();
  });
});
