/**
 * Replacing a file only if it still holds what was read, as far as the OS allows. The file
 * that was read stays open: right before the rename the path must still name that same file
 * with the same bytes, and after the rename the open file is read once more. A program that
 * wrote to it between that last check and the rename (a window the OS gives no way to close:
 * there is no rename-if-unchanged) wrote into the file just replaced; what it holds then is
 * handed back as `lost`, so the caller can put it back instead of dropping it.
 */
import { lstat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import {
  AlreadyExists,
  writeFileAtomic,
  type AtomicWriteOptions,
  type Written,
} from '../../atomic-file';
import { isMissing, openRegularFile, readRegularFileIfExists, readWhole } from '../../regular-file';

/** A file as it was read, still open. */
export interface OpenedFile {
  handle: FileHandle;
  stats: Stats;
  bytes: Buffer;
}

/** What a swap did. */
export type Swap =
  /** Written; the file it replaced held exactly what was read until it was replaced. */
  | { kind: 'done'; written: Written }
  /** Not written: the file changed first (`disk`: what it holds now; null: it is gone). */
  | { kind: 'changed'; disk: Buffer | null }
  /** Written, but the file it replaced was written to at the last moment: `lost` is what it held. */
  | { kind: 'overtaken'; written: Written; lost: Buffer };

/** Opens and reads the regular file at `path`, or null when there is none (`options`: never through a link). */
export async function openExisting(
  path: string,
  options: { noFollow?: boolean } = {},
): Promise<OpenedFile | null> {
  let opened;
  try {
    opened = await openRegularFile(path, options);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
  try {
    return { ...opened, bytes: await readWhole(opened.handle) };
  } catch (error) {
    await opened.handle.close();
    throw error;
  }
}

/** The bytes at `path` now, or null when there is no file. */
export const bytesNow = readRegularFileIfExists;

class Changed extends Error {}

/** Where a swap may write (its folders made as it goes, its mode), and what runs in its last moment. */
export interface SwapOptions extends Pick<
  AtomicWriteOptions,
  'allowFolder' | 'makeFolders' | 'mode'
> {
  /**
   * Runs after the last check, right before the rename: the instant no check can cover.
   * Tests stand in another program's write here; the service passes nothing.
   */
  lastMoment?: () => Promise<void>;
}

/**
 * Writes `bytes` to `path` if it still is `expected` (null: if there is no file there).
 * `options` pass through to the atomic write (the allowed folders).
 */
export async function swapIfUnchanged(
  path: string,
  bytes: Uint8Array,
  expected: OpenedFile | null,
  options: SwapOptions = {},
): Promise<Swap> {
  const { lastMoment, ...atomic } = options;
  let written: Written;
  try {
    written = await writeFileAtomic(path, bytes, {
      ...atomic,
      createOnly: expected === null,
      beforeRename: async () => {
        if (expected && !(await stillSame(path, expected))) throw new Changed();
        await lastMoment?.();
      },
    });
  } catch (error) {
    if (error instanceof Changed || error instanceof AlreadyExists)
      return { kind: 'changed', disk: await bytesNow(path) };
    throw error;
  }
  if (expected) {
    const after = await readWhole(expected.handle);
    if (!after.equals(expected.bytes)) return { kind: 'overtaken', written, lost: after };
  }
  return { kind: 'done', written };
}

// The path still names the file that was read (not one renamed over it), and it holds the
// same bytes (an append or an overwrite in place changes them, whatever the timestamps say).
async function stillSame(path: string, expected: OpenedFile): Promise<boolean> {
  const now = await lstat(path).catch(() => undefined);
  if (!now || now.dev !== expected.stats.dev || now.ino !== expected.stats.ino) return false;
  return (await readWhole(expected.handle)).equals(expected.bytes);
}
