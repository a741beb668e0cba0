/**
 * The UI's words in English and Simplified Chinese: every feature's table merged, and `useT`
 * to read them in the current language.
 */
import { useCallback } from 'react';
import { useUi } from '../state/ui-store';
import type { Message } from '../../../shared/i18n/message';
import { format, type Locale, type MessageTable } from './define';
import { messageText } from './message-text';
import { appMessages } from '../app/messages';
import { libraryMessages } from '../features/library/messages';
import { editorMessages } from '../features/editor/messages';
import { formMessages } from '../features/form/messages';
import { agentMessages } from '../features/agent/messages';
import { packagingMessages } from '../features/packaging/messages';
import { exportMessages } from '../features/packaging/export-messages';
import { filesMessages } from '../features/files/messages';
import { installMessages } from '../features/install/messages';
import { lockMessages } from '../features/install/lock-messages';
import { helpMessages } from '../features/help/messages';

const TABLES = [
  appMessages,
  libraryMessages,
  editorMessages,
  formMessages,
  agentMessages,
  packagingMessages,
  exportMessages,
  filesMessages,
  installMessages,
  lockMessages,
  helpMessages,
] as const;

/** Every feature's table, for the checks that walk all of the UI's words (tests). */
export const UI_MESSAGE_TABLES: readonly MessageTable<string>[] = TABLES;

type KeysOf<T> = T extends MessageTable<infer K> ? K : never;
/** Every message key of the UI. */
export type MessageKey = KeysOf<(typeof TABLES)[number]>;

const merged: Record<Locale, Record<string, string>> = { en: {}, zh: {} };
for (const table of TABLES as readonly MessageTable<string>[]) {
  Object.assign(merged.en, table.en);
  Object.assign(merged.zh, table.zh);
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
