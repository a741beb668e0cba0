/**
 * Reading only the frontmatter of a SKILL.md: chunks are read until the closing `---` line
 * has been seen (or the first line shows there is no frontmatter), so a library scan never
 * pays for bodies, however large.
 */
import { closeSync, readSync, type Stats } from 'node:fs';
import type { Fence } from './link-fence';
import { openRegularFileSync } from './regular-file';

/** Chunk size of head reads; most frontmatter fits in the first one. */
export const HEAD_CHUNK = 4096;
/** A frontmatter is not looked for beyond this many bytes. */
export const HEAD_CAP = 64 * 1024;

/** What identifies a file's content without reading it. */
export interface FileStamp {
  size: number;
  mtimeMs: number;
  ctimeMs: number;
  ino: number;
}

/** The stamp in a file's stat. */
export function stampOfStats(s: Stats): FileStamp {
  return { size: s.size, mtimeMs: s.mtimeMs, ctimeMs: s.ctimeMs, ino: s.ino };
}

/** True when two stamps say the file is unchanged. */
export function sameStamp(a: FileStamp | undefined, b: FileStamp | undefined): boolean {
  return (
    a !== undefined &&
    b !== undefined &&
    a.size === b.size &&
    a.mtimeMs === b.mtimeMs &&
    a.ctimeMs === b.ctimeMs &&
    a.ino === b.ino
  );
}

/** The head of a file: its bytes up to the end of the frontmatter, and whether that is all of it. */
export interface FileHead {
  bytes: Uint8Array;
  /** True when the bytes are the whole file. */
  whole: boolean;
  /** Bytes read from disk. */
  bytesRead: number;
  /**
   * The file's identity when it was opened, taken from the open file itself (so it describes
   * no other file than the one read, and costs no second path lookup).
   */
  stamp: FileStamp;
}

// The first chunk of a scratch read (see readFrontmatterHead's `scratch`).
let scratchChunk: Uint8Array | undefined;

/**
 * Reads the head of the file at `path` (throws the file system's error when it cannot be read,
 * and OutsideLibraries when, opened, it is not inside `fence`). With `scratch`, a head that fits
 * in the first chunk is a view of a buffer the next scratch read reuses: for a caller done with
 * the bytes before it reads again (a library's first list reads a head per skill, and a new
 * buffer for each cost more than the read).
 */
export function readFrontmatterHead(
  path: string,
  chunk = HEAD_CHUNK,
  cap = HEAD_CAP,
  fence?: Fence,
  scratch = false,
): FileHead {
  const { fd, stats } = openRegularFileSync(path, fence ? { fence } : {});
  try {
    const stamp = stampOfStats(stats);
    const first = Math.min(chunk, cap);
    let buf: Uint8Array;
    if (!scratch) buf = new Uint8Array(first);
    else {
      if (scratchChunk?.length !== first) scratchChunk = new Uint8Array(first);
      buf = scratchChunk;
    }
    let length = 0;
    for (;;) {
      if (length === buf.length) {
        if (buf.length >= cap)
          return { bytes: cutAtLine(buf), whole: false, bytesRead: length, stamp };
        const bigger = new Uint8Array(Math.min(buf.length * 2, cap));
        bigger.set(buf);
        buf = bigger;
      }
      const n = readSync(fd, buf, length, buf.length - length, length);
      if (n === 0) return { bytes: buf.subarray(0, length), whole: true, bytesRead: length, stamp };
      length += n;
      const end = frontmatterEnd(buf, length);
      if (end !== undefined)
        return { bytes: buf.subarray(0, end), whole: false, bytesRead: length, stamp };
    }
  } finally {
    closeSync(fd);
  }
}

const DASH = 0x2d;
const LF = 0x0a;
const CR = 0x0d;

/**
 * Where the head can stop: after the first line when it is not an opening `---`, or after
 * the closing delimiter line. Undefined while more bytes are needed.
 */
export function frontmatterEnd(buf: Uint8Array, length: number): number | undefined {
  const bom = buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf ? 3 : 0;
  const firstEnd = indexOfLineEnd(buf, bom, length);
  if (firstEnd === undefined) return undefined;
  if (!isDelimiter(buf, bom, firstEnd)) return lineAfter(buf, firstEnd, length);
  let start = lineAfter(buf, firstEnd, length);
  if (start === undefined) return undefined;
  while (start < length) {
    const end = indexOfLineEnd(buf, start, length);
    if (end === undefined) return undefined;
    if (isDelimiter(buf, start, end)) return lineAfter(buf, end, length);
    const next = lineAfter(buf, end, length);
    if (next === undefined) return undefined;
    start = next;
  }
  return undefined;
}

function indexOfLineEnd(buf: Uint8Array, from: number, length: number): number | undefined {
  for (let i = from; i < length; i++) if (buf[i] === LF || buf[i] === CR) return i;
  return undefined;
}

// The offset after the line break at `end` (CRLF counts as one); undefined if a CR is the
// last byte read and an LF may follow.
function lineAfter(buf: Uint8Array, end: number, length: number): number | undefined {
  if (buf[end] === CR) {
    if (end + 1 >= length) return undefined;
    return buf[end + 1] === LF ? end + 2 : end + 1;
  }
  return end + 1;
}

function isDelimiter(buf: Uint8Array, start: number, end: number): boolean {
  if (end - start < 3 || buf[start] !== DASH || buf[start + 1] !== DASH || buf[start + 2] !== DASH)
    return false;
  for (let i = start + 3; i < end; i++) if (buf[i] !== 0x20 && buf[i] !== 0x09) return false;
  return true;
}

/** A capped head ends at its last line break, so no UTF-8 sequence is cut in half. */
export function cutAtLine(buf: Uint8Array): Uint8Array {
  for (let i = buf.length - 1; i >= 0; i--) if (buf[i] === LF) return buf.subarray(0, i + 1);
  return buf;
}
