/**
 * The frontmatter nearly every real skill has, read without the full port: a block mapping of
 * `key: value` lines whose values are one-line plain or quoted scalars, a literal block (`|`),
 * a one-level block mapping, or a one-line flow mapping of such scalars. Hand-rolled because it
 * must give exactly the port's result (the same nodes, marks, notable tokens and strictyaml
 * error) at a fraction of its cost: a library check reads thousands of these, and the port's
 * token, event and node machinery was a quarter of `validate --all`. It answers only for texts
 * it fully understands and leaves everything else (comments, tabs, continuation lines, blank
 * lines inside blocks, escapes, anchors, tags, duplicate keys, ...) to the port, undefined.
 * tests/unit/skill/ref-yaml/fast-path.test.ts holds it to the port's result over the oracle
 * fixtures, the conformance cases, the fuzz seeds, the benchmark corpus and generated near
 * misses.
 */
import { strictViolation } from './strict';
import type { Mark, NotableToken, RefMapping, RefPair, RefScalar } from './types';
import type { RefYamlResult } from './types';

const SPACE = 0x20;
const LF = 0x0a;

// What a plain scalar may not start with in block context: ruamel's indicators
// ('-?:,[]{}#&*!|>\'"%@`'), a blank, and characters this reader leaves to the port.
const PLAIN_START_FORBIDDEN = new Set(Array.from('-?:,[]{}#&*!|>\'"%@` ', (c) => c.charCodeAt(0)));

// A character the port reads as itself anywhere in a line: printable (ruamel's reader check),
// no line break of its own (U+0085, U+2028, U+2029), no BOM (columns skip it), no surrogate
// (columns count code points), no tab.
function isPlainChar(c: number): boolean {
  return (
    (c >= 0x20 && c <= 0x7e) ||
    (c >= 0xa0 && c <= 0xd7ff && c !== 0x2028 && c !== 0x2029) ||
    (c >= 0xe000 && c <= 0xfffd && c !== 0xfeff)
  );
}

