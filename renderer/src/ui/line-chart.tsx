/**
 * Rates (0 to 1) as lines in one SVG, hand-drawn: a few polylines do not need a charting
 * library. Points sit at evenly spaced places along the bottom (runs, iterations); the views
 * that use it say the same numbers in words beside it.
 */
import { useUi } from '../state/ui-store';
import { formatRate } from './number-format';

const WIDTH = 560;
const HEIGHT = 180;
const PAD = { left: 40, right: 12, top: 10, bottom: 22 };
/** How many lines the chart tells apart by colour. */
export const CHART_LINES = 6;

/** A point: its place along the bottom (0-based), its rate, and what its tooltip says. */
export interface ChartPoint {
  key: string;
  at: number;
  rate: number;
  title: string;
}

/** A line: its colour (0 to CHART_LINES - 1) and its name in the legend. */
export interface ChartSeries {
  key: string;
  label: string;
  colour: number;
  points: ChartPoint[];
}

/** Props of the chart. */
export interface LineChartProps {
  /** The chart's accessible name. */
  label: string;
  /** How many places along the bottom. */
  places: number;
  /** The words under the first and the last place. */
  firstLabel?: string;
  lastLabel?: string;
  series: ChartSeries[];
  hint?: string;
}

/** The chart. */
export function LineChart({ label, places, firstLabel, lastLabel, series, hint }: LineChartProps) {
  const locale = useUi((s) => s.locale);
  const x = (at: number) =>
    PAD.left +
    (places < 2
      ? (WIDTH - PAD.left - PAD.right) / 2
      : (at * (WIDTH - PAD.left - PAD.right)) / (places - 1));
  const y = (rate: number) => PAD.top + (1 - rate) * (HEIGHT - PAD.top - PAD.bottom);
  const shown = series.slice(0, CHART_LINES);
  return (
    <figure className="line-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
        {[0, 0.5, 1].map((r) => (
          <g key={r}>
            <line className="chart-grid" x1={PAD.left} x2={WIDTH - PAD.right} y1={y(r)} y2={y(r)} />
            <text className="chart-axis" x={PAD.left - 6} y={y(r) + 4} textAnchor="end">
              {formatRate(r, locale)}
            </text>
          </g>
        ))}
        {firstLabel !== undefined && (
          <text className="chart-axis" x={PAD.left} y={HEIGHT - 6}>
            {firstLabel}
          </text>
        )}
        {lastLabel !== undefined && lastLabel !== firstLabel && (
          <text className="chart-axis" x={WIDTH - PAD.right} y={HEIGHT - 6} textAnchor="end">
            {lastLabel}
          </text>
        )}
        {shown.map((s) => (
          <g key={s.key} className={`chart-line chart-line-${s.colour % CHART_LINES}`}>
            <polyline
              fill="none"
              points={s.points.map((p) => `${x(p.at)},${y(p.rate)}`).join(' ')}
            />
            {s.points.map((p) => (
              <circle key={p.key} cx={x(p.at)} cy={y(p.rate)} r={3}>
                <title>{p.title}</title>
              </circle>
            ))}
          </g>
        ))}
      </svg>
      <figcaption className="chart-legend">
        {shown.map((s) => (
          <span key={s.key} className={`chart-key chart-line-${s.colour % CHART_LINES}`}>
            {s.label}
          </span>
        ))}
        {hint !== undefined && <span className="field-hint">{hint}</span>}
      </figcaption>
    </figure>
  );
}
