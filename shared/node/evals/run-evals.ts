/**
 * Runs a skill's evals in direct (API) mode: each eval with the skill and without it (or, with
 * `against`, with the skill as it is now and with a saved version of it: new_skill and
 * old_skill, saved-version.ts), `runs` times each, `concurrency` at a time, run-major (a cancelled run has every eval sooner); each
 * answer graded by the grader model; the workspace written as it goes (workspace.ts), each
 * file atomically, a run's grading.json last; benchmark.json from the runs that finished.
 *
 * A run cut short (Cancel, a failure every other request would meet too) has its folder
 * removed, so every run folder left is whole and the benchmark is what the folders hold.
 * A run whose model fails keeps no folder and is reported; a run whose grader's reply is
 * malformed keeps its answer and timing, no grading.json (aggregate_benchmark.py skips such a
 * run too), and is reported with the grader's problem.
 *
 * In real agent mode (`real`) the agent's own CLI does each task in a temporary project
 * (agent-task.ts): its last words go to outputs/answer.md, the files it made to outputs/files/,
 * and the grader reads both. `mode` says which ran.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { TriggerAgentId } from '../../agent/skill-tools';
import type { AgentSettings } from '../../agent/settings';
import type { LibrarySnapshot } from '../../agent/types';
import {
  benchmarkFlags,
  buildBenchmark,
  flagMessage,
  PAIRS,
  type AnyBenchmark,
  type BenchmarkFlag,
  type Configuration,
  type GradedRun,
} from '../../evals/benchmark';
import { loadEvalAgents, requestOf, taskText, type EvalAttachment } from '../../evals/conversation';
import type { EvalCase } from '../../evals/evals-file';
import { graderRequest, gradingOf, parseGraderReply, type Grading } from '../../evals/grading';
import { evalMessage } from '../../evals/messages';
import { timingOf } from '../../evals/timing';
import { english } from '../../i18n/catalogue';
import type { Message } from '../../i18n/message';
import type { ModelConnection } from '../../models/connection';
import { outcomeMessage, type FailureKind } from '../../models/outcome';
import type { ModelReply, ModelRequest } from '../../models/request';
import { estimateRun, type TokenPrice } from '../../triggers/estimate';
import { callModel } from '../models/call-model';
import { ModelCallError } from '../models/failure-facts';
import type { ClientOptions } from '../models/sdk-clients';
import type { RealAgentId } from '../../triggers/real-events';
import { AGENT_LABELS } from '../../agent/types';
import { AGENT_COMMANDS, type RealAgentFailure } from '../triggers/real-agent';
import { runAgentTask, type TaskFile } from './agent-task';
import { versionLibrary, type SavedVersion } from './saved-version';
import { newIteration, runDir, textOf, writeBytes, writeJson, writeText } from './workspace';

/** A run the agent's CLI did not finish (its time limit, its exit status), in words. */
class TaskFailed extends Error {
  constructor(readonly problem: Message) {
    super('task failed');
  }
}

/** Real agent mode: the agent's CLI and each eval's input files. */
export interface RealExecutor {
  agent: RealAgentId;
  bin: string;
  timeoutMs: number;
  env?: NodeJS.ProcessEnv;
  tmpRoot?: string;
  files: (evalCase: EvalCase) => TaskFile[];
}

/** A connection and its key. */
export interface EvalModel {
  connection: ModelConnection;
  key: string | undefined;
  price?: TokenPrice | undefined;
}

/** What a run is asked to do. */
export interface EvalRunInput {
  /** The model that does the tasks in direct mode (and grades, without `grader`). */
  executor: EvalModel;
  /** Set for real agent mode: the agent's CLI does the tasks instead of `executor`. */
  real?: RealExecutor;
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
  /** Compare with this saved version of the skill (its files in a folder) instead of no skill. */
  against?: Pick<SavedVersion, 'folder'>;
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
  mode: 'direct' | 'agent';
  iteration: number;
  dir: string;
  benchmark: AnyBenchmark;
  flags: BenchmarkFlag[];
  failures: EvalRunFailure[];
  /** Said once for the whole run: the answers are text only. */
  notes: Message[];
  cost?: number;
  stopped?: { kind: 'cancelled' } | { kind: 'failed'; text: Message };
}

// Failures every other request would meet too.
const FATAL: readonly FailureKind[] = ['no-key', 'wrong-key', 'unknown-model'];

interface Job {
  evalCase: EvalCase;
  configuration: Configuration;
  run: number;
}

class Stop extends Error {
  constructor(readonly failure?: Message) {
    super('stopped');
  }
}

// Failures of the agent's CLI every other run would meet too.
const FATAL_REAL: readonly RealAgentFailure['kind'][] = ['missing', 'not-executable', 'setup'];

/** What did the task: the model's text, or the agent's answer and the files it made. */
interface Done {
  text: string;
  files: EvalAttachment[];
  tokens: number;
}

