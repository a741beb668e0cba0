/**
 * Loading one skill folder in full (level 2): SKILL.md read, parsed and validated with the
 * folder's file list, for the CLI and for opening a skill in the editor.
 */
import type { Dirent, Stats } from 'node:fs';
import { basename, resolve } from 'node:path';
import { folderDiagnostic, parseSkillFile, validateSkill } from '../skill/index';
import type { ParsedSkillFile, ProfileId, SkillContext, ValidationResult } from '../skill/index';
import { fenceOf, type Fence, type OutsideLink } from './link-fence';
import {
  findSkillMd,
  outsideReason,
  readSkillMdInput,
  readSkillMdOffHeap,
  type SkillMdLookup,
  type SkillMdRead,
} from './skill-folder';
import { listSkillFiles, type SkillFileEntry } from './skill-files';
import { withHeads } from './skill-heads';

/** A skill folder read and checked. */
export interface LoadedSkill {
  dir: string;
  folderName: string;
  skillMdPath?: string;
  /** The SKILL.md that was read, as it was when opened. */
  skillMdStats?: Stats;
  parsed?: ParsedSkillFile;
  /** What was known about the folder when it was validated. */
  context: SkillContext;
  result: ValidationResult;
  /** Set when SKILL.md is a link out of the libraries: it was not read (link-fence.ts). */
  link?: OutsideLink;
}

/** How a skill is loaded. */
export interface LoadOptions {
  /** How messages name the folder (defaults to the folder's path). */
  displayPath?: string;
  /** Work out one-click fixes (default); a report that offers none can skip them. */
  fixes?: boolean;
  /** The folder's entries, when the caller has just listed it: not listed again. */
  listing?: readonly Dirent[];
  /** False when many skills are loaded once each (see ParseOptions.remember). */
  remember?: boolean;
  /** Where SKILL.md is, when a walk that listed the folder knows (it is not listed again). */
  lookup?: SkillMdLookup;
  /** The open libraries: nothing outside them is read (by default the folder itself). */
  fence?: Fence;
  /**
   * Lists the folder's files once SKILL.md has been read (instead of `extra.files` or a full
   * listing), given SKILL.md's stats as opened (undefined when it was not read), so a listing
   * need not stat the file the read has just stat'ed.
   */
  listFiles?: (skillMd: Stats | undefined) => SkillFileEntry[];
  /**
   * SKILL.md as another thread has found and read it, the folder listed (check/validate-task.ts):
   * it is not looked up or read again here, only parsed and checked.
   */
  preRead?: PreRead;
}

/** A SKILL.md found and read (its bytes), the folder not listed. */
export interface SkillMdAlone {
  path: string;
  fileName: 'SKILL.md' | 'skill.md';
  /**
   * Its bytes, outside the JavaScript heap (readSkillMdOffHeap): the checking thread makes the
   * text (asciiText when `ascii`), so the reading one holds no copy of it in its heap.
   */
  bytes: Uint8Array;
  /** Every byte is ASCII (the text is their Latin-1 reading, as readSkillMdInput makes it). */
  ascii: boolean;
  /** Its size and execute bit as its read fstat'ed it (its entry in the folder's listing). */
  size: number;
  executable: boolean;
}

/** A SKILL.md found and read, with the folder's files listed after it. */
export interface PreRead {
  path: string;
  fileName: 'SKILL.md' | 'skill.md';
  input: string | Uint8Array;
  files: NonNullable<SkillContext['files']>;
  /** The file's stats as opened (not carried across threads). */
  stats?: Stats;
}

/**
 * Reads and validates the skill in `dir`. The folder's files are listed unless `extra.files`
 * already lists them (packaging passes the files that will ship).
 */
