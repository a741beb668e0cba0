/**
 * Finding and putting back what the desktop app sent to the Trash on macOS. Electron's
 * shell.trashItem calls NSFileManager's trashItemAtURL:resultingItemURL: with nil for the
 * resulting URL (electron/electron 00210ccb, shell/common/platform_util_mac.mm,
 * MoveItemToTrashWithError), so where the item went is not handed back; Apple's documentation of
 * that call says "the actual name of the item may be changed when moving it to the trash", and
 * of NSWorkspace's recycle operation that the item goes "to the trash folder on the volume
 * containing the file" and "if a file with the same name currently exists in the trash folder,
 * the new file is renamed" (the new name's pattern is not documented). Items trashed this way
 * get no Finder "Put Back" either (openradar 41878624): the studio is the way back.
 *
 * So the item is found by what a move within a volume keeps, its device and inode, among the
 * names that were not in the Trash just before: `~/.Trash` for the home volume and
 * `<volume>/.Trashes/<uid>` for others. Nothing is guessed from names. Where the Trash cannot be
 * read (macOS's privacy controls can refuse an app its listing), nothing is found and the Trash
 * view says to restore it from the Trash.
 */
import { readdirSync } from 'node:fs';
import { homedir, userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { volumeTop } from './freedesktop-trash';
import { identityOf, moveEntryOut, sameEntry } from './system-trash-entry';
import type { SystemTrashAccess } from './trash';

/** The Trash folders an item at `path` can go to: the home Trash, then its volume's. */
export function macTrashFoldersFor(path: string, home = homedir()): string[] {
  const folders = [join(home, '.Trash')];
  const top = volumeTop(dirname(resolve(path)));
  if (top !== undefined && top !== '/') folders.push(join(top, '.Trashes', String(userInfo().uid)));
  return folders;
}

// Every entry of the Trash folders for `path` (full paths); an unreadable folder adds none.
function entries(path: string, home: string | undefined): Set<string> {
  const out = new Set<string>();
  for (const folder of macTrashFoldersFor(path, home)) {
    try {
      for (const name of readdirSync(folder)) out.add(join(folder, name));
    } catch {
      // No such Trash, or not ours to read.
    }
  }
  return out;
}

/** The macOS Trash, for the studio's trash (`home`: the user's home, by default the process's). */
export function macosTrash(home?: string): SystemTrashAccess {
  return {
    before: (path) => ({ entries: entries(path, home), identity: identityOf(path) }),
    find: (path, before) => {
      if (before.identity === undefined) return undefined;
      for (const entry of entries(path, home)) {
        if (before.entries.has(entry) || identityOf(entry) !== before.identity) continue;
        return {
          format: 'macos',
          trash: dirname(entry),
          name: entry.slice(dirname(entry).length + 1),
          path: resolve(path),
          identity: before.identity,
        };
      }
      return undefined;
    },
    still: (item) =>
      item.format === 'macos' && sameEntry(join(item.trash, item.name), item.identity),
    takeOut: (item, target, folder) =>
      moveEntryOut(join(item.trash, item.name), target, item.identity, folder),
  };
}
