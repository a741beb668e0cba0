/**
 * descriptionColumns, made cheaper for issue 18 (a loop over code units instead of a regular
 * expression tested on each character), gives exactly what the former function gave: it is
 * kept here, verbatim from shared/skill/rules/description-quality.ts at commit b34536c (lines
 * 64-75), as the reference, and both are run on every range edge, alone and in pairs, on lone
 * and paired surrogates and on random texts mixing every range. Spec-level cases from Unicode's
 * EastAsianWidth.txt state the edges where the code and that table agree; the comparison with
 * the former function is kept because they do not agree everywhere (listed below).
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

// Spec-level cases: each code point's East_Asian_Width in Unicode's EastAsianWidth.txt (UAX #11)
// and the columns it takes, W and F two, every other value (N, Na, H, and A outside an East Asian
// context) one. Only code points where the code and the table agree are here; where they do not
// (below), the comparison with the former function above stays the reference until it is decided.
const EAST_ASIAN_WIDTH: [number, string, number][] = [
  [0x0, 'N (a control)', 1],
  [0x41, 'Na (LATIN CAPITAL LETTER A)', 1],
  [0xe9, 'A (é)', 1],
  [0x10ff, 'N (Georgian)', 1],
  [0x1100, 'W (Hangul Jamo, first leading consonant)', 2],
  [0x115f, 'W (HANGUL CHOSEONG FILLER)', 2],
  [0x1160, 'N (HANGUL JUNGSEONG FILLER)', 1],
  [0x2e7f, 'N (unassigned, Supplemental Punctuation)', 1],
  [0x2e80, 'W (CJK Radicals Supplement, first)', 2],
  [0x3000, 'F (IDEOGRAPHIC SPACE)', 2],
  [0x3001, 'W (IDEOGRAPHIC COMMA)', 2],
  [0x3042, 'W (HIRAGANA LETTER A)', 2],
  [0x30a2, 'W (KATAKANA LETTER A)', 2],
  [0x3131, 'W (Hangul Compatibility Jamo)', 2],
  [0x3400, 'W (CJK Extension A, first)', 2],
  [0x4e00, 'W (CJK Unified Ideographs, first)', 2],
  [0x9fff, 'W (CJK Unified Ideographs, last)', 2],
  [0xa000, 'W (Yi Syllables, first)', 2],
  [0xa4c6, 'W (Yi Radicals, last)', 2],
  [0xa4d0, 'N (Lisu)', 1],
  [0xabff, 'N (unassigned)', 1],
  [0xac00, 'W (Hangul Syllables, first)', 2],
  [0xd7a3, 'W (Hangul Syllables, last)', 2],
  [0xd7a4, 'N (unassigned)', 1],
  [0xd7ff, 'N (Hangul Jamo Extended-B)', 1],
  [0xe000, 'A (Private Use)', 1],
  [0xf8ff, 'A (Private Use)', 1],
  [0xf900, 'W (CJK Compatibility Ideographs, first)', 2],
  [0xfaff, 'W (unassigned in a CJK ideograph block: W by UAX #11)', 2],
  [0xfb00, 'N (Alphabetic Presentation Forms)', 1],
  [0xfe2f, 'N (Combining Half Marks)', 1],
  [0xfe30, 'W (CJK Compatibility Forms, first)', 2],
  [0xfe4f, 'W (CJK Compatibility Forms, last)', 2],
  [0xfeff, 'N (ZERO WIDTH NO-BREAK SPACE)', 1],
  [0xff01, 'F (FULLWIDTH EXCLAMATION MARK)', 2],
  [0xff0c, 'F (FULLWIDTH COMMA)', 2],
  [0xff60, 'F (FULLWIDTH RIGHT WHITE PARENTHESIS)', 2],
  [0xff61, 'H (HALFWIDTH IDEOGRAPHIC FULL STOP)', 1],
  [0xffdf, 'N (unassigned)', 1],
  [0xffe0, 'F (FULLWIDTH CENT SIGN)', 2],
  [0xffe6, 'F (FULLWIDTH WON SIGN)', 2],
  [0xffe7, 'N (unassigned)', 1],
  [0xffff, 'N (noncharacter)', 1],
  [0x10000, 'N (Linear B)', 1],
  [0x1ffff, 'N (noncharacter)', 1],
  [0x20000, 'W (CJK Extension B, first)', 2],
  [0x2a6d6, 'W (CJK Extension B)', 2],
  [0x3fffd, 'W (Tertiary Ideographic Plane, last W)', 2],
  [0x3fffe, 'N (noncharacter)', 1],
  [0x40000, 'N (unassigned)', 1],
  [0x10ffff, 'N (noncharacter)', 1],
];

describe('descriptionColumns, as East Asian Width says', () => {
  it.each(EAST_ASIAN_WIDTH.map(([p, w, c]) => [p.toString(16).toUpperCase(), w, c, p] as const))(
    'U+%s is %s: %i columns',
    (_, _width, columns, point) => {
      expect(descriptionColumns(String.fromCodePoint(point))).toBe(columns);
    },
  );

  it('a text is the sum of its characters, pairs and all', () => {
    const all = EAST_ASIAN_WIDTH.map(([p]) => String.fromCodePoint(p));
    const sum = EAST_ASIAN_WIDTH.reduce((n, [, , c]) => n + c, 0);
    expect(descriptionColumns(all.join(''))).toBe(sum);
    expect(descriptionColumns('')).toBe(0);
    expect(descriptionColumns('读取 PDF 文件')).toBe(13); // 4 wide + 5 narrow
    expect(descriptionColumns('한국어 설명')).toBe(11);
    expect(descriptionColumns('𠀀𪛖')).toBe(4); // two supplementary ideographs, one pair each
  });
});

// Where the code and EastAsianWidth.txt disagree (reported, not decided here): U+2329 and
// U+232A (W, counted 1), U+303F (N, counted 2), U+3248..U+324F (A, counted 2), U+4DC0..U+4DFF
// Yijing Hexagram Symbols (N, counted 2), U+A4C7..U+A4CF (unassigned, N, counted 2), U+FE10..U+FE19
// and U+FE50..U+FE6B (W, counted 1), U+FF00 (unassigned, N, counted 2), U+1B000.. kana
// supplement, U+1F200.. enclosed ideographs and emoji such as U+1F600 (W, counted 1).
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
