/**
 * Where will this skill be used? The dialog choosing a library's targets: one checkbox per
 * place, each with a sentence in plain words, several at once. Opened from the toolbar, the
 * editor's verdicts, and once after the first-start guide; Esc or "Not now" leaves the choice
 * as it was.
 */
import { useId, useState } from 'react';
import { TARGET_IDS } from '../../../../shared/skill/targets';
import type { ProfileId } from '../../../../shared/skill/types';
import { baseName } from '../../../../shared/studio/paths';
import { useT } from '../../i18n/i18n';
import { chooseTargets, closeTargets, useTargets } from '../../state/targets-store';
import { Dialog } from '../../ui/dialog';
import { targetName } from './verdict-words';
import './targets.css';

/** The dialog, shown while a library's targets are being chosen. */
export function TargetsDialog() {
  const root = useTargets((s) => s.choosing);
  const chosen = useTargets((s) => (root === undefined ? undefined : s.byRoot[root]));
  // Mounted afresh for each library, so the ticks start from its own choice.
  return root === undefined ? null : <TargetsForm key={root} root={root} chosen={chosen ?? []} />;
}

function TargetsForm({ root, chosen }: { root: string; chosen: readonly ProfileId[] }) {
  const t = useT();
  const [ticked, setTicked] = useState<readonly ProfileId[]>(chosen);
  const [missing, setMissing] = useState(false);
  const formId = useId();
  const errorId = useId();
  const toggle = (id: ProfileId, on: boolean) => {
    setMissing(false);
    setTicked((now) => (on ? [...now, id] : now.filter((x) => x !== id)));
  };
  const save = () => {
    if (ticked.length === 0) {
      setMissing(true);
      return;
    }
    closeTargets();
    void chooseTargets(root, ticked);
  };
  return (
    <Dialog
      title={t('targets.question')}
      open
      wide
      onClose={closeTargets}
      actions={
        <>
          <button type="button" onClick={closeTargets}>
            {t('targets.notNow')}
          </button>
          <button type="submit" form={formId} className="primary">
            {t('targets.save')}
          </button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <p>{t('targets.intro', { library: baseName(root) || root })}</p>
        <fieldset
          className="target-choices"
          aria-label={t('targets.question')}
          {...(missing && { 'aria-describedby': errorId, 'aria-invalid': true })}
        >
          {TARGET_IDS.map((id, i) => (
            <label key={id} className="target-choice">
              <input
                type="checkbox"
                checked={ticked.includes(id)}
                onChange={(e) => toggle(id, e.target.checked)}
                // The first place takes focus: the choice is what the dialog is for.
                autoFocus={i === 0}
                aria-describedby={`${formId}-${id}`}
              />
              <span className="target-choice-text">
                <span className="target-choice-name">{targetName(t, id)}</span>
                <span id={`${formId}-${id}`} className="field-hint">
                  {t(`targets.about.${id}`)}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        {missing && (
          <p id={errorId} className="form-error" role="alert">
            {t('targets.noneTicked')}
          </p>
        )}
      </form>
    </Dialog>
  );
}
