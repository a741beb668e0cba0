/**
 * The one window factory: every studio window is sandboxed, isolated and guarded the same way.
 */
import type { BrowserWindowConstructorOptions } from 'electron';
import { BrowserWindow, dialog, shell } from 'electron';
import { APP_ORIGIN, guardWindow } from './security';
import type { WindowState } from './window-state';

/** The web preferences of every window (exported for the test that pins them). */
export function webPreferences(
  preload: string,
): NonNullable<BrowserWindowConstructorOptions['webPreferences']> {
  return {
    preload,
    sandbox: true,
    contextIsolation: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    spellcheck: true,
  };
}

/** Creates the main window at its remembered place and loads the app. */
export function createMainWindow(preload: string, state: WindowState): Electron.BrowserWindow {
  const window = new BrowserWindow({
    ...(state.bounds ?? { width: 1280, height: 820 }),
    minWidth: 720,
    minHeight: 480,
    show: false,
    title: 'Skill Studio',
    backgroundColor: '#1e1e1e',
    webPreferences: webPreferences(preload),
  });
  guardWindow(window, shell);
  // The page refuses to unload while it has unsaved edits; ask before throwing them away.
  window.webContents.on('will-prevent-unload', (event) => {
    const choice = dialog.showMessageBoxSync(window, {
      type: 'question',
      buttons: ['Discard changes and close', 'Keep editing'],
      defaultId: 1,
      cancelId: 1,
      message: 'You have unsaved changes.',
      detail: 'If you close now, the changes you have not saved are lost.',
    });
    if (choice === 0) event.preventDefault();
  });
  if (state.maximized) window.maximize();
  window.once('ready-to-show', () => window.show());
  void window.loadURL(`${APP_ORIGIN}/index.html`);
  return window;
}
