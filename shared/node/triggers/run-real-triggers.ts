/**
 * Real agent mode: every query `runs` times through the agent's own CLI (real-agent.ts), a
 * few at a time (each run starts a whole agent). A CLI that cannot be started ends the run at
 * once; cancelling ends the agents running and keeps what finished.
 */
import type { Message } from '../../i18n/message';
import type { QueryRun } from '../../triggers/outcome';
import type { RealAgentId } from '../../triggers/real-events';
import { pooled } from './pool';
import { runRealAgent, type RealAgentFailure } from './real-agent';
import type { RunQuery, TriggerProgress } from './run-triggers';

/** What a real run is asked to do. */
export interface RealTriggerInput {
  agent: RealAgentId;
  /** The agent's CLI (findAgentCli). */
  bin: string;
  skillDir: string;
  queries: readonly RunQuery[];
  runs: number;
  concurrency: number;
  /** The most one run of the CLI may take. */
  timeoutMs: number;
  env?: NodeJS.ProcessEnv;
}

/** What the runs found, in query order. */
export interface RealTriggerResult {
  queries: { query: string; should_trigger: boolean; runs: QueryRun[] }[];
  /** The skills the agent loaded besides the candidate (the first run's answer), and from where. */
  loaded?: { skills: string[]; from: 'events' | 'folders' };
  stopped?: { kind: 'cancelled' } | { kind: 'failed'; text: Message };
}

// Failures every other run would meet too: the CLI is not there or the project cannot be made.
const FATAL: readonly RealAgentFailure['kind'][] = ['missing', 'not-executable', 'setup'];

/** Runs the queries through the agent's CLI. */
export async function runRealTriggers(
  input: RealTriggerInput,
  options: { signal?: AbortSignal; onProgress?: (p: TriggerProgress) => void } = {},
): Promise<RealTriggerResult> {
  const result: RealTriggerResult = {
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
  const work = async (index: number) => {
    const entry = result.queries[index];
    if (!entry) return;
    const run = await runRealAgent({
      agent: input.agent,
      bin: input.bin,
      skillDir: input.skillDir,
      query: entry.query,
      timeoutMs: input.timeoutMs,
      signal: stop.signal,
      ...(input.env && { env: input.env }),
    });
    if (!run.ok && run.kind === 'cancelled') return;
    progress.done++;
    if (run.ok) {
      entry.runs.push({ outcome: run.outcome });
      result.loaded ??= { skills: run.loadedSkills, from: run.loadedFrom };
    } else {
      entry.runs.push({ error: run.message });
      progress.failed++;
      if (FATAL.includes(run.kind)) {
        result.stopped ??= { kind: 'failed', text: run.message };
        stop.abort();
      }
    }
    options.onProgress?.({ ...progress });
  };
  try {
    await pooled(jobs, input.concurrency, stop.signal, work);
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
  }
  return result;
}