// A mapping key this reader takes: a name such as `allowed-tools` or `metadata`.
function isKeyChar(c: number, first: boolean): boolean {
  const letter = (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
  if (first) return letter;
  return letter || (c >= 0x30 && c <= 0x39) || c === 0x5f || c === 0x2d;
}

// The characters of a plain scalar inside a flow mapping this reader takes.
function isFlowPlainChar(c: number): boolean {
  return (
    (c >= 0x61 && c <= 0x7a) ||
    (c >= 0x41 && c <= 0x5a) ||
    (c >= 0x30 && c <= 0x39) ||
    c === 0x5f ||
    c === 0x2d ||
    c === 0x2e ||
    c === 0x2f
  );
}

class Lines {
  /** Offset at which each line starts; the text ends with a line break. */
  readonly starts: number[] = [];
  constructor(readonly text: string) {
    for (let at = 0; at < text.length; at = text.indexOf('\n', at) + 1) this.starts.push(at);
  }
  mark(line: number, column: number): Mark {
    return { offset: (this.starts[line] ?? 0) + column, line, column };
  }
  /** The line's text without its break. */
  line(i: number): string {
    const start = this.starts[i] ?? 0;
    return this.text.slice(start, (this.starts[i + 1] ?? this.text.length) - 1);
  }
}

// Thrown inside the reader for anything it leaves to the port: one object made once, so
// giving up costs no stack trace.
const NOT_MINE = new Error('not a shape the fast path reads');

function need(ok: boolean): asserts ok {
  if (!ok) throw NOT_MINE;
}

function scalar(value: string, style: RefScalar['style'], start: Mark, end: Mark): RefScalar {
  return { kind: 'scalar', value, style, start, end };
}

/** The port's result for `text` when it is one of the shapes above, else undefined. */
export function fastRefYaml(text: string): RefYamlResult | undefined {
  // One line break only, and a final one: the stream's end is then at a line's start.
  if (text.length === 0 || text.charCodeAt(text.length - 1) !== LF || text.includes('\r'))
    return undefined;
  try {
    return read(new Lines(text));
  } catch (error) {
    if (error === NOT_MINE) return undefined;
    throw error;
  }
}

function read(lines: Lines): RefYamlResult {
  const text = lines.text;
  const count = lines.starts.length;
  const pairs: RefPair[] = [];
  const notable: NotableToken[] = [];
  const keys = new Set<string>();
  let mappingColumn: number | undefined;
  const mappingValue = (node: RefMapping) => {
    // strictyaml's check that every mapping value starts at one column: left to the port.
    mappingColumn ??= node.start.column;
    need(node.start.column === mappingColumn);
  };
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
      // A block mapping one level down, on the lines right after.
      const nested = nestedMapping(lines, i + 1);
      mappingValue(nested.node);
      pairs.push({ key, value: nested.node });
      i = nested.next;
      continue;
    }
    need(rest.charCodeAt(0) === SPACE);
    let v = after;
    while (line.charCodeAt(v) === SPACE) v++;
    // `key:` and blanks only: an empty value, or a block on the next lines, for the port.
    need(v < line.length);
    const first = line.charCodeAt(v);
    if (first === 0x7c && v === line.length - 1) {
      const block = literal(lines, i, v);
      pairs.push({ key, value: block.node });
      i = block.next;
      continue;
    }
    if (first === 0x7b) {
      const flow = flowMapping(lines, i, v);
      notable.push(flow.token);
      mappingValue(flow.node);
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
  const root: RefMapping = { kind: 'mapping', pairs, flow: false, start: first, end: endOf(lines) };
  const result: RefYamlResult = { notable, constructionErrors: [], root };
  const flow = notable[0];
  if (flow) result.strictError = strictViolation(text, flow, flow.kind);
  return result;
}

// `key:` at `column` of line `i`: the key scalar and the column after the colon.
function keyAt(lines: Lines, i: number, column: number): { key: RefScalar; after: number } {
  const line = lines.line(i);
  let end = column;
  while (end < line.length && isKeyChar(line.charCodeAt(end), end === column)) end++;
  need(end > column && end - column <= 128 && line.charCodeAt(end) === 0x3a);
  const key = scalar(line.slice(column, end), 'plain', lines.mark(i, column), lines.mark(i, end));
  return { key, after: end + 1 };
}

// A one-line scalar starting at column `v` of line `i`: plain, or quoted without escapes.
function lineScalar(lines: Lines, i: number, v: number): RefScalar {
  const line = lines.line(i);
  const first = line.charCodeAt(v);
  if (first === 0x22 || first === 0x27) {
    const close = line.indexOf(first === 0x22 ? '"' : "'", v + 1);
    need(close > v);
    for (let c = v + 1; c < close; c++) {
      const ch = line.charCodeAt(c);
      need(isPlainChar(ch) && ch !== 0x5c);
    }
    for (let c = close + 1; c < line.length; c++) need(line.charCodeAt(c) === SPACE);
    const style = first === 0x22 ? 'double' : 'single';
    return scalar(line.slice(v + 1, close), style, lines.mark(i, v), lines.mark(i, close + 1));
  }
  need(!PLAIN_START_FORBIDDEN.has(first));
  let end = line.length;
  while (line.charCodeAt(end - 1) === SPACE) end--;
  for (let c = v; c < end; c++) {
    const ch = line.charCodeAt(c);
    // '#' may start a comment, ': ' a mapping value; a final ':' too.
    need(isPlainChar(ch) && ch !== 0x23);
    if (ch === 0x3a) need(c + 1 < end && line.charCodeAt(c + 1) !== SPACE);
  }
  const value = line.slice(v, end);
  // The merge and value keys' scalars, which strictyaml has no constructor for.
  need(value !== '<<' && value !== '=');
  return scalar(value, 'plain', lines.mark(i, v), lines.mark(i, end));
}

// `key:` followed by `  name: value` lines at one indentation, from line `from`.
function nestedMapping(lines: Lines, from: number): { node: RefMapping; next: number } {
  need(from < lines.starts.length);
  const head = lines.line(from);
  let indent = 0;
  while (head.charCodeAt(indent) === SPACE) indent++;
  need(indent > 0);
  const pairs: RefPair[] = [];
  const keys = new Set<string>();
  let i = from;
  for (; i < lines.starts.length; i++) {
    const line = lines.line(i);
    if (line === '') continue;
    if (line.charCodeAt(0) !== SPACE) break;
    for (let c = 0; c < indent; c++) need(line.charCodeAt(c) === SPACE);
    const { key, after } = keyAt(lines, i, indent);
    need(!keys.has(key.value) && line.charCodeAt(after) === SPACE);
    keys.add(key.value);
    let v = after;
    while (line.charCodeAt(v) === SPACE) v++;
    need(v < line.length && line.charCodeAt(v) !== 0x7c && line.charCodeAt(v) !== 0x7b);
    pairs.push({ key, value: lineScalar(lines, i, v) });
  }
  const start = pairs[0]?.key.start;
  need(start !== undefined);
  // The block ends where the next token is: the next key's line, or the stream's end.
  const end = i < lines.starts.length ? lines.mark(i, 0) : endOf(lines);
  return { node: { kind: 'mapping', pairs, flow: false, start, end }, next: i };
}

function endOf(lines: Lines): Mark {
  return { offset: lines.text.length, line: lines.starts.length, column: 0 };
}

// `|` at column `v` of line `i`, and its lines: clipped, each indented alike, none blank.
function literal(lines: Lines, i: number, v: number): { node: RefScalar; next: number } {
  need(i + 1 < lines.starts.length);
  let indent = 0;
  const firstLine = lines.line(i + 1);
  while (firstLine.charCodeAt(indent) === SPACE) indent++;
  need(indent > 0);
  const parts: string[] = [];
  let n = i + 1;
  for (; n < lines.starts.length; n++) {
    const line = lines.line(n);
    if (line.charCodeAt(0) !== SPACE) {
      // A blank line after the block belongs to it (its marks move past it).
      need(line !== '');
      break;
    }
    for (let c = 0; c < indent; c++) need(line.charCodeAt(c) === SPACE);
    need(line.length > indent && line.charCodeAt(indent) !== SPACE);
    for (let c = indent; c < line.length; c++) need(isPlainChar(line.charCodeAt(c)));
    parts.push(line.slice(indent));
  }
  const end = n < lines.starts.length ? lines.mark(n, 0) : endOf(lines);
  const node = scalar(`${parts.join('\n')}\n`, 'literal', lines.mark(i, v), end);
  return { node, next: n };
}

// `{name: value, name: "value"}` at column `v` of line `i`, alone on the rest of its line.
function flowMapping(
  lines: Lines,
  i: number,
  v: number,
): { node: RefMapping; token: NotableToken } {
  const line = lines.line(i);
  const pairs: RefPair[] = [];
  const keys = new Set<string>();
  let c = v + 1;
  for (;;) {
    const { key, after } = keyAt(lines, i, c);
    need(!keys.has(key.value) && line.charCodeAt(after) === SPACE);
    keys.add(key.value);
    const at = after + 1;
    let value: RefScalar;
    if (line.charCodeAt(at) === 0x22) {
      const close = line.indexOf('"', at + 1);
      need(close > at);
      for (let k = at + 1; k < close; k++) need(isFlowPlainChar(line.charCodeAt(k)));
      value = scalar(
        line.slice(at + 1, close),
        'double',
        lines.mark(i, at),
        lines.mark(i, close + 1),
      );
      c = close + 1;
    } else {
      let end = at;
      while (end < line.length && isFlowPlainChar(line.charCodeAt(end))) end++;
      need(end > at && line.charCodeAt(at) !== 0x2d);
      value = scalar(line.slice(at, end), 'plain', lines.mark(i, at), lines.mark(i, end));
      c = end;
    }
    pairs.push({ key, value });
    if (line.charCodeAt(c) === 0x7d) break;
    need(line.charCodeAt(c) === 0x2c && line.charCodeAt(c + 1) === SPACE);
    c += 2;
  }
  for (let k = c + 1; k < line.length; k++) need(line.charCodeAt(k) === SPACE);
  const start = lines.mark(i, v);
  const node: RefMapping = { kind: 'mapping', pairs, flow: true, start, end: lines.mark(i, c + 1) };
  const token: NotableToken = {
    kind: 'flow-mapping',
    start,
    end: lines.mark(i, v + 1),
    value: '{',
  };
  return { node, token };
}
