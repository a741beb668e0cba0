/**
 * Runs a trigger test: every query `runs` times, several requests at a time, each through the
 * connected model's SDK (its own retries: 429 and Retry-After, 5xx and overload backed off,
 * never 400 or 401). Cancelling stops what is in flight and keeps what finished. A failure that
 * every request would meet (no key, wrong key, unknown model) ends the run at once.
 */
import type { TriggerAgentId } from '../../agent/skill-tools';
import type { AgentSettings } from '../../agent/settings';
import { AGENTS } from '../../agent/registry';
import type { LibrarySnapshot } from '../../agent/types';
import type { ModelConnection } from '../../models/connection';
import type { FailureKind, ModelFailure } from '../../models/outcome';
import { outcomeOf, type QueryRun, type TriggerOutcome } from '../../triggers/outcome';
import { triggerPrompt, triggerRequest, type TriggerPrompt } from '../../triggers/request';
import { callModel } from '../models/call-model';
import { pooled } from './pool';
import { ModelCallError } from '../models/failure-facts';
import type { ClientOptions } from '../models/sdk-clients';

/** One query of a run. */
export interface RunQuery {
  query: string;
  should_trigger: boolean;
}

/** What a run is asked to do. */
export interface TriggerRunInput {
  connection: ModelConnection;
  key: string | undefined;
  agent: TriggerAgentId;
  settings?: AgentSettings;
  /** The libraries the skill competes in, the skill's own among them. */
  library: LibrarySnapshot;
  /** The folder of the skill under test. */
  candidateDir: string;
  queries: readonly RunQuery[];
  runs: number;
  concurrency: number;
  client?: ClientOptions;
  /** Whether replies are asked for as streams. */
  stream?: boolean;
}

/** Where a run is, after each request. */
export interface TriggerProgress {
  total: number;
  done: number;
  failed: number;
}

/** What a run found, in query order; runs a cancel or a fatal failure left undone are absent. */
export interface TriggerRunResult {
  prompt: TriggerPrompt;
  queries: { query: string; should_trigger: boolean; runs: QueryRun[] }[];
  /** Why the run ended before its end, if it did. */
  stopped?: { kind: 'cancelled' } | { kind: 'failed'; failure: ModelFailure };
}

// Failures every other request of the run would meet too.
const FATAL: readonly FailureKind[] = ['no-key', 'wrong-key', 'unknown-model'];

/** Runs the test; `onProgress` hears every finished request. */
export async function runTriggers(
  input: TriggerRunInput,
  options: { signal?: AbortSignal; onProgress?: (p: TriggerProgress) => void } = {},
): Promise<TriggerRunResult> {
  const agent = AGENTS[input.agent].load(input.library, input.settings);
  const view = agent.catalogue();
  const prompt = triggerPrompt(input.agent, view, input.candidateDir);
  const result: TriggerRunResult = {
    prompt,
    queries: input.queries.map((q) => ({
      query: q.query,
      should_trigger: q.should_trigger,
      runs: [],
    })),
  };
  // Run-major order: a cancelled run has answers for every query sooner.
  const jobs = Array.from({ length: input.runs }, () => input.queries.map((_, i) => i)).flat();
  const progress: TriggerProgress = { total: jobs.length, done: 0, failed: 0 };
  const stop = new AbortController();
  const onAbort = () => {
    result.stopped ??= { kind: 'cancelled' };
    stop.abort();
  };
  if (options.signal?.aborted) onAbort();
  options.signal?.addEventListener('abort', onAbort, { once: true });

  // A request cut short by the cancel is not a result; one every other would meet ends the run.
  const work = async (index: number) => {
    const entry = result.queries[index];
    if (!entry) return;
    const run = await once(input, prompt, entry.query, stop.signal, (reply) =>
      outcomeOf(prompt, reply, agent, view),
    );
    if ('failure' in run && run.failure.kind === 'cancelled') return;
    entry.runs.push(run);
    progress.done++;
    if ('failure' in run) {
      progress.failed++;
      if (FATAL.includes(run.failure.kind)) {
        result.stopped ??= { kind: 'failed', failure: run.failure };
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

async function once(
  input: TriggerRunInput,
  prompt: TriggerPrompt,
  query: string,
  signal: AbortSignal,
  read: (reply: Awaited<ReturnType<typeof callModel>>) => TriggerOutcome,
): Promise<QueryRun> {
  try {
    const reply = await callModel(
      input.connection,
      input.key,
      { ...triggerRequest(prompt, query), stream: input.stream ?? false },
      { ...input.client, signal },
    );
    return { outcome: read(reply) };
  } catch (error) {
    if (error instanceof ModelCallError) return { failure: error.failure };
    throw error;
  }
}
