/**
 * Importing an archive into a library. The file comes from the open dialog on the desktop or
 * an upload in the browser; skills that already exist are not touched until the user chooses
 * to replace them or import copies; a refused archive lists every reason. While it writes, the
 * dialog counts the files and Stop ends it with nothing placed.
 */
import { useId, useState } from 'react';
import type { CallOutput } from '../../../../shared/ipc/contract';
import { baseName } from '../../../../shared/studio/paths';
import { useT } from '../../i18n/i18n';
import { messageText } from '../../i18n/message-text';
import { useLibrary } from '../../state/library-store';
import { bridge, studio } from '../../state/studio';
import { useUi } from '../../state/ui-store';
import { Dialog } from '../../ui/dialog';
import { toast } from '../../ui/toasts';
import { ErrorNote, useAction } from '../../ui/use-action';
import { JobProgressLine, useJob } from '../../ui/use-job';

type Outcome = CallOutput<'importArchive'>;

/** A stopped import's only problem (its skills were not put in place). */
const CANCELLED = 'package.import.cancelled';

/** The import dialog. */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const locale = useUi((s) => s.locale);
  const libraries = useLibrary((s) => s.libraries).filter((l) => l.exists);
  const [root, setRoot] = useState(libraries[0]?.root ?? '');
  const [file, setFile] = useState<{ path: string; name: string }>();
  const [outcome, setOutcome] = useState<Outcome>();
  const job = useJob();
  const action = useAction();
  const busy = action.busy;
  const ids = { file: useId(), root: useId() };
  const desktop = bridge().host === 'desktop';

  const chooseOnDesktop = async () => {
    const picked = await studio().pickPath({ kind: 'open-archive', title: t('import.title') });
    if (picked.path !== null) setFile({ path: picked.path, name: baseName(picked.path) });
  };

  const upload = async (chosen: File | undefined) => {
    const send = bridge().upload;
    if (!chosen || !send) return;
    await action.run(async () => {
      setFile({ path: await send(chosen), name: chosen.name });
    });
  };

  const run = async (conflict: 'refuse' | 'overwrite' | 'rename') => {
    if (!file) return;
    let result: Outcome | undefined;
    await action.run(async () => {
      const outcome = await job.run((id) =>
        studio().importArchive({ path: file.path, root, conflict, job: id }),
      );
      result = outcome;
      setOutcome(outcome);
      if (outcome.recovered.length > 0)
        toast(t('import.recovered', { names: outcome.recovered.join(', ') }));
      if (!outcome.imported) return;
      await useLibrary.getState().hydrate();
      const first = outcome.skills[0];
      if (first) useLibrary.getState().select(first.dir);
    });
    if (!result?.imported) return;
    toast(t('import.done', { names: result.skills.map((s) => s.folder).join(', ') }));
    onClose();
  };

  const library = libraries.find((l) => l.root === root);
  const clashes = outcome && !outcome.imported ? outcome.clashes : [];
  const only = outcome?.problems.length === 1 ? outcome.problems[0] : undefined;
  const cancelled = only?.id === CANCELLED ? only : undefined;
  return (
    <Dialog
      title={t('import.title')}
      open
      onClose={onClose}
      actions={
        <>
          {busy && job.running ? (
            <button type="button" onClick={job.stop}>
              {t('import.stop')}
            </button>
          ) : (
            <button type="button" onClick={onClose}>
              {t('import.cancel')}
            </button>
          )}
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
      {job.progress && (
        <JobProgressLine
          text={t('import.progress', { done: job.progress.done, total: job.progress.total })}
          progress={job.progress}
        />
      )}
      {cancelled && (
        <p className="muted" role="status">
          {messageText(cancelled, locale)}
        </p>
      )}
      {outcome && !outcome.imported && clashes.length === 0 && cancelled === undefined && (
        <div className="form-error" role="alert">
          <p>{t('import.refused')}</p>
          <ul>
            {outcome.problems.map((p) => (
              <li key={JSON.stringify(p)}>{messageText(p, locale)}</li>
            ))}
          </ul>
        </div>
      )}
      {outcome && outcome.skipped.length > 0 && (
        <p className="muted">{t('import.skipped', { count: outcome.skipped.length })}</p>
      )}
      <ErrorNote message={action.error} />
    </Dialog>
  );
}
