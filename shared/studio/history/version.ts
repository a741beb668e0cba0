/**
 * A skill's history as the service keeps it and every client reads it: each version is a small
 * record of the skill's files by content hash (the same sha256 the editor's conditional save
 * compares), so a file unchanged between versions is stored once. Pure: the store that writes
 * these records and their blobs is node/history/; what a version changed, line by line, is
 * worked out here so the app and the CLI say it alike.
 */
import { diffLines } from 'diff';

/** What made a version (the History panel says it in words, the CLI by this id). */
export const CHANGE_KINDS = [
  /** The skill as the studio first saw it, kept before its first change. */
  'first-seen',
  'save',
  /** A field of the "About this skill" form. */
  'form',
  /** A quick fix of a finding. */
  'fix',
  /** A description the optimizer proposed, applied. */
  'optimizer',
  'create',
  'upload',
  'rename',
  'move',
  'delete',
  'import',
  'restore',
  /** Files taken back from an agent's installed copy. */
  'pull-back',
  /** Another program wrote to the skill (the watcher saw it). */
  'outside',
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** The saves a client may name as their cause (saveFile's `cause`); the rest the service knows. */
export const SAVE_CAUSES = ['save', 'form', 'fix', 'optimizer'] as const;
export type SaveCause = (typeof SAVE_CAUSES)[number];

/** How a file's bytes are kept: whole, or (binary files over the limit) by hash and size only. */
export type KeptAs = 'whole' | 'hash-only';

/** One file of a version. */
export interface VersionFile {
  /** "/"-separated, below the skill's folder. */
  path: string;
  /** sha256 of the bytes, hex (the blob's name). */
  hash: string;
  size: number;
  executable: boolean;
  kept: KeptAs;
}

/** How one file differs from the version before. */
export interface FileChange {
  path: string;
  change: 'added' | 'removed' | 'changed';
  /** Lines added and removed, for text files kept whole on both sides. */
  lines?: { added: number; removed: number };
}

/** A version as stored: the whole file list, so any version restores on its own. */
export interface VersionRecord {
  id: string;
  /** Milliseconds since the epoch. */
  at: number;
  kind: ChangeKind;
  files: VersionFile[];
  /** What changed since the version before (empty for the first). */
  changes: FileChange[];
  /** A name the user gave ("Sent to the team"): kept when older versions are pruned. */
  name?: string;
  /** For a rename or a move: the skill's folder before it. */
  from?: string;
}

/**
 * A version's id: its time and a counter, so ids sort as the versions were made and two in the
 * same millisecond differ ("0000019a3f2c1b00-0001").
 */
export function versionId(at: number, seq: number): string {
  return `${at.toString(16).padStart(16, '0')}-${(seq % 0x10000).toString(16).padStart(4, '0')}`;
}

/** Where a blob lives below the store's blobs folder: two levels, as git spreads its objects. */
export function blobPath(hash: string): string {
  if (!/^[0-9a-f]{64}$/.test(hash)) throw new Error(`not a sha256 hash: ${hash}`);
  return `${hash.slice(0, 2)}/${hash.slice(2)}`;
}

/** Lines added and removed from one text to the next (jsdiff's line diff, as a unified diff counts them). */
export function lineDelta(before: string, after: string): { added: number; removed: number } {
  // The lines both share at the start and the end are left out first: a save changes a few
  // lines of a long file, and the diff then runs over those alone (the counts stay minimal).
  const a = before.split(/(?<=\n)/);
  const b = after.split(/(?<=\n)/);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (
    end < a.length - start &&
    end < b.length - start &&
    a[a.length - 1 - end] === b[b.length - 1 - end]
  )
    end++;
  const middle = (lines: string[]) => lines.slice(start, lines.length - end).join('');
  let added = 0;
  let removed = 0;
  for (const part of diffLines(middle(a), middle(b))) {
    const lines = part.count;
    if (part.added) added += lines;
    else if (part.removed) removed += lines;
  }
  return { added, removed };
}

/**
 * What changed from one file list to the next, in path order. `textOf` gives a kept file's text
 * (undefined for a binary or one kept by hash only), for the line counts.
 */
export function changesBetween(
  before: readonly VersionFile[],
  after: readonly VersionFile[],
  textOf: (file: VersionFile) => string | undefined,
): FileChange[] {
  const old = new Map(before.map((f) => [f.path, f]));
  const changes: FileChange[] = [];
  for (const file of after) {
    const was = old.get(file.path);
    old.delete(file.path);
    if (!was) changes.push({ path: file.path, change: 'added' });
    else if (was.hash !== file.hash || was.executable !== file.executable) {
      const a = was.hash === file.hash ? undefined : textOf(was);
      const b = a === undefined ? undefined : textOf(file);
      changes.push({
        path: file.path,
        change: 'changed',
        ...(a !== undefined && b !== undefined && { lines: lineDelta(a, b) }),
      });
    }
  }
  for (const path of old.keys()) changes.push({ path, change: 'removed' });
  return changes.sort((x, y) => (x.path < y.path ? -1 : x.path > y.path ? 1 : 0));
}

/**
 * Which versions pruning removes to bring the store under `maxBytes` and drop those older than
 * `maxAgeMs`: the oldest unnamed first, never a named one, never a skill's newest (it is what
 * the disk holds). `bytesOf` is what removing a version would free (its blobs no other kept
 * version uses), recomputed by the caller as it goes; here, each version's own share.
 */
export function versionsToPrune(
  versions: readonly { id: string; at: number; name?: string; newest: boolean; bytes: number }[],
  usedBytes: number,
  limits: { maxBytes: number; maxAgeMs: number; now: number },
): string[] {
  const candidates = versions
    .filter((v) => v.name === undefined && !v.newest)
    .sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : 1));
  const removed: string[] = [];
  let used = usedBytes;
  for (const v of candidates) {
    const tooOld = limits.now - v.at > limits.maxAgeMs;
    if (!tooOld && used <= limits.maxBytes) break;
    removed.push(v.id);
    used -= v.bytes;
  }
  return removed;
}
