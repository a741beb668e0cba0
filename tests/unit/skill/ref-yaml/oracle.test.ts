/**
 * Every oracle fixture through loadRefYaml: strictyaml's error text byte for byte, or its plain
 * data. The fixtures come from tests/tools/gen-ref-yaml-fixtures.mjs (ruamel.yaml 0.19.1).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadRefYaml, type PlainValue, toPlainData } from '../../../../shared/skill/ref-yaml/index';

type Expected = { error: string } | { crash: string } | { data: PlainValue; scalar?: boolean };

interface OracleCase {
  input: string;
  expected: Expected;
}

const cases = JSON.parse(
  readFileSync(new URL('../../../fixtures/ref-yaml/oracle-cases.json', import.meta.url), 'utf8'),
) as OracleCase[];

// Undoes Python's repr() of a str (the oracle prints crashes as repr(exception)).
function unrepr(text: string): string {
  const body = text.slice(1, -1);
  return body.replace(/\\(x[0-9a-f]{2}|u[0-9a-f]{4}|U[0-9a-f]{8}|.)/g, (_, esc: string) => {
    if (esc.length > 1) return String.fromCodePoint(parseInt(esc.slice(1), 16));
    const simple: Record<string, string> = { n: '\n', t: '\t', r: '\r' };
    return simple[esc] ?? esc;
  });
}

/** The exception class and str() strictyaml's crash would show. */
function crashOf(repr: string): { pythonException: string; message: string } {
  const reader = /^ReaderError\('<unicode string>', (\d+), (\d+), 'unicode', '(.*)'\)$/.exec(repr);
  if (reader) {
    const code = Number(reader[2]).toString(16).padStart(4, '0');
    const message = `unacceptable character #x${code}: ${reader[3] ?? ''}\n  in "<unicode string>", position ${reader[1] ?? ''}`;
    return { pythonException: 'ReaderError', message };
  }
  const match = /^(\w+)\((.*)\)$/s.exec(repr);
  if (!match) throw new Error(`unexpected crash ${repr}`);
  // The oracle's loader class is "L"; strictyaml's is DynamicStrictYAMLLoader.
  const message = unrepr(match[2] ?? "''").replace(
    "'L' object",
    "'DynamicStrictYAMLLoader' object",
  );
  return { pythonException: match[1] ?? '', message };
}

function label(index: number, input: string): string {
  const shown = JSON.stringify(input);
  return `#${index} ${shown.length > 60 ? `${shown.slice(0, 57)}...` : shown}`;
}

describe('loadRefYaml against the strictyaml oracle', () => {
  it('has fixtures', () => {
    expect(cases.length).toBeGreaterThan(1000);
  });

  it.each(cases.map((c, i) => [label(i, c.input), c] as const))(
    '%s',
    (_name, { input, expected }) => {
      const result = loadRefYaml(input);
      if ('error' in expected) {
        expect(result.strictError?.message).toBe(expected.error);
        expect(result.strictError?.pythonException).toBeUndefined();
      } else if ('crash' in expected) {
        const crash = crashOf(expected.crash);
        expect(result.strictError?.pythonException).toBe(crash.pythonException);
        expect(result.strictError?.message).toBe(crash.message);
      } else {
        expect(result.strictError).toBeUndefined();
        if (expected.scalar === true) {
          expect(result.root === undefined || result.root.kind === 'scalar').toBe(true);
        } else {
          expect(toPlainData(result.root)).toEqual(expected.data);
        }
      }
    },
  );
});
