/**
 * Real agent mode: every query `runs` times through the agent's own CLI (real-agent.ts), a
 * few at a time (each run starts a whole agent). A CLI that cannot be started ends the run at
 * once; cancelling ends the agents running and keeps what finished.
 */
import type { Message } from '../../i18n/message';
import type { QueryRun } from '../../triggers/outcome';
import type { RealAgentId } from '../../triggers/real-events';
import { runRealAgent, type RealAgentFailure } from './real-agent';
import { runQueries, type RunQuery, type RunStep, type TriggerProgress } from './run-queries';

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
  let loaded: RealTriggerResult['loaded'];
  const ran = await runQueries<Message>(
    input,
    async (query, signal): Promise<RunStep<Message>> => {
      const run = await runRealAgent({
        agent: input.agent,
        bin: input.bin,
        skillDir: input.skillDir,
        query,
        timeoutMs: input.timeoutMs,
        signal,
        ...(input.env && { env: input.env }),
      });
      if (run.ok) {
        loaded ??= { skills: run.loadedSkills, from: run.loadedFrom };
        return { run: { outcome: run.outcome } };
      }
      if (run.kind === 'cancelled') return 'cancelled';
      const step = { run: { error: run.message } };
      return FATAL.includes(run.kind) ? { ...step, fatal: run.message } : step;
    },
    options,
  );
  const { stopped } = ran;
  return {
    queries: ran.queries,
    ...(loaded && { loaded }),
    ...(stopped && {
      stopped: stopped.kind === 'cancelled' ? stopped : { kind: 'failed', text: stopped.reason },
    }),
  };
}
