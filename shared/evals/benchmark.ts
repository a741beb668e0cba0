/**
 * benchmark.json exactly as skill-creator writes it (anthropics/skills
 * 9d2f1ae187231d8199c64b5b762e1bdf2244733d: references/schemas.md, "benchmark.json", and
 * scripts/aggregate_benchmark.py, which computes it): `metadata`, `runs[]` (each eval's
 * configurations, runs and results, in the script's order: configuration, then the eval's and
 * the run's folder names as sorted strings) and `run_summary` (per configuration the mean,
 * sample standard deviation, min and max of pass rate, time and tokens, each rounded to 4
 * places by Python's round, and `delta`, the first configuration's means minus the second's,
 * formatted `+.2f`, `+.1f` and `+.0f`). Python's float rules come from shared/py/float.ts.
 *
 * A run compares one of two pairs, the script's own names for them (load_run_results: "keyed
 * by config name (e.g. "with_skill"/"without_skill", or "new_skill"/"old_skill")"): the skill
 * against no skill, or the skill as it is now against a saved version. The script takes the
 * configurations in its folders' name order, so the first of each pair is the primary.
 *
 * The flags are the studio's own (the script leaves `notes` to an analyzer): an expectation
 * that passes in every run of both configurations does not tell them apart, and an eval whose
 * pass rate in one configuration spreads over UNSTABLE_SPREAD or more between runs is unstable.
 */
import type { Message } from '../i18n/message';
import { pyFormatSigned, pyRound, pySum } from '../py/float';
import type { GradedExpectation, Grading } from './grading';
import { evalMessage } from './messages';
import { isoSecond } from './timing';

/**
 * The pairs a run compares, each in the order aggregate_benchmark.py finds their folders
 * (primary first): with the skill or without it; the skill now or a saved version of it.
 */
export const PAIRS = {
  skill: ['with_skill', 'without_skill'],
  version: ['new_skill', 'old_skill'],
} as const;

/** What a run compares: the skill with no skill, or with a saved version of itself. */
export type Comparison = keyof typeof PAIRS;

/** Every configuration the studio runs. */
export const CONFIGURATIONS = [...PAIRS.skill, ...PAIRS.version] as const;

/** A configuration: with or without the skill, or the skill now or a saved version of it. */
export type Configuration = (typeof CONFIGURATIONS)[number];

/** The configurations of a comparison. */
export type PairOf<C extends Comparison> = (typeof PAIRS)[C][number];

/**
 * How far apart (max − min) an eval's pass rates in one configuration may be before it is
 * flagged unstable: half the expectations flipping between runs of the same task is more than
 * a model's ordinary variation, and with 3 runs it takes one run in three going wrong.
 */
export const UNSTABLE_SPREAD = 0.5;

/** A run's result, as benchmark.json holds it. */
export interface RunResult {
  pass_rate: number;
  passed: number;
  failed: number;
  total: number;
  time_seconds: number;
  tokens: number;
  tool_calls: number;
  errors: number;
}

/** One run of one eval in one configuration. */
export interface BenchmarkRun {
  eval_id: number;
  configuration: Configuration;
  run_number: number;
  result: RunResult;
  expectations: GradedExpectation[];
  notes: string[];
}

/** calculate_stats's result. */
export interface Stat {
  mean: number;
  stddev: number;
  min: number;
  max: number;
}

/** One configuration's summary. */
export interface ConfigurationSummary {
  pass_rate: Stat;
  time_seconds: Stat;
  tokens: Stat;
}

/** run_summary's `delta`: the primary's means minus the baseline's. */
export interface Delta {
  pass_rate: string;
  time_seconds: string;
  tokens: string;
}

/** run_summary of a comparison: its two configurations, then `delta`. */
export type RunSummary<C extends Comparison = 'skill'> = {
  [K in PairOf<C>]: ConfigurationSummary;
} & { delta: Delta };

/** run_summary of either comparison. */
export type AnyRunSummary = RunSummary | RunSummary<'version'>;

/** The comparison a run summary holds (the saved version's when it has old_skill). */
export function comparisonOf(summary: object): Comparison {
  return 'old_skill' in summary ? 'version' : 'skill';
}

