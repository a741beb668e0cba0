/**
 * The walks over the reference YAML tree that every finding and fix asks (issue 42): a
 * frontmatter of thousands of repeated keys or aliases asked each one's place by a walk of the
 * whole tree, so one check grew with the square of the keys (9,000 repeated keys: over 30 s
 * in `validate`). Measured as work, not time: how many nodes the diagnostics read, at n and 2n.
 */
import { describe, expect, it } from 'vitest';
import { readYaml, type RefNode, type RefYamlResult } from '../../../shared/skill/ref-yaml/index';
import { yamlDiagnostics } from '../../../shared/skill/yaml-diagnostics';
import { walk } from '../../../shared/skill/yaml-tree';

// The tree with every node behind a proxy counting reads of its `kind` and of its lists'
// entries (what each walk reads per node it meets); shared nodes (aliases) stay shared.
function counted(loaded: RefYamlResult): { loaded: RefYamlResult; reads: () => number } {
  let reads = 0;
  // A list counting each entry read (an alias is one node met many times through its list).
  const countedList = <T extends object>(list: T[]): T[] =>
    new Proxy(list, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
  const made = new Map<RefNode, RefNode>();
  const wrap = (node: RefNode): RefNode => {
    const known = made.get(node);
    if (known) return known;
    const copy = { ...node };
    const proxy = new Proxy(copy, {
      get(target, key, receiver) {
        if (key === 'kind') reads++;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    made.set(node, proxy);
    if (copy.kind === 'mapping')
      copy.pairs = countedList(
        copy.pairs.map(({ key, value }) => ({ key: wrap(key), value: wrap(value) })),
      );
    else if (copy.kind === 'sequence') copy.items = countedList(copy.items.map(wrap));
    return proxy;
  };
  const root = loaded.root && wrap(loaded.root);
  return { loaded: { ...loaded, ...(root && { root }) }, reads: () => reads };
}

function work(yaml: string): number {
  const { loaded, reads } = counted(readYaml(yaml, false));
  const at = (from: number, to: number) => ({
    start: { line: 1, column: from + 1 },
    end: { line: 1, column: to + 1 },
  });
  const found = yamlDiagnostics(loaded, yaml, at);
  expect(found.length).toBeGreaterThan(0);
  return reads();
}

const repeated = (n: number) => Array.from({ length: n }, () => 'k: v').join('\n') + '\n';
const aliases = (n: number) =>
  `a: &a x\nb:\n${Array.from({ length: n }, () => '  - *a\n').join('')}`;

describe('the diagnostics of a frontmatter read each node a bounded number of times', () => {
  it('repeated keys: twice the keys, about twice the work (not four times)', () => {
    const one = work(repeated(1000));
    const two = work(repeated(2000));
    expect(two / one).toBeLessThan(2.5);
  });

  it('aliases: twice the aliases, about twice the work', () => {
    const one = work(aliases(1000));
    const two = work(aliases(2000));
    expect(two / one).toBeLessThan(2.5);
  });
});

describe('walk', () => {
  it('visits a tree nested as deep as the reader composes without using the stack per level', () => {
    // A chain of 200,000 mappings, deeper than any stack: built by hand, as no reader gives it.
    const mark = { offset: 0, line: 0, column: 0 };
    let node: RefNode = { kind: 'scalar', value: 'x', style: 'plain', start: mark, end: mark };
    for (let i = 0; i < 200_000; i++) {
      const key: RefNode = { kind: 'scalar', value: 'k', style: 'plain', start: mark, end: mark };
      node = {
        kind: 'mapping',
        pairs: [{ key, value: node }],
        flow: false,
        start: mark,
        end: mark,
      };
    }
    let visited = 0;
    walk(node, () => visited++);
    expect(visited).toBe(400_001);
  });

  it('visits in document order, each parent before its children, each shared node once', () => {
    const loaded = readYaml('a: &x [1, 2]\nb: *x\nc: {d: 3}\n', false);
    const seen: string[] = [];
    walk(loaded.root, (node, parent) => {
      const what = node.kind === 'scalar' ? node.value : node.kind;
      seen.push(`${what}<${parent?.kind ?? '-'}`);
    });
    expect(seen).toEqual([
      'mapping<-',
      'a<mapping',
      'sequence<mapping',
      '1<sequence',
      '2<sequence',
      'b<mapping',
      'c<mapping',
      'mapping<mapping',
      'd<mapping',
      '3<mapping',
    ]);
  });
});
