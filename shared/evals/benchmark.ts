/**
 * benchmark.json exactly as skill-creator writes it (anthropics/skills
 * 9d2f1ae187231d8199c64b5b762e1bdf2244733d: references/schemas.md, "benchmark.json", and
 * scripts/aggregate_benchmark.py, which computes it): `metadata`, `runs[]` (each eval's
 * configurations, runs and results, in the script's order: configuration, then the eval's and
 * the run's folder names as sorted strings) and `run_summary` (per configuration the mean,
 * sample standard deviation, min and max of pass rate, time and tokens, each rounded to 4
 * places by Python's round, and `delta`, with-skill minus baseline means formatted `+.2f`,
 * `+.1f` and `+.0f`). Python's float rules come from shared/py/float.ts.
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

/** The two configurations, in the order aggregate_benchmark.py finds their folders. */
export const CONFIGURATIONS = ['with_skill', 'without_skill'] as const;

/** A configuration: the run had the skill, or it did not. */
export type Configuration = (typeof CONFIGURATIONS)[number];

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

/** run_summary. */
export interface RunSummary {
  with_skill: ConfigurationSummary;
  without_skill: ConfigurationSummary;
  delta: { pass_rate: string; time_seconds: string; tokens: string };
}

/** benchmark.json. */
export interface Benchmark {
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
  run_summary: RunSummary;
  notes: string[];
}

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
export interface BenchmarkInput {
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
export function buildBenchmark(input: BenchmarkInput): Benchmark {
  const runs: BenchmarkRun[] = CONFIGURATIONS.flatMap((configuration) =>
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
    run_summary: summarize(runs),
    notes: input.notes ?? [],
  };
}

/** run_summary of benchmark runs (aggregate_results). */
export function summarize(runs: readonly BenchmarkRun[]): RunSummary {
  const of = (configuration: Configuration): ConfigurationSummary => {
    const mine = runs.filter((r) => r.configuration === configuration);
    return {
      pass_rate: calculateStats(mine.map((r) => r.result.pass_rate)),
      time_seconds: calculateStats(mine.map((r) => r.result.time_seconds)),
      tokens: calculateStats(mine.map((r) => r.result.tokens)),
    };
  };
  const primary = of('with_skill');
  const baseline = of('without_skill');
  return {
    with_skill: primary,
    without_skill: baseline,
    delta: {
      pass_rate: pyFormatSigned(primary.pass_rate.mean - baseline.pass_rate.mean, 2),
      time_seconds: pyFormatSigned(primary.time_seconds.mean - baseline.time_seconds.mean, 1),
      tokens: pyFormatSigned(primary.tokens.mean - baseline.tokens.mean, 0),
    },
  };
}

/** Something the benchmark shows that its numbers alone do not say. */
export type BenchmarkFlag =
  | { kind: 'not-distinguishing'; eval_id: number; text: string }
  | { kind: 'unstable'; eval_id: number; configuration: Configuration; min: number; max: number };

/** The flags of a benchmark's runs (see the header), by eval id. */
export function benchmarkFlags(runs: readonly BenchmarkRun[]): BenchmarkFlag[] {
  const flags: BenchmarkFlag[] = [];
  const ids = [...new Set(runs.map((r) => r.eval_id))].sort((a, b) => a - b);
  for (const id of ids) {
    const mine = runs.filter((r) => r.eval_id === id);
    const both = CONFIGURATIONS.every((c) => mine.some((r) => r.configuration === c));
    const texts = [...new Set(mine.flatMap((r) => r.expectations.map((e) => e.text)))];
    for (const text of both ? texts : [])
      if (mine.every((r) => r.expectations.some((e) => e.text === text && e.passed)))
        flags.push({ kind: 'not-distinguishing', eval_id: id, text });
    for (const configuration of CONFIGURATIONS) {
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
    return evalMessage('evals.flag.not-distinguishing', { id: flag.eval_id, text: flag.text });
  return evalMessage('evals.flag.unstable', {
    id: flag.eval_id,
    configuration: evalMessage(`evals.configuration.${flag.configuration}`),
    min: Math.round(flag.min * 100),
    max: Math.round(flag.max * 100),
  });
}
