/**
 * Setting up and running a trigger test: the agent whose listing the requests carry, the
 * model, runs per query, the competing skills, requests at a time and the pass threshold; the
 * estimate before (requests, tokens, cost at a price the user may correct); during the run
 * what is done, failed and left, the cost so far, and Cancel (what finished is kept).
 */
import { useEffect, useId, useRef } from 'react';
import { TRIGGER_AGENTS } from '../../../../shared/agent/skill-tools';
import { AGENT_LABELS } from '../../../../shared/agent/types';
import { priceFor } from '../../../../shared/triggers/prices';
import type { CallInput } from '../../../../shared/ipc/contract';
import type { ConnectionView } from '../../../../shared/ipc/model-calls';
import { useMessageText, useT } from '../../i18n/i18n';
import { studio } from '../../state/studio';
import { useUi } from '../../state/ui-store';
import { ErrorNote } from '../../ui/use-action';
import type { TaskState } from './trigger-jobs';
import { formatCost, formatCount } from '../../ui/number-format';
import { useKeepFocus } from '../../ui/keep-focus';
import { NumberField } from '../../ui/number-field';
import { TaskProgress } from '../../ui/task-progress';
import { useLiveEstimate } from '../../ui/use-live-estimate';
import { useTriggerSetup, type Competitors } from './trigger-setup';

/** Props of the run section. */
export interface RunSectionProps {
  dir: string;
  connections: ConnectionView[] | undefined;
  /** Changes whenever the queries on disk may have (to estimate again). */
  queriesVersion: string;
  /** The queries have unsaved changes: a run saves them first. */
  unsaved: boolean;
  /** How many requests the list holds (none: nothing to estimate or run). */
  queryCount: number;
  task: TaskState;
  /** Runs the test (saving unsaved queries first). */
  onRun: () => void;
  onConnect: () => void;
  /** Another long task (the optimizer) holds the setup. */
  busy: boolean;
}

