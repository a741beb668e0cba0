/**
 * Line breaks, blanks and comments, as RoundTripScanner skips them (comments and runs of
 * empty lines become tokens).
 * Ported from ruamel.yaml 0.19.1 scanner.py (MIT, Anthon van der Neut; derived from PyYAML, MIT,
 * Kirill Simonov).
 */
import { BOM, CR, LF, LS, NEL, PS, SPACE, TAB, isBreakOrNul } from './chars';
import type { Reader } from './reader';
import type { Scanner } from './scanner';
import type { Mark } from './types';

/** The span of a comment (or of a run of empty lines) that RoundTripScanner turns into a token. */
export interface CommentSpan {
  start: Mark;
  end: Mark;
  /** The comment text as ruamel keeps it (the comment's own line break and following ones). */
  value: string;
}

/** RoundTripScanner.scan_line_break(empty_line): returns the break's length in chunks, '' as 0. */
export function scanLineBreak(reader: Reader, emptyLine = false): string {
  const ch = reader.peek();
  if (ch === CR || ch === LF || ch === NEL) {
    if (ch === CR && reader.peek(1) === LF) reader.forward(2);
    else reader.forward();
    return '\n';
  }
  if (ch === LS || ch === PS) {
    reader.forward();
    return String.fromCharCode(ch);
  }
  if (emptyLine && (ch === TAB || ch === SPACE)) {
    reader.forward();
    return String.fromCharCode(ch);
  }
  return '';
}

/** RoundTripScanner.scan_to_next_token: skips blanks; stops early at a comment or empty lines. */
export function scanToNextToken(scanner: Scanner): CommentSpan | undefined {
  const reader = scanner.reader;
  if (reader.pointer === 0 && reader.peek() === BOM) reader.forward();
  const tabIsSpace = scanner.flowLevel > 0;
  for (;;) {
    let ch = reader.peek();
    while (ch === SPACE || (tabIsSpace && ch === TAB)) {
      reader.forward();
      ch = reader.peek();
    }
    if (ch === 0x23) {
      const start = reader.getMark();
      const from = reader.pointer;
      reader.forward();
      // The loop takes the character that ends the comment too (one code point, not a CRLF),
      // and at the end of the stream ruamel adds the line break itself.
      let eof = false;
      while (!isBreakOrNul(ch)) {
        ch = reader.peek();
        if (ch === 0) {
          eof = true;
          break;
        }
        reader.forward();
      }
      let value = reader.text.slice(from, reader.pointer) + (eof ? '\n' : '');
      for (let br = scanLineBreak(reader); br !== ''; br = scanLineBreak(reader)) value += br;
      const end = reader.getMark();
      if (scanner.flowLevel === 0) scanner.allowSimpleKey = true;
      return { start, end, value };
    }
    if (scanLineBreak(reader) === '') return undefined;
    if (scanner.flowLevel === 0) scanner.allowSimpleKey = true;
    // Empty lines after a line break: ruamel gathers them (spaces and tabs too) into a comment.
    if (reader.peek() === LF) {
      const start = reader.getMark();
      let value = '';
      for (let br = scanLineBreak(reader, true); br !== ''; br = scanLineBreak(reader, true))
        value += br;
      // Before an indented comment the last (partial) line belongs to that comment.
      if (reader.peek() === 0x23) {
        const last = value.lastIndexOf('\n');
        value = (last < 0 ? value : value.slice(0, last)) + '\n';
      }
      return { start, end: reader.getMark(), value };
    }
  }
}
