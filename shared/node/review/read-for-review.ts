/**
 * Reading a skill's folder for the security review, bounded on hostile input: each file is
 * opened once, only when it is a regular file (never a link, a pipe or a device), read up to a
 * size cap and within a time cap; folders past a depth and files past a count are not read.
 * Whatever is not read whole is handed over as a `skipped` file, which the review reports
 * ("too large to review", ...). Nothing found is ever run.
 */
import type { Dirent } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { ReviewFile } from '../../review/types';
import { openRegularFile } from '../regular-file';

/** The reader's limits. */
export interface ReviewLimits {
  /** Bytes of one file read at most; a larger file is reported, not read. */
  maxFileBytes: number;
  /** Folders below the skill's folder entered at most. */
  maxDepth: number;
  /** Files read at most. */
  maxFiles: number;
  /** Milliseconds one file's read may take. */
  fileTimeoutMs: number;
}

/** The limits used unless a caller sets others: far above real skills (docs/architecture.md). */
export const DEFAULT_REVIEW_LIMITS: ReviewLimits = {
  maxFileBytes: 2 * 1024 * 1024,
  maxDepth: 8,
  maxFiles: 5000,
  fileTimeoutMs: 5000,
};

// Bytes handed over of a binary file: enough for every magic number binary.ts reads.
const HEAD_BYTES = 4096;
// Version-control data is no part of a skill an agent reads (as packaging leaves it out).
const NOT_REVIEWED = new Set(['.git']);

// Files read at once: each read waits on the disk several times (open, stat, read, close), so
// a few in flight keep those waits from adding up one after another.
const READS_AT_ONCE = 8;

/** The files of the skill folder `dir`, each read once within `limits`. */
export async function readForReview(
  dir: string,
  limits: ReviewLimits = DEFAULT_REVIEW_LIMITS,
): Promise<ReviewFile[]> {
  // The walk lays out every entry in order; the files' places are filled by the reads after.
  const out: (ReviewFile | string)[] = [];
  let files = 0;
  let over = false;
  const walk = async (rel: string, depth: number): Promise<void> => {
    let entries: Dirent[];
    try {
      entries = await readdir(join(dir, rel), { withFileTypes: true });
    } catch {
      out.push({ path: rel || '.', kind: 'skipped', reason: 'unreadable' });
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (over) return;
      const path = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (NOT_REVIEWED.has(entry.name)) continue;
        if (depth >= limits.maxDepth) {
          out.push({ path, kind: 'skipped', reason: 'too-deep', limit: limits.maxDepth });
          continue;
        }
        await walk(path, depth + 1);
        continue;
      }
      // Links are not followed: what they point at is not the skill's (docs/security.md).
      if (!entry.isFile()) continue;
      if (files >= limits.maxFiles) {
        // One "too many files" finding is enough: the walk ends at the first.
        out.push({ path, kind: 'skipped', reason: 'too-many-files', limit: limits.maxFiles });
        over = true;
        return;
      }
      files++;
      out.push(path);
    }
  };
  await walk('', 0);
  let next = 0;
  const reader = async () => {
    for (let i = next++; i < out.length; i = next++) {
      const path = out[i];
      if (typeof path === 'string') out[i] = await readOne(join(dir, path), path, limits);
    }
  };
  await Promise.all(Array.from({ length: READS_AT_ONCE }, reader));
  return out as ReviewFile[];
}

/** One file, read once: text, binary head, or why not. */
export async function readOne(
  abs: string,
  path: string,
  limits: ReviewLimits,
): Promise<ReviewFile> {
  let opened: Awaited<ReturnType<typeof openRegularFile>>;
  try {
    opened = await openRegularFile(abs, { noFollow: true });
  } catch {
    return { path, kind: 'skipped', reason: 'unreadable' };
  }
  const { handle, stats } = opened;
  try {
    if (stats.size > limits.maxFileBytes)
      return {
        path,
        kind: 'skipped',
        reason: 'too-large',
        size: stats.size,
        limit: limits.maxFileBytes,
      };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      // Settled after the loop's next poll for I/O: a read that ended while the loop was busy
      // elsewhere (reviewing another skill) is taken, not reported as too slow.
      timer = setTimeout(() => setImmediate(() => resolve('timeout')), limits.fileTimeoutMs);
    });
    const bytes = await Promise.race([
      readCapped(handle, stats.size, limits.maxFileBytes),
      timeout,
    ]).finally(() => clearTimeout(timer));
    if (bytes === 'timeout')
      return { path, kind: 'skipped', reason: 'timeout', limit: limits.fileTimeoutMs };
    // The file grew past the cap between fstat and the read.
    if (bytes.length > limits.maxFileBytes)
      return {
        path,
        kind: 'skipped',
        reason: 'too-large',
        size: bytes.length,
        limit: limits.maxFileBytes,
      };
    return classify(path, bytes);
  } catch {
    return { path, kind: 'skipped', reason: 'unreadable' };
  } finally {
    await handle.close().catch(() => undefined);
  }
}

async function readCapped(
  handle: Awaited<ReturnType<typeof openRegularFile>>['handle'],
  size: number,
  cap: number,
): Promise<Buffer> {
  // Sized by fstat; one byte more tells a file that grew, which is read on up to the cap + 1.
  let buffer = Buffer.allocUnsafe(Math.min(size, cap) + 1);
  let at = 0;
  for (;;) {
    const asked = buffer.length - at;
    const { bytesRead } = await handle.read(buffer, at, asked, at);
    at += bytesRead;
    // Fewer bytes than asked: the end of the file (a regular file's read is short only there).
    if (bytesRead < asked) break;
    if (at === buffer.length) {
      if (buffer.length > cap) break;
      const grown = Buffer.allocUnsafe(Math.min(buffer.length * 2, cap + 1));
      buffer.copy(grown, 0, 0, at);
      buffer = grown;
    }
  }
  return buffer.subarray(0, at);
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** Text when the bytes are UTF-8 with no NUL byte; otherwise a binary file's head. */
export function classify(path: string, bytes: Uint8Array): ReviewFile {
  if (!bytes.subarray(0, 8192).includes(0)) {
    try {
      return { path, kind: 'text', text: UTF8.decode(bytes) };
    } catch {
      // Not UTF-8: a binary file (or text in a legacy encoding, reported as binary).
    }
  }
  return { path, kind: 'binary', head: bytes.slice(0, HEAD_BYTES), size: bytes.length };
}
