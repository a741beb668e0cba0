/**
 * The rows the library list shows: each library's heading (when there are several) and its
 * skills that pass the search and the status filter. Recomputed only when the lists or the
 * filter change, so typing in the search box stays fast with 10,000 skills.
 */
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

/** What the list shows. */
interface VisibleRows {
  rows: Row[];
  counts: Record<StatusFilter, number>;
  skills: SkillListEntry[];
}

// The last result, shared by every caller (the list and the problems panel): one filtering
// of 10,000 skills per change of the lists or the filter, not one per component.
let last: { inputs: readonly unknown[]; result: VisibleRows } | undefined;

/** The visible rows and the status counts of everything matching the search. */
export function useVisibleRows(): VisibleRows {
  const libraries = useLibrary((s) => s.libraries);
  const lists = useLibrary((s) => s.lists);
  const query = useLibrary((s) => s.query);
  const status = useLibrary((s) => s.statusFilter);
  const inputs = [libraries, lists, query, status];
  if (last?.inputs.every((v, i) => v === inputs[i]) !== true)
    last = { inputs, result: computeRows(libraries, lists, query, status) };
  return last.result;
}

function computeRows(
  libraries: readonly LibraryInfo[],
  lists: Readonly<Record<string, { skills: SkillListEntry[] } | undefined>>,
  query: string,
  status: StatusFilter,
): VisibleRows {
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
}
