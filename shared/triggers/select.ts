/**
 * Which candidate description the optimizer chooses: the one with the most TEST queries
 * passed, never judged by its train score (the improver saw the train failures, so a train
 * score rewards fitting them). skill-creator's run_loop.py (anthropics/skills
 * b0cbd3df1533b396d281a6886d5132f623393a9c) takes `max(history, key=test_passed)`, whose first
 * best is the earliest round; here a tie is first broken by the test runs' F1 (no F1, as when
 * nothing triggered and nothing should have, counts below any), then by the earlier round.
 */

/** What selection looks at of a candidate. */
export interface Scored {
  round: number;
  /** Test queries passed and the test runs' F1; absent for a candidate not run to the end. */
  test?: { passed: number; f1: number | null };
}

/** The chosen candidate, or undefined when none was run to the end. */
export function chooseByTest<T extends Scored>(candidates: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const c of candidates) {
    if (!c.test) continue;
    if (!best?.test || better(c, best)) best = c;
  }
  return best;
}

function better(a: Scored, b: Scored): boolean {
  const [x, y] = [a.test, b.test];
  if (!x || !y) return false;
  if (x.passed !== y.passed) return x.passed > y.passed;
  const [fx, fy] = [x.f1 ?? -1, y.f1 ?? -1];
  if (fx !== fy) return fx > fy;
  return a.round < b.round;
}
