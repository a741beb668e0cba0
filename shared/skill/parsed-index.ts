/**
 * One line index per parsed file. Parsing, every rule and every fix need offsets turned into
 * positions; building the index once per parse (not once per user) keeps a 30 KB file
 * within the keystroke budget. The cache is weak, so parsed files stay plain data.
 */
import { universalNewlines } from '../py/index';
import { LineIndex } from './text';
import type { ParsedSkillFile } from './types';

const cache = new WeakMap<ParsedSkillFile, LineIndex>();

/** Records the index the parser built for `parsed` (over its normalized text). */
export function rememberLineIndex(parsed: ParsedSkillFile, index: LineIndex): void {
  cache.set(parsed, index);
}

/** The line index of a parsed file's normalized text (built once, then reused). */
export function lineIndexOf(parsed: ParsedSkillFile): LineIndex {
  let index = cache.get(parsed);
  if (!index) {
    index = new LineIndex(universalNewlines(parsed.text));
    cache.set(parsed, index);
  }
  return index;
}
