/**
 * benchmark.json as skill-creator's scripts/aggregate_benchmark.py computes it and
 * references/schemas.md names its fields (anthropics/skills
 * 9d2f1ae187231d8199c64b5b762e1bdf2244733d). Every statistic below is worked by hand in the
 * comment beside it (sample standard deviation: n − 1), never taken from the code.
 */
import { describe, expect, it } from 'vitest';
import {
  benchmarkFlags,
  buildBenchmark,
  calculateStats,
  flagMessage,
  type GradedRun,
} from '../../../shared/evals/benchmark';
import { gradingOf } from '../../../shared/evals/grading';
import { english } from '../../../shared/i18n/catalogue';

// A run whose grading passed `passed` of `of` expectations named e1, e2, …
function run(
  eval_id: number,
  configuration: GradedRun['configuration'],
  run_number: number,
  passed: boolean[],
  time_seconds: number,
  tokens: number,
): GradedRun {
  const grading = gradingOf(
    passed.map((p, i) => ({ text: `e${i + 1}`, passed: p, evidence: p ? 'quoted' : 'missing' })),
  );
  return { eval_id, configuration, run_number, grading, time_seconds, tokens };
}

const T = true;
const F = false;
// With the skill: pass rates 1, 0.5, 0.75; times 10, 12, 14; tokens 3000, 3300, 3600.
// Without: 0.5, 0.25, 0; times 8, 8, 11; tokens 2000, 2100, 2300.
const RUNS: GradedRun[] = [
  run(1, 'with_skill', 1, [T, T, T, T], 10, 3000),
  run(1, 'with_skill', 2, [T, F, T, F], 12, 3300),
  run(1, 'with_skill', 3, [T, T, T, F], 14, 3600),
  run(1, 'without_skill', 1, [T, T, F, F], 8, 2000),
  run(1, 'without_skill', 2, [T, F, F, F], 8, 2100),
  run(1, 'without_skill', 3, [F, F, F, F], 11, 2300),
];

const benchmark = () =>
  buildBenchmark({
    skillName: 'pdf',
    skillPath: '/skills/pdf',
    executorModel: 'fake-model',
    graderModel: 'grader-model',
    date: new Date('2026-01-15T10:30:00.123Z'),
    runsPerConfiguration: 3,
    runs: RUNS,
  });

