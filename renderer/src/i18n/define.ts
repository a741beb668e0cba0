/**
 * Messages are defined per feature, English first; the Chinese table must have exactly the
 * same keys (the compiler refuses a missing or extra one). Each Chinese text carries the hash
 * of the English it was made from, as the core's tables do (renderer/src/i18n/*-text.ts), so
 * one check (`node scripts/stale-translations.mjs`, tests/renderer/i18n) flags a Chinese text
 * whose English changed since. `{name}` placeholders and ICU plurals are filled by `format`.
 */

import type { Translation } from '../../../shared/i18n/message';
import { fillTemplate, type Locale } from '../../../shared/i18n/template';

/** The UI languages: English and Simplified Chinese (the core's messages share them). */
export type { Locale };

/** A feature's messages: the English templates, and each one's Chinese with its hash. */
export interface MessageTable<E extends Record<string, string> = Record<string, string>> {
  en: E;
  zh: { readonly [K in keyof E]: Translation };
}

/** Declares a feature's messages; `zh` must cover exactly the keys of `en`. */
export function defineMessages<const E extends Record<string, string>>(
  en: E,
  zh: { readonly [K in keyof E]: Translation },
): MessageTable<E> {
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
