/**
 * The left side: the libraries the user chose, a search box and status filter, and the skill
 * list. Add library offers the agents' skill folders found here, then the native folder picker on
 * the desktop or the host's folder browser in the browser. With no library at all, the list's
 * place offers adding one or creating its folder.
 */
import { SearchStatus } from './search-status';
import { useTextSearch } from '../../state/text-search';
import { useEffect, useId, useState } from 'react';
import type { LibraryInfo, SkillListEntry } from '../../../../shared/ipc/contract';
import { SkippedFolders } from './skipped-folders';
import type { StatusFilter } from '../../../../shared/studio/library-list';
import { STUDIO_COMMAND } from '../../app/app-effects';
import { useT } from '../../i18n/i18n';
import { listedWhole, useLibrary } from '../../state/library-store';
import { useUi } from '../../state/ui-store';
import { useLocks } from '../../state/locks-store';
import { LibraryLockNote } from '../install/lock-badge';
import { ChoiceGroup } from '../../ui/choice-group';
import { Menu } from '../../ui/menu';
import { ImportDialog } from '../packaging/import-dialog';
import { InstallDialog } from '../install/install-dialog';
import { CopiesDialog } from '../install/copies-dialog';
import { useInstalls } from '../../state/installs-store';
import { AddLibraryDialog } from './add-library-dialog';
import { TrashDialog } from '../files/trash-dialog';
import { DeleteDialog, NameDialog, NewSkillDialog } from './skill-dialogs';
import { RemoveLibraryDialog } from './remove-library-dialog';
import { SkillList, type SkillCommand } from './skill-list';
import { useVisibleRows } from './visible-rows';
import './library.css';

const FILTERS: StatusFilter[] = ['all', 'errors', 'warnings', 'valid'];

type Open =
  | { kind: 'menu'; entry: SkillListEntry; anchor: HTMLElement }
  | { kind: 'rename' | 'duplicate' | 'delete' | 'install' | 'copies'; entry: SkillListEntry }
  | { kind: 'new' | 'add-library' | 'create-library' | 'import' | 'trash' }
  | { kind: 'remove-library'; library: LibraryInfo }
  | undefined;

