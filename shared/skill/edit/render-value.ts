/**
 * Writing values as YAML for edits and fixes. The `yaml` library does the quoting and block
 * layout; it is asked for YAML 1.1 rules so strings such as "yes" or "1.0" come out quoted and
 * stay strings for every reader (PyYAML in HelloAgents reads 1.1). Whatever it writes is read
 * back (read-back.ts); where that differs from the value (a tab in a plain scalar, a leading
 * no-break space, U+2028), the value is written as a double-quoted, escaped scalar instead, or
 * as a literal block when it is several lines.
 */
import { LRUCache } from 'lru-cache';
import { stringify } from 'yaml';
import type { PlainValue, ScalarStyle } from '../ref-yaml/index';
import { keyReadsBack, plainIsText, readsBack } from './read-back';
import { doubleQuoted } from './yaml-quote';

export { singleQuote } from './yaml-quote';

// Text every YAML reader takes as the same plain string: starts with a letter or digit, has
// no indicator characters, and is not a number, boolean, null or date under YAML 1.1 or 1.2.
const SAFE_PLAIN = /^[\p{L}\p{N}](?:[\p{L}\p{N} _.,/()+=@-]*[\p{L}\p{N}_.)/+=@-])?$/u;

function isSafePlain(value: string): boolean {
  return SAFE_PLAIN.test(value) && plainIsText(value) && !value.includes('---');
}

// The common values (names, slugs, short metadata) written directly: fixes are computed on
// every keystroke and the library's general path costs more than the whole validation.
function renderSimple(value: PlainValue, keyIndent: number): string | undefined {
  if (typeof value === 'string') return isSafePlain(value) ? ` ${value}` : undefined;
  const pad = ' '.repeat(keyIndent + 2);
  if (Array.isArray(value)) {
    if (value.length === 0 || !value.every((v) => typeof v === 'string' && isSafePlain(v)))
      return undefined;
    return value.map((v) => `\n${pad}- ${v as string}`).join('');
  }
  const entries = Object.entries(value);
  if (
    entries.length === 0 ||
    !entries.every(([k, v]) => isSafePlain(k) && typeof v === 'string' && isSafePlain(v))
  ) {
    return undefined;
  }
  return entries.map(([k, v]) => `\n${pad}${k}: ${v as string}`).join('');
}

const STRING_TYPE = {
  plain: 'PLAIN',
  single: 'QUOTE_SINGLE',
  double: 'QUOTE_DOUBLE',
  literal: 'BLOCK_LITERAL',
  folded: 'BLOCK_FOLDED',
} as const;

// What the `yaml` library writes after `k:` in the preferred style.
function renderWithLibrary(value: PlainValue, keyIndent: number, style: ScalarStyle): string {
  const text = stringify(
    { k: value },
    {
      version: '1.1',
      indent: 2,
      // Folded style needs a width to fold at; everything else stays on one line.
      lineWidth: style === 'folded' ? 80 : 0,
      defaultKeyType: 'PLAIN',
      defaultStringType: STRING_TYPE[style],
    },
  );
  const pad = ' '.repeat(keyIndent);
  // The library writes a short folded value as literal (`|`); for one line of text the two
  // mean the same, so keep the folded indicator the user chose.
  const oneLine = typeof value === 'string' && !value.replace(/\n$/, '').includes('\n');
  return (style === 'folded' && oneLine ? text.replace(/^k: \|/, 'k: >') : text)
    .slice(2)
    .replace(/\n$/, '')
    .split('\n')
    .map((line, i) => (i === 0 || line === '' ? line : pad + line))
    .join('\n');
}

// Written so that it cannot be read differently: escaped double quotes for text (a literal
// block first for several lines, when it reads back), and block collections whose keys and
// items are written the same way.
function renderFallback(value: PlainValue, keyIndent: number): string {
  const pad = ' '.repeat(keyIndent + 2);
  if (typeof value === 'string') {
    if (value.includes('\n')) {
      const block = renderWithLibrary(value, keyIndent, 'literal');
      if (readsBack(block, keyIndent, value)) return block;
    }
    return ` ${doubleQuoted(value)}`;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return ' []';
    return value.map((item) => `\n${pad}-${renderAfterKey(item, keyIndent + 2)}`).join('');
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return ' {}';
  return entries
    .map(([k, v]) => `\n${pad}${renderKey(k)}:${renderAfterKey(v, keyIndent + 2)}`)
    .join('');
}

/**
 * What follows `key:` for a value: " text" for a one-line value, or a line break and indented
 * lines for blocks. Lines after the first are indented for a key at column `keyIndent`. The
 * style is a preference: when it cannot hold the value so that it reads back the same, another
 * style is used. `check: false` skips reading it back, for a caller that reads back the whole
 * file it writes (and asks again with the check when that differs).
 */
export function renderAfterKey(
  value: PlainValue,
  keyIndent: number,
  style: ScalarStyle = 'plain',
  check = true,
): string {
  const key = `${keyIndent} ${style} ${check} ${JSON.stringify(value)}`;
  const known = rendered.get(key);
  if (known !== undefined) return known;
  // Safe by construction (SAFE_PLAIN admits no indicator, break or typed value), and the
  // common case on every keystroke, so not read back.
  const simple = style === 'plain' ? renderSimple(value, keyIndent) : undefined;
  let text = simple;
  if (text === undefined) {
    const preferred = renderWithLibrary(value, keyIndent, style);
    text =
      !check || readsBack(preferred, keyIndent, value)
        ? preferred
        : renderFallback(value, keyIndent);
  }
  rendered.set(key, text);
  return text;
}

// What renderAfterKey wrote lately, by its arguments (the least recent dropped first). Fixes write the
// same values again: on every check of an open file, and across a library (most values a
// library's fixes write were written before: one version, one author, one list of tools).
const rendered = new LRUCache<string, string>({ max: 512 });

/** Empties the memo of renderings (tests compare fresh renderings with remembered ones). */
export function clearRendered(): void {
  rendered.clear();
}

/** A scalar as it can stand after `key: ` on one line (quoted when it has to be). */
export function renderInlineScalar(
  value: string,
  style: ScalarStyle = 'plain',
  check = true,
): string {
  const inlineStyle = style === 'literal' || style === 'folded' ? 'plain' : style;
  const out = renderAfterKey(value, 0, inlineStyle, check);
  // Multi-line strings come back as block scalars, which cannot stand inline. Only the one
  // space after the colon is taken off: the value's own leading characters stay.
  return out.includes('\n') ? doubleQuoted(value) : out.replace(/^ /, '');
}

/** A mapping key: plain when every reader takes it as the same text, else quoted. */
export function renderKey(key: string, check = true): string {
  if (isSafePlain(key)) return key;
  const inline = renderInlineScalar(key, 'plain', check);
  return !check || keyReadsBack(inline, key) ? inline : doubleQuoted(key);
}

/** A mapping or list in block style, every line indented by `indent` spaces, no final line break. */
export function renderBlock(value: PlainValue, indent: number): string {
  return renderAfterKey(value, Math.max(0, indent - 2)).replace(/^\n/, '');
}
