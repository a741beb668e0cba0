/**
 * The service's side of the history: every change the studio makes to a skill is recorded
 * (kept first as 'first-seen' when the skill had no history), and so is every write by
 * another program the watcher sees, once: the watcher's look comes after the studio's own
 * change is recorded and finds the skill as its newest version has it. A save's version is
 * written before the save answers (a kill right after the answer loses no version); its
 * flush to the disk, pruning and the historyChanged event come after.
 */
import { existsSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import type { ChangeKind, VersionRecord } from '../../../studio/history/version';
import type { HistoryStore } from '../../history/history-store';

/** What the recorder needs of the service. */
export interface RecorderOptions {
  store: HistoryStore;
  /** The skill folder a real path lies in (undefined: not in a skill of a library). */
  libraryRoots: () => string[];
  /** Tells the pages a skill's history changed. */
  emit: (dir: string) => void;
  log: (message: string) => void;
}

/** How many versions are recorded between two prunings. */
const PRUNE_EVERY = 200;
/** How long the watcher's look at a skill waits for the studio's own changes to settle. */
const OUTSIDE_DELAY_MS = 150;

/** Records the studio's changes and the watcher's. */
export class HistoryRecorder {
  /** Skills known to have a history (so a save does not look again). */
  private readonly known = new Set<string>();
  /** Changes by the studio under way, by skill folder. */
  private readonly busy = new Map<string, number>();
  private readonly waiting = new Map<string, ReturnType<typeof setTimeout>>();
  /** Looks under way, and who waits for none to be waiting or under way (whenLooked). */
  private looking = 0;
  private readonly idle: (() => void)[] = [];
  private recorded = 0;
  private pruning: Promise<unknown> | undefined;

  constructor(private readonly options: RecorderOptions) {}

  get store(): HistoryStore {
    return this.options.store;
  }

  /** The skill folder holding a real path (the path itself when it is one), inside a library. */
  skillOf(real: string): string | undefined {
    const root = this.options.libraryRoots().find((r) => real === r || real.startsWith(r + sep));
    if (root === undefined) return undefined;
    for (let dir = real; dir !== root && dir.startsWith(root + sep); dir = dirname(dir))
      if (existsSync(join(dir, 'SKILL.md')) || existsSync(join(dir, 'skill.md'))) return dir;
    return undefined;
  }

  /**
   * Runs a change of the skills in `dirs` by the studio: each kept as first seen before it
   * when it has no history, then `after` says what to record.
   */
  async change<T>(
    dirs: readonly (string | undefined)[],
    run: () => Promise<T>,
    after: (result: T) => Promise<void>,
  ): Promise<T> {
    const skills = [...new Set(dirs.filter((d): d is string => d !== undefined))];
    for (const dir of skills) this.busy.set(dir, (this.busy.get(dir) ?? 0) + 1);
    try {
      for (const dir of skills) await this.firstSeen(dir);
      const result = await run();
      await after(result).catch((error: unknown) =>
        this.options.log(`history: could not record a change: ${String(error)}`),
      );
      return result;
    } finally {
      for (const dir of skills) {
        const n = (this.busy.get(dir) ?? 1) - 1;
        if (n === 0) this.busy.delete(dir);
        else this.busy.set(dir, n);
      }
    }
  }

  /** Keeps the skill as it is now when it has no history yet. */
  async firstSeen(dir: string): Promise<void> {
    if (this.known.has(dir)) return;
    const made = await this.options.store.ensureFirstSeen(dir).catch((error: unknown) => {
      this.options.log(`history: could not keep ${dir} as first seen: ${String(error)}`);
      return undefined;
    });
    this.known.add(dir);
    if (made) this.done(dir, made);
  }

  /** Records the skill as it is on disk now. */
  async skill(dir: string, kind: ChangeKind, from?: string): Promise<void> {
    const made = await this.options.store.recordSkill(dir, kind, {
      ...(from !== undefined && { from }),
    });
    this.known.add(dir);
    this.done(dir, made);
  }

  /** Records a saved file from the bytes the save wrote (no re-walk). */
  async saved(
    dir: string,
    path: string,
    bytes: Uint8Array,
    before: Uint8Array | null,
    kind: ChangeKind,
  ): Promise<void> {
    const made = await this.options.store.recordFile(dir, { path, bytes, before, kind });
    this.known.add(dir);
    this.done(dir, made);
  }

  /** The studio moved a skill: its history follows it, then the move is recorded. */
  async moved(from: string, to: string, kind: ChangeKind): Promise<void> {
    await this.options.store.move(from, to);
    this.known.delete(from);
    await this.skill(to, kind, from);
    this.options.emit(from);
  }

  /**
   * The watcher saw `paths` change: each skill among them is looked at once the studio's own
   * changes to it are done, and recorded as 'outside' when it differs from its newest version.
   */
  watched(paths: readonly string[]): void {
    const skills = new Set<string>();
    for (const path of paths) {
      const dir = this.skillOf(path);
      if (dir !== undefined) skills.add(dir);
    }
    for (const dir of skills) this.lookLater(dir);
  }

  private lookLater(dir: string): void {
    clearTimeout(this.waiting.get(dir));
    this.waiting.set(
      dir,
      setTimeout(() => {
        this.waiting.delete(dir);
        if (this.busy.has(dir)) return this.lookLater(dir);
        this.looking++;
        void this.outside(dir).finally(() => {
          this.looking--;
          this.wakeIdle();
        });
      }, OUTSIDE_DELAY_MS),
    );
  }

  private async outside(dir: string): Promise<void> {
    try {
      // A skill the studio never changed had no history: the first version is simply what is there.
      const made = (await this.options.store.has(dir))
        ? await this.options.store.recordSkill(dir, 'outside', { ifChanged: true })
        : await this.options.store.ensureFirstSeen(dir);
      this.known.add(dir);
      this.done(dir, made);
    } catch (error) {
      this.options.log(`history: could not record an outside change of ${dir}: ${String(error)}`);
    }
  }

  /** Tells the pages the skill's history changed (a name, a link, a restore). */
  tell(dir: string): void {
    this.options.emit(dir);
  }

  /** Stops the watcher's pending looks. */
  stop(): void {
    for (const timer of this.waiting.values()) clearTimeout(timer);
    this.waiting.clear();
    this.wakeIdle();
  }

  /** Resolves once every look the watcher asked for so far is done (none waiting, none running). */
  whenLooked(): Promise<void> {
    return new Promise((resolve) => {
      this.idle.push(resolve);
      this.wakeIdle();
    });
  }

  private wakeIdle(): void {
    if (this.waiting.size === 0 && this.looking === 0)
      for (const wake of this.idle.splice(0)) wake();
  }

  /** Everything recorded is flushed and any pruning finished. */
  async settled(): Promise<void> {
    await this.pruning;
    await this.options.store.flush();
  }

  /** Prunes in the background (at start, and every PRUNE_EVERY versions). */
  pruneSoon(): void {
    this.pruning ??= this.options.store
      .prune()
      .catch((error: unknown) => this.options.log(`history: pruning failed: ${String(error)}`))
      .finally(() => {
        this.pruning = undefined;
      });
  }

  private done(dir: string, made: VersionRecord | undefined): void {
    if (!made) return;
    this.options.emit(dir);
    if (++this.recorded % PRUNE_EVERY === 0) this.pruneSoon();
  }
}
