/**
 * Naming a version ("Sent to the team", "v1.2") so pruning keeps it; optionally the skill's
 * metadata.version set to a value and a dated line added to its CHANGELOG.md (the service
 * writes both as a save, which makes the named version).
 */
import { useId, useState } from 'react';
import { useT } from '../../i18n/i18n';
import { studio } from '../../state/studio';
import { FormDialog } from '../../ui/form-dialog';
import { toast } from '../../ui/toasts';
import { useAction } from '../../ui/use-action';
import type { VersionSummary } from './history-actions';

/** The name dialog of one version. */
export function NameDialog({
  dir,
  version,
  onClose,
}: {
  dir: string;
  version: VersionSummary;
  onClose: () => void;
}) {
  const t = useT();
  const ids = { name: useId(), bump: useId(), log: useId() };
  const [name, setName] = useState(version.name ?? '');
  const [bumping, setBumping] = useState(false);
  const [bump, setBump] = useState('');
  const [logging, setLogging] = useState(false);
  const [log, setLog] = useState('');
  const action = useAction();
  const trimmed = name.trim();
  const submit = async () => {
    const done = await action.run(async () => {
      await studio().nameVersion({
        dir,
        version: version.id,
        name: trimmed,
        ...(bumping && bump.trim() !== '' && { bump: bump.trim() }),
        ...(logging && log.trim() !== '' && { changelog: log.trim() }),
      });
      toast(t('history.named', { name: trimmed }));
    });
    if (done) onClose();
  };
  return (
    <FormDialog
      title={t('history.nameTitle')}
      onClose={onClose}
      cancel={t('history.cancel')}
      confirm={t('history.nameConfirm')}
      form
      onConfirm={() => void submit()}
      busy={action.busy}
      disabled={trimmed === '' || (bumping && bump.trim() === '') || (logging && log.trim() === '')}
      error={action.error}
    >
      <div className="field">
        <label htmlFor={ids.name}>{t('history.nameField')}</label>
        <input
          id={ids.name}
          value={name}
          maxLength={200}
          autoFocus
          onChange={(e) => setName(e.target.value)}
        />
        <p className="field-hint">{t('history.nameHint')}</p>
      </div>
      <div className="field history-option">
        <label>
          <input type="checkbox" checked={bumping} onChange={(e) => setBumping(e.target.checked)} />
          {t('history.bump')}
        </label>
        <input
          id={ids.bump}
          aria-label={t('history.bump')}
          value={bump}
          maxLength={64}
          disabled={!bumping}
          placeholder="1.2.0"
          onChange={(e) => setBump(e.target.value)}
        />
      </div>
      <div className="field history-option">
        <label>
          <input type="checkbox" checked={logging} onChange={(e) => setLogging(e.target.checked)} />
          {t('history.changelog')}
        </label>
        <input
          id={ids.log}
          aria-label={t('history.changelog')}
          value={log}
          maxLength={2000}
          disabled={!logging}
          onChange={(e) => setLog(e.target.value)}
        />
      </div>
    </FormDialog>
  );
}
