/**
 * The position-keeping JSON reader against JSON.parse, which reads the same strict RFC 8259
 * grammar: on every text they must agree whether it is JSON and, when it is, on the value.
 * Then where it says a text breaks, in words (the words themselves are checked through the
 * trigger-queries file in queries.test.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { english } from '../../../shared/i18n/catalogue';
import { MAX_DEPTH, plainValue, readJson } from '../../../shared/triggers/json-reader';

function jsonParse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function agreesWithJsonParse(text: string): void {
  const theirs = jsonParse(text);
  const ours = readJson(text);
  expect(ours.ok, text).toBe(theirs.ok);
  if (ours.ok && theirs.ok) expect(plainValue(ours.node)).toEqual(theirs.value);
}

const JSONISH = fc.constantFrom(
  ...'[]{},:"\\/ \n\t\r0123456789-+.eEtrufalsn xu\'#'.split(''),
  'true',
  'null',
  '\\u00e9',
  '\\ud83d',
  '"a"',
  '中',
  '\u0001',
  '\f',
  '\v',
  '\u00a0',
  '\u2028',
);

// Where readers differ most often: JSON's exact edges, each checked against JSON.parse.
const EDGES = [
  '',
  ' ',
  '[1,]',
  '{"a":1,}',
  '01',
  '-01',
  '1.',
  '.5',
  '-',
  '+1',
  '1e',
  '1E+5',
  '-0',
  '0e0',
  'NaN',
  'Infinity',
  '"\\/"',
  '"\\x"',
  '"\\u00"',
  '"\\ud800"',
  '"\t"',
  '"\u2028"',
  '\f[]',
  '\v[]',
  '[]\u00a0',
  '[] []',
  'tru',
  'nul',
  'True',
  '[1 2]',
  '{"a" 1}',
  '{1:2}',
  "{'a':1}",
  '[// x\n]',
  '"a\nb"',
  '["\\"]',
  '[1]]',
  '{"a":{}}}',
  '\ufeff[]',
];

describe('readJson', () => {
  it.each(EDGES)('agrees with JSON.parse on %j', (text) => {
    agreesWithJsonParse(text);
  });

  it('reads every JSON value JSON.parse reads, the same, however it is indented', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(undefined, 0, 2, '\t'), (value, indent) => {
        agreesWithJsonParse(JSON.stringify(value, null, indent));
      }),
      { numRuns: 300 },
    );
  });

  it('refuses exactly what JSON.parse refuses, on JSON-like noise', () => {
    fc.assert(
      fc.property(fc.array(JSONISH, { maxLength: 24 }), (parts) => {
        agreesWithJsonParse(parts.join(''));
      }),
      { numRuns: 3000 },
    );
  });

  it('refuses exactly what JSON.parse refuses, on JSON with one character changed', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.nat(), JSONISH, fc.boolean(), (value, at, part, insert) => {
        const text = JSON.stringify(value, null, 1);
        const i = at % (text.length + 1);
        agreesWithJsonParse(text.slice(0, i) + part + text.slice(insert ? i : i + 1));
      }),
      { numRuns: 3000 },
    );
  });

  it('keeps where each value starts', () => {
    const read = readJson('[ {"a": 1},\n  "x" ]');
    if (!read.ok || read.node.kind !== 'array') throw new Error('not read');
    const [object, text] = read.node.items;
    expect(object?.start).toBe(2);
    expect(text?.start).toBe(14);
    if (object?.kind !== 'object') throw new Error('not an object');
    expect(object.members[0]).toMatchObject({ key: 'a', start: 3, value: { start: 8 } });
  });

  it('keeps a key called __proto__ as a key, as JSON.parse does', () => {
    const text = '{"__proto__": {"x": 1}, "a": 2}';
    const read = readJson(text);
    if (!read.ok) throw new Error('not read');
    const value = plainValue(read.node) as Record<string, unknown>;
    expect(Object.keys(value)).toEqual(['__proto__', 'a']);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(value).toEqual(JSON.parse(text));
  });

  it('stops at a nesting deeper than MAX_DEPTH instead of overflowing the stack', () => {
    const deep = '['.repeat(100_000);
    const read = readJson(deep);
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.offset).toBe(MAX_DEPTH);
      expect(english(read.problem)).toBe(`lists and objects nest more than ${MAX_DEPTH} deep here`);
    }
    expect(readJson(`${'['.repeat(MAX_DEPTH)}${']'.repeat(MAX_DEPTH)}`).ok).toBe(true);
  });

  it('reads a long text in one pass', () => {
    const long = 'x'.repeat(200_000);
    const read = readJson(JSON.stringify([long]));
    expect(read.ok && plainValue(read.node)).toEqual([long]);
  });
});
