/**
 * Finding skills under a library root: every folder holding SKILL.md (or skill.md), at most
 * six levels down and at most MAX_FOLDERS folders visited, into agents' dot-folders but never
 * into the tool and cache folders of discovery-rules.ts, never through a symbolic link that
 * leaves the root. Everything passed over is reported with the reason.
 */
import { readdirSync, realpathSync, statSync, type Dirent } from 'node:fs';
import { join, sep } from 'node:path';
import { cwd } from 'node:process';
import { discoveryMessage } from '../i18n/discovery-messages';
import type { Message } from '../i18n/message';
import { MAX_DEPTH, MAX_FOLDERS } from './discovery-rules';
import {
  followLinks,
  linkedSkill,
  mdKind,
  walkContext,
  walkFolder,
  type WalkFinds,
} from './discover-walk';
import { fenceOf, inFence, skillMdNameAt, type Fence, type OutsideLink } from './link-fence';
import { isInside } from '../studio/paths';
import { realPath } from './real-path';
import { fsErrorReason, skillMdOfKind, type EntryKind } from './skill-folder';

export { MAX_DEPTH, MAX_FOLDERS } from './discovery-rules';

/** A skill folder found under a root. */
export interface DiscoveredSkill {
  /** Absolute folder path. */
  dir: string;
  /** Path relative to the root, "/"-separated ("" when the root itself is the skill). */
  rel: string;
  skillMdName: 'SKILL.md' | 'skill.md';
  /** Entries in each direct sub-folder, counted while walking (the scan's resource counts). */
  subdirEntries: Record<string, number>;
  /** Relative path of the nearest enclosing skill, when this one is nested in another. */
  parent?: string;
  /** What the walk saw of the skill's files (only when asked for: DiscoverHooks.files). */
  listing?: SkillListing;
  /**
   * Set when SKILL.md, or the folder itself, is a link leading outside the open libraries:
   * the skill is listed as that link and nothing of it is read (link-fence.ts).
   */
  link?: OutsideLink;
  /** The open libraries it was found within: its readers read nothing outside them. */
  fence?: Fence;
}

/**
 * A skill's files as the walk saw them, so a check that needs them lists no folder twice:
 * the entries listSkillFiles would list, from the folders discovery entered, and the folders
 * it would enter that discovery did not (passed-over tool folders such as .venv, folders
 * deeper than the search goes), which are listed on their own.
 */
export interface SkillListing {
  /** What SKILL.md is in the folder's listing. */
  skillMd: EntryKind;
  /** Every entry that is not a folder, "/"-separated below the skill. */
  files: string[];
  /** Folders below the skill still to be listed, "/"-separated. */
  unlisted: string[];
}

/** A folder that was not searched or not taken as a skill, and why. */
export interface SkippedFolder {
  rel: string;
  reason: Message;
}

/** The outcome of one discovery. */
export interface Discovery {
  root: string;
  skills: DiscoveredSkill[];
  skipped: SkippedFolder[];
  /** The studio's temp files and folders seen on the way (absolute paths), for clean-up. */
  temps: string[];
}

/** Where a partial discovery starts: a folder below the root, and the skill enclosing it. */
export interface DiscoverFrom {
  /** "/"-separated path below the root. */
  rel: string;
  /** Relative path of the skill that encloses `rel`, if any. */
  parent?: string;
}

/** How much one search may visit (tests lower it). */
export interface DiscoverLimits {
  maxFolders: number;
}

/** What a search does besides finding skills. */
export interface DiscoverHooks {
  /**
   * Called with each skill once the walk has left its folder (its counts, and its listing when
   * asked for, are complete), in walk order: work on it can start while the search goes on.
   */
  onSkill?: (skill: DiscoveredSkill) => void;
  /** Record each skill's files (DiscoveredSkill.listing). */
  files?: boolean;
  /** The open libraries, whose content may be read (by default the root alone). */
  fence?: Fence;
}

/**
 * Finds every skill under `root` (or only below `from`, for an update after a folder appeared),
 * sorted by relative path.
 */
export function discoverSkills(
  root: string,
  from?: DiscoverFrom,
  limits: DiscoverLimits = { maxFolders: MAX_FOLDERS },
  hooks: DiscoverHooks = {},
): Discovery {
  return runSteps(discoverSteps(root, from, limits, hooks));
}

/** Drives a step-wise computation (a generator that yields between steps) to its end. */
export function runSteps<T>(steps: Generator<void, T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done === true) return next.value;
  }
}

