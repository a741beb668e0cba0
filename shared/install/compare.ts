/**
 * Comparing two versions of a skill file by file: what a conflict dialog and a pull-back
 * show before anything is replaced.
 */
import type { TreeDiff } from './outcomes';

/** A file and a hash of its bytes. */
export interface FileHash {
  path: string;
  hash: string;
}

/** How the copy (`there`) differs from the library (`here`). */
export function compareTrees(here: readonly FileHash[], there: readonly FileHash[]): TreeDiff {
  const mine = new Map(here.map((f) => [f.path, f.hash]));
  const theirs = new Map(there.map((f) => [f.path, f.hash]));
  const sorted = (list: string[]) => list.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    added: sorted([...theirs.keys()].filter((p) => !mine.has(p))),
    removed: sorted([...mine.keys()].filter((p) => !theirs.has(p))),
    changed: sorted(
      [...theirs].filter(([p, h]) => mine.has(p) && mine.get(p) !== h).map(([p]) => p),
    ),
  };
}

/** True when nothing differs. */
export function sameTree(diff: TreeDiff): boolean {
  return diff.added.length + diff.removed.length + diff.changed.length === 0;
}
