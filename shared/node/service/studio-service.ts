/**
 * The studio service: the only thing that touches the disk. It owns the library roots, keeps
 * each one's skill list current through a watcher, and implements every call of the contract.
 * Electron's IPC and the web host both expose this one object.
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { RootSnapshot } from '../../agent/types';
import type { CallOutput, StudioHandlers } from '../../ipc/contract';
import { StudioEvents } from './events';
import { readIndexCache, writeIndexCache, type IndexCacheOptions } from './index-cache';
import { BackgroundWork } from './background-work';
import { isEmptyDelta, RootIndex, type SkillsDelta } from './library-index';
import { libraryFence, realOrUndefined } from './known-skill';
import { exportsDir, uploadsDir } from './package-ops';
import { LibraryWatcher } from './library-watcher';
import type { Fence } from '../link-fence';
import { isInside } from '../path-inside';
import { PathGuard, pinOf } from './path-guard';
import { KeyedLock } from './keyed-lock';
import { removeStaleTemps } from '../studio-temp';
import { isStudioTemp } from '../../studio/temp-names';
import { keepBeside } from './save-file';
import { LateWrites } from './late-writes';
import type { SettingsStore } from './settings';
import { SkillOpError } from './skill-ops';
import { fileOps, type IncomingFile } from './file-ops';
import { skillHandlers } from './skill-handlers';
import { libraryHandlers } from './library-handlers';
import { folderHandlers } from './folder-handlers';
import { downloadableArchive, receiveArchive } from './archive-transfer';
import { agentPackageHandlers } from './agent-package-handlers';
import { StudioTrash, type SystemTrashAccess } from './trash';
import { InstallOps } from './install-ops';
import type { AgentEnv } from '../../install/agents';
import { agentEnvFrom } from '../install/agent-env';
import type { LinkSystem } from '../install/make-link';
import { serveFile, type ServedFile } from './file-serving';

/** What the host (Electron or the web host) provides. */
export interface ServiceOptions {
  settings: SettingsStore;
  /** The user-data folder (the studio's own trash lives there). */
  userData: string;
  /** The system trash, where the host has one (Electron's shell.trashItem). */
  trash?: (path: string) => Promise<void>;
  /** Finding what `trash` took in the system trash again, to restore it (Linux's freedesktop.org trash). */
  systemTrash?: SystemTrashAccess;
  /** Shows a file in the system's file manager (Electron's shell.showItemInFolder). */
  showInFolder?: (path: string) => void;
  /** Files may be added by their paths: the desktop app, where the user dropped them. */
  copyFromPaths?: boolean;
  /** Native file dialogs, where the host has them. */
  pickPath?: StudioHandlers['pickPath'];
  /** Where refusals and failures are recorded. */
  log?: (message: string) => void;
  /** Watch the roots for changes (default true). */
  watch?: boolean;
  /** Remember each library's list between runs, so reopening reads only what changed. */
  indexCache?: IndexCacheOptions;
  /** Where agents' folders are (default: this process's home folder and environment). */
  agentEnv?: AgentEnv;
  /** How links are made (tests stand in for another OS). */
  links?: LinkSystem;
}

/** The service. Call start() before use and stop() when done. */
export class StudioService {
  readonly events = new StudioEvents();
  readonly handlers: StudioHandlers;
  private readonly indexes = new Map<string, RootIndex>();
  /** Each root's watcher start-up (and catch-up), by root. */
  private readonly watching = new Map<string, Promise<void>>();
  private readonly snapshots = new Map<string, RootSnapshot>();
  /** Each root's confirmation of a remembered list and full check (background-work.ts). */
  private readonly background: BackgroundWork;
  /** The open libraries, the only folders whose content is read (link-fence.ts). */
  private readonly fence = (): Fence =>
    libraryFence(this.options.settings.read().roots, this.indexes);
  private stopping = false;
  private readonly guard: PathGuard;
  private readonly watcher: LibraryWatcher;
  private readonly log: (message: string) => void;
  private readonly trash: StudioTrash;
  private readonly files: ReturnType<typeof fileOps>;
  private readonly installs: InstallOps;
  /** Saves of one file run one at a time (by real path), each comparing against the last. */
  private readonly saves = new KeyedLock();
  /** Roots found not to be their pinned folder, waiting to be read again. */
  private readonly movedRoots = new Set<string>();
  /** Files replaced by saves, looked at again a little later. */
  private readonly lateWrites = new LateWrites(
    (path, bytes, kept) =>
      keepBeside(path, bytes, { allowFolder: (folder) => this.guard.allows(folder) }, kept),
    (path, kept) => {
      this.log(`another program wrote to ${path} just after it was saved; kept in ${kept}`);
      this.refresh([kept]);
      this.events.emit('notice', {
        id: 'late-write-kept',
        params: { file: basename(path), kept: basename(kept) },
        tone: 'warning',
      });
    },
  );

