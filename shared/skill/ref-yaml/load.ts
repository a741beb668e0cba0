/**
 * loadRefYaml: one permissive read of a YAML text with ruamel's reader, scanner, parser and
 * composer, plus strictyaml's construction checks, reporting what strictyaml itself would raise.
 * Ported from ruamel.yaml 0.19.1 (MIT, Anthon van der Neut; derived from PyYAML, MIT, Kirill
 * Simonov) and strictyaml's loader (MIT, Colm O'Connor).
 */
import { Composer } from './composer';
import { constructionErrors, isMergeKey } from './construct';
import { fastRefYaml } from './fast/fast-path';
import { YamlFailure } from './mark';
import { Parser } from './parser';
import { pyTupleStr } from '../../py/repr';
import { Reader } from './reader';
import { Scanner } from './scanner';
import { strictViolation } from './strict';
import { kindSet, type Token, type TokenKind } from './tokens';
import type { NotableKind, RefNode, RefYamlError, RefYamlResult } from './types';

/** strictyaml's plain data: every scalar a string, mappings keyed by their key scalars' values. */
export type PlainValue = string | PlainValue[] | { [key: string]: PlainValue };

const NOTABLE: Partial<Record<TokenKind, NotableKind>> = {
  'flow-mapping-start': 'flow-mapping',
  'flow-sequence-start': 'flow-sequence',
  anchor: 'anchor',
  alias: 'alias',
  tag: 'tag',
};

const NOTABLE_KINDS = kindSet(
  'flow-mapping-start',
  'flow-sequence-start',
  'anchor',
  'alias',
  'tag',
);

function notableValue(text: string, token: Token, kind: NotableKind): string {
  if (kind === 'anchor' || kind === 'alias') return token.value;
  if (kind === 'tag') return text.slice(token.start.offset, token.end.offset);
  return kind === 'flow-mapping' ? '{' : '[';
}

/**
 * More values than any frontmatter holds, counted with every alias expanded. A few lines of
 * nested aliases ("billion laughs") expand to billions: every reader of the data (the rules,
 * the agent views, JSON output) would run out of memory, so such YAML is refused as unreadable.
 */
export const MAX_EXPANDED_VALUES = 100_000;

// The number of values the data of `root` holds with aliases expanded, counted once per
// node (so the count itself is cheap), stopping early past the limit. Only an anchored node
// can be reached twice (an alias names it) or contain itself, so only those are remembered.
function expandedSize(root: RefNode): number {
  const memo = new Map<RefNode, number>();
  const visiting = new Set<RefNode>();
  const size = (node: RefNode): number => {
    const anchored = node.anchor !== undefined;
    if (anchored) {
      const known = memo.get(node);
      if (known !== undefined) return known;
      // A collection that contains itself is cut where it recurs (see plain()).
      if (visiting.has(node)) return 1;
      visiting.add(node);
    }
    let n = 1;
    if (node.kind === 'sequence') {
      for (const item of node.items) if ((n += size(item)) > MAX_EXPANDED_VALUES) break;
    } else if (node.kind === 'mapping') {
      for (const { key, value } of node.pairs)
        if ((n += size(key) + size(value)) > MAX_EXPANDED_VALUES) break;
    }
    if (anchored) {
      visiting.delete(node);
      memo.set(node, n);
    }
    return n;
  };
  return size(root);
}

/**
 * Reads `text` as strictyaml (ruamel.yaml 0.19.1) would, without stopping at its refusals: the
 * common frontmatter shapes by the fast path (fast-path.ts, the same result), the rest by the port.
 */
export function loadRefYaml(text: string): RefYamlResult {
  return fastRefYaml(text) ?? loadRefYamlFully(text);
}

/** loadRefYaml by the port alone, never the fast path (what the fast path is checked against). */
export function loadRefYamlFully(text: string): RefYamlResult {
  const result: RefYamlResult = { notable: [], constructionErrors: [] };
  let firstViolation: RefYamlError | undefined;
  try {
    const reader = new Reader(text);
    const unreadable = reader.checkPrintable();
    if (unreadable !== undefined) {
      result.syntaxError = unreadable;
      result.strictError = unreadable;
      return result;
    }
    const recorded = new Set<Token>();
    const onCheck = (token: Token): void => {
      const kind = NOTABLE[token.kind];
      if (kind === undefined || recorded.has(token)) return;
      recorded.add(token);
      result.notable.push({
        kind,
        start: token.start,
        end: token.end,
        value: notableValue(text, token, kind),
      });
      if (kind !== 'alias') firstViolation ??= strictViolation(text, token, kind);
    };
    const scanner = new Scanner(reader, onCheck, NOTABLE_KINDS);
    const root = new Composer(new Parser(scanner)).getSingleNode();
    if (root !== undefined && expandedSize(root) > MAX_EXPANDED_VALUES) {
      const alias = result.notable.find((t) => t.kind === 'alias');
      const problem = `its aliases expand to more than ${MAX_EXPANDED_VALUES} values`;
      result.syntaxError = {
        problem,
        ...(alias && { problemMark: alias.start }),
        studioLimit: true,
        message: problem,
      };
    } else if (root !== undefined) {
      result.root = root;
      result.constructionErrors = constructionErrors(text, root);
    }
  } catch (error) {
    result.syntaxError =
      error instanceof YamlFailure
        ? error.detail
        : // A safety net, not a code path: the property tests assert it never fires.
          { message: `internal error: ${String(error)}`, pythonException: 'InternalError' };
  }
  result.strictError = firstViolation ?? result.syntaxError ?? result.constructionErrors[0];
  if (result.strictError === undefined) delete result.strictError;
  return result;
}

// Keys as strictyaml's plain data spells them: a sequence key is a tuple, shown as Python does.
function keyText(key: RefNode): string | undefined {
  if (key.kind === 'scalar') return key.value;
  if (key.kind === 'sequence' && key.items.every((item) => item.kind === 'scalar')) {
    return pyTupleStr(key.items.map((item) => item.value));
  }
  return undefined;
}

function plain(node: RefNode, active: Set<RefNode>): PlainValue {
  if (node.kind === 'scalar') return node.value;
  // A collection that contains itself (through an alias, so it is anchored) is None where it
  // recurs.
  const anchored = node.anchor !== undefined;
  if (anchored) {
    if (active.has(node)) return '';
    active.add(node);
  }
  let out: PlainValue;
  if (node.kind === 'sequence') {
    out = node.items.map((item) => plain(item, active));
  } else {
    const map: Record<string, PlainValue> = {};
    for (const { key, value } of node.pairs) {
      // Merge keys are consumed by the constructor; a duplicate keeps its first value.
      if (isMergeKey(key)) continue;
      const name = keyText(key);
      if (name === undefined || Object.hasOwn(map, name)) continue;
      // Assigning "__proto__" would set the prototype instead of adding the key.
      if (name !== '__proto__') map[name] = plain(value, active);
      else
        Object.defineProperty(map, name, {
          value: plain(value, active),
          enumerable: true,
          writable: true,
          configurable: true,
        });
    }
    out = map;
  }
  if (anchored) active.delete(node);
  return out;
}

/** strictyaml's plain data for a node (an absent root reads as the empty string). */
export function toPlainData(node: RefNode | undefined): PlainValue {
  return node === undefined ? '' : plain(node, new Set());
}
