/**
 * One skill's entry in a library's first list (level 1: the frontmatter alone), from what
 * discovery saw of it: run by a worker thread or by the service's own, with the same result
 * either way. Its namesakes are not known yet (every name is needed first): the entry is made
 * without them, and the library index checks again the few skills that have some.
 */
import type { SkillSummary } from '../../skill/summary';
import type { DiscoveredSkill } from '../discover';
import type { FileStamp } from '../read-head';
import { readSkillHead, summarizeSkill } from '../scan';

/** A skill to list, as plain data (it crosses to a worker). */
export interface SummarizeTask {
  /** The real library root the skill was found under. */
  root: string;
  skill: DiscoveredSkill;
}

/** The skill's list entry, its frontmatter name and the stamp of the SKILL.md read. */
export interface SummarizeResult {
  summary: SkillSummary;
  name?: string;
  stamp?: FileStamp;
}

const NO_NAMESAKES: ReadonlyMap<string, readonly string[]> = new Map();

/** Reads the skill's frontmatter and makes its entry, as RootIndex.rescan would. */
export function summarizeTask({ root, skill }: SummarizeTask): SummarizeResult {
  const head = readSkillHead(skill, undefined, false);
  const summary = summarizeSkill(root, skill, head, NO_NAMESAKES);
  // The summary's name is the frontmatter's, as a copy that keeps no text alive.
  return {
    summary,
    ...(summary.name !== undefined && { name: summary.name }),
    ...(head.stamp && { stamp: head.stamp }),
  };
}
