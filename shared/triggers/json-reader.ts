/**
 * A strict JSON reader (RFC 8259) that keeps where each value starts and says, in words, where
 * and why a text is not JSON: what trigger-query files need to point at "item 3, line 14"
 * and at the character where the JSON breaks.
 *
 * Hand-rolled (docs/architecture.md, rule 13): JSON.parse gives no positions (and words its
 * errors differently in each V8), and jsonc-parser, the library made for this, is only a
 * devDependency's dependency here (monaco-yaml's) and reads comments and trailing commas,
 * which Python's json.loads (skill-creator's reader) refuses. This reads what json.loads
 * reads, less its NaN and Infinity, which are not JSON; numbers become JavaScript numbers.
 */
import type { Message, MessageParam } from '../i18n/message';
import { MAX_JSON_DEPTH } from '../json/bounded-json';
import { triggerMessage } from './messages';

/** A JSON value and the offset of its first character. */
export type JsonNode =
  | { kind: 'object'; start: number; members: JsonMember[] }
  | { kind: 'array'; start: number; items: JsonNode[] }
  | { kind: 'string'; start: number; value: string }
  | { kind: 'number'; start: number; value: number; raw: string }
  | { kind: 'boolean'; start: number; value: boolean }
  | { kind: 'null'; start: number };

/** One `"key": value` of an object, in the order written (repeated keys kept). */
export interface JsonMember {
  key: string;
  start: number;
  value: JsonNode;
}

/** The value, or the offset where the text stops being JSON and why. */
export type JsonRead =
  { ok: true; node: JsonNode } | { ok: false; offset: number; problem: Message };

/** How deep lists and objects may nest: far past any trigger-query file, short of the stack. */
export const MAX_DEPTH = MAX_JSON_DEPTH;

/** Reads `text` from `from` (past a BOM, say) to its end as one JSON value. */
export function readJson(text: string, from = 0): JsonRead {
  const reader = new Reader(text, from);
  try {
    const node = reader.value(0);
    reader.skipSpace();
    if (reader.pos < text.length) {
      reader.fail(
        reader.pos,
        triggerMessage('triggers.json.end-expected', { found: reader.found() }),
      );
    }
    return { ok: true, node };
  } catch (error) {
    if (error instanceof NotJson)
      return { ok: false, offset: error.offset, problem: error.problem };
    throw error;
  }
}

/** The plain value of a node: objects keep their keys' order, a repeated key its last value. */
export function plainValue(node: JsonNode): unknown {
  switch (node.kind) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const m of node.members) setOwn(out, m.key, plainValue(m.value));
      return out;
    }
    case 'array':
      return node.items.map(plainValue);
    case 'null':
      return null;
    default:
      return node.value;
  }
}

/** Sets an own property, even one called "__proto__" (as JSON.parse does). */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

class NotJson extends Error {
  constructor(
    readonly offset: number,
    readonly problem: Message,
  ) {
    super('not JSON');
  }
}

const ESCAPES: Readonly<Record<string, string>> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const WORD = /[\w.+-]+/y;
const HEX4 = /[0-9a-fA-F]{4}/y;
// What a bad escape shows: "\u" and the hex digits it has, or the backslash and one character.
const BAD_ESCAPE = /\\u[0-9a-fA-F]{0,3}|\\[^]/uy;
const PYTHON_WORDS: Readonly<Record<string, string>> = {
  True: 'true',
  False: 'false',
  None: 'null',
};

class Reader {
  constructor(
    readonly text: string,
    public pos: number,
  ) {}

  fail(offset: number, problem: Message): never {
    throw new NotJson(offset, problem);
  }

  /** What is at `pos`, for "but found ...": a word, one character, or the end. */
  found(at = this.pos): MessageParam {
    if (at >= this.text.length) return triggerMessage('triggers.found.end');
    WORD.lastIndex = at;
    const word = WORD.exec(this.text)?.[0] ?? '';
    const token = word === '' ? String.fromCodePoint(this.text.codePointAt(at) ?? 0) : word;
    return triggerMessage('triggers.found.token', { token: shown(token) });
  }

