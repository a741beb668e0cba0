/**
 * Token counts from a real BPE tokenizer (gpt-tokenizer, o200k). It is loaded on first use,
 * not at start-up: the vocabulary is slow to load, and most sessions never ask.
 */

type Counter = (text: string) => number;

let loading: Promise<Counter> | undefined;

/** Loads the tokenizer once; later calls share the same promise. */
export function loadTokenizer(): Promise<Counter> {
  loading ??= import('gpt-tokenizer/encoding/o200k_base').then((m) => {
    // Special-token text such as "<|endoftext|>" in a skill is counted as ordinary text.
    const count = (text: string) => m.countTokens(text, { disallowedSpecial: new Set() });
    return (text: string) => countInRuns(text, count);
  });
  return loading;
}

/** Runs of this many characters without a space or more are counted piece by piece. */
const LONG_RUN = 1000;
const LONG_RUNS = new RegExp(`\\S{${LONG_RUN},}`, 'g');

/**
 * BPE's merging is quadratic in the length of a word: a megabyte of "xxxx…" (or base64)
 * would take minutes. Such runs are counted in pieces of LONG_RUN characters, which is exact
 * for ordinary text (no word is that long) and within a token or two per piece otherwise.
 */
export function countInRuns(text: string, count: (text: string) => number): number {
  if (text.length < LONG_RUN) return count(text);
  let pieces = 0;
  const rest = text.replace(LONG_RUNS, (run) => {
    for (let at = 0; at < run.length; at += LONG_RUN) pieces += count(run.slice(at, at + LONG_RUN));
    return ' ';
  });
  return pieces + count(rest);
}

/** ≈ tokens of a text (o200k). */
export async function countTokens(text: string): Promise<number> {
  const count = await loadTokenizer();
  return count(text);
}
