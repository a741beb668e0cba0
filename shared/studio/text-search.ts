/**
 * Search over the words of skills' text files (SKILL.md bodies, references, scripts), not
 * only their names: a skill matches when every word of the query is in its name, folder,
 * path or description (library-list.ts's haystack) or in one of its files, case-insensitive,
 * and the hit carries the first line of a file holding a word, to show under the result.
 * Pure, so the service (which holds the text), the list and the tests share one rule.
 */

/** A text file of a skill, held for searching. */
export interface SearchableFile {
  /** "/"-separated path below the skill folder. */
  path: string;
  text: string;
  /** `text` lower-cased once, when that keeps every offset (else undefined: lines are lowered one by one). */
  lower?: string;
  /**
   * True when `text` is ASCII only: an ASCII word is then looked for ignoring case without a
   * lowered copy (`lower` is left out), with the same result.
   */
  ascii?: true;
}

/** The line shown under a result: where a word of the query is in one of the skill's files. */
export interface TextLine {
  file: string;
  /** 1-based. */
  line: number;
  /** The line, cut around the word when long. */
  text: string;
  /** Where the word is in `text` (UTF-16 offsets), to highlight it. */
  start: number;
  length: number;
}

/** How long typing must pause before the files are searched (the list and the benchmark). */
export const DEBOUNCE_MS = 150;

/** How many skills one search answers with at most (the list says when there were more). */
export const SEARCH_LIMIT = 2000;

/** How much of a long line is shown around the word. */
const BEFORE = 60;
const WIDTH = 200;

/** The query's words, lower-cased (the list's own search splits the same way). */
export function queryWords(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * A file ready to search: ASCII text as it is (`ascii`, when the caller knows it from the bytes
 * or the text says so), other text with its lower case kept when lowering moved no offset.
 */
export function searchable(path: string, text: string, ascii = ASCII.test(text)): SearchableFile {
  if (ascii) return { path, text, ascii };
  const lower = text.toLowerCase();
  return lower.length === text.length ? { path, text, lower } : { path, text };
}

const ASCII = /^[\0-\x7f]*$/;

/**
 * Where an ASCII word is in ASCII text, ignoring case: where it is in the text lower-cased (for
 * ASCII both ways of ignoring case agree, and offsets do not move), without making that copy,
 * which at a search's 2,000 files was a third of its time. The last word's pattern is kept.
 */
function asciiIndex(text: string, word: string): number {
  if (word !== lastWord) {
    lastWord = word;
    lastPattern = new RegExp(word.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&'), 'i');
  }
  return text.search(lastPattern);
}

let lastWord: string | undefined;
let lastPattern = /(?:)/i;

/**
 * Whether a skill matches `words` only thanks to its files: undefined when a word is in
 * neither `meta` (its lower-cased name, folder, path and description) nor any file, null when
 * `meta` holds every word (the list finds it without the files), else the line to show: the
 * first line of the first file (SKILL.md first, as given) holding the first word `meta` lacks.
 * `files` may be a lookup giving that line for a word (findLine over files read as needed).
 */
export function matchSkill(
  words: readonly string[],
  meta: string,
  files: readonly SearchableFile[] | ((word: string) => TextLine | undefined),
): TextLine | null | undefined {
  if (words.length === 0) return undefined;
  const find = typeof files === 'function' ? files : (word: string) => findLine(files, word);
  let shown: TextLine | null = null;
  for (const word of words) {
    if (meta.includes(word)) continue;
    const found = find(word);
    if (!found) return undefined;
    shown ??= found;
  }
  return shown;
}

/** The first line of the first file holding `word` (lower-cased). */
export function findLine(files: readonly SearchableFile[], word: string): TextLine | undefined {
  const asciiWord = ASCII.test(word);
  for (const file of files) {
    const at =
      file.ascii === true
        ? asciiWord
          ? asciiIndex(file.text, word)
          : -1
        : file.lower !== undefined
          ? file.lower.indexOf(word)
          : slowIndex(file.text, word);
    if (at < 0) continue;
    if (file.lower === undefined && file.ascii !== true) return slowLine(file, word);
    const from = file.text.lastIndexOf('\n', at - 1) + 1;
    const end = file.text.indexOf('\n', at);
    const line = countLines(file.text, from);
    return cut(file.path, line, file.text.slice(from, end < 0 ? undefined : end), at - from, word);
  }
  return undefined;
}

function countLines(text: string, upTo: number): number {
  let n = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < upTo; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

// Text whose lower case changes its length (a few scripts): searched a line at a time.
function slowIndex(text: string, word: string): number {
  return text.toLowerCase().indexOf(word);
}

function slowLine(file: SearchableFile, word: string): TextLine | undefined {
  const lines = file.text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const lower = line.toLowerCase();
    const at = lower.indexOf(word);
    if (at < 0) continue;
    // Offsets in the lowered line may not be the original's: the line is shown whole, unmarked.
    const same = lower.length === line.length;
    return same
      ? cut(file.path, i + 1, line, at, word)
      : { file: file.path, line: i + 1, text: line.slice(0, WIDTH), start: 0, length: 0 };
  }
  return undefined;
}

function cut(path: string, line: number, text: string, at: number, word: string): TextLine {
  const clean = text.replace(/\r$/, '');
  if (clean.length <= WIDTH)
    return { file: path, line, text: clean, start: at, length: word.length };
  const from = Math.max(0, Math.min(at - BEFORE, clean.length - WIDTH));
  const shown = `${from > 0 ? '…' : ''}${clean.slice(from, from + WIDTH)}${from + WIDTH < clean.length ? '…' : ''}`;
  return {
    file: path,
    line,
    text: shown,
    start: at - from + (from > 0 ? 1 : 0),
    length: word.length,
  };
}
