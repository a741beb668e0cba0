/**
 * Hidden characters: Unicode tag characters (ASCII smuggling), zero-width characters and runs
 * of variation selectors, bidirectional controls; and look-alike letters in names. Sources are
 * in rules.ts; what is exempt, and why, is said where it is decided.
 */
import { reviewMessage } from './messages';
import { codePoint, excerpt, makeFinding } from './finding';
import type { ReviewFinding } from './types';

const TAG_FIRST = 0xe0000;
const TAG_LAST = 0xe007f;
const CANCEL_TAG = 0xe007f;
const BLACK_FLAG = 0x1f3f4;
const ZERO_WIDTH = new Set([
  0x200b, 0x200c, 0x200d, 0x2060, 0xfeff, 0x180e, 0x2061, 0x2062, 0x2063, 0x2064,
]);
// Trojan Source's nine embedding, override and isolate controls (Unicode UAX #9).
const BIDI = new Set([0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]);
const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;
// Skin tones and VS16 between an emoji and its joiner (the class lists them one by one).
// eslint-disable-next-line no-misleading-character-class -- each is matched on its own
const EMOJI_MODIFIER = /[\u{1F3FB}-\u{1F3FF}\uFE0F]/u;
const NON_LATIN_LETTER = /[\p{L}\p{M}]/u;
const LATIN_OR_COMMON = /[\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u;
// Variation selectors (U+FE00–FE0F, U+E0100–E01EF): one after an emoji or an ideograph is
// text; a run of them carries bytes (Cisco's $var_selectors; "sneaky bits" smuggling).
const SELECTOR_RUN = 4;
// Any character the loop below looks at: most files have none and skip it. (Each is matched
// on its own, so the selectors in the class combine with nothing.)
/* eslint-disable no-misleading-character-class */
const ANY_HIDDEN =
  /[\u200B-\u200D\u2060-\u2064\uFEFF\u180E\u202A-\u202E\u2066-\u2069\uFE00-\uFE0F\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/u;
/* eslint-enable no-misleading-character-class */

function isSelector(cp: number): boolean {
  return (cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0100 && cp <= 0xe01ef);
}

/**
 * The hidden-character findings of one text file: at most one per rule and line, at the first
 * such character of the line.
 */
export function unicodeFindings(file: string, text: string): ReviewFinding[] {
  const out: ReviewFinding[] = [];
  if (!ANY_HIDDEN.test(text)) return out;
  const chars = [...text];
  let line = 1;
  let column = 1;
  const seen = new Set<string>();
  const once = (key: string, make: () => ReviewFinding) => {
    if (seen.has(`${key}:${line}`)) return;
    seen.add(`${key}:${line}`);
    out.push(make());
  };
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i] ?? '';
    const cp = ch.codePointAt(0) ?? 0;
    if (ch === '\n' || (ch === '\r' && chars[i + 1] !== '\n')) {
      line++;
      column = 1;
      continue;
    }
    if (cp >= TAG_FIRST && cp <= TAG_LAST) {
      const end = tagRunEnd(chars, i);
      if (!isFlagTagSequence(chars, i, end)) {
        const at = { line, column };
        const hidden = chars
          .slice(i, end)
          .map((c) => String.fromCodePoint((c.codePointAt(0) ?? 0) - TAG_FIRST))
          .join('');
        once('tag', () =>
          makeFinding(
            'hidden-tag-characters',
            file,
            at,
            reviewMessage('review.hidden-tag-characters', { excerpt: excerpt(hidden) }),
          ),
        );
      }
      column += chars.slice(i, end).reduce((n, c) => n + c.length, 0);
      i = end - 1;
      continue;
    }
    if (ZERO_WIDTH.has(cp) && !(cp === 0xfeff && i === 0) && !joinsText(chars, i, cp)) {
      const at = { line, column };
      once('zw', () =>
        makeFinding(
          'zero-width-characters',
          file,
          at,
          reviewMessage('review.zero-width-characters', { excerpt: codePoint(ch) }),
        ),
      );
    } else if (isSelector(cp)) {
      let end = i;
      while (end < chars.length && isSelector(chars[end]?.codePointAt(0) ?? 0)) end++;
      if (end - i >= SELECTOR_RUN) {
        const at = { line, column };
        once('zw', () =>
          makeFinding(
            'zero-width-characters',
            file,
            at,
            reviewMessage('review.zero-width-characters', {
              excerpt: `${codePoint(ch)} ×${end - i}`,
            }),
          ),
        );
      }
      column += chars.slice(i, end).reduce((n, c) => n + c.length, 0);
      i = end - 1;
      continue;
    } else if (BIDI.has(cp)) {
      const at = { line, column };
      once('bidi', () =>
        makeFinding(
          'bidi-controls',
          file,
          at,
          reviewMessage('review.bidi-controls', { excerpt: codePoint(ch) }),
        ),
      );
    }
    column += ch.length;
  }
  return out;
}

function tagRunEnd(chars: readonly string[], from: number): number {
  let end = from;
  while (end < chars.length) {
    const cp = chars[end]?.codePointAt(0) ?? 0;
    if (cp < TAG_FIRST || cp > TAG_LAST) break;
    end++;
    if (cp === CANCEL_TAG) break;
  }
  return end;
}

