/**
 * An iteration's benchmark: pass rate, time and tokens with the skill and without it (or the
 * skill now and the saved version it was compared with), each as mean ± stddev, and the difference as benchmark.json writes it; what the numbers do not say
 * (flags), runs left without a grade, the run's notes (the direct mode's limits) and its cost.
 */
import { comparisonOf, flagMessage, PAIRS, sidesOf } from '../../../../shared/evals/benchmark';
import { evalMessage } from '../../../../shared/evals/messages';
import { useMessageText, useT, type MessageKey } from '../../i18n/i18n';
import { useUi } from '../../state/ui-store';
import { formatCost } from '../../ui/number-format';
import { formatMeasure, SIDE, verdictOf, type Measure } from './eval-format';
import type { EvalRun, Iteration } from './eval-store';

const MEASURES: { key: Measure; label: MessageKey }[] = [
  { key: 'pass_rate', label: 'evalView.passRate' },
  { key: 'time_seconds', label: 'evalView.time' },
  { key: 'tokens', label: 'evalView.tokens' },
];

const VERDICT = {
  skill: {
    better: 'evalView.verdictBetter',
    same: 'evalView.verdictSame',
    worse: 'evalView.verdictWorse',
  },
  version: {
    better: 'evalView.verdictNewBetter',
    same: 'evalView.verdictSame',
    worse: 'evalView.verdictNewWorse',
  },
} as const;

/** The benchmark of `shown`; `run` is the run that wrote it, when this page ran it. */
export function BenchmarkSummary({ shown, run }: { shown: Iteration; run: EvalRun | undefined }) {
  const t = useT();
  const say = useMessageText();
  const locale = useUi((s) => s.locale);
  const summary = shown.benchmark?.run_summary;
  const comparison = summary ? comparisonOf(summary) : 'skill';
  const [primary, baseline] = PAIRS[comparison];
  const sides = summary && sidesOf(summary);
  const stat = (m: Measure, side: 0 | 1) => {
    const s = sides?.[side][m];
    return s
      ? t('evalView.meanSd', {
          mean: formatMeasure(m, s.mean, locale),
          sd: formatMeasure(m, s.stddev, locale),
        })
      : '–';
  };
  return (
    <div data-testid="evals-benchmark">
      {run?.stopped?.kind === 'cancelled' && (
        <p className="banner banner-warning">{t('evalView.stoppedCancelled')}</p>
      )}
      {run?.stopped?.kind === 'failed' && (
        <p className="banner banner-warning">
          {t('evalView.stoppedFailed', { reason: say(run.stopped.text) })}
        </p>
      )}
      {summary && (
        <>
          <p className="evals-verdict">
            <strong>{t(VERDICT[comparison][verdictOf(summary)])}</strong>
          </p>
          <table className="evals-table">
            <thead>
              <tr>
                <th scope="col">{t('evalView.measure')}</th>
                <th scope="col">{t(SIDE[primary])}</th>
                <th scope="col">{t(SIDE[baseline])}</th>
                <th scope="col">{t('evalView.delta')}</th>
              </tr>
            </thead>
            <tbody>
              {MEASURES.map((m) => (
                <tr key={m.key}>
                  <th scope="row">{t(m.label)}</th>
                  <td>{stat(m.key, 0)}</td>
                  <td>{stat(m.key, 1)}</td>
                  <td>{summary.delta[m.key]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {run?.cost !== undefined && (
        <p className="field-hint">{t('evalView.spent', { cost: formatCost(run.cost, locale) })}</p>
      )}
      {run && run.notes.length > 0 && (
        <ul className="evals-notes">
          {run.notes.map((n) => (
            <li key={JSON.stringify(n)}>{say(n)}</li>
          ))}
        </ul>
      )}
      {shown.flags.length > 0 && (
        <>
          <h3>{t('evalView.flags')}</h3>
          <ul>
            {shown.flags.map((f) => (
              <li key={JSON.stringify(f)}>{say(flagMessage(f))}</li>
            ))}
          </ul>
        </>
      )}
      {run && run.failures.length > 0 && (
        <>
          <h3>{t('evalView.failures')}</h3>
          <ul>
            {run.failures.map((f) => (
              <li key={`${f.eval_id}:${f.configuration}:${f.run_number}`}>
                {say(
                  evalMessage('evals.run.failed', {
                    run: f.run_number,
                    id: f.eval_id,
                    configuration: evalMessage(`evals.configuration.${f.configuration}`),
                    problem: f.problem,
                  }),
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
