/**
 * The permissive read: refused tokens are recorded (in the order strictyaml's check_token meets
 * them) while the read goes on, construction errors are all collected, and the data behind a
 * refusal is still there. Expected error texts are ruamel's (strictyaml's, or for what only the
 * permissive read reaches, ruamel's round-trip loader without strictyaml's scanner).
 */
import { describe, expect, it } from 'vitest';
import { loadRefYaml, toPlainData } from '../../../../shared/skill/ref-yaml/index';

describe('notable tokens', () => {
  it('records anchors, flow starts, aliases and tags in parse order', () => {
    const result = loadRefYaml('a: &x [b, *x]\nc: !t {d: e}');
    expect(result.notable.map((t) => [t.kind, t.value, t.start.offset, t.end.offset])).toEqual([
      ['anchor', 'x', 3, 5],
      ['flow-sequence', '[', 6, 7],
      ['alias', 'x', 10, 12],
      ['tag', '!t', 17, 19],
      ['flow-mapping', '{', 20, 21],
    ]);
    expect(result.syntaxError).toBeUndefined();
    expect(result.strictError?.message).toBe(
      'While scanning\n  in "<unicode string>", line 1, column 4:\n    a: &x [b, *x]\n       ^ (line: 1)\n' +
        "Found confusing disallowed anchor token (surround with ' and ' to make text appear literally)\n" +
        '  in "<unicode string>", line 1, column 6:\n    a: &x [b, *x]\n         ^ (line: 1)',
    );
  });

  it('uses the tag end as context mark and its start as problem mark', () => {
    const result = loadRefYaml('a: !!str x');
    expect(result.strictError?.contextMark).toEqual({ offset: 8, line: 0, column: 8 });
    expect(result.strictError?.problemMark).toEqual({ offset: 3, line: 0, column: 3 });
    expect(result.notable).toEqual([
      {
        kind: 'tag',
        value: '!!str',
        start: { offset: 3, line: 0, column: 3 },
        end: { offset: 8, line: 0, column: 8 },
      },
    ]);
    expect(result.root?.kind === 'mapping' && result.root.pairs[0]?.value.tag).toBe(
      'tag:yaml.org,2002:str',
    );
  });

  it('keeps reading behind a flow mapping', () => {
    const result = loadRefYaml('name: x\nmetadata: {a: b, c: [d, e]}\ndescription: y');
    expect(result.strictError?.message).toBe(
      'While scanning\n  in "<unicode string>", line 2, column 11:\n    metadata: {a: b, c: [d, e]}\n              ^ (line: 2)\n' +
        "Found ugly disallowed JSONesque flow mapping (surround with ' and ' to make text appear literally)\n" +
        '  in "<unicode string>", line 2, column 12:\n    metadata: {a: b, c: [d, e]}\n               ^ (line: 2)',
    );
    expect(result.syntaxError).toBeUndefined();
    expect(toPlainData(result.root)).toEqual({
      name: 'x',
      metadata: { a: 'b', c: ['d', 'e'] },
      description: 'y',
    });
    const metadata = result.root?.kind === 'mapping' ? result.root.pairs[1]?.value : undefined;
    expect(metadata?.kind === 'mapping' && metadata.flow).toBe(true);
  });

  it('resolves an alias to the anchored node itself', () => {
    const result = loadRefYaml('a: &x\n  b: c\nd: *x');
    const root = result.root;
    if (root?.kind !== 'mapping') throw new Error('expected a mapping');
    expect(root.pairs[1]?.value).toBe(root.pairs[0]?.value);
    expect(root.pairs[0]?.value.anchor).toBe('x');
    expect(toPlainData(root)).toEqual({ a: { b: 'c' }, d: { b: 'c' } });
  });

  it('reads a self-referencing alias as an empty value, like ruamel', () => {
    expect(toPlainData(loadRefYaml('- &a [*a]').root)).toEqual([['']]);
  });

  it('reports an alias without anchor as the composer does', () => {
    const result = loadRefYaml('a: *x');
    expect(result.notable.map((t) => t.kind)).toEqual(['alias']);
    expect(result.strictError).toBe(result.syntaxError);
    expect(result.strictError?.message).toBe(
      'found undefined alias \'x\'\n  in "<unicode string>", line 1, column 4:\n    a: *x\n       ^ (line: 1)',
    );
  });

  it('reports a syntax error met before any refused token', () => {
    const result = loadRefYaml('a: b: c\nd: [e]');
    expect(result.notable).toEqual([]);
    expect(result.strictError).toBe(result.syntaxError);
  });
});

