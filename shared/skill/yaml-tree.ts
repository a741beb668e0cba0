/**
 * Small walks over the reference YAML tree, shared by diagnostics, fixes and the serializer.
 */
import type { RefMapping, RefNode, RefPair } from './ref-yaml/index';

/**
 * Visits every node once (aliases resolve to shared nodes, so each is seen once), each before
 * its children, in document order. A list of nodes to visit, not recursion: the tree comes
 * from the file.
 */
export function walk(
  root: RefNode | undefined,
  visit: (node: RefNode, parent?: RefNode) => void,
): void {
  if (!root) return;
  const seen = new Set<RefNode>();
  // Children are pushed last first, so they come off in document order.
  const pending: [RefNode, RefNode | undefined][] = [[root, undefined]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, parent] = next;
    if (seen.has(node)) continue;
    seen.add(node);
    visit(node, parent);
    if (node.kind === 'mapping') {
      for (let i = node.pairs.length - 1; i >= 0; i--) {
        const pair = node.pairs[i];
        if (pair) pending.push([pair.value, node], [pair.key, node]);
      }
    } else if (node.kind === 'sequence') {
      for (let i = node.items.length - 1; i >= 0; i--) {
        const item = node.items[i];
        if (item) pending.push([item, node]);
      }
    }
  }
}

interface TreeIndex {
  /** The first node (in walk order) starting at each offset, with its parent. */
  nodes: Map<number, { node: RefNode; parent?: RefNode }>;
  /** The first pair whose key starts at each offset, with its mapping. */
  keys: Map<number, { pair: RefPair; map: RefMapping }>;
  /** The anchored nodes of each name, in walk order. */
  anchors: Map<string, RefNode[]>;
}

// One walk per tree, kept with it: every finding and fix asks for nodes by place, and a
// frontmatter of thousands of repeated keys or aliases asked by a walk each.
const indexes = new WeakMap<RefNode, TreeIndex>();

function indexOf(root: RefNode): TreeIndex {
  let index = indexes.get(root);
  if (index) return index;
  const made: TreeIndex = { nodes: new Map(), keys: new Map(), anchors: new Map() };
  walk(root, (node, parent) => {
    if (!made.nodes.has(node.start.offset))
      made.nodes.set(node.start.offset, parent ? { node, parent } : { node });
    if (node.anchor !== undefined) {
      const named = made.anchors.get(node.anchor);
      if (named) named.push(node);
      else made.anchors.set(node.anchor, [node]);
    }
    if (node.kind !== 'mapping') return;
    for (const pair of node.pairs)
      if (!made.keys.has(pair.key.start.offset))
        made.keys.set(pair.key.start.offset, { pair, map: node });
  });
  index = made;
  indexes.set(root, index);
  return index;
}

/** The first node that starts at `offset`, with its parent. */
export function nodeAt(
  root: RefNode | undefined,
  offset: number,
): { node: RefNode; parent?: RefNode } | undefined {
  return root && indexOf(root).nodes.get(offset);
}

/** The pair whose key starts at `offset`, with the mapping holding it. */
export function pairWithKeyAt(
  root: RefNode | undefined,
  offset: number,
): { pair: RefPair; map: RefMapping } | undefined {
  return root && indexOf(root).keys.get(offset);
}

/** The last node (in walk order) anchored as `name` that starts before `offset`. */
export function anchoredBefore(
  root: RefNode | undefined,
  name: string,
  offset: number,
): RefNode | undefined {
  const named = root && indexOf(root).anchors.get(name);
  if (!named) return undefined;
  // Walk order is document order, so the starts only grow: the last one before is found by
  // halving.
  let low = 0;
  let high = named.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((named[middle]?.start.offset ?? offset) < offset) low = middle + 1;
    else high = middle;
  }
  return named[low - 1];
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
