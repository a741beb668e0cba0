/**
 * Anchors, aliases and tags (handles, URIs and their %-escapes).
 * Ported from ruamel.yaml 0.19.1 scanner.py (MIT, Anthon van der Neut; derived from PyYAML, MIT,
 * Kirill Simonov).
 */
import {
  SPACE,
  TAB,
  isAnchorEnd,
  isAnchorNameChar,
  isAsciiAlnum,
  isBreakOrNul,
  isHexDigit,
  isNulSpaceOrBreak,
  isUriChar,
} from './chars';
import type { Reader } from './reader';
import { Token } from './tokens';
import type { Mark } from './types';
import { utf8DecodeError } from './utf8';

/** scan_anchor for an anchor ('&') or an alias ('*'). */
export function scanAnchor(reader: Reader, kind: 'anchor' | 'alias'): Token {
  const start = reader.getMark();
  reader.forward();
  let length = 0;
  for (;;) {
    const c = reader.peek(length);
    // An astral character is allowed in a name; its surrogates alone would not be.
    if (c >= 0xd800 && c <= 0xdbff && isLowSurrogate(reader.peek(length + 1))) length += 2;
    else if (isAnchorNameChar(c)) length++;
    else break;
  }
  const ch = reader.peek(length);
  const found = reader.reprAt(length);
  const fail = () =>
    reader.fail({
      context: `while scanning an ${kind}`,
      contextMark: start,
      problem: `expected alphabetic or numeric character, but found ${found}`,
      problemMark: reader.getMark(),
    });
  if (length === 0) throw fail();
  const value = reader.prefix(length);
  reader.forward(length);
  if (!isAnchorEnd(ch)) throw fail();
  const token = new Token(kind, start, reader.getMark());
  token.value = value;
  return token;
}

function isLowSurrogate(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}

/** scan_tag */
export function scanTag(reader: Reader): Token {
  const start = reader.getMark();
  let ch = reader.peek(1);
  let shortHandle = '!';
  if (ch === 0x21) {
    shortHandle = '!!';
    reader.forward();
    ch = reader.peek(1);
  }
  let handle: string | null;
  let suffix: string;
  if (ch === 0x3c) {
    handle = null;
    reader.forward(2);
    suffix = scanTagUri(reader, 'tag', start);
    if (reader.peek() !== 0x3e) {
      throw reader.fail({
        context: 'while parsing a tag',
        contextMark: start,
        problem: `expected '>' but found ${reader.reprAt()}`,
        problemMark: reader.getMark(),
      });
    }
    reader.forward();
  } else if (ch === SPACE || ch === TAB || isBreakOrNul(ch)) {
    handle = null;
    suffix = shortHandle;
    reader.forward();
  } else {
    let length = 1;
    let useHandle = false;
    while (!isNulSpaceOrBreak(ch)) {
      if (ch === 0x21) {
        useHandle = true;
        break;
      }
      length++;
      ch = reader.peek(length);
    }
    if (useHandle) {
      handle = scanTagHandle(reader, 'tag', start);
    } else {
      handle = shortHandle;
      reader.forward();
    }
    suffix = scanTagUri(reader, 'tag', start);
  }
  if (!isNulSpaceOrBreak(reader.peek())) {
    throw reader.fail({
      context: 'while scanning a tag',
      contextMark: start,
      problem: `expected ' ', but found ${reader.reprAt()}`,
      problemMark: reader.getMark(),
    });
  }
  const token = new Token('tag', start, reader.getMark());
  token.handle = handle;
  token.suffix = suffix;
  return token;
}

/** scan_tag_handle: '!', '!!' or '!word!'. */
export function scanTagHandle(reader: Reader, name: string, start: Mark): string {
  let ch = reader.peek();
  if (ch !== 0x21) {
    throw reader.fail({
      context: `while scanning an ${name}`,
      contextMark: start,
      problem: `expected '!', but found ${reader.reprAt()}`,
      problemMark: reader.getMark(),
    });
  }
  let length = 1;
  ch = reader.peek(length);
  if (ch !== SPACE) {
    while (isAsciiAlnum(ch) || ch === 0x2d || ch === 0x5f) {
      length++;
      ch = reader.peek(length);
    }
    if (ch !== 0x21) {
      const found = reader.reprAt(length);
      reader.forward(length);
      throw reader.fail({
        context: `while scanning an ${name}`,
        contextMark: start,
        problem: `expected '!' but found ${found}`,
        problemMark: reader.getMark(),
      });
    }
    length++;
  }
  const value = reader.prefix(length);
  reader.forward(length);
  return value;
}

/** scan_tag_uri: the URI characters of a tag or TAG prefix, %-escapes kept as written. */
export function scanTagUri(reader: Reader, name: string, start: Mark): string {
  let out = '';
  let any = false;
  let length = 0;
  let ch = reader.peek(length);
  while (isUriChar(ch)) {
    if (ch === 0x25) {
      out += reader.prefix(length);
      reader.forward(length);
      length = 0;
      out += scanUriEscapes(reader, name, start);
      any = true;
    } else {
      length++;
    }
    ch = reader.peek(length);
  }
  if (length !== 0) {
    out += reader.prefix(length);
    reader.forward(length);
    any = true;
  }
  if (!any) {
    throw reader.fail({
      context: `while parsing an ${name}`,
      contextMark: start,
      problem: `expected URI, but found ${reader.reprAt(length)}`,
      problemMark: reader.getMark(),
    });
  }
  return out;
}

// RoundTripScanner.scan_uri_escapes: keeps the escapes as written but insists they are UTF-8.
function scanUriEscapes(reader: Reader, name: string, start: Mark): string {
  const bytes: number[] = [];
  let chunk = '';
  const mark = reader.getMark();
  while (reader.peek() === 0x25) {
    chunk += '%';
    reader.forward();
    for (let k = 0; k < 2; k++) {
      if (!isHexDigit(reader.peek(k))) {
        throw reader.fail({
          context: `while scanning an ${name}`,
          contextMark: start,
          problem: `expected URI escape sequence of 2 hexdecimal numbers, but found ${reader.reprAt(k)}`,
          problemMark: reader.getMark(),
        });
      }
    }
    const pair = reader.prefix(2);
    bytes.push(parseInt(pair, 16));
    chunk += pair;
    reader.forward(2);
  }
  const problem = utf8DecodeError(bytes);
  if (problem !== undefined) {
    throw reader.fail({
      context: `while scanning an ${name}`,
      contextMark: start,
      problem,
      problemMark: mark,
    });
  }
  return chunk;
}
