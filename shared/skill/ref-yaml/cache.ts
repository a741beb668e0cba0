/**
 * A bounded memo of YAML reads. The same frontmatter is read again and again: on every
 * keystroke in the body, by each agent view, and on every re-scan after one file changed.
 * Results are treated as immutable by every caller, so sharing them is safe.
 */
import { LRUCache } from 'lru-cache';
import { loadRefYaml } from './load';
import type { RefYamlResult } from './types';

const MAX_ENTRIES = 20_000;
/** Longer texts are rare and not worth holding on to. */
const MAX_LENGTH = 64 * 1024;

const memo = new LRUCache<string, RefYamlResult>({ max: MAX_ENTRIES });
// The last read not kept in the memo.
const last: { text: string; result: RefYamlResult | undefined } = { text: '', result: undefined };

/**
 * loadRefYaml, answered from the memo when the same text was read recently. A read of a whole
 * library (`remember` false) does not fill it: ten thousand trees kept only cost collections.
 */
export function readYaml(text: string, remember = true): RefYamlResult {
  // Not even looked up: hashing a text costs a pass over it, and such reads rarely repeat, but
  // for the last one: a file with a reading error is read again at once for skills-ref's
  // report of it (skillsRefParseError), the same frontmatter as a rule, a fifth of a library.
  if (!remember) {
    if (text === last.text && last.result) return last.result;
    const result = loadRefYaml(text);
    last.text = text;
    last.result = result;
    return result;
  }
  const hit = memo.get(text);
  if (hit) return hit;
  const result = loadRefYaml(text);
  if (text.length <= MAX_LENGTH) memo.set(text, result);
  return result;
}

/** How many reads the memo holds (tests check that a library's reads stay out of it). */
export function yamlMemoSize(): number {
  return memo.size;
}

/** Empties the memo (benchmarks measure cold reads with it). */
export function clearYamlMemo(): void {
  memo.clear();
  last.text = '';
  last.result = undefined;
}
