/**
 * Name helpers: the cheap path for names that are already valid must agree with the full
 * Unicode definition (strip, NFKC, lower case, hyphenate) on every input.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidName, slugify } from '../../../shared/skill/index';

// Valid names, near misses (capitals, edge and double hyphens, spaces, length 64/65) and Unicode.
const piece = fc.constantFrom(
  'a',
  'z',
  '0',
  '9',
  '-',
  '--',
  'A',
  ' ',
  '_',
  '.',
  'é',
  'ｆ',
  'ǅ',
  '😀',
);
const candidate = fc.oneof(
  fc.array(piece, { maxLength: 12 }).map((p) => p.join('')),
  fc.nat({ max: 3 }).map((extra) => 'a'.repeat(62 + extra)),
  fc.string({ maxLength: 20 }),
);

/** The definition, without any shortcut. */
function definitelyValid(name: string): boolean {
  const n = name.trim().normalize('NFKC');
  if (n === '' || [...n].length > 64 || n !== n.toLowerCase()) return false;
  return /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u.test(n);
}

describe('name helpers', () => {
  it('isValidName agrees with the definition', () => {
    fc.assert(
      fc.property(candidate, (name) => {
        expect(isValidName(name)).toBe(definitelyValid(name));
      }),
      { numRuns: 3000 },
    );
  });

  it('slugify gives a valid name or nothing, and keeps valid names as they are', () => {
    fc.assert(
      fc.property(candidate, (name) => {
        const slug = slugify(name);
        expect(slug === '' || isValidName(slug)).toBe(true);
        expect(slugify(slug)).toBe(slug);
        if (isValidName(name)) expect(slug).toBe(name.trim().normalize('NFKC'));
      }),
      { numRuns: 3000 },
    );
  });
});
