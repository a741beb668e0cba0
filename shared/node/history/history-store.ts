/**
 * Every skill's versions, kept in the user-data folder (`<userData>/history/`), never in the
 * skill's folder. Layout: `blobs/ab/cdef…` (file bytes by sha256, stored once however many
 * versions share them), `skills/<key>/<version id>.json` (one small record per version: the
 * whole file list, so any version restores on its own), `skills/<key>/meta.json` (the skill's
 * folder and name), `settings.json` (the limits). A history's key is the sha256 of the skill's
 * real folder path, so the folder name is the index from a skill to its history; a rename or
 * move by the studio renames the history's folder with it (one atomic rename).
 * Used by the service and by the CLI alike: nothing here depends on the service.
 */
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { HistorySettingsSchema } from '../../ipc/history-calls';
import {
  changesBetween,
  versionId,
  type ChangeKind,
  type VersionFile,
  type VersionRecord,
} from '../../studio/history/version';
import { contentHash } from '../atomic-file';
import { BlobChecks, readRecord, readRecords, recordIds, recordName } from './history-records';
import { keepFile, snapshotSkill } from './snapshot';
import {
  DEFAULT_HISTORY_SETTINGS,
  historyRoot,
  type FileChangeIn,
  type HistoryDamage,
  type HistoryList,
  type HistorySettings,
  type KeptBytes,
} from './history-types';
import { PendingFlush, readBlob, readStoreJson, writeStoreFile } from './store-files';
import { pruneStore, storeUsage } from './history-prune';
import {
  encodeJson,
  folderExists,
  folderStamp,
  frontmatterName,
  LINE_DIFF_MAX,
  rememberText,
  sameFiles,
} from './store-helpers';

export { frontmatterName };

export {
  DEFAULT_HISTORY_SETTINGS,
  historyRoot,
  type FileChangeIn,
  type HistoryDamage,
  type HistoryList,
  type HistorySettings,
  type KeptBytes,
};

const MB = 1024 * 1024;

/** The store. One per process is enough; every method may be called concurrently. */
export class HistoryStore {
  readonly blobs: string;
  readonly skills: string;
  private readonly pending: PendingFlush | undefined;
  private readonly checks: BlobChecks;
  /** History folders whose kept checks were read. */
  private readonly adopted = new Set<string>();
  private readonly now: () => number;
  private lastAt = 0;
  private seq = Math.floor(Math.random() * 0x1000);
  private readonly queues = new Map<string, Promise<unknown>>();
  private settingsCache: HistorySettings | undefined;
  /** Texts recorded last (by hash), for the next version's line counts without a read. */
  private readonly recentTexts = new Map<string, string>();
  /** Each history's meta as last written, by folder. */
  private readonly metas = new Map<string, { dir: string; skillHash: string; name: string }>();
  /** Each history's newest record, with its folder's times when it was read or written. */
  private readonly newest = new Map<string, { stamp: string; record: VersionRecord }>();

  /**
   * `root`: the store's folder (historyRoot). `flushLater` (default true): records and blobs
   * reach the disk's cache before a call returns and are flushed just after (see store-files.ts).
   */
  constructor(
    readonly root: string,
    options: { now?: () => number; flushLater?: boolean } = {},
  ) {
    this.blobs = join(root, 'blobs');
    this.skills = join(root, 'skills');
    this.pending = options.flushLater === false ? undefined : new PendingFlush();
    this.checks = new BlobChecks(this.blobs);
    this.now = options.now ?? Date.now;
  }

  /** The history folder of the skill in `dir` (its real path). */
  folderOf(dir: string): string {
    return join(this.skills, contentHash(new TextEncoder().encode(dir)).slice(0, 32));
  }

  /** Waits until everything recorded so far is flushed to the disk. */
  flush(): Promise<void> {
    return this.pending?.flush() ?? Promise.resolve();
  }

  // ---- reading

  /** The skill's versions, newest first, and what of them is damaged. */
  async list(dir: string): Promise<HistoryList> {
    const folder = this.folderOf(dir);
    const { records, damaged } = await readRecords(folder);
    const checked = join(folder, 'checked.json');
    if (!this.adopted.has(folder)) {
      this.adopted.add(folder);
      const read = await readStoreJson(checked);
      if (read.ok) this.checks.adopt(read.value);
    }
    const versions = this.checks.damagedVersions(records);
    // Kept for the next process, as big as this history: its first listing then hashes only
    // blobs new since.
    if (this.checks.fresh > 0)
      await writeStoreFile(checked, encodeJson(this.checks.entries(records)), this.pending).catch(
        () => undefined,
      );
    return {
      versions: records.reverse(),
      damage: damaged > 0 || versions.length > 0 ? { records: damaged, versions } : null,
    };
  }

