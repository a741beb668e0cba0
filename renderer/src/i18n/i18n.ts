/**
 * The UI's words in English and Simplified Chinese: every feature's table merged, and `useT`
 * to read them in the current language.
 */
import { useCallback } from 'react';
import { useUi } from '../state/ui-store';
import type { Message } from '../../../shared/i18n/message';
import { format, type Locale, type MessageTable } from './define';
import { messageText } from './message-text';
import { TABLES, UI_MESSAGE_TABLES } from './ui-tables';

export { UI_MESSAGE_TABLES };

type KeysOf<T> = T extends MessageTable<infer E> ? Extract<keyof E, string> : never;
/** Every message key of the UI. */
export type MessageKey = KeysOf<(typeof TABLES)[number]>;

const merged: Record<Locale, Record<string, string>> = { en: {}, zh: {} };
for (const table of UI_MESSAGE_TABLES) {
  Object.assign(merged.en, table.en);
  // The hash beside each Chinese text is for reviewing only; the UI shows the text.
  for (const [key, [text]] of Object.entries(table.zh)) merged.zh[key] = text;
}

/** A message in a language, placeholders filled. */
export function translate(
  locale: Locale,
  key: MessageKey,
  params?: Record<string, string | number>,
): string {
  return format(merged[locale][key] ?? merged.en[key] ?? key, params, locale);
}

/** The translate function for the current language. */
export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** `t(key, params)` in the user's language; components re-render when it changes. */
export function useT(): Translate {
  const locale = useUi((s) => s.locale);
  return useCallback((key, params) => translate(locale, key, params), [locale]);
}

/** Writes the core's messages in the user's language; components re-render when it changes. */
export function useMessageText(): (message: Message) => string {
  const locale = useUi((s) => s.locale);
  return useCallback((message) => messageText(message, locale), [locale]);
}
