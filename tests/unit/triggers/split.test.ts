/**
 * What the split promises beyond the oracle's cases (split-oracle.test.ts): run_loop's guard
 * for holdout 0, the defaults, the shares of a 20-query set as skill-creator's SKILL.md
 * suggests writing it, and that the caller's list is left as it was.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_HOLDOUT, SPLIT_SEED, splitTriggerQueries } from '../../../shared/triggers/split';

const set = (yes: number, no: number) => [
  ...Array.from({ length: yes }, (_, i) => ({ id: `y${i}`, should_trigger: true })),
  ...Array.from({ length: no }, (_, i) => ({ id: `n${i}`, should_trigger: false })),
];

describe('splitTriggerQueries', () => {
  it('defaults to skill-creator’s holdout 0.4 and seed 42 (run_loop.py)', () => {
    expect(DEFAULT_HOLDOUT).toBe(0.4);
    expect(SPLIT_SEED).toBe(42);
    const queries = set(10, 10);
    expect(splitTriggerQueries(queries)).toEqual(splitTriggerQueries(queries, 0.4, 42));
  });

  it('holds out 40% of each group of a 10 + 10 set: 4 + 4 test, 6 + 6 train', () => {
    const { train, test } = splitTriggerQueries(set(10, 10));
    expect(test.filter((q) => q.should_trigger)).toHaveLength(4);
    expect(test.filter((q) => !q.should_trigger)).toHaveLength(4);
    expect(train).toHaveLength(12);
    // Test lists the trigger group's share first, as split_eval_set concatenates them.
    expect(test.map((q) => q.should_trigger)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(new Set([...train, ...test].map((q) => q.id)).size).toBe(20);
  });

  it('trains on everything when holdout is 0, as run_loop skips the split then', () => {
    const queries = set(3, 2);
    expect(splitTriggerQueries(queries, 0)).toEqual({ train: queries, test: [] });
  });

  it('never changes the list it is given', () => {
    const queries = set(5, 5);
    const before = queries.map((q) => q.id);
    splitTriggerQueries(queries);
    expect(queries.map((q) => q.id)).toEqual(before);
  });
});
