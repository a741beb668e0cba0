/**
 * One skill across every agent: from each agent's catalogue, whether the skill is listed,
 * shortened, left out or hidden, skipped (and why), not seen at all, or the agent does not
 * start, with the entry the model would read. Outcomes that differ from most agents' are
 * marked, so the comparison shows where a skill behaves differently.
 */
import type { Message } from '../i18n/message';
import type { AgentId, CatalogueView } from './types';

/** What an agent makes of one skill at start-up. */
export type Outcome =
  'listed' | 'cut' | 'dropped' | 'hidden' | 'skipped' | 'not-seen' | 'agent-fails';

/** The skill compared, by its folder. */
export interface ComparedSkill {
  /** "/"-separated path below its library root (the folder's name when it is the root). */
  rel: string;
  /** Its absolute folder: with it, a folder of the same path in another library is not taken for it. */
  dir?: string;
}

/** One agent's verdict on the skill. */
export interface AgentVerdict {
  agent: AgentId;
  reproduces: string;
  outcome: Outcome;
  /** Why (the note of its entry, the skip reason, or why the agent does not start). */
  why?: Message;
  /** The agent's own words, where it has them (a skip's diagnostic). */
  detail?: string;
  /** The skill's lines of the catalogue, as the model sees them. */
  entry?: string;
  /** The outcome is not the one most agents reach. */
  differs: boolean;
}

/**
 * The item of `items` (entries, skipped folders) that is `skill`: every agent names a folder by
 * its path below the root, which two libraries can share, so the absolute folder decides where
 * both sides have it.
 */
export const pickFor = <T extends { folder: string; dir?: string }>(
  items: readonly T[],
  skill: ComparedSkill,
) =>
  items.find((i) =>
    skill.dir !== undefined && i.dir !== undefined ? i.dir === skill.dir : i.folder === skill.rel,
  );

/** What one catalogue makes of the skill. */
export function verdictOf(
  view: CatalogueView,
  skill: ComparedSkill,
): Omit<AgentVerdict, 'differs'> {
  const base = { agent: view.agent, reproduces: view.reproduces };
  if (view.failure) return { ...base, outcome: 'agent-fails', why: view.failure };
  const entry = pickFor(view.entries, skill);
  if (entry)
    return {
      ...base,
      outcome: entry.status,
      ...(entry.note && { why: entry.note }),
      ...(entry.text !== undefined && { entry: entry.text }),
    };
  const skipped = pickFor(view.skipped, skill);
  if (skipped)
    return {
      ...base,
      outcome: 'skipped',
      why: skipped.reason,
      ...(skipped.detail !== undefined && { detail: skipped.detail }),
    };
  return { ...base, outcome: 'not-seen' };
}

/** Every agent's verdict, in the order of `views`, with the outliers marked. */
export function compareAgents(
  views: readonly CatalogueView[],
  skill: ComparedSkill,
): AgentVerdict[] {
  const verdicts = views.map((v) => verdictOf(v, skill));
  const counts = new Map<Outcome, number>();
  for (const v of verdicts) counts.set(v.outcome, (counts.get(v.outcome) ?? 0) + 1);
  const most = Math.max(0, ...counts.values());
  // With a tie for the most common outcome there is no majority: every outcome in the tie
  // is as usual as the others, so only the rarer ones are marked.
  return verdicts.map((v) => ({ ...v, differs: (counts.get(v.outcome) ?? 0) < most }));
}

/** A skill folder's path below its library root, "/"-separated, as agents name folders. */
export function relBelow(root: string | undefined, dir: string): string {
  const own = dir.split(/[\\/]/).filter(Boolean).at(-1) ?? dir;
  if (root === undefined || !dir.startsWith(root)) return own;
  const rel = dir
    .slice(root.length)
    .replace(/^[\\/]+/, '')
    .replaceAll('\\', '/');
  return rel === '' ? own : rel;
}
