/**
 * Why the serializer will not make a change: a code with what a message needs, so the core
 * can say it in English and the UI in the user's language.
 */
import type { PlainValue } from '../ref-yaml/index';
import { fieldName, type FieldChange } from './field-change';
import { loneSurrogateAt } from './yaml-quote';

/** Why the serializer will not make a change, with what the message needs to say it. */
export type EditRefusal =
  | { code: 'yaml-invalid' }
  | { code: 'block-unclosed' }
  /** A value or key holds half a UTF-16 surrogate pair, at UTF-16 index `at` of `text`. */
  | { code: 'lone-surrogate'; field: string; text: string; at: number }
  /** What the serializer would write does not read back as the value (a key over 1,024 characters). */
  | { code: 'not-read-back'; field: string }
  /** The frontmatter is in flow style (`{name: x}`), which the writer does not write into. */
  | { code: 'flow-style'; field: string }
  /** The frontmatter shares values through anchors and aliases: a change would change others. */
  | { code: 'anchors'; field: string };

/** The English sentence for a refusal (the UI has its own words for each code). */
export function refusalReason(refusal: EditRefusal): string {
  switch (refusal.code) {
    case 'yaml-invalid':
      return 'The frontmatter is not valid YAML yet; fix the YAML error first, then edit fields.';
    case 'block-unclosed':
      return 'The frontmatter block is not closed or not at the very top; fix that first, then edit fields.';
    case 'lone-surrogate':
      return `The new ${refusal.field} holds an unpaired surrogate (U+${surrogateHex(refusal)}) at character ${surrogateColumn(refusal)}: it is half of a character, which a UTF-8 file cannot hold. Remove it, or paste the character again.`;
    case 'not-read-back':
      return `The new ${refusal.field} cannot be written so that YAML readers read it back unchanged; nothing was changed.`;
    case 'flow-style':
      return `The new ${refusal.field} was not written: the frontmatter is in flow style ({...}). Rewrite it as "key: value" lines first, then edit fields.`;
    case 'anchors':
      return `The new ${refusal.field} was not written: the frontmatter shares values through anchors (&) and aliases (*), so the change would change other fields too. Edit it in the code editor.`;
  }
}

/** The surrogate's code, as "D83D". */
export function surrogateHex(refusal: { text: string; at: number }): string {
  return refusal.text.charCodeAt(refusal.at).toString(16).toUpperCase();
}

/** The 1-based character (code point) position of the surrogate. */
export function surrogateColumn(refusal: { text: string; at: number }): number {
  return [...refusal.text.slice(0, refusal.at)].length + 1;
}

/** The first string of a changed value (or of its path) that holds a lone surrogate. */
export function loneSurrogate(change: FieldChange): EditRefusal | undefined {
  const field = fieldName(change.path);
  const texts: string[] = [...change.path];
  const collect = (v: PlainValue): void => {
    if (typeof v === 'string') texts.push(v);
    else if (Array.isArray(v)) v.forEach(collect);
    else
      for (const [k, x] of Object.entries(v)) {
        texts.push(k);
        collect(x);
      }
  };
  if (change.value !== undefined) collect(change.value);
  for (const text of texts) {
    const at = loneSurrogateAt(text);
    if (at !== undefined) return { code: 'lone-surrogate', field, text, at };
  }
  return undefined;
}
