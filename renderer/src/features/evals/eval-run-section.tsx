/**
 * Setting up and running the evals: who does the tasks (the model directly, or an installed
 * agent's CLI in real agent mode), the agent whose delivery of the skill the model gets, the
 * model and the grader, runs each and calls at a time, and what the skill is compared with (no
 * skill, or a saved version from its history, listed as the History panel lists them); what
 * the run will ask (evals × 2 × runs) and its estimate, kept live beside Run as the trigger
 * tests keep theirs (use-live-estimate.ts), the direct mode's limits; during the run what is
 * done, failed and left, the cost so far and Cancel (the runs that finished are kept).
 */
import { useEffect, useId, useRef } from 'react';
import { TRIGGER_AGENTS } from '../../../../shared/agent/skill-tools';
import { AGENT_LABELS } from '../../../../shared/agent/types';
import type { CallInput, CallOutput } from '../../../../shared/ipc/contract';
import type { ConnectionView } from '../../../../shared/ipc/model-calls';
import { useT } from '../../i18n/i18n';
import { studio } from '../../state/studio';
import { useUi } from '../../state/ui-store';
import { useLiveEstimate } from '../../ui/use-live-estimate';
import { kindText, summaryText, whenText } from '../history/history-words';
import { useHistory } from '../history/use-history';
import { EstimateLine } from './estimate-dialog';
import { ErrorNote } from '../../ui/use-action';
import { useKeepFocus } from '../../ui/keep-focus';
import { NumberField } from '../../ui/number-field';
import { formatCost } from '../../ui/number-format';
import { TaskProgress, type TaskState } from '../../ui/task-progress';
import { useEvalSetup } from './eval-setup';

/** An agent CLI the service found on its PATH (real agent mode). */
export type AgentCli = CallOutput<'findAgentClis'>['agents'][number];

/** Props of the run section. */
export interface EvalRunSectionProps {
  dir: string;
  /** The run as the estimate and the run are asked it (undefined: no model chosen yet). */
  asked: CallInput<'estimateEvals'> | undefined;
  /** Changes whenever the evals on disk may have (to estimate again). */
  evalsVersion: string;
  /** The saved version compared with ('' : without the skill). */
  against: string;
  onAgainst: (version: string) => void;
  connections: ConnectionView[] | undefined;
  /** The agents whose CLI can do the tasks; undefined until known. */
  clis: AgentCli[] | undefined;
  /** How many evals the list holds. */
  evalCount: number;
  unsaved: boolean;
  task: TaskState;
  onRun: () => void;
  onConnect: () => void;
}

const labelOf = (c: ConnectionView) => (c.label === c.model ? c.label : `${c.label} (${c.model})`);

