/**
 * The frontmatter nearly every real skill has, read without the full port: a block mapping of
 * `key: value` lines whose values are one-line plain or quoted scalars, literal (`|`, `|-`) or
 * folded (`>`, `>-`) blocks, one-level block mappings of such scalars or flow collections, block
 * sequences of such scalars, or flow collections on one line (fast-flow.ts: lists, mappings, the
 * JSON of metadata). Hand-rolled because it must give exactly the port's result (the same nodes,
 * marks, notable tokens and strictyaml error) at a fraction of its cost: a library check reads
 * thousands of these, and the port's token, event and node machinery was a quarter of
 * `validate --all`. It answers only for texts it fully understands and leaves everything else
 * (comments, tabs, continuation lines, escapes, anchors, tags, duplicate keys, ...) to the port,
 * undefined.
 * tests/unit/skill/ref-yaml/fast-path.test.ts holds it to the port's result over the oracle
 * fixtures, the conformance cases, the fuzz seeds, the benchmark corpus and generated near
 * misses.
 */
import { flowCollection, sameColumn } from './fast-flow';
import { isNotMine, keyAt, Lines, lineScalar, need, scalar, SPACE, textChars } from './fast-lines';
import { strictViolation } from '../strict';
import type { NotableToken, RefMapping, RefNode, RefPair, RefScalar, RefSequence } from '../types';
import type { RefYamlResult } from '../types';

const LF = 0x0a;

/** The port's result for `text` when it is one of the shapes above, else undefined. */
export function fastRefYaml(text: string): RefYamlResult | undefined {
  // One line break only, and a final one: the stream's end is then at a line's start.
  if (text.length === 0 || text.charCodeAt(text.length - 1) !== LF || text.includes('\r'))
    return undefined;
  try {
    return read(new Lines(text));
  } catch (error) {
    if (isNotMine(error)) return undefined;
    throw error;
  }
}

function read(lines: Lines): RefYamlResult {
  const text = lines.text;
  const count = lines.starts.length;
  const pairs: RefPair[] = [];
  const notable: NotableToken[] = [];
  const keys = new Set<string>();
  let i = 0;
  while (i < count) {
    const line = lines.line(i);
    if (line === '') {
      i++;
      continue;
    }
    const { key, after } = keyAt(lines, i, 0);
    need(!keys.has(key.value));
    keys.add(key.value);
    const rest = line.slice(after);
    if (rest === '') {
      // A block mapping or sequence one level down, on the lines right after.
      const block = startsItem(lines, i + 1)
        ? blockSequence(lines, i + 1)
        : nestedMapping(lines, i + 1, notable);
      pairs.push({ key, value: block.node });
      i = block.next;
      continue;
    }
    need(rest.charCodeAt(0) === SPACE);
    let v = after;
    while (line.charCodeAt(v) === SPACE) v++;
    // `key:` and blanks only: an empty value, or a block on the next lines, for the port.
    need(v < line.length);
    const first = line.charCodeAt(v);
    // `|` or `>` alone, or with `-` (stripped: no final line break), ends the line.
    const strip = v === line.length - 2 && line.charCodeAt(v + 1) === 0x2d;
    if ((first === 0x7c || first === 0x3e) && (v === line.length - 1 || strip)) {
      const block = blockScalar(lines, i, v, first === 0x3e, strip);
      pairs.push({ key, value: block.node });
      i = block.next;
      continue;
    }
    if (first === 0x7b || first === 0x5b) {
      const flow = flowCollection(lines, i, v, notable);
      for (let k = flow.next; k < line.length; k++) need(line.charCodeAt(k) === SPACE);
      pairs.push({ key, value: flow.node });
    } else {
      pairs.push({ key, value: lineScalar(lines, i, v) });
    }
    i++;
    // A value on this line ends here: an indented line after it would continue it.
    need(i >= count || lines.line(i).charCodeAt(0) !== SPACE);
  }
  need(pairs.length > 0);
  const first = pairs[0]?.key.start;
  need(first !== undefined);
  // The root's block ends at the stream's end, after the last line break.
  const root: RefMapping = {
    kind: 'mapping',
    pairs: sameColumn(pairs),
    flow: false,
    start: first,
    end: lines.end(),
  };
  const result: RefYamlResult = { notable, constructionErrors: [], root };
  const flow = notable[0];
  if (flow) result.strictError = strictViolation(text, flow, flow.kind);
  return result;
}

// The indentation of line `i` (its leading spaces).
function indentOf(lines: Lines, i: number): number {
  const line = lines.line(i);
  let indent = 0;
  while (line.charCodeAt(indent) === SPACE) indent++;
  return indent;
}

