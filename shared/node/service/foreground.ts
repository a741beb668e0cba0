/**
 * What the user is waiting for, for the background work to make way (background-work.ts):
 * the calls being answered, each counted while it runs and a moment after (its answer is still
 * being sent: 2.5 MB for a 10,000-skill list takes several turns of the event loop), and a page
 * opening, from when a host serves its document until the page says it has shown its lists
 * (pageShown), a few seconds at most. On two cores the check of a 10,000-skill library took
 * one of them while the page read its 1.6 MB of script and its list: held back, the first rows
 * of that library were painted about 570 ms sooner and every skill listed 630 ms sooner (the ui
 * bench's open, medians of 6 opens alternating the code before and after), the full verdicts
 * about half a second later. Only the user's own page is served (the hosts' session and
 * origin), and each document served holds the work back a few seconds at most.
 */
import { performance } from 'node:perf_hooks';
import type { StudioHandlers } from '../../ipc/contract';

/** How long after a call is answered the service still counts as busy (ms). */
const QUIET_MS = 50;
/** A page that never says it is shown holds the background back this long at most (ms). */
export const PAGE_HOLD_MS = 3000;

/** The calls being answered and the page opening. */
export class Foreground {
  private running = 0;
  private lastDone = -Infinity;
  private pageUntil = -Infinity;

  constructor(private readonly holdMs = PAGE_HOLD_MS) {}

  /** True while a call runs, or one ended less than QUIET_MS ago, or a page is opening. */
  busy(): boolean {
    const now = performance.now();
    return this.running > 0 || now - this.lastDone < QUIET_MS || now < this.pageUntil;
  }

  /**
   * True while a page is opening: the background waits for it in full, unlike for calls (a
   * client that never pauses must not stop the work), since the hold is bounded already.
   */
  opening(): boolean {
    return performance.now() < this.pageUntil;
  }

  /** A host served the page's document: the page is opening. */
  pageOpening(): void {
    this.pageUntil = performance.now() + this.holdMs;
  }

  /** The page has shown its lists (or could not): the background goes on. */
  pageShown(): void {
    this.pageUntil = -Infinity;
  }

  /** The same handlers, each counted while it runs. */
  count(handlers: StudioHandlers): StudioHandlers {
    const counted: Record<string, (input: unknown) => Promise<unknown>> = {};
    for (const [name, handler] of Object.entries(handlers) as [
      string,
      (input: unknown) => Promise<unknown>,
    ][])
      counted[name] = async (input) => {
        this.running++;
        try {
          return await handler(input);
        } finally {
          this.running--;
          this.lastDone = performance.now();
        }
      };
    return counted as unknown as StudioHandlers;
  }
}