/** The run section. */
export function EvalRunSection(props: EvalRunSectionProps) {
  const { dir, asked, evalsVersion, against, onAgainst } = props;
  const { connections, clis, evalCount, unsaved, task, onRun, onConnect } = props;
  const t = useT();
  const locale = useUi((s) => s.locale);
  const setup = useEvalSetup();
  const startRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  useKeepFocus(task.running, startRef, cancelRef);
  const ids = { agent: useId(), model: useId(), grader: useId(), mode: useId(), versus: useId() };
  const history = useHistory(dir, undefined);
  const listed = history.state === 'ok' ? history.list.versions : undefined;
  const versions = listed ?? [];
  const { estimate, problem } = useLiveEstimate(
    asked && evalCount > 0 ? JSON.stringify([asked, evalsVersion]) : undefined,
    () => studio().estimateEvals(asked as CallInput<'estimateEvals'>),
  );
  // A version gone from the history (pruned) is no longer the choice.
  useEffect(() => {
    if (against !== '' && listed && !listed.some((v) => v.id === against)) onAgainst('');
  }, [against, listed, onAgainst]);
  const connection = connections?.find((c) => c.id === setup.connection);

  // The first connection is the choice until the user makes one; a removed one is forgotten.
  const { connection: chosen, grader, change } = setup;
  useEffect(() => {
    if (!connections) return;
    if (!connections.some((c) => c.id === chosen)) {
      const first = connections[0]?.id ?? '';
      if (first !== chosen) change({ connection: first });
    }
    if (grader !== '' && !connections.some((c) => c.id === grader)) change({ grader: '' });
  }, [connections, chosen, grader, change]);
  // Real agent mode needs the agent's CLI: gone from PATH, the run is direct again.
  const { real, agent } = setup;
  const cli = real ? clis?.find((c) => c.agent === agent) : undefined;
  useEffect(() => {
    if (real && clis && !clis.some((c) => c.agent === agent)) change({ real: false });
  }, [real, agent, clis, change]);

  const progress = task.progress;
  const locked = task.running;
  const now = Date.now();
  return (
    <section className="task-section" aria-labelledby="evals-run">
      <h2 id="evals-run">{t('evalView.run')}</h2>
      {connections && connections.length === 0 ? (
        <p className="banner banner-info">
          {t('evalView.noModel')}{' '}
          <button type="button" onClick={onConnect}>
            {t('evalView.connect')}
          </button>
        </p>
      ) : null}
      <div className="task-setup">
        <span className="number-field">
          <label htmlFor={ids.mode}>{t('evalView.mode')}</label>
          <select
            id={ids.mode}
            value={real ? agent : ''}
            disabled={locked}
            onChange={(e) => {
              const picked = clis?.find((c) => c.agent === e.target.value);
              change(picked ? { real: true, agent: picked.agent } : { real: false });
            }}
          >
            <option value="">{t('evalView.modeDirect')}</option>
            {clis?.map((c) => (
              <option key={c.agent} value={c.agent}>
                {t('evalView.modeAgent', { agent: AGENT_LABELS[c.agent], path: c.path })}
              </option>
            ))}
          </select>
        </span>
        <span className="number-field">
          <label htmlFor={ids.agent}>{t('evalView.agent')}</label>
          <select
            id={ids.agent}
            value={setup.agent}
            disabled={locked || real}
            onChange={(e) => change({ agent: e.target.value as (typeof TRIGGER_AGENTS)[number] })}
          >
            {TRIGGER_AGENTS.map((a) => (
              <option key={a} value={a}>
                {AGENT_LABELS[a]}
              </option>
            ))}
          </select>
        </span>
        {connections && connections.length > 0 && (
          <>
            <span className="number-field">
              <label htmlFor={ids.model}>{t('evalView.model')}</label>
              <select
                id={ids.model}
                value={setup.connection}
                disabled={locked}
                onChange={(e) => change({ connection: e.target.value })}
              >
                {connections.map((c) => (
                  <option key={c.id} value={c.id}>
                    {labelOf(c)}
                  </option>
                ))}
              </select>
            </span>
            <span className="number-field">
              <label htmlFor={ids.grader}>{t('evalView.grader')}</label>
              <select
                id={ids.grader}
                value={setup.grader}
                disabled={locked}
                onChange={(e) => change({ grader: e.target.value })}
              >
                <option value="">{t('evalView.graderSame')}</option>
                {connections.map((c) => (
                  <option key={c.id} value={c.id}>
                    {labelOf(c)}
                  </option>
                ))}
              </select>
              <button type="button" onClick={onConnect}>
                {t('evalView.models')}
              </button>
            </span>
          </>
        )}
        <span className="number-field">
          <label htmlFor={ids.versus}>{t('evalView.compareWith')}</label>
          <select
            id={ids.versus}
            value={against}
            disabled={locked}
            onChange={(e) => onAgainst(e.target.value)}
          >
            <option value="">{t('evalView.compareWithout')}</option>
            <optgroup label={t('evalView.savedVersions')}>
              {versions.length === 0 && (
                <option value="-" disabled>
                  {t('evalView.noVersions')}
                </option>
              )}
              {versions.map((v) => (
                <option key={v.id} value={v.id}>
                  {t('evalView.savedVersion', {
                    version: `${v.name ?? kindText(v.kind, t)}, ${whenText(v.at, now, locale)}`,
                    changes: summaryText(v.changes, t),
                  })}
                </option>
              ))}
            </optgroup>
          </select>
        </span>
        <NumberField
          label={t('evalView.runs')}
          value={setup.runs}
          min={1}
          max={20}
          integer
          disabled={locked}
          onCommit={(runs) => change({ runs })}
        />
        <NumberField
          label={t('evalView.concurrency')}
          value={setup.concurrency}
          min={1}
          max={16}
          integer
          disabled={locked}
          onCommit={(concurrency) => change({ concurrency })}
        />
      </div>
      {cli ? (
        <p className="banner banner-info" data-testid="evals-real">
          {t('evalView.realAgent', { agent: AGENT_LABELS[cli.agent] })}
        </p>
      ) : (
        <p className="banner banner-info" data-testid="evals-direct">
          {t('evalView.direct')}
        </p>
      )}
      {evalCount > 0 && (
        <p className="field-hint" data-testid="evals-plan">
          {t(against === '' ? 'evalView.plan' : 'evalView.planVersion', {
            evals: evalCount,
            runs: setup.runs,
            answers: evalCount * 2 * setup.runs,
          })}
        </p>
      )}
      <ErrorNote message={task.error ?? problem} />
      <div className="task-actions">
        <button
          ref={startRef}
          type="button"
          className="primary"
          disabled={!connection || task.running || evalCount === 0}
          onClick={onRun}
        >
          {unsaved ? t('evalView.saveAndRun') : t('evalView.start')}
        </button>
        {task.running && (
          <button ref={cancelRef} type="button" onClick={task.stop}>
            {t('evalView.cancel')}
          </button>
        )}
        {estimate && evalCount > 0 && <EstimateLine estimate={estimate} />}
      </div>
      <TaskProgress task={task}>
        {progress &&
          t('evalView.progress', {
            done: progress.done,
            failed: progress.failed ?? 0,
            left: progress.total - progress.done,
          })}
        {progress && ' · '}
        {progress &&
          (progress.cost === undefined
            ? t('evalView.costUnknown')
            : t('evalView.costSoFar', { cost: formatCost(progress.cost, locale) }))}
      </TaskProgress>
    </section>
  );
}
