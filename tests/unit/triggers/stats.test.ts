/**
 * Trigger results and metrics, each expectation worked out by hand from skill-creator's code
 * (anthropics/skills, skills/skill-creator/scripts/): run_eval.py at 3d59511 (`run_eval`:
 * trigger_rate, the pass rule, the summary) and run_loop.py at b0cbd3d (`print_eval_stats`:
 * precision, recall and accuracy over runs). Where the studio differs on purpose (failed runs,
 * zero denominators) the test says what skill-creator would have printed.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RUNS_PER_QUERY,
  DEFAULT_TRIGGER_THRESHOLD,
  passes,
  queryResult,
  type RunOutcome,
  summarize,
  triggerEval,
  triggerMetrics,
} from '../../../shared/triggers/stats';

const T: RunOutcome = 'triggered';
const N: RunOutcome = 'not-triggered';
const E: RunOutcome = 'error';
const yes = (query: string) => ({ query, should_trigger: true });
const no = (query: string) => ({ query, should_trigger: false });

describe('the pass rule (run_eval.py: rate >= threshold if it should trigger, else rate < threshold)', () => {
  it('uses skill-creator’s defaults: threshold 0.5, 3 runs per query', () => {
    expect(DEFAULT_TRIGGER_THRESHOLD).toBe(0.5);
    expect(DEFAULT_RUNS_PER_QUERY).toBe(3);
  });

  it('passes a should-trigger query at or above the threshold, exactly at it too', () => {
    expect(passes(true, 2 / 3, 0.5)).toBe(true);
    expect(passes(true, 0.5, 0.5)).toBe(true);
    expect(passes(true, 1 / 3, 0.5)).toBe(false);
  });

  it('passes a should-not query only strictly below the threshold', () => {
    expect(passes(false, 1 / 3, 0.5)).toBe(true);
    expect(passes(false, 0, 0.5)).toBe(true);
    expect(passes(false, 0.5, 0.5)).toBe(false);
  });

  it('reads a query’s runs as run_eval does: 2 of 3 triggered is 0.666…, a pass', () => {
    expect(queryResult(yes('merge PDFs'), [T, N, T])).toEqual({
      query: 'merge PDFs',
      should_trigger: true,
      trigger_rate: 2 / 3,
      triggers: 2,
      runs: 3,
      errors: 0,
      pass: true,
    });
    expect(queryResult(no('capital of France'), [T, N, T]).pass).toBe(false);
  });

  it('takes another threshold: at 1.0 a should-trigger query must trigger every time', () => {
    expect(queryResult(yes('a'), [T, T, N], 1).pass).toBe(false);
    expect(queryResult(yes('a'), [T, T, T], 1).pass).toBe(true);
    expect(queryResult(no('b'), [T, T, N], 1).pass).toBe(true);
  });
});

describe('runs that failed', () => {
  it('are left out of the rate, not counted as "not triggered"', () => {
    // skill-creator appends False for a failed run: 1/3 = 0.33, a fail. Here 1/1, a pass.
    expect(queryResult(yes('a'), [T, E, E])).toMatchObject({
      trigger_rate: 1,
      triggers: 1,
      runs: 1,
      errors: 2,
      pass: true,
    });
    // skill-creator: 0/3, and a should-not query "passes" although the model never answered.
    expect(queryResult(no('b'), [E, E, E])).toMatchObject({
      trigger_rate: null,
      runs: 0,
      errors: 3,
      pass: null,
    });
  });

  it('make a query unanswered in the summary, neither passed nor failed', () => {
    const results = [
      queryResult(yes('a'), [T, T, N]),
      queryResult(yes('b'), [N, N, E]),
      queryResult(no('c'), [E, E, E]),
    ];
    expect(summarize(results)).toEqual({ total: 3, passed: 1, failed: 1, unanswered: 1 });
  });
});

describe('triggerEval', () => {
  it('gives run_eval.py’s output: skill, description, one result per query in order, summary', () => {
    const out = triggerEval({
      skillName: 'pdf',
      description: 'Fill PDF forms.',
      queries: [yes('fill the W-9'), no('capital of France')],
      outcomes: [
        [T, T, T],
        [N, N, T],
      ],
    });
    expect(out).toEqual({
      skill_name: 'pdf',
      description: 'Fill PDF forms.',
      results: [
        {
          query: 'fill the W-9',
          should_trigger: true,
          trigger_rate: 1,
          triggers: 3,
          runs: 3,
          errors: 0,
          pass: true,
        },
        {
          query: 'capital of France',
          should_trigger: false,
          trigger_rate: 1 / 3,
          triggers: 1,
          runs: 3,
          errors: 0,
          pass: true,
        },
      ],
      summary: { total: 2, passed: 2, failed: 0, unanswered: 0 },
    });
  });

  it('keeps two items with the same text apart (run_eval would pool their runs)', () => {
    const out = triggerEval({
      skillName: 's',
      description: 'd',
      queries: [yes('same'), no('same')],
      outcomes: [[T], [T]],
    });
    expect(out.results.map((r) => r.pass)).toEqual([true, false]);
  });
});

describe('triggerMetrics (run_loop.py print_eval_stats: over runs, not queries)', () => {
  it('counts every answered run', () => {
    const results = [
      queryResult(yes('q1'), [T, T, N]), // TP 2, FN 1
      queryResult(yes('q2'), [T, T, T]), // TP 3
      queryResult(no('q3'), [T, N, N]), // FP 1, TN 2
      queryResult(no('q4'), [N, E, N]), // TN 2; the error is no run
    ];
    // TP 5, FN 1, FP 1, TN 4: precision 5/6, recall 5/6, F1 10/12, accuracy 9/11. Every query
    // passed, yet the runs show a miss each way: why skill-creator reports runs.
    expect(triggerMetrics(results)).toEqual({
      truePositives: 5,
      falsePositives: 1,
      trueNegatives: 4,
      falseNegatives: 1,
      precision: 5 / 6,
      recall: 5 / 6,
      f1: 10 / 12,
      accuracy: 9 / 11,
    });
    expect(summarize(results).passed).toBe(4);
  });

  it('is null, never NaN, where a denominator is zero', () => {
    expect(triggerMetrics([])).toMatchObject({
      precision: null,
      recall: null,
      f1: null,
      accuracy: null, // skill-creator prints 0%
    });
    // Only should-not queries, none triggered: skill-creator prints precision and recall 100%.
    expect(triggerMetrics([queryResult(no('a'), [N, N, N])])).toMatchObject({
      precision: null,
      recall: null,
      f1: null,
      accuracy: 1,
    });
    // Should-trigger queries that never triggered: no precision (nothing triggered), recall 0.
    expect(triggerMetrics([queryResult(yes('a'), [N, N])])).toMatchObject({
      precision: null,
      recall: 0,
      f1: 0,
      accuracy: 0,
    });
  });
});
