/**
 * The quoted scalars the writer falls back to. A double-quoted scalar with escapes can hold any
 * text on one line, and every YAML reader (ruamel and PyYAML alike) reads it back unchanged:
 * nothing in it is typed, folded, trimmed or taken for syntax.
 */

function hex(code: number, width: number): string {
  return code.toString(16).padStart(width, '0');
}

// What must not appear raw between double quotes: C0 and C1 controls and DEL (the reader refuses
// most of them), the characters YAML 1.1 takes for line breaks (U+0085, U+2028, U+2029), and the
// non-characters and surrogates the reader refuses. A BOM is escaped too: invisible in the
// file, it would read back but no one could see it there.
function mustEscape(code: number): boolean {
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0xfeff ||
    code === 0xfffe ||
    code === 0xffff ||
    (code >= 0xd800 && code <= 0xdfff)
  );
}

const NAMED: Readonly<Record<number, string>> = { 0x09: '\\t', 0x0a: '\\n', 0x0d: '\\r' };

/**
 * `text` as a one-line double-quoted YAML scalar, escaped so it reads back as exactly `text`.
 * Every third dash of a run is escaped too: skills-ref ends the frontmatter at the first `---`
 * anywhere in the file, even inside a quoted value.
 */
export function doubleQuoted(text: string): string {
  let out = '"';
  let dashes = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    dashes = ch === '-' ? dashes + 1 : 0;
    if (dashes === 3) {
      out += '\\x2d';
      dashes = 0;
    } else if (ch === '"' || ch === '\\') out += `\\${ch}`;
    else if (!mustEscape(code)) out += ch;
    else out += NAMED[code] ?? (code <= 0xff ? `\\x${hex(code, 2)}` : `\\u${hex(code, 4)}`);
  }
  return `${out}"`;
}

/** Text wrapped in single quotes, the way strictyaml's own message suggests. */
export function singleQuote(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

/**
 * Where the first UTF-16 surrogate without its other half sits in `text`, or undefined. Such
 * a string is not Unicode text: a UTF-8 file cannot hold it, and a Python reader given its
 * escape crashes when it prints it.
 */
export function loneSurrogateAt(text: string): number | undefined {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0xd800 || c > 0xdfff) continue;
    const next = text.charCodeAt(i + 1);
    if (c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) i++;
    else return i;
  }
  return undefined;
}
