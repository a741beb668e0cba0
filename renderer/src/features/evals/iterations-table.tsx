/**
 * Time and tokens over iterations, beside the pass-rate chart: one row per iteration of the
 * workspace whose benchmark.json reads, its mean pass rate, time and tokens with and without
 * the skill (and, for iterations compared with a saved version, the skill now and that
 * version, in columns of their own: a row has '–' where its run had no such configuration), so
 * the author sees whether an edit helped and what it cost. A table, not another
 * chart: three measures in different units on one SVG would need three axes, and a table is
 * read by screen readers cell by cell, header by header.
 */
import {
  CONFIGURATIONS,
  type Configuration,
  type ConfigurationSummary,
} from '../../../../shared/evals/benchmark';
import { useT } from '../../i18n/i18n';
import { useUi } from '../../state/ui-store';
import { formatCount, formatRate } from '../../ui/number-format';
import type { Iterations } from './eval-store';

type Row = Iterations['iterations'][number];
type Measure = 'pass_rate' | 'time_seconds' | 'tokens';

const HEADINGS = {
  pass_rate: {
    with_skill: 'evalView.colRateWith',
    without_skill: 'evalView.colRateWithout',
    new_skill: 'evalView.colRateNew',
    old_skill: 'evalView.colRateOld',
  },
  time_seconds: {
    with_skill: 'evalView.colTimeWith',
    without_skill: 'evalView.colTimeWithout',
    new_skill: 'evalView.colTimeNew',
    old_skill: 'evalView.colTimeOld',
  },
  tokens: {
    with_skill: 'evalView.colTokensWith',
    without_skill: 'evalView.colTokensWithout',
    new_skill: 'evalView.colTokensNew',
    old_skill: 'evalView.colTokensOld',
  },
} as const satisfies Record<Measure, Record<Configuration, string>>;

/** The configurations any of `rows` ran, in CONFIGURATIONS' order. */
export function configurationsOf(rows: readonly Row[]): Configuration[] {
  return CONFIGURATIONS.filter((c) => rows.some((r) => r.runSummary && c in r.runSummary));
}

/** A row's summary of one configuration (undefined when its run had none). */
export function summaryOf(row: Row, c: Configuration): ConfigurationSummary | undefined {
  return (row.runSummary as Partial<Record<Configuration, ConfigurationSummary>> | undefined)?.[c];
}
const MEASURES: Measure[] = ['pass_rate', 'time_seconds', 'tokens'];

/** The table of the iterations that have a benchmark. */
export function IterationsTable({ rows }: { rows: Row[] }) {
  const t = useT();
  const locale = useUi((s) => s.locale);
  const shown = configurationsOf(rows);
  const cell = (row: Row, m: Measure, c: Configuration) => {
    const mean = summaryOf(row, c)?.[m].mean;
    if (mean === undefined) return '–';
    if (m === 'pass_rate') return formatRate(mean, locale);
    return formatCount(m === 'tokens' ? Math.round(mean) : Math.round(mean * 10) / 10, locale);
  };
  return (
    <table className="evals-table" data-testid="evals-iterations">
      <caption>{t('evalView.iterationsTable')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('evalView.iteration')}</th>
          {MEASURES.flatMap((m) =>
            shown.map((c) => (
              <th key={`${m}-${c}`} scope="col">
                {t(HEADINGS[m][c])}
              </th>
            )),
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.iteration}>
            <th scope="row">{row.iteration}</th>
            {MEASURES.flatMap((m) =>
              shown.map((c) => <td key={`${m}-${c}`}>{cell(row, m, c)}</td>),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
