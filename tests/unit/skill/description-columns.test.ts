/**
 * descriptionColumns, made cheaper for issue 18 (a loop over code units instead of a regular
 * expression tested on each character), gives exactly what the former function gave: it is
 * kept here, verbatim from shared/skill/rules/description-quality.ts at commit b34536c (lines
 * 64-75), as the reference, and both are run on every range edge, alone and in pairs, on lone
 * and paired surrogates and on random texts mixing every range.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  descriptionColumns,
  MIN_DESCRIPTION_COLUMNS,
} from '../../../shared/skill/rules/description-quality';
import { parseSkillFile, validateSkill } from '../../../shared/skill/index';

// The former function (b34536c, shared/skill/rules/description-quality.ts lines 64-75).
function formerColumns(text: string): number {
  let columns = 0;
  for (const c of text)
    columns +=
      /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]|[\u{20000}-\u{3fffd}]/u.test(
        c,
      )
        ? 2
        : 1;
  return columns;
}

// Every edge of the wide ranges and the code points on either side, surrogates included.
const EDGE_POINTS = [
  0x0, 0x41, 0x10ff, 0x1100, 0x115f, 0x1160, 0x2e7f, 0x2e80, 0xa4cf, 0xa4d0, 0xabff, 0xac00, 0xd7a3,
  0xd7a4, 0xd7ff, 0xd800, 0xdbff, 0xdc00, 0xdfff, 0xe000, 0xf8ff, 0xf900, 0xfaff, 0xfb00, 0xfe2f,
  0xfe30, 0xfe4f, 0xfe50, 0xfeff, 0xff00, 0xff60, 0xff61, 0xffdf, 0xffe0, 0xffe6, 0xffe7, 0xffff,
  0x10000, 0x1f600, 0x1ffff, 0x20000, 0x2a6d6, 0x3fffd, 0x3fffe, 0x3ffff, 0x40000, 0x10ffff,
];
const EDGES = EDGE_POINTS.map((p) =>
  p >= 0xd800 && p <= 0xdfff ? String.fromCharCode(p) : String.fromCodePoint(p),
);

const piece = fc.oneof(
  fc.constantFrom(...EDGES),
  fc.constantFrom(' ', 'word', '数据', '한국어', 'かな', '，', '😀', '𠀀', '\uFEFF'),
  fc.integer({ min: 0, max: 0x10ffff }).map((p) => String.fromCodePoint(p)),
  fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
  fc.string({ unit: 'binary', maxLength: 8 }),
);

describe('descriptionColumns', () => {
  it('counts every range edge as the former function did, alone and next to every other', () => {
    for (const a of EDGES) {
      expect(descriptionColumns(a)).toBe(formerColumns(a));
      for (const b of EDGES) expect(descriptionColumns(a + b)).toBe(formerColumns(a + b));
    }
  });

  it('counts lone and paired surrogates as the former function did', () => {
    for (const text of ['\ud800', '\udc00', '\udc00\ud800', 'a\ud840', '\ud840\udc00', '\ud840x'])
      expect(descriptionColumns(text)).toBe(formerColumns(text));
  });

  it('counts random mixed texts as the former function did', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const text = pieces.join('');
        expect(descriptionColumns(text)).toBe(formerColumns(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('still decides description-vague at the limit, wide characters counting two', () => {
    const codes = (description: string) =>
      validateSkill(
        parseSkillFile(`---\nname: demo\ndescription: ${description}\n---\nBody.\n`),
        'demo',
        'claude-code',
      ).diagnostics.map((d) => d.code);
    expect(codes('数'.repeat(MIN_DESCRIPTION_COLUMNS / 2))).not.toContain('description-vague');
    expect(codes('数'.repeat(MIN_DESCRIPTION_COLUMNS / 2 - 1))).toContain('description-vague');
    expect(codes('a'.repeat(MIN_DESCRIPTION_COLUMNS - 1))).toContain('description-vague');
  });
});
