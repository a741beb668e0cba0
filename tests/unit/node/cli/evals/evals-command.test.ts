/**
 * `skill-studio evals` in-process against the fake provider: the workspace written beside the
 * skill in skill-creator's layout, --json printing benchmark.json (references/schemas.md,
 * anthropics/skills 9d2f1ae187231d8199c64b5b762e1bdf2244733d), the summary table as
 * aggregate_benchmark.py's generate_markdown formats its cells, exit 0 when the skill's mean
 * pass rate is at least the baseline's, 1 when lower, 2 for an invalid evals.json (file, line
 * and column on stderr, nothing sent), 3 when the provider cannot be used.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GRADER_SYSTEM } from '../../../../../shared/evals/grading';
import { cliIn } from '../../../../helpers/cli';
import {
  startFakeProvider,
  type FakeProvider,
  type RecordedRequest,
} from '../../../../helpers/fake-provider';
import { skillMd, tempTree } from '../../../../helpers/temp';

const KEY = 'sk-ant-evals-cli-0123456789';
const EVALS = {
  skill_name: 'expenses',
  evals: [
    {
      id: 1,
      prompt: 'Do my expenses',
      expected_output: 'A report',
      files: [],
      expectations: ['The report totals 42'],
    },
  ],
};

const isGrader = (r: RecordedRequest) => (r.body as { system?: unknown }).system === GRADER_SYSTEM;
// With the skill (its tool result in the conversation) the answer passes; without, it fails.
const hasSkill = (r: RecordedRequest) => r.raw.includes('tool_result');
let passWithout = false;
let fake: FakeProvider;
beforeEach(async () => {
  passWithout = false;
  fake = await startFakeProvider({
    respond: (r) => {
      if (!isGrader(r))
        return { kind: 'reply', text: hasSkill(r) ? 'Total: 42 (with)' : 'Total: 40 (without)' };
      const passed = r.raw.includes('(with)') || passWithout;
      return {
        kind: 'reply',
        text: JSON.stringify({
          expectations: [{ text: 'The report totals 42', passed, evidence: 'Total:' }],
        }),
      };
    },
  });
});
afterEach(() => fake.close());

function library(evals: string = JSON.stringify(EVALS, null, 2)) {
  return tempTree({
    'lib/expenses/SKILL.md': skillMd('expenses', 'File expense reports. Use for expenses.'),
    'lib/expenses/evals/evals.json': evals,
  });
}

const base = () => [
  'lib/expenses',
  '--model',
  'fake-model',
  '--base-url',
  fake.origin,
  '--runs',
  '2',
];
const evals = (cwd: string, ...args: string[]) =>
  cliIn({ ANTHROPIC_API_KEY: KEY }, cwd, 'evals', ...args);

describe('skill-studio evals', () => {
  it('writes the workspace and prints benchmark.json (exit 0: the skill helps)', async () => {
    const root = library();
    const r = await evals(root, ...base(), '--json');
    expect(r.rc).toBe(0);
    const benchmark = JSON.parse(r.out) as {
      metadata: { skill_name: string; runs_per_configuration: number };
      runs: { configuration: string; result: { pass_rate: number } }[];
      run_summary: { delta: { pass_rate: string } };
    };
    expect(benchmark.metadata).toMatchObject({ skill_name: 'expenses', runs_per_configuration: 2 });
    expect(benchmark.runs.map((x) => [x.configuration, x.result.pass_rate])).toEqual([
      ['with_skill', 1],
      ['with_skill', 1],
      ['without_skill', 0],
      ['without_skill', 0],
    ]);
    // 1 − 0
    expect(benchmark.run_summary.delta.pass_rate).toBe('+1.00');
    const iteration = join(root, 'lib/expenses-workspace/iteration-1');
    expect(JSON.parse(readFileSync(join(iteration, 'benchmark.json'), 'utf8'))).toEqual(benchmark);
    expect(existsSync(join(iteration, 'eval-1/without_skill/run-2/grading.json'))).toBe(true);
    expect(existsSync(join(root, 'lib/expenses/iteration-1'))).toBe(false);
    expect(r.err).toContain(
      "note: Direct mode: the model answered in text and could not run the skill's scripts",
    );
    expect(r.out + r.err).not.toContain(KEY);
  });

  it('prints the summary as generate_markdown formats it, and exits 1 when the skill does worse', async () => {
    const root = library();
    passWithout = true;
    const r = await evals(root, ...base(), '--grader-model', 'grader-model');
    // Both pass everywhere: equal means, exit 0, and the expectation is flagged.
    expect(r.rc).toBe(0);
    expect(r.out).toContain('Pass rate 100% ± 0%         100% ± 0%         +0.00');
    expect(r.out).toContain('flag: Eval 1: "The report totals 42" passes in every run');
    expect(
      fake.requests
        .filter(isGrader)
        .every((q) => (q.body as { model: string }).model === 'grader-model'),
    ).toBe(true);
    const worse = tempTree({
      'lib/expenses/SKILL.md': skillMd('expenses', 'File expense reports. Use for expenses.'),
      'lib/expenses/evals/evals.json': JSON.stringify(EVALS),
    });
    passWithout = true;
    // The grader now passes only what was answered without the skill.
    fake.script(
      { kind: 'reply', text: 'Total: 42 (with)' },
      {
        kind: 'reply',
        text: JSON.stringify({
          expectations: [{ text: 'The report totals 42', passed: false, evidence: 'x' }],
        }),
      },
      { kind: 'reply', text: 'Total: 40 (without)' },
      {
        kind: 'reply',
        text: JSON.stringify({
          expectations: [{ text: 'The report totals 42', passed: true, evidence: 'x' }],
        }),
      },
    );
    const lower = await evals(worse, ...base().slice(0, 5), '--runs', '1', '--concurrency', '1');
    expect(lower.rc).toBe(1);
  });

  it('exits 2 on an invalid evals.json, with file, line and column, sending nothing', async () => {
    const root = library(
      '{\n  "skill_name": "expenses",\n  "evals": [{"id": 1.5, "prompt": "x"}]\n}',
    );
    const r = await evals(root, ...base());
    expect(r.rc).toBe(2);
    expect(r.err).toContain(
      `${join('lib', 'expenses', 'evals', 'evals.json')}, line 3, column 20: the "id" of eval 1 should be a whole number without quotes, but it is the number 1.5.`,
    );
    expect(fake.requests).toHaveLength(0);
    expect(existsSync(join(root, 'lib/expenses-workspace'))).toBe(false);
    const unknown = await evals(library(), ...base(), '--eval', '9');
    expect(unknown.rc).toBe(2);
    expect(unknown.err).toContain('has no eval with id 9');
  });

  it('exits 3 when the provider refuses the key', async () => {
    fake.script({ kind: 'fail', status: 401 });
    const r = await evals(library(), ...base(), '--concurrency', '1');
    expect(r.rc).toBe(3);
    expect(r.out + r.err).not.toContain(KEY);
  });

  it('--real: the agent must run its own CLI and keep its own settings; a CLI not on PATH is exit 3', async () => {
    const root = library();
    const hello = await evals(root, ...base(), '--real', '--agent', 'hello-agents');
    expect(hello).toMatchObject({ rc: 2 });
    expect(hello.err).toContain(
      "--real runs the agent's own CLI: choose one of claude-code, codex, opencode, not 'hello-agents'.",
    );
    const timeout = await evals(root, ...base(), '--timeout', '30');
    expect(timeout.err).toContain('--timeout goes with --real.');
    const missing = await cliIn(
      { ANTHROPIC_API_KEY: KEY, PATH: join(root, 'no-such-folder') },
      root,
      'evals',
      ...base(),
      '--real',
      '--agent',
      'codex',
    );
    expect(missing.rc).toBe(3);
    expect(missing.err).toMatch(/^skill-studio evals: .*codex/m);
    expect(fake.requests).toHaveLength(0);
    expect(existsSync(join(root, 'lib/expenses-workspace'))).toBe(false);
  });
});
