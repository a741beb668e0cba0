/**
 * `skill-studio optimize-description` in-process against the fake provider playing a model
 * (keyword-model.ts): every candidate printed with train and test scores, its reasoning and a
 * diff, the split, the one chosen by test score; --json with all of it; --apply writing the
 * chosen description and not one other byte of SKILL.md (the same writer call as the form's
 * undoable edit), refused when the current description was chosen; exit codes as `triggers`;
 * the key never printed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cliIn } from '../../../helpers/cli';
import {
  applyTextEdits,
  parseSkillFile,
  planFrontmatterEdits,
} from '../../../../shared/skill/index';
import {
  startFakeProvider,
  type FakeProvider,
  type RecordedRequest,
  type Step,
} from '../../../helpers/fake-provider';
import {
  answer,
  isImprove,
  keywordModel,
  keywordDescription,
  keywordStart,
  KEYWORD_QUERIES,
} from '../../../helpers/keyword-model';
import { tempTree } from '../../../helpers/temp';

const KEY = 'sk-ant-optimize-cli-secret-0123456789';
const { S, ORIGINAL } = keywordStart();
const desc = keywordDescription;
const TRAIN_ONLY = desc(...S.trainPos.slice(0, 3), ...S.testNeg);
const TEST_BEST = desc(S.trainPos[0] ?? '', ...S.testPos);
// Comments, key order, quoting, CRLF line ends, a BOM, other fields: all must survive --apply.
const SKILL = `\uFEFF---\r\n# The expenses skill\r\nname: expenses\r\ndescription: '${ORIGINAL}'\r\nlicense: MIT   # keep\r\nmetadata:\r\n  owner: finance\r\n---\r\n# Expenses\r\n\r\nFile them.  \r\n`;

let fake: FakeProvider;
let respond: (r: RecordedRequest) => Step = () => ({ kind: 'reply', text: '' });
beforeEach(async () => {
  fake = await startFakeProvider({ respond: (r) => respond(r) });
});
afterEach(() => fake.close());

function library() {
  return tempTree({
    'lib/expenses/SKILL.md': SKILL,
    'lib/expenses/evals/trigger-queries.json': JSON.stringify(KEYWORD_QUERIES),
    'lib/pdf/SKILL.md': '---\nname: pdf\ndescription: Work with PDF files.\n---\n',
  });
}

const optimize = (cwd: string, env: Record<string, string>, ...args: string[]) =>
  cliIn(env, cwd, 'optimize-description', ...args);

const base = () => [
  'lib/expenses',
  '--model',
  'fake-model',
  '--base-url',
  fake.origin,
  '--runs',
  '1',
];
const env = { ANTHROPIC_API_KEY: KEY };

interface Json {
  split: { train: unknown[]; test: unknown[] };
  candidates: {
    round: number;
    reasoning: string;
    train: { summary: { passed: number } } | null;
    test: { summary: { passed: number; total: number } } | null;
    diff: { kind: string; text: string }[];
  }[];
  chosen: { round: number; description: string } | null;
}

describe('skill-studio optimize-description', () => {
  it('prints every candidate with both scores and the one chosen by test score (--json)', async () => {
    respond = keywordModel('expenses', [
      answer(TRAIN_ONLY, 'Covered the train misses.'),
      answer(TEST_BEST),
    ]);
    const cwd = library();
    const r = await optimize(cwd, env, ...base(), '--rounds', '2', '--json');
    expect(r.rc).toBe(0);
    const json = JSON.parse(r.out) as Json;
    expect(json.split.train).toHaveLength(7);
    expect(json.split.test).toHaveLength(3);
    expect(
      json.candidates.map((c) => [c.round, c.train?.summary.passed, c.test?.summary.passed]),
    ).toEqual([
      [0, 4, 2],
      [1, 6, 0],
      [2, 4, 3],
    ]);
    expect(json.chosen).toEqual({ round: 2, attempt: 1, description: TEST_BEST });
    expect(json.candidates[1]?.reasoning).toBe('Covered the train misses.');
    expect(json.candidates[2]?.diff).toContainEqual({
      kind: 'added',
      text: expect.stringContaining(S.testPos[1] ?? '') as string,
    });
    expect(`${r.out}${r.err}`).not.toContain(KEY);
    // Nothing was written without --apply.
    expect(readFileSync(join(cwd, 'lib/expenses/SKILL.md'), 'utf8')).toBe(SKILL);
  });

  it('says it in words: the split, each round, the diff and the choice', async () => {
    respond = keywordModel('expenses', [answer(TRAIN_ONLY), answer(TEST_BEST)]);
    const r = await optimize(library(), env, ...base(), '--rounds', '2');
    expect(r.out).toContain('7 train, 3 test');
    expect(r.out).toContain(`  test   should trigger      ${S.test[0]?.query}`);
    expect(r.out).toContain('Round 0 (current): train 4/7, test 2/3');
    expect(r.out).toContain('Round 1: train 6/7, test 0/3');
    expect(r.out).toContain(`  diff: Use this skill for ${S.trainPos[0]},`);
    expect(r.out).toContain('Chosen by test score: round 2, test 3/3, train 4/7');
  });

  it('--apply writes the chosen description and not one other byte, as the form would', async () => {
    respond = keywordModel('expenses', [answer(TRAIN_ONLY), answer(TEST_BEST)]);
    const cwd = library();
    const r = await optimize(cwd, env, ...base(), '--rounds', '2', '--apply');
    expect(r.rc).toBe(0);
    expect(r.out).toContain("Applied: lib/expenses/SKILL.md now holds round 2's description");
    const written = readFileSync(join(cwd, 'lib/expenses/SKILL.md'));
    const expected = Buffer.from(SKILL.replace(ORIGINAL, TEST_BEST), 'utf8');
    expect(written.equals(expected)).toBe(true);
    // The UI's form makes the same change with the same writer call, as an undoable edit.
    const parsed = parseSkillFile(SKILL);
    const plan = planFrontmatterEdits(parsed, [{ path: ['description'], value: TEST_BEST }]);
    if (!plan.ok) throw new Error(plan.reason);
    expect(written.toString('utf8')).toBe(applyTextEdits(SKILL, plan.edits, parsed.eol));
  });

  it('--apply refuses when the current description is chosen, and exits 1 when it fails a test query', async () => {
    respond = keywordModel('expenses', [answer(TRAIN_ONLY)]);
    const cwd = library();
    const r = await optimize(cwd, env, ...base(), '--rounds', '1', '--apply');
    expect(r.rc).toBe(1);
    expect(r.out).toContain('Not applied: the current description scored best');
    expect(readFileSync(join(cwd, 'lib/expenses/SKILL.md'), 'utf8')).toBe(SKILL);
  });

  it('exits 2 on a usage error and 3 without a key or with a refused one, never printing it', async () => {
    const cwd = library();
    expect((await optimize(cwd, env, ...base(), '--rounds', '0')).rc).toBe(2);
    const none = await optimize(cwd, {}, ...base());
    expect(none.rc).toBe(3);
    expect(none.err).toContain('ANTHROPIC_API_KEY');
    expect(fake.requests).toHaveLength(0);
    respond = () => ({ kind: 'fail', status: 401 });
    const refused = await optimize(cwd, env, ...base(), '--json');
    expect(refused.rc).toBe(3);
    expect(`${refused.out}${refused.err}`).not.toContain(KEY);
    expect(fake.requests.filter(isImprove)).toHaveLength(0);
  });
});
