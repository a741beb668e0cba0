/**
 * Text plumbing shared by the reader, the rules and the editor: UTF-8 checks, line/column
 * arithmetic, and applying text edits without touching the bytes around them (Python's view of
 * a str lives in shared/py).
 */
import type { Position, Range, TextEdit } from './types';

/** Where the first byte that is not valid UTF-8 sits, or undefined when all bytes are valid. */
export function firstInvalidUtf8Byte(bytes: Uint8Array): number | undefined {
  let i = 0;
  const n = bytes.length;
  while (i < n) {
    const b = bytes[i] ?? 0;
    if (b < 0x80) {
      i++;
      continue;
    }
    // Lead byte ranges and the second-byte limits that rule out overlongs and surrogates
    // (RFC 3629 table 3-7); anything else is invalid.
    let need: number;
    let lo = 0x80;
    let hi = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      if (b === 0xe0) lo = 0xa0;
      if (b === 0xed) hi = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      if (b === 0xf0) lo = 0x90;
      if (b === 0xf4) hi = 0x8f;
    } else return i;
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || c < (k === 1 ? lo : 0x80) || c > (k === 1 ? hi : 0xbf)) return i;
    }
    i += need + 1;
  }
  return undefined;
}

// Made once: a decoder per call costs more than decoding a small SKILL.md.
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const lenientUtf8 = new TextDecoder('utf-8', { ignoreBOM: true });

/** Decodes bytes as UTF-8, keeping a BOM as U+FEFF; invalid bytes become U+FFFD for display. */
export function decodeUtf8(bytes: Uint8Array): { text: string; badByte?: number } {
  // Valid text (nearly all of it) is checked and decoded in one native pass; only bytes that
  // fail are scanned again to say where.
  try {
    return { text: strictUtf8.decode(bytes) };
  } catch {
    const text = lenientUtf8.decode(bytes);
    const badByte = firstInvalidUtf8Byte(bytes);
    return badByte === undefined ? { text } : { text, badByte };
  }
}

/** Maps offsets to 1-based line/column (UTF-16 columns) and back; CRLF, CR and LF all end a line. */
export class LineIndex {
  /** Offset at which each line starts. */
  readonly starts: number[];

  constructor(readonly text: string) {
    const starts = [0];
    if (!text.includes('\r')) {
      // The common case, on every keystroke: jump from line break to line break.
      for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1))
        starts.push(at + 1);
    } else {
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 10) starts.push(i + 1);
        else if (c === 13) {
          if (text.charCodeAt(i + 1) === 10) i++;
          starts.push(i + 1);
        }
      }
    }
    this.starts = starts;
  }

  /** Number of lines (a final line break opens an empty last line). */
  get lineCount(): number {
    return this.starts.length;
  }

  /** The 1-based position of an offset. */
  position(offset: number): Position {
    const o = Math.max(0, Math.min(offset, this.text.length));
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.starts[mid] ?? 0) <= o) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: o - (this.starts[lo] ?? 0) + 1 };
  }

  /** The offset of a 1-based position, clamped to its line. */
  offset(pos: Position): number {
    const line = Math.max(1, Math.min(pos.line, this.starts.length));
    const start = this.starts[line - 1] ?? 0;
    const end = line < this.starts.length ? this.lineEnd(line) : this.text.length;
    return Math.min(start + Math.max(0, pos.column - 1), end);
  }

  /** The range covering offsets [start, end). */
  range(start: number, end: number): Range {
    return { start: this.position(start), end: this.position(end) };
  }

  /** The whole of a 1-based line, without its line break. */
  lineRange(line: number): Range {
    const start = this.starts[line - 1] ?? this.text.length;
    return this.range(start, this.lineEnd(line));
  }

  /** The text of a 1-based line without its line break. */
  lineText(line: number): string {
    return this.text.slice(this.starts[line - 1] ?? this.text.length, this.lineEnd(line));
  }

  /** Offset just before the line break of a 1-based line. */
  lineEnd(line: number): number {
    const next = this.starts[line];
    if (next === undefined) return this.text.length;
    let end = next;
    if (this.text.charCodeAt(end - 1) === 10) end--;
    if (this.text.charCodeAt(end - 1) === 13) end--;
    return end;
  }
}

/** The line ending the file mostly uses (LF when it has none). */
/**
 * `text` with `line` before its first line, ended by the text's own line ending; a BOM is
 * dropped, since "#!" must be the file's first two bytes (execve(2)).
 */
export function withFirstLine(text: string, line: string): string {
  const rest = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const eol = /\r\n|\n|\r/.exec(rest)?.[0] ?? '\n';
  return `${line}${eol}${rest}`;
}

export function detectEol(text: string): '\n' | '\r\n' | '\r' {
  if (!text.includes('\r')) return '\n';
  let crlf = 0;
  let lf = 0;
  let cr = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 13) {
      if (text.charCodeAt(i + 1) === 10) {
        crlf++;
        i++;
      } else cr++;
    } else if (c === 10) lf++;
  }
  if (crlf > lf && crlf >= cr) return '\r\n';
  if (cr > lf && cr > crlf) return '\r';
  return '\n';
}

/**
 * Applies non-overlapping edits to text, writing the file's own line ending for every "\n"
 * in new text. Everything outside the edited ranges is returned byte for byte.
 */
export function applyTextEdits(
  text: string,
  edits: readonly TextEdit[],
  eol = detectEol(text),
): string {
  if (edits.length === 0) return text;
  const spans = editSpans(new LineIndex(text), edits);
  let out = '';
  let at = 0;
  for (const s of spans) {
    if (s.start < at) throw new Error('Overlapping edits cannot be applied together.');
    out += text.slice(at, s.start) + (eol === '\n' ? s.text : s.text.replace(/\n/g, eol));
    at = s.end;
  }
  return out + text.slice(at);
}

/** The edits as offset spans of the indexed text, in order (start, then end). */
function editSpans(
  index: LineIndex,
  edits: readonly TextEdit[],
): { start: number; end: number; text: string }[] {
  return edits
    .map((e) => ({
      start: index.offset(e.range.start),
      end: index.offset(e.range.end),
      text: e.newText,
    }))
    .sort((a, b) => a.start - b.start || a.end - b.end);
}

/** Whether applyTextEdits would refuse these edits of the indexed text as overlapping. */
export function editsOverlap(index: LineIndex, edits: readonly TextEdit[]): boolean {
  const spans = editSpans(index, edits);
  return spans.some((s, i) => i > 0 && s.start < (spans[i - 1]?.end ?? 0));
}