  /** One version (undefined: no such version, or its record is damaged). */
  record(dir: string, id: string): Promise<VersionRecord | undefined> {
    if (!/^[0-9a-f]{16}-[0-9a-f]{4}$/.test(id)) return Promise.resolve(undefined);
    return readRecord(this.folderOf(dir), id);
  }

  /** The newest version whose record can be read. */
  async latest(dir: string): Promise<VersionRecord | undefined> {
    const folder = this.folderOf(dir);
    // The folder's times change with every record added, renamed or removed, by any process.
    const stamp = await folderStamp(folder);
    const cached = this.newest.get(folder);
    if (cached && stamp !== undefined && cached.stamp === stamp) return cached.record;
    const ids = await recordIds(folder);
    for (let i = ids.length - 1; i >= 0; i--) {
      const record = await readRecord(folder, ids[i] as string);
      if (record) {
        if (stamp !== undefined) this.newest.set(folder, { stamp, record });
        return record;
      }
    }
    return undefined;
  }

  /** Whether the skill has a history. */
  async has(dir: string): Promise<boolean> {
    return (await recordIds(this.folderOf(dir))).length > 0;
  }

  /** A version's file's bytes, checked against its hash. */
  async bytesOf(file: VersionFile): Promise<KeptBytes> {
    if (file.kept === 'hash-only') return { kind: 'hash-only' };
    return readBlob(this.blobs, file.hash);
  }

  // ---- recording

  /**
   * Before the first change of a skill with no history: keeps what is on disk now as its
   * 'first-seen' version (undefined: it had a history, or has no files).
   */
  ensureFirstSeen(dir: string): Promise<VersionRecord | undefined> {
    return this.serial(dir, async () => {
      if (await this.has(dir)) return undefined;
      return this.writeSnapshot(dir, 'first-seen', {});
    });
  }

  /**
   * Records a change to one file the caller holds the bytes of (a save): the last version
   * with that file's entry replaced, without reading the rest of the skill again. A skill
   * with no history is read whole instead. Undefined when nothing changed.
   */
  recordFile(dir: string, change: FileChangeIn): Promise<VersionRecord | undefined> {
    return this.serial(dir, async () => {
      const last = await this.latest(dir);
      if (!last) return this.writeSnapshot(dir, change.kind, {});
      const settings = await this.settings();
      const binaryMax = settings.binaryMaxMb * MB;
      const texts = new Map<string, string>();
      let base = last;
      if (change.before !== undefined) {
        const had = last.files.find((f) => f.path === change.path);
        const hash = change.before === null ? null : contentHash(change.before);
        if ((had?.hash ?? null) !== hash) {
          const files = await this.patched(last.files, change.path, change.before, had, binaryMax);
          if (change.before) rememberText(texts, hash as string, change.before);
          base = await this.writeRecord(dir, 'outside', files, last, texts, {});
        }
      }
      const had = base.files.find((f) => f.path === change.path);
      const files = await this.patched(
        base.files,
        change.path,
        change.bytes,
        had,
        binaryMax,
        change.executable,
      );
      if (sameFiles(files, base.files)) return base === last ? undefined : base;
      if (change.bytes) rememberText(texts, contentHash(change.bytes), change.bytes);
      return this.writeRecord(dir, change.kind, files, base, texts, {});
    });
  }

  /**
   * Records the skill as it is on disk now (a change of many files, a rename, a move, an
   * outside write). `ifChanged`: nothing is recorded when the files equal the last version's
   * (the watcher seeing the studio's own write). A skill whose folder is gone is recorded with
   * no files (a delete).
   */
  recordSkill(
    dir: string,
    kind: ChangeKind,
    extra: { from?: string; ifChanged?: boolean } = {},
  ): Promise<VersionRecord | undefined> {
    return this.serial(dir, async () => {
      const last = await this.latest(dir);
      if (!last) return this.writeSnapshot(dir, kind, extra);
      const settings = await this.settings();
      const files = (await folderExists(dir))
        ? await snapshotSkill(dir, this.blobs, settings.binaryMaxMb * MB, this.pending)
        : [];
      if (extra.ifChanged && sameFiles(files, last.files)) return undefined;
      return this.writeRecord(dir, kind, files, last, new Map(), extra);
    });
  }

  /** Names a version (null: takes its name away); the record is rewritten in place. */
  name(dir: string, id: string, name: string | null): Promise<VersionRecord | undefined> {
    return this.serial(dir, async () => {
      const record = await this.record(dir, id);
      if (!record) return undefined;
      const { name: _old, ...rest } = record;
      const named: VersionRecord = name === null ? rest : { ...rest, name };
      await writeStoreFile(
        join(this.folderOf(dir), recordName(id)),
        encodeJson(named),
        this.pending,
      );
      return named;
    });
  }

