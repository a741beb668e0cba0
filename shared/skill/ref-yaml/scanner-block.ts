/**
 * Block scalars (literal and folded): header indicators, indentation detection, chomping.
 * Ported from ruamel.yaml 0.19.1 scanner.py (MIT, Anthon van der Neut; derived from PyYAML, MIT,
 * Kirill Simonov).
 */
import {
  NUL,
  SPACE,
  isBreak,
  isBreakOrNul,
  isNulSpaceOrBreak,
  isSpaceOrBreak,
  isSpaceOrTab,
} from './chars';
import type { Reader } from './reader';
import type { Scanner } from './scanner';
import { scanLineBreak, scanToNextToken } from './scanner-space';
import { addPostComment, addPreComments, Token } from './tokens';
import type { Mark } from './types';

function blockError(reader: Reader, start: Mark, problem: string): Error {
  return reader.fail({
    context: 'while scanning a block scalar',
    contextMark: start,
    problem,
    problemMark: reader.getMark(),
  });
}

// scan_block_scalar_indicators: returns [chomping (true keep, false strip, null clip), increment].
function scanIndicators(reader: Reader, start: Mark): [boolean | null, number | null] {
  let chomping: boolean | null = null;
  let increment: number | null = null;
  const zero = 'expected indentation indicator in the range 1-9, but found 0';
  let ch = reader.peek();
  if (ch === 0x2b || ch === 0x2d) {
    chomping = ch === 0x2b;
    reader.forward();
    ch = reader.peek();
    if (ch >= 0x30 && ch <= 0x39) {
      increment = ch - 0x30;
      if (increment === 0) throw blockError(reader, start, zero);
      reader.forward();
    }
  } else if (ch >= 0x30 && ch <= 0x39) {
    increment = ch - 0x30;
    if (increment === 0) throw blockError(reader, start, zero);
    reader.forward();
    ch = reader.peek();
    if (ch === 0x2b || ch === 0x2d) {
      chomping = ch === 0x2b;
      reader.forward();
    }
  }
  ch = reader.peek();
  if (!isNulSpaceOrBreak(ch)) {
    throw blockError(
      reader,
      start,
      `expected chomping or indentation indicators, but found ${reader.reprAt()}`,
    );
  }
  return [chomping, increment];
}

// Scanner.scan_block_scalar_ignored_line: the header's comment (with the blanks before it).
function scanHeaderRest(reader: Reader, start: Mark): string | undefined {
  const from = reader.pointer;
  while (reader.peek() === SPACE) reader.forward();
  let comment: string | undefined;
  if (reader.peek() === 0x23) {
    while (!isBreakOrNul(reader.peek())) reader.forward();
    comment = reader.text.slice(from, reader.pointer);
  }
  const ch = reader.peek();
  if (!isBreakOrNul(ch)) {
    throw blockError(
      reader,
      start,
      `expected a comment or a line break, but found ${reader.reprAt()}`,
    );
  }
  scanLineBreak(reader);
  return comment;
}

function scanIndentation(reader: Reader): { breaks: string[]; maxIndent: number; end: Mark } {
  const breaks: string[] = [];
  let firstIndent = -1;
  let maxIndent = 0;
  let end = reader.getMark();
  while (isSpaceOrBreak(reader.peek())) {
    if (reader.peek() !== SPACE) {
      if (firstIndent < 0) firstIndent = reader.column;
      breaks.push(scanLineBreak(reader));
      end = reader.getMark();
    } else {
      reader.forward();
      if (reader.column > maxIndent) maxIndent = reader.column;
    }
  }
  if (firstIndent > 0 && maxIndent > firstIndent) {
    throw reader.fail({
      context: 'more indented follow up line than first in a block scalar',
      contextMark: reader.getMark(),
    });
  }
  return { breaks, maxIndent, end };
}

function scanBreaks(reader: Reader, indent: number): { breaks: string[]; end: Mark } {
  const breaks: string[] = [];
  let end = reader.getMark();
  while (reader.column < indent && reader.peek() === SPACE) reader.forward();
  while (isBreak(reader.peek())) {
    breaks.push(scanLineBreak(reader));
    end = reader.getMark();
    while (reader.column < indent && reader.peek() === SPACE) reader.forward();
  }
  return { breaks, end };
}

/** scan_block_scalar (round-trip: trailing blank lines and comments are consumed with it). */
export function scanBlockScalar(s: Scanner, style: 'literal' | 'folded'): Token {
  const reader = s.reader;
  const folded = style === 'folded';
  const chunks: string[] = [];
  const start = reader.getMark();
  reader.forward();
  const [chomping, increment] = scanIndicators(reader, start);
  const headerComment = scanHeaderRest(reader, start);
  let minIndent = s.indent + 1;
  let indent: number;
  let breaks: string[];
  let end: Mark;
  if (increment === null) {
    const scanned = scanIndentation(reader);
    ({ breaks, end } = scanned);
    indent = Math.max(minIndent, scanned.maxIndent);
  } else {
    if (minIndent < 1) minIndent = 1;
    indent = minIndent + increment - 1;
    ({ breaks, end } = scanBreaks(reader, indent));
  }
  let lineBreak = '';
  while (reader.column === indent && reader.peek() !== NUL) {
    // Joined, not spread: a long run of blank lines would exceed the argument limit.
    chunks.push(breaks.join(''));
    const leadingNonSpace = !isSpaceOrTab(reader.peek());
    let length = 0;
    while (!isBreakOrNul(reader.peek(length))) length++;
    chunks.push(reader.prefix(length));
    reader.forward(length);
    lineBreak = scanLineBreak(reader);
    ({ breaks, end } = scanBreaks(reader, indent));
    if (minIndent === 0 && reader.column === 0 && reader.atDocumentSeparator()) break;
    if (reader.column === indent && reader.peek() !== NUL) {
      if (folded && lineBreak === '\n' && leadingNonSpace && !isSpaceOrTab(reader.peek())) {
        if (breaks.length === 0) chunks.push(' ');
      } else {
        chunks.push(lineBreak);
      }
    } else {
      break;
    }
  }
  let trailing = '';
  if (chomping !== false) chunks.push(lineBreak);
  if (chomping === true) chunks.push(breaks.join(''));
  else trailing = breaks.join('');
  const token = new Token('scalar', start, end);
  token.value = chunks.join('');
  token.style = style;
  if (headerComment !== undefined) addPreComments(token, [headerComment]);
  if (trailing !== '') {
    // Blank lines and comments after the scalar are swallowed into its post comment.
    let text = trailing;
    for (let c = scanToNextToken(s); c !== undefined; c = scanToNextToken(s)) {
      text += ' '.repeat(c.start.column) + c.value;
    }
    const comment = new Token('comment', end, reader.getMark());
    comment.value = text;
    addPostComment(token, comment);
  }
  return token;
}
