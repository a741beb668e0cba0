/**
 * The browser host's folder browser for Add library (the desktop app shows the system's own
 * dialog instead): home first, a path box that takes "~" and any path, Up and Home, the
 * folders here (skills marked, so the user sees a skill is not a library), hidden folders on
 * request, and New folder here. The folder shown is the one added.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { CallOutput } from '../../../../shared/ipc/contract';
import { useT } from '../../i18n/i18n';
import { studio } from '../../state/studio';
import { ErrorNote, useAction } from '../../ui/use-action';

type Listing = CallOutput<'browseFolders'>;

/** The folder browser; `onListing` tells the dialog which folder is shown. */
export function FolderBrowser({
  onListing,
  creating,
  onCreated,
}: {
  onListing: (listing: Listing | undefined) => void;
  /** Open with the New folder field shown (Create a library folder). */
  creating?: boolean;
  /** A folder was made here (Create a library folder adds it at once). */
  onCreated?: (path: string) => void;
}) {
  const t = useT();
  const [listing, setListing] = useState<Listing>();
  const [typed, setTyped] = useState('~');
  const [hidden, setHidden] = useState(false);
  const [newName, setNewName] = useState<string | undefined>(creating ? '' : undefined);
  const action = useAction();
  const ids = { path: useId(), list: useId(), name: useId() };
  // Only the newest listing asked for is shown, and the place typed meanwhile is kept: the
  // first listing (home) could answer after the user typed a path and pressed Enter.
  const asked = useRef(0);
  const edits = useRef(0);

  const go = useCallback(
    (path: string, showHidden = hidden) =>
      action.run(async () => {
        const request = ++asked.current;
        const editsThen = edits.current;
        const next = await studio().browseFolders({ path, hidden: showHidden });
        if (request !== asked.current) return;
        setListing(next);
        if (edits.current === editsThen) setTyped(next.path);
        onListing(next);
      }),
    // action.run is stable in what it does; hidden is passed in where it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [hidden, onListing],
  );
  useEffect(() => {
    void go('~');
    // Home once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const create = () =>
    action.run(async () => {
      if (!listing || newName === undefined) return;
      const made = await studio().browseNewFolder({ parent: listing.path, name: newName });
      setNewName(undefined);
      if (onCreated) onCreated(made.path);
      else await go(made.path);
    });

  const skillsHere = listing?.folders.filter((f) => f.skill).length ?? 0;
  return (
    <div className="folder-browser">
      <form
        className="folder-path"
        onSubmit={(e) => {
          e.preventDefault();
          void go(typed);
        }}
      >
        <label htmlFor={ids.path}>{t('browse.location')}</label>
        <input
          id={ids.path}
          value={typed}
          spellCheck={false}
          onChange={(e) => {
            edits.current++;
            setTyped(e.target.value);
          }}
        />
        <button type="submit">{t('browse.go')}</button>
        <button
          type="button"
          disabled={!listing?.parent}
          onClick={() => listing?.parent && void go(listing.parent)}
        >
          {t('browse.up')}
        </button>
        <button type="button" onClick={() => void go('~')}>
          {t('browse.home')}
        </button>
      </form>
      <label className="radio">
        <input
          type="checkbox"
          checked={hidden}
          onChange={(e) => {
            setHidden(e.target.checked);
            if (listing) void go(listing.path, e.target.checked);
          }}
        />
        {t('browse.hidden')}
      </label>
      <ErrorNote message={action.error} />
      {listing && (
        <>
          <ul
            className="folder-list"
            id={ids.list}
            aria-label={t('browse.folders', { name: listing.path })}
          >
            {listing.folders.length === 0 && <li className="muted">{t('browse.none')}</li>}
            {listing.folders.map((folder) => (
              <li key={folder.path}>
                <button type="button" className="folder-row" onClick={() => void go(folder.path)}>
                  <span aria-hidden="true">📁</span> {folder.name}
                  {folder.skill && <span className="badge">{t('browse.skill')}</span>}
                </button>
              </li>
            ))}
          </ul>
          {listing.more > 0 && (
            <p className="field-hint">{t('browse.more', { count: listing.more })}</p>
          )}
          <p className="field-hint" role="status">
            {listing.skill ? t('browse.isSkill') : t('browse.skillsHere', { count: skillsHere })}
          </p>
          {newName === undefined ? (
            <button type="button" onClick={() => setNewName('')}>
              {t('browse.newFolder')}
            </button>
          ) : (
            <form
              className="folder-new"
              onSubmit={(e) => {
                e.preventDefault();
                void create();
              }}
            >
              <label htmlFor={ids.name}>{t('browse.newName')}</label>
              <input
                id={ids.name}
                value={newName}
                autoFocus
                spellCheck={false}
                onChange={(e) => setNewName(e.target.value)}
              />
              <button type="submit" disabled={action.busy || newName.trim() === ''}>
                {t('browse.create')}
              </button>
            </form>
          )}
        </>
      )}
    </div>
  );
}
