/**
 * Watching library roots with @parcel/watcher (native, no polling): changes are collected for
 * a short moment and delivered as one batch per root, so a burst of thousands becomes one
 * update. A root that is deleted is waited for (a watch on its parent folder) and picked up
 * again when it re-appears.
 */
import { existsSync, watch as watchFolder, type FSWatcher } from 'node:fs';
import { basename, dirname } from 'node:path';
import parcel from '@parcel/watcher';

/** What the watcher reports. */
export interface WatchListener {
  /** Absolute paths created, changed or deleted under a root (one call per burst). */
  changed(root: string, paths: string[]): void;
  /** The root folder vanished, or came back (then read it again in full). */
  rootGone(root: string): void;
  rootBack(root: string): void;
}

interface Watched {
  subscription?: parcel.AsyncSubscription;
  parentWatch?: FSWatcher;
  pending: Set<string>;
  timer?: NodeJS.Timeout;
}

// Folders whose churn never matters to a skill library.
const IGNORE = ['**/.git', '**/node_modules', '**/__pycache__'];

/** Watches roots and reports batches of changed paths. */
export class LibraryWatcher {
  private readonly watched = new Map<string, Watched>();

  constructor(
    private readonly listener: WatchListener,
    private readonly settleMs = 40,
  ) {}

  /** Starts watching `root` (its real path); resolves once the watch is in place. */
  async watch(root: string): Promise<void> {
    if (this.watched.has(root)) return;
    const state: Watched = { pending: new Set() };
    this.watched.set(root, state);
    if (existsSync(root)) await this.subscribe(root, state);
    else this.awaitReturn(root, state);
  }

  /** Stops watching `root`. */
  async unwatch(root: string): Promise<void> {
    const state = this.watched.get(root);
    if (!state) return;
    this.watched.delete(root);
    if (state.timer) clearTimeout(state.timer);
    state.parentWatch?.close();
    await state.subscription?.unsubscribe();
  }

  /** Stops every watch. */
  async close(): Promise<void> {
    await Promise.all([...this.watched.keys()].map((root) => this.unwatch(root)));
  }

  private async subscribe(root: string, state: Watched): Promise<void> {
    state.subscription = await parcel.subscribe(
      root,
      (error, events) => {
        if (error) return;
        for (const e of events) state.pending.add(e.path);
        // Wait for the burst to settle, then deliver it once.
        if (state.timer) clearTimeout(state.timer);
        state.timer = setTimeout(() => void this.flush(root, state), this.settleMs);
      },
      { ignore: IGNORE },
    );
  }

  private async flush(root: string, state: Watched): Promise<void> {
    state.timer = undefined;
    const paths = [...state.pending];
    state.pending.clear();
    if (!existsSync(root)) {
      await state.subscription?.unsubscribe();
      state.subscription = undefined;
      this.listener.rootGone(root);
      this.awaitReturn(root, state);
      return;
    }
    if (paths.length > 0) this.listener.changed(root, paths);
  }

  // One event-driven watch on the parent folder (not a poll) notices the root coming back.
  private awaitReturn(root: string, state: Watched): void {
    const parent = dirname(root);
    if (!existsSync(parent)) return;
    try {
      state.parentWatch = watchFolder(parent, (_event, name) => {
        if (name !== basename(root) || !existsSync(root) || !this.watched.has(root)) return;
        state.parentWatch?.close();
        state.parentWatch = undefined;
        void this.subscribe(root, state).then(() => this.listener.rootBack(root));
      });
    } catch {
      // The parent cannot be watched: the root is picked up when it is added again.
    }
  }
}
