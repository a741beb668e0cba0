/**
 * Runs a skill's evals in direct (API) mode: each eval with the skill and without it, `runs`
 * times each, `concurrency` at a time, run-major (a cancelled run has every eval sooner); each
 * answer graded by the grader model; the workspace written as it goes (workspace.ts), each
 * file atomically, a run's grading.json last; benchmark.json from the runs that finished.
 *
 * A run cut short (Cancel, a failure every other request would meet too) has its folder
 * removed, so every run folder left is whole and the benchmark is what the folders hold.
 * A run whose model fails keeps no folder and is reported; a run whose grader's reply is
 * malformed keeps its answer and timing, no grading.json (aggregate_benchmark.py skips such a
 * run too), and is reported with the grader's problem.
 *
 * Real agent mode (the agent's CLI doing the task in a temporary copy of the eval's files)
 * would be another `execute` behind the same loop: `mode` says which ran.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { TriggerAgentId } from '../../agent/skill-tools';
import type { AgentSettings } from '../../agent/settings';
import type { LibrarySnapshot } from '../../agent/types';
import {
  benchmarkFlags,
  buildBenchmark,
  CONFIGURATIONS,
  flagMessage,
  type Benchmark,
  type BenchmarkFlag,
  type Configuration,
  type GradedRun,
} from '../../evals/benchmark';
import {
  loadEvalAgents,
  withoutSkillRequest,
  withSkillRequest,
  type EvalAttachment,
} from '../../evals/conversation';
import type { EvalCase } from '../../evals/evals-file';
import { graderRequest, gradingOf, parseGraderReply, type Grading } from '../../evals/grading';
import { evalMessage } from '../../evals/messages';
import { timingOf } from '../../evals/timing';
import { english } from '../../i18n/catalogue';
import type { Message } from '../../i18n/message';
import type { ModelConnection } from '../../models/connection';
import { outcomeMessage, type FailureKind, type ModelFailure } from '../../models/outcome';
import type { ModelReply, ModelRequest } from '../../models/request';
import { estimateRun, type TokenPrice } from '../../triggers/estimate';
import { callModel } from '../models/call-model';
import { ModelCallError } from '../models/failure-facts';
import type { ClientOptions } from '../models/sdk-clients';
import { newIteration, runDir, writeJson, writeText } from './workspace';

/** A connection and its key. */
export interface EvalModel {
  connection: ModelConnection;
  key: string | undefined;
  price?: TokenPrice | undefined;
}

/** What a run is asked to do. */
export interface EvalRunInput {
  executor: EvalModel;
  /** The grader: the executor's model when absent. */
  grader?: EvalModel;
  agent: TriggerAgentId;
  settings?: AgentSettings;
  /** The libraries the agent sees, the skill's among them. */
  library: LibrarySnapshot;
  skillDir: string;
  skillName: string;
  evals: readonly EvalCase[];
  /** Each eval's input files, read by the caller (inside the skill, through its fence). */
  attachments?: (evalCase: EvalCase) => EvalAttachment[];
  runs: number;
  concurrency: number;
  /** The workspace folder (workspaceOf(skillDir) unless the user chose one). */
  workspace: string;
  client?: ClientOptions;
  now?: () => Date;
}

/** Where a run is, after each run of an eval. */
export interface EvalProgress {
  total: number;
  done: number;
  failed: number;
  /** US dollars so far, by the providers' token counts; undefined with no price. */
  cost?: number;
}

/** A run that gave no grading, and why. */
export interface EvalRunFailure {
  eval_id: number;
  configuration: Configuration;
  run_number: number;
  /** 'model': no answer; 'grader': the answer is kept, the grader failed or was malformed. */
  stage: 'model' | 'grader';
  problem: Message;
}

/** What a run came to. */
export interface EvalRunResult {
  mode: 'direct';
  iteration: number;
  dir: string;
  benchmark: Benchmark;
  flags: BenchmarkFlag[];
  failures: EvalRunFailure[];
  /** Said once for the whole run: the answers are text only. */
  notes: Message[];
  cost?: number;
  stopped?: { kind: 'cancelled' } | { kind: 'failed'; failure: ModelFailure };
}

// Failures every other request would meet too.
const FATAL: readonly FailureKind[] = ['no-key', 'wrong-key', 'unknown-model'];

interface Job {
  evalCase: EvalCase;
  configuration: Configuration;
  run: number;
}

class Stop extends Error {
  constructor(readonly failure?: ModelFailure) {
    super('stopped');
  }
}

