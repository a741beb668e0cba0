/**
 * The optimizer's choice: the most test queries passed, whatever the train score; ties by the
 * test runs' F1, then the earlier round (run_loop.py's max() keeps the first best); a candidate
 * not run to the end is never chosen.
 */
import { describe, expect, it } from 'vitest';
import { chooseByTest } from '../../../shared/triggers/select';

describe('chooseByTest', () => {
  it('takes the most test passes, ties by F1 then the earlier round', () => {
    const pick = (...c: Parameters<typeof chooseByTest>[0]) => chooseByTest(c)?.round;
    expect(
      pick({ round: 0, test: { passed: 2, f1: 0.5 } }, { round: 1, test: { passed: 3, f1: 0.1 } }),
    ).toBe(1);
    expect(
      pick({ round: 0, test: { passed: 3, f1: 0.5 } }, { round: 1, test: { passed: 3, f1: 0.8 } }),
    ).toBe(1);
    expect(
      pick({ round: 0, test: { passed: 3, f1: 0.8 } }, { round: 1, test: { passed: 3, f1: 0.8 } }),
    ).toBe(0);
    expect(
      pick({ round: 0, test: { passed: 3, f1: null } }, { round: 1, test: { passed: 3, f1: 0 } }),
    ).toBe(1);
    expect(pick({ round: 0 }, { round: 1, test: { passed: 0, f1: null } })).toBe(1);
    expect(pick({ round: 0 })).toBeUndefined();
  });
});
