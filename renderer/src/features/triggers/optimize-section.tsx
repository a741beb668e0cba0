/**
 * The description optimizer on the screen: the split it uses (shown), each round's candidate
 * with the model's reasoning, its train and test scores and a word diff against the current
 * description, the one chosen by test score marked; "Use this description" sets it in the
 * open SKILL.md as one ordinary edit (undo in the editor takes it back; nothing is saved).
 */
import { Fragment, useRef } from 'react';
import { AGENT_LABELS } from '../../../../shared/agent/types';
import {
  applyTextEdits,
  parseSkillFile,
  planFrontmatterEdits,
} from '../../../../shared/skill/index';
import { wordDiff } from '../../../../shared/triggers/word-diff';
import { useMessageText, useT } from '../../i18n/i18n';
import { useEditor } from '../../state/editor-store';
import { useUi } from '../../state/ui-store';
import { toast } from '../../ui/toasts';
import { ErrorNote } from '../../ui/use-action';
import {
  optimizeDescription,
  useTriggerJobs,
  type Optimized,
  type TaskState,
} from './trigger-jobs';
import { formatRate } from '../../ui/number-format';
import { useKeepFocus } from '../../ui/keep-focus';
import { NumberField } from '../../ui/number-field';
import { TaskProgress } from '../../ui/task-progress';
import { runSetupOf, useTriggerSetup } from './trigger-setup';

type Candidate = Optimized['candidates'][number];
type Score = NonNullable<Candidate['test']>;

/** The optimize section. */
export function OptimizeSection({
  dir,
  task: job,
  ready,
  beforeRun,
  busy,
}: {
  dir: string;
  task: TaskState;
  /** A model is chosen and there are queries. */
  ready: boolean;
  /** Saves unsaved queries; false when that failed (nothing runs then). */
  beforeRun: () => Promise<boolean>;
  /** Another long task (a run) holds the setup. */
  busy: boolean;
}) {
  const startRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const t = useT();
  useKeepFocus(job.running, startRef, cancelRef);
  const setup = useTriggerSetup();
  const result = useTriggerJobs((s) => s.optimized[dir]);
  const progress = job.progress;

  const optimize = async () => {
    if (!(await beforeRun())) return;
    await optimizeDescription({ ...runSetupOf(dir, setup), rounds: setup.rounds });
  };

  return (
    <section className="task-section" aria-labelledby="triggers-optimize">
      <h2 id="triggers-optimize">{t('triggers.optimize')}</h2>
      <p className="field-hint">{t('triggers.optimizeHint')}</p>
      <div className="task-setup">
        <NumberField
          label={t('triggers.rounds')}
          value={setup.rounds}
          min={1}
          max={10}
          integer
          disabled={job.running}
          onCommit={(rounds) => setup.change({ rounds })}
        />
        <button
          ref={startRef}
          type="button"
          className="primary"
          disabled={!ready || job.running || busy}
          onClick={() => void optimize()}
        >
          {t('triggers.optimizeStart')}
        </button>
        {job.running && (
          <button ref={cancelRef} type="button" onClick={job.stop}>
            {t('triggers.cancel')}
          </button>
        )}
      </div>
      <TaskProgress task={job}>
        {progress?.round
          ? t(progress.round.phase === 'improve' ? 'triggers.roundImprove' : 'triggers.roundRun', {
              round: progress.round.n,
              rounds: progress.round.of,
              done: progress.done,
              total: progress.total,
            })
          : t('triggers.starting')}
      </TaskProgress>
      <ErrorNote message={job.error} />
      {result && <OptimizeResult dir={dir} result={result} />}
    </section>
  );
}

