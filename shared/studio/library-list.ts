/**
 * The library list as the UI holds it, changed only by these pure functions: the service's
 * deltas applied in place of a reload, and the search and status filter the list shows.
 */
import { twinsAmong } from '../skill/description-twins';
import type { EventPayload, SkillListEntry } from '../ipc/contract';
import { DEFAULT_TARGETS, gradeTargets } from '../skill/targets';
import type { SkillCheck } from '../skill/summary';
import type { ProfileId } from '../skill/types';
import { queryWords } from './text-search';

/** A list entry's findings under one profile (codes as plain strings, as the list's schema has them). */
export type EntryCheck = Omit<SkillCheck, 'codes'> & {
  codes: readonly string[];
  /** Each target's own check, when the entry is checked for its library's targets. */
  targets?: readonly {
    target: ProfileId;
    check: Omit<SkillCheck, 'codes'> & { codes: readonly string[] };
  }[];
};

/** Which check the list shows for an entry (its targets', or the open skill's live one). */
export type CheckFor = (entry: SkillListEntry) => EntryCheck;

/** The open skill's live check, and the targets it was made for. */
export interface LiveEntryCheck {
  dir: string;
  targets: readonly ProfileId[];
  check: EntryCheck;
}

/**
 * The check the list shows for each entry of a library checked for `targets`: what the index
 * found, graded for each target (the worst of them as a whole), except for the skill open in
 * the editor, whose live check (of its text as typed) is given as `live`.
 */
export function checkFor(targets: readonly ProfileId[], live?: LiveEntryCheck): CheckFor {
  const current = live !== undefined && live.targets.join(' ') === targets.join(' ');
  if (!current) return (entry) => gradeTargets(entry.found, targets);
  return (entry) => (entry.dir === live.dir ? live.check : gradeTargets(entry.found, targets));
}

/**
 * One check for entries of several libraries: each graded for the targets of the library it
 * lies in (the longest root its folder starts with).
 */
export function checkForLibraries(byRoot: ReadonlyMap<string, CheckFor>): CheckFor {
  const roots = [...byRoot.keys()].sort((a, b) => b.length - a.length);
  const only = roots.length === 1 ? byRoot.get(roots[0] ?? '') : undefined;
  if (only) return only;
  return (entry) => {
    const root = roots.find((r) => inRoot(r, entry.dir)) ?? roots[0] ?? '';
    const check = byRoot.get(root);
    return check ? check(entry) : gradeTargets(entry.found, DEFAULT_TARGETS);
  };
}

const inRoot = (root: string, dir: string) =>
  dir === root ||
  (dir.startsWith(root) &&
    (root.endsWith('/') || root.endsWith('\\') || /[\\/]/.test(dir.charAt(root.length))));

/** A status filter of the list. */
export type StatusFilter = 'all' | 'valid' | 'warnings' | 'errors';

/** A skill list after a `skillsChanged` delta, in path order as the service lists it. */
export function applySkillsDelta(
  skills: readonly SkillListEntry[],
  delta: Pick<EventPayload<'skillsChanged'>, 'added' | 'changed' | 'removed'>,
): SkillListEntry[] {
  const removed = new Set(delta.removed);
  const replaced = new Map<string, SkillListEntry>();
  for (const s of [...delta.added, ...delta.changed]) replaced.set(s.dir, s);
  const out: SkillListEntry[] = [];
  for (const s of skills) {
    if (removed.has(s.dir)) continue;
    out.push(replaced.get(s.dir) ?? s);
    replaced.delete(s.dir);
  }
  // What is left is new (or was changed before the UI heard of it): merged in path order.
  if (replaced.size > 0) {
    out.push(...replaced.values());
    out.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
  }
  return out;
}

/** What a query is matched against of a skill besides its files. */
type Searched = Pick<SkillListEntry, 'name' | 'folderName' | 'rel' | 'description'>;

// Lower-cased text a query is matched against, computed once per summary.
const haystacks = new WeakMap<Searched, string>();

/** A skill's name, folder, path and description, lower-cased (the service's text search shares it). */
export function haystack(s: Searched): string {
  let text = haystacks.get(s);
  if (text === undefined) {
    text = `${s.name ?? ''}\n${s.folderName}\n${s.rel}\n${s.description ?? ''}`.toLowerCase();
    haystacks.set(s, text);
  }
  return text;
}

/** Whether a skill's haystack holds every word of a query (lower-cased, as queryWords gives them). */
export function matchesWords(s: Searched, words: readonly string[]): boolean {
  const text = haystack(s);
  return words.every((word) => text.includes(word));
}

/**
 * Whether every skill matching `next` also matches `before` (each word of `before` is inside
 * a word of `next`), so the skills matching `before` are all `next` need be looked for in:
 * typing on at the end of a query only narrows what it found.
 */
export function narrows(before: readonly string[], next: readonly string[]): boolean {
  return before.every((old) => next.some((word) => word.includes(old)));
}

/**
 * The skills matching a query (every word must appear in the name, folder, path or
 * description, case-insensitive) and a status (by the check `check` gives each).
 */
export function filterSkills(
  skills: readonly SkillListEntry[],
  query: string,
  status: StatusFilter,
  check: CheckFor,
): SkillListEntry[] {
  const words = queryWords(query);
  return skills.filter(
    (s) => (status === 'all' || check(s).verdict === status) && matchesWords(s, words),
  );
}

/** How many skills have each verdict (by the check `check` gives each). */
export function statusCounts(
  skills: readonly SkillListEntry[],
  check: CheckFor,
): Record<StatusFilter, number> {
  const counts = { all: skills.length, valid: 0, warnings: 0, errors: 0 };
  for (const s of skills) counts[check(s).verdict]++;
  return counts;
}

/** The other skills of a list with the same or nearly the same description (live checks). */
export function twinDescriptions(
  skills: readonly SkillListEntry[],
  dir: string,
  description: string,
): string[] {
  return twinsAmong(
    description,
    skills,
    (s) => (s.dir === dir ? undefined : s.description),
    (s) => s.rel,
  );
}

/** The other skills of a list declaring the same name (for live duplicate checks). */
export function namesakes(skills: readonly SkillListEntry[], dir: string, name: string): string[] {
  return skills.filter((s) => s.dir !== dir && s.name === name).map((s) => s.rel);
}