/** The run section. */
export function RunSection(props: RunSectionProps) {
  const {
    dir,
    connections,
    queriesVersion,
    unsaved,
    queryCount,
    task: job,
    onRun,
    onConnect,
    busy,
  } = props;
  const startRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const t = useT();
  useKeepFocus(job.running, startRef, cancelRef);
  const say = useMessageText();
  const locale = useUi((s) => s.locale);
  const setup = useTriggerSetup();
  const ids = { agent: useId(), model: useId(), competitors: useId() };
  const connection = connections?.find((c) => c.id === setup.connection);
  const typed = connection ? setup.prices[connection.model] : undefined;

  // The first connection is the choice until the user makes one; a removed one is forgotten.
  const chosen = setup.connection;
  const change = setup.change;
  useEffect(() => {
    if (!connections || connections.some((c) => c.id === chosen)) return;
    const first = connections[0]?.id ?? '';
    if (first !== chosen) change({ connection: first });
  }, [connections, chosen, change]);

  const asked = connection && {
    dir,
    agent: setup.agent,
    connection: connection.id,
    runs: setup.runs,
    competitors: setup.competitors,
    ...(typed && { price: typed }),
  };
  // Asked again whenever the setup or the queries on disk change.
  const { estimate, problem } = useLiveEstimate(
    asked && queryCount > 0 ? JSON.stringify([asked, queriesVersion, queryCount]) : undefined,
    () => studio().estimateTriggerTest(asked as CallInput<'estimateTriggerTest'>),
  );

  const progress = job.progress;
  const price = estimate?.price;
  const setPrice = (side: 'inputPerMillion' | 'outputPerMillion', n: number) => {
    if (!connection) return;
    const base = typed ?? price ?? { inputPerMillion: 0, outputPerMillion: 0 };
    setup.setPrice(connection.model, {
      inputPerMillion: base.inputPerMillion,
      outputPerMillion: base.outputPerMillion,
      [side]: n,
    });
  };
  const locked = job.running || busy;

  return (
    <section className="task-section" aria-labelledby="triggers-run">
      <h2 id="triggers-run">{t('triggers.run')}</h2>
      {connections && connections.length === 0 ? (
        <p className="banner banner-info">
          {t('triggers.noModel')}{' '}
          <button type="button" onClick={onConnect}>
            {t('triggers.connect')}
          </button>
        </p>
      ) : null}
      <div className="task-setup">
        <span className="number-field">
          <label htmlFor={ids.agent}>{t('triggers.agent')}</label>
          <select
            id={ids.agent}
            value={setup.agent}
            disabled={locked}
            onChange={(e) =>
              setup.change({ agent: e.target.value as (typeof TRIGGER_AGENTS)[number] })
            }
          >
            {TRIGGER_AGENTS.map((a) => (
              <option key={a} value={a}>
                {AGENT_LABELS[a]}
              </option>
            ))}
          </select>
        </span>
        {connections && connections.length > 0 && (
          <span className="number-field">
            <label htmlFor={ids.model}>{t('triggers.model')}</label>
            <select
              id={ids.model}
              value={setup.connection}
              disabled={locked}
              onChange={(e) => setup.change({ connection: e.target.value })}
            >
              {connections.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.label === c.model ? c.label : `${c.label} (${c.model})`}
                </option>
              ))}
            </select>
            <button type="button" onClick={onConnect}>
              {t('triggers.models')}
            </button>
          </span>
        )}
        <NumberField
          label={t('triggers.runs')}
          value={setup.runs}
          min={1}
          max={20}
          integer
          disabled={locked}
          onCommit={(runs) => setup.change({ runs })}
        />
        <span className="number-field">
          <label htmlFor={ids.competitors}>{t('triggers.competitors')}</label>
          <select
            id={ids.competitors}
            value={setup.competitors}
            disabled={locked}
            onChange={(e) => setup.change({ competitors: e.target.value as Competitors })}
          >
            <option value="library">{t('triggers.competitorsLibrary')}</option>
            <option value="all-libraries">{t('triggers.competitorsAll')}</option>
            <option value="installed">
              {t('triggers.competitorsInstalled', { agent: AGENT_LABELS[setup.agent] })}
            </option>
          </select>
        </span>
        <NumberField
          label={t('triggers.concurrency')}
          value={setup.concurrency}
          min={1}
          max={16}
          integer
          disabled={locked}
          onCommit={(concurrency) => setup.change({ concurrency })}
        />
        <NumberField
          label={t('triggers.threshold')}
          value={Math.round(setup.threshold * 100)}
          min={0}
          max={100}
          unit="%"
          disabled={locked}
          onCommit={(percent) => setup.change({ threshold: percent / 100 })}
        />
      </div>
      <ErrorNote message={problem} />
      {queryCount === 0 && <p className="field-hint">{t('triggers.noQueriesYet')}</p>}
      {estimate && (
        <div className="triggers-estimate" data-testid="trigger-estimate">
          <p>
            {t('triggers.estimate', {
              queries: estimate.queries,
              runs: setup.runs,
              requests: estimate.requests,
              input: formatCount(estimate.inputTokens, locale),
              output: formatCount(estimate.outputTokens, locale),
            })}{' '}
            <strong>
              {estimate.cost === undefined
                ? t('triggers.costUnknown')
                : t('triggers.cost', { cost: formatCost(estimate.cost, locale) })}
            </strong>
          </p>
          {connection && (
            <fieldset className="triggers-price">
              <legend>{t('triggers.price', { model: connection.model })}</legend>
              <NumberField
                key={`in:${connection.model}`}
                label={t('triggers.priceIn')}
                value={price?.inputPerMillion}
                min={0}
                onCommit={(n) => setPrice('inputPerMillion', n)}
              />
              <NumberField
                key={`out:${connection.model}`}
                label={t('triggers.priceOut')}
                value={price?.outputPerMillion}
                min={0}
                onCommit={(n) => setPrice('outputPerMillion', n)}
              />
              <span className="field-hint">
                {typed && priceFor(connection.model) ? (
                  <>
                    {t('triggers.priceTyped')}{' '}
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => setup.setPrice(connection.model, undefined)}
                    >
                      {t('triggers.priceReset')}
                    </button>
                  </>
                ) : typed ? (
                  t('triggers.priceTyped')
                ) : price?.source ? (
                  t('triggers.priceSource', { source: price.source })
                ) : (
                  t('triggers.priceNone')
                )}
              </span>
            </fieldset>
          )}
          {estimate.notListed && (
            <p className="banner banner-warning" role="alert">
              {t('triggers.notListed', { agent: AGENT_LABELS[setup.agent] })}
            </p>
          )}
          {estimate.leftOut.length > 0 && (
            <details>
              <summary>{t('triggers.leftOut', { agent: AGENT_LABELS[setup.agent] })}</summary>
              <ul>
                {estimate.leftOut.map((m) => (
                  <li key={JSON.stringify(m)}>{say(m)}</li>
                ))}
              </ul>
            </details>
          )}
        </div>
      )}
      <div className="task-actions">
        <button
          ref={startRef}
          type="button"
          className="primary"
          disabled={
            !connection ||
            job.running ||
            busy ||
            queryCount === 0 ||
            (!unsaved && (estimate?.queries ?? 0) === 0)
          }
          onClick={onRun}
        >
          {unsaved ? t('triggers.saveAndRun') : t('triggers.start')}
        </button>
        {job.running && (
          <button ref={cancelRef} type="button" onClick={job.stop}>
            {t('triggers.cancel')}
          </button>
        )}
      </div>
      <TaskProgress task={job}>
        {progress &&
          t('triggers.progress', {
            done: progress.done,
            failed: progress.failed ?? 0,
            left: progress.total - progress.done,
          })}
        {progress && estimate?.cost !== undefined && estimate.requests > 0 && (
          <>
            {' · '}
            {t('triggers.costSoFar', {
              cost: formatCost((estimate.cost * progress.done) / estimate.requests, locale),
            })}
          </>
        )}
      </TaskProgress>
    </section>
  );
}
