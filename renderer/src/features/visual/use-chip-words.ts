/**
 * The words of the visual editor's placeholder chips for the skill in `dir`: for each
 * placeholder, what each of the library's target agents (every agent until targets are chosen)
 * makes of it, read from the agents' own loading of the saved file, as Compare agents shows
 * it (shared/agent/compare-loads.ts). A placeholder not in the saved file says so.
 */
import { useMemo } from 'react';
import { compareLoads } from '../../../../shared/agent/compare-loads';
import { agentsOfTargets } from '../../../../shared/agent/target-agents';
import { AGENT_LABELS } from '../../../../shared/agent/types';
import { useT } from '../../i18n/i18n';
import { useDiskChanges } from '../../state/disk-changes';
import { findEntry, useLibrary } from '../../state/library-store';
import { useTargets } from '../../state/targets-store';
import { fateWords } from '../agent/agent-compare-loads';
import { useAllAgents } from '../agent/use-all-agents';

/** What each placeholder becomes with each agent that matters here, as a chip's title. */
export function useChipWords(dir: string): (written: string) => string {
  const t = useT();
  const entry = useLibrary((s) => findEntry(s.lists, dir)?.entry);
  const root = useLibrary((s) => findEntry(s.lists, dir)?.root);
  const targets = useTargets((s) => (root === undefined ? undefined : s.byRoot[root]));
  const changed = useDiskChanges([dir]);
  const { views } = useAllAgents(entry?.name ?? entry?.folderName ?? '', '', changed);
  return useMemo(() => {
    const wanted = agentsOfTargets(targets ?? []);
    const { rows } = compareLoads(views?.map((v) => v.call) ?? [], dir);
    const shown = rows.filter(
      (r) => r.loads === 'this' && (wanted.length === 0 || wanted.includes(r.agent)),
    );
    return (written) => {
      const lines = shown.flatMap((row) => {
        const fate = row.placeholders[written];
        return fate ? [`${AGENT_LABELS[row.agent]}: ${fateWords(t, fate)}`] : [];
      });
      if (!views) return t('visual.chip.loading', { placeholder: written });
      if (lines.length === 0) return t('visual.chip.unsaved', { placeholder: written });
      return [t('visual.chip.title', { placeholder: written }), ...lines].join('\n');
    };
  }, [t, views, targets, dir]);
}
