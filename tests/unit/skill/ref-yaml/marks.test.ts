/**
 * Marks: UTF-16 offsets for the editor, code-point lines and columns for ruamel's messages, and
 * the snippet rules (" ... " truncation, BOM, astral characters). Expected texts are ruamel's.
 */
import { describe, expect, it } from 'vitest';
import {
  loadRefYaml,
  type RefMapping,
  type RefNode,
  type RefScalar,
} from '../../../../shared/skill/ref-yaml/index';

function mapping(text: string): RefMapping {
  const root = loadRefYaml(text).root;
  if (root?.kind !== 'mapping') throw new Error('expected a mapping');
  return root;
}

function scalar(node: RefNode | undefined): RefScalar {
  if (node?.kind !== 'scalar') throw new Error('expected a scalar');
  return node;
}

describe('marks with astral characters', () => {
  it('counts columns in code points and offsets in UTF-16 units', () => {
    const result = loadRefYaml('k: 😀😀 x: y');
    expect(result.syntaxError?.problemMark).toEqual({ offset: 9, line: 0, column: 7 });
    expect(result.strictError?.message).toBe(
      'mapping values are not allowed here\n  in "<unicode string>", line 1, column 8:\n    k: 😀😀 x: y\n           ^ (line: 1)',
    );
  });

  it('gives node marks as UTF-16 offsets', () => {
    const root = mapping('😀: 日本 😀\nb: é\u0301c');
    const [first, second] = root.pairs;
    expect(scalar(first?.key).start).toEqual({ offset: 0, line: 0, column: 0 });
    expect(scalar(first?.key).end).toEqual({ offset: 2, line: 0, column: 1 });
    expect(scalar(first?.value).start).toEqual({ offset: 4, line: 0, column: 3 });
    expect(scalar(first?.value).end).toEqual({ offset: 9, line: 0, column: 7 });
    expect(scalar(first?.value).value).toBe('日本 😀');
    // A combining mark is its own code point, so its own column.
    expect(scalar(second?.value).end).toEqual({ offset: 16, line: 1, column: 6 });
  });

  it('slices long snippets by code points with " ... " on both sides', () => {
    const emoji = '😀'.repeat(42);
    const text = `${emoji}: b: c ${'😀'.repeat(44)}`;
    expect(loadRefYaml(text).strictError?.message).toBe(
      'mapping values are not allowed here\n  in "<unicode string>", line 1, column 46:\n' +
        `     ... ${'😀'.repeat(29)}: b: c ${'😀'.repeat(28)} ... \n` +
        '                                         ^ (line: 1)',
    );
  });

  it('truncates only the tail when the head is short', () => {
    const text =
      'name: ok\ndescription: 😀 Use this skill when: the user asks about 😀 emoji and more text that is long';
    expect(loadRefYaml(text).strictError?.message).toBe(
      'mapping values are not allowed here\n  in "<unicode string>", line 2, column 35:\n' +
        '    description: 😀 Use this skill when: the user asks about 😀 emoji an ... \n' +
        '                                      ^ (line: 2)',
    );
  });

  it('does not count a BOM as a column but shows it in the snippet', () => {
    const result = loadRefYaml('a: b\n\ufeffc: d: e');
    expect(result.syntaxError?.problemMark).toEqual({ offset: 10, line: 1, column: 4 });
    expect(result.strictError?.message).toBe(
      'mapping values are not allowed here\n  in "<unicode string>", line 2, column 5:\n    \ufeffc: d: e\n         ^ (line: 2)',
    );
  });

  it('reports an end-of-stream mark on the empty last line', () => {
    expect(loadRefYaml("k: '😀\n").strictError?.message).toBe(
      'while scanning a quoted scalar\n  in "<unicode string>", line 1, column 4:\n' +
        "    k: '😀\n       ^ (line: 1)\nfound unexpected end of stream\n" +
        '  in "<unicode string>", line 2, column 1:\n    \n    ^ (line: 2)',
    );
  });

  it('gives the reader error its code-point position and an editor mark', () => {
    const result = loadRefYaml('k: 😀\u0007');
    expect(result.strictError?.message).toBe(
      'unacceptable character #x0007: special characters are not allowed\n  in "<unicode string>", position 4',
    );
    expect(result.strictError?.pythonException).toBe('ReaderError');
    expect(result.syntaxError?.problemMark).toEqual({ offset: 5, line: 0, column: 4 });
    expect(result.root).toBeUndefined();
  });

  it('rejects a lone surrogate as the reader does', () => {
    const result = loadRefYaml('k: \ud83d!');
    expect(result.strictError?.message).toBe(
      'unacceptable character #xd83d: special characters are not allowed\n  in "<unicode string>", position 3',
    );
  });
});
