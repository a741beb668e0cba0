/**
 * A verdict for each place a skill will be used, as a sentence ("Claude Code: ready.",
 * "Claude.ai upload: refused: the name has capitals."): short ones from what the index found
 * (the list), full ones from the findings themselves (the editor, the package view), where the
 * reason is the first problem's own words.
 */
import type { Message } from '../../../../shared/i18n/message';
import type { Diagnostic, ProfileId } from '../../../../shared/skill/types';
import type { MessageKey, Translate } from '../../i18n/i18n';
import type { Locale } from '../../i18n/define';
import { targetMessages } from './messages';

/** A place's name in the user's language. */
export const targetName = (t: Translate, target: ProfileId): string => t(`targets.name.${target}`);

/** The places' names, joined as the language lists them ("A, B" in English, "A、B" in Chinese). */
export const targetNames = (t: Translate, locale: Locale, targets: readonly ProfileId[]): string =>
  new Intl.ListFormat(locale, { type: 'conjunction', style: 'narrow' }).format(
    targets.map((target) => targetName(t, target)),
  );

// The short reason of a code, where the list has one in plain words.
function reasonKey(code: string): MessageKey | undefined {
  const key = `targets.reason.${code}`;
  return Object.hasOwn(targetMessages.en, key) ? (key as MessageKey) : undefined;
}

/** What a place's check counts (the list's graded check). */
interface Counts {
  verdict: 'valid' | 'warnings' | 'errors';
  errors: number;
  warnings: number;
  /** The codes found, errors first. */
  codes: readonly string[];
}

/** One place's verdict in a short sentence, from what was found (codes and counts). */
export function shortVerdict(t: Translate, target: ProfileId, check: Counts): string {
  const name = targetName(t, target);
  if (check.verdict === 'valid') return t('targets.ready', { target: name });
  if (check.verdict === 'warnings')
    return t('targets.warnings', { target: name, count: check.warnings });
  const first = check.codes[0];
  const key = first === undefined ? undefined : reasonKey(first);
  if (!key) return t('targets.refusedCount', { target: name, count: check.errors });
  // Every key under targets.reason. takes no values.
  const reason = (t as (k: MessageKey) => string)(key);
  const said = t('targets.refused', { target: name, reason });
  return check.errors > 1 ? `${said} ${t('targets.more', { count: check.errors - 1 })}` : said;
}

/** One place's verdict in full: a refusal says the first problem in its own words. */
export function fullVerdict(
  t: Translate,
  text: (message: Message) => string,
  target: ProfileId,
  diagnostics: readonly Diagnostic[],
): string {
  const name = targetName(t, target);
  const errors = diagnostics.filter((d) => d.severity === 'error');
  const first = errors[0];
  if (first) {
    const said = t('targets.refusedSentence', { target: name, reason: text(first.message) });
    return errors.length > 1 ? `${said} ${t('targets.more', { count: errors.length - 1 })}` : said;
  }
  const warnings = diagnostics.filter((d) => d.severity === 'warning').length;
  if (warnings > 0) return t('targets.warnings', { target: name, count: warnings });
  return t('targets.ready', { target: name });
}