/** A run summary's primary and baseline, whichever the comparison. */
export function sidesOf(summary: AnyRunSummary): [ConfigurationSummary, ConfigurationSummary] {
  return 'old_skill' in summary
    ? [summary.new_skill, summary.old_skill]
    : [summary.with_skill, summary.without_skill];
}

/** benchmark.json. */
export interface Benchmark<C extends Comparison = 'skill'> {
  metadata: {
    skill_name: string;
    skill_path: string;
    executor_model: string;
    analyzer_model: string;
    timestamp: string;
    evals_run: number[];
    runs_per_configuration: number;
  };
  runs: BenchmarkRun[];
  run_summary: RunSummary<C>;
  notes: string[];
}

/** benchmark.json of either comparison. */
export type AnyBenchmark = Benchmark | Benchmark<'version'>;

/** A graded run as the runner has it: its grading.json and timing.json values. */
export interface GradedRun {
  eval_id: number;
  configuration: Configuration;
  run_number: number;
  grading: Grading;
  time_seconds: number;
  tokens: number;
  notes?: string[];
}

/** calculate_stats: mean, sample stddev (n − 1), min, max, each round(…, 4); zeros when empty. */
export function calculateStats(values: readonly number[]): Stat {
  if (values.length === 0) return { mean: 0, stddev: 0, min: 0, max: 0 };
  const n = values.length;
  const mean = pySum(values) / n;
  const stddev = n > 1 ? Math.sqrt(pySum(values.map((x) => (x - mean) * (x - mean))) / (n - 1)) : 0;
  return {
    mean: pyRound(mean, 4),
    stddev: pyRound(stddev, 4),
    min: pyRound(Math.min(...values), 4),
    max: pyRound(Math.max(...values), 4),
  };
}

// Python sorts the folder names as strings: eval-10 before eval-2.
const byFolderName = (a: GradedRun, b: GradedRun) => {
  const ea = `eval-${a.eval_id}`;
  const eb = `eval-${b.eval_id}`;
  if (ea !== eb) return ea < eb ? -1 : 1;
  const ra = `run-${a.run_number}`;
  const rb = `run-${b.run_number}`;
  return ra < rb ? -1 : ra > rb ? 1 : 0;
};

/** What the benchmark says of the skill and of the run. */
export interface BenchmarkInput<C extends Comparison = 'skill'> {
  /** The pair compared (default: with and without the skill). */
  comparison?: C;
  skillName: string;
  skillPath: string;
  executorModel: string;
  graderModel: string;
  /** When the benchmark was made (written as aggregate_benchmark.py writes it, to the second). */
  date: Date;
  runsPerConfiguration: number;
  runs: readonly GradedRun[];
  notes?: string[];
}

/** The benchmark of graded runs (runs with no grading are not in it, as in the script). */
export function buildBenchmark<C extends Comparison = 'skill'>(
  input: BenchmarkInput<C>,
): Benchmark<C> {
  const comparison = (input.comparison ?? 'skill') as C;
  const runs: BenchmarkRun[] = PAIRS[comparison].flatMap((configuration: Configuration) =>
    input.runs
      .filter((r) => r.configuration === configuration)
      .sort(byFolderName)
      .map((r) => ({
        eval_id: r.eval_id,
        configuration,
        run_number: r.run_number,
        result: {
          pass_rate: r.grading.summary.pass_rate,
          passed: r.grading.summary.passed,
          failed: r.grading.summary.failed,
          total: r.grading.summary.total,
          time_seconds: r.time_seconds,
          tokens: r.tokens,
          tool_calls: 0,
          errors: 0,
        },
        expectations: r.grading.expectations,
        notes: r.notes ?? [],
      })),
  );
  return {
    metadata: {
      skill_name: input.skillName,
      skill_path: input.skillPath,
      executor_model: input.executorModel,
      analyzer_model: input.graderModel,
      timestamp: isoSecond(input.date),
      evals_run: [...new Set(runs.map((r) => r.eval_id))].sort((a, b) => a - b),
      runs_per_configuration: input.runsPerConfiguration,
    },
    runs,
    run_summary: summarize(runs, comparison),
    notes: input.notes ?? [],
  };
}

