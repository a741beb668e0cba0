/**
 * Where the studio keeps things on this machine, the same for the desktop app and the browser
 * host so both see the same libraries: the user-data folder Electron would use for an app
 * named "Skill Studio", the bundled example library and the built renderer.
 */
import { existsSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/** The user-data folder (SKILL_STUDIO_USER_DATA overrides it, e.g. for tests). */
export function userDataDir(
  env: NodeJS.ProcessEnv = process.env,
  platform = process.platform,
): string {
  if (env.SKILL_STUDIO_USER_DATA) return resolve(env.SKILL_STUDIO_USER_DATA);
  const app = 'Skill Studio';
  if (platform === 'darwin') return join(homedir(), 'Library', 'Application Support', app);
  if (platform === 'win32') return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), app);
  return join(env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), app);
}

/** The repository (or installed package) folder, found from a file inside it. */
export function packageRoot(from: string): string {
  let dir = from;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) return from;
    dir = parent;
  }
  return dir;
}

/**
 * Where the libraries' lists are remembered between runs, keyed to this build of the studio
 * (its version and the modification time of the running code), so a new validator never
 * trusts verdicts an older one cached.
 */
export function indexCacheFor(
  userData: string,
  codeFile: string,
  version: string,
): { dir: string; key: string } {
  let built = 0;
  try {
    built = statSync(codeFile).mtimeMs;
  } catch {
    // No file to stamp (an unusual loader): the version alone keys the cache.
  }
  return { dir: join(userData, 'index-cache'), key: `${version}:${built}` };
}
