/**
 * Terminal display width, which Claude Code uses to budget its skill listing: wide East Asian
 * characters and emoji take two columns, combining marks none. A close approximation of the
 * string-width package it uses, without its tables.
 */

const WIDE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uff60\uffe0-\uffe6\p{Extended_Pictographic}]/u;
const ZERO = /^[\p{M}\u200b-\u200f\u2060\ufeff]$/u;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Columns a string takes in a terminal. Counted per code point (an emoji sequence joined
 * with U+200D counts each part): close enough for budgets, and cheap on every keystroke.
 */
export function displayWidth(text: string): number {
  if (PRINTABLE_ASCII.test(text)) return text.length;
  let width = 0;
  for (const ch of text) width += charWidth(ch);
  return width;
}

function charWidth(ch: string): number {
  const code = ch.codePointAt(0) ?? 0;
  if (code < 0x300) return code < 0x20 || (code >= 0x7f && code < 0xa0) ? 0 : 1;
  if (ZERO.test(ch)) return 0;
  return WIDE.test(ch) ? 2 : 1;
}

function segmentWidth(segment: string): number {
  let width = 0;
  for (const ch of segment) width += charWidth(ch);
  // A grapheme is at most two columns however many code points make it up.
  return Math.min(width, 2);
}

/** Cuts to at most `max` columns, whole graphemes only, ending in "…" when cut. */
export function truncateToWidth(text: string, max: number): string {
  if (displayWidth(text) <= max) return text;
  let out = '';
  let width = 0;
  for (const { segment } of segmenter.segment(text)) {
    const w = segmentWidth(segment);
    if (width + w + 1 > max) break;
    out += segment;
    width += w;
  }
  return `${out}…`;
}
