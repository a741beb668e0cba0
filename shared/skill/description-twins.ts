/**
 * Descriptions that are the same or nearly so (SkillContext.sameDescriptionAs). Two descriptions
 * are twins when their word sets are at least TWIN_JACCARD alike (Jaccard: shared words over
 * all words), or when they are the same text once case, spacing and punctuation are ignored.
 * A library is not compared pair by pair: each description's words are MinHashed and the
 * signature cut into bands, and only descriptions sharing a band are compared (locality-
 * sensitive hashing, Leskovec, Rajaraman and Ullman, "Mining of Massive Datasets", ch. 3.4).
 */

/**
 * One changed word in a description of nine or more distinct words stays above it
 * ((n-1)/(n+1) ≥ 0.8), two changed words in ten fall below (8/12): descriptions that share
 * their boilerplate ("Use when the user asks…") but name different tasks are not twins.
 */
export const TWIN_JACCARD = 0.8;

/**
 * Rows per band and bands: a pair at Jaccard 0.8 shares a band with chance 1-(1-0.8^8)^40 >
 * 0.999, one at 0.5 with 0.15 and one at 0.4 (descriptions sharing their boilerplate) with
 * 0.03, so the pairs compared grow about as the library does. Five rows in 20 bands hashed
 * less but compared more: five times the descriptions took ten times as long (library-bench.ts).
 */
const ROWS = 8;
const BANDS = 40;

/**
 * A band shared by more descriptions than this is boilerplate many of them share ("Does X
 * things. Use when asked." in a generated library): it is not searched, or a library of such
 * descriptions would be compared pair by pair after all. Twins still meet in their other bands,
 * and the same text in `byNormal`.
 */
const CROWDED = 64;
/** At most this many twins are named for a description (the advice needs a few, not all). */
export const MAX_TWINS = 8;

// Runs of Han or kana have no spaces between words: their characters are taken in pairs.
const UNSPACED = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+$/u;
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/** A description's words: lower case, punctuation dropped, Han and kana as character pairs; sorted, unique. */
export function descriptionWords(text: string): string[] {
  const words = new Set<string>();
  for (const [run] of text.normalize('NFKC').toLowerCase().matchAll(WORD)) {
    // Han and kana are past U+2E80: a Latin word skips the script test.
    if (!/[\u2e80-\uffff]/.test(run) || !UNSPACED.test(run)) {
      words.add(run);
      continue;
    }
    const chars = [...run];
    if (chars.length === 1) words.add(run);
    for (let i = 0; i + 1 < chars.length; i++) words.add(`${chars[i]}${chars[i + 1]}`);
  }
  return [...words].sort();
}

/** The text with case and runs of spaces and punctuation ignored (what "identical" compares). */
export function normalDescription(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, ' ')
    .trim();
}