/**
 * discoverSkills one folder at a time: it yields after reading each folder, so a caller can
 * spread a large walk over many turns of the event loop (the service's confirmation of a
 * remembered list) while the plain call (runSteps) walks at once. One walk serves both.
 */
export function* discoverSteps(
  root: string,
  from?: DiscoverFrom,
  limits: DiscoverLimits = { maxFolders: MAX_FOLDERS },
  hooks: DiscoverHooks = {},
): Generator<void, Discovery> {
  const opened = openRoot(root);
  if (typeof opened !== 'string') return opened;
  const rootReal = opened;
  const ctx = walkContext(rootReal, hooks.fence ?? fenceOf([rootReal]), hooks, limits.maxFolders);
  if (from && from.rel !== '') {
    // Depth counts from the library root, so a sub-tree keeps the same limit.
    const depth = from.rel.split('/').length;
    const start = join(rootReal, from.rel);
    // A folder that is (or was just swapped for) a link is met as the full walk meets links.
    if (!isInside(rootReal, realOrSelf(start), sep, cwd))
      ctx.finds.links.push({ path: start, rel: from.rel, depth, parent: from.parent });
    else if (depth <= MAX_DEPTH) yield* walkFolder(ctx, start, from.rel, depth, from.parent);
  } else {
    yield* walkFolder(ctx, rootReal, '', 0, undefined);
  }
  yield* followLinks(ctx);
  return finished(rootReal, ctx.finds);
}

/**
 * The real path of the library root `root`, or the Discovery of a root that is no folder or
 * cannot be read (nothing found, and why).
 */
export function openRoot(root: string): string | Discovery {
  const none = (reason: Message): Discovery => ({
    root,
    skills: [],
    skipped: [{ rel: '', reason }],
    temps: [],
  });
  try {
    const rootReal = realpathSync(root);
    if (!statSync(rootReal).isDirectory())
      return none(discoveryMessage('discovery.root-not-folder'));
    return rootReal;
  } catch (error) {
    return none(discoveryMessage('discovery.root-unreadable', { reason: fsErrorReason(error) }));
  }
}

/** The Discovery of a walk's findings: its skills sorted by relative path. */
export function finished(rootReal: string, finds: WalkFinds): Discovery {
  const { skills, skipped, temps } = finds;
  skills.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
  return { root: rootReal, skills, skipped, temps };
}

function realOrSelf(path: string): string {
  try {
    return realPath(path);
  } catch {
    return path;
  }
}

/**
 * The skill in one folder (`rel` below the real root), or undefined when it holds no SKILL.md:
 * what an update needs after a change, without walking the library. A folder (or a folder on
 * its way) swapped for a link out of `fence` is a link skill, and nothing of it is listed.
 */
export function describeSkill(
  rootReal: string,
  rel: string,
  parent?: string,
  fence: Fence = fenceOf([rootReal]),
): DiscoveredSkill | undefined {
  const dir = rel === '' ? rootReal : join(rootReal, rel);
  // As the full walk treats folder links: one into another library is listed there, one out
  // of every library is the link (so a folder swapped for a link is never listed through it).
  let real: string;
  try {
    real = realPath(dir);
  } catch {
    return undefined;
  }
  if (!isInside(rootReal, real, sep, cwd)) {
    const skillMdName = inFence(fence, real) ? undefined : skillMdNameAt(real);
    const link = { target: real, folder: real };
    return skillMdName && linkedSkill({ path: dir, rel, parent }, { link, skillMdName }, fence);
  }
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return undefined;
  }
  const names = new Set(entries.map((e) => e.name));
  const skillMdName = names.has('SKILL.md')
    ? 'SKILL.md'
    : names.has('skill.md')
      ? 'skill.md'
      : undefined;
  if (!skillMdName) return undefined;
  const subdirEntries: Record<string, number> = {};
  for (const e of entries) {
    if (!e.isDirectory()) continue;
    try {
      subdirEntries[e.name] = readdirSync(join(dir, e.name)).length;
    } catch {
      subdirEntries[e.name] = 0;
    }
  }
  const lookup = skillMdOfKind(dir, skillMdName, mdKind(entries, skillMdName), fence);
  return {
    dir,
    rel,
    skillMdName,
    subdirEntries,
    fence,
    ...(parent !== undefined && { parent }),
    ...(lookup.kind === 'outside' && { link: lookup.link }),
  };
}
