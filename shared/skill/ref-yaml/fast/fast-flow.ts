/**
 * Flow collections on one line, for the fast path (fast-path.ts): `[a, "b"]`, `{key: value}`
 * and the JSON skills write their metadata in (`{"a":{"b":["c"]}}`), nested, with plain
 * scalars of a few characters and quoted ones without escapes. The rest (spaces inside the
 * brackets, empty collections, plain keys or items right after a comma, ...) is left to the port.
 */
import { isFlowPlainChar, keyAt, type Lines, need, scalar, SPACE, textChars } from './fast-lines';
import type { NotableToken, RefMapping, RefNode, RefPair, RefScalar, RefSequence } from '../types';

const MAX_DEPTH = 16;

/** A node read at an index of a line, and the index after it. */
interface Read<T extends RefNode> {
  node: T;
  next: number;
}

/**
 * The flow collection that opens at index `v` of line `i`, each collection's opening token
 * added to `notable` in the order met (strictyaml refuses them all).
 */
export function flowCollection(
  lines: Lines,
  i: number,
  v: number,
  notable: NotableToken[],
  depth = 0,
): Read<RefMapping | RefSequence> {
  need(depth < MAX_DEPTH);
  const line = lines.line(i);
  const mapping = line.charCodeAt(v) === 0x7b;
  need(mapping || line.charCodeAt(v) === 0x5b);
  const start = lines.mark(i, v);
  const end = lines.mark(i, v + 1);
  notable.push({
    kind: mapping ? 'flow-mapping' : 'flow-sequence',
    start,
    end,
    value: line[v] ?? '',
  });
  const close = mapping ? 0x7d : 0x5d;
  const pairs: RefPair[] = [];
  const items: RefNode[] = [];
  const keys = new Set<string>();
  let c = v + 1;
  need(line.charCodeAt(c) !== close);
  for (;;) {
    if (mapping) {
      const quoted = line.charCodeAt(c) === 0x22;
      const key: Read<RefScalar> = quoted ? quotedScalar(lines, i, c) : plainKey(lines, i, c);
      const name = key.node.value;
      // Duplicates are strictyaml's construction errors; '<<' and '=' are special to it.
      need(!keys.has(name) && name !== '<<' && name !== '=');
      keys.add(name);
      c = key.next;
      need(line.charCodeAt(c) === 0x3a);
      c++;
      // After a quoted key (JSON's way) the value may follow the colon at once.
      if (line.charCodeAt(c) === SPACE) c = oneSpace(line, c);
      else need(quoted && opensValue(line.charCodeAt(c)));
      const value = flowValue(lines, i, c, notable, depth);
      pairs.push({ key: key.node, value: value.node });
      c = value.next;
    } else {
      const item = flowValue(lines, i, c, notable, depth);
      items.push(item.node);
      c = item.next;
    }
    if (line.charCodeAt(c) === close) break;
    need(line.charCodeAt(c) === 0x2c);
    c++;
    if (line.charCodeAt(c) === SPACE) c = oneSpace(line, c);
    else need(opensValue(line.charCodeAt(c)));
  }
  const node: RefMapping | RefSequence = mapping
    ? { kind: 'mapping', pairs: sameColumn(pairs), flow: true, start, end: lines.mark(i, c + 1) }
    : { kind: 'sequence', items, flow: true, start, end: lines.mark(i, c + 1) };
  return { node, next: c + 1 };
}

// The index after the one space at `c`, which no other blank follows.
function oneSpace(line: string, c: number): number {
  need(line.charCodeAt(c + 1) !== SPACE);
  return c + 1;
}

// A quote or a bracket: a value that may follow a comma or a JSON key's colon directly.
function opensValue(c: number): boolean {
  return c === 0x22 || c === 0x27 || c === 0x7b || c === 0x5b;
}

/**
 * strictyaml's check that the mapping values of one mapping start at one column (on one line,
 * at most one of them can): the pairs when they pass it.
 */
export function sameColumn(pairs: RefPair[]): RefPair[] {
  let column: number | undefined;
  for (const { value } of pairs) {
    if (value.kind !== 'mapping') continue;
    column ??= value.start.column;
    need(value.start.column === column);
  }
  return pairs;
}

function flowValue(
  lines: Lines,
  i: number,
  c: number,
  notable: NotableToken[],
  depth: number,
): Read<RefNode> {
  const line = lines.line(i);
  const first = line.charCodeAt(c);
  if (first === 0x7b || first === 0x5b) return flowCollection(lines, i, c, notable, depth + 1);
  if (first === 0x22 || first === 0x27) return quotedScalar(lines, i, c);
  let end = c;
  while (end < line.length && isFlowPlainChar(line.charCodeAt(end))) end++;
  need(end > c && first !== 0x2d);
  return {
    node: scalar(line.slice(c, end), 'plain', lines.mark(i, c), lines.mark(i, end)),
    next: end,
  };
}

// A plain key followed by ': ' (in flow context ruamel reads `a:b` as one scalar).
function plainKey(lines: Lines, i: number, c: number): Read<RefScalar> {
  const { key, after } = keyAt(lines, i, c);
  need(lines.line(i).charCodeAt(after) === SPACE);
  return { node: key, next: after - 1 };
}

// A quoted scalar without escapes ('' in single quotes, a backslash in double ones).
function quotedScalar(lines: Lines, i: number, c: number): Read<RefScalar> {
  const line = lines.line(i);
  const double = line.charCodeAt(c) === 0x22;
  const close = line.indexOf(double ? '"' : "'", c + 1);
  need(close > c && line.charCodeAt(close + 1) !== line.charCodeAt(c));
  textChars(line, c + 1, close, (ch) => ch === 0x5c);
  const node = scalar(
    line.slice(c + 1, close),
    double ? 'double' : 'single',
    lines.mark(i, c),
    lines.mark(i, close + 1),
  );
  return { node, next: close + 1 };
}
