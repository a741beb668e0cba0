/**
 * Putting one skill into an agent folder without ever leaving half of it there: the copy (or
 * the link) is made in a hidden staging folder inside the agent folder (same file system), then
 * renamed into place in one step. A folder it replaces is moved aside first and then to the
 * trash, so nothing that was there is lost; a killed install leaves only its staging folder,
 * which the next install there undoes (putting back a folder it had moved aside).
 */
import { chmod, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  asidePath,
  INSTALL_STAGING,
  makeStagingFolder,
  recoverAbandonedImports,
} from '../archive/import-staging';
import { occupied, placeFolders } from '../archive/place-folders';
import type { Message } from '../../i18n/message';
import type { HashedFile } from './skill-hash';
import {
  LinkFailed,
  makeFolderLink,
  NODE_LINKS,
  type LinkKind,
  type LinkSystem,
} from './make-link';

/** A file to write, with its mode (0o644 or 0o755). */
export interface InstallFile extends HashedFile {
  mode: number;
}

/** Moves `path` to the trash, recording that it was `was.name` in the agent folder `was.folder`. */
export type InstallTrash = (path: string, was: { folder: string; name: string }) => Promise<void>;

/** What to put at `agentFolder/name`. */
export interface Placement {
  agentFolder: string;
  name: string;
  /** The files of a copy (also the fallback when a link cannot be made). */
  files: () => InstallFile[];
  /** Link to this folder instead of copying. */
  linkTo?: string;
  /** Something is at the target and is to be replaced (it goes to `trash`). */
  replace: boolean;
  /** Moves a replaced folder to the trash; `was` is where it was. */
  trash: InstallTrash;
  links?: LinkSystem;
}

/** What was put there. */
export interface Placed {
  target: string;
  mode: 'copy' | 'link';
  linkKind?: LinkKind;
  /** Why a link asked for became a copy. */
  linkFailed?: Message[];
  /** A replaced folder the trash would not take, kept here instead. */
  keptAt?: string;
}

/** The target appeared (or vanished) while installing, so nothing was replaced. */
export class TargetChanged extends Error {
  constructor(readonly target: string) {
    super(`${target} changed while installing; nothing was replaced`);
    this.name = 'TargetChanged';
  }
}

/**
 * Undoes installs into `agentFolder` whose process is gone (a folder they had moved aside is
 * put back): run before looking at what is there, so a decision never rests on a half state.
 */
export async function recoverInstalls(agentFolder: string): Promise<string[]> {
  return recoverAbandonedImports(agentFolder, INSTALL_STAGING);
}

/** Places one skill; on any failure the agent folder is as it was. */
export async function placeInstall(p: Placement): Promise<Placed> {
  await mkdir(p.agentFolder, { recursive: true });
  const target = join(p.agentFolder, p.name);
  const staging = await makeStagingFolder(p.agentFolder, INSTALL_STAGING);
  let keep = false;
  try {
    const staged = join(staging, p.name);
    const made = await stage(staged, p);
    // What the caller decided on must still hold: never replace what it did not see.
    if ((await occupied(target)) !== p.replace) throw new TargetChanged(target);
    await placeFolders([{ staged, target, overwrite: p.replace }], (f) => asidePath(staging, f));
    const placed: Placed = { target, ...made };
    if (p.replace) {
      const aside = asidePath(staging, p.name);
      try {
        await p.trash(aside, { folder: p.agentFolder, name: p.name });
      } catch {
        // Renamed out of the staging folder's pattern, so no later install clears it.
        const kept = staging.replace(INSTALL_STAGING, '.skill-studio-kept-');
        await rename(staging, kept);
        keep = true;
        placed.keptAt = join(kept, `replaced-${p.name}`);
      }
    }
    return placed;
  } finally {
    if (!keep) await rm(staging, { recursive: true, force: true });
  }
}

async function stage(staged: string, p: Placement): Promise<Omit<Placed, 'target'>> {
  let linkFailed: Message[] | undefined;
  if (p.linkTo !== undefined) {
    try {
      const linkKind = await makeFolderLink(p.linkTo, staged, p.links ?? NODE_LINKS);
      return { mode: 'link', linkKind };
    } catch (error) {
      if (!(error instanceof LinkFailed)) throw error;
      linkFailed = error.reasons;
    }
  }
  await writeCopy(staged, p.files());
  return { mode: 'copy', ...(linkFailed && { linkFailed }) };
}

async function writeCopy(dir: string, files: readonly InstallFile[]): Promise<void> {
  await mkdir(dir);
  for (const f of files) {
    const path = join(dir, ...f.path.split('/'));
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, f.bytes, { flag: 'wx', mode: f.mode });
    // The umask may have taken bits away; scripts must stay runnable.
    await chmod(path, f.mode);
  }
}
