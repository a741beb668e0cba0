/**
 * A skill's files as a version keeps them: every regular file below its folder (the listing
 * every other part of the studio uses: no .git, node_modules or temp files), read without
 * following a link (a link may lead out of the libraries: it is left out, never read), hashed,
 * and kept in the blob store, but binary files over the limit, kept by hash and size only
 * (hashed in chunks, never held whole).
 */
import { join } from 'node:path';
import type { VersionFile } from '../../studio/history/version';
import { contentHash } from '../atomic-file';
import { openRegularFile, readWhole } from '../regular-file';
import { listSkillFiles } from '../skill-files';
import { hashFileStream, putBlob, type PendingFlush } from './store-files';

/** At most this many files of a skill are kept per version (as the library lists at most). */
export const MAX_SNAPSHOT_FILES = 10_000;

/** True when `bytes` look like text: UTF-8 with no NUL in its first 8 KB (as git decides). */
export function looksLikeText(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 8000);
  if (head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** How a file's bytes are kept, from its bytes and the binary limit. */
export function keptAs(bytes: Uint8Array, binaryMaxBytes: number): VersionFile['kept'] {
  return bytes.length > binaryMaxBytes && !looksLikeText(bytes) ? 'hash-only' : 'whole';
}

/** A file's entry in a version, its bytes kept in the blobs unless hash-only. */
export async function keepFile(
  blobs: string,
  path: string,
  bytes: Uint8Array,
  executable: boolean,
  binaryMaxBytes: number,
  pending: PendingFlush | undefined,
): Promise<VersionFile> {
  const hash = contentHash(bytes);
  const kept = keptAs(bytes, binaryMaxBytes);
  if (kept === 'whole') await putBlob(blobs, hash, bytes, pending);
  return { path, hash, size: bytes.length, executable, kept };
}

/** Every file of the skill in `dir` as a version keeps it, in path order. */
export async function snapshotSkill(
  dir: string,
  blobs: string,
  binaryMaxBytes: number,
  pending: PendingFlush | undefined,
): Promise<VersionFile[]> {
  const files: VersionFile[] = [];
  for (const entry of listSkillFiles(dir, MAX_SNAPSHOT_FILES)) {
    if (entry.symlink) continue;
    const file = await snapshotFile(dir, entry.path, blobs, binaryMaxBytes, pending);
    if (file) files.push(file);
  }
  return files;
}

/** One file of the skill as a version keeps it (undefined: gone, a link, not a regular file). */
export async function snapshotFile(
  dir: string,
  path: string,
  blobs: string,
  binaryMaxBytes: number,
  pending: PendingFlush | undefined,
): Promise<VersionFile | undefined> {
  let opened;
  try {
    opened = await openRegularFile(join(dir, path), { noFollow: true });
  } catch {
    return undefined;
  }
  const { handle, stats } = opened;
  try {
    const executable = (stats.mode & 0o111) !== 0;
    if (stats.size > binaryMaxBytes) {
      // Only the first bytes say whether it is text; a large binary is never held whole.
      const head = Buffer.alloc(8000);
      const { bytesRead } = await handle.read(head, 0, head.length, 0);
      if (head.subarray(0, bytesRead).includes(0)) {
        const { hash, size } = await hashFileStream(handle);
        return { path, hash, size, executable, kept: 'hash-only' };
      }
    }
    const bytes = await readWhole(handle);
    return await keepFile(blobs, path, bytes, executable, binaryMaxBytes, pending);
  } finally {
    await handle.close();
  }
}
