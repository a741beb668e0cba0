/**
 * The recent library folders Add library offers first, as VS Code's Open Recent and GitHub
 * Desktop's recent repositories do: every folder added or removed as a library goes to the
 * front of a short list kept in settings.json, so it survives restarts; a folder that is a
 * library now is not offered (it cannot be added twice), and the user can take any entry off.
 */
import { statSync } from 'node:fs';
import { sep } from 'node:path';
import type { CallOutput, StudioHandlers } from '../../../ipc/contract';
import type { Settings, SettingsStore } from '../settings/settings';

/** How many folders the list keeps (the oldest fall off). */
export const MAX_RECENT_FOLDERS = 10;

/** `settings` with `folder` first in its recent list. */
export function withRecent(settings: Settings, folder: string): Settings {
  const recent = [folder, ...(settings.recent ?? []).filter((r) => r !== folder)];
  return { ...settings, recent: recent.slice(0, MAX_RECENT_FOLDERS) };
}

/** `path` as the user reads it: "~/..." under `home`. */
export function homeDisplay(path: string, home: string): string {
  if (path === home) return '~';
  return path.startsWith(home + sep) ? `~${sep}${path.slice(home.length + 1)}` : path;
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** The recent-folder calls of the contract. */
export type RecentFolderCalls = 'listRecentFolders' | 'forgetRecentFolder';

/** The handlers of listRecentFolders and forgetRecentFolder. */
export function recentFolderHandlers(
  settings: SettingsStore,
  home: string,
): Pick<StudioHandlers, RecentFolderCalls> {
  return {
    listRecentFolders: () => {
      const { roots, recent = [] } = settings.read();
      const listed: CallOutput<'listRecentFolders'> = recent
        .filter((path) => !roots.includes(path))
        .map((path) => ({ path, display: homeDisplay(path, home), exists: isFolder(path) }));
      return Promise.resolve(listed);
    },
    forgetRecentFolder: async ({ path }) => {
      const current = settings.read();
      const recent = current.recent ?? [];
      if (recent.includes(path))
        await settings.write({ ...current, recent: recent.filter((r) => r !== path) });
      return {};
    },
  };
}
