/**
 * Small walks over the reference YAML tree, shared by diagnostics, fixes and the serializer.
 */
import type { RefMapping, RefNode, RefPair } from './ref-yaml/index';

/** Visits every node once (aliases resolve to shared nodes, so each is seen once). */
export function walk(
  root: RefNode | undefined,
  visit: (node: RefNode, parent?: RefNode) => void,
): void {
  const seen = new Set<RefNode>();
  const go = (node: RefNode, parent?: RefNode): void => {
    if (seen.has(node)) return;
    seen.add(node);
    visit(node, parent);
    if (node.kind === 'mapping') {
      for (const p of node.pairs) {
        go(p.key, node);
        go(p.value, node);
      }
    } else if (node.kind === 'sequence') {
      for (const item of node.items) go(item, node);
    }
  };
  if (root) go(root);
}

/** The first node that starts at `offset`, with its parent. */
export function nodeAt(
  root: RefNode | undefined,
  offset: number,
): { node: RefNode; parent?: RefNode } | undefined {
  let found: { node: RefNode; parent?: RefNode } | undefined;
  walk(root, (node, parent) => {
    if (!found && node.start.offset === offset) found = parent ? { node, parent } : { node };
  });
  return found;
}

/** The pair whose key starts at `offset`, with the mapping holding it. */
export function pairWithKeyAt(
  root: RefNode | undefined,
  offset: number,
): { pair: RefPair; map: RefMapping } | undefined {
  let found: { pair: RefPair; map: RefMapping } | undefined;
  walk(root, (node) => {
    if (found || node.kind !== 'mapping') return;
    const pair = node.pairs.find((p) => p.key.start.offset === offset);
    if (pair) found = { pair, map: node };
  });
  return found;
}

/**
 * The whole lines a pair occupies in `text`: from the start of its key's line to the start of
 * the line after its value (or of the next key), so deleting them leaves no gap.
 */
export function pairLines(
  text: string,
  map: RefMapping,
  pair: RefPair,
): { start: number; end: number } {
  const start = text.lastIndexOf('\n', pair.key.start.offset - 1) + 1;
  const next = map.pairs[indexOfPair(map, pair) + 1];
  if (next && !map.flow)
    return { start, end: text.lastIndexOf('\n', next.key.start.offset - 1) + 1 };
  const valueEnd = Math.max(pair.value.end.offset, pair.key.end.offset);
  const end = text[valueEnd - 1] === '\n' ? valueEnd : lineAfter(text, valueEnd);
  return { start, end };
}

// Each mapping's pairs by position, made once: removing every key of a frontmatter with
// thousands of them asked each key's place by a walk of all of them.
const pairIndexes = new WeakMap<RefMapping, Map<RefPair, number>>();

function indexOfPair(map: RefMapping, pair: RefPair): number {
  let byPair = pairIndexes.get(map);
  if (!byPair) {
    byPair = new Map(map.pairs.map((p, i) => [p, i]));
    pairIndexes.set(map, byPair);
  }
  return byPair.get(pair) ?? -1;
}

function lineAfter(text: string, offset: number): number {
  const nl = text.indexOf('\n', offset);
  return nl < 0 ? text.length : nl + 1;
}
