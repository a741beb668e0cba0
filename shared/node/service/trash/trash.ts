/**
 * The studio's trash: everything the studio deletes (skills, files, folders) is recorded here
 * with its library, its place and the time, so the Trash view can list it and put it back.
 * In the browser host the item itself moves here (`<userData>/trash/<id>/item`, beside its
 * record); in the desktop app it goes to the system trash and only the record stays, saying
 * so and, where the host found it there again (the freedesktop.org trash on Linux, the Trash on
 * macOS, the Recycle Bin on Windows), where it lies, so it restores from there. Each step
 * is ordered so that a crash leaves either the item where it was or a complete entry.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { cp, lstat, mkdir, realpath, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  legacyTrashRecord,
  parseTrashRecord,
  serializeTrashRecord,
  trashId,
  type SystemTrashed,
  type TrashRecord,
} from '../../../studio/trash-record';
import { writeFileAtomic } from '../../atomic-file';
import { listSkillFiles } from '../../skill-files';
import { tempPathBeside } from '../../studio-temp';
import { moveNoReplace } from '../files/move-entry';

/** A trash entry as listed: its record, and whether the item is still there to restore. */
export interface TrashEntry extends TrashRecord {
  restorable: boolean;
}

/** What a deletion records besides the time and the id. */
export type TrashPut = Pick<TrashRecord, 'kind' | 'library' | 'rel'>;

const RECORD = 'record.json';
const ITEM = 'item';

/** What a system trash held just before an item went there, to tell its new entry from older ones. */
export interface SystemTrashBefore {
  /** The entries (or their info files) already there. */
  entries: ReadonlySet<string>;
  /** The item's own identity (device:inode) before it went. */
  identity?: string;
}

/** How a host finds an item in its system trash again and takes it out. */
export interface SystemTrashAccess {
  /** What the system trash holds before `path` goes there. */
  before(path: string): SystemTrashBefore;
  /** Where the item just trashed from `path` lies, if it can be found. */
  find(path: string, before: SystemTrashBefore): SystemTrashed | undefined;
  /** Whether it is still there, the very entry that was found. */
  still(item: SystemTrashed): boolean;
  /** Moves it to `target` in the real folder `folder`; false when `target` is taken (nothing moved). */
  takeOut(item: SystemTrashed, target: string, folder: string): Promise<boolean>;
}

/** The trash folder and, where the host has one, the system trash. */
export class StudioTrash {
  constructor(
    readonly dir: string,
    private readonly systemTrash?: (path: string) => Promise<void>,
    private readonly access?: SystemTrashAccess,
  ) {}

  /** Moves `path` to the trash and records it; returns its record. */
  async put(path: string, what: TrashPut): Promise<TrashRecord> {
    const { files, bytes } = sizeOf(path);
    const id = trashId(new Date(), randomBytes(4).toString('hex'));
    const record: TrashRecord = {
      version: 1,
      id,
      ...what,
      deletedAt: new Date().toISOString(),
      where: this.systemTrash ? 'system-trash' : 'studio-trash',
      files,
      bytes,
    };
    const entry = join(this.dir, id);
    await mkdir(entry, { recursive: true });
    try {
      if (this.systemTrash) {
        const before = this.access?.before(path);
        await this.systemTrash(path);
        const system = before && this.access?.find(path, before);
        if (system) record.system = system;
        await writeFileAtomic(
          join(entry, RECORD),
          new TextEncoder().encode(serializeTrashRecord(record)),
        );
        return record;
      }
      // The record first: an item without one could not be put back.
      await writeFileAtomic(
        join(entry, RECORD),
        new TextEncoder().encode(serializeTrashRecord(record)),
      );
      await moveAcross(path, join(entry, ITEM), await realpath(entry));
    } catch (error) {
      await rm(entry, { recursive: true, force: true });
      throw error;
    }
    return record;
  }

