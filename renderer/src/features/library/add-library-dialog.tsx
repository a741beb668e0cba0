/**
 * Adding a library: the agents' skill folders found on this computer first, each labelled with
 * its agent and scope ("Claude Code: personal") and one click to add; then any folder, through
 * the system's folder picker on the desktop, or by typing its path in the browser (which
 * cannot show a picker).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { AGENT_TARGETS } from '../../../../shared/install/agents';
import { useT } from '../../i18n/i18n';
import { useInstalls } from '../../state/installs-store';
import { useLibrary } from '../../state/library-store';
import { bridge, studio } from '../../state/studio';
import { Dialog, DialogButtons } from '../../ui/dialog';
import { ErrorNote, useAction } from '../../ui/use-action';

/** The Add library dialog. */
export function AddLibraryDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const [path, setPath] = useState('');
  const action = useAction();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
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
    else input.current?.focus();
  };
  const choose = async () => {
    const picked = await studio().pickPath({ kind: 'folder', title: t('library.addTitle') });
    if (picked.path !== null) await add(picked.path);
  };
  const scopeWord = (scope: 'personal' | 'project') => t(`install.scopeWord.${scope}`);
  const nameOf = (id: string) => AGENT_TARGETS.find((a) => a.id === id)?.name ?? id;

  return (
    <Dialog
      title={t('library.addTitle')}
      open
      onClose={onClose}
      actions={
        desktop ? (
          <button type="button" onClick={onClose}>
            {t('library.cancel')}
          </button>
        ) : (
          <DialogButtons
            cancel={t('library.cancel')}
            onCancel={onClose}
            confirm={t('library.addConfirm')}
            form="add-library"
            disabled={action.busy || path.trim() === ''}
          />
        )
      }
    >
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
        <form
          id="add-library"
          onSubmit={(e) => {
            e.preventDefault();
            void add(path.trim());
          }}
        >
          <div className="field">
            <label htmlFor={id}>{t('library.addPathLabel')}</label>
            <input
              id={id}
              ref={input}
              value={path}
              autoFocus
              spellCheck={false}
              onChange={(e) => setPath(e.target.value)}
            />
            <p className="field-hint">{t('library.addPathHint')}</p>
          </div>
        </form>
      )}
      <ErrorNote message={action.error} />
    </Dialog>
  );
}
