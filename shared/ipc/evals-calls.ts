/**
 * The contract's calls for evals (issue 36): a skill's evals/evals.json read (its text, hash
 * and reading) and saved conditionally, evals suggested by the model for review, a run as a
 * job the page follows (jobProgress: runs done of all, with `failed` and `cost`) and stops,
 * the iterations of the skill's workspace listed (with their run summaries, for a chart over
 * iterations) and one read whole (benchmark, each run's grading, timing and outputs, the
 * feedback), and a blind A/B pick recorded in the iteration's feedback.json. The files'
 * shapes are skill-creator's (shared/evals/). Spread into CALLS in contract.ts.
 */
import { z } from 'zod';
import { TRIGGER_AGENTS } from '../agent/skill-tools';
import { CONFIGURATIONS } from '../evals/benchmark';
import { REAL_AGENT_IDS } from '../triggers/real-events';
import { SaveResultSchema } from './save-schemas';
import { MessageSchema } from './schemas';
import { call } from './settings-calls';
import { ownRecordSchema } from '../json/own-record';

const path = z.string().min(1).max(4096);
const job = z.string().min(1).max(64);
const count = z.number().int().nonnegative();
const evalId = z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);
const connection = z.string().min(1).max(200);
const configuration = z.enum(CONFIGURATIONS);

/** What a run (or its estimate) is asked to do. */
const EvalSetupSchema = z.object({
  dir: path,
  agent: z.enum(TRIGGER_AGENTS),
  connection,
  /** The grader's connection; the executor's when absent. */
  graderConnection: connection.optional(),
  evals: z.array(evalId).max(1000).optional(),
  runs: z.number().int().min(1).max(20),
  /** Real agent mode: the agent's own CLI (found on PATH) does the tasks; `agent` must have one. */
  real: z.boolean().optional(),
  /**
   * Compare with a saved version of the skill (its id in the skill's history) instead of no
   * skill: configurations new_skill and old_skill.
   */
  against: z.object({ version: z.string().min(1).max(64) }).optional(),
});

/** One eval of evals/evals.json (shared/evals/evals-file.ts). */
export const EvalCaseSchema = z.object({
  id: evalId,
  prompt: z.string(),
  expected_output: z.string(),
  files: z.array(z.string()),
  expectations: z.array(z.string()),
  /** The eval's other keys, kept on saving. */
  extra: ownRecordSchema(z.json()),
});

/** The whole file. */
export const EvalsFileSchema = z.object({
  skill_name: z.string(),
  evals: z.array(EvalCaseSchema),
  extra: ownRecordSchema(z.json()),
});

/** grading.json (skill-creator's references/schemas.md). */
export const GradingSchema = z.object({
  expectations: z.array(z.object({ text: z.string(), passed: z.boolean(), evidence: z.string() })),
  summary: z.object({ passed: count, failed: count, total: count, pass_rate: z.number() }),
});

/** timing.json, the fields the review shows. */
export const TimingSchema = z.object({
  total_tokens: z.number().optional(),
  duration_ms: z.number().optional(),
  total_duration_seconds: z.number().optional(),
});

const StatSchema = z.object({
  mean: z.number(),
  stddev: z.number(),
  min: z.number(),
  max: z.number(),
});
const ConfigurationSummarySchema = z.object({
  pass_rate: StatSchema,
  time_seconds: StatSchema,
  tokens: StatSchema,
});

const DeltaSchema = z.object({
  pass_rate: z.string(),
  time_seconds: z.string(),
  tokens: z.string(),
});

/** run_summary of benchmark.json: with and without the skill, or the skill now and a saved version. */
export const RunSummarySchema = z.union([
  z.object({
    with_skill: ConfigurationSummarySchema,
    without_skill: ConfigurationSummarySchema,
    delta: DeltaSchema,
  }),
  z.object({
    new_skill: ConfigurationSummarySchema,
    old_skill: ConfigurationSummarySchema,
    delta: DeltaSchema,
  }),
]);

/** benchmark.json (shared/evals/benchmark.ts). */
export const BenchmarkSchema = z.object({
  metadata: z.object({
    skill_name: z.string(),
    skill_path: z.string(),
    executor_model: z.string(),
    analyzer_model: z.string(),
    timestamp: z.string(),
    evals_run: z.array(evalId),
    runs_per_configuration: count,
  }),
  runs: z.array(
    z.object({
      eval_id: evalId,
      configuration: z.string(),
      run_number: count,
      result: z.object({
        pass_rate: z.number(),
        passed: count,
        failed: count,
        total: count,
        time_seconds: z.number(),
        tokens: z.number(),
        tool_calls: z.number().optional(),
        errors: z.number().optional(),
      }),
      expectations: GradingSchema.shape.expectations.optional(),
      notes: z.array(z.string()).optional(),
    }),
  ),
  run_summary: RunSummarySchema,
  notes: z.array(z.string()),
});

/** What a benchmark shows that its numbers do not say (shared/evals/benchmark.ts). */
export const BenchmarkFlagSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('not-distinguishing'),
    eval_id: evalId,
    text: z.string(),
    comparison: z.literal('version').optional(),
  }),
  z.object({
    kind: z.literal('unstable'),
    eval_id: evalId,
    configuration,
    min: z.number(),
    max: z.number(),
  }),
]);

/** An output file of a run: its text when it is text and not too large. */
const OutputFileSchema = z.object({ path: z.string(), bytes: count, text: z.string().optional() });

