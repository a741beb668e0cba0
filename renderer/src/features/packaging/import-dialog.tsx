/**
 * Importing an archive into a library. The file comes from the open dialog on the desktop or
 * an upload in the browser; skills that already exist are not touched until the user chooses
 * to replace them or import copies; a refused archive lists every reason.
 */
import { useId, useState } from 'react';
import type { CallOutput } from '../../../../shared/ipc/contract';
import { errorMessage } from '../../bridge/call-error';
import { useT } from '../../i18n/i18n';
import { useLibrary } from '../../state/library-store';
import { bridge, studio } from '../../state/studio';
import { Dialog } from '../../ui/dialog';
import { toast } from '../../ui/toasts';

type Outcome = CallOutput<'importArchive'>;

/** The import dialog. */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const libraries = useLibrary((s) => s.libraries).filter((l) => l.exists);
  const [root, setRoot] = useState(libraries[0]?.root ?? '');
  const [file, setFile] = useState<{ path: string; name: string }>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const ids = { file: useId(), root: useId() };
  const desktop = bridge().host === 'desktop';

  const chooseOnDesktop = async () => {
    const picked = await studio().pickPath({ kind: 'open-archive', title: t('import.title') });
    if (picked.path !== null)
      setFile({ path: picked.path, name: picked.path.split(/[\\/]/).pop() ?? picked.path });
  };

  const upload = async (chosen: File | undefined) => {
    if (!chosen || !bridge().upload) return;
    setBusy(true);
    setError(undefined);
    try {
      setFile({ path: (await bridge().upload?.(chosen)) ?? '', name: chosen.name });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const run = async (conflict: 'refuse' | 'overwrite' | 'rename') => {
    if (!file) return;
    setBusy(true);
    setError(undefined);
    try {
      const result = await studio().importArchive({ path: file.path, root, conflict });
      setOutcome(result);
      if (result.imported) {
        await useLibrary.getState().hydrate();
        const first = result.skills[0];
        if (first) useLibrary.getState().select(first.dir);
        toast(t('import.done', { names: result.skills.map((s) => s.folder).join(', ') }));
        onClose();
      }
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const library = libraries.find((l) => l.root === root);
  const clashes = outcome && !outcome.imported ? outcome.clashes : [];
  return (
    <Dialog
      title={t('import.title')}
      open
      onClose={onClose}
      actions={
        <>
          <button type="button" onClick={onClose}>
            {t('import.cancel')}
          </button>
          {clashes.length > 0 ? (
            <>
              <button type="button" disabled={busy} onClick={() => void run('rename')}>
                {t('import.rename')}
              </button>
              <button
                type="button"
                className="danger"
                disabled={busy}
                onClick={() => void run('overwrite')}
              >
                {t('import.overwrite')}
              </button>
            </>
          ) : (
            <button
              type="button"
              className="primary"
              disabled={busy || !file || !root}
              onClick={() => void run('refuse')}
            >
              {busy ? t('import.working') : t('import.start')}
            </button>
          )}
        </>
      }
    >
      <div className="field">
        <label htmlFor={ids.file}>{t('import.file')}</label>
        {desktop ? (
          <div>
            <button id={ids.file} type="button" onClick={() => void chooseOnDesktop()}>
              {t('import.choose')}
            </button>{' '}
            <span className="mono">{file?.name}</span>
          </div>
        ) : (
          <input
            id={ids.file}
            type="file"
            accept=".zip,.skill,application/zip"
            onChange={(e) => {
              setOutcome(undefined);
              void upload(e.target.files?.[0]);
            }}
          />
        )}
      </div>
      {libraries.length > 1 && (
        <div className="field">
          <label htmlFor={ids.root}>{t('import.into')}</label>
          <select id={ids.root} value={root} onChange={(e) => setRoot(e.target.value)}>
            {libraries.map((l) => (
              <option key={l.root} value={l.root}>
                {l.name} — {l.root}
              </option>
            ))}
          </select>
        </div>
      )}
      {clashes.length > 0 && (
        <p className="banner banner-warning" role="alert">
          {t('import.clash', { library: library?.name ?? root, names: clashes.join(', ') })}
        </p>
      )}
      {outcome && !outcome.imported && clashes.length === 0 && (
        <div className="form-error" role="alert">
          <p>{t('import.refused')}</p>
          <ul>
            {outcome.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      {outcome && outcome.skipped.length > 0 && (
        <p className="muted">{t('import.skipped', { count: outcome.skipped.length })}</p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
