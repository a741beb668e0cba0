/**
 * The hand-rolled path logic (shared/studio/paths.ts, path-resolve.ts) against node:path itself,
 * POSIX and Windows, over paths built from the segments and roots that trip such code: "..",
 * ".", names that only start or end with dots, doubled and trailing separators, mixed slashes,
 * drive letters of either case, UNC shares and devices, and relative paths.
 */
import { posix, win32 } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolvePosix, resolveWin32 } from '../../../shared/studio/path-resolve';
import { isInside, relativeInside } from '../../../shared/studio/paths';

type NodePath = typeof posix;

// What the service concluded with node:path before the one module (shared/node/path-inside.ts).
function oracle(path: NodePath, parent: string, child: string): string | undefined {
  const rel = path.relative(parent, child);
  if (rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) return undefined;
  return path.sep === '/' ? rel : rel.split(path.sep).join('/');
}

const cwd = (): string => process.cwd();

// "İ" is longer in lower case, which sends Node's win32.relative down its other branch.
const names = [
  'a',
  'b',
  'lib',
  'lib2',
  'Lib',
  'LIB',
  '..',
  '.',
  '',
  '..x',
  'x..',
  'v2..',
  '...',
  '.a',
  'İ',
  'i̇',
];
const segment = fc.constantFrom(...names);

const posixPath = fc
  .tuple(fc.boolean(), fc.array(segment, { maxLength: 5 }), fc.boolean())
  .map(([abs, parts, slash]) => `${abs ? '/' : ''}${parts.join('/')}${slash ? '/' : ''}`);

const roots = [
  'C:\\',
  'c:\\',
  'C:/',
  'D:\\',
  'C:',
  '\\',
  '/',
  '',
  '\\\\server\\share\\',
  '//server/share/',
  '\\\\SERVER\\Share\\',
  '\\\\server\\other\\',
  '\\\\?\\C:\\',
  '\\\\.\\pipe\\',
  '\\\\server',
];
const win32Path = fc
  .tuple(
    fc.constantFrom(...roots),
    fc.array(fc.tuple(segment, fc.constantFrom('\\', '/', '\\\\')), { maxLength: 5 }),
  )
  .map(([root, parts]) => `${root}${parts.map(([name, sep]) => `${name}${sep}`).join('')}`)
  .chain((path) => fc.constantFrom(path, path.replace(/[\\/]+$/, '')));

describe('path-resolve against node:path', () => {
  it('resolves POSIX paths as path.posix.resolve', () => {
    fc.assert(
      fc.property(posixPath, (path) => {
        expect(resolvePosix(path, cwd)).toBe(posix.resolve(path));
      }),
      { seed: 34, numRuns: 5_000 },
    );
  });

  it('resolves Windows paths as path.win32.resolve', () => {
    fc.assert(
      fc.property(win32Path, (path) => {
        expect(resolveWin32(path, cwd)).toBe(win32.resolve(path));
      }),
      { seed: 34, numRuns: 5_000 },
    );
  });
});

describe('relativeInside and isInside against node:path', () => {
  it('say what path.posix.relative says', () => {
    fc.assert(
      fc.property(posixPath, posixPath, (parent, child) => {
        const expected = oracle(posix, parent, child);
        expect(relativeInside(parent, child, '/', cwd)).toBe(expected);
        expect(isInside(parent, child, '/', cwd)).toBe(expected !== undefined);
      }),
      { seed: 34, numRuns: 20_000 },
    );
  });

  it('say what path.win32.relative says', () => {
    fc.assert(
      fc.property(win32Path, win32Path, (parent, child) => {
        const expected = oracle(win32, parent, child);
        expect(relativeInside(parent, child, '\\', cwd)).toBe(expected);
        expect(isInside(parent, child, '\\', cwd)).toBe(expected !== undefined);
      }),
      { seed: 34, numRuns: 20_000 },
    );
  });

  it('say what node:path says for paths built below a folder', () => {
    const tail = fc.array(fc.tuple(segment, fc.constantFrom('/', '\\')), { maxLength: 4 });
    const below = (parent: string, parts: [string, string][]): string =>
      `${parent}${parts.map(([sep, name]) => `${sep}${name}`).join('')}`;
    fc.assert(
      fc.property(posixPath, tail, (parent, parts) => {
        const child = below(
          parent,
          parts.map(([name]) => ['/', name]),
        );
        expect(relativeInside(parent, child, '/', cwd)).toBe(oracle(posix, parent, child));
      }),
      { seed: 34, numRuns: 10_000 },
    );
    fc.assert(
      fc.property(win32Path, tail, fc.boolean(), (parent, parts, upper) => {
        const child = below(
          upper ? parent.toUpperCase() : parent,
          parts.map(([n, s]) => [s, n]),
        );
        expect(relativeInside(parent, child, '\\', cwd)).toBe(oracle(win32, parent, child));
      }),
      { seed: 34, numRuns: 10_000 },
    );
  });

  // A child that shares its parent's first segments (the pairs random paths seldom make).
  it('say what node:path says for a folder and the paths below and beside it', () => {
    const below = ['x', '..x', 'v2..', '.', '..', '../lib2', 'X/../..', '', 'x/'];
    const folders = ['/lib/a', '/lib/a/', '/', '//lib//a', 'lib/a', '/lib/./a'];
    for (const parent of folders)
      for (const rest of below) {
        const child = `${parent}/${rest}`;
        expect([parent, child, relativeInside(parent, child, '/', cwd)]).toEqual([
          parent,
          child,
          oracle(posix, parent, child),
        ]);
      }
    const winFolders = ['C:\\Lib\\A', 'c:/lib/a/', 'C:\\', '\\\\Srv\\Share', '\\\\srv\\share\\a'];
    for (const parent of winFolders)
      for (const rest of below)
        for (const child of [`${parent}\\${rest}`, `${parent.toUpperCase()}/${rest}`]) {
          expect([parent, child, relativeInside(parent, child, '\\', cwd)]).toEqual([
            parent,
            child,
            oracle(win32, parent, child),
          ]);
        }
  });
});
