/**
 * Finding and putting back what the desktop app sent to the Recycle Bin on Windows. Electron's
 * shell.trashItem hands back nothing; Windows renames the item to `$R<six chars><ext>` in
 * `<drive>\$Recycle.Bin\<the user's SID>\` and writes `$I<same>` beside it recording the
 * original path (format: shared/studio/recycle-bin-info.ts, after libyal/dtformats). The item is
 * found as a `$I` file that was not there just before and records the path just deleted, whose
 * `$R` entry is there; the SID folders are not named here (Node has no call for the user's SID):
 * every one this user can list is looked in, and only a new entry for this very path counts.
 * Restoring moves `$R` back and then removes `$I`, as the Recycle Bin's own restore leaves both gone.
 */
import { lstatSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { basename, dirname, join, resolve, win32 } from 'node:path';
import { parseRecycleBinInfo, recycledItemName } from './recycle-bin-info';
import { readRegularFileSync } from '../../regular-file';
import { identityOf, moveEntryOut, sameEntry } from './system-trash-entry';
import type { SystemTrashAccess } from './trash';

/** Where the Recycle Bin of the drive `path` is on lies: `<drive root>$Recycle.Bin`. */
export function recycleBinOf(path: string): string {
  return win32.join(win32.parse(win32.resolve(path)).root, '$Recycle.Bin');
}

// The `$I` files of every SID folder of the bin this user can list.
function infoFiles(bin: string): Set<string> {
  const out = new Set<string>();
  let folders: string[];
  try {
    folders = readdirSync(bin);
  } catch {
    return out;
  }
  for (const sid of folders) {
    try {
      for (const name of readdirSync(join(bin, sid)))
        if (recycledItemName(name)) out.add(join(bin, sid, name));
    } catch {
      // Another user's folder, or no folder.
    }
  }
  return out;
}

// The original path a `$I` file records, if it is a whole one (a link or a pipe is none).
function recordedPath(info: string): string | undefined {
  try {
    if (!lstatSync(info).isFile()) return undefined;
    return parseRecycleBinInfo(readRegularFileSync(info, { noFollow: true }))?.path;
  } catch {
    return undefined;
  }
}

// Windows paths compare without regard to case, as NTFS names do by default.
function samePath(a: string | undefined, b: string): boolean {
  return a !== undefined && resolve(a).toLowerCase() === resolve(b).toLowerCase();
}

/** The Windows Recycle Bin, for the studio's trash (`binOf`: where a path's drive keeps its bin). */
export function windowsRecycleBin(
  binOf: (path: string) => string = recycleBinOf,
): SystemTrashAccess {
  return {
    before: (path) => ({ entries: infoFiles(binOf(path)) }),
    find: (path, before) => {
      for (const info of infoFiles(binOf(path))) {
        if (before.entries.has(info) || !samePath(recordedPath(info), path)) continue;
        const name = recycledItemName(basename(info)) ?? '';
        const identity = identityOf(join(dirname(info), name));
        if (identity === undefined) continue;
        return { format: 'windows', trash: dirname(info), name, path: resolve(path), identity };
      }
      return undefined;
    },
    still: (item) =>
      item.format === 'windows' &&
      samePath(recordedPath(join(item.trash, infoNameOf(item.name))), item.path) &&
      sameEntry(join(item.trash, item.name), item.identity),
    takeOut: async (item, target, folder) => {
      if (!(await moveEntryOut(join(item.trash, item.name), target, item.identity, folder)))
        return false;
      await rm(join(item.trash, infoNameOf(item.name)), { force: true });
      return true;
    },
  };
}

// `$RAB12CD.md` → `$IAB12CD.md`.
function infoNameOf(itemName: string): string {
  return `$I${itemName.slice(2)}`;
}
