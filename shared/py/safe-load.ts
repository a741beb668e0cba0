/**
 * PyYAML's `yaml.safe_load` (YAML 1.1, typed), as Python agents such as HelloAgents read
 * frontmatter. Built on the reference reader's permissive tree: the syntax is the same family
 * (PyYAML and ruamel share their scanner and parser); what differs is construction, done here.
 */
import { readYaml, type RefMapping, type RefNode, type RefScalar } from '../skill/ref-yaml/index';
import { dictKey, type PyValue } from './value';
import { LoadError, pyYamlType, typed } from './yaml11';

/** The outcome of safe_load: a value, a YAMLError, or another exception (which escapes). */
export type SafeLoadResult =
  | { ok: true; value: PyValue }
  | { ok: false; kind: 'yaml-error'; message: string }
  | { ok: false; kind: 'exception'; exception: string; message: string };

const Y = 'tag:yaml.org,2002:';

/** yaml.safe_load(text). An empty document is None. */
export function safeLoad(text: string): SafeLoadResult {
  const loaded = readYaml(text);
  const error = loaded.syntaxError;
  if (error) {
    // ruamel's round-trip scanner gives up on some comment layouts PyYAML reads fine; the
    // tree is then unknown, so say so rather than guess.
    if (error.pythonException && error.pythonException !== 'ReaderError') {
      return {
        ok: false,
        kind: 'exception',
        exception: error.pythonException,
        message: error.message,
      };
    }
    return { ok: false, kind: 'yaml-error', message: error.message };
  }
  if (!loaded.root) return { ok: true, value: { type: 'NoneType' } };
  try {
    return { ok: true, value: construct(loaded.root) };
  } catch (e) {
    if (e instanceof LoadError) {
      return e.kind === 'yaml-error'
        ? { ok: false, kind: 'yaml-error', message: e.message }
        : { ok: false, kind: 'exception', exception: e.exception, message: e.message };
    }
    throw e;
  }
}

function construct(node: RefNode): PyValue {
  if (node.kind === 'sequence') return { type: 'list', items: node.items.map(construct) };
  if (node.kind === 'mapping') return constructMapping(node);
  return constructScalar(node);
}

function constructMapping(node: RefMapping): PyValue {
  const entries = new Map<string, [PyValue, PyValue]>();
  const put = (k: PyValue, v: PyValue, override: boolean) => {
    const key = dictKey(k);
    const existing = entries.get(key);
    // A repeated key keeps its first position and takes the last value, as a dict does.
    if (existing) {
      if (override) existing[1] = v;
    } else entries.set(key, [k, v]);
  };
  const merged: [PyValue, PyValue][] = [];
  for (const { key, value } of node.pairs) {
    if (
      key.kind === 'scalar' &&
      key.style === 'plain' &&
      key.value === '<<' &&
      key.tag === undefined
    ) {
      for (const source of value.kind === 'sequence' ? value.items : [value]) {
        if (source.kind !== 'mapping') {
          throw new LoadError(
            'yaml-error',
            'ConstructorError',
            'while constructing a mapping: expected a mapping for merging',
          );
        }
        const built = constructMapping(source);
        if (built.type === 'dict') merged.push(...built.entries);
      }
      continue;
    }
    const k = construct(key);
    if (k.type === 'list' || k.type === 'dict') {
      throw new LoadError(
        'yaml-error',
        'ConstructorError',
        'while constructing a mapping: found unhashable key',
      );
    }
    put(k, construct(value), true);
  }
  // Merged keys come first and never override explicit ones.
  const out = new Map<string, [PyValue, PyValue]>();
  for (const [k, v] of merged)
    if (!out.has(dictKey(k)) && !entries.has(dictKey(k))) out.set(dictKey(k), [k, v]);
  return { type: 'dict', entries: [...out.values(), ...entries.values()] };
}

function constructScalar(node: RefScalar): PyValue {
  const tag = node.tag;
  if (tag === undefined) {
    return typed(node.value, node.style === 'plain' ? pyYamlType(node.value, true) : 'str');
  }
  // '!' is the non-specific tag: the scalar stays a string.
  if (tag === '!' || tag === `${Y}str`) return { type: 'str', value: node.value };
  const name = tag.startsWith(Y) ? tag.slice(Y.length) : undefined;
  if (
    name === 'int' ||
    name === 'float' ||
    name === 'bool' ||
    name === 'null' ||
    name === 'timestamp'
  ) {
    return typed(node.value, name);
  }
  throw new LoadError(
    'yaml-error',
    'ConstructorError',
    `could not determine a constructor for the tag '${tag}'`,
  );
}
