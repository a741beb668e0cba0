/**
 * The Electron main process: lifecycle only. One instance; the service in a utility process of
 * its own (kept running by the supervisor), each window given its own port to it; the app
 * protocol, the menu, the native dialogs and the shell's file actions; one guarded window.
 */
import { join } from 'node:path';
import {
  app,
  BrowserWindow,
  dialog,
  Menu,
  MessageChannelMain,
  protocol,
  safeStorage,
  screen,
  session,
  shell,
  utilityProcess,
} from 'electron';
import { channelOf } from '../../shared/ipc/names';
import { indexCacheFor, userDataDir } from '../../shared/node/host-paths';
import { ServiceSupervisor } from '../../shared/node/process/service-supervisor';
import { APP_SCHEME_PRIVILEGES, serveRenderer } from './app-protocol';
import { shellCalls } from './host-calls';
import { answerPortRequests } from './ipc';
import { menuTemplate } from './menu';
import { denyPermissions } from './security';
import { forkUtilityService } from './utility-service';
import { createMainWindow } from './window';
import { WindowPorts } from './window-ports';
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
    const script = join(__dirname, 'service.cjs');
    const service = new ServiceSupervisor({
      spawn: () => forkUtilityService(utilityProcess, script),
      service: {
        userData,
        settings: { kind: 'file', bundled },
        indexCache: indexCacheFor(userData, script, app.getVersion()),
        desktop: true,
      },
      host: shellCalls(shell, dialog, activeWindow, safeStorage),
      log,
    });
    const ports = new WindowPorts(service, MessageChannelMain);
    answerPortRequests(ports, log);
    denyPermissions(session.defaultSession);
    serveRenderer(protocol, join(appRoot, 'dist', 'renderer'), service);
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
    // The window opens at once; its calls wait for the service's first lists.
    open();
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) open();
    });
    app.on('before-quit', () => void service.stop());
    await service.start();
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}
