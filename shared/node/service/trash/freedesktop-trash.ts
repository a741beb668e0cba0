/**
 * Finding and putting back what the desktop app sent to the system trash on Linux. Electron's
 * shell.trashItem hands the item to gio (or kioclient / trash-cli, chosen by ELECTRON_TRASH),
 * and all of them follow the freedesktop.org Trash specification 1.0: the item goes to
 * `files/<name>` of a trash folder with `info/<name>.trashinfo` beside it, which says
 * `Path=` (percent-encoded; absolute, or relative to the volume's top for a volume's own trash)
 * and `DeletionDate=`. The trash folder is `$XDG_DATA_HOME/Trash` (default
 * `~/.local/share/Trash`) for the home volume, and `$topdir/.Trash/$uid` or
 * `$topdir/.Trash-$uid` on others. The format is a few lines of INI, read here by hand rather
 * than with a dependency: only the `Path` key of the `[Trash Info]` group counts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { homedir, userInfo } from 'node:os';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import { identityOf, moveEntryOut, sameEntry } from './system-trash-entry';
import type { SystemTrashAccess } from './trash';
import type { SystemTrashed } from '../../../studio/trash-record';

export type { SystemTrashed };

/** The original path an info file records, or undefined when it is not a trash info file. */
export function parseTrashInfo(text: string, trashTop: string): string | undefined {
  let group = '';
  for (const line of text.split(/\r?\n/)) {
    const header = /^\[(.+)\]\s*$/.exec(line);
    if (header) {
      group = header[1] ?? '';
      continue;
    }
    const eq = line.indexOf('=');
    if (group !== 'Trash Info' || eq < 0 || line.slice(0, eq).trim() !== 'Path') continue;
    let path: string;
    try {
      path = decodeURIComponent(line.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
    return isAbsolute(path) ? resolve(path) : resolve(trashTop, path);
  }
  return undefined;
}

/** The trash folders an item at `path` can have gone to, the home trash first. */
export function trashFoldersFor(path: string, env = process.env): string[] {
  const data = env.XDG_DATA_HOME?.trim() ? env.XDG_DATA_HOME : join(homedir(), '.local/share');
  const folders = [join(data, 'Trash')];
  const top = volumeTop(dirname(path));
  if (top !== undefined) {
    const uid = String(userInfo().uid);
    folders.push(join(top, '.Trash', uid), join(top, `.Trash-${uid}`));
  }
  return folders;
}

/** The info files of the trash folders an item at `path` can go to (taken before trashing it). */
export function trashInfos(path: string, env = process.env): Set<string> {
  const out = new Set<string>();
  for (const trash of trashFoldersFor(path, env)) {
    try {
      for (const n of readdirSync(join(trash, 'info')))
        if (n.endsWith('.trashinfo')) out.add(join(trash, 'info', n));
    } catch {
      // No such trash folder (yet).
    }
  }
  return out;
}

/**
 * The item the system trash holds for `original` (an absolute path that was just trashed):
 * one whose info file was not among `before` (taken just before), so a path trashed again
 * finds its new copy, never an older one; undefined when none is found.
 */
export function findTrashed(
  original: string,
  before: ReadonlySet<string> = new Set(),
  env = process.env,
): SystemTrashed | undefined {
  const path = resolve(original);
  let best: { trash: string; name: string; at: number; identity: string } | undefined;
  for (const info of trashInfos(original, env)) {
    if (before.has(info)) continue;
    const trash = dirname(dirname(info));
    try {
      if (parseTrashInfo(readFileSync(info, 'utf8'), topOf(trash)) !== path) continue;
      const name = basename(info).slice(0, -'.trashinfo'.length);
      const identity = identityOf(join(trash, 'files', name));
      if (identity === undefined) continue;
      const at = statSync(info).mtimeMs;
      if (!best || at >= best.at) best = { trash, name, at, identity };
    } catch {
      // An unreadable info file is someone else's business.
    }
  }
  return (
    best && {
      format: 'freedesktop',
      trash: best.trash,
      name: best.name,
      path,
      identity: best.identity,
    }
  );
}

/**
 * Whether the item is still in the system trash, the entry that was found (not a link or
 * another item put there since), recorded as coming from where it was.
 */
export function stillTrashed(item: SystemTrashed): boolean {
  if ((item.format ?? 'freedesktop') !== 'freedesktop') return false;
  const info = join(item.trash, 'info', `${item.name}.trashinfo`);
  if (!existsSync(info) || !sameEntry(join(item.trash, 'files', item.name), item.identity))
    return false;
  try {
    return parseTrashInfo(readFileSync(info, 'utf8'), topOf(item.trash)) === item.path;
  } catch {
    return false;
  }
}

/**
 * Moves the item out of the system trash to `target` (in the real folder `folder`), then drops
 * its info file; false when `target` is taken (nothing moved).
 */
export async function takeOutOfSystemTrash(
  item: SystemTrashed,
  target: string,
  folder: string,
): Promise<boolean> {
  if (!(await moveEntryOut(join(item.trash, 'files', item.name), target, item.identity, folder)))
    return false;
  // The spec: the info file goes after the item, so a crash leaves no item without its info.
  await rm(join(item.trash, 'info', `${item.name}.trashinfo`), { force: true });
  return true;
}

// A volume's trash records paths relative to the volume's top: `top/.Trash-uid`, `top/.Trash/uid`
// (the home trash records absolute ones, so its "top" is never used).
function topOf(trash: string): string {
  if (basename(trash).startsWith('.Trash-')) return dirname(trash);
  return basename(dirname(trash)) === '.Trash' ? dirname(dirname(trash)) : '/';
}

/** The mount point of the volume `dir` is on: the last ancestor on the same device. */
export function volumeTop(dir: string): string | undefined {
  let at = resolve(dir);
  while (!existsSync(at) && dirname(at) !== at) at = dirname(at);
  try {
    const dev = statSync(at).dev;
    while (dirname(at) !== at && statSync(dirname(at)).dev === dev) at = dirname(at);
    return at;
  } catch {
    return undefined;
  }
}

/** What the desktop app on Linux hands the studio's trash to restore from the system trash. */
export const freedesktopTrash: SystemTrashAccess = {
  before: (path) => ({ entries: trashInfos(path) }),
  find: (path, before) => findTrashed(path, before.entries),
  still: stillTrashed,
  takeOut: takeOutOfSystemTrash,
};
