/**
 * Translating the core's English sentences by pattern: the first pattern that matches gives
 * the translation, its "{1}", "{2}"... filled from the pattern's groups (values such as names
 * and numbers carried over); a sentence no pattern knows stays as it is.
 */

/** Patterns and their translations, tried in order. */
export type PatternTable = readonly (readonly [RegExp, string])[];

/** `text` translated by the first matching pattern of `table`, or unchanged. */
export function fromTable(table: PatternTable, text: string): string {
  for (const [pattern, translated] of table) {
    const match = pattern.exec(text);
    if (match) return translated.replace(/\{(\d)\}/g, (_, i: string) => match[Number(i)] ?? '');
  }
  return text;
}