/** Runs the evals; `onProgress` hears every finished run. */
export async function runEvals(
  input: EvalRunInput,
  options: { signal?: AbortSignal; onProgress?: (p: EvalProgress) => void } = {},
): Promise<EvalRunResult> {
  const now = input.now ?? (() => new Date());
  const grader = input.grader ?? input.executor;
  const agents = loadEvalAgents(input.agent, input.library, input.skillDir, input.settings);
  const { against } = input;
  const comparison = against ? 'version' : 'skill';
  // Direct mode's old_skill: the agent over the library with the saved version in the skill's place.
  const saved =
    against && !input.real
      ? loadEvalAgents(
          input.agent,
          versionLibrary(input.library, input.skillDir, against),
          input.skillDir,
          input.settings,
        )
      : undefined;
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
      for (const configuration of PAIRS[comparison]) jobs.push({ evalCase, configuration, run });
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
      if (FATAL.includes(error.failure.kind)) throw new Stop(outcomeMessage(error.failure));
      throw error;
    }
  };

  // The task done by the model (direct mode): its text is the output.
  const byModel = async (evalCase: EvalCase, configuration: Configuration): Promise<Done> => {
    const files = input.attachments?.(evalCase) ?? [];
    const request = requestOf(configuration, agents, evalCase.prompt, files, saved);
    const reply = await ask(input.executor, request);
    const tokens = (reply.usage?.inputTokens ?? 0) + (reply.usage?.outputTokens ?? 0);
    return { text: reply.text, files: [], tokens };
  };

  // The task done by the agent's CLI (real agent mode): its answer and the files it made.
  const byAgent = async (
    real: RealExecutor,
    evalCase: EvalCase,
    configuration: Configuration,
    folder: string,
  ): Promise<Done> => {
    const ran = await runAgentTask({
      agent: real.agent,
      bin: real.bin,
      skillDir: input.skillDir,
      skill:
        configuration === 'without_skill'
          ? undefined
          : configuration === 'old_skill'
            ? against?.folder
            : input.skillDir,
      prompt: evalCase.prompt,
      files: real.files(evalCase),
      timeoutMs: real.timeoutMs,
      signal: stop.signal,
      ...(real.env && { env: real.env }),
      ...(real.tmpRoot && { tmpRoot: real.tmpRoot }),
    });
    if (!ran.ok) {
      if (ran.kind === 'cancelled' || stop.signal.aborted) throw new Stop();
      if (FATAL_REAL.includes(ran.kind)) throw new Stop(ran.message);
      throw new TaskFailed(ran.message);
    }
    for (const file of ran.files)
      await writeBytes(join(folder, 'outputs', 'files', ...file.path.split('/')), file.bytes);
    const files = ran.files.map((f) => {
      const text = textOf(f.bytes);
      return { path: f.path, bytes: f.bytes.length, ...(text !== undefined && { text }) };
    });
    return { text: ran.answer, files, tokens: 0 };
  };

  const once = async ({ evalCase, configuration, run }: Job): Promise<void> => {
    const folder = runDir(dir, evalCase.id, configuration, run);
    const fail = (stage: EvalRunFailure['stage'], problem: Message) => {
      failures.push({ eval_id: evalCase.id, configuration, run_number: run, stage, problem });
      progress.failed++;
    };
    const start = now();
    let done: Done;
    try {
      done = input.real
        ? await byAgent(input.real, evalCase, configuration, folder)
        : await byModel(evalCase, configuration);
    } catch (error) {
      if (error instanceof TaskFailed) {
        await rm(folder, { recursive: true, force: true });
        fail('model', error.problem);
        return;
      }
      if (!(error instanceof ModelCallError)) throw error;
      fail('model', outcomeMessage(error.failure));
      return;
    }
    const end = now();
    const { tokens } = done;
    await writeText(join(folder, 'outputs', 'answer.md'), done.text);
    // What the grader reads: the answer, then each file the agent made (text shown).
    const output = done.files.length ? taskText(done.text, done.files) : done.text;
    const graderStart = now();
    let grading: Grading | undefined;
    let problem: Message | undefined;
    if (evalCase.expectations.length === 0) grading = gradingOf([]);
    else {
      try {
        const asked = graderRequest({
          prompt: evalCase.prompt,
          expectedOutput: evalCase.expected_output,
          output,
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
        if (error.failure) stopped ??= { kind: 'failed', text: error.failure };
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
    comparison,
    skillName: input.skillName,
    skillPath: input.skillDir,
    executorModel: input.real
      ? `${AGENT_COMMANDS[input.real.agent]} (${AGENT_LABELS[input.real.agent]} CLI)`
      : input.executor.connection.model,
    graderModel: grader.connection.model,
    date: now(),
    runsPerConfiguration: input.runs,
    runs: graded,
  });
  const flags = benchmarkFlags(benchmark.runs, comparison);
  benchmark.notes = flags.map((f) => english(flagMessage(f)));
  await writeJson(join(dir, 'benchmark.json'), benchmark);
  return {
    mode: input.real ? 'agent' : 'direct',
    iteration: n,
    dir,
    benchmark,
    flags,
    failures,
    notes: [evalMessage(input.real ? 'evals.agent.no-tokens' : 'evals.direct.no-scripts')],
    ...(cost !== undefined && { cost }),
    ...(stopped && { stopped }),
  };
}
