/**
 * Add library's recent folders, offered before anything else: the folders that were libraries
 * (added, or removed from the list), most recent first, as the service keeps them across
 * restarts, with the unsaved changes kept from when it was removed. One click adds one back; × takes it off the list, leaving the folder as it is.
 */
import { useEffect, useState } from 'react';
import type { CallOutput } from '../../../../shared/ipc/contract';
import { useT } from '../../i18n/i18n';
import { draftsInside } from '../../state/drafts';
import { studio } from '../../state/studio';

type Recent = CallOutput<'listRecentFolders'>;

/** The recent folders section; nothing when there are none. */
export function RecentFolders({ busy, onAdd }: { busy: boolean; onAdd: (path: string) => void }) {
  const t = useT();
  const [recent, setRecent] = useState<Recent>([]);
  useEffect(() => {
    let live = true;
    studio()
      .listRecentFolders({})
      .then(
        (list) => live && setRecent(list),
        // Without the list the dialog still adds folders; nothing to say about it.
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, []);
  const forget = async (path: string) => {
    await studio().forgetRecentFolder({ path });
    setRecent((list) => list.filter((r) => r.path !== path));
  };
  if (recent.length === 0) return null;
  return (
    <section className="folder-offers" aria-label={t('recent.heading')}>
      <h3>{t('recent.heading')}</h3>
      <ul>
        {recent.map((folder) => (
          <li key={folder.path}>
            <span title={folder.path}>
              {folder.display}
              {!folder.exists && <span className="muted"> · {t('recent.missing')}</span>}
              {draftsInside(folder.path).length > 0 && (
                <span className="muted">
                  {' '}
                  · {t('recent.drafts', { count: draftsInside(folder.path).length })}
                </span>
              )}
            </span>
            <button
              type="button"
              disabled={busy || !folder.exists}
              aria-label={t('recent.add', { path: folder.display })}
              onClick={() => onAdd(folder.path)}
            >
              {t('offers.add')}
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={t('recent.forget', { path: folder.display })}
              title={t('recent.forget', { path: folder.display })}
              onClick={() => void forget(folder.path)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
