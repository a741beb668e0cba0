/**
 * Each agent and model's pass rate over its runs, as lines in one SVG (hand-drawn: a few
 * polylines do not need a charting library). Runs are placed in date order along the bottom;
 * the side-by-side table and each run's own table say the same in words.
 */
import { TRIGGER_AGENTS } from '../../../../shared/agent/skill-tools';
import { AGENT_LABELS } from '../../../../shared/agent/types';
import type { HistorySeries } from '../../../../shared/triggers/history';
import { useT } from '../../i18n/i18n';
import { useUi } from '../../state/ui-store';
import { formatRate, formatWhen } from './trigger-format';

const WIDTH = 560;
const HEIGHT = 180;
const PAD = { left: 40, right: 12, top: 10, bottom: 22 };
const LINES = 6;

// Each agent keeps its colour from run to run (two models of one agent share it: the legend
// and each point's title name the model).
const colourOf = (s: HistorySeries, i: number): number => {
  const at = TRIGGER_AGENTS.indexOf(s.agent);
  return at < 0 ? i % LINES : at;
};

/** The chart. */
export function HistoryChart({ series }: { series: HistorySeries[] }) {
  const t = useT();
  const locale = useUi((s) => s.locale);
  const dates = [...new Set(series.flatMap((s) => s.points.map((p) => p.date)))].sort();
  const x = (date: string) =>
    PAD.left +
    (dates.length < 2
      ? (WIDTH - PAD.left - PAD.right) / 2
      : (dates.indexOf(date) * (WIDTH - PAD.left - PAD.right)) / (dates.length - 1));
  const y = (rate: number) => PAD.top + (1 - rate) * (HEIGHT - PAD.top - PAD.bottom);
  const shownSeries = series.slice(0, LINES);
  const first = dates[0];
  const last = dates[dates.length - 1];
  return (
    <figure className="triggers-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={t('triggers.chartLabel', { lines: shownSeries.length, runs: dates.length })}
      >
        {[0, 0.5, 1].map((r) => (
          <g key={r}>
            <line className="chart-grid" x1={PAD.left} x2={WIDTH - PAD.right} y1={y(r)} y2={y(r)} />
            <text className="chart-axis" x={PAD.left - 6} y={y(r) + 4} textAnchor="end">
              {formatRate(r, locale)}
            </text>
          </g>
        ))}
        {first && (
          <text className="chart-axis" x={PAD.left} y={HEIGHT - 6}>
            {formatWhen(first, locale)}
          </text>
        )}
        {last && first && formatWhen(last, locale) !== formatWhen(first, locale) && (
          <text className="chart-axis" x={WIDTH - PAD.right} y={HEIGHT - 6} textAnchor="end">
            {formatWhen(last, locale)}
          </text>
        )}
        {shownSeries.map((s, i) => {
          const points = s.points.filter((p) => p.passRate !== null);
          return (
            <g key={s.key} className={`chart-line chart-line-${colourOf(s, i)}`}>
              <polyline
                fill="none"
                points={points.map((p) => `${x(p.date)},${y(p.passRate ?? 0)}`).join(' ')}
              />
              {points.map((p) => (
                <circle key={p.id} cx={x(p.date)} cy={y(p.passRate ?? 0)} r={3}>
                  <title>
                    {`${AGENT_LABELS[s.agent]} · ${s.model} · ${formatWhen(p.date, locale)}: ${formatRate(p.passRate, locale)}`}
                  </title>
                </circle>
              ))}
            </g>
          );
        })}
      </svg>
      <figcaption className="chart-legend">
        {shownSeries.map((s, i) => (
          <span key={s.key} className={`chart-key chart-line-${colourOf(s, i)}`}>
            {AGENT_LABELS[s.agent]} · {s.model}
          </span>
        ))}
        <span className="field-hint">{t('triggers.chartHint')}</span>
      </figcaption>
    </figure>
  );
}
