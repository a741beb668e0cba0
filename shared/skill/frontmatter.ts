/**
 * Finding the frontmatter block. The studio's rule: the first line is exactly `---` (trailing
 * blanks allowed) and the block ends at the next such line. skills-ref instead splits on the
 * first two `---` anywhere; where the readings differ the studio warns (skills-ref-misparse).
 */

/** A delimiter line: three dashes and nothing but blanks after them. */
const DELIMITER = /^---[ \t]*$/;

// Lines a person meant as `---`: indented (spaces, tabs, a no-break or ideographic space), or
// two or more dash-like characters (hyphens, en and em dashes as a Chinese input method types
// them, the minus sign, full-width hyphens), maybe spaced out ("- - -").
const SPACE = '[ \\t\\u00a0\\u3000]';
const DASH = '[-\\u2010-\\u2015\\u2212\\ufe58\\ufe63\\uff0d]';
const INDENTED = new RegExp(`^${SPACE}+---${SPACE}*$`);
const NEAR_DELIMITER = new RegExp(`^${SPACE}*${DASH}(?:${SPACE}*${DASH})+${SPACE}*$`);

/** How a line stands to the `---` delimiter: it is one, it is an indented one, nearly one, or not. */
export function delimiterLike(line: string): 'exact' | 'indented' | 'near' | undefined {
  if (DELIMITER.test(line)) return 'exact';
  if (INDENTED.test(line)) return 'indented';
  return NEAR_DELIMITER.test(line) ? 'near' : undefined;
}

/** The block was found. Offsets are into the normalized text (line breaks as "\n"). */
export interface SplitFound {
  kind: 'found';
  /** From just after the opening `---` to the start of the closing line (what skills-ref hands to YAML). */
  yamlStart: number;
  yamlEnd: number;
  /** Offset of the first character after the closing line and its line break. */
  bodyStart: number;
  /** True when the text ends right after the closing `---`, with no line break. */
  closeAtEof: boolean;
}

/** Why there is no frontmatter block. */
export type SplitMissing =
  | {
      kind: 'missing';
      why:
        | 'empty'
        | 'no-dashes'
        | 'blank-lines-first'
        | 'dashes-then-text'
        | 'too-many-dashes'
        | 'indented-dashes'
        | 'near-miss-dashes';
    }
  | { kind: 'unclosed' };

/** Splits `text` (normalized, starting at `start`, which skips a BOM) into frontmatter and body. */
export function splitFrontmatter(text: string, start: number): SplitFound | SplitMissing {
  if (start >= text.length) return { kind: 'missing', why: 'empty' };
  const firstEnd = lineEndAt(text, start);
  const first = text.slice(start, firstEnd);
  if (!DELIMITER.test(first)) {
    if (first.startsWith('----')) return { kind: 'missing', why: 'too-many-dashes' };
    if (first.startsWith('---')) return { kind: 'missing', why: 'dashes-then-text' };
    const like = delimiterLike(first);
    if (like === 'indented') return { kind: 'missing', why: 'indented-dashes' };
    if (like === 'near') return { kind: 'missing', why: 'near-miss-dashes' };
    const next = first.trim() === '' ? nextNonBlankLine(text, firstEnd) : '';
    if (next.startsWith('---') || delimiterLike(next) !== undefined) {
      return { kind: 'missing', why: 'blank-lines-first' };
    }
    return { kind: 'missing', why: 'no-dashes' };
  }
  let lineStart = firstEnd + 1;
  while (lineStart <= text.length && firstEnd < text.length) {
    const end = lineEndAt(text, lineStart);
    // Most lines do not even start with dashes: only those are cut out and matched.
    if (text.startsWith('---', lineStart) && DELIMITER.test(text.slice(lineStart, end))) {
      const closeAtEof = end >= text.length;
      return {
        kind: 'found',
        yamlStart: start + 3,
        yamlEnd: lineStart,
        bodyStart: closeAtEof ? text.length : end + 1,
        closeAtEof,
      };
    }
    if (end >= text.length) break;
    lineStart = end + 1;
  }
  return { kind: 'unclosed' };
}

/**
 * skills-ref's reading: `content.split("---", 2)`. Returns where its frontmatter string starts
 * and ends, or undefined when it would report a missing or unclosed block.
 */
export function skillsRefSplit(text: string): { yamlStart: number; yamlEnd: number } | undefined {
  if (!text.startsWith('---')) return undefined;
  const second = text.indexOf('---', 3);
  return second < 0 ? undefined : { yamlStart: 3, yamlEnd: second };
}

function lineEndAt(text: string, from: number): number {
  const nl = text.indexOf('\n', from);
  return nl < 0 ? text.length : nl;
}

function nextNonBlankLine(text: string, from: number): string {
  let at = from;
  while (at < text.length) {
    const end = lineEndAt(text, at + 1);
    const line = text.slice(at + 1, end);
    if (line.trim() !== '') return line;
    at = end;
  }
  return '';
}
