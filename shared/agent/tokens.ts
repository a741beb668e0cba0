/**
 * Token counts from a real BPE tokenizer (gpt-tokenizer, o200k). It is loaded on first use,
 * not at start-up: the vocabulary costs about 200 ms to load, and most sessions never ask.
 */

type Counter = (text: string) => number;

let loading: Promise<Counter> | undefined;

/** Loads the tokenizer once; later calls share the same promise. */
export function loadTokenizer(): Promise<Counter> {
  loading ??= import('gpt-tokenizer/encoding/o200k_base').then(
    // Special-token text such as "<|endoftext|>" in a skill is counted as ordinary text.
    (m) => (text: string) => m.countTokens(text, { disallowedSpecial: new Set() }),
  );
  return loading;
}

/** ≈ tokens of a text (o200k). */
export async function countTokens(text: string): Promise<number> {
  const count = await loadTokenizer();
  return count(text);
}
