/**
 * Two of Python's standard-library outputs skills-ref prints: html.escape() in to-prompt's XML
 * and json.dumps() in read-properties.
 */

/** A value json.dumps can print: text, lists and str-keyed dicts (what strictyaml produces). */
export type JsonText = string | readonly JsonText[] | { readonly [key: string]: JsonText };

/** Python's html.escape(s, quote=True). */
export function htmlEscape(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

/** Python's json.dumps(value, indent=2): ensure_ascii escapes everything past "~" as \uXXXX. */
export function pythonJson(value: JsonText): string {
  return JSON.stringify(value, null, 2).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
