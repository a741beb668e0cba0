/**
 * Node's path.win32.relative for two resolved paths, ported from Node's lib/path.js (v20) by
 * hand for the renderer, which has no node:path (see path-resolve.ts). Kept as Node has it,
 * quirks too (it takes "\\\\server\\share" to lie below "\\", as it trims leading separators),
 * so the UI and the service conclude the same; tests/unit/studio/paths-oracle.test.ts holds it
 * to node:path.
 */

const BACKSLASH = 0x5c;

/** `toOrig` relative to `fromOrig`, both from resolveWin32, as path.win32.relative gives it. */
export function relativeWin32(fromOrig: string, toOrig: string): string {
  if (fromOrig === toOrig) return '';
  const from = fromOrig.toLowerCase();
  const to = toOrig.toLowerCase();
  if (from === to) return '';
  if (fromOrig.length !== from.length || toOrig.length !== to.length)
    return relativeBySegment(fromOrig, toOrig);
  const [fromStart, fromEnd] = trimmed(from);
  const [toStart, toEnd] = trimmed(to);
  const fromLen = fromEnd - fromStart;
  const toLen = toEnd - toStart;
  const length = Math.min(fromLen, toLen);
  let lastCommonSep = -1;
  let i = 0;
  for (; i < length; i++) {
    const code = from.charCodeAt(fromStart + i);
    if (code !== to.charCodeAt(toStart + i)) break;
    if (code === BACKSLASH) lastCommonSep = i;
  }
  if (i !== length) {
    if (lastCommonSep === -1) return toOrig;
  } else {
    if (toLen > length) {
      // `from` is the folder of `to` ("C:\foo" of "C:\foo\bar"), or its drive's root ("C:\").
      if (to.charCodeAt(toStart + i) === BACKSLASH) return toOrig.slice(toStart + i + 1);
      if (i === 2) return toOrig.slice(toStart + i);
    }
    if (fromLen > length) {
      if (from.charCodeAt(fromStart + i) === BACKSLASH) lastCommonSep = i;
      else if (i === 2) lastCommonSep = 3;
    }
    if (lastCommonSep === -1) lastCommonSep = 0;
  }
  let out = '';
  for (i = fromStart + lastCommonSep + 1; i <= fromEnd; ++i)
    if (i === fromEnd || from.charCodeAt(i) === BACKSLASH) out += out.length === 0 ? '..' : '\\..';
  const start = toStart + lastCommonSep;
  if (out.length > 0) return `${out}${toOrig.slice(start, toEnd)}`;
  return toOrig.slice(toOrig.charCodeAt(start) === BACKSLASH ? start + 1 : start, toEnd);
}

/** True when path.win32.isAbsolute(path) would be. */
export function isAbsoluteWin32(path: string): boolean {
  const code = path.charCodeAt(0);
  if (code === BACKSLASH || code === 0x2f) return true;
  const letter = (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
  const third = path.charCodeAt(2);
  return letter && path.charCodeAt(1) === 0x3a && (third === BACKSLASH || third === 0x2f);
}

// The span of `path` without its leading separators and (for a UNC root) its trailing ones.
function trimmed(path: string): [number, number] {
  let start = 0;
  while (start < path.length && path.charCodeAt(start) === BACKSLASH) start++;
  let end = path.length;
  while (end - 1 > start && path.charCodeAt(end - 1) === BACKSLASH) end--;
  return [start, end];
}

// Where lowering the case changes a path's length: compared a segment at a time.
function relativeBySegment(fromOrig: string, toOrig: string): string {
  const fromSplit = fromOrig.split('\\');
  const toSplit = toOrig.split('\\');
  if (fromSplit[fromSplit.length - 1] === '') fromSplit.pop();
  if (toSplit[toSplit.length - 1] === '') toSplit.pop();
  const length = Math.min(fromSplit.length, toSplit.length);
  let i = 0;
  while (i < length && fromSplit[i]?.toLowerCase() === toSplit[i]?.toLowerCase()) i++;
  if (i === 0) return toOrig;
  if (i === length) {
    if (toSplit.length > length) return toSplit.slice(i).join('\\');
    if (fromSplit.length > length) return `${'..\\'.repeat(fromSplit.length - 1 - i)}..`;
    return '';
  }
  return `${'..\\'.repeat(fromSplit.length - i)}${toSplit.slice(i).join('\\')}`;
}
