/**
 * What the user is waiting for, for the background work to make way (background-work.ts):
 * the calls being answered, each counted while it runs and a moment after (its answer is still
 * being sent: 2.5 MB for a 10,000-skill list takes several turns of the event loop), and a page
 * opening, from when a host serves its document until the page says it has shown its lists
 * (pageShown), a few seconds at most. On two cores the check of a 10,000-skill library took
 * one of them while the page read its 1.6 MB of script and its list: held back, the first rows
 * of that library were painted about 570 ms sooner and every skill listed 630 ms sooner (the ui
 * bench's open, medians of 6 opens alternating the code before and after), the full verdicts
 * about half a second later. A hold begins at most once every PAGE_EVERY_MS, so no client
 * (a page reloaded in a loop, two windows) holds the work back for more than PAGE_HOLD_MS of
 * each PAGE_EVERY_MS; with two pages opening at once, the first to say it is shown ends it.
 */
import { performance } from 'node:perf_hooks';
import type { StudioHandlers } from '../../ipc/contract';

/** The calls of this group. */
export type PageCalls = 'pageShown';

/** How long after a call is answered the service still counts as busy (ms). */
const QUIET_MS = 50;
/** A page that never says it is shown holds the background back this long at most (ms). */
export const PAGE_HOLD_MS = 3000;
/** A hold begins at most this often (ms). */
export const PAGE_EVERY_MS = 10_000;

/** The calls being answered and the page opening. */
export class Foreground {
  private running = 0;
  private lastDone = -Infinity;
  private pageUntil = -Infinity;
  private pageSince = -Infinity;

  constructor(
    private readonly holdMs = PAGE_HOLD_MS,
    private readonly everyMs = PAGE_EVERY_MS,
  ) {}

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

  /** A host served the page's document: the page is opening (unless a hold began lately). */
  pageOpening(): void {
    const now = performance.now();
    if (now - this.pageSince < this.everyMs) return;
    this.pageSince = now;
    this.pageUntil = now + this.holdMs;
  }

  /** The page has shown its lists (or could not): the background goes on. */
  pageShown(): void {
    this.pageUntil = -Infinity;
  }

  /** The handler of pageShown. */
  handlers(): Pick<StudioHandlers, PageCalls> {
    return {
      pageShown: () => {
        this.pageShown();
        return Promise.resolve({});
      },
    };
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
