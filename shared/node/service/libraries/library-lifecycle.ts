/**
 * The open libraries' lifecycle: each root opened (from the list remembered at the last close,
 * or read), watched, caught up on what changed before the watch was in place, confirmed and
 * checked in the background, read again when it moves or the watcher loses events, and
 * remembered at the close. The service's call groups reach the libraries through this object.
 */
import { existsSync } from 'node:fs';
import { basename, sep } from 'node:path';
import { cwd } from 'node:process';
import type { RootSnapshot } from '../../../agent/types';
import type { CallOutput } from '../../../ipc/contract';
import { isStudioTemp } from '../../../studio/temp-names';
import type { Fence } from '../../link-fence';
import { isInside } from '../../../studio/paths';
import { removeStaleTemps } from '../../studio-temp';
import { BackgroundWork } from './background-work';
import type { StudioEvents } from '../events';
import { readIndexCache, writeIndexCache, type IndexCacheOptions } from './index-cache';
import { isEmptyDelta, RootIndex, type SkillsDelta } from './library-index';
import { LibraryWatcher } from './library-watcher';
import { libraryFence, realOrUndefined } from './known-skill';
import { pinOf } from '../path-guard';
import type { SettingsStore } from '../settings/settings';
import { SkillOpError } from '../skills/skill-ops';

/** What the lifecycle needs of the service. */
export interface LifecycleOptions {
  settings: SettingsStore;
  events: StudioEvents;
  log: (message: string) => void;
  /** Watch the roots for changes. */
  watch: boolean;
  /** Remember each library's list between runs, so reopening reads only what changed. */
  indexCache?: IndexCacheOptions;
  /** Files of a library changed (by anyone): the installed copies compare themselves again. */
  libraryChanged: (paths: string[]) => void;
  /** Paths another program changed, as the watcher reported them (the history records them). */
  watched?: (paths: string[]) => void;
}

/** The open libraries, from their opening to the service's stop. */
export class LibraryLifecycle {
  /** The open libraries, by root. */
  readonly indexes = new Map<string, RootIndex>();
  /** Each root's snapshot for the agent views, dropped whenever the root changes. */
  readonly snapshots = new Map<string, RootSnapshot>();
  /** Each root's watcher start-up (and catch-up), by root. */
  private readonly watching = new Map<string, Promise<void>>();
  /** Each root's confirmation of a remembered list and full check (background-work.ts). */
  private readonly background: BackgroundWork;
  private readonly watcher: LibraryWatcher;
  /** Roots found not to be their pinned folder, waiting to be read again. */
  private readonly movedRoots = new Set<string>();
  private halted = false;
  /** The lists being remembered, one after another (remember). */
  private writes: Promise<void> = Promise.resolve();
  /** How many skillsChanged events were sent: a list read now has every one of them (listSkills). */
  private changes = 0;

  constructor(private readonly options: LifecycleOptions) {
    this.watcher = new LibraryWatcher({
      changed: (root, paths) => this.onChanged(root, paths),
      rootGone: (root) => this.onRootMoved(root),
      rootBack: (root) => this.onRootMoved(root),
      lost: (root, why) => this.onEventsLost(root, why),
      failed: (root, error) => options.log(`watching ${root} failed: ${String(error)}`),
    });
    this.background = new BackgroundWork({
      live: (index) => this.live(index),
      report: (delta) => this.tell(delta),
      confirmed: (index, delta) => {
        this.snapshots.delete(index.root);
        this.clearStaleTemps(index);
        this.emitDelta(delta);
      },
      checked: (index) => void this.remember(index),
      announce: () => this.announce(),
    });
  }

  /** The open libraries, the only folders whose content is read (link-fence.ts). */
  readonly fence = (): Fence => libraryFence(this.options.settings.read().roots, this.indexes);

  /**
   * Opens every saved root; remembered lists are confirmed only once `during` (the rest of the
   * start-up) is over, so the first list shown is theirs.
   */
  async openSaved(during: () => Promise<void>): Promise<void> {
    this.background.hold();
    for (const root of this.options.settings.read().roots) this.open(root);
    await during();
    this.background.release();
  }

