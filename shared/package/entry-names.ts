/**
 * Archive entry names: which ones are safe to write on every system (the import refuses the
 * rest, and packaging leaves such files out so that everything it writes imports back), the
 * key two names collide under, and the byte order entries are written in.
 */

import type { Message } from '../i18n/message';
import { packageMessage } from './messages';

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
export function unsafeNameReason(name: string): Message | undefined {
  if (name === '') return packageMessage('package.name.empty');
  if (CONTROL.test(name)) return packageMessage('package.name.control');
  if (name.includes('\\')) return packageMessage('package.name.backslash');
  if (name.startsWith('/')) return packageMessage('package.name.absolute');
  if (/^[A-Za-z]:/.test(name)) return packageMessage('package.name.drive');
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
export function unsafeSegmentReason(part: string): Message | undefined {
  const problem = segmentProblem(part);
  switch (problem) {
    case undefined:
      return undefined;
    case 'empty':
      return packageMessage('package.name.empty-part');
    case 'dotdot':
      return packageMessage('package.name.dotdot');
    case 'dot':
      return packageMessage('package.name.dot');
    case 'control':
      return packageMessage('package.name.control');
    case 'separator':
      return packageMessage('package.name.separator');
    case 'colon':
      return packageMessage('package.name.colon');
    case 'reserved-char':
      return packageMessage('package.name.reserved-char', { part });
    case 'trailing':
      return packageMessage('package.name.trailing', { part });
    case 'device':
      return packageMessage('package.name.device', { part });
    case 'too-long':
      return packageMessage('package.name.too-long', {
        start: part.slice(0, 20),
        max: MAX_SEGMENT_BYTES,
      });
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

/** The length of `s` in UTF-8 bytes. */
export function utf8Length(s: string): number {
  let n = 0;
  for (const ch of s) {
    const cp = ch.codePointAt(0) ?? 0;
    n += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return n;
}