/**
 * An emoji tag sequence for a subdivision flag (UTS #51 ED-14a, §2.3.1; England is
 * U+1F3F4 E0067 E0062 E0065 E006E E0067 E007F): the black flag, 2 to 6 tag digits or
 * lower-case tag letters, the cancel tag. It is text, not a hidden message.
 */
function isFlagTagSequence(chars: readonly string[], from: number, end: number): boolean {
  if (chars[from - 1]?.codePointAt(0) !== BLACK_FLAG) return false;
  if (chars[end - 1]?.codePointAt(0) !== CANCEL_TAG) return false;
  const spec = chars.slice(from, end - 1).map((c) => (c.codePointAt(0) ?? 0) - TAG_FIRST);
  return (
    spec.length >= 2 &&
    spec.length <= 6 &&
    spec.every((c) => (c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x7a))
  );
}

/**
 * A joiner that is part of the text: a ZWJ between two emoji (an emoji ZWJ sequence, UTS #51
 * §2.3: 👩‍💻), and a ZWJ or ZWNJ after a letter of a script that shapes with them (Persian,
 * the Indic scripts: UAX #31 A1, A2).
 */
function joinsText(chars: readonly string[], i: number, cp: number): boolean {
  if (cp !== 0x200d && cp !== 0x200c) return false;
  let before = i - 1;
  while (before >= 0 && EMOJI_MODIFIER.test(chars[before] ?? '')) before--;
  const prev = chars[before] ?? '';
  const next = chars[i + 1] ?? '';
  if (cp === 0x200d && PICTOGRAPHIC.test(prev) && PICTOGRAPHIC.test(next)) return true;
  return NON_LATIN_LETTER.test(prev) && !LATIN_OR_COMMON.test(prev);
}

// UTS #39 17.0.0 intentional.txt: the characters it lists as intentionally identical to an
// ASCII letter (Greek and Cyrillic), each with that letter.
const INTENTIONAL: ReadonlyMap<string, string> = new Map([
  ['\u0391', 'A'],
  ['\u0392', 'B'],
  ['\u0421', 'C'],
  ['\u0395', 'E'],
  ['\u0397', 'H'],
  ['\u0399', 'I'],
  ['\u0408', 'J'],
  ['\u039A', 'K'],
  ['\u039C', 'M'],
  ['\u039D', 'N'],
  ['\u039F', 'O'],
  ['\u03A1', 'P'],
  ['\u0405', 'S'],
  ['\u03A4', 'T'],
  ['\u03A7', 'X'],
  ['\u03A5', 'Y'],
  ['\u0396', 'Z'],
  ['\u0430', 'a'],
  ['\u0441', 'c'],
  ['\u0501', 'd'],
  ['\u0435', 'e'],
  ['\u04BB', 'h'],
  ['\u0456', 'i'],
  ['\u03F3', 'j'],
  ['\u03BF', 'o'],
  ['\u0440', 'p'],
  ['\u0455', 's'],
  ['\u0445', 'x'],
  ['\u0443', 'y'],
]);
const LATIN = /\p{Script=Latin}/u;
const LOOKALIKE_SCRIPTS =
  /[\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Armenian}\p{Script=Cherokee}]/u;
const FULLWIDTH_LATIN = /[\uFF21-\uFF3A\uFF41-\uFF5A]/u;

/**
 * True when `name` could pass for another: Latin mixed with Cyrillic, Greek, Armenian or
 * Cherokee letters (UTS #39 §5.2: not even Moderately Restrictive), a name all of whose
 * non-ASCII letters are intentional look-alikes of ASCII ones (UTS #39 §4 whole-script
 * confusables, from intentional.txt), or full-width Latin letters.
 */
export function isLookalikeName(name: string): boolean {
  const letters = [...name].filter((c) => /\p{L}/u.test(c));
  if (letters.some((c) => FULLWIDTH_LATIN.test(c))) return true;
  const latin = letters.some((c) => LATIN.test(c) && !FULLWIDTH_LATIN.test(c));
  const other = letters.some((c) => LOOKALIKE_SCRIPTS.test(c));
  if (latin && other) return true;
  const nonAscii = letters.filter((c) => c > '\u007f');
  return nonAscii.length > 0 && nonAscii.every((c) => INTENTIONAL.has(c));
}

/** The look-alike findings for a skill's name and its files' path segments. */
export function lookalikeFindings(
  name: { value: string; file: string; line: number; column: number } | undefined,
  paths: readonly string[],
): ReviewFinding[] {
  const out: ReviewFinding[] = [];
  if (name && isLookalikeName(name.value)) {
    out.push(
      makeFinding(
        'lookalike-name',
        name.file,
        name,
        reviewMessage('review.lookalike-name', { excerpt: excerpt(name.value) }),
      ),
    );
  }
  const seen = new Set<string>();
  for (const path of paths) {
    const parts = path.split('/');
    parts.forEach((part, i) => {
      const prefix = parts.slice(0, i + 1).join('/');
      if (seen.has(prefix) || !isLookalikeName(part)) return;
      seen.add(prefix);
      out.push(
        makeFinding(
          'lookalike-name',
          prefix,
          { line: 0, column: 0 },
          reviewMessage('review.lookalike-name', { excerpt: excerpt(part) }),
        ),
      );
    });
  }
  return out;
}