  // ---- following a skill

  /**
   * The skill moved from `from` to `to` by the studio: its history goes with it (a history
   * already at `to` is merged in). False when `from` had none.
   */
  async move(from: string, to: string): Promise<boolean> {
    return this.serial(from, () => this.serial(to, () => this.moveFolder(from, to)));
  }

  /** Takes in the history of `from` (a folder gone, see unlinked); returns how many versions came. */
  async link(dir: string, from: string): Promise<number> {
    const count = (await recordIds(this.folderOf(from))).length;
    if (count === 0) return 0;
    await this.move(from, dir);
    return count;
  }

  /**
   * Histories whose folder is gone and whose skill was called `name` (moved or renamed outside
   * the studio), most recent first.
   */
  async unlinked(name: string): Promise<{ dir: string; versions: number; last: number }[]> {
    let keys: string[];
    try {
      keys = await readdir(this.skills);
    } catch {
      return [];
    }
    const found: { dir: string; versions: number; last: number }[] = [];
    for (const key of keys) {
      const meta = await this.readMeta(join(this.skills, key));
      if (!meta || meta.name !== name || (await folderExists(meta.dir))) continue;
      const ids = await recordIds(join(this.skills, key));
      const newest = ids.at(-1);
      if (newest === undefined) continue;
      found.push({ dir: meta.dir, versions: ids.length, last: parseInt(newest.slice(0, 16), 16) });
    }
    return found.sort((a, b) => b.last - a.last);
  }

  // ---- settings, space, pruning

  /** The limits (defaults where none were set, or the file is damaged). */
  async settings(): Promise<HistorySettings> {
    if (this.settingsCache) return this.settingsCache;
    const read = await readStoreJson(join(this.root, 'settings.json'));
    const parsed = read.ok ? HistorySettingsSchema.partial().safeParse(read.value) : undefined;
    this.settingsCache = { ...DEFAULT_HISTORY_SETTINGS, ...(parsed?.success ? parsed.data : {}) };
    return this.settingsCache;
  }

  /** Changes some limits; returns them all. */
  async setSettings(change: Partial<HistorySettings>): Promise<HistorySettings> {
    const next = HistorySettingsSchema.parse({ ...(await this.settings()), ...change });
    await writeStoreFile(join(this.root, 'settings.json'), encodeJson(next), undefined);
    this.settingsCache = next;
    return next;
  }

  /** The bytes the store takes (blobs and records) and how many versions it keeps. */
  usage(): Promise<{ usedBytes: number; versions: number }> {
    return storeUsage(this.root);
  }

  /** Prunes to the limits (versionsToPrune's rules); returns how many versions went. */
  async prune(): Promise<{ versions: number }> {
    return pruneStore(this.root, await this.settings(), this.now());
  }

  // ---- inside

  private async writeSnapshot(
    dir: string,
    kind: ChangeKind,
    extra: { from?: string },
  ): Promise<VersionRecord | undefined> {
    if (!(await folderExists(dir))) return undefined;
    const settings = await this.settings();
    const files = await snapshotSkill(dir, this.blobs, settings.binaryMaxMb * MB, this.pending);
    return this.writeRecord(dir, kind, files, undefined, new Map(), extra);
  }

  // A file list with one entry replaced (or removed when `bytes` is null).
  private async patched(
    files: readonly VersionFile[],
    path: string,
    bytes: Uint8Array | null,
    had: VersionFile | undefined,
    binaryMax: number,
    executable?: boolean,
  ): Promise<VersionFile[]> {
    const rest = files.filter((f) => f.path !== path);
    if (bytes === null) return rest;
    const file = await keepFile(
      this.blobs,
      path,
      bytes,
      executable ?? had?.executable ?? false,
      binaryMax,
      this.pending,
    );
    return [...rest, file].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  }

