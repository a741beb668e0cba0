/**
 * The rows the library list shows: each library's heading (when there are several) and its
 * skills that pass the search and the status filter, with the check each row shows: its
 * library's targets', and for the skill open in the editor its live check. Recomputed only when
 * the lists, the filter, the targets or the open skill's verdict change, so typing in the
 * search box (or the editor) stays fast with 10,000 skills.
 */
import type { LibraryInfo, SkillListEntry } from '../../../../shared/ipc/contract';
import type { ProfileId } from '../../../../shared/skill/types';
import {
  checkFor,
  checkForLibraries,
  matchesWords,
  narrows,
  statusCounts,
  type CheckFor,
  type StatusFilter,
} from '../../../../shared/studio/library-list';
import { useChecked, type LiveCheck } from '../../state/diagnostics';
import { useLibrary } from '../../state/library-store';
import { targetsOf, useTargets } from '../../state/targets-store';
import { useTextSearch, type TextHit } from '../../state/text-search';
import { queryWords } from '../../../../shared/studio/text-search';

/** One row of the list. */
export type Row =
  | { kind: 'library'; key: string; library: LibraryInfo; shown: number }
  | {
      kind: 'skill';
      /** The virtualizer's key: changes with the row's height (a line found under it). */
      key: string;
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
  const targets = useTargets((s) => s.byRoot);
  const live = useChecked((s) => s.live);
  const text = useTextSearch((s) => s.hits);
  const textQuery = useTextSearch((s) => s.query);
  // Hits answer the query they were asked with; while the next one is typed they do not count.
  const hits = textQuery === query ? text : NO_HITS;
  const inputs = [libraries, lists, query, status, targets, live, hits];
  if (last?.inputs.every((v, i) => v === inputs[i]) !== true)
    last = {
      inputs,
      result: computeRows(libraries, lists, query, status, targets, live, hits),
    };
  return last.result;
}

// Per list (the service's array, replaced on every change to it): the last query's words and
// the skills they matched, to narrow from when the next query only adds to them.
const matched = new WeakMap<
  readonly SkillListEntry[],
  { words: string[]; skills: SkillListEntry[] }
>();

function matching(skills: SkillListEntry[], words: string[]): SkillListEntry[] {
  if (words.length === 0) return skills;
  const last = matched.get(skills);
  if (last && last.words.join(' ') === words.join(' ')) return last.skills;
  const from = last && narrows(last.words, words) ? last.skills : skills;
  const found = from.filter((s) => matchesWords(s, words));
  matched.set(skills, { words, skills: found });
  return found;
}

// A skill's row without a line found, made once per entry (entries are replaced when they change).
const rowsOf = new WeakMap<SkillListEntry, Extract<Row, { kind: 'skill' }>>();

function skillRow(root: string, entry: SkillListEntry, checking: boolean, hit?: TextHit): Row {
  if (hit) return { kind: 'skill', key: `${entry.dir}:hit`, root, entry, checking, hit };
  const made = rowsOf.get(entry);
  if (made?.root === root && made.checking === checking) return made;
  const row = { kind: 'skill' as const, key: entry.dir, root, entry, checking };
  rowsOf.set(entry, row);
  return row;
}

/** The rows of `libraries` for a search and filter (what useVisibleRows gives, without the hooks). */
export function computeRows(
  libraries: readonly LibraryInfo[],
  lists: Readonly<Record<string, { skills: SkillListEntry[] } | undefined>>,
  query: string,
  status: StatusFilter,
  targets: Readonly<Record<string, readonly ProfileId[]>>,
  live: LiveCheck | undefined,
  hits: ReadonlyMap<string, TextHit>,
): VisibleRows {
  const checks = new Map(
    libraries.map((l) => [l.root, checkFor(targetsOf(targets, l.root), live)] as const),
  );
  const check = checkForLibraries(checks);
  const words = queryWords(query);
  const rows: Row[] = [];
  let all: SkillListEntry[] = [];
  let shown: SkillListEntry[] = [];
  for (const library of libraries) {
    const skills = lists[library.root]?.skills ?? [];
    const byName = matching(skills, words);
    // Skills found only through their files join in list order (the walk only when there are hits).
    const named = hits.size === 0 ? undefined : new Set(byName);
    const byQuery = named ? skills.filter((s) => named.has(s) || hits.has(s.dir)) : byName;
    all = all.length === 0 ? byQuery : all.concat(byQuery);
    const own = checks.get(library.root) ?? check;
    const visible = status === 'all' ? byQuery : byQuery.filter((s) => own(s).verdict === status);
    shown = shown.length === 0 ? visible : shown.concat(visible);
    if (libraries.length > 1)
      rows.push({ kind: 'library', key: `lib:${library.root}`, library, shown: visible.length });
    const checking = library.checking;
    for (const entry of visible)
      rows.push(skillRow(library.root, entry, checking, hits.get(entry.dir)));
  }
  return { rows, counts: statusCounts(all, check), skills: shown, check };
}
