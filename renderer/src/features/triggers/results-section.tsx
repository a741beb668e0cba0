/**
 * What the kept runs say: one run at a time (the newest unless the user picks another) with
 * its scores and each query's trigger rate, pass or fail and the skills that took it, against
 * the run before with the same agent and model; the newest run of each agent and model side
 * by side; and every setup's pass rate over time as a chart.
 */
import { useId } from 'react';
import { AGENT_LABELS } from '../../../../shared/agent/types';
import type { Message } from '../../../../shared/i18n/message';
import {
  historySeries,
  latestPerSetup,
  noneAnswered,
  previousRun,
} from '../../../../shared/triggers/history';
import { compareRuns, type TriggerRunRecord } from '../../../../shared/triggers/record';
import { useMessageText, useT } from '../../i18n/i18n';
import { useUi } from '../../state/ui-store';
import { HistoryChart } from './history-chart';
import { formatRate, formatWhen } from '../../ui/number-format';

/** The results section. */
export function ResultsSection({
  runs,
  shown,
  onShow,
}: {
  /** Newest first. */
  runs: TriggerRunRecord[];
  /** The run shown (its id); the newest when absent. */
  shown: string | undefined;
  onShow: (id: string) => void;
}) {
  const t = useT();
  const locale = useUi((s) => s.locale);
  const pick = useId();
  const run = runs.find((r) => r.id === shown) ?? runs[0];
  if (!run)
    return (
      <section className="task-section" aria-labelledby="triggers-results">
        <h2 id="triggers-results">{t('triggers.results')}</h2>
        <p className="muted">{t('triggers.noRuns')}</p>
      </section>
    );
  const label = (r: TriggerRunRecord) =>
    t('triggers.runLabel', {
      when: formatWhen(r.date, locale),
      agent: AGENT_LABELS[r.agent],
      model: r.model.label,
      passed: r.summary.passed,
      total: r.summary.total,
    });
  const setups = latestPerSetup(runs);
  return (
    <section className="task-section" aria-labelledby="triggers-results">
      <h2 id="triggers-results">{t('triggers.results')}</h2>
      <div className="task-setup">
        <label htmlFor={pick}>{t('triggers.shownRun')}</label>
        <select id={pick} value={run.id} onChange={(e) => onShow(e.target.value)}>
          {runs.map((r) => (
            <option key={r.id} value={r.id}>
              {label(r)}
            </option>
          ))}
        </select>
      </div>
      <RunResult run={run} before={previousRun(runs, run)} />
      {runs.length > 1 && (
        <>
          <h3>{t('triggers.overTime')}</h3>
          <HistoryChart series={historySeries(runs)} />
        </>
      )}
      {setups.length > 1 && (
        <>
          <h3>{t('triggers.sideBySide')}</h3>
          <table className="triggers-table" data-testid="trigger-setups">
            <thead>
              <tr>
                <th scope="col">{t('triggers.agent')}</th>
                <th scope="col">{t('triggers.model')}</th>
                <th scope="col">{t('triggers.when')}</th>
                <th scope="col">{t('triggers.passedCol')}</th>
                <th scope="col">{t('triggers.precision')}</th>
                <th scope="col">{t('triggers.recall')}</th>
                <th scope="col">F1</th>
              </tr>
            </thead>
            <tbody>
              {setups.map((r) => (
                <tr key={r.id}>
                  <th scope="row">{AGENT_LABELS[r.agent]}</th>
                  <td>{r.model.label}</td>
                  <td>{formatWhen(r.date, locale)}</td>
                  <td>
                    {r.summary.passed} / {r.summary.total}
                  </td>
                  <td>{formatRate(r.metrics.precision, locale)}</td>
                  <td>{formatRate(r.metrics.recall, locale)}</td>
                  <td>{formatRate(r.metrics.f1, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

function RunResult({ run, before }: { run: TriggerRunRecord; before?: TriggerRunRecord }) {
  const t = useT();
  const say = useMessageText();
  const locale = useUi((s) => s.locale);
  const changes = before ? compareRuns(before, run) : [];
  const better = changes.filter((c) => c.change === 'better').length;
  const worse = changes.filter((c) => c.change === 'worse').length;
  const { summary, metrics } = run;
  // A failure every query met (the provider refused them all) is said once, above the table.
  const shared = sharedFailure(run);
  return (
    <div className="triggers-result" data-testid="trigger-result">
      {noneAnswered(run) && !run.stopped && (
        <p className="banner banner-warning" role="alert">
          {t('triggers.noneAnswered', { reason: shared ? say(shared) : '' })}
        </p>
      )}
      {run.stopped && (
        <p className="banner banner-warning" role="alert">
          {run.stopped.kind === 'cancelled'
            ? t('triggers.stoppedCancelled')
            : t('triggers.stoppedFailed', { reason: say(run.stopped.text) })}
        </p>
      )}
      {run.notListed && (
        <p className="banner banner-warning">
          {t('triggers.notListed', { agent: AGENT_LABELS[run.agent] })}
        </p>
      )}
      <dl className="triggers-scores">
        <div>
          <dt>{t('triggers.passedCol')}</dt>
          <dd>
            {t('triggers.passedOf', { passed: summary.passed, total: summary.total })}
            {summary.unanswered > 0 && (
              <span className="muted">
                {' '}
                {t('triggers.unanswered', { count: summary.unanswered })}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('triggers.precision')}</dt>
          <dd>{formatRate(metrics.precision, locale)}</dd>
        </div>
        <div>
          <dt>{t('triggers.recall')}</dt>
          <dd>{formatRate(metrics.recall, locale)}</dd>
        </div>
        <div>
          <dt>F1</dt>
          <dd>{formatRate(metrics.f1, locale)}</dd>
        </div>
      </dl>
      <p className="field-hint">
        {before
          ? t('triggers.compared', {
              when: formatWhen(before.date, locale),
              better,
              worse,
            })
          : t('triggers.firstRun')}
      </p>
      <table className="triggers-table" data-testid="trigger-queries-result">
        <thead>
          <tr>
            <th scope="col">{t('triggers.queryCol')}</th>
            <th scope="col">{t('triggers.expected')}</th>
            <th scope="col">{t('triggers.rate')}</th>
            <th scope="col">{t('triggers.verdict')}</th>
            <th scope="col">{t('triggers.takenBy')}</th>
            {before && <th scope="col">{t('triggers.change')}</th>}
          </tr>
        </thead>
        <tbody>
          {run.results.map((r, i) => {
            const change = changes[i]?.change;
            return (
              <tr key={`${String(r.should_trigger)}:${r.query}`}>
                <th scope="row" className="triggers-query">
                  {r.query}
                </th>
                <td>{r.should_trigger ? t('triggers.badgeShould') : t('triggers.badgeNot')}</td>
                <td>
                  {r.trigger_rate === null
                    ? '–'
                    : t('triggers.rateOf', { triggers: r.triggers, runs: r.runs })}
                  {r.errors > 0 && (
                    <span className="muted"> {t('triggers.errors', { count: r.errors })}</span>
                  )}
                </td>
                <td>
                  {r.pass === null ? (
                    <span className="muted">{t('triggers.noAnswer')}</span>
                  ) : r.pass ? (
                    <span className="verdict verdict-pass">{t('triggers.pass')}</span>
                  ) : (
                    <span className="verdict verdict-fail">{t('triggers.fail')}</span>
                  )}
                  {(shared ? [] : r.failures).map((f) => (
                    <p key={JSON.stringify(f)} className="field-hint">
                      {say(f)}
                    </p>
                  ))}
                </td>
                <td>
                  {r.takenBy
                    .map((x) =>
                      x.known
                        ? t('triggers.takenTimes', { skill: x.skill, count: x.count })
                        : t('triggers.takenUnknown', { skill: x.skill, count: x.count }),
                    )
                    .join(', ')}
                </td>
                {before && (
                  <td>
                    {change === 'better'
                      ? t('triggers.better')
                      : change === 'worse'
                        ? t('triggers.worse')
                        : change === 'new'
                          ? t('triggers.new')
                          : change === 'unanswered'
                            ? t('triggers.noAnswer')
                            : ''}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="field-hint">
        {t('triggers.recordOf', {
          runs: run.runsPerQuery,
          threshold: formatRate(run.threshold, locale),
          hash: run.skill.contentHash.slice(0, 12),
        })}
      </p>
    </div>
  );
}

/** The one failure every query of the run met, if they all met the same one alone. */
function sharedFailure(run: TriggerRunRecord): Message | undefined {
  const [first, ...rest] = run.results.map((r) => JSON.stringify(r.failures));
  if (first === undefined || first === '[]' || rest.some((f) => f !== first)) return undefined;
  const failures = run.results[0]?.failures ?? [];
  return failures.length === 1 ? failures[0] : undefined;
}
