/**
 * How trigger runs add up, as Anthropic's skill-creator adds them (anthropics/skills,
 * skills/skill-creator/scripts/, run_eval.py at 3d59511518591fa82e6cfcf0438d68dd5dad3e76 and
 * run_loop.py at b0cbd3df1533b396d281a6886d5132f623393a9c):
 *
 * - Per query (run_eval.py `run_eval`): `trigger_rate = triggers / runs`; it passes when
 *   `trigger_rate >= threshold` if it should trigger, `trigger_rate < threshold` if not
 *   (threshold 0.5 by default, 3 runs per query). The result keeps run_eval's keys: query,
 *   should_trigger, trigger_rate, triggers, runs, pass.
 * - Summary: `{ total, passed, failed }` over queries, as run_eval's `summary`.
 * - Precision, recall and accuracy over runs, not queries, as run_loop.py's
 *   `print_eval_stats` reports them: every run of a should-trigger query that triggered is a
 *   true positive, every one that did not a false negative; every run of a should-not query
 *   that triggered is a false positive, the rest true negatives. F1 is not in skill-creator;
 *   here it is 2·TP / (2·TP + FP + FN), over the same runs.
 *
 * Where this differs, on purpose:
 * - A run that failed (the request errored, timed out or was cut off: no answer) is not a
 *   run here. skill-creator appends False for it (`except Exception: ... append(False)`),
 *   which makes a should-trigger query fail and a should-not query pass because a request
 *   failed. Here it is counted in `errors` and left out of `runs`, `trigger_rate` and the
 *   metrics; a query none of whose runs answered has `trigger_rate` and `pass` null and counts
 *   as `unanswered` in the summary (so total = passed + failed + unanswered; with no errors
 *   failed = total − passed, as in run_eval).
 * - A ratio whose denominator is zero is null ("no data"), never NaN: precision with no run
 *   triggered, recall with no should-trigger run, accuracy and F1 with no run at all.
 *   skill-creator prints 100% for such a precision or recall and 0% for such an accuracy.
 * - Results are one per query in the file's order. run_eval keys them by the query's text,
 *   so two items with the same text pool their runs there.
 */
import type { TriggerQuery } from './queries';

/** What one run of one query came to: the model chose the skill, did not, or no answer. */
export type RunOutcome = 'triggered' | 'not-triggered' | 'error';

/** skill-creator's `--trigger-threshold` default (run_eval.py, run_loop.py). */
export const DEFAULT_TRIGGER_THRESHOLD = 0.5;

/** skill-creator's `--runs-per-query` default (run_eval.py, run_loop.py). */
export const DEFAULT_RUNS_PER_QUERY = 3;

/** One query's result: run_eval.py's keys, and the runs that got no answer. */
export interface TriggerQueryResult {
  query: string;
  should_trigger: boolean;
  /** triggers / runs; null when no run answered. */
  trigger_rate: number | null;
  triggers: number;
  /** Runs that got an answer. */
  runs: number;
  /** Runs that failed without an answer (not in `runs`). */
  errors: number;
  /** Whether the rate is on the right side of the threshold; null when no run answered. */
  pass: boolean | null;
}

/** The queries that passed, failed, and could not be judged. */
export interface TriggerSummary {
  total: number;
  passed: number;
  failed: number;
  unanswered: number;
}

/** run_eval.py's output: the skill, the description tried, each query and the summary. */
export interface TriggerEvalOutput {
  skill_name: string;
  description: string;
  results: TriggerQueryResult[];
  summary: TriggerSummary;
}

/** Run counts and the ratios made of them (null where a denominator is zero). */
export interface TriggerMetrics {
  truePositives: number;
  falsePositives: number;
  trueNegatives: number;
  falseNegatives: number;
  precision: number | null;
  recall: number | null;
  f1: number | null;
  accuracy: number | null;
}

/** Whether a trigger rate passes for a query (run_eval.py's rule). */
export function passes(shouldTrigger: boolean, triggerRate: number, threshold: number): boolean {
  return shouldTrigger ? triggerRate >= threshold : triggerRate < threshold;
}

/** One query's result from its runs' outcomes. */
export function queryResult(
  query: Pick<TriggerQuery, 'query' | 'should_trigger'>,
  outcomes: readonly RunOutcome[],
  threshold: number = DEFAULT_TRIGGER_THRESHOLD,
): TriggerQueryResult {
  const triggers = outcomes.filter((o) => o === 'triggered').length;
  const errors = outcomes.filter((o) => o === 'error').length;
  const runs = outcomes.length - errors;
  const trigger_rate = runs === 0 ? null : triggers / runs;
  const pass = trigger_rate === null ? null : passes(query.should_trigger, trigger_rate, threshold);
  const { should_trigger } = query;
  return { query: query.query, should_trigger, trigger_rate, triggers, runs, errors, pass };
}

/** How many queries passed, failed, and got no answer at all. */
export function summarize(results: readonly TriggerQueryResult[]): TriggerSummary {
  const passed = results.filter((r) => r.pass === true).length;
  const failed = results.filter((r) => r.pass === false).length;
  return { total: results.length, passed, failed, unanswered: results.length - passed - failed };
}

/** run_eval.py's output for `queries`, given each query's outcomes (`outcomes[i]` for `queries[i]`). */
export function triggerEval(input: {
  skillName: string;
  description: string;
  queries: readonly Pick<TriggerQuery, 'query' | 'should_trigger'>[];
  outcomes: readonly (readonly RunOutcome[])[];
  threshold?: number;
}): TriggerEvalOutput {
  const threshold = input.threshold ?? DEFAULT_TRIGGER_THRESHOLD;
  const results = input.queries.map((q, i) => queryResult(q, input.outcomes[i] ?? [], threshold));
  return {
    skill_name: input.skillName,
    description: input.description,
    results,
    summary: summarize(results),
  };
}

/** Precision, recall, F1 and accuracy over the answered runs (run_loop.py's print_eval_stats). */
export function triggerMetrics(results: readonly TriggerQueryResult[]): TriggerMetrics {
  let tp = 0;
  let fn = 0;
  let fp = 0;
  let tn = 0;
  for (const r of results) {
    if (r.should_trigger) {
      tp += r.triggers;
      fn += r.runs - r.triggers;
    } else {
      fp += r.triggers;
      tn += r.runs - r.triggers;
    }
  }
  return {
    truePositives: tp,
    falsePositives: fp,
    trueNegatives: tn,
    falseNegatives: fn,
    precision: ratio(tp, tp + fp),
    recall: ratio(tp, tp + fn),
    f1: ratio(2 * tp, 2 * tp + fp + fn),
    accuracy: ratio(tp + tn, tp + tn + fp + fn),
  };
}

function ratio(part: number, whole: number): number | null {
  return whole === 0 ? null : part / whole;
}
