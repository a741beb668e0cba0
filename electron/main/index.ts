/**
 * The Electron main process: lifecycle only. One instance; the service over the user's
 * libraries; the app protocol, the IPC handlers and the menu; one guarded window.
 */
import { join } from 'node:path';
import { app, BrowserWindow, dialog, Menu, protocol, screen, session, shell } from 'electron';
import { indexCacheFor, userDataDir } from '../../shared/node/host-paths';
import { fileSettings } from '../../shared/node/service/settings';
import { StudioService } from '../../shared/node/service/studio-service';
import { channelOf } from '../../shared/ipc/contract';
import { APP_SCHEME_PRIVILEGES, serveRenderer } from './app-protocol';
import { desktopFiles } from './desktop-files';
import { nativePicker } from './dialogs';
import { forwardEvents, registerIpc } from './ipc';
import { menuTemplate } from './menu';
import { denyPermissions } from './security';
import { createMainWindow } from './window';
import { loadWindowState, trackWindowState } from './window-state';

// The bundle lives in out/main; the app's own files are two levels up.
const appRoot = join(__dirname, '..', '..');
const log = (message: string) => {
  console.warn(`[skill-studio] ${message}`);
};

protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
// The same folder as the browser host's, so both see the same libraries; before the
// single-instance lock, which is kept per user-data folder (a test's instance is its own).
app.setPath('userData', userDataDir());

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  // Electron.BrowserWindow, not the re-exported subclass: getFocusedWindow hands back the former.
  let main: Electron.BrowserWindow | undefined;
  const activeWindow = (): Electron.BrowserWindow | undefined =>
    BrowserWindow.getFocusedWindow() ?? main;
  app.on('second-instance', () => {
    if (main?.isMinimized()) main.restore();
    main?.focus();
  });

  void app.whenReady().then(async () => {
    const userData = app.getPath('userData');
    const bundled = app.isPackaged
      ? join(process.resourcesPath, 'skills')
      : join(appRoot, 'skills');
    const service = new StudioService({
      settings: fileSettings(userData, bundled),
      userData,
      indexCache: indexCacheFor(userData, __filename, app.getVersion()),
      ...desktopFiles(shell),
      pickPath: nativePicker(dialog, activeWindow),
      log,
    });
    await service.start();
    denyPermissions(session.defaultSession);
    serveRenderer(protocol, join(appRoot, 'dist', 'renderer'), service);
    registerIpc(service, log);
    forwardEvents(service, () => BrowserWindow.getAllWindows().map((w) => w.webContents));
    const send = (command: Parameters<Parameters<typeof menuTemplate>[0]>[0]) =>
      activeWindow()?.webContents.send(channelOf('menuCommand'), {
        command,
      });
    Menu.setApplicationMenu(
      Menu.buildFromTemplate(menuTemplate(send, process.platform === 'darwin', !app.isPackaged)),
    );

    const open = () => {
      main = createMainWindow(
        join(appRoot, 'out', 'preload', 'index.cjs'),
        loadWindowState(
          userData,
          screen.getAllDisplays().map((d) => d.workArea),
        ),
      );
      trackWindowState(main, userData);
    };
    open();
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) open();
    });
    app.on('before-quit', () => void service.stop());
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}