  skipSpace(): void {
    const text = this.text;
    for (;;) {
      const c = text.charCodeAt(this.pos);
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) this.pos++;
      else if (c === 0x2f && (text[this.pos + 1] === '/' || text[this.pos + 1] === '*'))
        this.fail(this.pos, triggerMessage('triggers.json.comment'));
      else return;
    }
  }

  value(depth: number): JsonNode {
    this.skipSpace();
    const start = this.pos;
    const c = this.text[start];
    if (c === '{' || c === '[') {
      if (depth >= MAX_DEPTH)
        this.fail(start, triggerMessage('triggers.json.too-deep', { limit: MAX_DEPTH }));
      return c === '{' ? this.object(depth + 1) : this.array(depth + 1);
    }
    if (c === '"') return { kind: 'string', start, value: this.string() };
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) return this.number();
    if (c === "'") this.fail(start, triggerMessage('triggers.json.single-quotes'));
    WORD.lastIndex = start;
    const word = WORD.exec(this.text)?.[0];
    if (word === 'true' || word === 'false') {
      this.pos += word.length;
      return { kind: 'boolean', start, value: word === 'true' };
    }
    if (word === 'null') {
      this.pos += 4;
      return { kind: 'null', start };
    }
    const json = word === undefined ? undefined : PYTHON_WORDS[word];
    if (word !== undefined && json !== undefined)
      this.fail(start, triggerMessage('triggers.json.python-literal', { word, json }));
    return this.fail(
      start,
      triggerMessage('triggers.json.value-expected', { found: this.found() }),
    );
  }

  private array(depth: number): JsonNode {
    const start = this.pos++;
    const items: JsonNode[] = [];
    this.skipSpace();
    if (this.text[this.pos] === ']') {
      this.pos++;
      return { kind: 'array', start, items };
    }
    for (;;) {
      items.push(this.value(depth));
      this.skipSpace();
      const c = this.text[this.pos];
      if (c === ']') {
        this.pos++;
        return { kind: 'array', start, items };
      }
      if (c !== ',') {
        const found = this.found();
        this.fail(this.pos, triggerMessage('triggers.json.comma-or-bracket', { found }));
      }
      this.afterComma(']');
    }
  }

  private object(depth: number): JsonNode {
    const start = this.pos++;
    const members: JsonMember[] = [];
    this.skipSpace();
    if (this.text[this.pos] === '}') {
      this.pos++;
      return { kind: 'object', start, members };
    }
    for (;;) {
      this.skipSpace();
      const keyStart = this.pos;
      const k = this.text[keyStart];
      if (k === "'") this.fail(keyStart, triggerMessage('triggers.json.single-quotes'));
      if (k !== '"') {
        const found = this.found();
        this.fail(keyStart, triggerMessage('triggers.json.key-expected', { found }));
      }
      const key = this.string();
      this.skipSpace();
      if (this.text[this.pos] !== ':') {
        const found = this.found();
        this.fail(this.pos, triggerMessage('triggers.json.colon-expected', { found }));
      }
      this.pos++;
      members.push({ key, start: keyStart, value: this.value(depth) });
      this.skipSpace();
      const c = this.text[this.pos];
      if (c === '}') {
        this.pos++;
        return { kind: 'object', start, members };
      }
      if (c !== ',') {
        const found = this.found();
        this.fail(this.pos, triggerMessage('triggers.json.comma-or-brace', { found }));
      }
      this.afterComma('}');
    }
  }

  // A comma right before the closing bracket is the commonest slip: say so at the comma.
  private afterComma(close: ']' | '}'): void {
    const comma = this.pos++;
    this.skipSpace();
    if (this.text[this.pos] === close)
      this.fail(comma, triggerMessage('triggers.json.trailing-comma', { close }));
  }

  private string(): string {
    const text = this.text;
    const start = this.pos++;
    let out = '';
    let run = this.pos;
    for (;;) {
      const c = text.charCodeAt(this.pos);
      // Past the end c is NaN, which fails every comparison and falls through.
      if (c >= 0x20 && c !== 0x22 && c !== 0x5c) {
        this.pos++;
        continue;
      }
      out += text.slice(run, this.pos);
      if (c === 0x22) {
        this.pos++;
        return out;
      }
      if (Number.isNaN(c) || c === 0x0a || c === 0x0d)
        this.fail(start, triggerMessage('triggers.json.unclosed-string'));
      if (c !== 0x5c) {
        const character = `U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
        this.fail(this.pos, triggerMessage('triggers.json.control-character', { character }));
      }
      out += this.escape(start);
      run = this.pos;
    }
  }

  private escape(stringStart: number): string {
    const at = this.pos;
    const e = this.text[at + 1];
    if (e === 'u') {
      HEX4.lastIndex = at + 2;
      const hex = HEX4.exec(this.text)?.[0];
      if (hex !== undefined) {
        this.pos = at + 6;
        return String.fromCharCode(parseInt(hex, 16));
      }
    } else if (e !== undefined && Object.hasOwn(ESCAPES, e)) {
      this.pos = at + 2;
      return ESCAPES[e] ?? '';
    }
    if (e === undefined) this.fail(stringStart, triggerMessage('triggers.json.unclosed-string'));
    BAD_ESCAPE.lastIndex = at;
    const escape = shown(BAD_ESCAPE.exec(this.text)?.[0] ?? '\\');
    return this.fail(at, triggerMessage('triggers.json.bad-escape', { escape }));
  }

  private number(): JsonNode {
    const start = this.pos;
    NUMBER.lastIndex = start;
    const raw = NUMBER.exec(this.text)?.[0] ?? '';
    WORD.lastIndex = start;
    const word = WORD.exec(this.text)?.[0] ?? raw;
    // "01", "1.", "1e", "-" and "1.5.2" are not JSON numbers; say so rather than "comma expected".
    if (raw === '' || word.length > raw.length)
      this.fail(start, triggerMessage('triggers.json.bad-number', { number: shown(word || '-') }));
    this.pos += raw.length;
    return { kind: 'number', start, value: Number(raw), raw };
  }
}

/** What a node is, for "but it is ..." (the trigger-query and evals readers both say it). */
export function kindOf(node: JsonNode): Message | string {
  switch (node.kind) {
    case 'object':
      return triggerMessage('triggers.kind.object');
    case 'array':
      return triggerMessage('triggers.kind.list');
    case 'string': {
      const chars = [...node.value];
      const text = chars.length > 40 ? `${chars.slice(0, 40).join('')}…` : node.value;
      return triggerMessage('triggers.kind.text', { text });
    }
    case 'number':
      return triggerMessage('triggers.kind.number', { number: node.raw });
    case 'boolean':
      return String(node.value);
    case 'null':
      return 'null';
  }
}

/** A token as shown in a message: at most 40 characters, an ellipsis past that. */
function shown(token: string): string {
  const chars = [...token];
  return chars.length > 40 ? `${chars.slice(0, 40).join('')}…` : token;
}
