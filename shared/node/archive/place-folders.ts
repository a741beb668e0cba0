/**
 * Moving fully extracted skill folders into the library in one step each (rename on the same
 * file system), replacing an old folder only once its successor is complete, and putting
 * everything back as it was when any move fails.
 */
import { lstat, rename } from 'node:fs/promises';
import { join } from 'node:path';

/** One staged folder and where it goes. */
export interface Placement {
  staged: string;
  target: string;
  /** Replace an existing folder at `target` (it is moved into `trash`, deleted with it). */
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

/** Moves every staged folder into place, or none: on failure the earlier moves are undone. */
export async function placeFolders(placements: readonly Placement[], trash: string): Promise<void> {
  const undo: (() => Promise<void>)[] = [];
  try {
    for (const [i, p] of placements.entries()) {
      if (p.overwrite && (await occupied(p.target))) {
        const aside = join(trash, `replaced-${i}`);
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
