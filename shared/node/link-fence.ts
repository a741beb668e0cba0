/**
 * The one policy for symbolic links, which every reader of skills shares (scan, validate,
 * agent views, packaging, the file tree, the CLI): the studio reads content only inside the
 * open libraries, the "fence" of their real paths. A link is followed where it stays inside;
 * a SKILL.md or skill folder leading outside is listed as a link with its target (and the
 * offer to add the target's folder as a library), never read. Agents do follow such links:
 * their views say so without reading the file.
 *
 * The check is made on the opened file (where Linux says the descriptor really is), so a link
 * swapped in between the listing and the read is caught too.
 */
import { lstatSync, readlinkSync, statSync, type Stats } from 'node:fs';
import { basename, dirname, join, sep } from 'node:path';
import { cwd } from 'node:process';
import { TextError } from '../ipc/service-text';
import { isInside } from '../studio/paths';
import { realPath } from './real-path';

/** The open libraries by real path: the only folders whose files are read. */
export interface Fence {
  readonly roots: readonly string[];
}

/** The fence of `roots` (each resolved to its real path; one that does not exist adds nothing). */
export function fenceOf(roots: readonly string[]): Fence {
  const real: string[] = [];
  for (const root of roots) {
    try {
      real.push(realPath(root));
    } catch {
      // A missing library holds nothing to read.
    }
  }
  return { roots: real };
}

/** True when the real path `real` lies inside one of the fence's roots. */
export function inFence(fence: Fence, real: string): boolean {
  return fence.roots.some((root) => isInside(root, real, sep, cwd));
}

/** A skill whose SKILL.md (or whole folder) is a link leading outside the open libraries. */
export interface OutsideLink {
  /** The real path the link leads to (the SKILL.md file, or the skill folder). */
  target: string;
  /** The folder to add as a library to read it: the target's folder. */
  folder: string;
}

/**
 * Where `path` leads when that is outside the fence (`isFolder`: the path is a skill folder,
 * else a SKILL.md); undefined when it stays inside or leads nowhere (a broken link or a loop,
 * which the read then reports as it is).
 */
export function outsideLink(path: string, fence: Fence, isFolder = false): OutsideLink | undefined {
  let real: string;
  try {
    real = realPath(path);
  } catch {
    return undefined;
  }
  if (inFence(fence, real)) return undefined;
  return { target: real, folder: isFolder ? real : dirname(real) };
}

/** Where a file-tree entry that is a link leads, when that is outside the fence. */
export interface EntryLink {
  target: string;
  /** It leads to a folder (from the target's metadata: nothing there is opened). */
  folder: boolean;
}

/**
 * Where the entry at `path` leads when it is a link out of the fence, from metadata alone (lstat,
 * realpath, stat: nothing outside is opened); undefined for anything else, a broken link included.
 */
export function entryLinkOut(path: string, fence: Fence): EntryLink | undefined {
  try {
    if (!lstatSync(path).isSymbolicLink()) return undefined;
  } catch {
    return undefined;
  }
  const out = outsideLink(path, fence, true);
  if (out === undefined) return undefined;
  const folder = statSync(out.target, { throwIfNoEntry: false })?.isDirectory() ?? false;
  return { target: out.target, folder };
}

/** The two names a skill file may have. */
export type SkillMdName = 'SKILL.md' | 'skill.md';

/**
 * The skill file a folder outside the libraries holds, from its entries' metadata alone (a
 * stat: nothing there is opened or read).
 */
export function skillMdNameAt(folder: string): SkillMdName | undefined {
  for (const name of ['SKILL.md', 'skill.md'] as const)
    if (statSync(join(folder, name), { throwIfNoEntry: false })) return name;
  return undefined;
}

/** A file that was to be read but lies outside the open libraries (reached through a link). */
export class OutsideLibraries extends TextError {
  readonly code = 'EOUTSIDE';
  constructor(
    readonly path: string,
    readonly target: string,
  ) {
    super('OutsideLibraries', 'outside-libraries', { file: basename(path), target });
  }
}

/**
 * Throws OutsideLibraries unless the file open as `fd` (opened from `path`, `stats` its fstat)
 * lies inside the fence. Linux names the open file's path itself (/proc/self/fd), whatever
 * link was swapped in; elsewhere the path's real path must be inside and still be this file.
 */
export function checkOpenedInside(fd: number, stats: Stats, path: string, fence: Fence): void {
  if (process.platform === 'linux') {
    let named: string | undefined;
    try {
      named = readlinkSync(`/proc/self/fd/${fd}`);
    } catch {
      named = undefined;
    }
    if (named !== undefined && !named.endsWith(' (deleted)')) {
      if (!inFence(fence, named)) throw new OutsideLibraries(path, named);
      return;
    }
  }
  let real: string;
  try {
    real = realPath(path);
  } catch {
    throw new OutsideLibraries(path, path);
  }
  const now = statSync(real, { throwIfNoEntry: false });
  const same = now !== undefined && now.dev === stats.dev && now.ino === stats.ino;
  if (!same || !inFence(fence, real)) throw new OutsideLibraries(path, real);
}
