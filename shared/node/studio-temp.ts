/**
 * Temp files and folders on disk (their one name pattern is shared/studio/temp-names.ts): a
 * path for a new one beside its target, and removing those a killed process left behind.
 * One is left behind only when nothing can still be writing it: its writer (named in it) is
 * not running on this machine, and it has not been touched for STALE_TEMP_MS, which also
 * covers a writer on another machine sharing the folder (every write touches the file).
 */
import { randomUUID } from 'node:crypto';
import { lstat, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { isStudioTemp, tempName, tempWriter } from '../studio/temp-names';

/** A temp file untouched this long is not being written any more. */
export const STALE_TEMP_MS = 10 * 60 * 1000;

/** A fresh temp path beside `target` (same folder, so a rename moves it into place). */
export function tempPathBeside(target: string): string {
  return join(dirname(target), tempName(basename(target), process.pid, randomUUID()));
}

/** False when the process is known to be gone (true for a live one, or when it cannot be told). */
export function isRunning(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return true;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as { code?: string }).code !== 'ESRCH';
  }
}

/**
 * Removes each of `paths` that is a studio temp file or folder nothing can still be writing;
 * returns the paths removed. Never throws: what cannot be removed now is tried next time.
 * `keep`: temp names being written right now by this process (never removed).
 */
export async function removeStaleTemps(
  paths: Iterable<string>,
  keep: ReadonlySet<string> = new Set(),
  now = Date.now(),
): Promise<string[]> {
  const removed: string[] = [];
  for (const path of paths) {
    const name = basename(path);
    if (!isStudioTemp(name) || keep.has(name)) continue;
    const writer = tempWriter(name);
    if (writer !== undefined && isRunning(writer)) continue;
    const st = await lstat(path).catch(() => undefined);
    if (!st || st.isSymbolicLink() || now - st.mtimeMs < STALE_TEMP_MS) continue;
    try {
      await rm(path, { recursive: st.isDirectory(), force: true });
      removed.push(path);
    } catch {
      // Left for the next time the library opens.
    }
  }
  return removed;
}
