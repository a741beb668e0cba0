/**
 * Watching library roots with @parcel/watcher (native, no polling): changes are collected for
 * a short moment and delivered as one batch per root, so a burst of thousands becomes one
 * update. A root that is deleted is waited for (a watch on its parent folder) and picked up
 * again when it re-appears.
 *
 * Events can be lost, and the watcher does not always say so: on Linux @parcel/watcher 2.6.0
 * skips inotify's queue-overflow event (src/linux/InotifyBackend.cc, lines 120-122), and the
 * kernel's queue holds 16,384 events by default (/proc/sys/fs/inotify/max_queued_events). So
 * after a watcher error, and after any burst large enough that the queue may have overflowed,
 * the watch is set up again (folders created in the burst may have gone unwatched) and the
 * root is reported `lost`, to be read again in full. No failure of the native watcher (a root
 * moved away while it unsubscribes) is ever left unhandled.
 */
import { existsSync, watch as watchFolder, type FSWatcher } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import parcel from '@parcel/watcher';

/** What the watcher reports. */
export interface WatchListener {
  /** Absolute paths created, changed or deleted under a root (one call per burst). */
  changed(root: string, paths: string[]): void;
  /** The root folder vanished, or came back (then read it again in full). */
  rootGone(root: string): void;
  rootBack(root: string): void;
  /** Changes under the root may have been missed (a burst, a watcher error): read it again. */
  lost(root: string, why: 'burst' | 'error'): void;
  /** Handling a burst failed (for the log; the process goes on). */
  failed(root: string, error: unknown): void;
}

interface Watched {
  subscription?: parcel.AsyncSubscription;
  parentWatch?: FSWatcher;
  pending: Set<string>;
  timer?: NodeJS.Timeout;
  /** Events delivered in the burst being collected, and whether the watcher failed in it. */
  events: number;
  failed: boolean;
  /** How many times the watch was set up again (see subscribe). */
  generation: number;
  /** The flush under way: bursts are handled one after the other. */
  flushing: Promise<void>;
}

// Folders whose churn never matters to a skill library.
const IGNORE = ['**/.git', '**/node_modules', '**/__pycache__'];

/**
 * A burst of this many events is taken as one that may have overflowed the kernel's queue:
 * well below its 16,384, since merged and ignored events never reach us, and far above what an
 * editor, a skill operation or an unpacked archive of a skill makes.
 */
export const BURST_EVENTS = 4096;

/** How often a watch set up again after a lost burst is tried before giving up. */
const RESUBSCRIBE_TRIES = 10;

// The native watcher's own failures (an unsubscribe after the root was moved away) are not
// the user's business: the root is reported gone or lost either way.
async function quietly(work: Promise<void> | undefined): Promise<void> {
  await work?.catch(() => undefined);
}

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
    const state: Watched = {
      pending: new Set(),
      events: 0,
      failed: false,
      generation: 0,
      flushing: Promise.resolve(),
    };
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
    await quietly(state.subscription?.unsubscribe());
  }

  /** Stops every watch. */
  async close(): Promise<void> {
    await Promise.all([...this.watched.keys()].map((root) => this.unwatch(root)));
  }

  private async subscribe(root: string, state: Watched): Promise<void> {
    // @parcel/watcher shares one native watch among subscriptions with the same folder and
    // ignore list (src/Watcher.cc, Watcher::getShared), and the install watcher holds one on
    // every library: a watch set up again would be the old one, still blind to the folders a
    // lost burst created. An ignored path that never exists makes it a fresh one that walks
    // the whole tree.
    const ignore =
      state.generation === 0
        ? IGNORE
        : [...IGNORE, join(root, `.studio-watch-${state.generation}`)];
    state.subscription = await parcel.subscribe(
      root,
      (error, events) => {
        if (error) state.failed = true;
        state.events += events.length;
        for (const e of events) state.pending.add(e.path);
        // Wait for the burst to settle, then deliver it once.
        if (state.timer) clearTimeout(state.timer);
        state.timer = setTimeout(() => {
          state.flushing = state.flushing
            .then(() => this.flush(root, state))
            .catch((error: unknown) => this.listener.failed(root, error));
        }, this.settleMs);
      },
      { ignore },
    );
  }

  private async flush(root: string, state: Watched): Promise<void> {
    state.timer = undefined;
    const paths = [...state.pending];
    const lost = state.failed ? 'error' : state.events >= BURST_EVENTS ? 'burst' : undefined;
    state.pending.clear();
    state.events = 0;
    state.failed = false;
    if (!existsSync(root)) {
      const subscription = state.subscription;
      state.subscription = undefined;
      await quietly(subscription?.unsubscribe());
      this.listener.rootGone(root);
      this.awaitReturn(root, state);
      return;
    }
    if (paths.length > 0) this.listener.changed(root, paths);
    if (lost === undefined) return;
    // Watched again first, then read again: nothing changed in between is missed.
    const subscription = state.subscription;
    state.subscription = undefined;
    await quietly(subscription?.unsubscribe());
    if (!this.watched.has(root)) return;
    // Setting it up fails while folders still vanish under the walk (inotify_add_watch on a
    // deleted one): tried again a moment later, until the tree holds still or the root is gone.
    for (let attempt = 1; this.watched.has(root) && existsSync(root); attempt++) {
      state.generation++;
      try {
        await this.subscribe(root, state);
        break;
      } catch (error) {
        if (attempt === RESUBSCRIBE_TRIES) {
          this.listener.failed(root, error);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
    this.listener.lost(root, lost);
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
        void this.subscribe(root, state).then(
          () => this.listener.rootBack(root),
          // Gone again before it could be watched: wait for it once more.
          () => this.awaitReturn(root, state),
        );
      });
    } catch {
      // The parent cannot be watched: the root is picked up when it is added again.
    }
  }
}
