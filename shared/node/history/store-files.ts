/**
 * The history store's files on disk: blobs named by their sha256 and small JSON records, each
 * written to a temp name beside it and renamed into place, so a killed process leaves the old
 * file or the new one. A version is written on a save's path, before the save answers: the
 * bytes then sit in the kernel's cache, which a killed process does not lose, and are flushed
 * to the disk (fsync) a moment later in the background, so a save pays for one flush, its own.
 * Every read opens without following a link and only a regular file (never a pipe), and blobs
 * are checked against their names: what does not match is damage, reported, never trusted.
 */
import { createHash } from 'node:crypto';
import {
  closeSync,
  constants,
  linkSync,
  mkdirSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { blobPath } from '../../studio/history/version';
import { contentHash, syncFolder } from '../atomic-file';
import {
  isMissing,
  openRegularFileSync,
  readRegularFile,
  type openRegularFile,
} from '../regular-file';
import { tempPathBeside } from '../studio-temp';
import { parseBoundedJson } from '../../json/bounded-json';

// Windows has no O_NOFOLLOW or O_NONBLOCK (0 there). Non-blocking: a file of the store swapped
// for a FIFO before its flush must not hold the flush (and every wait on it) for good.
const optional: Partial<typeof constants> = constants;
const SYNC_FLAGS = constants.O_RDONLY | (optional.O_NOFOLLOW ?? 0) | (optional.O_NONBLOCK ?? 0);

/** Files written but not yet flushed, with their folders: flushed together in the background. */
export class PendingFlush {
  private readonly files = new Set<string>();
  private readonly folders = new Set<string>();
  private running: Promise<void> | undefined;

  add(file: string): void {
    this.files.add(file);
    this.folders.add(dirname(file));
    this.running ??= new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => this.run());
  }

  /** Waits until everything written so far is on the disk (a CLI before it exits, tests). */
  async flush(): Promise<void> {
    while (this.running) await this.running;
  }

  private async run(): Promise<void> {
    const files = [...this.files];
    const folders = [...this.folders];
    this.files.clear();
    this.folders.clear();
    for (const file of files) {
      const handle = await open(file, SYNC_FLAGS).catch(() => undefined);
      await handle?.sync().catch(() => undefined);
      await handle?.close().catch(() => undefined);
    }
    for (const folder of folders) await syncFolder(folder);
    this.running =
      this.files.size > 0
        ? new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => this.run())
        : undefined;
  }
}

/**
 * Writes `bytes` to `path` through a temp file and a rename. `createOnly`: an existing file is
 * never replaced (false then). The file is flushed later (`pending`) or now (no `pending`).
 */
export async function writeStoreFile(
  path: string,
  bytes: Uint8Array,
  pending: PendingFlush | undefined,
  createOnly = false,
): Promise<boolean> {
  if (pending) {
    // On a save's path: small files, written in one go without the thread pool's hops.
    if (!writeSyncThenPlace(path, bytes, createOnly)) return false;
    pending.add(path);
    return true;
  }
  await mkdir(dirname(path), { recursive: true });
  const temp = tempPathBeside(path);
  // 'wx' never opens an existing file nor follows a link planted at the temp name.
  const handle = await open(temp, 'wx', 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    if (createOnly) {
      if (!placeIfFree(temp, path)) return false;
    } else await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await syncFolder(dirname(path));
  return true;
}

function writeSyncThenPlace(path: string, bytes: Uint8Array, createOnly: boolean): boolean {
  mkdirSync(dirname(path), { recursive: true });
  const temp = tempPathBeside(path);
  const fd = openSync(temp, 'wx', 0o600);
  try {
    writeFileSync(fd, bytes);
  } finally {
    closeSync(fd);
  }
  try {
    if (createOnly) return placeIfFree(temp, path);
    renameSync(temp, path);
    return true;
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

// A hard link fails when the name is taken, where a rename would replace it.
function placeIfFree(temp: string, path: string): boolean {
  try {
    linkSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    if ((error as { code?: string }).code === 'EEXIST') return false;
    throw error;
  }
  unlinkSync(temp);
  return true;
}

/** A JSON file of the store, or why it could not be read ('missing' or 'damaged'). */
export async function readStoreJson(
  path: string,
): Promise<{ ok: true; value: unknown } | { ok: false; why: 'missing' | 'damaged' }> {
  let bytes: Buffer;
  try {
    bytes = await readRegularFile(path, { noFollow: true });
  } catch (error) {
    return { ok: false, why: isMissing(error) ? 'missing' : 'damaged' };
  }
  try {
    return { ok: true, value: parseBoundedJson(bytes.toString('utf8')) };
  } catch {
    return { ok: false, why: 'damaged' };
  }
}

/** The blobs folder's path of `hash`. */
export function blobFile(blobs: string, hash: string): string {
  return join(blobs, blobPath(hash));
}

/** A blob's bytes as kept: intact, damaged (bytes that do not match its name, or not a file), or missing. */
export type BlobRead = { kind: 'ok'; bytes: Buffer } | { kind: 'damaged' } | { kind: 'missing' };

/** Reads the blob of `hash` and checks its bytes against it. */
export async function readBlob(blobs: string, hash: string): Promise<BlobRead> {
  let bytes: Buffer;
  try {
    bytes = await readRegularFile(blobFile(blobs, hash), { noFollow: true });
  } catch (error) {
    return isMissing(error) ? { kind: 'missing' } : { kind: 'damaged' };
  }
  return contentHash(bytes) === hash ? { kind: 'ok', bytes } : { kind: 'damaged' };
}

/**
 * Keeps `bytes` as the blob of their hash: written unless an intact one is there already (a
 * damaged one is replaced, so saving the same text again repairs it).
 */
export async function putBlob(
  blobs: string,
  hash: string,
  bytes: Uint8Array,
  pending: PendingFlush | undefined,
): Promise<void> {
  const path = blobFile(blobs, hash);
  if (blobIntact(path, hash, bytes.length)) return;
  await writeStoreFile(path, bytes, pending);
}

// Size first (one fstat), then the bytes: an intact blob is read once per save at most.
function blobIntact(path: string, hash: string, size: number): boolean {
  let opened;
  try {
    opened = openRegularFileSync(path, { noFollow: true });
  } catch {
    return false;
  }
  try {
    if (opened.stats.size !== size) return false;
    const bytes = Buffer.allocUnsafe(size);
    return readSync(opened.fd, bytes, 0, size, 0) === size && contentHash(bytes) === hash;
  } finally {
    closeSync(opened.fd);
  }
}

/** The sha256 of a regular file read in chunks (a file too large to hold is never held whole). */
export async function hashFileStream(
  handle: Awaited<ReturnType<typeof openRegularFile>>['handle'],
): Promise<{ hash: string; size: number }> {
  const hash = createHash('sha256');
  const chunk = Buffer.allocUnsafe(1024 * 1024);
  let at = 0;
  for (;;) {
    const { bytesRead } = await handle.read(chunk, 0, chunk.length, at);
    if (bytesRead === 0) return { hash: hash.digest('hex'), size: at };
    hash.update(chunk.subarray(0, bytesRead));
    at += bytesRead;
  }
}
