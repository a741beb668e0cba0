/**
 * The contract's calls for trigger tests: the estimate before a run, the run as a job the page
 * follows (jobProgress: requests done of all) and stops (cancelJob: what finished is kept and
 * recorded), and the runs kept for a skill. The queries themselves are the skill's file
 * evals/trigger-queries.json, read and saved with readFile and saveFile like any other; the
 * model's suggestions for it come back for the page to review, never written by the service,
 * as do the description optimizer's candidates (the user applies one). Spread into CALLS in
 * contract.ts.
 */
import { z } from 'zod';
import { TRIGGER_AGENTS } from '../agent/skill-tools';
import { PROVIDERS } from '../models/connection';
import { CANDIDATE_PROBLEM_CODES } from '../triggers/candidate';
import type { TriggerRunRecord } from '../triggers/record';
import { MessageSchema } from './schemas';
import { call } from './settings-calls';

const path = z.string().min(1).max(4096);
const job = z.string().min(1).max(64);
const ratio = z.number().min(0).max(1);
const count = z.number().int().nonnegative();

/** Which skills the skill competes with in the listing. */
export const TRIGGER_COMPETITORS = ['library', 'all-libraries', 'installed'] as const;

/** What a run is asked to do (the queries are the skill's file, read when it starts). */
const TriggerSetupSchema = z.object({
  /** The skill's folder. */
  dir: path,
  agent: z.enum(TRIGGER_AGENTS),
  /** The model connection's id (Settings → Models). */
  connection: z.string().min(1).max(200),
  runs: z.number().int().min(1).max(20),
  competitors: z.enum(TRIGGER_COMPETITORS),
});

/** US dollars per million tokens (zod 4's number refuses Infinity and NaN). */
const perMillion = z.number().nonnegative();

/** A price the user typed, per million input and output tokens. */
const TokenPriceSchema = z.object({ inputPerMillion: perMillion, outputPerMillion: perMillion });

/** Queries passed, failed and unanswered of all (shared/triggers/stats.ts). */
const TriggerSummarySchema = z.object({
  total: count,
  passed: count,
  failed: count,
  unanswered: count,
});

/** Over the runs: the confusion counts and what they come to (null with nothing to divide). */
const TriggerMetricsSchema = z.object({
  truePositives: count,
  falsePositives: count,
  trueNegatives: count,
  falseNegatives: count,
  precision: ratio.nullable(),
  recall: ratio.nullable(),
  f1: ratio.nullable(),
  accuracy: ratio.nullable(),
});

/** A description's score on train or test, without the per-query detail. */
const CandidateScoreSchema = z.object({
  summary: TriggerSummarySchema,
  metrics: TriggerMetricsSchema,
});

/** A query of the optimizer's split. */
const SplitQuerySchema = z.object({ query: z.string(), should_trigger: z.boolean() });

/** One description the optimizer tried (shared/node/triggers/optimize.ts). */
const OptimizeCandidateSchema = z.object({
  /** 0: the current description. */
  round: count,
  /** 2: the one more ask after a candidate that could not be used. */
  attempt: z.union([z.literal(1), z.literal(2)]),
  description: z.string(),
  /** What the model said before the description (empty for round 0). */
  reasoning: z.string(),
  problems: z.array(
    z.object({
      code: z.enum(CANDIDATE_PROBLEM_CODES),
      blocking: z.boolean(),
      message: MessageSchema,
    }),
  ),
  /** False when its problems kept it from being run. */
  ran: z.boolean(),
  train: CandidateScoreSchema.optional(),
  test: CandidateScoreSchema.optional(),
  /** Its run was cut short (Stop, a provider failure): the scores count what finished. */
  partial: z.boolean().optional(),
});

/** What a run, an estimate or an optimization is asked to test. */
export type TriggerSetup = z.infer<typeof TriggerSetupSchema>;