function OptimizeResult({ dir, result }: { dir: string; result: Optimized }) {
  const t = useT();
  const say = useMessageText();
  const ended =
    result.exitReason === 'cancelled'
      ? t('triggers.endCancelled')
      : result.exitReason === 'failed'
        ? t('triggers.endFailed', { reason: result.failure ? say(result.failure) : '' })
        : result.exitReason === 'all-train-passed'
          ? t('triggers.endAllPassed')
          : t('triggers.endRounds');
  return (
    <div className="triggers-optimized" data-testid="trigger-optimized">
      <p className={result.exitReason === 'failed' ? 'banner banner-warning' : 'muted'}>{ended}</p>
      <details>
        <summary>
          {t('triggers.split', {
            train: result.split.train.length,
            test: result.split.test.length,
          })}
        </summary>
        <div className="triggers-columns">
          {(['train', 'test'] as const).map((side) => (
            <div key={side}>
              <h4>{side === 'train' ? t('triggers.train') : t('triggers.test')}</h4>
              <ul>
                {result.split[side].map((q) => (
                  <li key={`${String(q.should_trigger)}:${q.query}`}>
                    {q.should_trigger ? '✓' : '✗'} {q.query}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p className="field-hint">
          {t('triggers.targets', { agents: result.targets.map((a) => AGENT_LABELS[a]).join(', ') })}
        </p>
      </details>
      <ol className="triggers-candidates">
        {result.candidates.map((c, i) => (
          <CandidateItem
            key={`${c.round}:${c.attempt}`}
            dir={dir}
            candidate={c}
            original={result.original}
            chosen={result.chosen === i}
          />
        ))}
      </ol>
    </div>
  );
}

function CandidateItem({
  dir,
  candidate: c,
  original,
  chosen,
}: {
  dir: string;
  candidate: Candidate;
  original: string;
  chosen: boolean;
}) {
  const t = useT();
  const say = useMessageText();
  const locale = useUi((s) => s.locale);
  const score = (s: Score | undefined) =>
    s === undefined || s.summary.unanswered === s.summary.total
      ? '–'
      : t('triggers.scoreOf', {
          passed: s.summary.passed,
          total: s.summary.total,
          f1: formatRate(s.metrics.f1, locale),
        });
  const usable = c.ran && !c.problems.some((p) => p.blocking) && c.round > 0;
  const use = () => {
    const editor = useEditor.getState();
    const path = editor.details[dir]?.skillMd?.path;
    const doc = path === undefined ? undefined : editor.docs[path];
    if (!path || !doc) {
      toast(t('triggers.noSkillMd'), 'error');
      return;
    }
    const plan = planFrontmatterEdits(parseSkillFile(doc.text), [
      { path: ['description'], value: c.description },
    ]);
    if (!plan.ok) {
      toast(plan.reason, 'error');
      return;
    }
    editor.edit(path, applyTextEdits(doc.text, plan.edits), 'optimizer');
    toast(t('triggers.applied'));
  };
  return (
    <li className={chosen ? 'triggers-candidate chosen' : 'triggers-candidate'}>
      <h4>
        {c.round === 0 ? t('triggers.current') : t('triggers.round', { round: c.round })}
        {chosen && <span className="badge badge-should"> {t('triggers.chosen')}</span>}
        {c.partial && <span className="muted"> {t('triggers.partial')}</span>}
      </h4>
      <p className="triggers-diff">
        {c.round === 0
          ? c.description
          : wordDiff(original, c.description).map((part, i) => (
              <Fragment key={i}>
                {i > 0 && !part.joined && ' '}
                {part.kind === 'same' ? (
                  part.text
                ) : part.kind === 'added' ? (
                  <ins>{part.text}</ins>
                ) : (
                  <del>{part.text}</del>
                )}
              </Fragment>
            ))}
      </p>
      <p>
        {t('triggers.trainScore')}: {score(c.train)} · <strong>{t('triggers.testScore')}</strong>:{' '}
        {score(c.test)}
      </p>
      {c.reasoning !== '' && (
        <details>
          <summary>{t('triggers.reasoning')}</summary>
          <p className="triggers-reasoning">{c.reasoning}</p>
        </details>
      )}
      {c.problems.length > 0 && (
        <ul className="field-findings">
          {c.problems.map((p) => (
            <li
              key={JSON.stringify(p.message)}
              className={p.blocking ? 'finding finding-error' : 'finding finding-warning'}
            >
              {say(p.message)}
            </li>
          ))}
        </ul>
      )}
      {usable && (
        <button type="button" className={chosen ? 'primary' : undefined} onClick={use}>
          {t('triggers.use')}
        </button>
      )}
    </li>
  );
}
