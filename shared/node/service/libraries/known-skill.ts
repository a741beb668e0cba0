/**
 * What the library index keeps of each skill (its entry, `Known`) and the small functions over
 * entries and paths that RootIndex (library-index.ts) uses.
 */
import { createHash } from 'node:crypto';
import { lstatSync, realpathSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { cwd } from 'node:process';
import type { Fence } from '../../link-fence';
import { ownString } from '../../own-string';
import { relativeInside } from '../../../studio/paths';
import type { SkillSummary } from '../../../skill/summary';
import type { DiscoveredSkill } from '../../discover';
import type { SkillHead } from '../../scan';
import type { SkillFileEntry } from '../../skill-files';
import type { CachedRoot, CachedSkill, FileStamp } from './index-cache';

/** One skill as the index knows it. */
export interface Known {
  skill: DiscoveredSkill;
  /** The parsed frontmatter, held only until the skill is summarised (then read again if needed). */
  head?: SkillHead;
  name?: string;
  /** SKILL.md's identity on disk when it was read (stat'ed before reading). */
  stamp?: FileStamp;
  /** Set by resummarize once the library-wide facts (names, nesting) are known. */
  summary?: SkillSummary;
  /** The namesakes `summary` was computed with. */
  sameNameAs?: string[];
  /** The description, when it is text (twins are found from it). */
  description?: string;
  /** The skills with the same or nearly the same description `summary` was computed with. */
  sameDescriptionAs?: string[];
  /**
   * `summary` describes the SKILL.md on disk (just read, or cached for this stamp) and stays
   * valid while the namesakes and the twin descriptions are the same.
   */
  current?: boolean;
  /** `summary` came from the cache: its folder and resource counts are brought up to date once. */
  cachedCounts?: boolean;
  /** What the files of the skill were when `summary` was checked in full (see filesPrint). */
  filesPrint?: string;
  /** A full summary taken from the cache: the background check still compares the files. */
  unverified?: boolean;
  /** The files of a skill nested in it changed: its full check is done again in the background. */
  stale?: boolean;
}

/** What changed in a root's list after an update. */
export interface SkillsDelta {
  root: string;
  added: SkillSummary[];
  changed: SkillSummary[];
  removed: string[];
}

/** True when a delta has anything in it. */
export function isEmptyDelta(d: SkillsDelta): boolean {
  return d.added.length === 0 && d.changed.length === 0 && d.removed.length === 0;
}

/** The skill folder (relative path) of `skills` that contains an absolute path, if any. */
export function skillContaining(
  real: string,
  skills: ReadonlyMap<string, Known>,
  path: string,
): string | undefined {
  let rel = relativeInside(real, path, sep, cwd);
  for (;;) {
    if (rel !== undefined && skills.has(rel)) return rel;
    if (rel === undefined || rel === '') return undefined;
    rel = rel.includes('/') ? rel.slice(0, rel.lastIndexOf('/')) : '';
  }
}

/** True while a skill waits for the background check. */
export function needsCheck(known: Known): boolean {
  return known.summary?.depth !== 'full' || known.unverified === true || known.stale === true;
}

/**
 * What the findings depend on of a skill's files: their paths, sizes and run bits, and the
 * heads the advice rules read (a script's first line can change without its size changing).
 */
export function filesPrint(
  files: readonly SkillFileEntry[],
  texts: Readonly<Record<string, string>> = {},
): string {
  const hash = createHash('sha256');
  for (const f of files) {
    hash.update(`${f.path}\0${f.size}\0${f.executable ? 1 : 0}\0`);
    const text = texts[f.path];
    if (text !== undefined) hash.update(`${text.length}\0${text}`);
  }
  return hash.digest('base64url');
}

/** True when `a` is known and holds the same strings as `b`, in order. */
export function sameList(a: readonly string[] | undefined, b: readonly string[]): boolean {
  return a !== undefined && a.length === b.length && a.every((x, i) => x === b[i]);
}

/** The order discovery lists skills in (relative paths, compared as strings). */
export function byPath(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The frontmatter's name, when it is text. */
export function nameOf(head: SkillHead): string | undefined {
  const name = head.parsed?.data?.name;
  // A copy: the index keeps it after the file's text is gone (own-string.ts).
  return typeof name === 'string' ? ownString(name) : undefined;
}

/** The frontmatter's description, when it is text. */
export function descriptionOf(head: SkillHead): string | undefined {
  const description = head.parsed?.data?.description;
  return typeof description === 'string' ? ownString(description) : undefined;
}

/** The relative path of a skill's parent folder ('' at the root). */
export function parentRel(rel: string): string {
  return rel.includes('/') ? rel.slice(0, rel.lastIndexOf('/')) : '';
}

/** The real path of a folder, or undefined when it does not exist. */
export function realOrUndefined(path: string): string | undefined {
  try {
    const real = realpathSync(path);
    return statSync(real).isDirectory() ? real : undefined;
  } catch {
    return undefined;
  }
}

/** The skill without its parent (a nested skill seen on its own). */
export function withoutParent(skill: DiscoveredSkill): DiscoveredSkill {
  const { parent, ...rest } = skill;
  return rest;
}

/**
 * The open libraries by real path (link-fence.ts): `roots` as chosen, each as its index has it
 * pinned, or, not opened yet, as it is on disk (so at start-up a link from one library into
 * the next is not taken for one out of every library).
 */
export function libraryFence(
  roots: readonly string[],
  indexes: ReadonlyMap<string, { real: string | undefined }>,
): Fence {
  const real: string[] = [];
  for (const root of roots) {
    const index = indexes.get(root);
    const at = index ? index.real : realOrUndefined(root);
    if (at !== undefined) real.push(at);
  }
  return { roots: real };
}

/**
 * The SKILL.md of every skill that is a link out of the libraries, or whose SKILL.md is a link:
 * what must be read again when the open libraries change (RootIndex.relink).
 */
export function linkedSkillFiles(known: Iterable<Known>): string[] {
  const paths: string[] = [];
  for (const { skill } of known) {
    const file = join(skill.dir, skill.skillMdName);
    if (skill.link || lstatSync(file, { throwIfNoEntry: false })?.isSymbolicLink())
      paths.push(file);
  }
  return paths;
}

// No file has inode 0: this stamp is never the same as one read from disk.
const NO_STAMP: FileStamp = { size: 0, mtimeMs: 0, ctimeMs: 0, ino: 0 };

/** What to remember of a root's skills for the next run (RootIndex.toCache). */
export function cacheOf(
  skills: ReadonlyMap<string, Known>,
  skipped: CachedRoot['skipped'],
): CachedRoot {
  const entries = new Map<string, CachedSkill>();
  for (const [rel, k] of skills) {
    // A link out is never read, so it has no stamp; it is remembered to be shown at once all
    // the same (the confirming walk always looks at it again: RootIndex.rescan adopts no link).
    if (!k.summary || (!k.stamp && !k.skill.link)) continue;
    entries.set(rel, {
      stamp: k.stamp ?? NO_STAMP,
      skillMdName: k.skill.skillMdName,
      ...(k.skill.parent !== undefined && { parent: k.skill.parent }),
      ...(k.name !== undefined && { name: k.name }),
      sameNameAs: k.sameNameAs ?? [],
      sameDescriptionAs: k.sameDescriptionAs ?? [],
      summary: k.summary,
      ...(k.filesPrint !== undefined && { filesPrint: k.filesPrint }),
    });
  }
  return { entries, skipped };
}

/**
 * What changed in a root's list: each skill touched (with its summary before, undefined when
 * new) compared with its summary now (RootIndex.delta).
 */
export function deltaOf(
  root: string,
  touched: ReadonlyMap<string, SkillSummary | undefined>,
  skills: ReadonlyMap<string, Known>,
): SkillsDelta {
  const out = {
    root,
    added: [] as SkillSummary[],
    changed: [] as SkillSummary[],
    removed: [] as string[],
  };
  for (const [rel, old] of touched) {
    const now = skills.get(rel)?.summary;
    if (!now) {
      if (old) out.removed.push(old.dir);
    } else if (!old) out.added.push(now);
    else if (JSON.stringify(old) !== JSON.stringify(now)) out.changed.push(now);
  }
  return out;
}

/** The nearest skill folder above `rel` among `skills`, if any (the library's own at ''). */
export function parentIn(skills: ReadonlyMap<string, unknown>, rel: string): { parent?: string } {
  let at = rel;
  while (at.includes('/')) {
    at = at.slice(0, at.lastIndexOf('/'));
    if (skills.has(at)) return { parent: at };
  }
  return rel !== '' && skills.has('') ? { parent: '' } : {};
}