/** Jaccard similarity of two sorted word lists (0 when both are empty). */
export function jaccard(a: readonly string[], b: readonly string[]): number {
  let i = 0;
  let j = 0;
  let shared = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as string;
    const y = b[j] as string;
    if (x === y) {
      shared++;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  const all = a.length + b.length - shared;
  return all === 0 ? 0 : shared / all;
}

/** What the comparison keeps of one description. */
interface Print {
  words: string[];
  normal: string;
  /** Each band's key: its number times 2^32 plus a hash of its rows (a number, not a string: 40 a description). */
  bands: number[];
}

/** True when two descriptions are the same or nearly so. */
export function nearlySame(a: string, b: string): boolean {
  return twins(printOf(a), printOf(b));
}

function twins(a: Print, b: Print): boolean {
  if (a.normal === '' || b.normal === '') return false;
  if (a.normal === b.normal) return true;
  // Jaccard is at most the smaller set over the larger: most candidates stop here.
  const [small, large] = [a.words.length, b.words.length].sort((x, y) => x - y);
  if ((small ?? 0) < TWIN_JACCARD * (large ?? 0)) return false;
  return jaccard(a.words, b.words) >= TWIN_JACCARD;
}

const SEEDS = Uint32Array.from({ length: ROWS * BANDS }, (_, i) => Math.imul(i + 1, 0x9e3779b1));

// 32-bit FNV-1a of a word, finished by murmur3's mixer so every bit depends on every other.
function fnv(word: string, seed: number): number {
  let h = 0x811c9dc5 ^ seed;
  for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 0x01000193);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

function printOf(text: string): Print {
  const words = descriptionWords(text);
  const normal = normalDescription(text);
  const bands: number[] = [];
  // No words (only symbols): found by its normal text alone (DescriptionTwins.byNormal).
  if (words.length === 0) return { words, normal, bands };
  // Each row hashes a word's hash again with a seed of its own (murmur3's mixer).
  const mins = new Uint32Array(ROWS * BANDS).fill(0xffffffff);
  for (const word of words) {
    const h = fnv(word, 0);
    for (let i = 0; i < mins.length; i++) {
      let x = h ^ (SEEDS[i] ?? 0);
      x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
      x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
      x = (x ^ (x >>> 16)) >>> 0;
      if (x < (mins[i] ?? 0)) mins[i] = x;
    }
  }
  for (let band = 0; band < BANDS; band++) {
    // The band's rows folded into one 32-bit hash: two bands that differ may collide, which
    // only adds a candidate the exact comparison then turns away.
    let h = 0x811c9dc5;
    for (let row = band * ROWS; row < band * ROWS + ROWS; row++)
      h = Math.imul(h ^ (mins[row] ?? 0), 0x01000193);
    bands.push(band * 2 ** 32 + (h >>> 0));
  }
  return { words, normal, bands };
}

/**
 * The descriptions of a library, kept as they change, and each one's twins. Only those sharing
 * a band are compared, so a library of thousands is not compared pair by pair.
 */
export class DescriptionTwins {
  private readonly prints = new Map<string, Print>();
  private readonly buckets = new Map<number, Set<string>>();
  private readonly byNormal = new Map<string, Set<string>>();

  /** Records `key`'s description (undefined or blank: it has none). */
  set(key: string, description: string | undefined): void {
    this.delete(key);
    if (description === undefined) return;
    const print = printOf(description);
    if (print.normal === '') return;
    this.prints.set(key, print);
    const same = this.byNormal.get(print.normal);
    if (same) same.add(key);
    else this.byNormal.set(print.normal, new Set([key]));
    for (const band of print.bands) {
      const bucket = this.buckets.get(band);
      if (bucket) bucket.add(key);
      else this.buckets.set(band, new Set([key]));
    }
  }

  /** Forgets `key`'s description. */
  delete(key: string): void {
    const print = this.prints.get(key);
    if (!print) return;
    this.prints.delete(key);
    const same = this.byNormal.get(print.normal);
    same?.delete(key);
    if (same?.size === 0) this.byNormal.delete(print.normal);
    for (const band of print.bands) {
      const bucket = this.buckets.get(band);
      bucket?.delete(key);
      if (bucket?.size === 0) this.buckets.delete(band);
    }
  }

  /** Forgets every description. */
  clear(): void {
    this.prints.clear();
    this.buckets.clear();
    this.byNormal.clear();
  }

  /** The other keys whose description is `key`'s or nearly, sorted as strings. */
  twinsOf(key: string): string[] {
    const print = this.prints.get(key);
    return print ? this.near(print, key) : [];
  }

  /** The keys whose description is `description` or nearly, sorted as strings. */
  similarTo(description: string): string[] {
    return this.near(printOf(description));
  }

  private near(print: Print, except?: string): string[] {
    const seen = new Set<string | undefined>([except]);
    const out: string[] = [];
    for (const other of this.byNormal.get(print.normal) ?? []) {
      if (seen.has(other)) continue;
      seen.add(other);
      out.push(other);
    }
    for (const band of print.bands) {
      const bucket = this.buckets.get(band);
      if (!bucket || bucket.size > CROWDED) continue;
      for (const other of bucket) {
        if (seen.has(other)) continue;
        seen.add(other);
        const theirs = this.prints.get(other);
        if (theirs && twins(print, theirs)) out.push(other);
      }
    }
    return out.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).slice(0, MAX_TWINS);
  }
}

// Each listed description's words and normal text, made once per list entry (a keystroke in
// the editor compares the open description with every entry of the list).
const listed = new WeakMap<object, Print>();

/**
 * The keys of the entries whose description is `description`'s or nearly (the editor's live
 * check against its list): the set sizes and word lists compared, not hashed into bands.
 */
export function twinsAmong<T extends object>(
  description: string,
  entries: readonly T[],
  textOf: (entry: T) => string | undefined,
  keyOf: (entry: T) => string,
): string[] {
  const print = {
    words: descriptionWords(description),
    normal: normalDescription(description),
    bands: [],
  };
  const out: string[] = [];
  for (const entry of entries) {
    const text = textOf(entry);
    if (text === undefined) continue;
    let theirs = listed.get(entry);
    if (!theirs) {
      theirs = { words: descriptionWords(text), normal: normalDescription(text), bands: [] };
      listed.set(entry, theirs);
    }
    if (twins(print, theirs)) out.push(keyOf(entry));
  }
  return out.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).slice(0, MAX_TWINS);
}

/** Each key's twins among `descriptions` (keys without a twin are left out). */
export function twinsByKey(
  descriptions: Iterable<readonly [string, string | undefined]>,
): Map<string, string[]> {
  const index = new DescriptionTwins();
  const keys: string[] = [];
  for (const [key, description] of descriptions) {
    index.set(key, description);
    keys.push(key);
  }
  const out = new Map<string, string[]>();
  for (const key of keys) {
    const found = index.twinsOf(key);
    if (found.length > 0) out.set(key, found);
  }
  return out;
}
