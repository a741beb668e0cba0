/**
 * estimateTokens, made cheaper for issue 18 (a native search from one character at U+1100 or
 * above to the next), gives exactly what the former code-unit loop gave: the former function
 * is kept here, verbatim from shared/skill/rules/body-rules.ts at commit ce57921, as the
 * reference, and both are run on the ranges' edges, on lone and paired surrogates, on the
 * bench's 30 KB body and on random texts that mix every range.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateTokens, MAX_BODY_TOKENS } from '../../../shared/skill/rules/body-rules';
import { parseSkillFile, validateSkill } from '../../../shared/skill/index';
import { makeSkill, rng } from '../../bench/corpus';

// The former estimate (ce57921, shared/skill/rules/body-rules.ts lines 20-41).
function formerEstimate(text: string): number {
  let dense = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x1100) continue;
    if (
      (c >= 0x4e00 && c <= 0x9fff) ||
      (c >= 0x3400 && c <= 0x4dbf) ||
      (c >= 0x3040 && c <= 0x30ff) ||
      (c >= 0xac00 && c <= 0xd7af) ||
      (c >= 0x1100 && c <= 0x11ff) ||
      (c >= 0xf900 && c <= 0xfaff)
    ) {
      dense++;
    } else if (c >= 0xd840 && c <= 0xd87f) {
      dense++;
      i++;
    }
  }
  return Math.ceil(dense + (text.length - dense) / 4);
}

// What the former bodySizeRules asked for: no estimate below the limit, a quarter of the
// length for a body with nothing at U+1100 or above, else the estimate (ce57921, lines 44, 70-76).
function formerBodyTokens(body: string): number {
  if (body.length <= MAX_BODY_TOKENS) return 0;
  return /[\u1100-\uffff]/.test(body) ? formerEstimate(body) : Math.ceil(body.length / 4);
}

// Every edge of the ranges the estimate knows, and the code units on either side.
const EDGES = [
  0x0, 0x41, 0x7f, 0x10ff, 0x1100, 0x11ff, 0x1200, 0x303f, 0x3040, 0x30ff, 0x3100, 0x33ff, 0x3400,
  0x4dbf, 0x4dc0, 0x4dff, 0x4e00, 0x9fff, 0xa000, 0xabff, 0xac00, 0xd7af, 0xd7b0, 0xd7ff, 0xd800,
  0xd83f, 0xd840, 0xd87f, 0xd880, 0xdbff, 0xdc00, 0xdfff, 0xe000, 0xf8ff, 0xf900, 0xfaff, 0xfb00,
  0xfeff, 0xffff,
].map((c) => String.fromCharCode(c));

// Pieces of real text: ASCII words and newlines, Han (BMP and supplementary), kana, Hangul,
// jamo, compatibility ideographs, emoji, lone surrogates and the edges above.
const piece = fc.oneof(
  fc.constantFrom(' ', '\n', 'word', 'scripts/run.py', '# Title', '数据', '𠀀', '𪛖', '😀'),
  fc.constantFrom('かな', 'カタカナ', '한국어', '가', '豈', 'é', 'ß', '\uFEFF'),
  fc.constantFrom(...EDGES),
  fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
  fc.string({ unit: 'binary', maxLength: 8 }),
);
const text = fc.array(piece, { maxLength: 200 }).map((parts) => parts.join(''));

describe('estimateTokens', () => {
  it('matches the former estimate on every edge, alone, paired and at either end', () => {
    for (const a of EDGES) {
      expect(estimateTokens(a)).toBe(formerEstimate(a));
      for (const b of EDGES) {
        for (const t of [a + b, `x${a}${b}`, `${a}${b}x`, `${a}x${b}`, `${a}${a}${b}${b}`])
          expect(estimateTokens(t), JSON.stringify(t)).toBe(formerEstimate(t));
      }
    }
    expect(estimateTokens('')).toBe(0);
  });

  it('matches the former estimate on random mixed texts', () => {
    fc.assert(
      fc.property(text, (t) => {
        expect(estimateTokens(t)).toBe(formerEstimate(t));
      }),
      { numRuns: 3000 },
    );
  });

  it('gives the body rule what it had: the estimate above the limit, nothing below', () => {
    const long = fc
      .tuple(text, fc.integer({ min: 0, max: 3 }))
      .map(([t, pad]) => t + 'plain text '.repeat(400 + pad * 200));
    fc.assert(
      fc.property(fc.oneof(text, long), (t) => {
        const tokens = t.length <= MAX_BODY_TOKENS ? 0 : estimateTokens(t);
        expect(tokens).toBe(formerBodyTokens(t));
      }),
      { numRuns: 500 },
    );
  });

  it("the bench's 30 KB SKILL.md: the same count, and body-too-many-tokens says it", () => {
    // The text the core bench (tests/bench/core-bench.ts) checks on every keystroke.
    const random = rng(7);
    let big = makeSkill(1, random).files['SKILL.md'] ?? '';
    while (big.length < 30_000)
      big += `\n## Section\n\n${makeSkill(2, random).files['SKILL.md']?.split('---\n')[2] ?? ''}`;
    big = big.slice(0, 30_000);
    const parsed = parseSkillFile(big);
    const body = parsed.body.trim();
    expect(estimateTokens(body)).toBe(formerEstimate(body));
    const finding = validateSkill(parsed, 'bench').diagnostics.find(
      (d) => d.code === 'body-too-many-tokens',
    );
    expect(finding?.message).toMatchObject({ params: { tokens: formerEstimate(body) } });
  });
});
