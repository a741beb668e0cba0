/**
 * A restore's writes, each the conditional write saves make (replaceIfUnchanged): the disk
 * must still hold what the page was shown, checked on the opened file and again as the file
 * takes its name, so a file another program creates or writes meanwhile is never replaced. One
 * refused write takes back the writes before it (each only while it still is the restore's
 * own file), so a refused restore leaves the skill as it found it.
 */
import { rename, unlink } from 'node:fs/promises';
import { contentHash, placeNew, type Written } from '../atomic-file';
import { tempPathBeside } from '../studio-temp';
import { openExisting, type OpenedFile } from '../service/files/compare-and-swap';
import { keepBeside, replaceIfUnchanged } from '../service/files/save-file';

/** One file to write: its path in the skill, where, what, its mode, and the hash the disk held when checked (null: none). */
export interface RestoreWrite {
  path: string;
  target: string;
  bytes: Uint8Array;
  executable: boolean;
  shown: string | null;
}

interface Done {
  write: RestoreWrite;
  written: Written;
  before: Buffer | null;
}

/** Writes every file, or none: the path of the first write refused (all taken back), or undefined. */
export async function writeAllOrNone(
  writes: readonly RestoreWrite[],
  allowFolder: ((realFolder: string) => boolean) | undefined,
): Promise<string | undefined> {
  const options = { ...(allowFolder && { allowFolder }) };
  const done: Done[] = [];
  for (const write of writes) {
    const current = await openExisting(write.target);
    try {
      const now = current ? contentHash(current.bytes) : null;
      const out =
        now === write.shown
          ? await replaceIfUnchanged(write.target, write.bytes, current, {
              ...options,
              mode: write.executable ? 0o755 : 0o644,
            })
          : undefined;
      if (!out?.ok) {
        for (const d of done.reverse()) await takeBack(d, options);
        return write.path;
      }
      done.push({ write, written: out.written, before: current?.bytes ?? null });
    } finally {
      await current?.handle.close();
    }
  }
  return undefined;
}

// The file goes back to what it was, if it still is what the restore wrote; otherwise what is
// there now stays (another program's, newer than both).
async function takeBack(
  { write, written, before }: Done,
  options: { allowFolder?: (realFolder: string) => boolean },
): Promise<void> {
  if (before === null) return removeIfOurs(write.target, written, write.bytes, options);
  const mine = await openExisting(write.target);
  try {
    if (mine && isOurs(mine, written, write.bytes))
      await replaceIfUnchanged(write.target, before, mine, options);
  } finally {
    await mine?.handle.close();
  }
}

// A file the restore created leaves only as its own: set aside under a hidden name first (no
// other program writes there), looked at, removed; what is not its own goes back, or beside.
async function removeIfOurs(
  target: string,
  written: Written,
  bytes: Uint8Array,
  options: { allowFolder?: (realFolder: string) => boolean },
): Promise<void> {
  const aside = tempPathBeside(target);
  try {
    await rename(target, aside);
  } catch {
    return;
  }
  const there = await openExisting(aside);
  try {
    if (there && isOurs(there, written, bytes)) {
      await unlink(aside);
      return;
    }
  } finally {
    await there?.handle.close();
  }
  if (await placeNew(aside, target)) return;
  const theirs = await openExisting(aside);
  if (theirs) {
    await theirs.handle.close();
    await keepBeside(target, theirs.bytes, options);
  }
  await unlink(aside).catch(() => undefined);
}

function isOurs(file: OpenedFile, written: Written, bytes: Uint8Array): boolean {
  return (
    file.stats.dev === written.dev && file.stats.ino === written.ino && file.bytes.equals(bytes)
  );
}
