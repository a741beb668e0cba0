/**
 * `skill-studio evals --against-version` in-process against the fake provider: the baseline is
 * a version the studio saved of the skill (the history in SKILL_STUDIO_USER_DATA, its id as
 * `history` lists it or its start), the runs go to new_skill/ and old_skill/, benchmark.json's
 * run_summary is keyed by the two (anthropics/skills skills/skill-creator/scripts/
 * aggregate_benchmark.py: "new_skill"/"old_skill"), exit 0 when the skill now does at least
 * as well as the saved version and 1 when worse; an unknown version is exit 2, nothing sent.
 */
import { existsSync, readdirSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GRADER_SYSTEM } from '../../../../../shared/evals/grading';
import { HistoryStore, historyRoot } from '../../../../../shared/node/history/history-store';
import { cliIn } from '../../../../helpers/cli';
import {
  startFakeProvider,
  type FakeProvider,
  type RecordedRequest,
} from '../../../../helpers/fake-provider';
import { skillMd, tempTree } from '../../../../helpers/temp';

const KEY = 'sk-ant-evals-against-0123456789';
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
const OLD = `${skillMd('expenses', 'File expense reports. Use for expenses.')}\nOLD-WORDS: round down.\n`;
const NEW = `${skillMd('expenses', 'File expense reports. Use for expenses.')}\nNEW-WORDS: total them.\n`;

const isGrader = (r: RecordedRequest) => (r.body as { system?: unknown }).system === GRADER_SYSTEM;
// The grader passes the answer given with the version `passing` names.
let passing: 'NEW' | 'OLD' = 'NEW';
let fake: FakeProvider;
beforeEach(async () => {
  passing = 'NEW';
  fake = await startFakeProvider({
    respond: (r) => {
      if (!isGrader(r))
        return { kind: 'reply', text: r.raw.includes('OLD-WORDS') ? 'answer-OLD' : 'answer-NEW' };
      const passed = r.raw.includes(`answer-${passing}`);
      return {
        kind: 'reply',
        text: JSON.stringify({
          expectations: [{ text: 'The report totals 42', passed, evidence: 'quoted' }],
        }),
      };
    },
  });
});
afterEach(() => fake.close());

// The skill saved once as OLD (its first-seen version in the app's store), then edited to NEW.
async function edited() {
  const root = tempTree({
    'lib/expenses/SKILL.md': OLD,
    'lib/expenses/evals/evals.json': JSON.stringify(EVALS),
  });
  const userData = join(root, 'user-data');
  const dir = realpathSync(join(root, 'lib/expenses'));
  const store = new HistoryStore(historyRoot(userData), { flushLater: false });
  const version = (await store.ensureFirstSeen(dir))?.id ?? '';
  writeFileSync(join(dir, 'SKILL.md'), NEW);
  const env = { ANTHROPIC_API_KEY: KEY, SKILL_STUDIO_USER_DATA: userData };
  const evals = (...args: string[]) =>
    cliIn(env, root, 'evals', 'lib/expenses', '--model', 'm', '--base-url', fake.origin, ...args);
  return { root, dir, version, evals };
}

describe('skill-studio evals --against-version', () => {
  it('compares the skill now with the saved version: new_skill, old_skill, exit 0', async () => {
    const { root, version, evals } = await edited();
    const r = await evals('--against-version', version.slice(0, 18), '--runs', '2', '--json');
    expect(r.err).not.toContain('skill-studio evals:');
    expect(r.rc).toBe(0);
    const benchmark = JSON.parse(r.out) as {
      runs: { configuration: string; result: { pass_rate: number } }[];
      run_summary: Record<string, { pass_rate?: { mean: number } }>;
    };
    expect(benchmark.runs.map((x) => [x.configuration, x.result.pass_rate])).toEqual([
      ['new_skill', 1],
      ['new_skill', 1],
      ['old_skill', 0],
      ['old_skill', 0],
    ]);
    expect(Object.keys(benchmark.run_summary)).toEqual(['new_skill', 'old_skill', 'delta']);
    // 1 − 0
    expect(benchmark.run_summary.delta).toMatchObject({ pass_rate: '+1.00' });
    const asked = fake.requests.filter((q) => !isGrader(q));
    expect(asked.filter((q) => q.raw.includes('OLD-WORDS'))).toHaveLength(2);
    expect(asked.filter((q) => q.raw.includes('NEW-WORDS'))).toHaveLength(2);
    const iteration = join(root, 'lib/expenses-workspace/iteration-1/eval-1');
    expect(readdirSync(iteration).sort()).toEqual(['eval_metadata.json', 'new_skill', 'old_skill']);
  });

  it('prints the summary with the version, and exits 1 when the skill now does worse', async () => {
    const { version, evals } = await edited();
    passing = 'OLD';
    const r = await evals('--against-version', version, '--runs', '1');
    expect(r.rc).toBe(1);
    expect(r.out).toContain(`Against version ${version}, saved `);
    expect(r.out).toContain(
      `${''.padEnd(10)}${'New skill'.padEnd(18)}${'Old skill'.padEnd(18)}Delta`,
    );
    expect(r.out).toContain('Pass rate 0% ± 0%           100% ± 0%         -1.00');
  });

  it('exits 2 for a version the skill does not have, sending nothing', async () => {
    const { root, evals } = await edited();
    const r = await evals('--against-version', 'ffff');
    expect(r.rc).toBe(2);
    expect(r.err).toContain(
      `expenses has no version 'ffff' (run "skill-studio history lib/expenses" to list them).`,
    );
    expect(fake.requests).toHaveLength(0);
    expect(existsSync(join(root, 'lib/expenses-workspace'))).toBe(false);
  });
});
