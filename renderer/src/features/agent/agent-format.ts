/** Numbers of the agent view in the UI's language. */
import type { Locale } from '../../i18n/define';

const TAG: Record<Locale, string> = { en: 'en-US', zh: 'zh-CN' };

/** A whole number with the language's grouping ("1,024"). */
export const formatNumber = (n: number, locale: Locale): string =>
  new Intl.NumberFormat(TAG[locale]).format(n);
