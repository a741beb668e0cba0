/**
 * The hidden staging folder an import extracts into, inside the library root (same file
 * system, so skills move into place by rename). Its name carries the importing process's id,
 * so an import killed midway (power cut, kill -9) is recognised by the next one and undone: a
 * skill folder it had moved aside to overwrite is put back if nothing took its place, and the
 * staging folder is removed.
 */
import { mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { skillFolderProblem } from '../../package/index';
import { occupied } from './place-folders';

/** The staging folders of imports; installs into agent folders use INSTALL_STAGING. */
export const IMPORT_STAGING = '.skill-studio-import-';
/** The staging folders of installs into an agent folder. */
export const INSTALL_STAGING = '.skill-studio-install-';
const ASIDE = 'replaced-';

/** Makes a staging folder for this process's import (or, with `prefix`, install) into `root`. */
export function makeStagingFolder(root: string, prefix = IMPORT_STAGING): Promise<string> {
  return mkdtemp(join(root, `${prefix}${process.pid}-`));
}

/** Where an existing skill folder waits while its replacement moves in. */
export function asidePath(staging: string, folder: string): string {
  return join(staging, `${ASIDE}${folder}`);
}

/**
 * Undoes imports into `root` whose process is gone; returns the skill folders put back.
 * Never throws: what cannot be cleaned up now is left for the next import.
 */
export async function recoverAbandonedImports(
  root: string,
  prefix = IMPORT_STAGING,
): Promise<string[]> {
  const restored: string[] = [];
  let names: string[];
  try {
    names = await readdir(root);
  } catch {
    return restored;
  }
  for (const name of names) {
    if (!name.startsWith(prefix) || isRunning(name.slice(prefix.length))) continue;
    const staging = join(root, name);
    try {
      for (const entry of await readdir(staging)) {
        if (!entry.startsWith(ASIDE)) continue;
        const folder = entry.slice(ASIDE.length);
        // Only a skill folder (never ".git" or the like, whoever made this folder), and only
        // when its place is still empty: a folder that is there now is newer.
        if (skillFolderProblem(folder) !== undefined || (await occupied(join(root, folder))))
          continue;
        await rename(join(staging, entry), join(root, folder));
        restored.push(folder);
      }
      await rm(staging, { recursive: true, force: true });
    } catch {
      // Left as it is; the next import tries again.
    }
  }
  return restored;
}

/** True unless the process named in a staging folder (`PID-random`) is known to be gone. */
function isRunning(suffix: string): boolean {
  const pid = Number(/^(\d+)-/.exec(suffix)?.[1]);
  // Without a readable id there is no telling; leave the folder alone.
  if (!Number.isSafeInteger(pid) || pid <= 0) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as { code?: string }).code !== 'ESRCH';
  }
}
