/**
 * Finding skills under a library root: every folder holding SKILL.md (or skill.md), at most
 * six levels down and at most MAX_FOLDERS folders visited, into agents' dot-folders but never
 * into the tool and cache folders of discovery-rules.ts, never through a symbolic link that
 * leaves the root. Everything passed over is reported with the reason.
 */
import { readdirSync, realpathSync, statSync, type Dirent } from 'node:fs';
import { basename, join } from 'node:path';
import { discoveryMessage } from '../i18n/discovery-messages';
import type { Message } from '../i18n/message';
import { isStudioTemp } from '../studio/temp-names';
import { MAX_DEPTH, MAX_FOLDERS, notSearched } from './discovery-rules';
import {
  fenceOf,
  inFence,
  skillMdNameAt,
  type Fence,
  type OutsideLink,
  type SkillMdName,
} from './link-fence';
import { isInside } from './path-inside';
import { realPath } from './real-path';
import { fsErrorReason, entryKind, skillMdOfKind, type EntryKind } from './skill-folder';
import { IGNORED_DIRS } from './skill-files';

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

// The files collected below one folder, relative to it.
interface Collected {
  files: string[];
  unlisted: string[];
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
  const skills: DiscoveredSkill[] = [];
  const skipped: SkippedFolder[] = [];
  const temps: string[] = [];
  let rootReal: string;
  try {
    rootReal = realpathSync(root);
    if (!statSync(rootReal).isDirectory())
      return {
        root,
        skills,
        skipped: [{ rel: '', reason: discoveryMessage('discovery.root-not-folder') }],
        temps,
      };
  } catch (error) {
    return {
      root,
      skills,
      skipped: [
        {
          rel: '',
          reason: discoveryMessage('discovery.root-unreadable', { reason: fsErrorReason(error) }),
        },
      ],
      temps,
    };
  }
  const fence = hooks.fence ?? fenceOf([rootReal]);
  // Real folders are walked first and links afterwards, so a skill reachable both ways is
  // listed once, under its real path.
  const visited = new Set<string>([rootReal]);
  const links: { path: string; rel: string; depth: number; parent: string | undefined }[] = [];
  let folders = 0;
  let stopped = false;
  // Past the bound, one line says where the search stopped; nothing after it is entered.
  const withinBound = (rel: string): boolean => {
    if (folders < limits.maxFolders) {
      folders++;
      return true;
    }
    if (!stopped) {
      stopped = true;
      skipped.push({
        rel,
        // Grouped as the CLI always printed it ("10,000"), in either language.
        reason: discoveryMessage('discovery.folder-limit', {
          limit: limits.maxFolders.toLocaleString('en-US'),
        }),
      });
    }
    return false;
  };

