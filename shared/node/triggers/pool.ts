/**
 * Work on a list, `concurrency` items at a time, each taken in order once a worker is free;
 * no item starts once `signal` is aborted (those running finish or stop on their own signal).
 */
export async function pooled<T>(
  items: readonly T[],
  concurrency: number,
  signal: AbortSignal,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (!signal.aborted && next < items.length) await work(items[next++] as T);
  };
  const workers = Math.max(1, Math.min(concurrency, items.length));
  await Promise.all(Array.from({ length: workers }, worker));
}
