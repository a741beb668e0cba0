/**
 * Character classes of the reference YAML reader, as code points.
 * Ported from ruamel.yaml 0.19.1 (MIT, Anthon van der Neut; derived from PyYAML, MIT, Kirill
 * Simonov). Each predicate names the Python string it replaces (`ch in '...'`).
 */

/** NUL, which ruamel appends to the buffer as its end-of-stream sentinel. */
export const NUL = 0;
/** Horizontal tab. */
export const TAB = 0x09;
/** Line feed. */
export const LF = 0x0a;
/** Carriage return. */
export const CR = 0x0d;
/** Space. */
export const SPACE = 0x20;
/** Next line (U+0085). */
export const NEL = 0x85;
/** Line separator (U+2028). */
export const LS = 0x2028;
/** Paragraph separator (U+2029). */
export const PS = 0x2029;
/** Byte-order mark (U+FEFF). */
export const BOM = 0xfeff;

// ASCII flag table: one bit per class, so the hot predicates are a single array load.
const F_PLAIN_FORBIDDEN = 1; // '-?:,[]{}#&*!|>\'"%@`' and blanks
const F_ANCHOR_END = 2; // '?:,[]{}%@`'
const F_URI = 4; // alphanumerics and "-;/?:@&=+$,_.!~*'()[]%#"
const F_FLOW_QUOTED_STOP = 16; // '\'"\\'
const TABLE = new Uint8Array(128);
function mark(chars: string, flag: number): void {
  for (let i = 0; i < chars.length; i++) {
    const c = chars.charCodeAt(i);
    TABLE[c] = (TABLE[c] ?? 0) | flag;
  }
}
mark('-?:,[]{}#&*!|>\'"%@`', F_PLAIN_FORBIDDEN);
mark('?:,[]{}%@`', F_ANCHOR_END);
mark('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', F_URI);
mark("-;/?:@&=+$,_.!~*'()[]%#", F_URI);
mark('\'"\\', F_FLOW_QUOTED_STOP);

function has(c: number, flag: number): boolean {
  return c < 128 && ((TABLE[c] ?? 0) & flag) !== 0;
}

// The hot predicates test the common case (printable ASCII past the space) first.

/** '\r\n\x85\u2028\u2029' */
export function isBreak(c: number): boolean {
  if (c > SPACE && c < NEL) return false;
  return c === LF || c === CR || c === NEL || c === LS || c === PS;
}

/** '\0\r\n\x85\u2028\u2029' (ruamel's `_THE_END`). */
export function isBreakOrNul(c: number): boolean {
  if (c > SPACE && c < NEL) return false;
  return c === NUL || c === LF || c === CR || c === NEL || c === LS || c === PS;
}

/** ' \t\0\r\n\x85\u2028\u2029' (ruamel's `_THE_END_SPACE_TAB`). */
export function isBlankOrEnd(c: number): boolean {
  if (c > SPACE && c < NEL) return false;
  return (
    c === SPACE ||
    c === TAB ||
    c === NUL ||
    c === LF ||
    c === CR ||
    c === NEL ||
    c === LS ||
    c === PS
  );
}

/** '\0 \r\n\x85\u2028\u2029': the end of a directive or tag (a tab is not). */
export function isNulSpaceOrBreak(c: number): boolean {
  return c === SPACE || isBreakOrNul(c);
}

/** ' \r\n\x85\u2028\u2029': what a block scalar's indentation scan skips. */
export function isSpaceOrBreak(c: number): boolean {
  return c === SPACE || isBreak(c);
}

/** ' \t' */
export function isSpaceOrTab(c: number): boolean {
  return c === SPACE || c === TAB;
}

/** The characters that cannot start a plain scalar on their own (check_plain's set). */
export function isPlainForbidden(c: number): boolean {
  return isBlankOrEnd(c) || has(c, F_PLAIN_FORBIDDEN);
}

/** What may follow an anchor or alias name: '\0 \t\r\n\x85\u2028\u2029?:,[]{}%@`'. */
export function isAnchorEnd(c: number): boolean {
  return isBlankOrEnd(c) || has(c, F_ANCHOR_END);
}

/** ',[]{}' */
export function isFlowBracketOrComma(c: number): boolean {
  return c === 0x2c || c === 0x5b || c === 0x5d || c === 0x7b || c === 0x7d;
}

/** '\0 \t\r\n\x85\u2028\u2029,[]{}': what may follow ':' inside a flow plain scalar. */
export function isFlowColonFollower(c: number): boolean {
  return isBlankOrEnd(c) || isFlowBracketOrComma(c);
}

/** ' \n\'"\\\0\t\r\x85\u2028\u2029': where a run of quoted-scalar text stops. */
export function isQuotedStop(c: number): boolean {
  return isBlankOrEnd(c) || has(c, F_FLOW_QUOTED_STOP);
}

/** '0'-'9' */
export function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

/** '0123456789ABCDEFabcdef' */
export function isHexDigit(c: number): boolean {
  return isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}

/** ASCII letters and digits. */
export function isAsciiAlnum(c: number): boolean {
  return isDigit(c) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}

/** The characters scan_tag_uri accepts (YAML 1.2, so '#' is one of them). */
export function isUriChar(c: number): boolean {
  return has(c, F_URI);
}

/** compat.check_anchorname_char: a namespace character other than ',[]{}'. */
export function isAnchorNameChar(c: number): boolean {
  if (c >= 0x21 && c <= 0x7e) return !isFlowBracketOrComma(c);
  if (c >= 0xa0 && c <= 0xd7ff) return true;
  if (c >= 0xe000 && c <= 0xfffd) return c !== BOM;
  return c >= 0x10000 && c <= 0x10ffff;
}
