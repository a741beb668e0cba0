/**
 * Property tests: loadRefYaml never throws, whatever the text, and its result is consistent.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadRefYaml, toPlainData } from '../../../../shared/skill/ref-yaml/index';

// Characters that steer the scanner, so random texts reach deep into it.
const yamlish = fc.oneof(
  fc.constantFrom(
    ...[
      ':',
      ': ',
      ' ',
      '  ',
      '\n',
      '\r\n',
      '\t',
      '#',
      '-',
      '- ',
      '?',
      '"',
      "'",
      '|',
      '>',
      '|-',
      '>+2',
    ],
    ...[
      '[',
      ']',
      '{',
      '}',
      ',',
      '&a',
      '*a',
      '!',
      '!!str',
      '%',
      '@',
      '`',
      '\\',
      '---',
      '...',
      '<<',
      '=',
    ],
    ...[
      '😀',
      '日本',
      'é\u0301',
      '\u00a0',
      '\u2028',
      '\u0085',
      '\ufeff',
      '\r',
      '\\x4',
      '\\u00e9',
      '%TAG ! x\n',
    ],
  ),
  fc.string({ minLength: 1, maxLength: 4 }),
);
const yamlText = fc.array(yamlish, { maxLength: 40 }).map((parts) => parts.join(''));

function check(text: string): void {
  const result = loadRefYaml(text);
  if (result.syntaxError) expect(result.root).toBeUndefined();
  else
    expect(
      result.strictError === undefined ||
        result.notable.length > 0 ||
        result.constructionErrors.length > 0,
    ).toBe(true);
  if (result.strictError === undefined) expect(result.syntaxError).toBeUndefined();
  expect(result.syntaxError?.pythonException).not.toBe('InternalError');
  expect(() => toPlainData(result.root)).not.toThrow();
}

describe('loadRefYaml', () => {
  it('never throws on arbitrary strings', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 200 }), check), { numRuns: 1000 });
  });

  it('never throws on YAML-like strings', () => {
    fc.assert(fc.property(yamlText, check), { numRuns: 3000 });
  });

  it('survives deep nesting and long lines', () => {
    for (const text of [
      '- '.repeat(5000) + 'a',
      '['.repeat(5000),
      '{a: '.repeat(3000),
      'k:\n'.repeat(2000),
      'a'.repeat(100_000) + ': b',
    ]) {
      check(text);
    }
  });

  it('gives the same result twice', () => {
    fc.assert(
      fc.property(yamlText, (text) => {
        expect(loadRefYaml(text)).toEqual(loadRefYaml(text));
      }),
      { numRuns: 300 },
    );
  });
});
