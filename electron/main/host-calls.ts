/**
 * What the service's process asks of the desktop shell (host-contract.ts): the system trash,
 * the file manager, the keychain (key-calls.ts), and native dialogs for the page's pickPath (choose a library folder, an
 * archive to import, or where to save a package), attached to the focused window.
 */
import type { BrowserWindow, Dialog, SafeStorage, Shell } from 'electron';
import type { CallInput, CallOutput } from '../../shared/ipc/contract';
import type { HostHandlers } from '../../shared/ipc/host-contract';
import { keyCalls } from './key-calls';

/** The host calls, answered by Electron's shell and dialogs. */
export function shellCalls(
  shell: Pick<Shell, 'trashItem' | 'showItemInFolder'>,
  dialog: Dialog,
  window: () => BrowserWindow | undefined,
  safeStorage: SafeStorage,
): HostHandlers {
  return {
    ...keyCalls(safeStorage, process.platform),
    trashItem: async ({ path }) => {
      await shell.trashItem(path);
      return {};
    },
    showItemInFolder: ({ path }) => {
      shell.showItemInFolder(path);
      return Promise.resolve({});
    },
    pickPath: nativePicker(dialog, window),
  };
}

/** The pickPath handler, attached to the focused window. */
export function nativePicker(dialog: Dialog, window: () => BrowserWindow | undefined) {
  return async ({
    kind,
    title,
    defaultPath,
  }: CallInput<'pickPath'>): Promise<CallOutput<'pickPath'>> => {
    const parent = window();
    const base = {
      ...(title !== undefined && { title }),
      ...(defaultPath !== undefined && { defaultPath }),
    };
    const archives = [{ name: 'Skill archives', extensions: ['zip', 'skill'] }];
    if (kind === 'save-archive') {
      const result = parent
        ? await dialog.showSaveDialog(parent, { ...base, filters: archives })
        : await dialog.showSaveDialog({ ...base, filters: archives });
      // Linux reports a dismissed save dialog as an empty path rather than as cancelled.
      const chosen = result.canceled || result.filePath === '' ? null : result.filePath;
      return { path: chosen, supported: true };
    }
    const options =
      kind === 'folder'
        ? { ...base, properties: ['openDirectory' as const, 'createDirectory' as const] }
        : { ...base, properties: ['openFile' as const], filters: archives };
    const result = parent
      ? await dialog.showOpenDialog(parent, options)
      : await dialog.showOpenDialog(options);
    return { path: result.canceled ? null : (result.filePaths[0] ?? null), supported: true };
  };
}
