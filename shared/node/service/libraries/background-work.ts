/**
 * The service's work on its libraries that runs in the background, a small batch at a time so
 * the calls and events of its process are answered in between: the confirmation of a list
 * remembered from the last run (a walk of the library, then only the differences sent), and
 * the full check of every skill after a first list (each one's body and files), reporting what
 * changed at most four times a second. The service has a process of its own (process/), so
 * nothing else waits on it. It also tells the UI when a library starts or stops being checked
 * (LibraryInfo.checking).
 */
import { performance } from 'node:perf_hooks';
import { isEmptyDelta, type RootIndex, type SkillsDelta } from './library-index';
import { walkSteps } from './library-walk';

/** Skills checked, or folders walked, between two turns of the event loop (a few ms). */
const BATCH = 24;
/** The background check reports its changes at most this often (ms). */
const REPORT_MS = 250;

/** What the service does with the background's results. */
export interface BackgroundHooks {
  /** True while the index is still the service's (not removed, the service not stopping). */
  live: (index: RootIndex) => boolean;
  /** A delta of the full check. */
  report: (delta: SkillsDelta) => void;
  /** A remembered list was confirmed: its delta (the differences), for the service to send. */
  confirmed: (index: RootIndex, delta: SkillsDelta) => void;
  /** Every skill of the index was checked in full: time to remember the list. */
  checked: (index: RootIndex) => void;
  /** Whether some library is being checked changed: the libraries are to be sent again. */
  announce: () => void;
}

/** The background work of every library of a service. */
export class BackgroundWork {
  private readonly checks = new Map<RootIndex, Promise<void>>();
  private readonly confirms = new Map<RootIndex, Promise<void>>();
  /** Whether each index was last announced as being checked. */
  private readonly announced = new WeakMap<RootIndex, boolean>();
  /** While held (start-up): the remembered lists whose confirmation waits for release. */
  private held: RootIndex[] | undefined;

  constructor(private readonly hooks: BackgroundHooks) {}

  /** Holds confirmations back until release (the first list of a start-up is the remembered one). */
  hold(): void {
    this.held = [];
  }

  /** Starts the confirmations held back. */
  release(): void {
    const held = this.held ?? [];
    this.held = undefined;
    for (const index of held) this.confirm(index);
  }

  /** Notes how an index was first shown (being checked or not), so changes are announced. */
  opened(index: RootIndex): void {
    this.announced.set(index, index.checking);
  }

  /** Resolves once every confirmation started so far is over. */
  async confirmed(): Promise<void> {
    await Promise.all(this.confirms.values());
  }

  /** Resolves once no confirmation nor check is running. */
  async settled(): Promise<void> {
    while (this.checks.size > 0 || this.confirms.size > 0)
      await Promise.all([...this.confirms.values(), ...this.checks.values()]);
  }

  /**
   * Confirms a remembered list: the library is walked and every SKILL.md stamped in batches,
   * then compared with the list as it is by now (watched changes included): only what differs
   * is read, and only the differences are reported. The full check follows.
   */
  confirm(index: RootIndex): void {
    if (this.held) {
      this.held.push(index);
      return;
    }
    if (this.confirms.has(index) || !index.confirming || !index.real) return;
    const steps = walkSteps(index.real, true, index.fence());
    const run = new Promise<void>((done) => {
      const step = () => {
        if (!this.hooks.live(index)) {
          done();
          return;
        }
        let next = steps.next();
        for (let n = 1; next.done !== true && n < BATCH; n++) next = steps.next();
        if (next.done !== true) {
          setImmediate(step);
          return;
        }
        const delta = index.rescan(index.toCache(), next.value);
        this.confirms.delete(index);
        this.hooks.confirmed(index, delta);
        this.announce(index);
        done();
      };
      setImmediate(step);
    });
    this.confirms.set(index, run);
    void run.then(() => this.confirms.delete(index));
  }

  /**
   * Checks the skills of a root in full (after a frontmatter-only list, or a confirmed
   * remembered one). The list is remembered for the next run once done.
   */
  check(index: RootIndex): void {
    // A remembered list is checked once confirmed (the confirmation's walk comes first).
    if (this.checks.has(index) || index.confirming || index.unchecked === 0) return;
    const run = new Promise<void>((done) => {
      let reported = performance.now();
      const step = () => {
        if (!this.hooks.live(index)) {
          done();
          return;
        }
        const more = index.checkSome(BATCH) > 0;
        if (!more || performance.now() - reported > REPORT_MS) {
          reported = performance.now();
          const delta = index.takeDelta();
          if (!isEmptyDelta(delta)) this.hooks.report(delta);
        }
        if (more) setImmediate(step);
        else done();
      };
      setImmediate(step);
    });
    this.checks.set(index, run);
    void run.then(() => {
      this.checks.delete(index);
      if (this.hooks.live(index)) {
        this.announce(index);
        this.hooks.checked(index);
        // Changes that came while it ran may have left more to check.
        this.check(index);
      }
    });
  }

  // Tells the UI when a library starts or stops being checked (a remembered list confirmed).
  private announce(index: RootIndex): void {
    const checking = index.checking;
    if (this.announced.get(index) === checking || !this.hooks.live(index)) return;
    this.announced.set(index, checking);
    this.hooks.announce();
  }
}
