/**
 * Long work of the service (a huge folder read, a burst of watched changes) is done in slices,
 * the event loop turned between them, so the calls and events waiting are handled in between:
 * the service is one thread, and nothing may hold every other call (issue 42).
 */

/** Lets the event loop turn once (calls and events waiting are handled). */
export function turn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Drives step-wise work (a generator that yields between steps), turning between steps. */
export async function stepAsync<T>(steps: Generator<void, T>): Promise<T> {
  for (;;) {
    const next = steps.next();
    if (next.done === true) return next.value;
    await turn();
  }
}
