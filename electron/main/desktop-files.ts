/**
 * What the desktop app adds to the service for a skill's files: deletions go to the system
 * trash (and on Linux restore from it, through the freedesktop.org trash's files), "Show in folder" opens the file manager there, and files the user drops on the tree
 * are copied in by their paths (which the preload takes only from dropped or chosen Files).
 */
import type { Shell } from 'electron';
import { freedesktopTrash } from '../../shared/node/service/freedesktop-trash';
import type { ServiceOptions } from '../../shared/node/service/studio-service';

/** The service options the desktop shell provides for files. */
export function desktopFiles(
  shell: Pick<Shell, 'trashItem' | 'showItemInFolder'>,
  platform: NodeJS.Platform = process.platform,
): Pick<ServiceOptions, 'trash' | 'systemTrash' | 'showInFolder' | 'copyFromPaths'> {
  return {
    trash: (path) => shell.trashItem(path),
    ...(platform === 'linux' ? { systemTrash: freedesktopTrash } : {}),
    showInFolder: (path) => shell.showItemInFolder(path),
    copyFromPaths: true,
  };
}
