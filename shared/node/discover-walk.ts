/**
 * The walk of discovery (discover.ts) in its pieces: one folder's listing and what it finds
 * there, and the links followed once every real folder has been walked. Whatever a walk finds
 * goes to a WalkFinds, in walk order.
 */
import { readdirSync, realpathSync, statSync, type Dirent } from 'node:fs';
import { basename, sep } from 'node:path';
import { cwd } from 'node:process';
import { discoveryMessage } from '../i18n/discovery-messages';
import type { Message } from '../i18n/message';
import { isStudioTemp } from '../studio/temp-names';
import { MAX_DEPTH, notSearched } from './discovery-rules';
import {
  inFence,
  skillMdNameAt,
  type Fence,
  type OutsideLink,
  type SkillMdName,
} from './link-fence';
import { isInside } from '../studio/paths';
import { fsErrorReason, entryKind, skillMdOfKind, type EntryKind } from './skill-folder';
import { IGNORED_DIRS } from './skill-files';
import type { DiscoveredSkill, DiscoverHooks, SkippedFolder } from './discover';

/** A folder link met on the way, followed once the real folders are walked. */
export interface PendingLink {
  path: string;
  rel: string;
  depth: number;
  parent: string | undefined;
}

/** What a walk (or one piece of it) found, in walk order. */
export interface WalkFinds {
  skills: DiscoveredSkill[];
  skipped: SkippedFolder[];
  temps: string[];
  links: PendingLink[];
}

/** The state of one walk. */
export interface WalkContext {
  rootReal: string;
  fence: Fence;
  hooks: DiscoverHooks;
  maxFolders: number;
  /** Where findings go. */
  finds: WalkFinds;
  /**
   * Folders reached by real path (and link targets entered): a link to one is not followed.
   * Listed while walking, made a set only when a link is to be followed (see visit, visited):
   * most libraries have no folder links, and hashing every path into a set is not free.
   */
  entered: string[];
  visitedSet?: Set<string>;
  /** Folders this walk entered or tried to (the bound counts them). */
  folders: number;
  /** The bound was reached: a line says where, nothing after it is entered. */
  stopped: boolean;
}

// The files collected below one folder, relative to it.
interface Collected {
  files: string[];
  unlisted: string[];
}

/** An empty WalkFinds. */
export function noFinds(): WalkFinds {
  return { skills: [], skipped: [], temps: [], links: [] };
}

/** A fresh walk of `rootReal`. */
export function walkContext(
  rootReal: string,
  fence: Fence,
  hooks: DiscoverHooks,
  maxFolders: number,
): WalkContext {
  return {
    rootReal,
    fence,
    hooks,
    maxFolders,
    finds: noFinds(),
    entered: [rootReal],
    folders: 0,
    stopped: false,
  };
}

/**
 * `name` in the folder `dir` (a normalized path, as realpath gives and join keeps): what
 * path.join makes of the two, without normalizing them again for every entry.
 */
export function childPath(dir: string, name: string): string {
  return dir.endsWith(sep) ? dir + name : dir + sep + name;
}

// Records a folder as reached (WalkContext.entered).
function visit(ctx: WalkContext, real: string): void {
  if (ctx.visitedSet) ctx.visitedSet.add(real);
  else ctx.entered.push(real);
}

// True when the folder was reached already (the set is made on the first question).
function visited(ctx: WalkContext, real: string): boolean {
  ctx.visitedSet ??= new Set(ctx.entered);
  return ctx.visitedSet.has(real);
}

const byName = (a: Dirent, b: Dirent) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

// Past the bound, one line says where the search stopped; nothing after it is entered.
function withinBound(ctx: WalkContext, rel: string): boolean {
  if (ctx.folders < ctx.maxFolders) {
    ctx.folders++;
    return true;
  }
  if (!ctx.stopped) {
    ctx.stopped = true;
    ctx.finds.skipped.push({
      rel,
      // Grouped as the CLI always printed it ("10,000"), in either language.
      reason: discoveryMessage('discovery.folder-limit', {
        limit: ctx.maxFolders.toLocaleString('en-US'),
      }),
    });
  }
  return false;
}

/**
 * Walks the folder `dir` (`rel` below the root, `depth` levels down) and everything below it
 * that discovery enters. `owner` is the skill whose direct sub-folder `dir` is: its listing is
 * counted for it. Returns the files below `dir` when they are collected (undefined: the folder
 * was not entered, so a listing must read it itself). Yields after reading each folder.
 */
