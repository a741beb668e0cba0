/**
 * Adding a library: the folders that were libraries before first (recent-folders.tsx), then
 * the agents' skill folders found on this computer, each labelled with
 * its agent and scope ("Claude Code: personal") and one click to add; then any folder, through
 * the system's folder picker on the desktop, or the host's folder browser in the browser
 * (which cannot show a system dialog). `creating` (Create a library folder) opens the browser
 * with New folder shown, and the folder made is added at once.
 */
import { useCallback, useEffect, useState } from 'react';
import type { CallOutput } from '../../../../shared/ipc/contract';
import { AGENT_TARGETS } from '../../../../shared/install/agents';
import { useT } from '../../i18n/i18n';
import { useInstalls } from '../../state/installs-store';
import { useLibrary } from '../../state/library-store';
import { bridge, studio } from '../../state/studio';
import { FormDialog } from '../../ui/form-dialog';
import { useAction } from '../../ui/use-action';
import { FolderBrowser } from './folder-browser';
import { RecentFolders } from './recent-folders';

/** The Add library dialog. */
export function AddLibraryDialog({
  onClose,
  creating = false,
}: {
  onClose: () => void;
  creating?: boolean;
}) {
  const t = useT();
  const [shown, setShown] = useState<CallOutput<'browseFolders'>>();
  const onListing = useCallback((l: CallOutput<'browseFolders'> | undefined) => setShown(l), []);
  const action = useAction();
  const offers = useInstalls((s) => s.agents)?.offers ?? [];
  const libraries = useLibrary((s) => s.libraries);
  const desktop = bridge().host === 'desktop';

  useEffect(() => {
    void useInstalls.getState().loadAgents();
  }, []);

  const add = async (folder: string) => {
    if (
      await action.run(async () => {
        await useLibrary.getState().addLibrary(folder);
      })
    )
      onClose();
  };
  const choose = async () => {
    const picked = await studio().pickPath({ kind: 'folder', title: t('library.addTitle') });
    if (picked.path !== null) await add(picked.path);
  };
  const scopeWord = (scope: 'personal' | 'project') => t(`install.scopeWord.${scope}`);
  const nameOf = (id: string) => AGENT_TARGETS.find((a) => a.id === id)?.name ?? id;

  return (
    <FormDialog
      title={t(creating ? 'library.createTitle' : 'library.addTitle')}
      onClose={onClose}
      // The browser host's folder browser needs room for a path and Go, Up and Home beside it.
      wide={!desktop}
      cancel={t('library.cancel')}
      // The desktop picks a folder with the system's dialog: Cancel alone closes this one.
      confirm={desktop ? undefined : t('library.addThis')}
      onConfirm={() => shown && void add(shown.path)}
      busy={action.busy}
      disabled={!shown || shown.skill}
      error={action.error}
    >
      <RecentFolders busy={action.busy} onAdd={(path) => void add(path)} />
      {offers.length > 0 && (
        <section className="folder-offers" aria-label={t('offers.heading')}>
          <h3>{t('offers.heading')}</h3>
          <ul>
            {offers.map((offer) => {
              const added = libraries.some((l) => l.root === offer.path);
              const label = t('install.target', {
                agent: nameOf(offer.agent),
                scope: scopeWord(offer.scope),
              });
              return (
                <li key={offer.path}>
                  <span>
                    {label}
                    <span className="muted">
                      {' '}
                      {offer.display} · {t('offers.count', { count: offer.skillCount })}
                    </span>
                  </span>
                  <button
                    type="button"
                    disabled={added || action.busy}
                    aria-label={`${t('offers.add')} ${label}`}
                    onClick={() => void add(offer.path)}
                  >
                    {added ? '✓' : t('offers.add')}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {desktop ? (
        <button type="button" className="primary" autoFocus onClick={() => void choose()}>
          {t('offers.chooseFolder')}
        </button>
      ) : (
        <FolderBrowser
          onListing={onListing}
          creating={creating}
          {...(creating && { onCreated: (path: string) => void add(path) })}
        />
      )}
    </FormDialog>
  );
}
