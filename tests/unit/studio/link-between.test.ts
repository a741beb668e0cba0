/** linkBetween against node:path's posix.relative, its reference, over generated skill paths. */
import { posix } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linkBetween } from '../../../shared/studio/paths';

const segment = fc.constantFrom('a', 'b', 'references', 'scripts', 'x.md', 'a.b', '..a', 'a..');
const file = fc.array(segment, { minLength: 1, maxLength: 4 }).map((s) => s.join('/'));

describe('linkBetween', () => {
  it('is what posix.relative gives from the file’s folder', () => {
    fc.assert(
      fc.property(file, file, (from, to) => {
        // Two files of one tree: neither is a folder above the other.
        fc.pre(from !== to && !from.startsWith(`${to}/`) && !to.startsWith(`${from}/`));
        expect(linkBetween(from, to)).toBe(posix.relative(posix.dirname(from), to));
      }),
      { numRuns: 2000 },
    );
  });

  it('links SKILL.md to its references and a reference to a script', () => {
    expect(linkBetween('SKILL.md', 'references/guide.md')).toBe('references/guide.md');
    expect(linkBetween('references/guide.md', 'scripts/run.py')).toBe('../scripts/run.py');
    expect(linkBetween('references/a.md', 'references/b.md')).toBe('b.md');
  });
});