// Whether line `i` is indented and starts a block sequence's item (`  - `).
function startsItem(lines: Lines, i: number): boolean {
  if (i >= lines.starts.length) return false;
  const line = lines.line(i);
  const indent = indentOf(lines, i);
  return line.charCodeAt(indent) === 0x2d && line.charCodeAt(indent + 1) === SPACE;
}

// The lines from `from` at one indentation, more than none, up to the next line that is not
// indented (blank lines inside are skipped); each given its line and the column after the
// indentation. Their block ends where the next token is: that line's start, or the stream's end.
function indentedLines(
  lines: Lines,
  from: number,
  each: (i: number, at: number) => void,
): { indent: number; next: number } {
  need(from < lines.starts.length);
  const indent = indentOf(lines, from);
  need(indent > 0);
  let i = from;
  for (; i < lines.starts.length; i++) {
    const line = lines.line(i);
    if (line === '') continue;
    if (line.charCodeAt(0) !== SPACE) break;
    for (let c = 0; c < indent; c++) need(line.charCodeAt(c) === SPACE);
    each(i, indent);
  }
  return { indent, next: i };
}

function blockEnd(lines: Lines, next: number) {
  return next < lines.starts.length ? lines.mark(next, 0) : lines.end();
}

// `key:` followed by `  name: value` lines at one indentation, from line `from`.
function nestedMapping(
  lines: Lines,
  from: number,
  notable: NotableToken[],
): { node: RefMapping; next: number } {
  const pairs: RefPair[] = [];
  const keys = new Set<string>();
  const { next } = indentedLines(lines, from, (i, indent) => {
    const line = lines.line(i);
    const { key, after } = keyAt(lines, i, indent);
    need(!keys.has(key.value) && line.charCodeAt(after) === SPACE);
    keys.add(key.value);
    let v = after;
    while (line.charCodeAt(v) === SPACE) v++;
    need(v < line.length && line.charCodeAt(v) !== 0x7c);
    let value: RefNode;
    if (line.charCodeAt(v) === 0x7b || line.charCodeAt(v) === 0x5b) {
      const flow = flowCollection(lines, i, v, notable);
      for (let k = flow.next; k < line.length; k++) need(line.charCodeAt(k) === SPACE);
      value = flow.node;
    } else {
      value = lineScalar(lines, i, v);
    }
    pairs.push({ key, value });
  });
  const start = pairs[0]?.key.start;
  need(start !== undefined);
  const end = blockEnd(lines, next);
  return { node: { kind: 'mapping', pairs: sameColumn(pairs), flow: false, start, end }, next };
}

// `key:` followed by `  - value` lines at one indentation, from line `from`.
function blockSequence(lines: Lines, from: number): { node: RefSequence; next: number } {
  const items: RefScalar[] = [];
  const { indent, next } = indentedLines(lines, from, (i, at) => {
    const line = lines.line(i);
    need(line.charCodeAt(at) === 0x2d && line.charCodeAt(at + 1) === SPACE);
    let v = at + 2;
    while (line.charCodeAt(v) === SPACE) v++;
    need(v < line.length);
    items.push(lineScalar(lines, i, v));
  });
  // The sequence starts at its first item's dash.
  const start = lines.mark(from, indent);
  return {
    node: { kind: 'sequence', items, flow: false, start, end: blockEnd(lines, next) },
    next,
  };
}

// `|` or `>` at column `v` of line `i`, and its lines: clipped (or stripped), each indented
// alike, no more than that; blank lines between them and after them are the block's.
function blockScalar(
  lines: Lines,
  i: number,
  v: number,
  folded: boolean,
  strip: boolean,
): { node: RefScalar; next: number } {
  let value = '';
  let blanks = 0;
  let content = 0;
  for (let n = i + 1; n < lines.starts.length && lines.line(n) === ''; n++) blanks++;
  need(blanks === 0);
  const { next } = indentedLines(lines, i + 1, (n, indent) => {
    const line = lines.line(n);
    need(line.length > indent && line.charCodeAt(indent) !== SPACE);
    textChars(line, indent, line.length, () => false);
    // Between two lines: a line break (in a folded block a space, or the blank lines alone).
    if (content > 0) value += folded && blanks === 0 ? ' ' : folded ? '' : '\n';
    value += '\n'.repeat(blanks);
    value += line.slice(indent);
    blanks = 0;
    content++;
    // Blank lines are counted when the next line comes (indentedLines skips them).
    for (let b = n + 1; b < lines.starts.length && lines.line(b) === ''; b++) blanks++;
  });
  const style = folded ? 'folded' : 'literal';
  const text = strip ? value : `${value}\n`;
  return { node: scalar(text, style, lines.mark(i, v), blockEnd(lines, next)), next };
}
