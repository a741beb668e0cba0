/**
 * Message templates: "{name}" for a value, and "{count, plural, one {# file} other {# files}}"
 * for a count (the ICU MessageFormat plural, as VS Code, FormatJS and Android write it), the
 * form chosen by Intl.PluralRules for the language. "=0 {...}" picks an exact count first; "#"
 * inside a branch is the count.
 *
 * Hand-rolled rather than intl-messageformat: the core needs only values and plurals, must
 * print numbers exactly as the CLI always has (String(n), no locale grouping), and nests
 * messages as values; this file is that subset and nothing more. A "{" that does not open a
 * value or a plural is kept as written; a literal "{word}" in a sentence goes in as a value.
 */

/** The languages messages are written in. */
export type Locale = 'en' | 'zh';

type Part =
  | string
  | { kind: 'value'; name: string }
  | { kind: 'count' }
  | { kind: 'plural'; name: string; exact: Map<number, Part[]>; forms: Map<string, Part[]> };

const NAME = /^[A-Za-z_]\w*$/;
const FORMS = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

/** A template that does not parse (an unclosed plural, a plural without "other"). */
export class TemplateError extends Error {
  override name = 'TemplateError';
}

// Parses from `at` until an unmatched "}" (inside a branch) or the end; returns the parts and
// where it stopped.
function parseParts(text: string, at: number, inBranch: boolean): [Part[], number] {
  const parts: Part[] = [];
  let literal = '';
  const flush = () => {
    if (literal !== '') parts.push(literal);
    literal = '';
  };
  let i = at;
  while (i < text.length) {
    const c = text[i] ?? '';
    if (inBranch && c === '}') break;
    if (inBranch && c === '#') {
      flush();
      parts.push({ kind: 'count' });
      i++;
      continue;
    }
    if (c === '{') {
      const close = text.indexOf('}', i);
      const inner = close < 0 ? '' : text.slice(i + 1, close);
      if (NAME.test(inner)) {
        flush();
        parts.push({ kind: 'value', name: inner });
        i = close + 1;
        continue;
      }
      const plural = /^\{\s*([A-Za-z_]\w*)\s*,\s*plural\s*,/.exec(text.slice(i));
      if (plural) {
        flush();
        const [part, end] = parsePlural(text, i + plural[0].length, plural[1] ?? '');
        parts.push(part);
        i = end;
        continue;
      }
    }
    literal += c;
    i++;
  }
  flush();
  return [parts, i];
}

function parsePlural(text: string, at: number, name: string): [Part, number] {
  const exact = new Map<number, Part[]>();
  const forms = new Map<string, Part[]>();
  let i = at;
  for (;;) {
    while (/\s/.test(text[i] ?? '')) i++;
    if (text[i] === '}') break;
    const selector = /^(=\d+|[a-z]+)\s*\{/.exec(text.slice(i));
    if (!selector) throw new TemplateError(`Bad plural branch at ${i} in: ${text}`);
    const key = selector[1] ?? '';
    if (!key.startsWith('=') && !FORMS.has(key))
      throw new TemplateError(`Unknown plural form "${key}" in: ${text}`);
    const [branch, end] = parseParts(text, i + selector[0].length, true);
    if (text[end] !== '}') throw new TemplateError(`Unclosed plural branch in: ${text}`);
    if (key.startsWith('=')) exact.set(Number(key.slice(1)), branch);
    else forms.set(key, branch);
    i = end + 1;
  }
  if (!forms.has('other')) throw new TemplateError(`A plural needs an "other" form: ${text}`);
  return [{ kind: 'plural', name, exact, forms }, i + 1];
}

const parsed = new Map<string, Part[]>();

function parse(template: string): Part[] {
  let parts = parsed.get(template);
  if (!parts) {
    parts = parseParts(template, 0, false)[0];
    parsed.set(template, parts);
  }
  return parts;
}

/** The names of the values a template takes, with "plural" for those it counts. */
export function templateSlots(template: string): Map<string, 'value' | 'plural'> {
  const slots = new Map<string, 'value' | 'plural'>();
  const walk = (parts: Part[]) => {
    for (const p of parts) {
      if (typeof p === 'string' || p.kind === 'count') continue;
      if (p.kind === 'value') {
        if (!slots.has(p.name)) slots.set(p.name, 'value');
        continue;
      }
      slots.set(p.name, 'plural');
      [...p.exact.values(), ...p.forms.values()].forEach(walk);
    }
  };
  walk(parse(template));
  return slots;
}

const rules = new Map<Locale, Intl.PluralRules>();
function pluralRules(locale: Locale): Intl.PluralRules {
  let r = rules.get(locale);
  if (!r) {
    r = new Intl.PluralRules(locale);
    rules.set(locale, r);
  }
  return r;
}

/** How a value that is not plain text or a number (a nested message) is written out. */
export type WriteValue<V> = (value: V) => string;

/**
 * `template` with its values filled in `locale`'s plural rules; a value that is missing stays
 * as its placeholder, so the mistake shows.
 */
export function fillTemplate<V>(
  template: string,
  params: Readonly<Record<string, string | number | V>>,
  locale: Locale,
  write: WriteValue<V>,
): string {
  const show = (value: string | number | V): string =>
    typeof value === 'string' ? value : typeof value === 'number' ? String(value) : write(value);
  const run = (parts: Part[], count: number | undefined): string => {
    let out = '';
    for (const p of parts) {
      if (typeof p === 'string') out += p;
      else if (p.kind === 'count') out += count === undefined ? '#' : String(count);
      else if (p.kind === 'value') {
        const value = params[p.name];
        out += value === undefined ? `{${p.name}}` : show(value);
      } else {
        const value = params[p.name];
        if (typeof value !== 'number') {
          out += value === undefined ? `{${p.name}}` : show(value);
          continue;
        }
        const branch =
          p.exact.get(value) ??
          p.forms.get(pluralRules(locale).select(value)) ??
          p.forms.get('other') ??
          [];
        out += run(branch, value);
      }
    }
    return out;
  };
  return run(parse(template), undefined);
}
