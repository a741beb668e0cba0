// mulberry32: a small seeded generator, the same on every platform, so generated corpora and
// fixtures are identical on every machine. Plain JavaScript so the fixture generators run with
// node alone; the benchmarks import it too.

/**
 * @param {number} seed
 * @returns {() => number} numbers in [0, 1)
 */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
