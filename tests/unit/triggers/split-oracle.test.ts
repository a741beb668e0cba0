/**
 * splitTriggerQueries against skill-creator's own split_eval_set (anthropics/skills
 * b0cbd3df1533b396d281a6886d5132f623393a9c, skills/skill-creator/scripts/run_loop.py) run by
 * CPython: tests/fixtures/triggers/split-cases.json, made by
 * `node tests/tools/gen-trigger-split-fixtures.mjs` (tests/tools/skill-creator-split.py holds
 * the function, copied unchanged). Index for index, in skill-creator's order.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { splitTriggerQueries } from '../../../shared/triggers/split';

interface OracleCase {
  flags: boolean[];
  holdout: number;
  seed: number;
  train: number[];
  test: number[];
}

const fixture = JSON.parse(
  readFileSync(new URL('../../fixtures/triggers/split-cases.json', import.meta.url), 'utf8'),
) as { python: string; cases: OracleCase[] };

function label(c: OracleCase): string {
  const yes = c.flags.filter(Boolean).length;
  return `${yes} trigger + ${c.flags.length - yes} not, holdout ${c.holdout}, seed ${c.seed}`;
}

describe('splitTriggerQueries against skill-creator’s split_eval_set', () => {
  it('has the fixtures', () => {
    expect(fixture.cases.length).toBeGreaterThan(300);
  });

  it.each(fixture.cases.map((c) => [label(c), c] as const))('%s', (_name, c) => {
    const queries = c.flags.map((should_trigger, i) => ({ i, should_trigger }));
    const split = splitTriggerQueries(queries, c.holdout, c.seed);
    expect(split.train.map((q) => q.i)).toEqual(c.train);
    expect(split.test.map((q) => q.i)).toEqual(c.test);
  });
});
