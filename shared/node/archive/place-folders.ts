/**
 * Moving fully extracted skill folders into the library in one step each (rename on the same
 * file system), replacing an old folder only once its successor is complete, and putting
 * everything back as it was when any move fails.
 */
import { lstat, rename } from 'node:fs/promises';
import { basename } from 'node:path';

/** One staged folder and where it goes. */
export interface Placement {
  staged: string;
  target: string;
  /** Replace an existing folder at `target` (it is moved aside, and deleted with the staging folder). */
  overwrite: boolean;
}

/** True when something (even a broken link) is at `path`. */
export async function occupied(path: string): Promise<boolean> {
  try {
    await lstat(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Moves every staged folder into place, or none: on failure the earlier moves are undone.
 * A replaced folder waits at `asideOf(its name)`, where an interrupted run's successor finds it.
 */
export async function placeFolders(
  placements: readonly Placement[],
  asideOf: (folder: string) => string,
): Promise<void> {
  const undo: (() => Promise<void>)[] = [];
  try {
    for (const p of placements) {
      if (p.overwrite && (await occupied(p.target))) {
        const aside = asideOf(basename(p.target));
        await rename(p.target, aside);
        undo.push(() => rename(aside, p.target));
      }
      await rename(p.staged, p.target);
      undo.push(() => rename(p.target, p.staged));
    }
  } catch (error) {
    for (const step of undo.reverse()) await step().catch(() => undefined);
    throw error;
  }
}
