/**
 * The benchmark's numbers as the view writes them: pass rates in percent, time in seconds with
 * one decimal, tokens whole; each as mean ± sample standard deviation (benchmark.json's
 * run_summary), and which way the skill moved the pass rate.
 */
import { sidesOf, type Configuration } from '../../../../shared/evals/benchmark';
import type { CallOutput } from '../../../../shared/ipc/contract';
import type { Locale } from '../../i18n/define';

type Benchmark = NonNullable<CallOutput<'readEvalIteration'>['benchmark']>;
type Summary = Benchmark['run_summary'];
/** The three measures of a configuration's summary. */
export type Measure = 'pass_rate' | 'time_seconds' | 'tokens';

const TAG: Record<Locale, string> = { en: 'en-US', zh: 'zh-CN' };

/** One number of `measure` in the UI's language. */
export function formatMeasure(measure: Measure, n: number, locale: Locale): string {
  if (measure === 'pass_rate')
    return new Intl.NumberFormat(TAG[locale], {
      style: 'percent',
      maximumFractionDigits: 0,
    }).format(n);
  const digits = measure === 'time_seconds' ? 1 : 0;
  return new Intl.NumberFormat(TAG[locale], {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(n);
}

/** Whether the skill's mean pass rate is above, equal to or below the baseline's. */
export function verdictOf(summary: Summary): 'better' | 'same' | 'worse' {
  const [primary, baseline] = sidesOf(summary);
  const diff = primary.pass_rate.mean - baseline.pass_rate.mean;
  return diff > 0 ? 'better' : diff < 0 ? 'worse' : 'same';
}

/** Each configuration's name as a column or a side is headed. */
export const SIDE: Record<
  Configuration,
  'evalView.withSkill' | 'evalView.withoutSkill' | 'evalView.newSkill' | 'evalView.oldSkill'
> = {
  with_skill: 'evalView.withSkill',
  without_skill: 'evalView.withoutSkill',
  new_skill: 'evalView.newSkill',
  old_skill: 'evalView.oldSkill',
};
