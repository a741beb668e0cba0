/**
 * How Python treats a str where the reference tools (skills-ref, HelloAgents) are written in
 * Python: universal newlines, str.isspace() and the `\s` of `re`, str.strip(), len() and the
 * code-point order of sorted().
 */

/** Path.read_text(): universal newlines turn CRLF and lone CR into LF (line numbers stay). */
export function universalNewlines(text: string): string {
  return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
}

// Unlike JavaScript's trim() and `\s`, str.isspace() includes U+001C..U+001F and U+0085 and
// excludes U+FEFF.
/** True for a character Python's str.isspace() accepts. */
export function isPySpace(c: number): boolean {
  return (
    (c >= 9 && c <= 13) ||
    (c >= 0x1c && c <= 0x20) ||
    c === 0x85 ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000
  );
}

/** The `\s` of Python's `re` for str patterns, as a RegExp class: the characters of isPySpace. */
export const PY_SPACE_CLASS =
  '[\\t\\n\\v\\f\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]';

/** Python's str.strip() with no arguments. */
export function pyStrip(s: string): string {
  const [start, end] = pyStripBounds(s);
  return start === 0 && end === s.length ? s : s.slice(start, end);
}

/** Where pyStrip's result starts and ends in `s`. */
export function pyStripBounds(s: string): [number, number] {
  let start = 0;
  let end = s.length;
  while (start < end && isPySpace(s.charCodeAt(start))) start++;
  while (end > start && isPySpace(s.charCodeAt(end - 1))) end--;
  return [start, end];
}

/** Length in code points, as Python's len() counts a str. */
export function codePointLength(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}

/** Orders strings as Python does: by code point (JavaScript's sort compares UTF-16 units). */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    // Only a surrogate against U+E000..U+FFFF orders differently by code point: the pair
    // stands for U+10000 or above. Lifting surrogates above that block gives code point order.
    if (x !== y) return codePointRank(x) - codePointRank(y);
  }
  return a.length - b.length;
}

function codePointRank(unit: number): number {
  if (unit >= 0xd800 && unit <= 0xdfff) return unit + 0x2000;
  return unit >= 0xe000 ? unit - 0x800 : unit;
}
