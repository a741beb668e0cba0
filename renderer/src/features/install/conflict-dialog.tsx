/**
 * A folder of the skill's name is already in the agent folder and is not the studio's
 * untouched copy: what differs (file by file), and the three ways on: replace it (it goes to
 * the trash), keep theirs, or install under another name.
 */
import { useId, useState } from 'react';
import type { TargetOutcome } from '../../../../shared/install/outcomes';
import { isValidName } from '../../../../shared/skill/rules/name-rules';
import { useT } from '../../i18n/i18n';
import { Dialog } from '../../ui/dialog';

/** What the user chose. */
export type ConflictChoice =
  { kind: 'replace' } | { kind: 'keep' } | { kind: 'rename'; name: string };

/** Props of the dialog. */
export interface ConflictDialogProps {
  outcome: TargetOutcome;
  /** The agent folder as people write it ("~/.claude/skills"). */
  folder: string;
  onChoose: (choice: ConflictChoice) => void;
  onClose: () => void;
}

/** The conflict dialog. */
export function ConflictDialog({ outcome, folder, onChoose, onClose }: ConflictDialogProps) {
  const t = useT();
  const [name, setName] = useState(`${outcome.name}-2`);
  const id = useId();
  const diff = outcome.conflict?.diff;
  const usable = isValidName(name) && name !== outcome.name;
  const list = (files: string[]) => files.join(', ');
  return (
    <Dialog
      title={t('conflict.title', { name: outcome.name, folder })}
      open
      onClose={onClose}
      actions={
        <>
          <button type="button" autoFocus onClick={() => onChoose({ kind: 'keep' })}>
            {t('conflict.keep')}
          </button>
          <button type="button" className="danger" onClick={() => onChoose({ kind: 'replace' })}>
            {t('conflict.replace')}
          </button>
        </>
      }
    >
      {outcome.conflict && (
        <p>
          {t('conflict.what', {
            path: `${folder}/${outcome.name}`,
            why: t(`install.why.${outcome.conflict.why}`),
          })}
        </p>
      )}
      {diff && (
        <ul className="conflict-diff">
          {diff.changed.length > 0 && (
            <li>{t('conflict.changed', { files: list(diff.changed) })}</li>
          )}
          {diff.added.length > 0 && <li>{t('conflict.added', { files: list(diff.added) })}</li>}
          {diff.removed.length > 0 && (
            <li>{t('conflict.removed', { files: list(diff.removed) })}</li>
          )}
        </ul>
      )}
      <form
        className="field conflict-rename"
        onSubmit={(e) => {
          e.preventDefault();
          if (usable) onChoose({ kind: 'rename', name });
        }}
      >
        <label htmlFor={id}>{t('conflict.newName', { folder })}</label>
        <input
          id={id}
          value={name}
          spellCheck={false}
          onChange={(e) => setName(e.target.value.trim())}
        />
        <button type="submit" disabled={!usable}>
          {t('conflict.rename')}
        </button>
        {!usable && <p className="field-hint">{t('conflict.taken')}</p>}
      </form>
    </Dialog>
  );
}