  constructor(private readonly options: ServiceOptions) {
    this.log = options.log ?? (() => undefined);
    this.guard = new PathGuard(
      () => [...this.indexes.values()].map((i) => ({ root: i.root, pin: i.pin })),
      this.log,
      (root) => this.rootMovedUnderneath(root),
    );
    this.trash = new StudioTrash(
      join(options.userData, 'trash'),
      options.trash,
      options.systemTrash,
    );
    this.files = fileOps({
      guard: this.guard,
      trash: this.trash,
      libraryOf: (real) => {
        const index = this.indexFor(real);
        return { root: index.root, real: index.real ?? index.root };
      },
      libraries: () => [...this.indexes.values()].map((i) => ({ root: i.root, real: i.real })),
      changed: (paths) => this.changed(paths),
      copyFromPaths: options.copyFromPaths ?? false,
      progress: (report) => this.events.emit('addProgress', report),
      ...(options.showInFolder && { showInFolder: options.showInFolder }),
    });
    this.installs = new InstallOps({
      guard: this.guard,
      trash: this.trash,
      userData: options.userData,
      env: options.agentEnv ?? agentEnvFrom(),
      ...(options.links && { links: options.links }),
      watch: options.watch !== false,
      libraryOf: (real) => {
        const index = this.indexFor(real);
        return { root: index.root, real: index.real ?? index.root };
      },
      changed: (paths) => this.changed(paths),
      emit: (copies) => this.events.emit('installsChanged', copies),
      log: this.log,
    });
    this.watcher = new LibraryWatcher({
      changed: (root, paths) => this.onChanged(root, paths),
      rootGone: (root) => this.onRootMoved(root),
      rootBack: (root) => this.onRootMoved(root),
      lost: (root, why) => this.onEventsLost(root, why),
      failed: (root, error) => this.log(`watching ${root} failed: ${String(error)}`),
    });
    this.background = new BackgroundWork({
      live: (index) => !this.stopping && this.indexes.get(index.root) === index,
      report: (delta) => this.events.emit('skillsChanged', delta),
      confirmed: (index, delta) => {
        this.snapshots.delete(index.root);
        this.clearStaleTemps(index);
        this.emitDelta(delta);
      },
      checked: (index) => void this.remember(index),
      announce: () =>
        this.events.emit(
          'librariesChanged',
          this.options.settings.read().roots.map((r) => this.libraryInfo(r)),
        ),
    });
    this.handlers = this.buildHandlers();
  }

  /**
   * Keeps an archive the browser uploads, for importArchive, and returns its path: the
   * browser has no open dialog that reveals a path, so an upload is how the user chooses a
   * file there. Refused past `maxBytes`.
   */
  async receiveUpload(
    fileName: string,
    chunks: AsyncIterable<Uint8Array>,
    maxBytes: number,
  ): Promise<string> {
    const path = await receiveArchive(this.options.userData, fileName, chunks, maxBytes);
    this.guard.grant(path);
    return path;
  }

  /** Receives one file uploaded into a skill (the browser host streams it here). */
  receiveSkillFile(file: IncomingFile, chunks: AsyncIterable<Uint8Array>) {
    return this.files.receiveSkillFile(file, chunks);
  }

  /** A file of a library for the page to show or download (`api/file`), through the path guard. */
  serveFile(path: string, download: boolean, range?: string): ServedFile {
    return serveFile(this.guard.resolve(path), download, range);
  }

  /** The real path of an archive packaged for download, if `path` is one. */
  downloadable(path: string): string | undefined {
    return downloadableArchive(this.options.userData, path);
  }