/** run_summary of benchmark runs (aggregate_results), the comparison's pair in its order. */
export function summarize<C extends Comparison = 'skill'>(
  runs: readonly BenchmarkRun[],
  comparison: C = 'skill' as C,
): RunSummary<C> {
  const of = (configuration: Configuration): ConfigurationSummary => {
    const mine = runs.filter((r) => r.configuration === configuration);
    return {
      pass_rate: calculateStats(mine.map((r) => r.result.pass_rate)),
      time_seconds: calculateStats(mine.map((r) => r.result.time_seconds)),
      tokens: calculateStats(mine.map((r) => r.result.tokens)),
    };
  };
  const [first, second] = PAIRS[comparison];
  const primary = of(first);
  const baseline = of(second);
  // Keys in the script's order: the pair, then delta (JSON keeps insertion order).
  return {
    [first]: primary,
    [second]: baseline,
    delta: {
      pass_rate: pyFormatSigned(primary.pass_rate.mean - baseline.pass_rate.mean, 2),
      time_seconds: pyFormatSigned(primary.time_seconds.mean - baseline.time_seconds.mean, 1),
      tokens: pyFormatSigned(primary.tokens.mean - baseline.tokens.mean, 0),
    },
  } as RunSummary<C>;
}

/** Something the benchmark shows that its numbers alone do not say. */
export type BenchmarkFlag =
  | {
      kind: 'not-distinguishing';
      eval_id: number;
      text: string;
      /** Set when the pair is the skill now and a saved version (absent: with and without it). */
      comparison?: 'version';
    }
  | { kind: 'unstable'; eval_id: number; configuration: Configuration; min: number; max: number };

/** What the flags read of a run (benchmark.json's runs, as written or as read back). */
export interface FlaggedRun {
  eval_id: number;
  configuration: string;
  result: { pass_rate: number };
  expectations?: readonly GradedExpectation[] | undefined;
}

/**
 * The flags of a benchmark's runs (see the header), by eval id: of the runs of the comparison's
 * two configurations (another folder's runs, a third configuration, are left out).
 */
export function benchmarkFlags(
  all: readonly FlaggedRun[],
  comparison: Comparison = 'skill',
): BenchmarkFlag[] {
  const pair: readonly Configuration[] = PAIRS[comparison];
  const runs = all.filter((r) => (pair as readonly string[]).includes(r.configuration));
  const flags: BenchmarkFlag[] = [];
  const ids = [...new Set(runs.map((r) => r.eval_id))].sort((a, b) => a - b);
  for (const id of ids) {
    const mine = runs.filter((r) => r.eval_id === id);
    const both = pair.every((c) => mine.some((r) => r.configuration === c));
    const texts = [...new Set(mine.flatMap((r) => (r.expectations ?? []).map((e) => e.text)))];
    for (const text of both ? texts : [])
      if (mine.every((r) => r.expectations?.some((e) => e.text === text && e.passed)))
        flags.push({
          kind: 'not-distinguishing',
          eval_id: id,
          text,
          ...(comparison === 'version' && { comparison }),
        });
    for (const configuration of pair) {
      const rates = mine
        .filter((r) => r.configuration === configuration)
        .map((r) => r.result.pass_rate);
      if (rates.length < 2) continue;
      const min = Math.min(...rates);
      const max = Math.max(...rates);
      if (max - min >= UNSTABLE_SPREAD)
        flags.push({ kind: 'unstable', eval_id: id, configuration, min, max });
    }
  }
  return flags;
}

/** A flag in words. */
export function flagMessage(flag: BenchmarkFlag): Message {
  if (flag.kind === 'not-distinguishing')
    return evalMessage(
      flag.comparison === 'version'
        ? 'evals.flag.not-distinguishing-versions'
        : 'evals.flag.not-distinguishing',
      { id: flag.eval_id, text: flag.text },
    );
  return evalMessage('evals.flag.unstable', {
    id: flag.eval_id,
    configuration: evalMessage(`evals.configuration.${flag.configuration}`),
    min: Math.round(flag.min * 100),
    max: Math.round(flag.max * 100),
  });
}
