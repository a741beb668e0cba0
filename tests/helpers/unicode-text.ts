/**
 * Text for the writer's round-trip properties: any UTF-16 string (control characters, tabs,
 * every line break YAML knows, no-break spaces, BOMs, astral characters, lone surrogates),
 * biased towards what YAML readers treat specially, and values that look like YAML syntax.
 */
import fc from 'fast-check';

/** Values that look like YAML syntax, each of which a careless writer leaves plain. */
export const YAML_LOOKING = [
  '- a',
  '? a',
  '@a',
  '`a',
  '%a',
  '!a',
  '&a',
  '*a',
  '|',
  '>',
  'a #b',
  'a: b',
  'null',
  '~',
  "''",
  '""',
  '{a: b}',
  '[a]',
  'yes',
  'No',
  '1.0',
  '0o17',
  '1e3',
  '0x1F',
  '.inf',
  'true',
  '+1',
  '1_000',
  '12:30',
  '2024-01-01',
  '<<',
  '---',
  '...',
  '#',
  ':',
  '-',
  '',
] as const;

// The characters YAML readers treat specially, and the invisible ones.
const TRICKY = [
  '\t',
  '\n',
  '\r',
  '\r\n',
  '\x00',
  '\x1b',
  '\x7f',
  '\x85',
  '\u2028',
  '\u2029',
  '\u00a0',
  '\ufeff',
  '\u200b',
  '\u3000',
  ' ',
  '  ',
  '-',
  '---',
  '?',
  ':',
  ': ',
  '#',
  ' #',
  '@',
  '`',
  '%',
  '!',
  '&',
  '*',
  '|',
  '>',
  "'",
  '"',
  '\\',
  '~',
  '{',
  '}',
  '[',
  ']',
  ',',
  '😀',
  'é',
  '技',
];

/** Any single UTF-16 code unit, lone surrogates included. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

/** Any code point (astral ones as their pair). */
const codePoint = fc.integer({ min: 0, max: 0x10ffff }).map((c) => String.fromCodePoint(c));

/** Full-Unicode text, lone surrogates included, weighted towards the tricky characters. */
export const anyText: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...TRICKY) },
      { weight: 3, arbitrary: fc.stringMatching(/^[a-z]{1,4}$/) },
      { weight: 2, arbitrary: codePoint },
      { weight: 1, arbitrary: codeUnit },
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** True when the string holds half of a surrogate pair (it is not Unicode text). */
export function hasLoneSurrogate(s: string): boolean {
  return s.search(LONE_SURROGATE) >= 0;
}

/** Like anyText, without lone surrogates (text a file can hold). */
export const wellFormedText: fc.Arbitrary<string> = anyText.map((s) =>
  s.replace(LONE_SURROGATE, '\ufffd'),
);

/** A value for a field: YAML-looking values and full-Unicode text. */
export const fieldText: fc.Arbitrary<string> = fc.oneof(fc.constantFrom(...YAML_LOOKING), anyText);
