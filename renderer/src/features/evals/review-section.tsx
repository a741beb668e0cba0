/**
 * The review of an iteration: which iteration (the workspace's, skill-creator's too, each said
 * when it compared with a saved version), a chart of the pass rate of each configuration over
 * iterations, the benchmark, and per eval the two configurations' outputs side by side with graded expectations, a blind A/B pick recorded
 * in feedback.json, and the feedback recorded so far.
 */
import { useId, useState } from 'react';
import {
  comparisonOf,
  CONFIGURATIONS,
  PAIRS,
  type Comparison,
  type Configuration,
} from '../../../../shared/evals/benchmark';
import { useT } from '../../i18n/i18n';
import { useUi } from '../../state/ui-store';
import { LineChart } from '../../ui/line-chart';
import { formatRate, formatWhen } from '../../ui/number-format';
import { BenchmarkSummary } from './benchmark-section';
import { BlindPick } from './blind-pick';
import { SIDE } from './eval-format';
import { configurationsOf, IterationsTable, summaryOf } from './iterations-table';
import type { EvalRun, Iteration, Iterations } from './eval-store';
import { RunGrading, RunOutputs } from './run-output';

type Shown = Iteration & { iteration: number };
type EvalEntry = Iteration['evals'][number];

/** Props of the section. */
export interface ReviewSectionProps {
  dir: string;
  iterations: Iterations | undefined;
  shown: Shown | undefined;
  lastRun: EvalRun | undefined;
  onShow: (iteration: number) => void;
  /** Reads the shown iteration again (after a pick). */
  onRecorded: () => void;
}

/** The section. */
export function ReviewSection(props: ReviewSectionProps) {
  const { dir, iterations, shown, lastRun, onShow, onRecorded } = props;
  const t = useT();
  const locale = useUi((s) => s.locale);
  const pickId = useId();
  const list = iterations?.iterations ?? [];
  const charted = list.filter((i) => i.runSummary);
  const lines = configurationsOf(charted);
  const mixed = lines.some((c) => c === 'new_skill' || c === 'old_skill');
  return (
    <section className="task-section" aria-labelledby="evals-benchmark">
      <h2 id="evals-benchmark">{t('evalView.benchmark')}</h2>
      {list.length === 0 ? (
        <p className="field-hint">{t('evalView.noIterations')}</p>
      ) : (
        <span className="number-field">
          <label htmlFor={pickId}>{t('evalView.iteration')}</label>
          <select
            id={pickId}
            value={shown?.iteration ?? ''}
            onChange={(e) => onShow(Number(e.target.value))}
          >
            {list.map((i) => (
              <option key={i.iteration} value={i.iteration}>
                {i.timestamp
                  ? t('evalView.iterationWhen', {
                      n: i.iteration,
                      when: formatWhen(i.timestamp, locale),
                    })
                  : t('evalView.iterationLabel', { n: i.iteration })}
                {i.runSummary &&
                  comparisonOf(i.runSummary) === 'version' &&
                  ` · ${t('evalView.againstVersion')}`}
              </option>
            ))}
          </select>
        </span>
      )}
      {shown && (
        <BenchmarkSummary
          shown={shown}
          run={lastRun?.iteration === shown.iteration ? lastRun : undefined}
        />
      )}
      {charted.length > 0 && (
        <>
          <h3>{t('evalView.overIterations')}</h3>
          <LineChart
            label={t(mixed ? 'evalView.chartLabelMixed' : 'evalView.chartLabel', {
              count: charted.length,
            })}
            places={charted.length}
            firstLabel={t('evalView.iterationLabel', { n: charted[0]?.iteration ?? 0 })}
            lastLabel={t('evalView.iterationLabel', {
              n: charted[charted.length - 1]?.iteration ?? 0,
            })}
            hint={t('evalView.chartHint')}
            series={lines.map((c) => ({
              key: c,
              label: t(SIDE[c]),
              colour: CONFIGURATIONS.indexOf(c),
              // An iteration that did not run this configuration has no point on its line.
              points: charted.flatMap((i, at) => {
                const rate = summaryOf(i, c)?.pass_rate.mean;
                if (rate === undefined) return [];
                return {
                  key: String(i.iteration),
                  at,
                  rate,
                  title: t('evalView.chartPoint', {
                    configuration: t(SIDE[c]),
                    n: i.iteration,
                    rate: formatRate(rate, locale),
                  }),
                };
              }),
            }))}
          />
          <IterationsTable rows={charted} />
        </>
      )}
      {shown && shown.evals.length > 0 && (
        <>
          <h2 id="evals-review">{t('evalView.review')}</h2>
          {shown.evals.map((entry) => (
            <EvalReview
              key={entry.folder}
              dir={dir}
              shown={shown}
              entry={entry}
              onRecorded={onRecorded}
            />
          ))}
        </>
      )}
    </section>
  );
}

