/**
 * The CLI's counted nouns ("1 file", "2 files") as ICU plurals through the core's template
 * filler, so the terminal picks its forms by Intl.PluralRules as the UI does, not by an
 * `n === 1 ? '' : 's'` written at each place.
 */
import { fillTemplate } from '../../i18n/template';

const NOUNS = {
  error: '{count, plural, one {# error} other {# errors}}',
  file: '{count, plural, one {# file} other {# files}}',
  finding: '{count, plural, one {# finding} other {# findings}}',
  skill: '{count, plural, one {# skill} other {# skills}}',
  warning: '{count, plural, one {# warning} other {# warnings}}',
} as const;

/** A noun the CLI counts. */
export type CountedNoun = keyof typeof NOUNS;

/** "1 file", "2 files": `count` and the noun in its English plural form. */
export function counted(count: number, noun: CountedNoun): string {
  return fillTemplate<never>(NOUNS[noun], { count }, 'en', String);
}
