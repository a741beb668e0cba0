/**
 * Reading with a content hash, and writing so that a crash leaves the old file or the new one,
 * never a mix: a temp file in the same folder, flushed to disk, then renamed over the target.
 */
import { createHash, randomUUID } from 'node:crypto';
import { open, readFile, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** The hash a client sends back with a save to prove what it edited. */
export function contentHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The file's bytes, or null when it does not exist. */
export async function readIfExists(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Writes `bytes` to `path` atomically, keeping the existing file's permissions. */
export async function writeFileAtomic(path: string, bytes: Uint8Array): Promise<void> {
  const mode = await stat(path).then(
    (s) => s.mode & 0o777,
    () => 0o644,
  );
  const temp = join(dirname(path), `.${basename(path)}.${randomUUID()}.tmp`);
  const handle = await open(temp, 'wx', mode);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temp, { force: true });
    throw error;
  }
  await handle.close();
  try {
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  // The rename itself is durable once the folder's entry is flushed (best effort: not every
  // platform lets a folder be opened for syncing).
  try {
    const dir = await open(dirname(path), 'r');
    await dir.sync().finally(() => dir.close());
  } catch {
    // Windows and some file systems refuse; the file itself is already flushed.
  }
}
