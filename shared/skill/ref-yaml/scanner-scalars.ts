/**
 * Flow scalars (single and double quoted, with escapes) and plain scalars.
 * Ported from ruamel.yaml 0.19.1 scanner.py (MIT, Anthon van der Neut; derived from PyYAML, MIT,
 * Kirill Simonov).
 */
import {
  NUL,
  SPACE,
  isBlankOrEnd,
  isBreak,
  isFlowBracketOrComma,
  isFlowColonFollower,
  isHexDigit,
  isQuotedStop,
  isSpaceOrBreak,
  isSpaceOrTab,
} from './chars';
import type { Reader } from './reader';
import type { Scanner } from './scanner';
import { scanLineBreak } from './scanner-space';
import { addPostComment, Token } from './tokens';
import type { Mark } from './types';

const ESCAPES: Readonly<Record<string, string>> = {
  '0': '\0',
  a: '\x07',
  b: '\x08',
  t: '\t',
  '\t': '\t',
  n: '\n',
  v: '\x0b',
  f: '\x0c',
  r: '\r',
  e: '\x1b',
  ' ': ' ',
  '"': '"',
  '/': '/',
  '\\': '\\',
  N: '\x85',
  _: '\xa0',
  L: '\u2028',
  P: '\u2029',
};
const ESCAPE_CODES: Readonly<Record<string, number>> = { x: 2, u: 4, U: 8 };

/** scan_flow_scalar: a single- or double-quoted scalar. */
export function scanFlowScalar(reader: Reader, style: 'single' | 'double'): Token {
  const double = style === 'double';
  const chunks: string[] = [];
  const start = reader.getMark();
  const quote = reader.peek();
  reader.forward();
  scanQuotedNonSpaces(reader, double, start, chunks);
  while (reader.peek() !== quote) {
    scanQuotedSpaces(reader, start, chunks);
    scanQuotedNonSpaces(reader, double, start, chunks);
  }
  reader.forward();
  const token = new Token('scalar', start, reader.getMark());
  token.value = chunks.join('');
  token.style = style;
  return token;
}

function quotedError(reader: Reader, context: string, start: Mark, problem: string): Error {
  return reader.fail({ context, contextMark: start, problem, problemMark: reader.getMark() });
}

function scanQuotedNonSpaces(reader: Reader, double: boolean, start: Mark, chunks: string[]): void {
  const context = 'while scanning a double-quoted scalar';
  for (;;) {
    let length = 0;
    while (!isQuotedStop(reader.peek(length))) length++;
    if (length !== 0) {
      chunks.push(reader.prefix(length));
      reader.forward(length);
    }
    const ch = reader.peek();
    if (!double && ch === 0x27 && reader.peek(1) === 0x27) {
      chunks.push("'");
      reader.forward(2);
    } else if ((double && ch === 0x27) || (!double && (ch === 0x22 || ch === 0x5c))) {
      chunks.push(String.fromCharCode(ch));
      reader.forward();
    } else if (double && ch === 0x5c) {
      reader.forward();
      const esc = reader.peek();
      const key = String.fromCodePoint(esc);
      const replacement = ESCAPES[key];
      const size = ESCAPE_CODES[key];
      if (replacement !== undefined) {
        chunks.push(replacement);
        reader.forward();
      } else if (size !== undefined) {
        reader.forward();
        for (let k = 0; k < size; k++) {
          if (!isHexDigit(reader.peek(k))) {
            const found = reader.reprAt(k);
            const problem = `expected escape sequence of ${size} hexdecimal numbers, but found ${found}`;
            throw quotedError(reader, context, start, problem);
          }
        }
        const code = parseInt(reader.prefix(size), 16);
        // chr() of an out-of-range code point raises in Python (OverflowError past a C int).
        if (code > 0x7fffffff)
          throw reader.crash('OverflowError', 'Python int too large to convert to C int');
        if (code > 0x10ffff) throw reader.crash('ValueError', 'chr() arg not in range(0x110000)');
        chunks.push(String.fromCodePoint(code));
        reader.forward(size);
      } else if (isBreak(esc)) {
        scanLineBreak(reader);
        scanQuotedBreaks(reader, start, chunks);
      } else {
        throw quotedError(
          reader,
          context,
          start,
          `found unknown escape character ${reader.reprAt()}`,
        );
      }
    } else {
      return;
    }
  }
}