  // `owner` is the skill whose direct sub-folder `dir` is: its listing is counted for it.
  // Returns the files below `dir` when they are collected (undefined: the folder was not
  // entered, so a listing must read it itself).
  function* walk(
    dir: string,
    rel: string,
    depth: number,
    parent: string | undefined,
    owner?: DiscoveredSkill,
  ): Generator<void, Collected | undefined> {
    if (!withinBound(rel)) return undefined;
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (error) {
      skipped.push({
        rel,
        reason: discoveryMessage('discovery.unreadable', { reason: fsErrorReason(error) }),
      });
      // A listing of the skill could not read it either.
      return { files: [], unlisted: [] };
    }
    yield;
    if (owner) owner.subdirEntries[basename(dir)] = entries.length;
    const names = new Set(entries.map((e) => e.name));
    const mdName = names.has('SKILL.md')
      ? 'SKILL.md'
      : names.has('skill.md')
        ? 'skill.md'
        : undefined;
    let here = parent;
    let me: DiscoveredSkill | undefined;
    if (mdName) {
      const lookup = skillMdOfKind(dir, mdName, mdKind(entries, mdName), fence);
      me = {
        dir,
        rel,
        skillMdName: mdName,
        subdirEntries: {},
        fence,
        ...(parent !== undefined && { parent }),
        ...(lookup.kind === 'outside' && { link: lookup.link }),
      };
      skills.push(me);
      here = rel;
    } else {
      const near = entries.find((e) => e.name.toLowerCase() === 'skill.md');
      if (near)
        skipped.push({
          rel,
          reason: discoveryMessage('discovery.skill-md-case', { name: near.name }),
        });
    }
    // Only inside a skill: the folders around skills belong to none.
    const mine: Collected | undefined =
      hooks.files === true && here !== undefined ? { files: [], unlisted: [] } : undefined;
    for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const childRel = rel ? `${rel}/${e.name}` : e.name;
      const child = join(dir, e.name);
      // The studio's temp files and folders: never a skill nor content, removed when nothing
      // writes them.
      if (isStudioTemp(e.name)) {
        temps.push(child);
        continue;
      }
      // What listSkillFiles lists: links and other entries as files, folders but those of
      // version control and dependencies.
      const listed = mine !== undefined;
      if (e.isSymbolicLink() || !e.isDirectory()) {
        if (listed) mine.files.push(e.name);
        if (e.isSymbolicLink())
          links.push({ path: child, rel: childRel, depth: depth + 1, parent: here });
        continue;
      }
      const listedFolder = listed && !IGNORED_DIRS.has(e.name);
      if (notSearched(e.name)) {
        if (listedFolder) mine.unlisted.push(e.name);
        continue;
      }
      if (depth + 1 > MAX_DEPTH) {
        skipped.push({
          rel: childRel,
          reason: discoveryMessage('discovery.too-deep', { depth: MAX_DEPTH }),
        });
        if (listedFolder) mine.unlisted.push(e.name);
        continue;
      }
      // Below a real root, a folder reached without links is its own real path.
      visited.add(child);
      const below = yield* walk(child, childRel, depth + 1, here, me);
      if (!listedFolder) continue;
      if (below === undefined) mine.unlisted.push(e.name);
      else {
        for (const f of below.files) mine.files.push(`${e.name}/${f}`);
        for (const f of below.unlisted) mine.unlisted.push(`${e.name}/${f}`);
      }
    }
    if (me) {
      if (mine && mdName)
        me.listing = { skillMd: entryKind(entries.find((e) => e.name === mdName)), ...mine };
      hooks.onSkill?.(me);
    }
    return mine;
  }

  if (from && from.rel !== '') {
    // Depth counts from the library root, so a sub-tree keeps the same limit.
    const depth = from.rel.split('/').length;
    const start = join(rootReal, from.rel);
    // A folder that is (or was just swapped for) a link is met as the full walk meets links.
    if (!isInside(rootReal, realOrSelf(start)))
      links.push({ path: start, rel: from.rel, depth, parent: from.parent });
    else if (depth <= MAX_DEPTH) yield* walk(start, from.rel, depth, from.parent);
  } else {
    yield* walk(rootReal, '', 0, undefined);
  }
  for (let i = 0; i < links.length; i++) {
    const link = links[i];
    if (!link) continue;
    const name = link.rel.split('/').pop() ?? '';
    const target = followLink(link.path, rootReal, fence);
    if (!target.ok) {
      if (target.skill) skills.push(linkedSkill(link, target.skill, fence));
      else if (target.reason) skipped.push({ rel: link.rel, reason: target.reason });
      continue;
    }
    if (visited.has(target.real) || notSearched(name)) continue;
    if (link.depth > MAX_DEPTH) {
      skipped.push({
        rel: link.rel,
        reason: discoveryMessage('discovery.too-deep', { depth: MAX_DEPTH }),
      });
      continue;
    }
    visited.add(target.real);
    yield* walk(target.real, link.rel, link.depth, link.parent);
  }
  skills.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
  return { root: rootReal, skills, skipped, temps };
}

// A link is followed only to a folder inside the root; links to files are not skills. A link
// out of the open libraries to a skill folder is that skill, listed as the link.
function followLink(
  path: string,
  rootReal: string,
  fence: Fence,
):
  | { ok: true; real: string }
  | { ok: false; reason?: Message; skill?: { link: OutsideLink; skillMdName: SkillMdName } } {
  try {
    const real = realpathSync(path);
    if (!statSync(real).isDirectory()) return { ok: false };
    if (!isInside(rootReal, real)) {
      if (inFence(fence, real))
        return {
          ok: false,
          reason: discoveryMessage('discovery.link-other-library'),
        };
      const skillMdName = skillMdNameAt(real);
      if (skillMdName)
        return { ok: false, skill: { link: { target: real, folder: real }, skillMdName } };
      return {
        ok: false,
        reason: discoveryMessage('discovery.link-outside'),
      };
    }
    return { ok: true, real };
  } catch (error) {
    return {
      ok: false,
      reason: discoveryMessage('discovery.broken-link', { reason: fsErrorReason(error) }),
    };
  }
}

function realOrSelf(path: string): string {
  try {
    return realPath(path);
  } catch {
    return path;
  }
}

function mdKind(entries: readonly Dirent[], name: string): EntryKind {
  return entryKind(entries.find((e) => e.name === name));
}

// A skill folder reached by a link out of the open libraries: the link, with nothing read.
function linkedSkill(
  at: { path: string; rel: string; parent: string | undefined },
  found: { link: OutsideLink; skillMdName: SkillMdName },
  fence: Fence,
): DiscoveredSkill {
  return {
    dir: at.path,
    rel: at.rel,
    skillMdName: found.skillMdName,
    subdirEntries: {},
    link: found.link,
    fence,
    ...(at.parent !== undefined && { parent: at.parent }),
  };
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
  if (!isInside(rootReal, real)) {
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
