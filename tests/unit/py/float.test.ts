/**
 * Python's round(), `+.Nf` format and sum() of floats, as printed by CPython 3.12.1
 * (`python3 -c "print(round(0.03125, 4), f'{-0.001:+.2f}', sum([0.1, 0.2, 0.3]))"` and the
 * like): the values skill-creator's aggregate_benchmark.py writes depend on them.
 */
import { describe, expect, it } from 'vitest';
import { pyFormatSigned, pyRound, pySum } from '../../../shared/py/float';

describe("Python's float rules", () => {
  it('rounds half to even on the exact binary value', () => {
    // CPython 3.12.1: 0.0312 0.6667 0.0 2.0 2.67 (2.675 is 2.67499999… in binary)
    expect([pyRound(0.03125, 4), pyRound(2 / 3, 4), pyRound(0.5, 0), pyRound(1.5, 0)]).toEqual([
      0.0312, 0.6667, 0, 2,
    ]);
    expect(pyRound(2.675, 2)).toBe(2.67);
    expect(pyRound(2133.3333333333335, 4)).toBe(2133.3333);
  });

  it('formats with a sign always', () => {
    // CPython 3.12.1: -0.00 +0 +1700 +13.0 +0.50 -0.00
    expect(pyFormatSigned(-0.001, 2)).toBe('-0.00');
    expect(pyFormatSigned(0.5, 0)).toBe('+0');
    expect(pyFormatSigned(1700, 0)).toBe('+1700');
    expect(pyFormatSigned(13, 1)).toBe('+13.0');
    expect(pyFormatSigned(0.5, 2)).toBe('+0.50');
    expect(pyFormatSigned(-0, 2)).toBe('-0.00');
  });

  it('sums floats with compensation, as CPython 3.12 does', () => {
    // CPython 3.12.1: sum([0.1, 0.2, 0.3]) == 0.6, sum([0.1] * 10) == 1.0,
    // sum([1e100, 1.0, -1e100]) == 1.0 (3.11 gave 0.6000000000000001, 0.9999999999999999, 0.0)
    expect(pySum([0.1, 0.2, 0.3])).toBe(0.6);
    expect(pySum(Array<number>(10).fill(0.1))).toBe(1);
    expect(pySum([1e100, 1, -1e100])).toBe(1);
  });
});