/** A kept run (shared/triggers/record.ts). */
export const TriggerRunRecordSchema: z.ZodType<TriggerRunRecord> = z.object({
  id: z.string(),
  date: z.string(),
  skill: z.object({
    dir: z.string(),
    name: z.string(),
    description: z.string(),
    contentHash: z.string(),
  }),
  agent: z.enum(TRIGGER_AGENTS),
  model: z.object({
    label: z.string(),
    provider: z.enum(PROVIDERS),
    model: z.string(),
    baseUrl: z.string(),
  }),
  runsPerQuery: z.number().int().positive(),
  threshold: ratio,
  results: z.array(
    z.object({
      query: z.string(),
      should_trigger: z.boolean(),
      trigger_rate: ratio.nullable(),
      triggers: count,
      runs: count,
      errors: count,
      pass: z.boolean().nullable(),
      takenBy: z.array(z.object({ skill: z.string(), count: count, known: z.boolean() })),
      failures: z.array(MessageSchema),
    }),
  ),
  summary: TriggerSummarySchema,
  metrics: TriggerMetricsSchema,
  leftOut: z.array(MessageSchema),
  notListed: z.boolean(),
  stopped: z
    .union([
      z.object({ kind: z.literal('cancelled') }),
      z.object({ kind: z.literal('failed'), text: MessageSchema }),
    ])
    .optional(),
});

/** The trigger-test calls. */
export const TRIGGER_CALLS = {
  /**
   * Before a run: how many requests, the tokens they hold (estimated) and what they cost at
   * the model's price, when the studio knows it; whether the listing holds the skill.
   */
  estimateTriggerTest: call(
    TriggerSetupSchema.extend({
      /** The user's price for the model, in place of the studio's table (prices.ts). */
      price: TokenPriceSchema.optional(),
    }),
    z.object({
      queries: count,
      requests: count,
      inputTokens: count,
      outputTokens: count,
      /** US dollars; absent when the model's price is unknown. */
      cost: z.number().nonnegative().optional(),
      /**
       * The price the cost is at: the one given, or the table's with the page it was read from;
       * absent when the model's price is unknown.
       */
      price: TokenPriceSchema.extend({ source: z.string().optional() }).optional(),
      notListed: z.boolean(),
      leftOut: z.array(MessageSchema),
    }),
  ),
  /**
   * Runs the test as `job`: each query `runs` times; the record is kept (outside the skill's
   * folder) and returned, also when cancelled (what finished) or stopped by the provider.
   */
  runTriggerTest: call(
    TriggerSetupSchema.extend({
      job: job.optional(),
      concurrency: z.number().int().min(1).max(16),
      threshold: ratio,
    }),
    TriggerRunRecordSchema,
  ),
  /** The runs kept for a skill, newest first. */
  listTriggerRuns: call(z.object({ dir: path }), z.array(TriggerRunRecordSchema)),
  /**
   * Asks the model for about ten requests that should use the skill and ten near misses that
   * should not (half in the UI's language when it is not English), new to the skill's file,
   * as `job`. Nothing is written: the page shows them for review. A cancelled job answers none.
   */
  suggestTriggerQueries: call(
    z.object({
      dir: path,
      connection: z.string().min(1).max(200),
      language: z.enum(['en', 'zh']),
      job: job.optional(),
    }),
    z.object({ queries: z.array(z.object({ query: z.string(), should_trigger: z.boolean() })) }),
  ),
  /**
   * The description optimizer (skill-creator's loop) as `job`: the queries split 60/40 into
   * train and test (stratified), the current description run, then up to `rounds` new ones
   * asked of the model from the train failures, each checked and run, the one chosen by TEST
   * score. Stop ends it and it answers what it found. Nothing is written to the skill and no
   * run is kept: the page shows the candidates and the user applies one.
   */
  optimizeTriggerDescription: call(
    TriggerSetupSchema.extend({
      job: job.optional(),
      concurrency: z.number().int().min(1).max(16),
      threshold: ratio,
      rounds: z.number().int().min(1).max(10),
    }),
    z.object({
      /** The SKILL.md's description when it started. */
      original: z.string(),
      split: z.object({ train: z.array(SplitQuerySchema), test: z.array(SplitQuerySchema) }),
      /** The agents whose listings a candidate must fit whole. */
      targets: z.array(z.enum(TRIGGER_AGENTS)),
      candidates: z.array(OptimizeCandidateSchema),
      /** The index in `candidates` of the best by test score; absent when none ran whole. */
      chosen: count.optional(),
      exitReason: z.enum(['all-train-passed', 'max-rounds', 'cancelled', 'failed']),
      /** The provider failure that ended it, in words. */
      failure: MessageSchema.optional(),
      notListed: z.boolean(),
      leftOut: z.array(MessageSchema),
    }),
  ),
} as const;
