/**
 * What the three system trashes (freedesktop.org on Linux, the macOS Trash, the Windows Recycle
 * Bin) share once an item has been found in one: its identity (device, inode, type and birth
 * time, which a rename within a volume keeps; the inode alone is not enough, as a file system
 * hands a freed inode to the next file made, such as a link put in the entry's place), so an
 * entry replaced since by a link or another item of that name is never taken for it, and the
 * move back out, checked against that identity on both sides.
 */
import { constants, lstatSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import { moveAcross } from './trash';

/** The identity of what is at `path` itself (a link's own, never its target's), or undefined. */
export function identityOf(path: string): string | undefined {
  try {
    const st = lstatSync(path, { bigint: true });
    return `${st.dev}:${st.ino}:${st.mode & BigInt(constants.S_IFMT)}:${st.birthtimeNs}`;
  } catch {
    return undefined;
  }
}

/** Whether the entry at `path` is the one recorded (no identity recorded: whether anything is there). */
export function sameEntry(path: string, identity: string | undefined): boolean {
  const now = identityOf(path);
  return now !== undefined && (identity === undefined || now === identity);
}

/**
 * Moves the trash entry at `from` to `target` (in the real folder `folder`) if it is still the
 * recorded one, never replacing what is at `target` (false: nothing moved); when something else
 * arrived in its place in between, that is put back where it was and the move is refused.
 */
export async function moveEntryOut(
  from: string,
  target: string,
  identity: string | undefined,
  folder: string,
): Promise<boolean> {
  if (!sameEntry(from, identity)) throw new Error('the trash entry changed since it was found');
  if (!(await moveAcross(from, target, folder))) return false;
  if (identity !== undefined && identityOf(target) !== identity) {
    await rename(target, from);
    throw new Error('the trash entry changed while it was moved');
  }
  return true;
}