/** feedback.json (skill-creator's SKILL.md, "Step 5: Read the feedback"). */
export const FeedbackSchema = z.object({
  reviews: z.array(
    z.object({
      run_id: z.string(),
      feedback: z.string(),
      timestamp: z.string(),
      preferred_over: z.string().optional(),
    }),
  ),
  status: z.string(),
});

/** An eval run's answer. */
export const EvalRunSchema = z.object({
  /** 'direct': the model answered in text and ran nothing (`notes` says so). */
  /** direct: the model answered in text; agent: the agent's CLI did the tasks. */
  mode: z.enum(['direct', 'agent']),
  iteration: count,
  /** The iteration's folder. */
  dir: z.string(),
  benchmark: BenchmarkSchema,
  flags: z.array(BenchmarkFlagSchema),
  /** Runs with no grading: no answer ('model'), or an answer the grader could not grade. */
  failures: z.array(
    z.object({
      eval_id: evalId,
      configuration,
      run_number: count,
      stage: z.enum(['model', 'grader']),
      problem: MessageSchema,
    }),
  ),
  notes: z.array(MessageSchema),
  /** US dollars, from the providers' token counts; absent when a price is unknown. */
  cost: z.number().nonnegative().optional(),
  stopped: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('cancelled') }),
      z.object({ kind: z.literal('failed'), text: MessageSchema }),
    ])
    .optional(),
});

/** One iteration as the list shows it. */
export const EvalIterationSummarySchema = z.object({
  iteration: count,
  dir: z.string(),
  /** benchmark.json's timestamp and summary, when it has one that reads. */
  timestamp: z.string().optional(),
  runSummary: RunSummarySchema.optional(),
});

/** One run as read back. */
const FoundRunSchema = z.object({
  run: count,
  dir: z.string(),
  grading: GradingSchema.optional(),
  timing: TimingSchema.optional(),
  outputs: z.array(OutputFileSchema),
});

/** The calls of evals. */
export const EVAL_CALLS = {
  /** The skill's evals/evals.json: its text and hash (null when missing) and its reading. */
  readEvals: call(
    z.object({ dir: path }),
    z.object({
      path: z.string(),
      text: z.string().nullable(),
      hash: z.string().nullable(),
      read: z
        .discriminatedUnion('ok', [
          z.object({ ok: z.literal(true), file: EvalsFileSchema }),
          z.object({
            ok: z.literal(false),
            error: z.object({ message: MessageSchema, line: count, column: count }),
          }),
        ])
        .nullable(),
    }),
  ),
  /** Writes the evals as skill-creator's schema orders them, if the file is still `baseHash`. */
  saveEvals: call(
    z.object({ dir: path, file: EvalsFileSchema, baseHash: z.string().nullable() }),
    SaveResultSchema,
  ),
  /** Three realistic evals asked of the model, numbered after the skill's; nothing written. */
  suggestEvals: call(
    z.object({ dir: path, connection, job: job.optional() }),
    z.object({ evals: z.array(EvalCaseSchema) }),
  ),
  /**
   * Runs the evals (all, or `evals` by id) with and without the skill (or, with `against`, the
   * skill now and the saved version), `runs` times each, as `job`, into the next iteration of
   * the skill's workspace; answers the benchmark, also when stopped (the runs that finished).
   */
  runEvals: call(
    EvalSetupSchema.extend({
      concurrency: z.number().int().min(1).max(16),
      job: job.optional(),
    }),
    EvalRunSchema,
  ),
  /**
   * Before a run (shared/evals/estimate.ts): its tasks and grading calls, their tokens
   * (estimated; the grader's alone in real agent mode) and cost at the models' prices, absent
   * when a price or the agent's own tokens are unknown.
   */
  estimateEvals: call(
    EvalSetupSchema,
    z.object({
      tasks: count,
      gradings: count,
      inputTokens: count,
      outputTokens: count,
      /** False in real agent mode: the tokens are the grader's only. */
      tasksCounted: z.boolean(),
      cost: z.number().nonnegative().optional(),
      /** The grading calls' share of the cost (all of it known in real agent mode). */
      graderCost: z.number().nonnegative().optional(),
    }),
  ),
  /** The agents whose CLI the service finds on its PATH, for real agent mode. */
  findAgentClis: call(
    z.object({}),
    z.object({ agents: z.array(z.object({ agent: z.enum(REAL_AGENT_IDS), path: z.string() })) }),
  ),
  /** The iterations of the skill's workspace (skill-creator's too), oldest first. */
  listEvalIterations: call(
    z.object({ dir: path }),
    z.object({ workspace: z.string(), iterations: z.array(EvalIterationSummarySchema) }),
  ),
  /** One iteration whole: what reads of each file is given, what does not is left out. */
  readEvalIteration: call(
    z.object({ dir: path, iteration: count }),
    z.object({
      dir: z.string(),
      benchmark: BenchmarkSchema.optional(),
      flags: z.array(BenchmarkFlagSchema),
      feedback: FeedbackSchema.optional(),
      evals: z.array(
        z.object({
          eval_id: evalId,
          folder: z.string(),
          prompt: z.string().optional(),
          /** Each configuration's runs, by the configuration's folder name. */
          configurations: z.array(z.object({ name: z.string(), runs: z.array(FoundRunSchema) })),
        }),
      ),
    }),
  ),
  /**
   * A blind A/B pick: `picked` preferred over `other` (two runs of one eval), with the user's
   * note, added to the iteration's feedback.json.
   */
  recordFeedback: call(
    z.object({
      dir: path,
      iteration: count,
      evalId,
      picked: z.object({ configuration, run: count }),
      other: z.object({ configuration, run: count }),
      note: z.string().max(100_000),
    }),
    z.object({ reviews: count }),
  ),
} as const;