  /** Opens a root: its list at once (remembered or read), then the watch and the catch-up. */
  open(root: string): RootIndex {
    const index = new RootIndex(root, () => this.fence());
    this.indexes.set(root, index);
    const cache = this.options.indexCache;
    const pin = cache ? pinOf(root) : undefined;
    // The list remembered for this very folder is shown at once, marked as being checked,
    // and confirmed by a walk once the watch is in place (confirm); without one, it is read.
    const remembered = cache && pin ? readIndexCache(cache, pin.real, pin) : undefined;
    if (remembered && pin) index.restore(pin, remembered);
    else {
      index.rescan();
      this.background.check(index);
      this.clearStaleTemps(index);
    }
    this.background.opened(index);
    const real = index.real ?? realOrUndefined(root);
    // The list first, then the watch: the watcher's crawl of the tree competes with the scan
    // for the disk and the cores, and the list is what the user waits for. Anything
    // changed before the watch is in place is caught up by comparing stamps (catchUp).
    const watching = this.options.watch ? this.watcher.watch(real ?? root) : undefined;
    if (watching)
      this.watching.set(
        root,
        watching.then(
          () => {
            if (index.confirming) this.background.confirm(index);
            else this.catchUp(index);
          },
          (error: unknown) => {
            this.options.log(`could not watch ${root}: ${String(error)}`);
            if (index.confirming) this.background.confirm(index);
          },
        ),
      );
    else if (index.confirming) this.background.confirm(index);
    // Written a moment later, off the path to the first list (a remembered one is as read);
    // not once the service stopped (its stop wrote the list, and a later one may have since) or
    // the library was removed.
    if (cache && !remembered)
      setTimeout(() => {
        if (this.live(index)) void this.remember(index);
      }, 1000).unref();
    return index;
  }

  /** The root's watcher start-up (and catch-up), while it is open. */
  watched(root: string): Promise<void> | undefined {
    return this.watching.get(root);
  }

  /** True while the index is still the service's (not removed, the service not stopping). */
  private live(index: RootIndex): boolean {
    return !this.halted && this.indexes.get(index.root) === index;
  }

  /** Closes a removed root: its index, watch and snapshot go. */
  async close(root: string): Promise<void> {
    const index = this.indexes.get(root);
    this.indexes.delete(root);
    this.watching.delete(root);
    this.snapshots.delete(root);
    if (index) await this.watcher.unwatch(index.real ?? root);
  }

  /** The open libraries changed: links into or out of them are read again (link-fence.ts). */
  relink(): void {
    this.snapshots.clear();
    for (const index of this.indexes.values()) this.emitDelta(index.relink());
  }

  /** A library as the library list shows it. */
  libraryInfo(root: string): CallOutput<'listLibraries'>[number] {
    const index = this.indexes.get(root);
    return {
      root,
      name: basename(root),
      exists: index?.exists ?? existsSync(root),
      bundled: this.options.settings.read().bundledRoot === root,
      skillCount: index?.skills.size ?? 0,
      checking: index?.checking ?? false,
    };
  }

  /** Sends the library list again (librariesChanged). */
  announce(): void {
    this.options.events.emit(
      'librariesChanged',
      this.options.settings.read().roots.map((r) => this.libraryInfo(r)),
    );
  }

  /** The library a real path lies in (SkillOpError when none). */
  indexFor(realDir: string): RootIndex {
    for (const index of this.indexes.values())
      if (index.real && isInside(index.real, realDir, sep, cwd)) return index;
    throw new SkillOpError('not-in-library');
  }

  /** True when a real path is a library folder itself. */
  isLibrary(real: string): boolean {
    return [...this.indexes.values()].some((i) => i.real === real || i.root === real);
  }

  /** After the service changed something itself, the lists are brought up to date at once. */
  refresh(paths: string[]): void {
    for (const index of this.indexes.values()) {
      const real = index.real;
      const mine = real ? paths.filter((p) => isInside(real, p, sep, cwd)) : [];
      if (mine.length === 0) continue;
      this.snapshots.delete(index.root);
      this.emitDelta(index.apply(mine));
    }
  }

  /**
   * What the service changed itself: the lists at once, and the open views (the watcher's
   * report follows later and finds nothing new).
   */
  changed(paths: string[]): void {
    this.refresh(paths);
    this.options.libraryChanged(paths);
    if (paths.length > 0) this.options.events.emit('filesChanged', { paths });
  }

  /**
   * A call found a root not to be the folder it pinned (the guard refused the call): read it
   * again once, soon, rather than inside the refused call.
   */
  rootMovedUnderneath(root: string): void {
    if (this.movedRoots.has(root)) return;
    this.movedRoots.add(root);
    setImmediate(() => {
      this.movedRoots.delete(root);
      this.onRootMoved(root);
    });
  }

  /** How a library's last full read went: SKILL.md files read, and entries taken from the cache. */
  rescanStats(root: string): { read: number; cached: number } | undefined {
    return this.indexes.get(root)?.lastRescan;
  }

