/**
 * Choosing a place: the host's native dialogs where it has them (pickPath; what the user picks
 * there may be used outside the libraries, that file only), and the browser host's folder
 * browser (the desktop app has the system's dialog): the folders in
 * one folder, home first, "~" understood, hidden ones on request, each marked when it is a
 * skill, and making one new folder there. Only folder names are handed out, never files or
 * their contents; a new folder is one empty folder with a name every system can hold. These
 * reach outside the libraries as a system folder dialog does: choosing where a library is
 * needs that, and the page that calls them holds the session's token (shared/node/web).
 */
import { existsSync, type Dirent, statSync } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import type { StudioHandlers } from '../../../ipc/contract';
import { fileNameProblem } from '../../../studio/skill-paths';
import { fsErrorReason } from '../../skill-folder';
import { SkillOpError } from '../skills/skill-ops';

/** The most folders one listing holds (a folder of 100,000 is cut, and says how many more: no one scrolls that far in a dialog). */
export const MAX_LISTED_FOLDERS = 2_000;

/** `typed` as an absolute path: "~" and "~/..." are the home folder, a relative path too. */
export function expandHome(typed: string, home: string): string {
  const path = typed.trim();
  if (path === '~') return home;
  if (path.startsWith('~/') || path.startsWith('~\\')) return join(home, path.slice(2));
  return isAbsolute(path) ? resolve(path) : join(home, path);
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

// A link to a folder is a folder to the user, as it is in a system dialog.
function entryIsFolder(parent: string, entry: Dirent): boolean {
  return entry.isDirectory() || (entry.isSymbolicLink() && isFolder(join(parent, entry.name)));
}

/** The calls that choose a place. */
export type FolderCalls = 'browseFolders' | 'browseNewFolder' | 'pickPath';

/** What the folder calls use of the service. */
export interface FolderHandlersContext {
  /** The home folder "~" stands for. */
  home: string;
  /** Native file dialogs, where the host has them. */
  pickPath?: StudioHandlers['pickPath'];
  /** Lets a path the user picked be used outside the libraries (path-guard.ts). */
  grant: (path: string) => void;
}

/** The handlers of pickPath, browseFolders and browseNewFolder. */
export function folderHandlers({
  home,
  pickPath,
  grant,
}: FolderHandlersContext): Pick<StudioHandlers, FolderCalls> {
  return {
    pickPath: async (input) => {
      const picked = (await pickPath?.(input)) ?? { path: null, supported: false };
      // What the user chose in a dialog may be used outside the libraries (that file only).
      if (picked.path !== null) grant(picked.path);
      return picked;
    },
    browseFolders: async ({ path, hidden }) => {
      const folder = expandHome(path ?? '~', home);
      if (!isFolder(folder)) throw new SkillOpError('not-a-folder', { path: path ?? folder });
      let entries: Dirent[];
      try {
        entries = await readdir(folder, { withFileTypes: true });
      } catch (error) {
        throw new SkillOpError('folder-unreadable', {
          path: folder,
          reason: fsErrorReason(error),
        });
      }
      const names = entries
        .filter((e) => (hidden === true || !e.name.startsWith('.')) && entryIsFolder(folder, e))
        .map((e) => e.name)
        .sort((a, b) => a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' }));
      const shown = names.slice(0, MAX_LISTED_FOLDERS);
      const folders = shown.map((name) => ({
        name,
        path: join(folder, name),
        skill: existsSync(join(folder, name, 'SKILL.md')),
      }));
      const parent = dirname(folder);
      return {
        path: folder,
        home,
        parent: parent === folder ? null : parent,
        folders,
        more: names.length - shown.length,
        skill: existsSync(join(folder, 'SKILL.md')),
      };
    },
    browseNewFolder: async ({ parent, name }) => {
      const where = expandHome(parent, home);
      if (!isFolder(where)) throw new SkillOpError('not-a-folder', { path: parent });
      const trimmed = name.trim();
      const problem = fileNameProblem(trimmed);
      if (problem) throw new SkillOpError(problem.id, problem.params);
      const path = join(where, trimmed);
      try {
        await mkdir(path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST')
          throw new SkillOpError('entry-exists', { name: trimmed, folder: where });
        throw new SkillOpError('folder-not-made', { path, reason: fsErrorReason(error) });
      }
      return { path };
    },
  };
}
