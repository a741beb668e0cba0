/**
 * Python's `random.Random(seed)` as far as `shuffle` needs it: the Mersenne Twister (MT19937)
 * seeded from an int, `getrandbits(k)` for k <= 32, `_randbelow` and `shuffle`, so a list
 * shuffled here comes out in the order CPython's would, element for element. skill-creator
 * splits trigger queries with `random.seed(42)` + `random.shuffle` (shared/triggers/split.ts).
 *
 * Hand-rolled (docs/architecture.md, rule 13): npm's Mersenne Twister packages seed with
 * `init_genrand(seed)`, not CPython's `init_by_array(abs(seed) as 32-bit words)`, and none
 * implements CPython's `_randbelow` (rejection sampling on `getrandbits(n.bit_length())`), so
 * none reproduces Python's shuffles. Ported from CPython 3.11, Modules/_randommodule.c
 * (`genrand_uint32`, `init_genrand`, `init_by_array`, `random_seed`, `getrandbits`) and
 * Lib/random.py (`Random.shuffle`, `Random._randbelow_with_getrandbits`); the algorithms are
 * unchanged from 3.2 to 3.13. tests/unit/py/random.test.ts holds it to outputs CPython printed.
 */

const N = 624;
const M = 397;
const MATRIX_A = 0x9908b0df;
const UPPER_MASK = 0x80000000;
const LOWER_MASK = 0x7fffffff;

/** A Python `random.Random` seeded with an int: the same numbers in the same order. */
export class PyRandom {
  private readonly mt = new Uint32Array(N);
  private index = N + 1;

  /** `random.Random(seed)` for an int seed (its sign is ignored, as Python ignores it). */
  constructor(seed: number | bigint) {
    if (typeof seed === 'number' && !Number.isSafeInteger(seed))
      throw new RangeError(`PyRandom takes an integer seed, not ${String(seed)}`);
    this.initByArray(seedKey(BigInt(seed)));
  }

  /** `getrandbits(k)` for 0 <= k <= 32: the top k bits of the next 32-bit output. */
  getrandbits(k: number): number {
    if (!Number.isInteger(k) || k < 0 || k > 32)
      throw new RangeError(`getrandbits takes 0 to 32 bits here, not ${String(k)}`);
    if (k === 0) return 0;
    return this.next32() >>> (32 - k);
  }

  /** `_randbelow(n)`: an int in [0, n), by rejection on `getrandbits(n.bit_length())`. */
  randbelow(n: number): number {
    if (!Number.isInteger(n) || n <= 0 || n > 0xffffffff)
      throw new RangeError(`randbelow takes 1 to 2**32 - 1, not ${String(n)}`);
    const k = 32 - Math.clz32(n);
    let r = this.getrandbits(k);
    while (r >= n) r = this.getrandbits(k);
    return r;
  }

  /** `shuffle(x)`: Fisher-Yates from the end, in place, as Python's list shuffle does. */
  shuffle(x: unknown[]): void {
    for (let i = x.length - 1; i >= 1; i--) {
      const j = this.randbelow(i + 1);
      [x[i], x[j]] = [x[j], x[i]];
    }
  }

  /** The next tempered 32-bit output (`genrand_uint32`). */
  private next32(): number {
    const mt = this.mt;
    if (this.index >= N) {
      let kk = 0;
      for (; kk < N - M; kk++) {
        const y = ((mt[kk] ?? 0) & UPPER_MASK) | ((mt[kk + 1] ?? 0) & LOWER_MASK);
        mt[kk] = (mt[kk + M] ?? 0) ^ (y >>> 1) ^ (y & 1 ? MATRIX_A : 0);
      }
      for (; kk < N - 1; kk++) {
        const y = ((mt[kk] ?? 0) & UPPER_MASK) | ((mt[kk + 1] ?? 0) & LOWER_MASK);
        mt[kk] = (mt[kk + (M - N)] ?? 0) ^ (y >>> 1) ^ (y & 1 ? MATRIX_A : 0);
      }
      const y = ((mt[N - 1] ?? 0) & UPPER_MASK) | ((mt[0] ?? 0) & LOWER_MASK);
      mt[N - 1] = (mt[M - 1] ?? 0) ^ (y >>> 1) ^ (y & 1 ? MATRIX_A : 0);
      this.index = 0;
    }
    let y = mt[this.index++] ?? 0;
    y ^= y >>> 11;
    y ^= (y << 7) & 0x9d2c5680;
    y ^= (y << 15) & 0xefc60000;
    y ^= y >>> 18;
    return y >>> 0;
  }

  private initGenrand(s: number): void {
    const mt = this.mt;
    mt[0] = s;
    for (let i = 1; i < N; i++) {
      const prev = mt[i - 1] ?? 0;
      // Math.imul keeps the product in 32 bits, as C's uint32_t arithmetic does.
      mt[i] = Math.imul(1812433253, prev ^ (prev >>> 30)) + i;
    }
    this.index = N;
  }

  private initByArray(key: readonly number[]): void {
    const mt = this.mt;
    this.initGenrand(19650218);
    let i = 1;
    let j = 0;
    for (let k = Math.max(N, key.length); k > 0; k--) {
      const prev = mt[i - 1] ?? 0;
      mt[i] = ((mt[i] ?? 0) ^ Math.imul(prev ^ (prev >>> 30), 1664525)) + (key[j] ?? 0) + j;
      i++;
      j++;
      if (i >= N) {
        mt[0] = mt[N - 1] ?? 0;
        i = 1;
      }
      if (j >= key.length) j = 0;
    }
    for (let k = N - 1; k > 0; k--) {
      const prev = mt[i - 1] ?? 0;
      mt[i] = ((mt[i] ?? 0) ^ Math.imul(prev ^ (prev >>> 30), 1566083941)) - i;
      i++;
      if (i >= N) {
        mt[0] = mt[N - 1] ?? 0;
        i = 1;
      }
    }
    mt[0] = 0x80000000;
  }
}

/** `random_seed`'s key: abs(seed) as 32-bit words, least significant first ([0] for 0). */
function seedKey(seed: bigint): number[] {
  let n = seed < 0n ? -seed : seed;
  const key: number[] = [];
  do {
    key.push(Number(n & 0xffffffffn));
    n >>= 32n;
  } while (n > 0n);
  return key;
}
