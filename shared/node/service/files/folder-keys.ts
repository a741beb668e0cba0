/**
 * Folders' names by collision key (case and Unicode form folded), for calls that ask of many
 * names whether each is taken (checkAdd's hundreds into a folder of 100,000 files). On a
 * case-sensitive disk no lookup by name can find "LOGO.png" for "logo.png": the folder must be
 * listed. It is listed without holding the service (in slices, the event loop turned between
 * them, so other calls are answered meanwhile), and the listing is kept for the next call
 * while an lstat of the folder gives the stamp it had (any entry added, removed or renamed
 * changes the folder's times), taken only of a folder whose last change had settled by then
 * (SETTLED_MS, as kept texts do). A call over an unchanged folder then costs a lookup a name.
 */
import { lstatSync } from 'node:fs';
import { opendir } from 'node:fs/promises';
import { join } from 'node:path';
import { collisionKey } from '../../../package/entry-names';
import { pathParts, skillPathProblem } from '../../../studio/skill-paths';
import { sameStamp, stampOfStats, type FileStamp } from '../../read-head';
import { turn } from '../turn';
import { SETTLED_MS } from './kept-texts';
import { FolderNames } from './place-file';

/** Entries read between two turns of the event loop. */
const SLICE = 1000;
/** Names kept in all at most (the least recently used folder is dropped first). */
const MAX_NAMES = 400_000;

type Keys = Map<string, string[]>;

interface Listing {
  stamp: FileStamp;
  keys: Keys;
  names: number;
}

// The folder's stamp now, or undefined when it is no folder.
function folderStamp(folder: string): FileStamp | undefined {
  const st = lstatSync(folder, { throwIfNoEntry: false });
  return st?.isDirectory() ? stampOfStats(st) : undefined;
}

/** The listings kept between calls. */
export class FolderKeys {
  private readonly kept = new Map<string, Listing>();
  private total = 0;

  /** One call's view: each folder read at most once in it, kept ones used while unchanged. */
  view(): FolderKeysView {
    return new FolderKeysView(this);
  }

  /** `folder`'s names by key: a kept listing while the folder is unchanged, else read. */
  async read(folder: string): Promise<Keys> {
    const stamp = folderStamp(folder);
    if (!stamp) return new Map();
    const kept = this.kept.get(folder);
    if (kept && sameStamp(kept.stamp, stamp)) {
      // Most recently used last.
      this.kept.delete(folder);
      this.kept.set(folder, kept);
      return kept.keys;
    }
    const started = Date.now();
    const { keys, names } = await listKeys(folder);
    this.drop(folder);
    // Unchanged since before the read, and settled then: a change after it gives another stamp.
    const now = folderStamp(folder);
    if (sameStamp(now, stamp) && stamp.mtimeMs < started - SETTLED_MS && names <= MAX_NAMES) {
      this.kept.set(folder, { stamp, keys, names });
      this.total += names;
      for (const [old, listing] of this.kept) {
        if (this.total <= MAX_NAMES) break;
        this.drop(old, listing);
      }
    }
    return keys;
  }

  private drop(folder: string, listing = this.kept.get(folder)): void {
    if (!listing) return;
    this.kept.delete(folder);
    this.total -= listing.names;
  }
}

/**
 * One call's folder names: the folders it will look in are loaded first (asynchronously), then
 * the call's synchronous checks (FolderNames) find them here; a folder not loaded is read as
 * FolderNames reads it.
 */
export class FolderKeysView extends FolderNames {
  private readonly loaded = new Map<string, Keys>();

  constructor(private readonly keys: FolderKeys) {
    super();
  }

  /** Reads each of `folders` not loaded yet. */
  async load(folders: Iterable<string>): Promise<void> {
    for (const folder of folders)
      if (!this.loaded.has(folder)) this.loaded.set(folder, await this.keys.read(folder));
  }

  override like(folder: string, name: string): readonly string[] {
    const keys = this.loaded.get(folder);
    return keys ? (keys.get(collisionKey(name)) ?? []) : super.like(folder, name);
  }
}

/**
 * The folders below `base` that placing each of `rels` looks in (each one's parent and the
 * folders on its way), for a view to load before the checks; paths refused anyway are left out.
 */
export function foldersOnTheWay(base: string, rels: Iterable<string>): Set<string> {
  const folders = new Set<string>();
  for (const rel of rels) {
    if (skillPathProblem(rel)) continue;
    const parts = pathParts(rel).filter((p) => p !== '');
    for (let i = 0; i < parts.length; i++) folders.add(join(base, ...parts.slice(0, i)));
  }
  return folders;
}

// Lists `folder` by key, a slice at a time.
async function listKeys(folder: string): Promise<{ keys: Keys; names: number }> {
  const keys: Keys = new Map();
  let names = 0;
  let dir;
  try {
    dir = await opendir(folder, { bufferSize: 256 });
  } catch {
    return { keys, names };
  }
  try {
    for (let entry = await dir.read(); entry; entry = await dir.read()) {
      const key = collisionKey(entry.name);
      const same = keys.get(key);
      if (same) same.push(entry.name);
      else keys.set(key, [entry.name]);
      if (++names % SLICE === 0) await turn();
    }
  } finally {
    await dir.close().catch(() => undefined);
  }
  return { keys, names };
}
