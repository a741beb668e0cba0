/**
 * Each agent and model's pass rate over its runs (ui/line-chart.tsx). Runs are placed in date
 * order along the bottom; the side-by-side table and each run's own table say the same in words.
 */
import { TRIGGER_AGENTS } from '../../../../shared/agent/skill-tools';
import { AGENT_LABELS } from '../../../../shared/agent/types';
import type { HistorySeries } from '../../../../shared/triggers/history';
import { useT } from '../../i18n/i18n';
import { useUi } from '../../state/ui-store';
import { CHART_LINES, LineChart } from '../../ui/line-chart';
import { formatRate, formatWhen } from '../../ui/number-format';

// Each agent keeps its colour from run to run (two models of one agent share it: the legend
// and each point's title name the model).
const colourOf = (s: HistorySeries, i: number): number => {
  const at = TRIGGER_AGENTS.indexOf(s.agent);
  return at < 0 ? i % CHART_LINES : at;
};

/** The chart. */
export function HistoryChart({ series }: { series: HistorySeries[] }) {
  const t = useT();
  const locale = useUi((s) => s.locale);
  const dates = [...new Set(series.flatMap((s) => s.points.map((p) => p.date)))].sort();
  const shown = series.slice(0, CHART_LINES);
  const first = dates[0];
  const last = dates[dates.length - 1];
  return (
    <LineChart
      label={t('triggers.chartLabel', { lines: shown.length, runs: dates.length })}
      places={dates.length}
      {...(first !== undefined && { firstLabel: formatWhen(first, locale) })}
      {...(last !== undefined && { lastLabel: formatWhen(last, locale) })}
      hint={t('triggers.chartHint')}
      series={shown.map((s, i) => ({
        key: s.key,
        label: `${AGENT_LABELS[s.agent]} · ${s.model}`,
        colour: colourOf(s, i),
        points: s.points.flatMap((p) =>
          p.passRate === null
            ? []
            : [
                {
                  key: p.id,
                  at: dates.indexOf(p.date),
                  rate: p.passRate,
                  title: `${AGENT_LABELS[s.agent]} · ${s.model} · ${formatWhen(p.date, locale)}: ${formatRate(p.passRate, locale)}`,
                },
              ],
        ),
      }))}
    />
  );
}