/** The library panel. */
export function LibraryPanel({
  searchRef,
}: {
  searchRef: React.RefObject<HTMLInputElement | null>;
}) {
  const t = useT();
  const libraries = useLibrary((s) => s.libraries);
  const lists = useLibrary((s) => s.lists);
  const query = useLibrary((s) => s.query);
  const statusFilter = useLibrary((s) => s.statusFilter);
  const setQuery = useLibrary((s) => s.setQuery);
  const setStatusFilter = useLibrary((s) => s.setStatusFilter);
  const marked = useLibrary((s) => s.marked);
  const unusableLocks = useLocks((s) => s.unusable);
  const clearMarks = useLibrary((s) => s.clearMarks);
  const installed = useInstalls((s) => s.summary);
  const { rows, counts, check } = useVisibleRows();
  const whole = listedWhole(lists);
  // The files' search for what is typed: its state for the empty list (and the benchmark).
  const textSearch = useTextSearch((s) => (s.query === query ? s.status : 'searching'));
  const searching = textSearch === 'searching';
  const [open, setOpen] = useState<Open>();
  const searchId = useId();

  useEffect(() => {
    const onMenu = (event: Event) => {
      const command = (event as CustomEvent<string>).detail;
      if (command === 'new-skill') setOpen({ kind: 'new' });
      else if (command === 'import-archive') setOpen({ kind: 'import' });
      else if (command === 'add-library') void addLibrary();
    };
    window.addEventListener(STUDIO_COMMAND, onMenu);
    return () => window.removeEventListener(STUDIO_COMMAND, onMenu);
  });

  const onCommand = (entry: SkillListEntry, command: SkillCommand, anchor?: HTMLElement) => {
    if (command === 'menu' && anchor) setOpen({ kind: 'menu', entry, anchor });
    else if (command !== 'menu') setOpen({ kind: command, entry });
  };

  // The dialog offers the agents' folders found here, then a folder of the user's choice.
  const addLibrary = () => {
    setOpen({ kind: 'add-library' });
    return Promise.resolve();
  };

  return (
    <nav className="library-panel" aria-label={t('library.heading')}>
      <section className="libraries">
        <header className="panel-header">
          <h2>{t('library.heading')}</h2>
          <button type="button" className="small" onClick={() => void addLibrary()}>
            {t('library.add')}
          </button>
        </header>
        <ul className="library-roots">
          {libraries.map((library) => (
            <li
              key={library.root}
              className={library.exists ? '' : 'is-missing'}
              title={library.root}
            >
              <span className="library-name">
                {library.name}
                {library.bundled && <span className="badge">{t('library.bundled')}</span>}
              </span>
              <span className="muted">
                {library.exists
                  ? t('library.count', {
                      count: lists[library.root]?.total ?? lists[library.root]?.skills.length ?? 0,
                    })
                  : t('library.missing')}
              </span>
              {library.exists && library.checking && (
                <span className="muted library-checking" title={t('library.checkingHint')}>
                  {t('library.checking')}
                </span>
              )}
              <LibraryLockNote lock={unusableLocks.get(library.root)} t={t} />
              <button
                type="button"
                className="icon-button"
                aria-label={t('library.remove', { name: library.name })}
                onClick={() => setOpen({ kind: 'remove-library', library })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      </section>

      <div className="library-tools">
        <div className="library-actions">
          {/* With no library there is nowhere for a skill to go: the empty state below offers one. */}
          {libraries.length > 0 && (
            <button
              type="button"
              className="primary new-skill"
              onClick={() => setOpen({ kind: 'new' })}
            >
              + {t('library.new')}
            </button>
          )}
          <button type="button" onClick={() => setOpen({ kind: 'import' })}>
            {t('import.open')}
          </button>
          <button type="button" onClick={() => setOpen({ kind: 'trash' })}>
            {t('files.trash')}
          </button>
        </div>
        <label htmlFor={searchId} className="visually-hidden">
          {t('library.search')}
        </label>
        <input
          id={searchId}
          ref={searchRef}
          type="search"
          className="search"
          placeholder={t('library.searchPlaceholder')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          data-text-search={textSearch}
          data-listed={whole ? 'whole' : 'first-screen'}
        />
        <SearchStatus />
        <ChoiceGroup
          look="chips"
          label={t('library.filter')}
          value={statusFilter}
          onChange={setStatusFilter}
          options={FILTERS.map((f) => ({
            value: f,
            // Counted once every skill is listed, not from the first screenful.
            label: t(`library.filter.${f}`, { count: whole ? counts[f] : '…' }),
          }))}
        />
      </div>

      {libraries.length === 0 ? (
        <section className="list-empty no-library">
          <p>{t('library.none')}</p>
          <button type="button" className="primary" onClick={() => void addLibrary()}>
            {t('library.addFirst')}
          </button>
          <button type="button" onClick={() => setOpen({ kind: 'create-library' })}>
            {t('library.createFirst')}
          </button>
        </section>
      ) : rows.length === 0 ? (
        <p className="list-empty">
          {!query
            ? t('library.empty')
            : searching
              ? t('library.searchingFiles')
              : t('library.noMatch', { query })}
        </p>
      ) : (
        <SkillList rows={rows} check={check} onCommand={onCommand} />
      )}

      <footer className="library-footer">
        {marked.length > 0 && (
          <span>
            {t('library.marked', { count: marked.length })}{' '}
            <button type="button" className="link-button" onClick={clearMarks}>
              {t('library.clearMarks')}
            </button>
          </span>
        )}
        <SkippedFolders libraries={libraries} lists={lists} />
      </footer>

      {open?.kind === 'menu' && (
        <Menu
          anchor={open.anchor}
          label={t('library.actions', { name: open.entry.name ?? open.entry.folderName })}
          onClose={() => setOpen(undefined)}
          items={[
            {
              label: t('install.open'),
              onSelect: () => setOpen({ kind: 'install', entry: open.entry }),
            },
            // The row's sync badge, for the keyboard: the copies with their Update.
            ...(installed.has(open.entry.dir)
              ? [
                  {
                    label: t('install.copiesOpen'),
                    onSelect: () => {
                      setOpen({ kind: 'copies', entry: open.entry });
                    },
                  },
                ]
              : []),
            {
              // The edit view with its History panel (beside the code, or its tab when narrow).
              label: t('history.openHistory'),
              onSelect: () => {
                useLibrary.getState().select(open.entry.dir);
                useUi.getState().setView('edit');
                useUi.getState().setSide('history');
                useUi.getState().setPane('history');
              },
            },
            {
              label: t('library.rename'),
              onSelect: () => setOpen({ kind: 'rename', entry: open.entry }),
            },
            {
              label: t('library.duplicate'),
              onSelect: () => setOpen({ kind: 'duplicate', entry: open.entry }),
            },
            {
              label: t('library.delete'),
              danger: true,
              onSelect: () => setOpen({ kind: 'delete', entry: open.entry }),
            },
          ]}
        />
      )}
      {(open?.kind === 'rename' || open?.kind === 'duplicate') && (
        <NameDialog entry={open.entry} kind={open.kind} onClose={() => setOpen(undefined)} />
      )}
      {open?.kind === 'delete' && (
        <DeleteDialog entry={open.entry} onClose={() => setOpen(undefined)} />
      )}
      {open?.kind === 'install' && (
        <InstallDialog
          dirs={marked.length > 1 && marked.includes(open.entry.dir) ? marked : [open.entry.dir]}
          onClose={() => setOpen(undefined)}
        />
      )}
      {open?.kind === 'copies' && (
        <CopiesDialog
          dir={open.entry.dir}
          name={open.entry.name ?? open.entry.folderName}
          onClose={() => setOpen(undefined)}
        />
      )}
      <NewSkillDialog open={open?.kind === 'new'} onClose={() => setOpen(undefined)} />
      {(open?.kind === 'add-library' || open?.kind === 'create-library') && (
        <AddLibraryDialog
          creating={open.kind === 'create-library'}
          onClose={() => setOpen(undefined)}
        />
      )}
      {open?.kind === 'import' && <ImportDialog onClose={() => setOpen(undefined)} />}
      {open?.kind === 'trash' && <TrashDialog onClose={() => setOpen(undefined)} />}
      {open?.kind === 'remove-library' && (
        <RemoveLibraryDialog library={open.library} onClose={() => setOpen(undefined)} />
      )}
    </nav>
  );
}
