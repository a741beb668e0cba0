/**
 * The Trash view: everything the studio deleted (skills, folders, files) with its library,
 * where it was and when; each restorable to its place (asking, when that place is taken,
 * whether to replace what is there, which then goes to the trash, or keep both), and the
 * whole trash emptied for good after a confirmation. Items in the system trash are listed
 * with a word on restoring them from there, unless the host can restore from it (Linux).
 * Skills an older studio deleted (no record of their library) restore into a library the
 * user picks in the row.
 */
import { useEffect, useState } from 'react';
import type { CallOutput } from '../../../../shared/ipc/contract';
import { formatBytes } from '../../../../shared/package/upload-rules';
import { StudioCallError } from '../../bridge/call-error';
import { useT } from '../../i18n/i18n';
import { useLibrary } from '../../state/library-store';
import { studio } from '../../state/studio';
import { useUi } from '../../state/ui-store';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormDialog } from '../../ui/form-dialog';
import { toast } from '../../ui/toasts';
import { useAction } from '../../ui/use-action';

type Entry = CallOutput<'listTrash'>[number];

/** The Trash view. */
export function TrashDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const locale = useUi((s) => s.locale);
  const libraries = useLibrary((s) => s.libraries);
  const [entries, setEntries] = useState<Entry[]>();
  const [taken, setTaken] = useState<Entry>();
  const [confirmEmpty, setConfirmEmpty] = useState(false);
  // Where each old-layout entry (its library not recorded) goes back to, as the user chose.
  const [into, setInto] = useState<Record<string, string>>({});
  const action = useAction();
  const reload = async () => {
    setEntries(await studio().listTrash({}));
  };
  // Read once, when the view opens.
  useEffect(() => {
    void studio()
      .listTrash({})
      .then(setEntries, () => setEntries([]));
  }, []);

  const restore = async (entry: Entry, conflict: 'refuse' | 'replace' | 'keep-both') => {
    setTaken(undefined);
    await action.run(async () => {
      try {
        const library = entry.legacy ? (into[entry.id] ?? libraries[0]?.root) : undefined;
        const { path } = await studio().restoreTrash({
          id: entry.id,
          conflict,
          ...(library === undefined ? {} : { library }),
        });
        toast(t('files.trashRestored', { path }));
        if (entry.kind === 'skill') await useLibrary.getState().hydrate();
      } catch (error) {
        if (error instanceof StudioCallError && error.text?.id === 'restore-taken') {
          setTaken(entry);
          return;
        }
        throw error;
      } finally {
        await reload();
      }
    });
  };
  const empty = async () => {
    try {
      await studio().emptyTrash({});
    } finally {
      await reload();
    }
  };
  const libraryName = (root: string) => libraries.find((l) => l.root === root)?.name ?? root;
  const when = (iso: string) => new Date(iso).toLocaleString(locale === 'zh' ? 'zh-CN' : 'en');

  return (
    <FormDialog
      title={t('files.trashTitle')}
      wide
      onClose={onClose}
      cancel={t('files.close')}
      confirm={t('files.trashEmptyAll')}
      onConfirm={() => setConfirmEmpty(true)}
      busy={action.busy}
      disabled={!entries || entries.length === 0}
      error={action.error}
      danger
      // Emptying asks first, in a confirmation of its own with Cancel focused.
      focusCancel={false}
    >
      {entries && entries.length === 0 && <p className="muted">{t('files.trashEmpty')}</p>}
      {entries && entries.length > 0 && (
        <table className="trash-table">
          <thead>
            <tr>
              <th scope="col">{t('files.trashWhat')}</th>
              <th scope="col">{t('files.trashLibrary')}</th>
              <th scope="col">{t('files.trashPath')}</th>
              <th scope="col">{t('files.trashWhen')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('files.trashRestore')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>
                  {t(`files.kind.${entry.kind}`)}
                  <span className="muted">
                    {' '}
                    ·{' '}
                    {t('files.trashCount', { files: entry.files, size: formatBytes(entry.bytes) })}
                  </span>
                </td>
                {entry.legacy ? (
                  <td>
                    <select
                      aria-label={t('files.trashInto', { name: entry.rel })}
                      value={into[entry.id] ?? libraries[0]?.root ?? ''}
                      onChange={(e) => setInto({ ...into, [entry.id]: e.target.value })}
                    >
                      {libraries.map((l) => (
                        <option key={l.root} value={l.root}>
                          {l.name}
                        </option>
                      ))}
                    </select>
                  </td>
                ) : (
                  <td title={entry.library}>{libraryName(entry.library)}</td>
                )}
                <td className="mono">{entry.rel}</td>
                <td>{when(entry.deletedAt)}</td>
                <td>
                  {entry.restorable ? (
                    <button
                      type="button"
                      className="small"
                      disabled={action.busy}
                      aria-label={`${t('files.trashRestore')} ${entry.rel}`}
                      onClick={() => void restore(entry, 'refuse')}
                    >
                      {t('files.trashRestore')}
                    </button>
                  ) : (
                    <span className="muted">
                      {t(entry.system ? 'files.trashSystemGone' : 'files.trashInSystem')}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {taken && (
        <div className="banner banner-warning" role="alert">
          <span>{t('files.trashTaken', { path: taken.rel })}</span>
          <button type="button" onClick={() => void restore(taken, 'keep-both')}>
            {t('files.clashKeepBoth')}
          </button>
          <button type="button" className="danger" onClick={() => void restore(taken, 'replace')}>
            {t('files.clashReplace')}
          </button>
          <button type="button" onClick={() => setTaken(undefined)}>
            {t('files.cancel')}
          </button>
        </div>
      )}
      {confirmEmpty && (
        <ConfirmDialog
          title={t('files.trashEmptyAll')}
          confirm={t('files.trashEmptyAll')}
          cancel={t('files.cancel')}
          onConfirm={empty}
          onClose={() => setConfirmEmpty(false)}
        >
          <p>{t('files.trashEmptyConfirm')}</p>
          {/* Emptying drops the studio's records; it never reaches into the system trash. */}
          {entries?.some((e) => e.where === 'system-trash') && <p>{t('files.trashEmptySystem')}</p>}
        </ConfirmDialog>
      )}
    </FormDialog>
  );
}
