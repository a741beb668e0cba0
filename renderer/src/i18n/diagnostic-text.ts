/**
 * Findings in the UI's language. The core says each finding as a message (shared/skill/
 * messages.ts), which the CLI prints in English; the UI writes it in the user's language with
 * its values, and in Chinese keeps the English sentence beneath it (what the CLI prints and what
 * a search finds).
 */
import { english } from '../../../shared/i18n/catalogue';
import type { Diagnostic, Fix } from '../../../shared/skill/types';
import type { Locale } from './define';
import { messageText } from './message-text';

/** A finding as the UI shows it: the sentence to read, and the English when it is not English. */
export function diagnosticText(
  d: Pick<Diagnostic, 'message'>,
  locale: Locale,
): { text: string; detail?: string } {
  if (locale === 'en') return { text: english(d.message) };
  return { text: messageText(d.message, locale), detail: english(d.message) };
}

/** A fix's title in the UI's language. */
export function fixTitle(fix: Pick<Fix, 'title'>, locale: Locale): string {
  return messageText(fix.title, locale);
}
