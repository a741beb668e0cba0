// The declaration of js-yaml-3 lives with the OpenCode view, its first user.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../../agent/opencode/js-yaml-3.d.ts" />
/**
 * The writer's check with the other YAML readers agents use, as real libraries: js-yaml
 * 3.14.2 (OpenCode, through gray-matter) and the `yaml` package's YAML 1.2 core schema (how
 * YAML 1.2 readers such as Codex's serde_yaml type plain scalars: `0o17` is a number there, a
 * string for js-yaml 3 and PyYAML). What each reads must be the same text.
 */
import jsYaml from 'js-yaml-3';
import { LRUCache } from 'lru-cache';
import { parse } from 'yaml';
import type { PlainValue } from '../ref-yaml/index';

const READERS: readonly ((text: string) => unknown)[] = [
  (text) => jsYaml.safeLoad(text),
  (text): unknown => parse(text, { logLevel: 'error' }),
];

// What the readers made of the texts read lately. The fixes write the same values again on
// every check of a file (a keystroke in a 30 KB body checks it all again), and the two
// libraries' reads were most of that check; what they read is only ever looked at (readAs,
// entry), so it is shared. Bounded like ref-yaml's memo: the least recently read goes first.
const MEMO_LENGTH = 4096;
const memo = new LRUCache<string, { reads: unknown[] | undefined }>({ max: 512 });

/** What each reader makes of a text, or undefined when one of them refuses it. */
export function otherReads(text: string): unknown[] | undefined {
  const hit = memo.get(text);
  if (hit) return hit.reads;
  let reads: unknown[] | undefined;
  try {
    reads = READERS.map((read) => read(text));
  } catch {
    reads = undefined;
  }
  if (text.length <= MEMO_LENGTH) memo.set(text, { reads });
  return reads;
}

/** Empties the memo of reads (tests measure and compare cold reads with it). */
export function clearOtherReads(): void {
  memo.clear();
}

/** True when what a reader read is `value`: the same strings, lists and keys in order. */
export function readAs(got: unknown, value: PlainValue | undefined): boolean {
  if (value === undefined || typeof value === 'string') return got === value;
  if (Array.isArray(value))
    return (
      Array.isArray(got) && got.length === value.length && value.every((v, i) => readAs(got[i], v))
    );
  if (typeof got !== 'object' || got === null || Array.isArray(got) || got instanceof Date)
    return false;
  const mine = Object.entries(value);
  const theirs: [string, unknown][] = Object.entries(got);
  return (
    mine.length === theirs.length &&
    mine.every(([k, v], i) => {
      const [key, read] = theirs[i] ?? [];
      return key === k && readAs(read, v);
    })
  );
}

/** What a reader read under a key of a mapping. */
export function entry(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && Object.hasOwn(value, key)
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

// One line of letters, digits and a few marks that no reader takes for YAML syntax, starting
// with a letter or digit and ending with no blank (render-value.ts writes such text plain).
const PLAIN_TEXT = /^[\p{L}\p{N}](?:[\p{L}\p{N} _.,/()+=@-]*[\p{L}\p{N}_.)/+=@-])?$/u;
// Every character a scalar can hold that js-yaml 3 or the `yaml` package's YAML 1.2 core schema
// types (numbers in their notations, booleans, nulls, dates, `<<`): such a line with any other
// is text for both, and is not read (a read by each for every name and value a fix writes).
const TYPED_CHARS = /^[0-9a-fA-FiIlLnNoOrRsStTuUxXzZ+\-._:~< ]*$/;

/** True when every reader reads this text, alone as a plain scalar, as that string. */
export function othersReadAsText(plain: string): boolean {
  if (PLAIN_TEXT.test(plain) && !TYPED_CHARS.test(plain) && !plain.includes('---')) return true;
  return otherReads(plain)?.every((got) => got === plain) === true;
}
