/**
 * The calls a service is answering: each handler counted while it runs, and a moment after
 * (its answer is still being sent: 2.5 MB for a 10,000-skill list takes several turns of the
 * event loop). The background work waits while this says busy (background-work.ts), so the
 * page the user is waiting for is answered before the check of the library goes on.
 */
import { performance } from 'node:perf_hooks';
import type { StudioHandlers } from '../../ipc/contract';

/** How long after a call is answered the service still counts as busy (ms). */
const QUIET_MS = 50;

/** Counts the calls being answered. */
export class CallsAnswered {
  private running = 0;
  private lastDone = -Infinity;

  /** True while a call runs, or one ended less than QUIET_MS ago. */
  busy(): boolean {
    return this.running > 0 || performance.now() - this.lastDone < QUIET_MS;
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
