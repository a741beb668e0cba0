/**
 * Which files may hold a word, without their text: a Bloom filter of each file's lower-cased
 * one-, two- and three-character sequences (UTF-16 code units, as `String.includes` compares).
 * A word is in a file only if every sequence of it is, so a filter that lacks one proves the
 * word absent and the file is never read for it; a filter that has them all only says "maybe"
 * (the file is then read and searched, so answers stay exact). Pure, for the service's text
 * index (text-index.ts) and the tests.
 *
 * Hand-rolled rather than a Bloom filter package: those hash strings one at a time, and this
 * sets every sequence of a file in one pass over its code units with no string made per
 * sequence; and a filter is folded down to what the file needs (OR-ing its halves, which
 * keeps every bit a word looks for, as indexes are the hash's low bits), so a short file
 * costs 64 bytes and a long one at most MAX_BITS / 8.
 */

/** The largest filter, in bits (a power of two). */
export const MAX_BITS = 1 << 17;
/** The smallest filter, in bits. */
const MIN_BITS = 512;
/** Folded while the share of set bits stays under this (two bits a sequence: 1 in 4 says "maybe" wrongly, 1 in 1,000 for a word of five). */
const MAX_FILL = 0.5;
// Marks "no character here", so "a", "·a" and "··a" hash apart (code units are under 0x10000).
const NONE = 0x10000;

function mix(a: number, b: number, c: number): number {
  let h = Math.imul(a, 0x9e3779b1) ^ Math.imul(b + 0x7f4a7c15, 0x85ebca77);
  h = Math.imul(h ^ (h >>> 15) ^ c, 0xc2b2ae3d);
  h ^= h >>> 13;
  h = Math.imul(h, 0x27d4eb2f);
  return (h ^ (h >>> 16)) >>> 0;
}

// The second bit of a sequence, from its first hash.
function again(h: number): number {
  const g = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  return (g ^ (g >>> 13)) >>> 0;
}

/** The hashes of a lower-cased word's sequences (its three-character ones, or the word itself when shorter). */
export function wordHashes(word: string): number[] {
  const c = (i: number) => word.charCodeAt(i);
  if (word.length === 0) return [];
  if (word.length === 1) return [mix(NONE, NONE, c(0))];
  if (word.length === 2) return [mix(NONE + 1, c(0), c(1))];
  const out: number[] = [];
  for (let i = 2; i < word.length; i++) out.push(mix(c(i - 2), c(i - 1), c(i)));
  return out;
}

/** Whether a file whose filter is `bits` may hold the word of `hashes` (null: no filter, so maybe). */
export function mayHold(bits: Uint32Array | null, hashes: readonly number[]): boolean {
  if (bits === null) return true;
  const mask = bits.length * 32 - 1;
  for (const h of hashes) {
    const a = h & mask;
    const b = again(h) & mask;
    if (((bits[a >>> 5] ?? 0) & (1 << (a & 31))) === 0) return false;
    if (((bits[b >>> 5] ?? 0) & (1 << (b & 31))) === 0) return false;
  }
  return true;
}

function setBit(bits: Uint32Array, mask: number, h: number): void {
  const a = h & mask;
  const b = again(h) & mask;
  bits[a >>> 5] = (bits[a >>> 5] ?? 0) | (1 << (a & 31));
  bits[b >>> 5] = (bits[b >>> 5] ?? 0) | (1 << (b & 31));
}

function popcount(bits: Uint32Array, words: number): number {
  let n = 0;
  for (let i = 0; i < words; i++) {
    let v = bits[i] ?? 0;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    n += Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
  }
  return n;
}

/** Reused between files: filters are built at full size here, then folded and copied out. */
const scratch = new Uint32Array(MAX_BITS / 32);

/** The filter of a lower-cased text: every sequence of one, two and three code units in it. */
export function buildFilter(lower: string): Uint32Array {
  // Room for every sequence at the fill aimed at, before folding (a text has at most 3 per unit).
  let size = MIN_BITS;
  while (size < MAX_BITS && size < lower.length * 20) size *= 2;
  const words = size / 32;
  scratch.fill(0, 0, words);
  const mask = size - 1;
  let a = NONE;
  let b = NONE;
  for (let i = 0; i < lower.length; i++) {
    const c = lower.charCodeAt(i);
    setBit(scratch, mask, mix(NONE, NONE, c));
    if (b !== NONE) setBit(scratch, mask, mix(NONE + 1, b, c));
    if (a !== NONE) setBit(scratch, mask, mix(a, b, c));
    a = b;
    b = c;
  }
  // Fold while the folded filter stays sparse enough: fill' = 1 - (1 - fill)^2.
  let length = words;
  let fill = popcount(scratch, length) / (length * 32);
  while (length * 32 > MIN_BITS && 1 - (1 - fill) ** 2 <= MAX_FILL) {
    const half = length / 2;
    for (let i = 0; i < half; i++) scratch[i] = (scratch[i] ?? 0) | (scratch[i + half] ?? 0);
    length = half;
    fill = popcount(scratch, length) / (length * 32);
  }
  return scratch.slice(0, length);
}
