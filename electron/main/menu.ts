/**
 * The application menu with the usual shortcuts. Items that act on the page are sent to it as
 * `menuCommand` events; editing, window and view items use Electron's built-in roles.
 */
import type { MenuItemConstructorOptions } from 'electron';
import type { EventPayload } from '../../shared/ipc/contract';

type Command = EventPayload<'menuCommand'>['command'];

/** The menu template; `send` forwards a command to the focused page. */
export function menuTemplate(
  send: (command: Command) => void,
  isMac: boolean,
  isDev: boolean,
): MenuItemConstructorOptions[] {
  const item = (
    label: string,
    accelerator: string,
    command: Command,
  ): MenuItemConstructorOptions => ({
    label,
    accelerator,
    click: () => send(command),
  });
  const template: MenuItemConstructorOptions[] = [
    {
      label: 'File',
      submenu: [
        item('New Skill…', 'CmdOrCtrl+N', 'new-skill'),
        item('Add Library…', 'CmdOrCtrl+O', 'add-library'),
        { type: 'separator' },
        item('Save', 'CmdOrCtrl+S', 'save'),
        { type: 'separator' },
        item('Import Skills…', 'CmdOrCtrl+Shift+I', 'import-archive'),
        item('Package Skill…', 'CmdOrCtrl+Shift+E', 'package-skill'),
        ...(isMac ? [] : [{ type: 'separator' } as const, { role: 'quit' } as const]),
      ],
    },
    { role: 'editMenu' },
    {
      label: 'View',
      submenu: [
        item('Find Skill', 'CmdOrCtrl+P', 'find-skill'),
        item('Toggle Preview', 'CmdOrCtrl+Shift+V', 'toggle-preview'),
        { type: 'separator' },
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
        ...(isDev ? [{ role: 'reload' } as const, { role: 'toggleDevTools' } as const] : []),
      ],
    },
    { role: 'windowMenu' },
  ];
  return isMac ? [{ role: 'appMenu' }, ...template] : template;
}
