/**
 * Archive entry names: which ones are safe to write on every system (the import refuses the
 * rest, and packaging leaves such files out so that everything it writes imports back), the
 * key two names collide under, and the byte order entries are written in.
 */

// Device names Windows opens instead of creating a file, with or without an extension.
// (COM and LPT also with the superscript digits ¹ ² ³, which Windows counts as digits there.)
const WINDOWS_DEVICE =
  /^(con|prn|aux|nul|conin\$|conout\$|com[1-9\u00b9\u00b2\u00b3]|lpt[1-9\u00b9\u00b2\u00b3])(\..*)?$/i;
// Characters Windows refuses in any file name (":" and the separators have their own reasons).
const WINDOWS_RESERVED = /[<>"|?*]/;
// C0 controls and DEL: never in a name a person chose, and some break terminals or tools.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const MAX_SEGMENT_BYTES = 255;

/** Why `name` (a "/"-separated archive path, folders without their final "/") is unsafe, or undefined. */
export function unsafeNameReason(name: string): string | undefined {
  if (name === '') return 'the name is empty';
  if (CONTROL.test(name)) return 'the name contains control characters';
  if (name.includes('\\'))
    return 'the name contains a backslash, which Windows reads as a folder separator';
  if (name.startsWith('/')) return 'it is an absolute path';
  if (/^[A-Za-z]:/.test(name)) return 'it starts with a drive letter';
  for (const part of name.split('/')) {
    const reason = unsafeSegmentReason(part);
    if (reason) return reason;
  }
  return undefined;
}

/** What is wrong with one path part, as a code (each caller words it in its own way). */
export type SegmentProblem =
  | 'empty'
  | 'dotdot'
  | 'dot'
  | 'control'
  | 'separator'
  | 'colon'
  | 'reserved-char'
  | 'trailing'
  | 'device'
  | 'too-long';

/** Why one path part (a file or folder name) cannot exist on every system, or undefined. */
export function segmentProblem(part: string): SegmentProblem | undefined {
  if (part === '') return 'empty';
  if (part === '..') return 'dotdot';
  if (part === '.') return 'dot';
  if (CONTROL.test(part)) return 'control';
  if (part.includes('/') || part.includes('\\')) return 'separator';
  if (part.includes(':')) return 'colon';
  if (WINDOWS_RESERVED.test(part)) return 'reserved-char';
  if (/[. ]$/.test(part)) return 'trailing';
  if (WINDOWS_DEVICE.test(part)) return 'device';
  if (utf8Length(part) > MAX_SEGMENT_BYTES) return 'too-long';
  return undefined;
}

/** Why one path part (a file or folder name) is unsafe, or undefined. */
export function unsafeSegmentReason(part: string): string | undefined {
  const problem = segmentProblem(part);
  switch (problem) {
    case undefined:
      return undefined;
    case 'empty':
      return 'the path has an empty part ("//")';
    case 'dotdot':
      return 'it climbs out of the target folder ("..")';
    case 'dot':
      return 'the path has a "." part';
    case 'control':
      return 'the name contains control characters';
    case 'separator':
      return 'the name contains a folder separator';
    case 'colon':
      return 'the name contains ":", which Windows reads as a drive or a hidden data stream';
    case 'reserved-char':
      return `"${part}" contains one of < > " | ? *, which Windows does not allow in names`;
    case 'trailing':
      return `"${part}" ends with a dot or a space, which Windows drops (so names can collide or climb out)`;
    case 'device':
      return `"${part}" is a device name on Windows`;
    case 'too-long':
      return `"${part.slice(0, 20)}..." is longer than ${MAX_SEGMENT_BYTES} bytes`;
  }
}

/** The key two names collide under on macOS and Windows (Unicode normalization, case). */
export function collisionKey(name: string): string {
  return name.normalize('NFC').toLowerCase();
}

/** Compares by UTF-8 bytes (the same as code point order), the order entries are written in. */
export function compareUtf8(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    // UTF-16 order differs from code point order only between surrogates and U+E000..U+FFFF.
    const sx = x >= 0xd800 && x <= 0xdfff;
    const sy = y >= 0xd800 && y <= 0xdfff;
    if (sx !== sy) return sx ? 1 : -1;
    return x - y;
  }
  return a.length - b.length;
}

function utf8Length(s: string): number {
  let n = 0;
  for (const ch of s) {
    const cp = ch.codePointAt(0) ?? 0;
    n += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return n;
}
