/**
 * Inside-a-folder checks as the service makes them (POSIX paths, node:path's "/"): names that
 * only start or end with ".." are inside; "..", a sibling and a parent are not. The same
 * checks against node:path itself, for Windows paths too: paths-oracle.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isInside, relativeInside } from '../../../shared/studio/paths';

describe('relativeInside', () => {
  it('gives the "/"-separated path below the folder, "" for the folder itself', () => {
    expect(relativeInside('/lib', '/lib')).toBe('');
    expect(relativeInside('/lib', '/lib/a/SKILL.md')).toBe('a/SKILL.md');
  });

  it('counts names that merely start or end with ".." as inside', () => {
    expect(relativeInside('/lib', '/lib/..x')).toBe('..x');
    expect(relativeInside('/lib', '/lib/v2../SKILL.md')).toBe('v2../SKILL.md');
    expect(isInside('/lib', '/lib/a/..b/c')).toBe(true);
  });

  it('refuses the parent, a sibling with the same prefix, and paths that climb out', () => {
    expect(relativeInside('/lib', '/')).toBeUndefined();
    expect(relativeInside('/lib', '/library/a')).toBeUndefined();
    expect(relativeInside('/lib', '/lib/../etc/passwd')).toBeUndefined();
    expect(isInside('/lib/a', '/lib')).toBe(false);
  });
});

describe('isInside', () => {
  // Segments that make resolve() change a path, and names that only look like them.
  const segment = fc.constantFrom(
    'a',
    'b',
    'lib',
    'lib2',
    '..',
    '.',
    '',
    '..x',
    'x..',
    '.a',
    '...',
  );
  const path = fc
    .tuple(fc.array(segment, { maxLength: 5 }), fc.boolean())
    .map(([parts, slash]) => `/${parts.join('/')}${slash ? '/' : ''}`);

  it('says what relative() says, for plain paths and for ones resolve() changes', () => {
    fc.assert(
      fc.property(path, path, (parent, child) => {
        expect(isInside(parent, child)).toBe(relativeInside(parent, child) !== undefined);
        expect(isInside(parent, `${parent}/x`)).toBe(true);
      }),
      { seed: 18, numRuns: 20_000 },
    );
  });

  it('takes the root as holding every absolute path', () => {
    expect(isInside('/', '/a/b')).toBe(true);
    expect(isInside('/', '/')).toBe(true);
    expect(isInside('/a', '/')).toBe(false);
  });
});