  /**
   * Opens every saved root: their lists are ready when this resolves; the watchers finish
   * starting in the background (whenWatching), then catch up on anything changed meanwhile.
   */
  async start(): Promise<void> {
    // Downloads and uploads of an earlier run have been handed over; they only take space.
    for (const dir of [exportsDir(this.options.userData), uploadsDir(this.options.userData)])
      await rm(dir, { recursive: true, force: true });
    // Remembered lists are confirmed once start-up is over: the first list is theirs.
    this.background.hold();
    for (const root of this.options.settings.read().roots) this.open(root);
    await this.installs.start();
    this.background.release();
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

  /**
   * Looks once more, now, at the files recent saves replaced (a program may have written into
   * one a moment after; see late-writes.ts), instead of in the next few seconds.
   */
  async settleSaves(): Promise<void> {
    await this.lateWrites.settle();
  }

  /** Stops watching, and remembers each library's list for the next run. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.installs.stop();
    await this.background.settled();
    await this.settleSaves();
    await this.watcher.close();
    for (const index of this.indexes.values()) await this.remember(index);
  }

  // The cache only saves time: failing to write it is logged, never raised.
  private async remember(index: RootIndex): Promise<void> {
    const cache = this.options.indexCache;
    if (!cache || !index.pin) return;
    try {
      await writeIndexCache(cache, index.pin.real, index.pin, index.toCache());
    } catch (error) {
      this.log(`could not remember the list of ${index.root}: ${String(error)}`);
    }
  }

  private open(root: string): RootIndex {
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
    // for the disk and the cores (a 10,000-skill list is ready ~15% sooner this way). Anything
    // changed before the watch is in place is caught up by comparing stamps (catchUp).
    const watching = this.options.watch === false ? undefined : this.watcher.watch(real ?? root);
    if (watching)
      this.watching.set(
        root,
        watching.then(
          () => {
            if (index.confirming) this.background.confirm(index);
            else this.catchUp(index);
          },
          (error: unknown) => {
            this.log(`could not watch ${root}: ${String(error)}`);
            if (index.confirming) this.background.confirm(index);
          },
        ),
      );
    else if (index.confirming) this.background.confirm(index);
    // Written a moment later, off the path to the first list (a remembered one is as read).
    if (cache && !remembered) setTimeout(() => void this.remember(index), 1000).unref();
    return index;
  }

  // Temp files a killed save (or skill operation) left behind: removed in the background once
  // nothing can still be writing them (studio-temp.ts), never in the way of the list.
  private clearStaleTemps(index: RootIndex): void {
    const temps = index.temps;
    index.temps = [];
    if (temps.length === 0) return;
    void removeStaleTemps(temps).then((removed) => {
      if (removed.length > 0)
        this.log(`removed ${removed.length} temp files left by interrupted saves in ${index.root}`);
    });
  }

  // A call found a root not to be the folder it pinned (the guard refused the call): read it
  // again once, soon, rather than inside the refused call.
  private rootMovedUnderneath(root: string): void {
    if (this.movedRoots.has(root)) return;
    this.movedRoots.add(root);
    setImmediate(() => {
      this.movedRoots.delete(root);
      this.onRootMoved(root);
    });
  }

  // What changed between the scan and the watch being in place is never reported by the
  // watcher: compare the files with what was just listed (only changed SKILL.md files are read).
  private catchUp(index: RootIndex): void {
    if (!this.indexes.has(index.root) || !index.real) return;
    this.snapshots.delete(index.root);
    this.emitDelta(index.rescan(index.toCache()));
  }

  /**
   * A client path resolved inside a library, for operations that move, copy or delete what
   * is there: never a library folder itself (its parent is outside every library).
   */
  private skillFolder(path: string): string {
    const real = this.guard.resolve(path);
    if ([...this.indexes.values()].some((i) => i.real === real || i.root === real))
      throw new SkillOpError('whole-library');
    return real;
  }

  private indexFor(realDir: string): RootIndex {
    for (const index of this.indexes.values())
      if (index.real && isInside(index.real, realDir)) return index;
    throw new SkillOpError('not-in-library');
  }

  private libraryInfo(root: string): CallOutput<'listLibraries'>[number] {
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

  private onChanged(watchedRoot: string, reported: string[]): void {
    const index = [...this.indexes.values()].find((i) => (i.real ?? i.root) === watchedRoot);
    // The studio's own temp files come and go with every save: no change to anyone.
    const paths = reported.filter((p) => !isStudioTemp(basename(p)));
    if (!index || paths.length === 0) return;
    this.snapshots.delete(index.root);
    this.emitDelta(index.apply(paths));
    this.events.emit('filesChanged', { paths });
    this.installs.libraryChanged(paths);
  }

  private onRootMoved(watchedRoot: string): void {
    const index = [...this.indexes.values()].find(
      (i) => (i.real ?? i.root) === watchedRoot || i.root === watchedRoot,
    );
    if (!index) return;
    this.snapshots.delete(index.root);
    this.emitDelta(index.rescan());
    this.events.emit(
      'librariesChanged',
      this.options.settings.read().roots.map((r) => this.libraryInfo(r)),
    );
  }

  // The watcher may have missed changes (library-watcher.ts): the library is read again (only
  // changed SKILL.md files are re-read), and the UI is told why its list moved.
  private onEventsLost(watchedRoot: string, why: 'burst' | 'error'): void {
    const index = [...this.indexes.values()].find((i) => (i.real ?? i.root) === watchedRoot);
    if (!index) return;
    this.log(
      `read ${index.root} again: ${why === 'burst' ? 'a large burst of changes' : 'the watcher failed'}`,
    );
    this.catchUp(index);
    this.events.emit('filesChanged', { paths: [index.real ?? index.root] });
    this.events.emit('notice', {
      id: 'library-read-again',
      params: { library: index.root },
      tone: 'info',
    });
  }

  private emitDelta(delta: SkillsDelta): void {
    if (!isEmptyDelta(delta)) this.events.emit('skillsChanged', delta);
    const index = this.indexes.get(delta.root);
    if (index) this.background.check(index);
  }

  // After the service changed something itself, the list is brought up to date at once rather
  // than when the watcher reports it.
  private refresh(paths: string[]): void {
    for (const index of this.indexes.values()) {
      const real = index.real;
      const mine = real ? paths.filter((p) => isInside(real, p)) : [];
      if (mine.length === 0) continue;
      this.snapshots.delete(index.root);
      this.emitDelta(index.apply(mine));
    }
  }

  // What the service changed itself: the lists at once, and the open views (the watcher's
  // report follows later and finds nothing new).
  private changed(paths: string[]): void {
    this.refresh(paths);
    this.installs.libraryChanged(paths);
    if (paths.length > 0) this.events.emit('filesChanged', { paths });
  }

  private buildHandlers(): StudioHandlers {
    const settings = this.options.settings;
    return {
      ...libraryHandlers({
        settings,
        indexes: this.indexes,
        open: (root) => this.open(root),
        watched: (root) => this.watching.get(root),
        forget: (root) => {
          this.watching.delete(root);
          this.snapshots.delete(root);
        },
        unwatch: (real) => this.watcher.unwatch(real),
        events: this.events,
        relink: () => {
          this.snapshots.clear();
          for (const index of this.indexes.values()) this.emitDelta(index.relink());
        },
        libraryInfo: (root) => this.libraryInfo(root),
        home: (this.options.agentEnv ?? agentEnvFrom()).home,
      }),
      ...skillHandlers({
        guard: this.guard,
        events: this.events,
        trash: this.trash,
        saves: this.saves,
        lateWrites: this.lateWrites,
        indexFor: (real) => this.indexFor(real),
        skillFolder: (path) => this.skillFolder(path),
        refresh: (paths) => this.refresh(paths),
        changed: (paths) => this.changed(paths),
        fence: () => this.fence(),
        log: this.log,
      }),
      ...this.files.handlers,
      ...this.installs.handlers,
      ...agentPackageHandlers({
        guard: this.guard,
        userData: this.options.userData,
        indexes: this.indexes,
        snapshots: this.snapshots,
        refresh: (paths) => this.refresh(paths),
        settings,
        events: this.events,
        fence: () => this.fence(),
      }),
      ...folderHandlers((this.options.agentEnv ?? agentEnvFrom()).home),
      pickPath: async (input) => {
        const picked = (await this.options.pickPath?.(input)) ?? { path: null, supported: false };
        // What the user chose in a dialog may be used outside the libraries (that file only).
        if (picked.path !== null) this.guard.grant(picked.path);
        return picked;
      },
    };
  }
}
