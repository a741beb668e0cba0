/**
 * A copy changed in the agent folder, compared with the library file by file (text side by
 * side), and brought back into the library only after that: through the service's
 * conditional save, so nothing changed since it was shown is overwritten.
 */
import { useEffect, useState } from 'react';
import type { CallOutput } from '../../../../shared/ipc/contract';
import type { InstalledCopy } from '../../../../shared/install/outcomes';
import { useMessageText, useT } from '../../i18n/i18n';
import { errorText } from '../../i18n/service-text';
import { studio } from '../../state/studio';
import { FormDialog } from '../../ui/form-dialog';
import { toast } from '../../ui/toasts';
import { useAction } from '../../ui/use-action';
import { DiffView } from '../editor/diff-view';

type Comparison = CallOutput<'compareInstall'>;

/** Props of the dialog. */
export interface CompareDialogProps {
  copy: InstalledCopy;
  /** The copy's folder as people write it. */
  path: string;
  onClose: () => void;
}

/** The compare and pull-back dialog. */
export function CompareDialog({ copy, path, onClose }: CompareDialogProps) {
  const t = useT();
  const say = useMessageText();
  const [compared, setCompared] = useState<Comparison>();
  const [note, setNote] = useState<string>();
  const action = useAction();
  const { setError } = action;

  useEffect(() => {
    let stale = false;
    studio()
      .compareInstall({ target: copy.target })
      .then(
        (result) => {
          if (!stale) setCompared(result);
        },
        (e: unknown) => {
          if (!stale) setError(errorText(e));
        },
      );
    return () => {
      stale = true;
    };
  }, [copy.target, setError]);

  const pull = () =>
    action.run(async () => {
      if (!compared) return;
      const outcome = await studio().pullBack({
        target: copy.target,
        files: compared.files.map((f) => ({
          path: f.path,
          here: f.here?.hash ?? null,
          there: f.there?.hash ?? null,
        })),
      });
      if (outcome.stale.length > 0) {
        setNote(t('compare.stale'));
        setCompared(await studio().compareInstall({ target: copy.target }));
        return;
      }
      toast(t('compare.pulled', { count: outcome.written.length }));
      onClose();
    });

  return (
    <FormDialog
      title={t('compare.title', { path })}
      wide
      onClose={onClose}
      cancel={t('install.cancel')}
      confirm={t('compare.pull')}
      onConfirm={() => void pull()}
      busy={action.busy}
      disabled={!compared || compared.files.length === 0}
      error={action.error}
    >
      {note && <p role="status">{note}</p>}
      {!compared && <p aria-busy="true">{t('compare.loading')}</p>}
      {compared && compared.files.length === 0 && !compared.unreadable?.length && (
        <p>{t('compare.none')}</p>
      )}
      {compared?.unreadable?.map((u) => (
        <p key={`unread:${u.path}`} className="muted" role="note">
          {t('compare.unreadable', {
            path: u.path,
            reason: typeof u.reason === 'string' ? u.reason : say(u.reason),
          })}
        </p>
      ))}
      {compared?.files.map((f) => (
        <section key={f.path} className="compare-file">
          <h3>
            {f.path} <span className="muted">{t(`compare.change.${f.change}`)}</span>
          </h3>
          {(f.here === null || f.here.text !== null) &&
          (f.there === null || f.there.text !== null) ? (
            <DiffView
              original={f.here?.text ?? ''}
              modified={f.there?.text ?? ''}
              path={f.path}
              label={t('compare.label', { file: f.path })}
            />
          ) : (
            <p className="muted">{t('compare.notText')}</p>
          )}
        </section>
      ))}
    </FormDialog>
  );
}
