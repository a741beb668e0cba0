/**
 * What the desktop app adds to the service for a skill's files: deletions go to the system
 * trash, "Show in folder" opens the file manager there, and files the user drops on the tree
 * are copied in by their paths (which the preload takes only from dropped or chosen Files).
 */
import type { Shell } from 'electron';
import type { ServiceOptions } from '../../shared/node/service/studio-service';

/** The service options the desktop shell provides for files. */
export function desktopFiles(
  shell: Pick<Shell, 'trashItem' | 'showItemInFolder'>,
): Pick<ServiceOptions, 'trash' | 'showInFolder' | 'copyFromPaths'> {
  return {
    trash: (path) => shell.trashItem(path),
    showInFolder: (path) => shell.showItemInFolder(path),
    copyFromPaths: true,
  };
}