/** Runs the evals; `onProgress` hears every finished run. */
export async function runEvals(
  input: EvalRunInput,
  options: { signal?: AbortSignal; onProgress?: (p: EvalProgress) => void } = {},
): Promise<EvalRunResult> {
  const now = input.now ?? (() => new Date());
  const grader = input.grader ?? input.executor;
  const agents = loadEvalAgents(input.agent, input.library, input.skillDir, input.settings);
  const { n, dir } = await newIteration(input.workspace);
  for (const e of input.evals)
    await writeJson(join(dir, `eval-${e.id}`, 'eval_metadata.json'), {
      eval_id: e.id,
      eval_name: `eval-${e.id}`,
      prompt: e.prompt,
      assertions: e.expectations,
    });

  const jobs: Job[] = [];
  for (let run = 1; run <= input.runs; run++)
    for (const evalCase of input.evals)
      for (const configuration of CONFIGURATIONS) jobs.push({ evalCase, configuration, run });
  const progress: EvalProgress = { total: jobs.length, done: 0, failed: 0 };
  const graded: GradedRun[] = [];
  const failures: EvalRunFailure[] = [];
  let cost: number | undefined;
  let stopped: EvalRunResult['stopped'];
  const stop = new AbortController();
  const onAbort = () => {
    stopped ??= { kind: 'cancelled' };
    stop.abort();
  };
  if (options.signal?.aborted) onAbort();
  options.signal?.addEventListener('abort', onAbort, { once: true });

  const ask = async (model: EvalModel, request: ModelRequest): Promise<ModelReply> => {
    try {
      const reply = await callModel(
        model.connection,
        model.key,
        { ...request, stream: false },
        { ...input.client, signal: stop.signal },
      );
      if (reply.usage && model.price) {
        const spent = estimateRun({
          requests: 1,
          inputTokensPerRequest: reply.usage.inputTokens,
          outputTokensPerRequest: reply.usage.outputTokens,
          price: model.price,
        }).cost;
        cost = (cost ?? 0) + (spent ?? 0);
      }
      return reply;
    } catch (error) {
      if (!(error instanceof ModelCallError)) throw error;
      if (error.failure.kind === 'cancelled' || stop.signal.aborted) throw new Stop();
      if (FATAL.includes(error.failure.kind)) throw new Stop(error.failure);
      throw error;
    }
  };

  const once = async ({ evalCase, configuration, run }: Job): Promise<void> => {
    const folder = runDir(dir, evalCase.id, configuration, run);
    const files = input.attachments?.(evalCase) ?? [];
    const request =
      configuration === 'with_skill'
        ? withSkillRequest(agents, evalCase.prompt, files).request
        : withoutSkillRequest(agents, evalCase.prompt, files);
    const fail = (stage: EvalRunFailure['stage'], problem: Message) => {
      failures.push({ eval_id: evalCase.id, configuration, run_number: run, stage, problem });
      progress.failed++;
    };
    const start = now();
    let reply: ModelReply;
    try {
      reply = await ask(input.executor, request);
    } catch (error) {
      if (!(error instanceof ModelCallError)) throw error;
      fail('model', outcomeMessage(error.failure));
      return;
    }
    const end = now();
    const tokens = (reply.usage?.inputTokens ?? 0) + (reply.usage?.outputTokens ?? 0);
    await writeText(join(folder, 'outputs', 'answer.md'), reply.text);
    const graderStart = now();
    let grading: Grading | undefined;
    let problem: Message | undefined;
    if (evalCase.expectations.length === 0) grading = gradingOf([]);
    else {
      try {
        const asked = graderRequest({
          prompt: evalCase.prompt,
          expectedOutput: evalCase.expected_output,
          output: reply.text,
          expectations: evalCase.expectations,
        });
        const read = parseGraderReply((await ask(grader, asked)).text, evalCase.expectations);
        if (read.ok) grading = read.grading;
        else problem = read.problem;
      } catch (error) {
        if (!(error instanceof ModelCallError)) throw error;
        problem = evalMessage('evals.grader.failed', { problem: outcomeMessage(error.failure) });
      }
    }
    const timing = timingOf({ tokens, start, end, grader: { start: graderStart, end: now() } });
    await writeJson(join(folder, 'timing.json'), timing);
    if (!grading) {
      fail('grader', problem ?? evalMessage('evals.grader.no-expectations'));
      return;
    }
    await writeJson(join(folder, 'grading.json'), grading);
    graded.push({
      eval_id: evalCase.id,
      configuration,
      run_number: run,
      grading,
      time_seconds: timing.total_duration_seconds,
      tokens,
    });
  };

  let next = 0;
  const worker = async () => {
    while (!stop.signal.aborted && next < jobs.length) {
      const job = jobs[next++];
      if (!job) continue;
      try {
        await once(job);
      } catch (error) {
        // The run's folder is removed: what stays in the workspace is whole.
        await rm(runDir(dir, job.evalCase.id, job.configuration, job.run), {
          recursive: true,
          force: true,
        });
        if (!(error instanceof Stop)) throw error;
        if (error.failure) stopped ??= { kind: 'failed', failure: error.failure };
        stop.abort();
        continue;
      }
      progress.done++;
      options.onProgress?.({ ...progress, ...(cost !== undefined && { cost }) });
    }
  };
  try {
    const workers = Math.max(1, Math.min(input.concurrency, jobs.length));
    await Promise.all(Array.from({ length: workers }, worker));
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
  }

  const benchmark = buildBenchmark({
    skillName: input.skillName,
    skillPath: input.skillDir,
    executorModel: input.executor.connection.model,
    graderModel: grader.connection.model,
    date: now(),
    runsPerConfiguration: input.runs,
    runs: graded,
  });
  const flags = benchmarkFlags(benchmark.runs);
  benchmark.notes = flags.map((f) => english(flagMessage(f)));
  await writeJson(join(dir, 'benchmark.json'), benchmark);
  return {
    mode: 'direct',
    iteration: n,
    dir,
    benchmark,
    flags,
    failures,
    notes: [evalMessage('evals.direct.no-scripts')],
    ...(cost !== undefined && { cost }),
    ...(stopped && { stopped }),
  };
}
