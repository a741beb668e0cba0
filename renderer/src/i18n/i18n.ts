/**
 * The UI's words in English and Simplified Chinese: every feature's table merged, and `useT`
 * to read them in the current language.
 */
import { useCallback } from 'react';
import { useUi } from '../state/ui-store';
import type { Message, ParamArgs } from '../../../shared/i18n/message';
import { format, type Locale, type MessageTable } from './define';
import { messageText } from './message-text';
import { TABLES, UI_MESSAGE_TABLES } from './ui-tables';

export { UI_MESSAGE_TABLES };

type KeysOf<T> = T extends MessageTable<infer E> ? Extract<keyof E, string> : never;
/** Every message key of the UI. */
export type MessageKey = KeysOf<(typeof TABLES)[number]>;

type EnglishOf<T> = T extends MessageTable<infer E> ? E : never;
type Intersect<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;
/** Every UI key's English template, as written (the values it names are read from it). */
type UiEnglish = Intersect<EnglishOf<(typeof TABLES)[number]>>;

/**
 * What `t(key, ...)` takes after the key: the values the English names, checked by the core's
 * parsing (shared/i18n/message.ts), so a missing, extra or misspelled value fails to compile.
 * Spread over the key: a key chosen at run time (`as MessageKey`) takes what any of its
 * candidates takes, since the compiler cannot know which one it will be.
 */
export type TranslateArgs<K extends MessageKey> = K extends MessageKey
  ? ParamArgs<UiEnglish[K], string | number>
  : never;

const merged: Record<Locale, Record<string, string>> = { en: {}, zh: {} };
for (const table of UI_MESSAGE_TABLES) {
  Object.assign(merged.en, table.en);
  // The hash beside each Chinese text is for reviewing only; the UI shows the text.
  for (const [key, [text]] of Object.entries(table.zh)) merged.zh[key] = text;
}

/** A message in a language, placeholders filled. */
export function translate<K extends MessageKey>(
  locale: Locale,
  key: K,
  ...params: TranslateArgs<K>
): string {
  const values: Record<string, string | number> | undefined = params[0];
  return format(merged[locale][key] ?? merged.en[key] ?? key, values, locale);
}

/** The translate function for the current language. */
export type Translate = <K extends MessageKey>(key: K, ...params: TranslateArgs<K>) => string;

/** `t(key, params)` in the user's language; components re-render when it changes. */
export function useT(): Translate {
  const locale = useUi((s) => s.locale);
  return useCallback((key, ...params) => translate(locale, key, ...params), [locale]);
}

/** Writes the core's messages in the user's language; components re-render when it changes. */
export function useMessageText(): (message: Message) => string {
  const locale = useUi((s) => s.locale);
  return useCallback((message) => messageText(message, locale), [locale]);
}
