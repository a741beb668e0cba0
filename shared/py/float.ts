/**
 * Python's float arithmetic where skill-creator's aggregate_benchmark.py leans on it: sum() of
 * floats, round(x, n) and the `f"{x:+.2f}"` format. CPython rounds the exact binary value,
 * half to even (Python/dtoa.c, mode 3); JavaScript's toFixed rounds a tie up, so round(0.03125,
 * 4) is 0.0312 in Python and 0.0313 by toFixed: the tie is decided here. sum() of floats is
 * Neumaier's compensated sum since CPython 3.12 (Python/bltinmodule.c, builtin_sum_impl).
 */

// toFixed(100) writes a double's exact decimal expansion for every value the benchmark meets.
const EXACT_DIGITS = 100;

/** The digits of |x| rounded half to even at `digits` decimals, as Python writes them. */
function fixedDigits(x: number, digits: number): string {
  const exact = Math.abs(x).toFixed(EXACT_DIGITS);
  const [whole = '0', fraction = ''] = exact.split('.');
  const kept = `${whole}${fraction.slice(0, digits)}`;
  const rest = fraction.slice(digits);
  const half = `5${'0'.repeat(rest.length - 1)}`;
  const last = Number(kept.at(-1) ?? '0');
  const up = rest > half || (rest === half && last % 2 === 1);
  const rounded = up ? (BigInt(kept) + 1n).toString() : kept.replace(/^0+(?=\d)/, '');
  const padded = rounded.padStart(digits + 1, '0');
  if (digits === 0) return padded;
  return `${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
}

/** Python's round(x, digits) for a float. */
export function pyRound(x: number, digits: number): number {
  if (!Number.isFinite(x)) return x;
  const value = Number(fixedDigits(x, digits));
  return x < 0 || Object.is(x, -0) ? -value : value;
}

/** Python's `format(x, '+.{digits}f')`: a sign always, "-" for a negative zero too. */
export function pyFormatSigned(x: number, digits: number): string {
  const negative = x < 0 || Object.is(x, -0);
  return `${negative ? '-' : '+'}${fixedDigits(x, digits)}`;
}

/** Python's `format(x, '.{digits}f')`. */
export function pyFormatFixed(x: number, digits: number): string {
  return `${x < 0 || Object.is(x, -0) ? '-' : ''}${fixedDigits(x, digits)}`;
}

/** Python's sum() of floats (CPython 3.12 and later: Neumaier's compensated sum). */
export function pySum(values: readonly number[]): number {
  let total = 0;
  let compensation = 0;
  for (const x of values) {
    const t = total + x;
    compensation += Math.abs(total) >= Math.abs(x) ? total - t + x : x - t + total;
    total = t;
  }
  return compensation !== 0 && Number.isFinite(compensation) ? total + compensation : total;
}