export function* walkFolder(
  ctx: WalkContext,
  dir: string,
  rel: string,
  depth: number,
  parent: string | undefined,
  owner?: DiscoveredSkill,
): Generator<void, Collected | undefined> {
  if (!withinBound(ctx, rel)) return undefined;
  const { hooks, fence } = ctx;
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    ctx.finds.skipped.push({
      rel,
      reason: discoveryMessage('discovery.unreadable', { reason: fsErrorReason(error) }),
    });
    // A listing of the skill could not read it either.
    return { files: [], unlisted: [] };
  }
  yield;
  if (owner) owner.subdirEntries[basename(dir)] = entries.length;
  const mdName = skillMdIn(entries);
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
    ctx.finds.skills.push(me);
    here = rel;
  } else {
    const near = entries.find((e) => e.name.toLowerCase() === 'skill.md');
    if (near)
      ctx.finds.skipped.push({
        rel,
        reason: discoveryMessage('discovery.skill-md-case', { name: near.name }),
      });
  }
  // Only inside a skill: the folders around skills belong to none.
  const mine: Collected | undefined =
    hooks.files === true && here !== undefined ? { files: [], unlisted: [] } : undefined;
  for (const e of entries.sort(byName)) {
    const name = e.name;
    // The studio's temp files and folders: never a skill nor content, removed when nothing
    // writes them.
    if (isStudioTemp(name)) {
      ctx.finds.temps.push(childPath(dir, name));
      continue;
    }
    // What listSkillFiles lists: links and other entries as files, folders but those of
    // version control and dependencies.
    const link = e.isSymbolicLink();
    if (link || !e.isDirectory()) {
      if (mine) mine.files.push(name);
      if (link)
        ctx.finds.links.push({
          path: childPath(dir, name),
          rel: rel ? `${rel}/${name}` : name,
          depth: depth + 1,
          parent: here,
        });
      continue;
    }
    const listedFolder = mine !== undefined && !IGNORED_DIRS.has(name);
    if (notSearched(name)) {
      if (listedFolder) mine.unlisted.push(name);
      continue;
    }
    const childRel = rel ? `${rel}/${name}` : name;
    if (depth + 1 > MAX_DEPTH) {
      ctx.finds.skipped.push({
        rel: childRel,
        reason: discoveryMessage('discovery.too-deep', { depth: MAX_DEPTH }),
      });
      if (listedFolder) mine.unlisted.push(name);
      continue;
    }
    const child = childPath(dir, name);
    // Below a real root, a folder reached without links is its own real path.
    visit(ctx, child);
    const below = yield* walkFolder(ctx, child, childRel, depth + 1, here, me);
    if (!listedFolder) continue;
    if (below === undefined) mine.unlisted.push(name);
    else {
      for (const f of below.files) mine.files.push(`${name}/${f}`);
      for (const f of below.unlisted) mine.unlisted.push(`${name}/${f}`);
    }
  }
  if (me) {
    if (mine && mdName) me.listing = { skillMd: mdKind(entries, mdName), ...mine };
    hooks.onSkill?.(me);
  }
  return mine;
}

// SKILL.md, else skill.md, when the folder holds one.
function skillMdIn(entries: readonly Dirent[]): SkillMdName | undefined {
  let lower = false;
  for (const e of entries) {
    if (e.name === 'SKILL.md') return 'SKILL.md';
    if (e.name === 'skill.md') lower = true;
  }
  return lower ? 'skill.md' : undefined;
}

/** What the entry `name` of a listing is (absent: 'other'). */
export function mdKind(entries: readonly Dirent[], name: string): EntryKind {
  return entryKind(entries.find((e) => e.name === name));
}

/**
 * Follows the links met (in the order met, and those met on the way), once every real folder
 * is walked, so a skill reachable both ways is listed once, under its real path.
 */
export function* followLinks(ctx: WalkContext): Generator<void, void> {
  const { links } = ctx.finds;
  for (let i = 0; i < links.length; i++) {
    const link = links[i];
    if (!link) continue;
    const name = link.rel.split('/').pop() ?? '';
    const target = followLink(link.path, ctx.rootReal, ctx.fence);
    if (!target.ok) {
      if (target.skill) ctx.finds.skills.push(linkedSkill(link, target.skill, ctx.fence));
      else if (target.reason) ctx.finds.skipped.push({ rel: link.rel, reason: target.reason });
      continue;
    }
    if (visited(ctx, target.real) || notSearched(name)) continue;
    if (link.depth > MAX_DEPTH) {
      ctx.finds.skipped.push({
        rel: link.rel,
        reason: discoveryMessage('discovery.too-deep', { depth: MAX_DEPTH }),
      });
      continue;
    }
    visit(ctx, target.real);
    yield* walkFolder(ctx, target.real, link.rel, link.depth, link.parent);
  }
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
    if (!isInside(rootReal, real, sep, cwd)) {
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

/** A skill folder reached by a link out of the open libraries: the link, with nothing read. */
export function linkedSkill(
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
