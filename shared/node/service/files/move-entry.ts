/**
 * Moving one entry of a skill (a file, a folder or a link) to a new name that was checked free,
 * without ever replacing what takes that name meanwhile and without leaving the entry outside
 * the libraries. Node has no renameat2(RENAME_NOREPLACE) and no renameat on an open folder, so
 * a rename after a look replaces a name that appears in between (a link renamed over a file
 * destroys the file; a folder renamed over an empty one removes it) and follows a folder on the
 * way that was swapped for a link in between. So each kind takes its new name with a call that
 * fails when the name is taken, and only then gives up the old one:
 * - a file: a hard link at the new name (link() fails on a taken name), then the old name is
 *   removed; where the file system has no hard links, a look right before the rename;
 * - a link: a new link to the same target at the new name (symlink() fails likewise), then the
 *   old link is removed;
 * - a folder: an empty folder made at the new name (mkdir() fails likewise), then the folder
 *   renamed over it: rename puts a folder only over an empty folder and fails on anything else,
 *   so what can be there at that moment is the studio's own empty folder.
 * After each step the real folder the new name is in must still be `folder` (the real path the
 * guard checked) and the entry there the one moved (device and inode): when a folder on the way
 * was swapped for a link, the new name is taken back (the entry moved back where it was) and
 * the call refused. Not guaranteed: in the instant between a step and its check the entry is
 * where the link led (Node cannot pin a folder); on Windows, where a rename neither replaces a
 * folder nor needs the claim, folders and links are renamed after a look, checked the same way.
 */
import {
  link,
  lstat,
  mkdir,
  readlink,
  realpath,
  rename,
  rmdir,
  symlink,
  unlink,
} from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { tempPathBeside } from '../../studio-temp';
import { SkillOpError } from '../skills/skill-ops';

interface Id {
  dev: number;
  ino: number;
}

/**
 * Moves `source` to `target` (whose real folder is `folder`); false when `target` was taken
 * meanwhile (nothing moved). Throws `refusal()` (by default `move-folder-moved`) when a folder
 * on the way became a link.
 */
export async function moveNoReplace(
  source: string,
  target: string,
  folder: string,
  refusal?: () => Error,
): Promise<boolean> {
  // Taken from its old name by another call meanwhile (two clients moving it at once): the
  // one that gives up the old name wins, the other takes its new name back and says so.
  const gone = () => movedMeanwhile(source, target);
  const st = await lstat(source).catch((error: unknown) => {
    throw isGone(error) ? gone() : error;
  });
  // Where the new name really is, and what it holds: ours, or refused.
  const landed = async (id: Id): Promise<boolean> => {
    const real = await realpath(dirname(target)).catch(() => undefined);
    const at = await lstat(target).catch(() => undefined);
    return real === folder && at !== undefined && at.dev === id.dev && at.ino === id.ino;
  };
  const refuse =
    refusal ?? (() => new SkillOpError('move-folder-moved', { name: basename(source) }));

  if (st.isFile()) {
    try {
      await link(source, target);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'EEXIST') return false;
      if (code === 'ENOENT') throw gone();
      if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS')
        throw error;
      return lookThenRename(source, target, st, landed, refuse, gone);
    }
    if (!(await landed(st))) {
      await unlinkIfSame(target, st);
      throw refuse();
    }
    if (!(await giveUp(source, st))) {
      await unlinkIfSame(target, st);
      throw gone();
    }
    return true;
  }
  if (process.platform === 'win32') return lookThenRename(source, target, st, landed, refuse, gone);
  if (st.isSymbolicLink()) {
    const to = await readlink(source).catch((error: unknown) => {
      throw isGone(error) ? gone() : error;
    });
    if (!(await created(() => symlink(to, target)))) return false;
    const made = await lstat(target);
    if (!(await landed(made))) {
      await unlinkIfSame(target, made);
      throw refuse();
    }
    if (!(await giveUp(source, st))) {
      await unlinkIfSame(target, made);
      throw gone();
    }
    return true;
  }
  if (!(await created(() => mkdir(target)))) return false;
  const claim = await lstat(target);
  if (!(await landed(claim))) {
    // rmdir removes only an empty folder: never anything someone put there.
    if (await sameId(target, claim)) await rmdir(target).catch(() => undefined);
    throw refuse();
  }
  try {
    await rename(source, target);
  } catch (error) {
    if (await sameId(target, claim)) await rmdir(target).catch(() => undefined);
    throw isGone(error) ? gone() : error;
  }
  if (!(await landed(st))) {
    await takeBack(target, source, st);
    throw refuse();
  }
  return true;
}

/** The refusal of a move whose entry another call (a client, a service, a program) took first. */
export function movedMeanwhile(source: string, target: string): SkillOpError {
  return new SkillOpError('moved-meanwhile', { name: basename(source), to: basename(target) });
}

/**
 * Changes only the case of `source`'s name to `target`'s (same real folder `folder`): through
 * a hidden temporary name, so disks that ignore case take it, then to the new name without
 * replacing anything that took it meanwhile (false then: the entry is back under its old name).
 */
export async function renameCase(source: string, target: string, folder: string): Promise<boolean> {
  const temp = tempPathBeside(source);
  await rename(source, temp).catch((error: unknown) => {
    throw isGone(error) ? movedMeanwhile(source, target) : error;
  });
  if (await moveNoReplace(temp, target, folder)) return true;
  await moveNoReplace(temp, source, folder);
  return false;
}

function isGone(error: unknown): boolean {
  return (error as { code?: string }).code === 'ENOENT';
}

// Removes the old name if it is still the entry moved; false when another call took it first.
async function giveUp(source: string, st: Id): Promise<boolean> {
  if (!(await sameId(source, st))) return false;
  try {
    await unlink(source);
    return true;
  } catch (error) {
    if (isGone(error)) return false;
    throw error;
  }
}

// Where no call can take a name only if it is free: a look right before the rename.
async function lookThenRename(
  source: string,
  target: string,
  st: Id,
  landed: (id: Id) => Promise<boolean>,
  refuse: () => Error,
  gone: () => Error,
): Promise<boolean> {
  if (
    await lstat(target).then(
      () => true,
      () => false,
    )
  )
    return false;
  await rename(source, target).catch((error: unknown) => {
    throw isGone(error) ? gone() : error;
  });
  if (!(await landed(st))) {
    await takeBack(target, source, st);
    throw refuse();
  }
  return true;
}

// The entry moved out through a swapped folder goes back to its old name (free: it just left).
async function takeBack(target: string, source: string, st: Id): Promise<void> {
  if (!(await sameId(target, st))) return;
  await rename(target, source).catch(() => undefined);
}

async function created(make: () => Promise<unknown>): Promise<boolean> {
  try {
    await make();
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === 'EEXIST') return false;
    throw error;
  }
}

async function sameId(path: string, id: Id): Promise<boolean> {
  const at = await lstat(path).catch(() => undefined);
  return at !== undefined && at.dev === id.dev && at.ino === id.ino;
}

async function unlinkIfSame(path: string, id: Id): Promise<void> {
  if (await sameId(path, id)) await unlink(path).catch(() => undefined);
}
