/**
 * YAML 1.1 typing as PyYAML's safe_load does it (HelloAgents reads frontmatter with it): which
 * type a plain scalar resolves to and the Python value its constructor builds. strictyaml reads
 * everything as text, but PyYAML turns `2024` into a number and `yes` into True, which changes
 * what HelloAgents can load and what its catalogue shows.
 */
import type { PyValue } from './value';

/** The Python type PyYAML gives a plain scalar. */
export type PyYamlType = 'str' | 'bool' | 'int' | 'float' | 'null' | 'timestamp';

// PyYAML's implicit resolvers (yaml/resolver.py), anchored.
const RESOLVERS: [Exclude<PyYamlType, 'str'>, RegExp][] = [
  ['bool', /^(?:yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$/],
  [
    'float',
    /^(?:[-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+][0-9]+)?|\.[0-9_]+(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/,
  ],
  [
    'int',
    /^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)$/,
  ],
  ['null', /^(?:~|null|Null|NULL|)$/],
  [
    'timestamp',
    /^(?:[0-9]{4}-[0-9]{2}-[0-9]{2}|[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}(?:[Tt]|[ \t]+)[0-9]{1,2}:[0-9]{2}:[0-9]{2}(?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9]{1,2}(?::[0-9]{2})?))?)$/,
  ],
];

/** The type of a scalar as PyYAML would read it; only plain (unquoted) scalars are typed. */
export function pyYamlType(value: string, plain: boolean): PyYamlType {
  if (!plain) return 'str';
  for (const [type, re] of RESOLVERS) if (re.test(value)) return type;
  return 'str';
}

/** What PyYAML raises while constructing: a YAMLError, or another exception that escapes it. */
export class LoadError extends Error {
  constructor(
    readonly kind: 'yaml-error' | 'exception',
    readonly exception: string,
    message: string,
  ) {
    super(message);
  }
}

const BOOLS: Record<string, boolean> = {
  yes: true,
  no: false,
  true: true,
  false: false,
  on: true,
  off: false,
};

/** The value PyYAML's constructor for `type` builds from a scalar's text. */
export function typed(value: string, type: PyYamlType): PyValue {
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