describe('syntax errors only the permissive read reaches', () => {
  const cases: [string, string][] = [
    [
      '[a, b',
      'while parsing a flow sequence\n  in "<unicode string>", line 1, column 1:\n    [a, b\n    ^ (line: 1)\n' +
        "expected ',' or ']', but got '<stream end>'\n  in \"<unicode string>\", line 1, column 6:\n    [a, b\n         ^ (line: 1)",
    ],
    [
      '{a: b c: d}',
      'while parsing a flow mapping\n  in "<unicode string>", line 1, column 1:\n    {a: b c: d}\n    ^ (line: 1)\n' +
        "expected ',' or '}', but got ':'\n  in \"<unicode string>\", line 1, column 8:\n    {a: b c: d}\n           ^ (line: 1)",
    ],
    [
      '[,]',
      'while parsing a flow node\nexpected the node content, but found \',\'\n  in "<unicode string>", line 1, column 2:\n    [,]\n     ^ (line: 1)',
    ],
    [
      'a: !e!x b',
      'while parsing a node\nfound undefined tag handle \'!e!\'\n  in "<unicode string>", line 1, column 4:\n    a: !e!x b\n       ^ (line: 1)',
    ],
  ];
  it.each(cases)('%j', (text, message) => {
    const result = loadRefYaml(text);
    expect(result.syntaxError?.message).toBe(message);
    expect(result.root).toBeUndefined();
    // strictyaml stops at the refused token first.
    expect(result.strictError).not.toBe(result.syntaxError);
    expect(result.strictError?.message).toMatch(/^While scanning\n/);
  });
});

describe('construction errors', () => {
  it('lists every duplicate key, in the order strictyaml meets them', () => {
    const result = loadRefYaml('a: 1\nb: 2\na: 3\nb: 4\nc:\n  x: 1\n  x: 2');
    expect(result.constructionErrors.map((e) => [e.problem, e.problemMark?.line])).toEqual([
      ["Duplicate key 'a' found", 2],
      ["Duplicate key 'b' found", 3],
      ["Duplicate key 'x' found", 6],
    ]);
    expect(result.strictError).toBe(result.constructionErrors[0]);
    expect(result.strictError?.message).toBe(
      'While parsing\n  in "<unicode string>", line 3, column 1:\n    a: 3\n    ^ (line: 3)\n' +
        'Duplicate key \'a\' found\n  in "<unicode string>", line 3, column 2:\n    a: 3\n     ^ (line: 3)',
    );
    // The data keeps each key's first value.
    expect(toPlainData(result.root)).toEqual({ a: '1', b: '2', c: { x: '1' } });
  });

  it('finds duplicates behind a refused flow mapping', () => {
    const result = loadRefYaml('metadata: {a: b}\nname: x\nname: y');
    expect(result.strictError?.problem).toMatch(/^Found ugly disallowed JSONesque flow mapping/);
    expect(result.constructionErrors.map((e) => e.problem)).toEqual(["Duplicate key 'name' found"]);
  });

  it('reports inconsistent indentation', () => {
    const result = loadRefYaml('a:\n  b: 1\nc:\n   d: 2');
    expect(result.constructionErrors).toHaveLength(1);
    expect(result.strictError?.message).toBe(
      'While parsing\n  in "<unicode string>", line 4, column 4:\n       d: 2\n       ^ (line: 4)\n' +
        'Found mapping with indentation inconsistent with previous mapping\n' +
        '  in "<unicode string>", line 4, column 8:\n       d: 2\n           ^ (line: 4)',
    );
  });

  it('reports an unhashable key', () => {
    const result = loadRefYaml('? a: b\n: c');
    expect(result.constructionErrors.map((e) => e.problem)).toEqual(['found unhashable key']);
    expect(result.strictError?.context).toBe('while constructing a mapping');
  });

  it('reads a sequence key as a Python tuple', () => {
    const result = loadRefYaml('? - a\n  - b\n: c');
    expect(result.strictError).toBeUndefined();
    expect(toPlainData(result.root)).toEqual({ "('a', 'b')": 'c' });
  });

  it('drops merge keys from the data and checks their values', () => {
    expect(toPlainData(loadRefYaml('<<:\n  a: b\nc: d').root)).toEqual({ c: 'd' });
    expect(loadRefYaml('<<: x').strictError?.problem).toBe(
      'expected a mapping or list of mappings for merging, but found scalar',
    );
  });
});