describe('the benchmark', () => {
  it('summarizes with hand-computed mean, sample stddev, min and max', () => {
    const summary = benchmark().run_summary;
    // mean (1 + 0.5 + 0.75) / 3 = 0.75; squares 0.0625 + 0.0625 + 0 = 0.125, / 2 = 0.0625, sqrt 0.25
    expect(summary.with_skill.pass_rate).toEqual({ mean: 0.75, stddev: 0.25, min: 0.5, max: 1 });
    // mean 0.25; squares 0.0625 + 0 + 0.0625 = 0.125, / 2 → stddev 0.25
    expect(summary.without_skill.pass_rate).toEqual({ mean: 0.25, stddev: 0.25, min: 0, max: 0.5 });
    // mean 12; squares 4 + 0 + 4 = 8, / 2 = 4 → 2
    expect(summary.with_skill.time_seconds).toEqual({ mean: 12, stddev: 2, min: 10, max: 14 });
    // mean 9; squares 1 + 1 + 4 = 6, / 2 = 3 → sqrt 3 = 1.7320508… → 1.7321
    expect(summary.without_skill.time_seconds).toEqual({
      mean: 9,
      stddev: 1.7321,
      min: 8,
      max: 11,
    });
    // mean 3300; squares 90000 + 0 + 90000, / 2 → sqrt 90000 = 300
    expect(summary.with_skill.tokens).toEqual({ mean: 3300, stddev: 300, min: 3000, max: 3600 });
    // mean 6400 / 3 = 2133.3333…; squares 17777.78 + 1111.11 + 27777.78 = 46666.67, / 2 =
    // 23333.33 → sqrt 152.7525…
    expect(summary.without_skill.tokens).toEqual({
      mean: 2133.3333,
      stddev: 152.7525,
      min: 2000,
      max: 2300,
    });
    // 0.75 − 0.25 = 0.50; 12 − 9 = 3.0; 3300 − 2133.3333 = 1166.6667 → 1167, each signed
    expect(summary.delta).toEqual({ pass_rate: '+0.50', time_seconds: '+3.0', tokens: '+1167' });
  });

  it('gives one run zero spread and nothing zeros, as calculate_stats does', () => {
    expect(calculateStats([0.4])).toEqual({ mean: 0.4, stddev: 0, min: 0.4, max: 0.4 });
    expect(calculateStats([])).toEqual({ mean: 0, stddev: 0, min: 0, max: 0 });
    // (2/3 + 2/3 + 1/3) / 3 = 5/9 = 0.5555… → 0.5556; squares 1/81 + 1/81 + 4/81 = 6/81,
    // / 2 = 1/27, sqrt 0.19245… → 0.1925
    expect(calculateStats([2 / 3, 2 / 3, 1 / 3])).toEqual({
      mean: 0.5556,
      stddev: 0.1925,
      min: 0.3333,
      max: 0.6667,
    });
  });

  it("has exactly schemas.md's fields, in the script's order", () => {
    const b = benchmark();
    expect(Object.keys(b)).toEqual(['metadata', 'runs', 'run_summary', 'notes']);
    expect(b.metadata).toEqual({
      skill_name: 'pdf',
      skill_path: '/skills/pdf',
      executor_model: 'fake-model',
      analyzer_model: 'grader-model',
      timestamp: '2026-01-15T10:30:00Z',
      evals_run: [1],
      runs_per_configuration: 3,
    });
    const first = b.runs[0];
    expect(Object.keys(first ?? {})).toEqual([
      'eval_id',
      'configuration',
      'run_number',
      'result',
      'expectations',
      'notes',
    ]);
    expect(first?.result).toEqual({
      pass_rate: 1,
      passed: 4,
      failed: 0,
      total: 4,
      time_seconds: 10,
      tokens: 3000,
      tool_calls: 0,
      errors: 0,
    });
    expect(Object.keys(b.run_summary)).toEqual(['with_skill', 'without_skill', 'delta']);
    expect(Object.keys(b.run_summary.with_skill)).toEqual(['pass_rate', 'time_seconds', 'tokens']);
  });

  it('orders runs as the script finds their folders: eval-10 before eval-2, run-10 before run-2', () => {
    const b = buildBenchmark({
      ...{ skillName: 'x', skillPath: '/x', executorModel: 'm', graderModel: 'm' },
      date: new Date(0),
      runsPerConfiguration: 10,
      runs: [
        run(2, 'without_skill', 1, [T], 1, 1),
        run(2, 'with_skill', 2, [T], 1, 1),
        run(10, 'with_skill', 1, [T], 1, 1),
        run(2, 'with_skill', 10, [T], 1, 1),
      ],
    });
    expect(b.runs.map((r) => `${r.configuration} ${r.eval_id} ${r.run_number}`)).toEqual([
      'with_skill 10 1',
      'with_skill 2 10',
      'with_skill 2 2',
      'without_skill 2 1',
    ]);
    expect(b.metadata.evals_run).toEqual([2, 10]);
  });

  it('flags expectations passing everywhere and evals with a wide spread', () => {
    const flags = benchmarkFlags(benchmark().runs);
    // e1 passes in 5 of 6 runs (not the last baseline run): not flagged. No expectation passes
    // in all six. With the skill the rates span 0.5 to 1 (0.5 apart: unstable); without, 0 to 0.5.
    expect(flags).toEqual([
      { kind: 'unstable', eval_id: 1, configuration: 'with_skill', min: 0.5, max: 1 },
      { kind: 'unstable', eval_id: 1, configuration: 'without_skill', min: 0, max: 0.5 },
    ]);
    const steady = buildBenchmark({
      ...{ skillName: 'x', skillPath: '/x', executorModel: 'm', graderModel: 'm' },
      date: new Date(0),
      runsPerConfiguration: 2,
      runs: [
        run(4, 'with_skill', 1, [T, T, T], 1, 1),
        run(4, 'with_skill', 2, [T, T, T], 1, 1),
        // 1/3 and 2/3: a third apart, under the threshold
        run(4, 'without_skill', 1, [T, F, F], 1, 1),
        run(4, 'without_skill', 2, [T, T, F], 1, 1),
      ],
    });
    const found = benchmarkFlags(steady.runs);
    expect(found).toEqual([{ kind: 'not-distinguishing', eval_id: 4, text: 'e1' }]);
    const [flag] = found;
    if (!flag) throw new Error('no flag');
    expect(english(flagMessage(flag))).toBe(
      'Eval 4: "e1" passes in every run with the skill and without it, so it does not tell the configurations apart.',
    );
  });

  it('takes the skill now and a saved version as its pair: new_skill, old_skill, delta', () => {
    const b = buildBenchmark({
      comparison: 'version',
      ...{ skillName: 'x', skillPath: '/x', executorModel: 'm', graderModel: 'm' },
      date: new Date(0),
      runsPerConfiguration: 2,
      runs: [
        run(1, 'old_skill', 1, [T, F], 4, 100),
        run(1, 'new_skill', 2, [T, T], 6, 300),
        run(1, 'new_skill', 1, [T, F], 2, 100),
        run(1, 'old_skill', 2, [T, F], 4, 100),
        // Not of this pair: left out, as a folder the comparison did not make.
        run(1, 'with_skill', 1, [F, F], 1, 1),
      ],
    });
    expect(b.runs.map((r) => `${r.configuration} ${r.run_number}`)).toEqual([
      'new_skill 1',
      'new_skill 2',
      'old_skill 1',
      'old_skill 2',
    ]);
    expect(Object.keys(b.run_summary)).toEqual(['new_skill', 'old_skill', 'delta']);
    // New: rates 0.5, 1 → mean 0.75; squares 0.0625 + 0.0625 = 0.125, / 1 → sqrt 0.35355… → 0.3536
    expect(b.run_summary.new_skill.pass_rate).toEqual({
      mean: 0.75,
      stddev: 0.3536,
      min: 0.5,
      max: 1,
    });
    expect(b.run_summary.old_skill.pass_rate).toEqual({ mean: 0.5, stddev: 0, min: 0.5, max: 0.5 });
    // 0.75 − 0.5 = 0.25; times 4 − 4 = 0.0; tokens 200 − 100 = 100
    expect(b.run_summary.delta).toEqual({
      pass_rate: '+0.25',
      time_seconds: '+0.0',
      tokens: '+100',
    });
    // e1 passes in all four runs of the pair (the with_skill run is not of it); new's rates
    // span 0.5 to 1: unstable.
    const flags = benchmarkFlags(
      [...b.runs, { eval_id: 1, configuration: 'with_skill', result: { pass_rate: 0 } }],
      'version',
    );
    expect(flags).toEqual([
      { kind: 'not-distinguishing', eval_id: 1, text: 'e1', comparison: 'version' },
      { kind: 'unstable', eval_id: 1, configuration: 'new_skill', min: 0.5, max: 1 },
    ]);
    expect(flags.map((f) => english(flagMessage(f)))).toEqual([
      'Eval 1: "e1" passes in every run with the skill as it is now and with the saved version, so it does not tell the two versions apart.',
      'Eval 1 is unstable with the skill as it is now: its pass rate ranges from 50% to 100% between runs.',
    ]);
  });
});