function scanQuotedSpaces(reader: Reader, start: Mark, chunks: string[]): void {
  let length = 0;
  while (isSpaceOrTab(reader.peek(length))) length++;
  const whitespaces = reader.prefix(length);
  reader.forward(length);
  const ch = reader.peek();
  if (ch === NUL) {
    throw quotedError(
      reader,
      'while scanning a quoted scalar',
      start,
      'found unexpected end of stream',
    );
  }
  if (isBreak(ch)) {
    const lineBreak = scanLineBreak(reader);
    const breaks: string[] = [];
    scanQuotedBreaks(reader, start, breaks);
    if (lineBreak !== '\n') chunks.push(lineBreak);
    else if (breaks.length === 0) chunks.push(' ');
    chunks.push(breaks.join(''));
  } else {
    chunks.push(whitespaces);
  }
}

function scanQuotedBreaks(reader: Reader, start: Mark, chunks: string[]): void {
  for (;;) {
    if (reader.atDocumentSeparator()) {
      throw quotedError(
        reader,
        'while scanning a quoted scalar',
        start,
        'found unexpected document separator',
      );
    }
    while (isSpaceOrTab(reader.peek())) reader.forward();
    if (!isBreak(reader.peek())) return;
    chunks.push(scanLineBreak(reader));
  }
}

/** scan_plain: a plain scalar, possibly over several lines. */
export function scanPlain(s: Scanner): Token {
  const reader = s.reader;
  let value = '';
  const start = reader.getMark();
  // ruamel takes a mark after every word; only the last one is kept, so it is built once.
  let endPointer = reader.pointer;
  let endLine = reader.line;
  let endColumn = reader.column;
  const indent = s.indent + 1;
  const flow = s.flowLevel > 0;
  let spaces: string | undefined = '';
  for (;;) {
    let length = 0;
    if (reader.peek() === 0x23) break;
    let ch: number;
    for (;;) {
      ch = reader.peek(length);
      // A ':' belongs to the scalar unless a blank follows; '?' always does (YAML 1.2); in flow
      // context ',[]{}' end it.
      if (ch === 0x3a) {
        if (isBlankOrEnd(reader.peek(length + 1))) break;
      } else if (isBlankOrEnd(ch) || (flow && isFlowBracketOrComma(ch))) {
        break;
      }
      length++;
    }
    if (flow && ch === 0x3a && !isFlowColonFollower(reader.peek(length + 1))) {
      reader.forward(length);
      throw reader.fail({
        context: 'while scanning a plain scalar',
        contextMark: start,
        problem: "found unexpected ':'",
        problemMark: reader.getMark(),
        note: 'Please check http://pyyaml.org/wiki/YAMLColonInFlowContext for details.',
      });
    }
    if (length === 0) break;
    s.allowSimpleKey = false;
    value += spaces + reader.prefix(length);
    reader.forward(length);
    endPointer = reader.pointer;
    endLine = reader.line;
    endColumn = reader.column;
    spaces = scanPlainSpaces(s);
    if (spaces === undefined || spaces === '' || reader.peek() === 0x23) break;
    if (!flow && reader.column < indent) break;
  }
  const end = { offset: endPointer, line: endLine, column: endColumn };
  const token = new Token('scalar', start, end);
  token.value = value;
  token.plain = true;
  // ruamel keeps blank lines after the scalar as a post comment (spaces[0] == '\n').
  if (spaces?.startsWith('\n') === true) {
    const comment = new Token('comment', start, end);
    comment.value = `${spaces}\n`;
    addPostComment(token, comment);
  }
  return token;
}

// scan_plain_spaces, its chunk list joined (never-empty chunks, so '' is the empty list);
// undefined where ruamel returns None (a document separator follows).
function scanPlainSpaces(s: Scanner): string | undefined {
  const reader = s.reader;
  let length = 0;
  while (reader.peek(length) === SPACE) length++;
  reader.forward(length);
  if (!isBreak(reader.peek())) return length > 0 ? ' '.repeat(length) : '';
  const lineBreak = scanLineBreak(reader);
  s.allowSimpleKey = true;
  if (reader.atDocumentSeparator()) return undefined;
  let breaks = '';
  while (isSpaceOrBreak(reader.peek())) {
    if (reader.peek() === SPACE) {
      reader.forward();
    } else {
      breaks += scanLineBreak(reader);
      if (reader.atDocumentSeparator()) return undefined;
    }
  }
  if (lineBreak !== '\n') return lineBreak + breaks;
  return breaks === '' ? ' ' : breaks;
}