export function loadSkill(
  dir: string,
  profile: ProfileId = 'spec',
  extra: SkillContext = {},
  options: LoadOptions = {},
): LoadedSkill {
  const { fixes = true, remember = true, preRead } = options;
  // The resolved name, so `validate .` checks the real folder name (skills-ref sees '').
  const folderName = basename(resolve(dir));
  const read = preRead ?? findAndRead(dir, profile, extra, folderName, options);
  if (!('input' in read)) return read;
  const parsed = parseSkillFile(read.input, { fixes, remember });
  const context: SkillContext = withHeads(dir, {
    ...extra,
    skillMdName: read.fileName,
    files: read.files,
  });
  return {
    dir,
    folderName,
    skillMdPath: read.path,
    ...(read.stats && { skillMdStats: read.stats }),
    parsed,
    context,
    result: validateSkill(parsed, folderName, profile, context, fixes),
  };
}

/**
 * The reading half of loadSkill alone, without listing the folder: SKILL.md found and read, for
 * a thread that reads while another lists and checks (undefined when it cannot be read: the
 * checking thread then looks again and reports why).
 */
export function readSkillMdAlone(dir: string, options: LoadOptions = {}): SkillMdAlone | undefined {
  const found = findAndReadMd(dir, options, readSkillMdOffHeap);
  if (!('input' in found)) return undefined;
  const { path, fileName, input, stats } = found;
  return {
    path,
    fileName,
    bytes: input.bytes,
    ascii: input.ascii,
    size: stats.size,
    executable: (stats.mode & 0o111) !== 0,
  };
}

// SKILL.md looked up, read and the folder listed; or the skill as it fails when it cannot be.
function findAndRead(
  dir: string,
  profile: ProfileId,
  extra: SkillContext,
  folderName: string,
  options: LoadOptions,
): PreRead | LoadedSkill {
  const { listFiles } = options;
  const found = findAndReadMd(dir, options, readSkillMdInput);
  if ('input' in found)
    return { ...found, files: listFiles?.(found.stats) ?? extra.files ?? listSkillFiles(dir) };
  return {
    dir,
    folderName,
    context: listFiles ? { ...extra, files: listFiles(undefined) } : extra,
    result: { profile, valid: false, diagnostics: [found.diagnostic] },
    ...(found.skillMdPath !== undefined && { skillMdPath: found.skillMdPath }),
    ...(found.link && { link: found.link }),
  };
}

/** Why a SKILL.md was not read: the finding that says so, where it is, and a link out of the libraries. */
interface NotRead {
  diagnostic: ReturnType<typeof folderDiagnostic>;
  skillMdPath?: string;
  link?: OutsideLink;
}

// SKILL.md looked up and read (by `read`), with its stats as opened; or why it cannot be.
function findAndReadMd<T>(
  dir: string,
  { displayPath = dir, listing, lookup: known, fence }: LoadOptions,
  read: (path: string, fence: Fence) => SkillMdRead<T>,
): { path: string; fileName: 'SKILL.md' | 'skill.md'; input: T; stats: Stats } | NotRead {
  const within = fence ?? fenceOf([dir]);
  const lookup = known ?? findSkillMd(dir, listing, within);
  switch (lookup.kind) {
    case 'not-directory':
      return { diagnostic: folderDiagnostic('path-not-directory', displayPath) };
    case 'missing':
      return { diagnostic: folderDiagnostic('skill-md-missing', lookup.nearMiss ?? '') };
    case 'unreadable':
      return {
        diagnostic: folderDiagnostic('skill-md-unreadable', lookup.reason),
        skillMdPath: lookup.path,
      };
    case 'outside':
      return {
        diagnostic: folderDiagnostic('skill-md-unreadable', outsideReason(lookup.link)),
        skillMdPath: lookup.path,
        link: lookup.link,
      };
    case 'found':
      break;
  }
  const got = read(lookup.path, within);
  if (!got.ok)
    return {
      diagnostic: folderDiagnostic('skill-md-unreadable', got.reason),
      skillMdPath: lookup.path,
    };
  return { path: lookup.path, fileName: lookup.fileName, input: got.bytes, stats: got.stats };
}
