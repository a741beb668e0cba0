/**
 * Python's `repr()` of strings and tuples of strings: what ruamel's messages embed
 * (`found character '\t' that cannot start any token`, `Duplicate key '('a', 'b')' found`),
 * what skills-ref and HelloAgents print for a list or a dict, and what str.isprintable() keeps.
 */

// str.isprintable() is false for these general categories (space excepted, handled first).
const NON_PRINTABLE = /^[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]$/u;

function hex(code: number, width: number): string {
  return code.toString(16).padStart(width, '0');
}

function escapeCodePoint(code: number, quote: number): string {
  if (code === quote || code === 0x5c) return '\\' + String.fromCharCode(code);
  if (code === 0x09) return '\\t';
  if (code === 0x0a) return '\\n';
  if (code === 0x0d) return '\\r';
  if (code < 0x20 || code === 0x7f) return '\\x' + hex(code, 2);
  if (code < 0x7f) return String.fromCharCode(code);
  const ch = String.fromCodePoint(code);
  // Lone surrogates are category Cs, so they take the \u branch like in Python.
  if (!NON_PRINTABLE.test(ch)) return ch;
  if (code <= 0xff) return '\\x' + hex(code, 2);
  if (code <= 0xffff) return '\\u' + hex(code, 4);
  return '\\U' + hex(code, 8);
}

/** Python's repr() of a str: single quotes unless the text has ' and no ", then escapes. */
export function pyRepr(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? 0x22 : 0x27;
  let out = String.fromCharCode(quote);
  for (const ch of text) out += escapeCodePoint(ch.codePointAt(0) ?? 0, quote);
  return out + String.fromCharCode(quote);
}

/** Python's repr() of a one-character str given as a code point (0 is ruamel's end-of-stream NUL). */
export function pyReprChar(code: number): string {
  return pyRepr(String.fromCodePoint(code));
}

/** Python's str() of a tuple of strs, e.g. "('a', 'b')" or "('a',)". */
export function pyTupleStr(items: readonly string[]): string {
  const inner = items.map(pyRepr).join(', ');
  return items.length === 1 ? `(${inner},)` : `(${inner})`;
}
