/**
 * The train/test split of a skill's trigger queries, as skill-creator's description optimizer
 * makes it: `split_eval_set` in anthropics/skills, skills/skill-creator/scripts/run_loop.py
 * (commit b0cbd3df1533b396d281a6886d5132f623393a9c), called by `run_loop` with
 * `--holdout 0.4` by default and its own default seed 42. Ported line for line, with Python's
 * own random number generator (shared/py/random.ts), so the same queries land in the same
 * halves in the same order as there; tests/unit/triggers/split-oracle.test.ts holds it to
 * that function run by CPython.
 *
 * What skill-creator does, and so this does:
 * - Stratified by should_trigger: the queries that should trigger and those that should not
 *   are shuffled separately (the first group first, from one generator seeded once), and each
 *   gives `max(1, int(len(group) * holdout))` of its first queries to the test set: 40% of
 *   each, rounded down, but never none, so a group of 1 goes entirely to test and a group of 2
 *   splits 1/1. An empty group gives nothing.
 * - Test is the trigger group's share then the no-trigger group's; train is the rest of each,
 *   in that order.
 * - `run_loop` splits only when holdout > 0; otherwise every query trains and none tests.
 */
import { PyRandom } from '../py/index';

/** skill-creator's default share held out for testing (run_loop.py's `--holdout`). */
export const DEFAULT_HOLDOUT = 0.4;

/** skill-creator's seed (`split_eval_set(..., seed: int = 42)`). */
export const SPLIT_SEED = 42;

/** The queries a description is improved on (train) and those it is judged on (test). */
export interface TriggerSplit<T> {
  train: T[];
  test: T[];
}

/** Splits `queries` as skill-creator's run_loop does (see the header); the input is kept. */
export function splitTriggerQueries<T extends { readonly should_trigger: boolean }>(
  queries: readonly T[],
  holdout: number = DEFAULT_HOLDOUT,
  seed: number = SPLIT_SEED,
): TriggerSplit<T> {
  if (!(holdout > 0)) return { train: [...queries], test: [] };
  const random = new PyRandom(seed);
  const trigger = queries.filter((q) => q.should_trigger);
  const noTrigger = queries.filter((q) => !q.should_trigger);
  random.shuffle(trigger);
  random.shuffle(noTrigger);
  // Python's int() of a non-negative float truncates; the product is the same IEEE double.
  const triggerTest = Math.max(1, Math.trunc(trigger.length * holdout));
  const noTriggerTest = Math.max(1, Math.trunc(noTrigger.length * holdout));
  return {
    test: [...trigger.slice(0, triggerTest), ...noTrigger.slice(0, noTriggerTest)],
    train: [...trigger.slice(triggerTest), ...noTrigger.slice(noTriggerTest)],
  };
}
