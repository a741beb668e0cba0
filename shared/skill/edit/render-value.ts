/**
 * Writing values as YAML for edits and fixes. The `yaml` library does the quoting and block
 * layout; it is asked for YAML 1.1 rules so strings such as "yes" or "1.0" come out quoted and
 * stay strings for every reader (PyYAML in HelloAgents reads 1.1).
 */
import { stringify } from 'yaml';
import type { PlainValue } from '../ref-yaml/load';
import type { ScalarStyle } from '../ref-yaml/types';
import { pyYamlType } from '../../py/index';

// Text every YAML reader takes as the same plain string: starts with a letter or digit, has
// no indicator characters, and is not a number, boolean, null or date under YAML 1.1.
const SAFE_PLAIN = /^[\p{L}\p{N}](?:[\p{L}\p{N} _.,/()+=@-]*[\p{L}\p{N}_.)/+=@-])?$/u;

function isSafePlain(value: string): boolean {
  return SAFE_PLAIN.test(value) && pyYamlType(value, true) === 'str';
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

/**
 * What follows `key:` for a value: " text" for a one-line value, or a line break and indented
 * lines for blocks. Lines after the first are indented for a key at column `keyIndent`. The
 * style is a preference: the library falls back to one that can hold the value.
 */
export function renderAfterKey(
  value: PlainValue,
  keyIndent: number,
  style: ScalarStyle = 'plain',
): string {
  if (style === 'plain') {
    const simple = renderSimple(value, keyIndent);
    if (simple !== undefined) return simple;
  }
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

/** A scalar as it can stand after `key: ` on one line (quoted when it has to be). */
export function renderInlineScalar(value: string, style: ScalarStyle = 'plain'): string {
  const out = renderAfterKey(
    value,
    0,
    style === 'literal' || style === 'folded' ? 'plain' : style,
  ).trimStart();
  // Multi-line strings come back as block scalars, which cannot stand inline; a JSON string
  // is a valid double-quoted YAML scalar.
  return out.includes('\n') ? JSON.stringify(value) : out;
}

/** A mapping or list in block style, every line indented by `indent` spaces, no final line break. */
export function renderBlock(value: PlainValue, indent: number): string {
  return renderAfterKey(value, Math.max(0, indent - 2)).replace(/^\n/, '');
}

/** Text wrapped in single quotes, the way strictyaml's own message suggests. */
export function singleQuote(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}
