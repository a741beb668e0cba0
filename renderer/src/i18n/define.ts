/**
 * Messages are defined per feature, English first; the Chinese table must have exactly the
 * same keys (the compiler refuses a missing or extra one). `{name}` placeholders and ICU
 * plurals are filled by `format`.
 */

import { fillTemplate, type Locale } from '../../../shared/i18n/template';

/** The UI languages: English and Simplified Chinese (the core's messages share them). */
export type { Locale };

/** A feature's messages in every locale. */
export interface MessageTable<K extends string> {
  en: Record<K, string>;
  zh: Record<K, string>;
}

/** Declares a feature's messages; `zh` must cover exactly the keys of `en`. */
export function defineMessages<const E extends Record<string, string>>(
  en: E,
  zh: { [K in keyof E]: string },
): MessageTable<Extract<keyof E, string>> {
  return { en, zh };
}

/**
 * Fills `{name}` placeholders and `{count, plural, one {…} other {…}}` counts in `locale`'s
 * plural rules, with the core's template filler so UI and core messages write alike; unknown
 * placeholders are left as they are, so a mistake shows.
 */
export function format(
  template: string,
  params?: Record<string, string | number>,
  locale: Locale = 'en',
): string {
  if (!params) return template;
  return fillTemplate<never>(template, params, locale, String);
}
