/**
 * The skill's evals: a list of cards edited in place, added and removed, saved through
 * saveEvals; a file that does not read is shown with the place and the reason instead; and
 * evals suggested by the connected model, added to the list for the user to edit; input files
 * uploaded into evals/files/ the way the Files view adds files (names checked by the service,
 * taken names asked about, progress and Stop in the file tree).
 */
import { useRef, useState } from 'react';
import { EVAL_FILES_FOLDER, type EvalsFile } from '../../../../shared/evals/evals-file';
import { useMessageText, useT } from '../../i18n/i18n';
import { errorText } from '../../i18n/service-text';
import { studio } from '../../state/studio';
import { toast } from '../../ui/toasts';
import { ErrorNote } from '../../ui/use-action';
import { useJob } from '../../ui/use-job';
import { addToSkill, chosenItems } from '../files/add-files';
import { blankEval, changeEval, withSuggestions } from './eval-edit';
import { EvalCard } from './eval-card';
import type { SkillEvals } from './eval-store';

/** Props of the section. */
export interface EvalsSectionProps {
  dir: string;
  evals: SkillEvals;
  /** The skill's input files (evals/files/...). */
  offered: readonly string[];
  /** The model connection chosen for runs, which also suggests; empty when none is. */
  connection: string;
  onChange: (file: EvalsFile) => void;
  onSave: () => void;
  onReload: () => void;
  onShowFile: () => void;
}

/** The section. */
export function EvalsSection(props: EvalsSectionProps) {
  const { dir, evals, offered, connection, onChange, onSave, onReload, onShowFile } = props;
  const t = useT();
  const say = useMessageText();
  const suggestJob = useJob();
  const [failed, setFailed] = useState<string>();
  const uploadRef = useRef<HTMLInputElement>(null);
  // A cancelled suggestion answers nothing to add: each ask takes a ticket, Cancel moves past it.
  const asked = useRef(0);
  const draft = evals.draft;
  const broken = evals.read?.read?.ok === false ? evals.read.read.error : undefined;

  // The draft when the suggestions arrive, not when they were asked for.
  const latest = useRef(draft);
  latest.current = draft;

  const suggest = async () => {
    setFailed(undefined);
    const ticket = ++asked.current;
    try {
      const { evals: suggested } = await suggestJob.run((job) =>
        studio().suggestEvals({ dir, connection, job }),
      );
      const now = latest.current;
      if (ticket !== asked.current || !now) return;
      onChange(withSuggestions(now, suggested));
      toast(t('evalView.suggested', { count: suggested.length }));
    } catch (e) {
      setFailed(errorText(e));
    }
  };

  if (broken && !evals.dirty)
    return (
      <section className="task-section" aria-labelledby="evals-list">
        <h2 id="evals-list">{t('evalView.list')}</h2>
        <div className="form-error" role="alert">
          <p>{t('evalView.broken')}</p>
          <p data-testid="evals-broken">{say(broken.message)}</p>
        </div>
        <button type="button" onClick={onShowFile}>
          {t('evalView.showFile')}
        </button>{' '}
        <button type="button" onClick={onReload}>
          {t('evalView.reload')}
        </button>
      </section>
    );

  return (
    <section className="task-section" aria-labelledby="evals-list">
      <h2 id="evals-list">{t('evalView.list')}</h2>
      <p className="field-hint">{t('evalView.listHint')}</p>
      <ErrorNote message={evals.error ?? failed} />
      {evals.conflict && (
        <p className="banner banner-warning" role="alert">
          {t('evalView.conflict')}{' '}
          <button type="button" onClick={onReload}>
            {t('evalView.reload')}
          </button>
        </p>
      )}
      {!draft ? (
        <p className="muted" aria-busy="true">
          {t('evalView.reading')}
        </p>
      ) : draft.evals.length === 0 ? (
        <p className="field-hint">{t('evalView.none')}</p>
      ) : (
        <ol className="eval-cards">
          {draft.evals.map((item) => (
            <EvalCard
              key={item.id}
              item={item}
              offered={offered}
              onChange={(next) => onChange(changeEval(draft, item.id, () => next))}
              onRemove={() =>
                onChange({ ...draft, evals: draft.evals.filter((e) => e.id !== item.id) })
              }
            />
          ))}
        </ol>
      )}
      <div className="task-actions">
        <button
          type="button"
          disabled={!draft}
          onClick={() =>
            draft && onChange({ ...draft, evals: [...draft.evals, blankEval(draft.evals)] })
          }
        >
          {t('evalView.add')}
        </button>
        <button type="button" className="primary" disabled={!evals.dirty} onClick={onSave}>
          {evals.dirty ? t('evalView.save') : t('evalView.savedState')}
        </button>
        <button
          type="button"
          disabled={connection === '' || suggestJob.running || !draft}
          title={connection === '' ? t('evalView.needModel') : undefined}
          onClick={() => void suggest()}
        >
          {t('evalView.suggest')}
        </button>
        <button type="button" onClick={() => uploadRef.current?.click()}>
          {t('evalView.upload')}
        </button>
        <input
          ref={uploadRef}
          type="file"
          multiple
          hidden
          aria-label={t('evalView.uploadInput')}
          onChange={(e) => {
            const items = chosenItems(e.currentTarget.files);
            e.currentTarget.value = '';
            void addToSkill(dir, EVAL_FILES_FOLDER, items);
          }}
        />
      </div>
      {suggestJob.running && (
        <div className="task-progress">
          <p className="muted" role="status" aria-busy="true">
            {t('evalView.suggesting')}
          </p>
          <button
            type="button"
            onClick={() => {
              asked.current++;
              suggestJob.stop();
            }}
          >
            {t('evalView.cancel')}
          </button>
        </div>
      )}
    </section>
  );
}
