/**
 * Python values as PyYAML's safe_load builds them, and how Python prints them: str() and
 * repr() (what HelloAgents shows the model), and the key a value has in a dict.
 */
import { pyRepr } from './repr';

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
      return `[${v.items.map(pyValueRepr).join(', ')}]`;
    case 'dict':
      return `{${v.entries.map(([k, x]) => `${pyValueRepr(k)}: ${pyValueRepr(x)}`).join(', ')}}`;
  }
}

/** Python's repr() of a value. */
export function pyValueRepr(v: PyValue): string {
  if (v.type === 'str') return pyRepr(v.value);
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
