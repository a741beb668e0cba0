/**
 * One line index per parsed file. Parsing, every rule and every fix need offsets turned into
 * positions; building the index once per parse (not once per user) keeps a 30 KB file
 * within the keystroke budget. It is kept under a symbol, not enumerable, so parsed files stay
 * plain data (JSON, structured clone and equality checks do not see it); a WeakMap did the
 * same at the price of an entry per parse that every collection must visit.
 */
import { universalNewlines } from '../py/index';
import { LineIndex } from './text';
import type { ParsedSkillFile } from './types';

const LINE_INDEX = Symbol('lineIndex');

type Indexed = ParsedSkillFile & { [LINE_INDEX]?: LineIndex };

/** Records the index the parser built for `parsed` (over its normalized text). */
export function rememberLineIndex(parsed: ParsedSkillFile, index: LineIndex): void {
  Object.defineProperty(parsed, LINE_INDEX, { value: index, enumerable: false, writable: true });
}

/** The line index of a parsed file's normalized text (built once, then reused). */
export function lineIndexOf(parsed: ParsedSkillFile): LineIndex {
  let index = (parsed as Indexed)[LINE_INDEX];
  if (!index) {
    index = new LineIndex(universalNewlines(parsed.text));
    // A parsed file someone copied (or froze) has no index of its own: built, not kept.
    if (Object.isExtensible(parsed)) rememberLineIndex(parsed, index);
  }
  return index;
}
