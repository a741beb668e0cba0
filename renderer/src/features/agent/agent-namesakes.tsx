/**
 * Skills of the open skill's name elsewhere in the open libraries, told apart by library and
 * folder, each with the agent's verdict on it and which one the agent loads when asked for the
 * name (its own rule, as the simulator reproduces it: shared/agent/namesakes.ts). Shown near
 * the top of the agent view, as the first thing a user with two copies needs to know.
 */
import { useId, useMemo } from 'react';
import type { CallOutput } from '../../../../shared/ipc/contract';
import { namesakes, sameNamed, type NamedFolder } from '../../../../shared/agent/namesakes';
import { useMessageText, useT } from '../../i18n/i18n';
import { useLibrary, type LibraryList } from '../../state/library-store';
import { isInside } from '../../../../shared/studio/paths';
import { AGENT_LABELS } from './agent-choice';
import { OutcomeBadge } from './agent-compare';

type Simulation = CallOutput<'simulate'>;

/** Every skill of the lists as the namesake finder takes it, in the libraries' order. */
export function namedFolders(lists: Record<string, LibraryList>): NamedFolder[] {
  return Object.entries(lists).flatMap(([root, list]) =>
    list.skills.map((s) => ({
      dir: s.dir,
      root,
      rel: s.rel,
      folderName: s.folderName,
      ...(s.name !== undefined && { name: s.name }),
    })),
  );
}

/** The library's display name for a root (its folder's name when the list has not got it). */
export function useLibraryName(): (root: string) => string {
  const libraries = useLibrary((s) => s.libraries);
  return (root) =>
    libraries.find((l) => l.root === root)?.name ??
    root.split(/[\\/]/).filter(Boolean).at(-1) ??
    root;
}

/**
 * How a folder an agent names is shown: with its library first when several are open, since
 * the agent's own name for it (its path below the root) may be that of a folder in another.
 */
export function useFolderLabel(): (folder: string, dir: string | undefined) => string {
  const libraries = useLibrary((s) => s.libraries);
  const libraryName = useLibraryName();
  return (folder, dir) => {
    const root = dir && libraries.find((l) => isInside(l.root, dir))?.root;
    return libraries.length > 1 && root ? `${libraryName(root)}/${folder}` : folder;
  };
}

/** The namesakes of the skill in `dir` under the agent of `catalogue`; nothing when it has none. */
export function AgentNamesakes({
  catalogue,
  call,
  dir,
  name,
}: {
  catalogue: Simulation;
  call: Simulation;
  dir: string;
  name: string;
}) {
  const t = useT();
  const say = useMessageText();
  const id = useId();
  const lists = useLibrary((s) => s.lists);
  const select = useLibrary((s) => s.select);
  const libraryName = useLibraryName();
  const folders = useMemo(() => sameNamed(namedFolders(lists), dir), [lists, dir]);
  if (folders.length === 0 || catalogue.kind !== 'catalogue') return null;
  const callView = call.kind === 'call' ? call.view : undefined;
  const rows = namesakes(catalogue.view, callView, folders, dir);
  const agent = AGENT_LABELS[catalogue.view.agent];
  const loaded = rows.find((r) => r.loaded);
  const sentence = loaded?.open
    ? t('agent.namesakes.loadsThis', { agent, name })
    : loaded
      ? t('agent.namesakes.loadsOther', {
          agent,
          name,
          library: libraryName(loaded.root),
          folder: loaded.rel,
        })
      : callView && callView.parts.length === 0 && !callView.failure
        ? t('agent.namesakes.noTool', { agent })
        : t('agent.namesakes.loadsNone', { agent, name });
  return (
    <section className="agent-section agent-namesakes" aria-labelledby={id} data-testid="namesakes">
      <h2 id={id}>{t('agent.namesakes.heading', { count: rows.length, name })}</h2>
      <p className="field-hint">{t('agent.namesakes.hint')}</p>
      <p role="status" data-testid="namesakes-pick">
        <strong>{sentence}</strong>
      </p>
      <ul className="namesakes">
        {rows.map((r) => {
          const where = { library: libraryName(r.root), folder: r.rel };
          return (
            <li key={r.dir} className={r.open ? 'is-open' : undefined} data-dir={r.dir}>
              <div className="namesake-where">
                <strong>{t('agent.namesakes.where', where)}</strong>
                <span className="muted mono namesake-dir">{r.dir}</span>
              </div>
              <div className="namesake-verdict">
                <OutcomeBadge outcome={r.verdict.outcome} />
                {r.loaded && (
                  <span className="badge badge-listed">{t('agent.namesakes.loaded')}</span>
                )}
                {r.verdict.why && <span className="compare-why"> {say(r.verdict.why)}</span>}
              </div>
              {r.open ? (
                <span className="muted">{t('agent.namesakes.thisOne')}</span>
              ) : (
                <button
                  type="button"
                  className="small"
                  aria-label={t('agent.namesakes.openNamed', where)}
                  onClick={() => select(r.dir)}
                >
                  {t('agent.namesakes.open')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
