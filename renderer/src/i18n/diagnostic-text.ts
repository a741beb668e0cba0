/**
 * Findings in the UI's language. The core says each finding as a message (shared/skill/
 * messages.ts), which the CLI prints in English; the UI leads with a plain headline
 * (finding-headlines.ts) and writes the message in the user's language with its values
 * beneath it, in Chinese with the English sentence too (what the CLI prints and what a
 * search finds).
 */
import { english } from '../../../shared/i18n/catalogue';
import type { Message } from '../../../shared/i18n/message';
import { fillTemplate } from '../../../shared/i18n/template';
import type { Diagnostic, Fix } from '../../../shared/skill/types';
import type { Locale } from './define';
import { findingHeadlines } from './finding-headlines';
import { plainFixTitles } from './fix-titles';
import { messageText } from './message-text';
import { problemHeadlines } from './problem-headlines';

/** A finding as the UI shows it: the sentence to read, and the English when it is not English. */
export function diagnosticText(
  d: Pick<Diagnostic, 'message'>,
  locale: Locale,
): { text: string; detail?: string } {
  if (locale === 'en') return { text: english(d.message) };
  return { text: messageText(d.message, locale), detail: english(d.message) };
}

type Table = { en: Record<string, string>; zh: Record<string, readonly [string, string]> };
const BY_MESSAGE: Table = problemHeadlines;
const BY_CODE: Table = findingHeadlines;

/**
 * A finding's plain headline: its message's own where it has one, else its rule code's,
 * filled with the message's values.
 */
export function findingHeadline(d: Pick<Diagnostic, 'code' | 'message'>, locale: Locale): string {
  const own = `headline.${d.message.id}`;
  const [table, key] = Object.hasOwn(BY_MESSAGE.en, own)
    ? [BY_MESSAGE, own]
    : [BY_CODE, `headline.${d.code}`];
  const template = locale === 'en' ? table.en[key] : table.zh[key]?.[0];
  // A code this build does not know (a newer service) falls back to the message itself.
  if (template === undefined) return messageText(d.message, locale);
  return fillTemplate(template, d.message.params, locale, (m: Message) => messageText(m, locale));
}

const FIX_TITLES: Table = plainFixTitles;

/** A fix's title in the UI's language, in plain words where the core's names the format. */
export function fixTitle(fix: Pick<Fix, 'title'>, locale: Locale): string {
  const key = `fixTitle.${fix.title.id}`;
  const template = locale === 'en' ? FIX_TITLES.en[key] : FIX_TITLES.zh[key]?.[0];
  if (template === undefined) return messageText(fix.title, locale);
  return fillTemplate(template, fix.title.params, locale, (m: Message) => messageText(m, locale));
}