  private async writeRecord(
    dir: string,
    kind: ChangeKind,
    files: VersionFile[],
    before: VersionRecord | undefined,
    texts: Map<string, string>,
    extra: { from?: string },
  ): Promise<VersionRecord> {
    const folder = this.folderOf(dir);
    if (before) await this.loadTexts(before.files, files, texts);
    const changes = before ? changesBetween(before.files, files, (f) => texts.get(f.hash)) : [];
    await this.writeMeta(folder, dir, files, texts);
    // The texts just recorded are the next save's "before": kept at hand (a few, for line counts).
    for (const [hash, text] of texts) {
      this.recentTexts.delete(hash);
      this.recentTexts.set(hash, text);
    }
    while (this.recentTexts.size > 16)
      this.recentTexts.delete(this.recentTexts.keys().next().value as string);
    for (;;) {
      const at = Math.max(this.now(), this.lastAt);
      if (at !== this.lastAt) this.lastAt = at;
      const record: VersionRecord = {
        id: versionId(at, this.seq++),
        at,
        kind,
        files,
        changes,
        ...(extra.from !== undefined && { from: extra.from }),
      };
      // Create-only: another process (the CLI) recording in the same millisecond never loses its record.
      const path = join(folder, recordName(record.id));
      if (await writeStoreFile(path, encodeJson(record), this.pending, true)) {
        const stamp = await folderStamp(folder);
        if (stamp !== undefined) this.newest.set(folder, { stamp, record });
        return record;
      }
    }
  }

  // The texts changesBetween needs for its line counts, read from the blobs when not at hand.
  private async loadTexts(
    before: readonly VersionFile[],
    after: readonly VersionFile[],
    texts: Map<string, string>,
  ): Promise<void> {
    const old = new Map(before.map((f) => [f.path, f]));
    for (const file of after) {
      const was = old.get(file.path);
      if (!was || was.hash === file.hash) continue;
      for (const f of [was, file]) {
        const recent = this.recentTexts.get(f.hash);
        if (recent !== undefined && !texts.has(f.hash)) texts.set(f.hash, recent);
        if (texts.has(f.hash) || f.kept !== 'whole' || f.size > LINE_DIFF_MAX) continue;
        const read = await readBlob(this.blobs, f.hash);
        if (read.kind === 'ok') rememberText(texts, f.hash, read.bytes);
      }
    }
  }

  // The meta file is written only when the folder or SKILL.md changed since it was last seen.
  private async writeMeta(
    folder: string,
    dir: string,
    files: readonly VersionFile[],
    texts?: ReadonlyMap<string, string>,
  ) {
    const skillHash = files.find((f) => f.path === 'SKILL.md')?.hash ?? '';
    const known = this.metas.get(folder);
    if (known && known.dir === dir && known.skillHash === skillHash) return;
    const text = texts?.get(skillHash);
    const name = text !== undefined ? frontmatterName(text) : await this.skillName(files);
    // A save that kept the name (most do) needs no read of the meta file this store wrote.
    const meta = known?.dir === dir ? known : await this.readMeta(folder);
    if (!meta || meta.dir !== dir || meta.name !== name) {
      await mkdir(folder, { recursive: true });
      await writeStoreFile(join(folder, 'meta.json'), encodeJson({ dir, name }), this.pending);
    }
    this.metas.set(folder, { dir, skillHash, name });
  }

  private async readMeta(folder: string): Promise<{ dir: string; name: string } | undefined> {
    const read = await readStoreJson(join(folder, 'meta.json'));
    const parsed = read.ok
      ? z.object({ dir: z.string(), name: z.string() }).safeParse(read.value)
      : undefined;
    return parsed?.success ? parsed.data : undefined;
  }

  // The skill's name from its SKILL.md's frontmatter (to offer its history when it moves away).
  private async skillName(files: readonly VersionFile[]): Promise<string> {
    const skill = files.find((f) => f.path === 'SKILL.md');
    if (!skill || skill.kept !== 'whole') return '';
    const read = await readBlob(this.blobs, skill.hash);
    return read.kind === 'ok' ? frontmatterName(read.bytes.toString('utf8')) : '';
  }

  private async moveFolder(from: string, to: string): Promise<boolean> {
    const source = this.folderOf(from);
    const target = this.folderOf(to);
    const ids = await recordIds(source);
    if (ids.length === 0) return false;
    await mkdir(this.skills, { recursive: true });
    if ((await recordIds(target)).length === 0) {
      await rm(target, { recursive: true, force: true });
      await rename(source, target);
    } else {
      for (const id of ids)
        await rename(join(source, recordName(id)), join(target, recordName(id)));
      await rm(source, { recursive: true, force: true });
    }
    const last = await this.latest(to);
    await this.writeMeta(target, to, last?.files ?? []);
    return true;
  }

  // One change of a skill at a time (in this process), so each version follows the one before.
  private serial<T>(dir: string, work: () => Promise<T>): Promise<T> {
    const key = this.folderOf(dir);
    const previous = this.queues.get(key) ?? Promise.resolve();
    const next = previous.then(work, work);
    const settled = next.catch(() => undefined);
    this.queues.set(key, settled);
    void settled.then(() => {
      if (this.queues.get(key) === settled) this.queues.delete(key);
    });
    return next;
  }
}