const runsOf = (entry: EvalEntry, c: Configuration) =>
  entry.configurations.find((x) => x.name === c)?.runs ?? [];

// The pair an iteration compared: its benchmark's, else the folders it has.
function comparisonIn(shown: Shown, entry: EvalEntry): Comparison {
  if (shown.benchmark) return comparisonOf(shown.benchmark.run_summary);
  const version = entry.configurations.some(
    (c) => c.name === 'new_skill' || c.name === 'old_skill',
  );
  return version ? 'version' : 'skill';
}

/** One eval: its runs side by side, the blind pick and its feedback. */
function EvalReview(props: {
  dir: string;
  shown: Shown;
  entry: EvalEntry;
  onRecorded: () => void;
}) {
  const { dir, shown, entry, onRecorded } = props;
  const t = useT();
  const runId = useId();
  const numbers = [...new Set(entry.configurations.flatMap((c) => c.runs.map((r) => r.run)))].sort(
    (a, b) => a - b,
  );
  const [run, setRun] = useState(numbers[0] ?? 1);
  const pair = PAIRS[comparisonIn(shown, entry)];
  const feedback = (shown.feedback?.reviews ?? []).filter((r) =>
    r.run_id.startsWith(`eval-${entry.eval_id}-`),
  );
  return (
    <article className="eval-review" aria-labelledby={`${runId}-title`}>
      <h3 id={`${runId}-title`}>{t('evalView.reviewEval', { id: entry.eval_id })}</h3>
      {entry.prompt !== undefined && <p className="eval-prompt">{entry.prompt}</p>}
      {numbers.length > 1 && (
        <span className="number-field">
          <label htmlFor={runId}>{t('evalView.runPick')}</label>
          <select id={runId} value={run} onChange={(e) => setRun(Number(e.target.value))}>
            {numbers.map((n) => (
              <option key={n} value={n}>
                {t('evalView.runOf', { n })}
              </option>
            ))}
          </select>
        </span>
      )}
      <div className="eval-sides" data-testid="evals-side-by-side">
        {pair.map((c) => {
          const found = runsOf(entry, c).find((r) => r.run === run);
          return (
            <section key={c} className="eval-side" aria-label={t(SIDE[c])}>
              <h4>{t(SIDE[c])}</h4>
              <RunOutputs run={found} />
              <RunGrading run={found} />
            </section>
          );
        })}
      </div>
      <BlindPick
        dir={dir}
        iteration={shown.iteration}
        evalId={entry.eval_id}
        run={run}
        pair={pair}
        runs={[runsOf(entry, pair[0]), runsOf(entry, pair[1])]}
        onRecorded={onRecorded}
      />
      {feedback.length > 0 && (
        <>
          <h4>{t('evalView.feedback')}</h4>
          <ul>
            {feedback.map((r) => (
              <li key={`${r.run_id}:${r.timestamp}`}>
                {t('evalView.preferred', {
                  run: r.run_id,
                  other: r.preferred_over ?? '–',
                  note: r.feedback,
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
}
