/**
 * The other YAML readers' reads are remembered (issue 18, the keystroke check of a 30 KB
 * SKILL.md): the fixes write the same values again on every check of a file, and js-yaml's and
 * the `yaml` package's reads of them were most of that check. A remembered read must change
 * nothing: every finding and every fix of every conformance case and of the bench corpus's
 * shapes is checked with the memo emptied before each file (every read fresh, as before the
 * memo) and again with it full, and a text a reader refuses stays refused. So are the
 * renderings the writer remembers (render-value.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  clearOtherReads,
  otherReads,
  othersReadAsText,
} from '../../../../shared/skill/edit/other-readers';
import { clearRendered } from '../../../../shared/skill/edit/render-value';
import { parseSkillFile, validateSkill, PROFILE_IDS } from '../../../../shared/skill/index';
import { makeSkill, rng } from '../../../bench/corpus';

const CASES = '/work/shared/conformance/cases';

function texts(): { name: string; text: string }[] {
  const out: { name: string; text: string }[] = [];
  // Each case's skill folders, at any depth (some hold a skill inside a skill).
  for (const entry of readdirSync(CASES, { recursive: true, withFileTypes: true }))
    if (entry.isFile() && /^skill\.md$/i.test(entry.name)) {
      const path = join(entry.parentPath, entry.name);
      out.push({ name: path, text: readFileSync(path, 'utf8') });
    }
  const random = rng(18);
  for (let i = 0; i < 300; i++) {
    const text = makeSkill(i, random).files['SKILL.md'];
    if (text !== undefined) out.push({ name: `corpus-${i}`, text });
  }
  return out;
}

// Every profile's findings with their fixes, as the editor gets them.
const check = (text: string) =>
  PROFILE_IDS.map((profile) => validateSkill(parseSkillFile(text), 'bench', profile));

describe('the other readers, remembered', () => {
  it('give every finding and fix a fresh read gives', () => {
    const all = texts();
    expect(all.length).toBeGreaterThan(350);
    const fresh = all.map(({ text }) => {
      clearOtherReads();
      clearRendered();
      return check(text);
    });
    // Twice over with the memo kept: the second pass answers from it.
    for (let pass = 0; pass < 2; pass++)
      all.forEach(({ name, text }, i) => expect(check(text), name).toEqual(fresh[i]));
  });

  it('remember a refusal as a refusal, and a read as the same values', () => {
    clearOtherReads();
    // js-yaml refuses a repeated key; both read the list.
    expect(otherReads('k: 1\nk: 2\n')).toBeUndefined();
    expect(otherReads('k: 1\nk: 2\n')).toBeUndefined();
    const first = otherReads('k: [a, b]\n');
    expect(first).toEqual([{ k: ['a', 'b'] }, { k: ['a', 'b'] }]);
    expect(otherReads('k: [a, b]\n')).toEqual(first);
  });
});

// other-readers.ts's PLAIN_TEXT and TYPED_CHARS.
const PLAIN_TEXT = /^[\p{L}\p{N}](?:[\p{L}\p{N} _.,/()+=@-]*[\p{L}\p{N}_.)/+=@-])?$/u;
const TYPED_CHARS = /^[0-9a-fA-FiIlLnNoOrRsStTuUxXzZ+\-._:~< ]*$/;
// Numbers, booleans, nulls and dates in every notation the readers know, each with one more
// character somewhere in it.
const typedLooking = fc.constantFrom(
  ...['1', '1.5', '1e5', '1E-5', '0x1F', '0o17', '0b101', '1_000', '1:30', '.5', '+1', '-1.5'],
  ...['true', 'True', 'TRUE', 'false', 'null', 'Null', 'NULL', 'yes', 'no', 'on', 'off', 'y'],
  ...['.inf', '.nan', '2025-01-12', '2025-01-12T10:00:00Z', '2025-01-12 10:00:00', '1.0.0'],
);
const another = fc.constantFrom(
  ...['g', 'h', 'j', 'k', 'm', 'p', 'q', 'v', 'w', 'y', 'Y', 'é', '数', '/', '(', ',', '@', '='],
  ...['1', 'e', 'x', ' ', '-', '.', '_', 'T', 'Z'],
);

describe('a line of text with a character no typed scalar has', () => {
  it('is text for js-yaml 3 and YAML 1.2 without reading it, as they read it', () => {
    let shortcut = 0;
    fc.assert(
      fc.property(typedLooking, fc.nat(), another, (typed, at, extra) => {
        const cut = at % (typed.length + 1);
        const value = typed.slice(0, cut) + extra + typed.slice(cut);
        const read = otherReads(value)?.every((got) => got === value) === true;
        expect(othersReadAsText(value), value).toBe(read);
        if (PLAIN_TEXT.test(value) && !TYPED_CHARS.test(value)) shortcut++;
      }),
      { seed: 34, numRuns: 5_000 },
    );
    expect(shortcut).toBeGreaterThan(1_500);
  });
});
