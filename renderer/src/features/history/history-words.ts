/**
 * How the History panel says a version: when (relative, as the platform's Intl words it in the
 * UI's language), what made it, and what changed in one line.
 */
import type { ChangeKind, FileChange } from '../../../../shared/studio/history/version';
import type { Locale } from '../../i18n/define';
import type { Translate } from '../../i18n/i18n';

const LANG: Record<Locale, string> = { en: 'en', zh: 'zh-CN' };

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

/**
 * "5 minutes ago" / "5分钟前" for the last week; older, the date and time (a relative "3 weeks
 * ago" would hide which of several versions that day it was).
 */
export function whenText(at: number, now: number, locale: Locale): string {
  let amount = Math.round((at - now) / 1000);
  const words = new Intl.RelativeTimeFormat(LANG[locale], { numeric: 'auto' });
  for (const [unit, next] of UNITS) {
    if (Math.abs(amount) < next) return words.format(amount, unit);
    amount = Math.round(amount / next);
  }
  return new Intl.DateTimeFormat(LANG[locale], { dateStyle: 'medium', timeStyle: 'short' }).format(
    at,
  );
}

/** The exact time, for a tooltip beside the relative one. */
export function exactTime(at: number, locale: Locale): string {
  return new Intl.DateTimeFormat(LANG[locale], { dateStyle: 'long', timeStyle: 'medium' }).format(
    at,
  );
}

/** What made a version, in words. */
export function kindText(kind: ChangeKind, t: Translate): string {
  return t(`history.kind.${kind}`);
}

/** One file's change: "SKILL.md +3 −1", "notes.md added". */
function fileText(change: FileChange, t: Translate): string {
  const file = change.path;
  if (change.change === 'added') return t('history.fileAdded', { file });
  if (change.change === 'removed') return t('history.fileRemoved', { file });
  return change.lines
    ? t('history.fileLines', { file, added: change.lines.added, removed: change.lines.removed })
    : t('history.fileChanged', { file });
}

/** The one-line summary: the first two files' changes, then how many more. */
export function summaryText(changes: readonly FileChange[], t: Translate): string {
  if (changes.length === 0) return t('history.noChange');
  const shown = changes.slice(0, 2).map((c) => fileText(c, t));
  const rest = changes.length - shown.length;
  return rest > 0 ? `${shown.join(', ')} ${t('history.more', { count: rest })}` : shown.join(', ');
}
