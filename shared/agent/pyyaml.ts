/**
 * PyYAML's `yaml.safe_load` (YAML 1.1, typed), as Python agents such as HelloAgents read
 * frontmatter. Built on the reference reader's permissive tree: the syntax is the same family
 * (PyYAML and ruamel share their scanner and parser); what differs is construction, done here.
 */
import { readYaml } from '../skill/ref-yaml/cache';
import type { RefMapping, RefNode, RefScalar } from '../skill/ref-yaml/types';
import { pyYamlType } from '../skill/pyyaml-types';
import { dictKey, type PyValue } from './python';

/** The outcome of safe_load: a value, a YAMLError, or another exception (which escapes). */
export type SafeLoadResult =
  | { ok: true; value: PyValue }
  | { ok: false; kind: 'yaml-error'; message: string }
  | { ok: false; kind: 'exception'; exception: string; message: string };

const Y = 'tag:yaml.org,2002:';

class LoadError extends Error {
  constructor(
    readonly kind: 'yaml-error' | 'exception',
    readonly exception: string,
    message: string,
  ) {
    super(message);
  }
}

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

const BOOLS: Record<string, boolean> = {
  yes: true,
  no: false,
  true: true,
  false: false,
  on: true,
  off: false,
};

function typed(value: string, type: ReturnType<typeof pyYamlType>): PyValue {
  switch (type) {
    case 'str':
      return { type: 'str', value };
    case 'null':
      return { type: 'NoneType' };
    case 'bool': {
      const b = BOOLS[value.toLowerCase()];
      if (b === undefined) throw new LoadError('exception', 'KeyError', `'${value.toLowerCase()}'`);
      return { type: 'bool', value: b };
    }
    case 'int':
      return { type: 'int', value: parseInt11(value) };
    case 'float':
      return { type: 'float', value: parseFloat11(value) };
    case 'timestamp':
      return timestamp(value);
  }
}

// construct_yaml_int: underscores dropped, 0b / 0x / leading-0 octal, base-60 with colons.
function parseInt11(raw: string): bigint {
  let value = raw.replace(/_/g, '');
  const sign = value.startsWith('-') ? -1n : 1n;
  if (value.startsWith('-') || value.startsWith('+')) value = value.slice(1);
  const invalid = () =>
    new LoadError('exception', 'ValueError', `invalid literal for int() with base 10: '${raw}'`);
  try {
    if (value === '0') return 0n;
    if (value.startsWith('0b')) return sign * BigInt(`0b${value.slice(2)}`);
    if (value.startsWith('0x')) return sign * BigInt(`0x${value.slice(2)}`);
    if (value.startsWith('0')) return sign * BigInt(`0o${value.slice(1)}`);
    if (value.includes(':')) {
      return sign * value.split(':').reduce((acc, part) => acc * 60n + BigInt(part), 0n);
    }
    return sign * BigInt(value);
  } catch {
    throw invalid();
  }
}

// construct_yaml_float: lower-cased, .inf / .nan, base-60 with colons.
function parseFloat11(raw: string): number {
  let value = raw.replace(/_/g, '').toLowerCase();
  const sign = value.startsWith('-') ? -1 : 1;
  if (value.startsWith('-') || value.startsWith('+')) value = value.slice(1);
  if (value === '.inf') return sign * Infinity;
  if (value === '.nan') return NaN;
  if (value.includes(':'))
    return sign * value.split(':').reduce((acc, part) => acc * 60 + Number(part), 0);
  return sign * Number(value);
}

const TIMESTAMP =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:(?:[Tt]|[ \t]+)(\d{1,2}):(\d{2}):(\d{2})(?:\.(\d*))?(?:[ \t]*(Z|([-+])(\d{1,2})(?::(\d{2}))?))?)?$/;

// construct_yaml_timestamp, printed as str(date) / str(datetime) prints it.
function timestamp(value: string): PyValue {
  const m = TIMESTAMP.exec(value);
  if (!m) return { type: 'str', value };
  const [
    ,
    y = '0',
    mo = '0',
    d = '0',
    h,
    mi = '0',
    s = '0',
    frac,
    tz,
    tzSign,
    tzHour = '0',
    tzMinute = '0',
  ] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  if (month < 1 || month > 12)
    throw new LoadError('exception', 'ValueError', 'month must be in 1..12');
  const daysIn = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > daysIn)
    throw new LoadError('exception', 'ValueError', 'day is out of range for month');
  const date = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  if (h === undefined) return { type: 'datetime.date', text: date };
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  if (hour > 23) throw new LoadError('exception', 'ValueError', 'hour must be in 0..23');
  if (minute > 59) throw new LoadError('exception', 'ValueError', 'minute must be in 0..59');
  if (second > 59) throw new LoadError('exception', 'ValueError', 'second must be in 0..59');
  let text = `${date} ${pad(hour)}:${pad(minute)}:${pad(second)}`;
  const micro = frac ? Number(frac.slice(0, 6).padEnd(6, '0')) : 0;
  if (micro > 0) text += `.${pad(micro, 6)}`;
  if (tzSign) {
    const minutes = (Number(tzHour) * 60 + Number(tzMinute)) * (tzSign === '-' ? -1 : 1);
    const abs = Math.abs(minutes);
    text += `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
  } else if (tz) {
    text += '+00:00';
  }
  return { type: 'datetime.datetime', text };
}
