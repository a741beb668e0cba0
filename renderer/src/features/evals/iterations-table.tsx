/**
 * Time and tokens over iterations, beside the pass-rate chart: one row per iteration of the
 * workspace whose benchmark.json reads, its mean pass rate, time and tokens with and without
 * the skill, so the author sees whether an edit helped and what it cost. A table, not another
 * chart: three measures in different units on one SVG would need three axes, and a table is
 * read by screen readers cell by cell, header by header.
 */
import { CONFIGURATIONS, type Configuration } from '../../../../shared/evals/benchmark';
import { useT } from '../../i18n/i18n';
import { useUi } from '../../state/ui-store';
import { formatCount, formatRate } from '../../ui/number-format';
import type { Iterations } from './eval-store';

type Row = Iterations['iterations'][number];
type Measure = 'pass_rate' | 'time_seconds' | 'tokens';

const HEADINGS = {
  pass_rate: { with_skill: 'evalView.colRateWith', without_skill: 'evalView.colRateWithout' },
  time_seconds: { with_skill: 'evalView.colTimeWith', without_skill: 'evalView.colTimeWithout' },
  tokens: { with_skill: 'evalView.colTokensWith', without_skill: 'evalView.colTokensWithout' },
} as const satisfies Record<Measure, Record<Configuration, string>>;
const MEASURES: Measure[] = ['pass_rate', 'time_seconds', 'tokens'];

/** The table of the iterations that have a benchmark. */
export function IterationsTable({ rows }: { rows: Row[] }) {
  const t = useT();
  const locale = useUi((s) => s.locale);
  const cell = (row: Row, m: Measure, c: Configuration) => {
    const mean = row.runSummary?.[c][m].mean;
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
            CONFIGURATIONS.map((c) => (
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
              CONFIGURATIONS.map((c) => <td key={`${m}-${c}`}>{cell(row, m, c)}</td>),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
