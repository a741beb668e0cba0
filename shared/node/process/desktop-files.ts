/**
 * What the desktop app adds to the service for a skill's files (in the service's process, the
 * shell's part asked of the main process): deletions go to the system
 * trash and restore from it (the freedesktop.org trash on Linux, the Trash on macOS, the Recycle
 * Bin on Windows: each found again after shell.trashItem, which says nothing of where the item
 * went), "Show in folder" opens the file manager there, and files the user drops on the tree
 * are copied in by their paths (which the preload takes only from dropped or chosen Files).
 */
import { freedesktopTrash } from '../service/trash/freedesktop-trash';
import { macosTrash } from '../service/trash/macos-trash';
import type { ServiceOptions } from '../service/studio-service';
import type { SystemTrashAccess } from '../service/trash/trash';
import { windowsRecycleBin } from '../service/trash/windows-recycle-bin';

/** What the desktop shell does with files (Electron's shell, reached from the service's process). */
export interface DesktopShell {
  trashItem(path: string): Promise<void>;
  showItemInFolder(path: string): void;
}

/** Where the system trashes are, when not where the system keeps them (tests). */
export interface TrashPlaces {
  /** The user's home (macOS: its `.Trash`). */
  home?: string;
  /** Where a path's drive keeps its Recycle Bin (Windows). */
  recycleBinOf?: (path: string) => string;
}

/** How the desktop app finds what it trashed on `platform`, where it can. */
export function systemTrashFor(
  platform: NodeJS.Platform,
  places: TrashPlaces = {},
): SystemTrashAccess | undefined {
  if (platform === 'linux') return freedesktopTrash;
  if (platform === 'darwin') return macosTrash(places.home);
  if (platform === 'win32') return windowsRecycleBin(places.recycleBinOf);
  return undefined;
}

/** The service options the desktop shell provides for files. */
export function desktopFiles(
  shell: DesktopShell,
  platform: NodeJS.Platform = process.platform,
  places: TrashPlaces = {},
): Pick<ServiceOptions, 'trash' | 'systemTrash' | 'showInFolder' | 'copyFromPaths'> {
  const systemTrash = systemTrashFor(platform, places);
  return {
    trash: (path) => shell.trashItem(path),
    ...(systemTrash ? { systemTrash } : {}),
    showInFolder: (path) => shell.showItemInFolder(path),
    copyFromPaths: true,
  };
}
