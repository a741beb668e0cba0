/**
 * What the fast path (fast-path.ts, fast-flow.ts) reads with: the text's lines and the marks
 * the port gives (columns in code points, as Python counts them), the characters it takes, and
 * the keys and one-line scalars of block context. Anything else it meets, it leaves to the port
 * by throwing NOT_MINE (need).
 */
import type { Mark, RefScalar } from '../types';

export const SPACE = 0x20;

// What a plain scalar may not start with in block context: ruamel's indicators
// ('-?:,[]{}#&*!|>\'"%@`'), a blank, and characters this reader leaves to the port.
const PLAIN_START_FORBIDDEN = new Set(Array.from('-?:,[]{}#&*!|>\'"%@` ', (c) => c.charCodeAt(0)));

/**
 * A character the port reads as itself anywhere in a line: printable (ruamel's reader check),
 * no line break of its own (U+0085, U+2028, U+2029), no BOM (columns skip it), no tab. A
 * surrogate is neither: a pair is taken where isPair says so.
 */
export function isPlainChar(c: number): boolean {
  return (
    (c >= 0x20 && c <= 0x7e) ||
    (c >= 0xa0 && c <= 0xd7ff && c !== 0x2028 && c !== 0x2029) ||
    (c >= 0xe000 && c <= 0xfffd && c !== 0xfeff)
  );
}

/** True where `text` has a surrogate pair at `at`: one printable code point beyond U+FFFF. */
export function isPair(text: string, at: number): boolean {
  const high = text.charCodeAt(at);
  const low = text.charCodeAt(at + 1);
  return high >= 0xd800 && high <= 0xdbff && low >= 0xdc00 && low <= 0xdfff;
}

/**
 * Checks that `line` from `from` to `to` holds only characters the port reads as themselves
 * (isPlainChar, or a surrogate pair), none of them one `refused` names.
 */
export function textChars(
  line: string,
  from: number,
  to: number,
  refused: (c: number) => boolean,
): void {
  for (let c = from; c < to; c++) {
    const ch = line.charCodeAt(c);
    if (isPlainChar(ch)) need(!refused(ch));
    else need(isPair(line, c++));
  }
}

// A mapping key this reader takes: a name such as `allowed-tools` or `metadata`.
function isKeyChar(c: number, first: boolean): boolean {
  const letter = (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
  if (first) return letter;
  return letter || (c >= 0x30 && c <= 0x39) || c === 0x5f || c === 0x2d;
}

/** The characters of a plain scalar inside a flow collection this reader takes. */
export function isFlowPlainChar(c: number): boolean {
  return (
    (c >= 0x61 && c <= 0x7a) ||
    (c >= 0x41 && c <= 0x5a) ||
    (c >= 0x30 && c <= 0x39) ||
    c === 0x5f ||
    c === 0x2d ||
    c === 0x2e ||
    c === 0x2f
  );
}

/** The text's lines, and marks in them as the port makes them. */
export class Lines {
  /** Offset at which each line starts; the text ends with a line break. */
  readonly starts: number[] = [];
  // Whether each line holds a surrogate (a code point two UTF-16 units long), once looked at.
  private readonly astral: (boolean | undefined)[] = [];
  constructor(readonly text: string) {
    for (let at = 0; at < text.length; at = text.indexOf('\n', at) + 1) this.starts.push(at);
  }
  /** The mark at UTF-16 index `index` of line `line`: its column counts code points. */
  mark(line: number, index: number): Mark {
    const start = this.starts[line] ?? 0;
    let column = index;
    let astral = this.astral[line];
    if (astral === undefined) {
      astral = /[\uD800-\uDFFF]/.test(this.line(line));
      this.astral[line] = astral;
    }
    if (astral) {
      for (let k = start; k < start + index; k++) {
        const c = this.text.charCodeAt(k);
        if (c >= 0xdc00 && c <= 0xdfff) column--;
      }
    }
    return { offset: start + index, line, column };
  }
  /** The line's text without its break. */
  line(i: number): string {
    const start = this.starts[i] ?? 0;
    return this.text.slice(start, (this.starts[i + 1] ?? this.text.length) - 1);
  }
  /** The mark after the last line break: where the stream ends. */
  end(): Mark {
    return { offset: this.text.length, line: this.starts.length, column: 0 };
  }
}

// Thrown inside the reader for anything it leaves to the port: one object made once, so
// giving up costs no stack trace.
const NOT_MINE = new Error('not a shape the fast path reads');

/** Leaves the text to the port unless `ok`. */
export function need(ok: boolean): asserts ok {
  if (!ok) throw NOT_MINE;
}

/** True for what need() throws. */
export function isNotMine(error: unknown): boolean {
  return error === NOT_MINE;
}

/** A scalar node. */
export function scalar(
  value: string,
  style: RefScalar['style'],
  start: Mark,
  end: Mark,
): RefScalar {
  return { kind: 'scalar', value, style, start, end };
}

/** `key:` at `column` of line `i`: the key scalar and the column after the colon. */
export function keyAt(lines: Lines, i: number, column: number): { key: RefScalar; after: number } {
  const line = lines.line(i);
  let end = column;
  while (end < line.length && isKeyChar(line.charCodeAt(end), end === column)) end++;
  need(end > column && end - column <= 128 && line.charCodeAt(end) === 0x3a);
  const key = scalar(line.slice(column, end), 'plain', lines.mark(i, column), lines.mark(i, end));
  return { key, after: end + 1 };
}

/** A one-line scalar starting at column `v` of line `i`: plain, or quoted without escapes. */
export function lineScalar(lines: Lines, i: number, v: number): RefScalar {
  const line = lines.line(i);
  const first = line.charCodeAt(v);
  if (first === 0x22 || first === 0x27) {
    const close = line.indexOf(first === 0x22 ? '"' : "'", v + 1);
    need(close > v);
    textChars(line, v + 1, close, (ch) => ch === 0x5c);
    for (let c = close + 1; c < line.length; c++) need(line.charCodeAt(c) === SPACE);
    const style = first === 0x22 ? 'double' : 'single';
    return scalar(line.slice(v + 1, close), style, lines.mark(i, v), lines.mark(i, close + 1));
  }
  need(!PLAIN_START_FORBIDDEN.has(first));
  let end = line.length;
  while (line.charCodeAt(end - 1) === SPACE) end--;
  // '#' may start a comment, ': ' a mapping value; a final ':' too.
  textChars(line, v, end, (ch) => ch === 0x23);
  for (let c = line.indexOf(':', v); c >= 0 && c < end; c = line.indexOf(':', c + 1))
    need(c + 1 < end && line.charCodeAt(c + 1) !== SPACE);
  const value = line.slice(v, end);
  // The merge and value keys' scalars, which strictyaml has no constructor for.
  need(value !== '<<' && value !== '=');
  return scalar(value, 'plain', lines.mark(i, v), lines.mark(i, end));
}
