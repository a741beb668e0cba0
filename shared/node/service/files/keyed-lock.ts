/**
 * Running work on one key (a file's real path) one at a time, in the order it came, while
 * work on other keys goes on: the service's saves of one file are serialised through it, so
 * a compare-and-swap sees the result of the save before it.
 */

/** One queue per key; a key's entry is dropped once its queue is empty. */
export class KeyedLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  /** Runs `work` after everything queued on `key` before it has settled. */
  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const before = this.tails.get(key) ?? Promise.resolve();
    const result = before.then(work, work);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