  /**
   * Every entry, newest first, old-layout folders (a deleted skill's folder named by its time,
   * no record) included; folders without a readable record are left out.
   */
  list(): TrashEntry[] {
    if (!existsSync(this.dir)) return [];
    const out: TrashEntry[] = [];
    for (const name of readdirSync(this.dir)) {
      const record = this.record(name);
      if (!record) continue;
      const restorable = this.restorable(record);
      // A studio-trash entry whose item never arrived (a crash in between) is not listed.
      if (record.where === 'studio-trash' && !restorable) continue;
      out.push({ ...record, restorable });
    }
    return out.sort((a, b) => (a.deletedAt < b.deletedAt ? 1 : a.deletedAt > b.deletedAt ? -1 : 0));
  }

  /** The entry's record, if `id` names one. */
  record(id: string): TrashRecord | undefined {
    const legacy = legacyTrashRecord(id);
    if (legacy) {
      const at = join(this.dir, id);
      if (!isRealFolder(at) || existsSync(join(at, RECORD))) return undefined;
      return { ...legacy, ...sizeOf(at) };
    }
    if (!/^[0-9a-z-]{1,80}$/.test(id)) return undefined;
    try {
      const record = parseTrashRecord(readFileSync(join(this.dir, id, RECORD), 'utf8'));
      return record?.id === id ? record : undefined;
    } catch {
      return undefined;
    }
  }

  /** Whether the entry's item can be put back (it is here, or found in the system trash). */
  restorable(record: TrashRecord): boolean {
    if (record.legacy) return isRealFolder(join(this.dir, record.id));
    if (record.where === 'studio-trash') return existsSync(join(this.dir, record.id, ITEM));
    return record.system !== undefined && this.access?.still(record.system) === true;
  }

  /**
   * Moves the entry's item to `target` in the real folder `folder` (whose place the caller has
   * settled) and drops the entry; false, nothing moved, when `target` is taken by then.
   */
  async takeOut(record: TrashRecord, target: string, folder: string): Promise<boolean> {
    if (record.where === 'system-trash') {
      if (!record.system || !this.access) throw new Error('not in a system trash the studio reads');
      if (!(await this.access.takeOut(record.system, target, folder))) return false;
    } else if (record.legacy) {
      // The old layout's folder is the skill itself: moving it out leaves no entry behind.
      return moveAcross(join(this.dir, record.id), target, folder);
    } else if (!(await moveAcross(join(this.dir, record.id, ITEM), target, folder))) return false;
    const id = record.id;
    await rm(join(this.dir, id), { recursive: true, force: true });
    return true;
  }

  /** Deletes entries for good (all of them without `ids`); returns how many went. */
  async empty(ids?: readonly string[]): Promise<number> {
    const chosen = ids ?? (existsSync(this.dir) ? readdirSync(this.dir) : []);
    let removed = 0;
    for (const id of chosen) {
      const entry = /^[0-9a-z-]{1,80}$/.test(id) || legacyTrashRecord(id) !== undefined;
      if (!entry || !existsSync(join(this.dir, id))) continue;
      await rm(join(this.dir, id), { recursive: true, force: true });
      removed++;
    }
    return removed;
  }
}

/**
 * Moves `from` to `to` (in the real folder `folder`) without ever replacing what is at `to`,
 * even what arrives there after the caller looked: the name is taken by a call that fails when
 * it is taken (moveNoReplace); false when it was (nothing moved). Across file systems the item
 * is copied beside `to` first and that whole copy takes the name the same way.
 */
export async function moveAcross(from: string, to: string, folder: string): Promise<boolean> {
  if ((await lstat(from)).dev === (await stat(folder)).dev) {
    try {
      return await moveNoReplace(from, to, folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    }
  }
  const partial = tempPathBeside(to);
  await cp(from, partial, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
  try {
    if (!(await moveNoReplace(partial, to, folder))) return false;
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
  await rm(from, { recursive: true, force: true });
  return true;
}

// A folder, not a link to one: the old layout's entries are whole skill folders.
function isRealFolder(path: string): boolean {
  try {
    return lstatSync(path).isDirectory();
  } catch {
    return false;
  }
}

// How much goes: the files of a folder (the skill-file listing, so the count matches the tree).
function sizeOf(path: string): { files: number; bytes: number } {
  const st = lstatSync(path);
  if (!st.isDirectory()) return { files: 1, bytes: st.size };
  const files = listSkillFiles(path);
  return { files: files.length, bytes: files.reduce((n, f) => n + f.size, 0) };
}
