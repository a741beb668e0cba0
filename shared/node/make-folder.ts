/**
 * Making the folder a write goes into, where the guard checked it would be. A recursive mkdir
 * follows a folder on the way that was swapped for a link after the check, and makes the new
 * folders (and then the write puts its file) wherever the link leads. Node has no mkdirat on
 * an open folder, so each level is made on its own and checked once made: its real path must be
 * the one meant. A folder made through a swapped link is removed again (only if it is still the
 * empty folder this made) and the write refused. The write then checks where its entry landed
 * (moveNoReplace, writeFileAtomic), which catches a swap in the last instant.
 */
import { lstat, mkdir, realpath, rmdir } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';

/**
 * Makes `folder` (a real path the guard checked; it may not exist yet) and the missing folders
 * above it; throws `refusal()` when one of them, or the nearest that was there, is not at its
 * real path (a folder on the way became a link) or, made, is not one `allow` admits (inside
 * the libraries).
 */
export async function makeFolderChecked(
  folder: string,
  refusal: () => Error,
  allow: (realFolder: string) => boolean = () => true,
): Promise<void> {
  const missing: string[] = [];
  let at = folder;
  while (!(await lstat(at).catch(() => undefined))) {
    missing.unshift(at);
    if (dirname(at) === at) break;
    at = dirname(at);
  }
  if ((await realpath(at).catch(() => undefined)) !== at) throw refusal();
  for (const next of missing) {
    const made = await mkdir(next).then(
      () => lstat(next).catch(() => undefined),
      (error: unknown) => {
        if ((error as { code?: string }).code !== 'EEXIST') throw error;
        return undefined;
      },
    );
    const real = await realpath(next).catch(() => undefined);
    if (real === next && allow(real)) continue;
    if (made && real !== undefined) {
      const there = await lstat(real).catch(() => undefined);
      // rmdir removes only an empty folder: never what someone put in it since.
      if (there?.dev === made.dev && there.ino === made.ino)
        await rmdir(real).catch(() => undefined);
    }
    throw refusal();
  }
}

/**
 * Makes `folder` (any path: links on the way that exist now are followed once, and the folder
 * they lead to must be one `allow` admits) and the missing folders above it, each level then
 * made and checked as makeFolderChecked does; returns the folder's real path.
 */
export async function makeFolderBelow(
  folder: string,
  refusal: () => Error,
  allow: (realFolder: string) => boolean = () => true,
): Promise<string> {
  let at = folder;
  while (!(await lstat(at).catch(() => undefined)) && dirname(at) !== at) at = dirname(at);
  const real = await realpath(at).catch(() => undefined);
  if (real === undefined || !allow(real)) throw refusal();
  const target = join(real, relative(at, folder));
  await makeFolderChecked(target, refusal, allow);
  return target;
}