  /** Resolves once every library is watched (changes from then on are reported). */
  async whenWatching(): Promise<void> {
    await Promise.all(this.watching.values());
  }

  /** Resolves once every remembered list shown at start-up has been confirmed by a walk. */
  async whenConfirmed(): Promise<void> {
    await this.whenWatching();
    await this.background.confirmed();
  }

  /** Resolves once every remembered list is confirmed and every skill checked in full. */
  async whenChecked(): Promise<void> {
    await this.background.settled();
  }

  /** From now on no background work starts (the service is stopping). */
  halt(): void {
    this.halted = true;
  }

  /** Stops watching, and remembers each library's list for the next run. */
  async stop(): Promise<void> {
    await this.watcher.close();
    for (const index of this.indexes.values()) await this.remember(index);
  }

  /**
   * Remembers a list, after every write asked for before (so the stop's, which waits for them,
   * is the last: an earlier write still under way could otherwise land after it, or after
   * the file was changed since).
   */
  private remember(index: RootIndex): Promise<void> {
    const write = this.writes.then(() => this.write(index));
    this.writes = write;
    return write;
  }

  // The cache only saves time: failing to write it is logged, never raised.
  private async write(index: RootIndex): Promise<void> {
    const cache = this.options.indexCache;
    if (!cache || !index.pin) return;
    try {
      await writeIndexCache(cache, index.pin.real, index.pin, index.toCache());
    } catch (error) {
      this.options.log(`could not remember the list of ${index.root}: ${String(error)}`);
    }
  }

  // Temp files a killed save (or skill operation) left behind: removed in the background once
  // nothing can still be writing them (studio-temp.ts), never in the way of the list.
  private clearStaleTemps(index: RootIndex): void {
    const temps = index.temps;
    index.temps = [];
    if (temps.length === 0) return;
    void removeStaleTemps(temps).then((removed) => {
      if (removed.length > 0)
        this.options.log(
          `removed ${removed.length} temp files left by interrupted saves in ${index.root}`,
        );
    });
  }

  // What changed between the scan and the watch being in place is never reported by the
  // watcher: compare the files with what was just listed (only changed SKILL.md files are read).
  private catchUp(index: RootIndex): void {
    if (!this.indexes.has(index.root) || !index.real) return;
    this.snapshots.delete(index.root);
    this.emitDelta(index.rescan(index.toCache()));
  }

  private onChanged(watchedRoot: string, reported: string[]): void {
    const index = [...this.indexes.values()].find((i) => (i.real ?? i.root) === watchedRoot);
    // The studio's own temp files come and go with every save: no change to anyone.
    const paths = reported.filter((p) => !isStudioTemp(basename(p)));
    if (!index || paths.length === 0) return;
    this.snapshots.delete(index.root);
    this.emitDelta(index.apply(paths));
    this.options.events.emit('filesChanged', { paths });
    this.options.libraryChanged(paths);
    this.options.watched?.(paths);
  }

  private onRootMoved(watchedRoot: string): void {
    const index = [...this.indexes.values()].find(
      (i) => (i.real ?? i.root) === watchedRoot || i.root === watchedRoot,
    );
    if (!index) return;
    this.snapshots.delete(index.root);
    this.emitDelta(index.rescan());
    this.announce();
  }

  // The watcher may have missed changes (library-watcher.ts): the library is read again (only
  // changed SKILL.md files are re-read), and the UI is told why its list moved.
  private onEventsLost(watchedRoot: string, why: 'burst' | 'error'): void {
    const index = [...this.indexes.values()].find((i) => (i.real ?? i.root) === watchedRoot);
    if (!index) return;
    this.options.log(
      `read ${index.root} again: ${why === 'burst' ? 'a large burst of changes' : 'the watcher failed'}`,
    );
    this.catchUp(index);
    this.options.events.emit('filesChanged', { paths: [index.real ?? index.root] });
    this.options.events.emit('notice', {
      id: 'library-read-again',
      params: { library: index.root },
      tone: 'info',
    });
  }

  /** The version of the lists as they are now: a skillsChanged event of it or older is in them. */
  get version(): number {
    return this.changes;
  }

  // Every change to a list goes out numbered, so a page can drop what its list already has.
  private tell(delta: SkillsDelta): void {
    this.options.events.emit('skillsChanged', { ...delta, version: ++this.changes });
  }

  private emitDelta(delta: SkillsDelta): void {
    if (!isEmptyDelta(delta)) this.tell(delta);
    const index = this.indexes.get(delta.root);
    if (index) this.background.check(index);
  }
}
