/**
 * Messages are defined per feature, English first; the Chinese table must have exactly the
 * same keys (the compiler refuses a missing or extra one). `{name}` placeholders are filled
 * by `format`.
 */

import type { Locale } from '../../../shared/i18n/template';

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

/** Fills `{name}` placeholders; unknown ones are left as they are, so a mistake shows. */
export function format(template: string, params?: Record<string, string | number>): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
