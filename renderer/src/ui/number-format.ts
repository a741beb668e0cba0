/** Numbers in the UI's language: costs, counts, rates and dates. */
import type { Locale } from '../i18n/define';

const TAG: Record<Locale, string> = { en: 'en-US', zh: 'zh-CN' };

/** US dollars; a cost under a cent keeps two significant digits, so it never reads as $0.00. */
export function formatCost(dollars: number, locale: Locale): string {
  const small = dollars > 0 && dollars < 0.01;
  return new Intl.NumberFormat(TAG[locale], {
    style: 'currency',
    currency: 'USD',
    ...(small
      ? { maximumSignificantDigits: 2 }
      : { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  }).format(dollars);
}

/** A whole number with the language's grouping. */
export const formatCount = (n: number, locale: Locale): string =>
  new Intl.NumberFormat(TAG[locale]).format(n);

/** A ratio as a whole percentage; a dash when there is none. */
export const formatRate = (ratio: number | null, locale: Locale): string =>
  ratio === null
    ? '–'
    : new Intl.NumberFormat(TAG[locale], { style: 'percent', maximumFractionDigits: 0 }).format(
        ratio,
      );

/** A run's date and time, short. */
export const formatWhen = (iso: string, locale: Locale): string =>
  new Intl.DateTimeFormat(TAG[locale], { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
