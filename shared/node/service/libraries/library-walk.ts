/**
 * A library's walk as the index compares it with a remembered list: the skills discovery finds
 * and the stamp of each one's SKILL.md, computed in steps (a generator) so the service can
 * confirm a remembered list in batches between calls and events, or all at once. Also the
 * entry of a skill rebuilt from the remembered list alone, before any walk.
 */
import { join } from 'node:path';
import { discoverSteps, type DiscoveredSkill, type Discovery } from '../../discover';
import type { Fence } from '../../link-fence';
import { stampOf, type CachedSkill, type FileStamp } from './index-cache';

/** Stamps taken between two yields (a stat each). */
const STAMPS_PER_STEP = 64;

/** One walk of a root. */
export interface Walked {
  /** The real root walked. */
  real: string;
  found: Discovery;
  /** The stamp of each found skill's SKILL.md, by index in `found.skills` (when asked for). */
  stamps: (FileStamp | undefined)[];
}

/**
 * Walks `real` and, with `stamps`, stats each SKILL.md found, yielding between steps; `fence`
 * is the open libraries (link-fence.ts), `onSkill` is given each skill as the walk leaves it
 * (DiscoverHooks.onSkill).
 */
export function* walkSteps(
  real: string,
  stamps: boolean,
  fence?: Fence,
  onSkill?: (skill: DiscoveredSkill) => void,
): Generator<void, Walked> {
  const found = yield* discoverSteps(real, undefined, undefined, {
    ...(fence && { fence }),
    ...(onSkill && { onSkill }),
  });
  const out: (FileStamp | undefined)[] = [];
  if (stamps)
    for (const [i, skill] of found.skills.entries()) {
      out.push(stampOf(join(skill.dir, skill.skillMdName)));
      if (i % STAMPS_PER_STEP === STAMPS_PER_STEP - 1) yield;
    }
  return { real, found, stamps: out };
}

/**
 * The skill a remembered entry names, as discovery would describe it (its folder counts are
 * not known without reading it: the remembered summary keeps its own until the walk). Its
 * folder is the summary's, which readIndexCache found to be the root's `rel`.
 */
export function skillFromCache(rel: string, cached: CachedSkill): DiscoveredSkill {
  return {
    dir: cached.summary.dir,
    rel,
    skillMdName: cached.skillMdName,
    subdirEntries: {},
    ...(cached.parent !== undefined && { parent: cached.parent }),
  };
}
