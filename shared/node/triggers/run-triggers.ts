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
import { ModelCallError } from '../models/failure-facts';
import type { ClientOptions } from '../models/sdk-clients';
import { runQueries, type RunQuery, type RunStep, type TriggerProgress } from './run-queries';

export type { RunQuery, TriggerProgress } from './run-queries';

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
  const ran = await runQueries<ModelFailure>(
    input,
    async (query, signal): Promise<RunStep<ModelFailure>> => {
      const run = await once(input, prompt, query, signal, (reply) =>
        outcomeOf(prompt, reply, agent, view),
      );
      if (!('failure' in run)) return { run };
      if (run.failure.kind === 'cancelled') return 'cancelled';
      return FATAL.includes(run.failure.kind) ? { run, fatal: run.failure } : { run };
    },
    options,
  );
  const { stopped } = ran;
  return {
    prompt,
    queries: ran.queries,
    ...(stopped && {
      stopped: stopped.kind === 'cancelled' ? stopped : { kind: 'failed', failure: stopped.reason },
    }),
  };
}

async function once(
  input: TriggerRunInput,
  prompt: TriggerPrompt,
  query: string,
  signal: AbortSignal,
  read: (reply: Awaited<ReturnType<typeof callModel>>) => TriggerOutcome,
): Promise<{ outcome: TriggerOutcome } | { failure: ModelFailure }> {
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
