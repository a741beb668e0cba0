/**
 * One skill of `validate --all`, from what discovery saw of it to the report it prints: run by
 * a worker thread or by the CLI's own, with the same result either way.
 */
import type { Stats } from 'node:fs';
import { basename, join } from 'node:path';
import type { ProfileId, SkillContext } from '../../skill/index';
import { reportSkill, type SkillReport } from '../cli/validate-report';
import type { DiscoveredSkill, SkillListing } from '../discover';
import type { Fence, OutsideLink } from '../link-fence';
import { loadSkill, readSkillMdAlone, type LoadOptions, type SkillMdAlone } from '../load-skill';
import { asciiText, skillMdOfKind } from '../skill-folder';
import {
  listSkillFiles,
  listSkillFilesFrom,
  statedFile,
  type SkillFileEntry,
  type StatedFile,
} from '../skill-files';

/** A skill to check, as plain data (it crosses to a worker). */
export interface ValidateTask {
  dir: string;
  /** How the report names the skill (its folder's name). */
  name: string;
  skillMdName: 'SKILL.md' | 'skill.md';
  parent?: string;
  /** What discovery saw of its files; without it the folder is listed. */
  listing?: SkillListing;
  profile: ProfileId;
  json: boolean;
  /** Other skills of the root with the same name (known once every skill has been read). */
  sameNameAs?: string[];
  /** Other skills of the root with the same or nearly the same description (known at the end too). */
  sameDescriptionAs?: string[];
  /** The folders named on the command line: nothing outside them is read (link-fence.ts). */
  fence?: Fence;
  /** Set when discovery found the skill to be a link out of them: it is reported, not read. */
  link?: OutsideLink;
  /**
   * SKILL.md as the walking thread read it (withRead): the checking thread lists the folder
   * from `listing` and checks it.
   */
  read?: SkillMdAlone;
  /** The skill's files, listed from `listing` by the thread that read SKILL.md (withRead). */
  files?: SkillFileEntry[];
}

/**
 * The task for a skill discovery found, with the listing it already made (no second read), and
 * what it found of links out of `fence` (the folders named).
 */
export function taskFor(
  skill: DiscoveredSkill,
  profile: ProfileId,
  json: boolean,
  fence?: Fence,
): ValidateTask {
  // Every key always, unset ones undefined: tasks of one shape (conditional spreads made one
  // per combination), so the code reading them on both threads is not compiled again for each.
  return {
    dir: skill.dir,
    name: basename(skill.dir),
    skillMdName: skill.skillMdName,
    parent: skill.parent,
    listing: skill.listing,
    link: skill.link,
    fence,
    profile,
    json,
    sameNameAs: undefined,
    sameDescriptionAs: undefined,
    read: undefined,
    files: undefined,
  };
}

/**
 * How validateTask lists a skill's files once SKILL.md is read: from the walk's listing, with
 * SKILL.md's size and mode from the read's fstat rather than a second stat of the same file;
 * only for one the walk listed as a plain file (a link's own entry is lstat'ed as before).
 */
export function filesAfterRead(
  task: ValidateTask,
  listing: SkillListing,
): (stats: Stats | undefined) => SkillFileEntry[] {
  return (stats) => filesOf(task, listing, stats && statedFile(task.skillMdName, stats));
}

function filesOf(
  task: ValidateTask,
  listing: SkillListing,
  skillMd: StatedFile | undefined,
): SkillFileEntry[] {
  const plain = listing.skillMd === 'file';
  return listSkillFilesFrom(task.dir, listing, undefined, plain ? skillMd : undefined);
}

// The listing's files with SKILL.md's entry as its read stat'ed it.
function filesAfterReadOf(
  task: ValidateTask,
  listing: SkillListing,
  read: SkillMdAlone,
): SkillFileEntry[] {
  return filesOf(task, listing, {
    path: task.skillMdName,
    size: read.size,
    executable: read.executable,
  });
}

/**
 * The task with its SKILL.md read here (when it can be read) and its files listed from the
 * walk's listing, so the thread that checks it only parses and checks. validate --all reads on
 * the thread that walks and checks on another (walk-thread.ts): each warms up (V8 optimizes a
 * function only after many calls) on its part of the code, where two threads doing both each
 * paid the whole warm-up. The listing's stat of every file, system calls too, is made here as
 * well: on the checking thread it made the run slower.
 */
export function withRead(task: ValidateTask): ValidateTask {
  if (task.link) return task;
  const read = readSkillMdAlone(task.dir, readAloneOptions(task));
  if (!read) return task;
  return withReadOf(task, read, task.listing && filesAfterReadOf(task, task.listing, read));
}

/** The task with what withRead read and listed of it (on this thread or another one). */
export function withReadOf(
  task: ValidateTask,
  read: SkillMdAlone | undefined,
  files: SkillFileEntry[] | undefined,
): ValidateTask {
  if (task.link || !read) return task;
  // The fence stays here: nothing is read past the read and the listing's stats of the files.
  return {
    dir: task.dir,
    name: task.name,
    skillMdName: task.skillMdName,
    parent: task.parent,
    listing: task.listing,
    link: undefined,
    fence: undefined,
    profile: task.profile,
    json: task.json,
    sameNameAs: task.sameNameAs,
    sameDescriptionAs: task.sameDescriptionAs,
    read,
    files,
  };
}

/** Reads, checks and reports one skill. */
export function validateTask(task: ValidateTask): SkillReport {
  // Unset ones undefined, as the rules read them, in one shape (see taskFor).
  const context: SkillContext = {
    parentSkill: task.parent,
    sameNameAs: task.sameNameAs,
    sameDescriptionAs: task.sameDescriptionAs,
  };
  const { read, listing } = task;
  const loaded = loadSkill(task.dir, task.profile, context, {
    fixes: task.json,
    remember: false,
    ...(read
      ? {
          preRead: {
            path: read.path,
            fileName: read.fileName,
            input: read.ascii ? asciiText(read.bytes) : read.bytes,
            files:
              task.files ??
              (listing ? filesAfterReadOf(task, listing, read) : listSkillFiles(task.dir)),
          },
        }
      : readOptions(task)),
  });
  return reportSkill(task.name, loaded, task.json);
}

// How withRead finds a task's SKILL.md: readOptions without the listing closure, which the
// read does not use (made for each skill of a walk, it and the spreads readOptions had showed
// in the walking thread's profile).
function readAloneOptions(task: ValidateTask): LoadOptions {
  return { fence: task.fence, lookup: lookupOf(task) };
}

// How a task's SKILL.md is found and its files listed, from what the walk saw. Unset options
// undefined, in one shape (see taskFor).
function readOptions(task: ValidateTask): LoadOptions {
  const { listing } = task;
  return {
    listFiles: listing && filesAfterRead(task, listing),
    fence: task.fence,
    lookup: lookupOf(task),
  };
}

// Where the walk saw SKILL.md: a link out of the libraries, or an entry of the listing.
function lookupOf({ dir, skillMdName, listing, link, fence }: ValidateTask) {
  if (link)
    return { kind: 'outside' as const, path: join(dir, skillMdName), fileName: skillMdName, link };
  return listing && skillMdOfKind(dir, skillMdName, listing.skillMd, fence);
}
