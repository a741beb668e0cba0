/**
 * What a model run and a real agent run share: every query `runs` times, run-major (a
 * cancelled run has answers for every query sooner), `concurrency` at a time, each finished
 * run heard by `onProgress`. A run cut short by the cancel is not a result; a failure every
 * other run would meet too (`fatal`) ends the whole run at once.
 */
import type { QueryRun } from '../../triggers/outcome';

/** One query of a run. */
export interface RunQuery {
  query: string;
  should_trigger: boolean;
}

/** Where a run is, after each request. */
export interface TriggerProgress {
  total: number;
  done: number;
  failed: number;
}

/** What one run of one query came to; `fatal` when no other run could go better. */
export type RunStep<F> = 'cancelled' | { run: QueryRun; fatal?: F };

/** The runs in query order, and why they ended early, if they did. */
export interface QueriesRun<F> {
  queries: { query: string; should_trigger: boolean; runs: QueryRun[] }[];
  stopped?: { kind: 'cancelled' } | { kind: 'failed'; reason: F };
}

/** Runs `once` for every query `runs` times. */
export async function runQueries<F>(
  input: { queries: readonly RunQuery[]; runs: number; concurrency: number },
  once: (query: string, signal: AbortSignal) => Promise<RunStep<F>>,
  options: { signal?: AbortSignal; onProgress?: (p: TriggerProgress) => void } = {},
): Promise<QueriesRun<F>> {
  const result: QueriesRun<F> = {
    queries: input.queries.map((q) => ({
      query: q.query,
      should_trigger: q.should_trigger,
      runs: [],
    })),
  };
  const jobs = Array.from({ length: input.runs }, () => input.queries.map((_, i) => i)).flat();
  const progress: TriggerProgress = { total: jobs.length, done: 0, failed: 0 };
  const stop = new AbortController();
  const onAbort = () => {
    result.stopped ??= { kind: 'cancelled' };
    stop.abort();
  };
  if (options.signal?.aborted) onAbort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  let next = 0;
  const worker = async () => {
    while (!stop.signal.aborted && next < jobs.length) {
      const entry = result.queries[jobs[next++] ?? 0];
      if (!entry) continue;
      const step = await once(entry.query, stop.signal);
      if (step === 'cancelled') continue;
      entry.runs.push(step.run);
      progress.done++;
      if (!('outcome' in step.run)) progress.failed++;
      if (step.fatal !== undefined) {
        result.stopped ??= { kind: 'failed', reason: step.fatal };
        stop.abort();
      }
      options.onProgress?.({ ...progress });
    }
  };
  try {
    const workers = Math.max(1, Math.min(input.concurrency, jobs.length));
    await Promise.all(Array.from({ length: workers }, worker));
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
  }
  return result;
}
