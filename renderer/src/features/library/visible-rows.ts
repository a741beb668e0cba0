/**
 * The rows the library list shows: each library's heading (when there are several) and its
 * skills that pass the search and the status filter. Recomputed only when the lists or the
 * filter change, so typing in the search box stays fast with 10,000 skills.
 */
import { useMemo } from 'react';
import type { LibraryInfo, SkillListEntry } from '../../../../shared/ipc/contract';
import {
  filterSkills,
  statusCounts,
  type StatusFilter,
} from '../../../../shared/studio/library-list';
import { useLibrary } from '../../state/library-store';

/** One row of the list. */
export type Row =
  | { kind: 'library'; library: LibraryInfo; shown: number }
  | { kind: 'skill'; root: string; entry: SkillListEntry };

/** The visible rows and the status counts of everything matching the search. */
export function useVisibleRows(): {
  rows: Row[];
  counts: Record<StatusFilter, number>;
  skills: SkillListEntry[];
} {
  const libraries = useLibrary((s) => s.libraries);
  const lists = useLibrary((s) => s.lists);
  const query = useLibrary((s) => s.query);
  const status = useLibrary((s) => s.statusFilter);
  return useMemo(() => {
    const rows: Row[] = [];
    const matching: SkillListEntry[] = [];
    const shown: SkillListEntry[] = [];
    for (const library of libraries) {
      const skills = lists[library.root]?.skills ?? [];
      const byQuery = filterSkills(skills, query, 'all');
      matching.push(...byQuery);
      const visible = status === 'all' ? byQuery : byQuery.filter((s) => s.verdict === status);
      shown.push(...visible);
      if (libraries.length > 1) rows.push({ kind: 'library', library, shown: visible.length });
      for (const entry of visible) rows.push({ kind: 'skill', root: library.root, entry });
    }
    return { rows, counts: statusCounts(matching), skills: shown };
  }, [libraries, lists, query, status]);
}
