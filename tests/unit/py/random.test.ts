/**
 * PyRandom against CPython: every expected value below was printed by CPython 3.11.7, e.g.
 *   python3 -c "import random; r = random.Random(42); print([r.getrandbits(32) for _ in range(5)])"
 * The split of trigger queries (shared/triggers/split.ts) is held to skill-creator's own code
 * in tests/unit/triggers/split-oracle.test.ts; these pin the generator underneath it.
 */
import { describe, expect, it } from 'vitest';
import { PyRandom } from '../../../shared/py/random';

function words(seed: number | bigint, count: number): number[] {
  const r = new PyRandom(seed);
  return Array.from({ length: count }, () => r.getrandbits(32));
}

describe('PyRandom', () => {
  it('gives random.Random(42)’s first 32-bit words', () => {
    expect(words(42, 5)).toEqual([2746317213, 478163327, 107420369, 3184935163, 1181241943]);
  });

  it('seeds 0, a negative int (its absolute value) and an int wider than 32 bits as CPython', () => {
    expect(words(0, 3)).toEqual([3626764237, 1654615998, 3255389356]);
    expect(words(-7, 3)).toEqual([1390851128, 4071050724, 647892279]);
    expect(words(2n ** 40n + 5n, 3)).toEqual([2166296868, 2220160828, 1153647273]);
  });

  it('regenerates its state after 624 words as CPython does', () => {
    // python3 -c "import random; r = random.Random(42); print([r.getrandbits(32) for _ in range(700)][-3:])"
    expect(words(42, 700).slice(-3)).toEqual([2187880715, 1716605598, 2918508077]);
  });

  it('shuffles a list as random.Random(42).shuffle does', () => {
    // python3 -c "import random; r = random.Random(42); x = list(range(20)); r.shuffle(x); print(x)"
    const x = Array.from({ length: 20 }, (_, i) => i);
    new PyRandom(42).shuffle(x);
    expect(x).toEqual([19, 5, 14, 4, 9, 13, 15, 18, 6, 12, 17, 10, 1, 11, 2, 16, 7, 8, 0, 3]);
  });

  it('refuses what the port does not cover instead of answering wrongly', () => {
    expect(() => new PyRandom(1.5)).toThrow(RangeError);
    expect(() => new PyRandom(42).getrandbits(33)).toThrow(RangeError);
    expect(() => new PyRandom(42).randbelow(0)).toThrow(RangeError);
  });
});
