/**
 * The rows the library list shows: each library's heading (when there are several) and its
 * skills that pass the search and the status filter, with the check each row shows: the
 * chosen profile's, and for the skill open in the editor its live check. Recomputed only when
 * the lists, the filter, the profile or the open skill's verdict change, so typing in the
 * search box (or the editor) stays fast with 10,000 skills.
 */
import type { LibraryInfo, SkillListEntry } from '../../../../shared/ipc/contract';
import type { ProfileId } from '../../../../shared/skill/types';
import {
  checkFor,
  filterSkills,
  statusCounts,
  type CheckFor,
  type StatusFilter,
} from '../../../../shared/studio/library-list';
import { useChecked, type LiveCheck } from '../../state/diagnostics';
import { useLibrary } from '../../state/library-store';
import { useUi } from '../../state/ui-store';
import { useTextSearch, type TextHit } from '../../state/text-search';

/** One row of the list. */
export type Row =
  | { kind: 'library'; library: LibraryInfo; shown: number }
  | {
      kind: 'skill';
      root: string;
      entry: SkillListEntry;
      /** Its library's list is the remembered one, still being checked (LibraryInfo.checking). */
      checking: boolean;
      /** Found through its files: the line shown under it. */
      hit?: TextHit;
    };

/** What the list shows. */
interface VisibleRows {
  rows: Row[];
  counts: Record<StatusFilter, number>;
  skills: SkillListEntry[];
  /** The check each skill shows (the same one for the row, the counts and the problems panel). */
  check: CheckFor;
}

const NO_HITS: ReadonlyMap<string, TextHit> = new Map();

// The last result, shared by every caller (the list and the problems panel): one filtering
// of 10,000 skills per change of the inputs, not one per component.
let last: { inputs: readonly unknown[]; result: VisibleRows } | undefined;

/** The visible rows and the status counts of everything matching the search. */
export function useVisibleRows(): VisibleRows {
  const libraries = useLibrary((s) => s.libraries);
  const lists = useLibrary((s) => s.lists);
  const query = useLibrary((s) => s.query);
  const status = useLibrary((s) => s.statusFilter);
  const profile = useUi((s) => s.profile);
  const live = useChecked((s) => s.live);
  const text = useTextSearch((s) => s.hits);
  const textQuery = useTextSearch((s) => s.query);
  // Hits answer the query they were asked with; while the next one is typed they do not count.
  const hits = textQuery === query ? text : NO_HITS;
  const inputs = [libraries, lists, query, status, profile, live, hits];
  if (last?.inputs.every((v, i) => v === inputs[i]) !== true)
    last = {
      inputs,
      result: computeRows(libraries, lists, query, status, profile, live, hits),
    };
  return last.result;
}

function computeRows(
  libraries: readonly LibraryInfo[],
  lists: Readonly<Record<string, { skills: SkillListEntry[] } | undefined>>,
  query: string,
  status: StatusFilter,
  profile: ProfileId,
  live: LiveCheck | undefined,
  hits: ReadonlyMap<string, TextHit>,
): VisibleRows {
  const check = checkFor(profile, live);
  const rows: Row[] = [];
  const matching: SkillListEntry[] = [];
  const shown: SkillListEntry[] = [];
  for (const library of libraries) {
    const skills = lists[library.root]?.skills ?? [];
    const byName = filterSkills(skills, query, 'all', check);
    // Skills found only through their files join in list order (the walk only when there are hits).
    const named = hits.size === 0 ? undefined : new Set(byName);
    const byQuery = named ? skills.filter((s) => named.has(s) || hits.has(s.dir)) : byName;
    matching.push(...byQuery);
    const visible = status === 'all' ? byQuery : byQuery.filter((s) => check(s).verdict === status);
    shown.push(...visible);
    if (libraries.length > 1) rows.push({ kind: 'library', library, shown: visible.length });
    const checking = library.checking;
    for (const entry of visible) {
      const hit = hits.get(entry.dir);
      rows.push({ kind: 'skill', root: library.root, entry, checking, ...(hit && { hit }) });
    }
  }
  return { rows, counts: statusCounts(matching, check), skills: shown, check };
}
