/**
 * Python's behaviour where agents written in Python show it to the model: str() and repr()
 * of values, universal newlines and the \s of `re` on str patterns.
 */
import { pyStringRepr } from '../skill/text';

/** A value as Python holds it after PyYAML's safe_load. */
export type PyValue =
  | { type: 'str'; value: string }
  | { type: 'int'; value: bigint }
  | { type: 'float'; value: number }
  | { type: 'bool'; value: boolean }
  | { type: 'NoneType' }
  | { type: 'datetime.date' | 'datetime.datetime'; text: string }
  | { type: 'list'; items: PyValue[] }
  | { type: 'dict'; entries: [PyValue, PyValue][] };

/** Python's str() of a value. */
export function pyStr(v: PyValue): string {
  switch (v.type) {
    case 'str':
      return v.value;
    case 'int':
      return v.value.toString();
    case 'float':
      return floatRepr(v.value);
    case 'bool':
      return v.value ? 'True' : 'False';
    case 'NoneType':
      return 'None';
    case 'datetime.date':
    case 'datetime.datetime':
      return v.text;
    case 'list':
      return `[${v.items.map(pyRepr).join(', ')}]`;
    case 'dict':
      return `{${v.entries.map(([k, x]) => `${pyRepr(k)}: ${pyRepr(x)}`).join(', ')}}`;
  }
}

/** Python's repr() of a value. */
export function pyRepr(v: PyValue): string {
  if (v.type === 'str') return pyStringRepr(v.value);
  if (v.type === 'datetime.date')
    return `datetime.date(${v.text.split('-').map(Number).join(', ')})`;
  if (v.type === 'datetime.datetime') return `datetime.datetime(${v.text})`;
  return pyStr(v);
}

/** The key a value has in a Python dict: equal values (1, 1.0, True) share one key. */
export function dictKey(v: PyValue): string {
  switch (v.type) {
    case 'str':
      return `s:${v.value}`;
    case 'int':
      return `n:${v.value.toString()}`;
    case 'float':
      return Number.isInteger(v.value) ? `n:${BigInt(v.value).toString()}` : `f:${v.value}`;
    case 'bool':
      return `n:${v.value ? 1 : 0}`;
    case 'NoneType':
      return 'none';
    case 'datetime.date':
    case 'datetime.datetime':
      return `${v.type}:${v.text}`;
    default:
      // Lists and dicts are unhashable: PyYAML fails before a dict is built.
      return `?:${pyStr(v)}`;
  }
}

/** repr(float): shortest round-trip digits, exponent form below 1e-4 and from 1e16. */
export function floatRepr(x: number): string {
  if (Number.isNaN(x)) return 'nan';
  if (!Number.isFinite(x)) return x > 0 ? 'inf' : '-inf';
  if (x === 0) return Object.is(x, -0) ? '-0.0' : '0.0';
  const abs = Math.abs(x);
  if (abs >= 1e16 || abs < 1e-4) {
    const [mantissa = '', exponent = '0'] = x.toExponential().split('e');
    const sign = exponent.startsWith('-') ? '-' : '+';
    const digits = exponent.replace(/^[+-]/, '').padStart(2, '0');
    return `${mantissa}e${sign}${digits}`;
  }
  const s = String(x);
  return s.includes('.') ? s : `${s}.0`;
}

/** Path.read_text(): universal newlines turn CRLF and lone CR into LF. */
export function universalNewlines(text: string): string {
  return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
}

/**
 * The `\s` of Python's `re` for str patterns (str.isspace()). JavaScript's `\s` differs: it
 * lacks U+001C..U+001F and U+0085 and has U+FEFF.
 */
export const PY_SPACE_CLASS =
  '[\\t\\n\\v\\f\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]';
