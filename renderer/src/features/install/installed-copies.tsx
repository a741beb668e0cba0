/**
 * Where the skills are installed and how each copy stands (in sync, older than the library,
 * changed there...), live as the service watches the agent folders, with what each allows:
 * update (also all outdated copies at once, with Undo on the toast), compare and pull back,
 * uninstall.
 */
import { useState } from 'react';
import { AGENT_TARGETS } from '../../../../shared/install/agents';
import type { InstalledCopy } from '../../../../shared/install/outcomes';
import { syncActions } from '../../../../shared/install/sync-state';
import { parentPath } from '../../../../shared/studio/paths';
import { translate, useT } from '../../i18n/i18n';
import { errorText } from '../../i18n/service-text';
import { useInstalls } from '../../state/installs-store';
import { studio } from '../../state/studio';
import { useUi } from '../../state/ui-store';
import { toast, toastWithAction } from '../../ui/toasts';
import { ErrorNote, useAction } from '../../ui/use-action';
import { CompareDialog } from './compare-dialog';
import { shortPath } from './install-results';

/** The update toast's Undo: each copy as it was before, unless it changed there since. */
async function undoUpdates(targets: string[]): Promise<void> {
  const t = (count: number) =>
    translate(useUi.getState().locale, 'install.updateUndone', { count });
  let back = 0;
  for (const target of targets) {
    try {
      await studio().undoInstallUpdate({ target });
      back++;
    } catch (error) {
      toast(errorText(error), 'error');
    }
  }
  if (back > 0) toast(t(back));
}

/** The copies of `dirs`; `focusUpdate` puts the focus on the first Update as it opens. */
export function InstalledCopies({ dirs, focusUpdate }: { dirs: string[]; focusUpdate?: boolean }) {
  const t = useT();
  const all = useInstalls((s) => s.copies);
  // Select the stored view and derive from it: a selector that builds a new array each time
  // would re-render forever.
  const view = useInstalls((s) => s.agents);
  const folders = view?.agents.flatMap((a) => a.folders) ?? [];
  const copies = all.filter((c) => dirs.includes(c.dir));
  const action = useAction();
  const [comparing, setComparing] = useState<InstalledCopy>();
  const outdated = copies.filter((c) => syncActions(c.state).update);
  const nameOf = (c: InstalledCopy) => AGENT_TARGETS.find((a) => a.id === c.agent)?.name ?? c.agent;
  const path = (c: InstalledCopy) => shortPath(folders, parentPath(c.target), c.target);

  const agentName = (id: string) => AGENT_TARGETS.find((a) => a.id === id)?.name ?? id;
  const update = (targets: string[]) =>
    action.run(async () => {
      const outcomes = await studio().updateInstalls({ targets });
      const updated = outcomes.filter((o) => o.status === 'updated').map((o) => o.target);
      if (updated.length > 0)
        toastWithAction(t('install.updatedCopies', { count: updated.length }), {
          label: t('editor.undo'),
          run: () => void undoUpdates(updated),
        });
      const stuck = outcomes.find((o) => o.status === 'conflict' || o.status === 'refused');
      if (stuck)
        action.setError(
          stuck.status === 'conflict'
            ? t('install.result.conflict', {
                agent: agentName(stuck.agent),
                path: stuck.target,
                why: stuck.conflict ? t(`install.why.${stuck.conflict.why}`) : '',
              })
            : t('install.result.refused', { agent: agentName(stuck.agent), name: stuck.name }),
        );
    });

  return (
    <section className="installed-copies" aria-label={t('install.copies')}>
      <h3>{t('install.copies')}</h3>
      {copies.length === 0 ? (
        <p className="muted">{t('install.noCopies')}</p>
      ) : (
        <ul>
          {copies.map((c) => {
            const can = syncActions(c.state);
            return (
              <li key={c.target} className={`installed-copy state-${c.state}`} data-state={c.state}>
                <span className="installed-copy-where">
                  {t('install.target', {
                    agent: nameOf(c),
                    scope: t(`install.scopeWord.${c.scope}`),
                  })}
                  <span className="muted"> {path(c)}</span>
                </span>
                <span className={`sync-state sync-${c.state}`}>
                  {t(`install.state.${c.state}`)}
                </span>
                {can.update && (
                  <button
                    type="button"
                    disabled={action.busy}
                    autoFocus={focusUpdate === true && c === outdated[0]}
                    onClick={() => void update([c.target])}
                  >
                    {t('install.update')}
                  </button>
                )}
                {can.pullBack && (
                  <button type="button" disabled={action.busy} onClick={() => setComparing(c)}>
                    {t('install.compare')}
                  </button>
                )}
                <button
                  type="button"
                  disabled={action.busy}
                  onClick={() =>
                    void action.run(async () => {
                      await studio().uninstallSkill({ target: c.target });
                      toast(t('install.uninstalled', { path: path(c) }));
                    })
                  }
                >
                  {t('install.uninstall')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {outdated.length > 1 && (
        <button
          type="button"
          disabled={action.busy}
          onClick={() => void update(outdated.map((c) => c.target))}
        >
          {t('install.updateAll', { count: outdated.length })}
        </button>
      )}
      <ErrorNote message={action.error} />
      {comparing && (
        <CompareDialog
          copy={comparing}
          path={path(comparing)}
          onClose={() => setComparing(undefined)}
        />
      )}
    </section>
  );
}
