/**
 * The Reader: ruamel's peek/forward over the text, with its line and column bookkeeping and its
 * printable-character check.
 * Ported from ruamel.yaml 0.19.1 reader.py (MIT, Anthon van der Neut; derived from PyYAML, MIT,
 * Kirill Simonov).
 *
 * Python indexes a str by code point; this reader walks the UTF-16 text instead (no copy, and
 * marks need UTF-16 offsets anyway). That is equivalent because every lookahead ruamel makes is
 * either a run counted and consumed in the same unit, or a fixed offset past ASCII characters;
 * an astral character shows up as its high surrogate, which falls in exactly the classes the
 * character itself does (none), except for anchor names, which the scanner handles explicitly.
 * Columns and the index used for the 1024-character simple-key limit count code points.
 */
import { BOM, CR, LF, isBlankOrEnd } from './chars';
import { crashError, formatReaderError, makeError, YamlFailure, type ErrorParts } from './mark';
import { pyReprChar } from '../../py/repr';
import type { Mark, RefYamlError } from './types';

// Reader.NON_PRINTABLE in two fast passes: characters outside the set (surrogates let through),
// then surrogates that are not part of a pair (a /u regex doing both is several times slower).
const OUTSIDE = /[^\t\n\r\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd\ud800-\udfff]/;
const SURROGATE = /[\ud800-\udfff]/g;

function firstNonPrintable(text: string): number {
  const outside = OUTSIDE.exec(text);
  const limit = outside === null ? text.length : outside.index;
  SURROGATE.lastIndex = 0;
  for (
    let found = SURROGATE.exec(text);
    found !== null && found.index < limit;
    found = SURROGATE.exec(text)
  ) {
    const at = found.index;
    if (!isHigh(text.charCodeAt(at)) || !isLow(text.charCodeAt(at + 1))) return at;
    SURROGATE.lastIndex = at + 2;
  }
  return outside === null ? -1 : limit;
}

function isHigh(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}
function isLow(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}

/** The reader's state over one text; the scanner drives it with peek/forward like ruamel's. */
export class Reader {
  /** The text as given (marks and snippets refer to it). */
  readonly text: string;
  /** UTF-16 index of the current character. */
  pointer = 0;
  /** Code point index of the current character (ruamel's reader.index). */
  index = 0;
  /** 0-based line, counting '\n' and lone '\r' only, as Reader.forward does. */
  line = 0;
  /** 0-based column in code points; a BOM does not advance it. */
  column = 0;

  constructor(text: string) {
    this.text = text;
  }

  /** reader.peek(index): the UTF-16 unit `index` ahead, 0 (ruamel's NUL sentinel) past the end. */
  peek(index = 0): number {
    // charCodeAt past the end is NaN, and NaN | 0 is the sentinel.
    return this.text.charCodeAt(this.pointer + index) | 0;
  }

  /** The whole code point at `index` ahead (for error messages that quote the character). */
  peekCodePoint(index = 0): number {
    const at = this.pointer + index;
    return at < this.text.length ? (this.text.codePointAt(at) ?? 0) : 0;
  }

  /** Python's repr() of the character `index` ahead, as error messages quote it. */
  reprAt(index = 0): string {
    return pyReprChar(this.peekCodePoint(index));
  }

  /** reader.prefix(length) */
  prefix(length: number): string {
    return this.text.slice(this.pointer, this.pointer + length);
  }

  /** True when the next three characters are `ch` (the '---' / '...' checks of prefix(3)). */
  prefixIsTriple(ch: number): boolean {
    const text = this.text;
    const p = this.pointer;
    return (
      text.charCodeAt(p) === ch && text.charCodeAt(p + 1) === ch && text.charCodeAt(p + 2) === ch
    );
  }

  /** prefix(3) is '---' or '...' and a blank or the end follows (a document separator). */
  atDocumentSeparator(): boolean {
    const ch = this.peek();
    return (ch === 0x2d || ch === 0x2e) && this.prefixIsTriple(ch) && isBlankOrEnd(this.peek(3));
  }

  /** reader.forward(length) over `length` UTF-16 units (a surrogate pair is one column). */
  forward(length = 1): void {
    const text = this.text;
    for (let n = length; n > 0; n--) {
      const ch = text.charCodeAt(this.pointer);
      this.pointer++;
      if (ch === LF || (ch === CR && text.charCodeAt(this.pointer) !== LF)) {
        this.line++;
        this.column = 0;
        this.index++;
      } else if (isLow(ch) && isHigh(text.charCodeAt(this.pointer - 2))) {
        // The second half of a surrogate pair: the code point was counted with its first half.
      } else {
        this.index++;
        if (ch !== BOM) this.column++;
      }
    }
  }

  /** reader.get_mark() */
  getMark(): Mark {
    return { offset: this.pointer, line: this.line, column: this.column };
  }

  /** A MarkedYAMLError over this text, ready to throw. */
  fail(parts: ErrorParts): YamlFailure {
    return new YamlFailure(makeError(this.text, parts));
  }

  /** A Python exception that is not a YAML error (a crash in the reference), ready to throw. */
  crash(pythonException: string, message: string): YamlFailure {
    return new YamlFailure(crashError(pythonException, message, this.getMark()));
  }

  /** Reader.check_printable: the ReaderError for the first character outside YAML's set. */
  checkPrintable(): RefYamlError | undefined {
    const text = this.text;
    const offset = firstNonPrintable(text);
    if (offset < 0) return undefined;
    const c = text.codePointAt(offset) ?? 0;
    // ruamel reports the code point index; the mark (line and column) is for the editor.
    let index = 0;
    let line = 0;
    let column = 0;
    for (let i = 0; i < offset; i++) {
      const u = text.charCodeAt(i);
      if (isLow(u) && i > 0 && isHigh(text.charCodeAt(i - 1))) continue;
      index++;
      if (u === LF || (u === CR && text.charCodeAt(i + 1) !== LF)) {
        line++;
        column = 0;
      } else if (u !== BOM) {
        column++;
      }
    }
    const reason = 'special characters are not allowed';
    return {
      message: formatReaderError(index, c, reason),
      problem: reason,
      problemMark: { offset, line, column },
      pythonException: 'ReaderError',
    };
  }
}
