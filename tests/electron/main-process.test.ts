/**
 * The Electron main process with a mocked `electron` module (the binary cannot be downloaded on
 * build machines; these tests need none): the window's web preferences, the navigation,
 * window-open and permission guards, the IPC sender check, and the preload's bridge.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CALL_NAMES, channelOf } from '../../shared/ipc/contract';

const mocks = vi.hoisted(() => {
  const handlers = new Map<string, (event: unknown, input: unknown) => Promise<unknown>>();
  const exposed: Record<string, unknown> = {};
  const contentsHandlers = new Map<string, (...args: unknown[]) => void>();
  let openHandler: ((details: { url: string }) => { action: string }) | undefined;
  const webContents = {
    on: (event: string, handler: (...args: unknown[]) => void) =>
      contentsHandlers.set(event, handler),
    setWindowOpenHandler: (handler: (details: { url: string }) => { action: string }) =>
      (openHandler = handler),
  };
  const windows: { options: unknown }[] = [];
  class BrowserWindow {
    webContents = webContents;
    constructor(readonly options: unknown) {
      windows.push(this);
    }
    maximize() {}
    once() {}
    loadURL() {
      return Promise.resolve();
    }
  }
  return {
    handlers,
    exposed,
    contentsHandlers,
    windows,
    openHandler: () => openHandler,
    electron: {
      BrowserWindow,
      shell: { openExternal: vi.fn(() => Promise.resolve()) },
      dialog: { showMessageBoxSync: vi.fn(() => 1) },
      ipcMain: {
        handle: (channel: string, fn: (event: unknown, input: unknown) => Promise<unknown>) =>
          handlers.set(channel, fn),
      },
      ipcRenderer: {
        invoke: vi.fn((channel: string, input: unknown): Promise<unknown> =>
          Promise.resolve({ ok: true, value: { channel, input } }),
        ),
        on: vi.fn(),
        removeListener: vi.fn(),
      },
      contextBridge: { exposeInMainWorld: (key: string, api: unknown) => (exposed[key] = api) },
    },
  };
});
vi.mock('electron', () => mocks.electron);

beforeEach(() => {
  mocks.contentsHandlers.clear();
});

describe('the window factory', () => {
  it('creates sandboxed, isolated windows without Node', async () => {
    const { createMainWindow } = await import('../../electron/main/window');
    createMainWindow('/app/out/preload/index.cjs', {});
    const options = mocks.windows.at(-1)?.options as { webPreferences: Record<string, unknown> };
    expect(options.webPreferences).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
  });

  it('denies navigation away from the app and new windows; https links open outside', async () => {
    const { createMainWindow } = await import('../../electron/main/window');
    createMainWindow('/p', {});
    const navigate = mocks.contentsHandlers.get('will-navigate');
    const prevented = vi.fn();
    navigate?.({ preventDefault: prevented }, 'https://evil.example/');
    navigate?.({ preventDefault: prevented }, 'file:///etc/passwd');
    expect(prevented).toHaveBeenCalledTimes(2);
    const allowed = vi.fn();
    navigate?.({ preventDefault: allowed }, 'app://studio/index.html');
    expect(allowed).not.toHaveBeenCalled();
    expect(mocks.openHandler()?.({ url: 'https://docs.example/' })).toEqual({ action: 'deny' });
    expect(mocks.electron.shell.openExternal).toHaveBeenCalledWith('https://docs.example/');
    expect(mocks.openHandler()?.({ url: 'javascript:alert(1)' })).toEqual({ action: 'deny' });
    expect(mocks.electron.shell.openExternal).toHaveBeenCalledTimes(1);
    const webview = vi.fn();
    mocks.contentsHandlers.get('will-attach-webview')?.({ preventDefault: webview });
    expect(webview).toHaveBeenCalled();
  });

  it('asks before discarding unsaved changes on close', async () => {
    const { createMainWindow } = await import('../../electron/main/window');
    createMainWindow('/p', {});
    const prevent = vi.fn();
    mocks.contentsHandlers.get('will-prevent-unload')?.({ preventDefault: prevent });
    expect(mocks.electron.dialog.showMessageBoxSync).toHaveBeenCalled();
    expect(prevent).not.toHaveBeenCalled(); // "Keep editing" was chosen
  });
});

describe('permissions', () => {
  it('every request and check is denied', async () => {
    const { denyPermissions } = await import('../../electron/main/security');
    let request: ((c: unknown, p: string, cb: (ok: boolean) => void) => void) | undefined;
    let check: (() => boolean) | undefined;
    denyPermissions({
      setPermissionRequestHandler: (h: typeof request) => (request = h),
      setPermissionCheckHandler: (h: typeof check) => (check = h),
    } as never);
    const answer = vi.fn();
    for (const p of ['media', 'geolocation', 'notifications', 'clipboard-read'])
      request?.({}, p, answer);
    expect(answer.mock.calls.every(([ok]) => ok === false)).toBe(true);
    expect(check?.()).toBe(false);
  });
});

describe('IPC', () => {
  it('has a handler for every call that refuses senders outside the app and validates payloads', async () => {
    const { registerIpc } = await import('../../electron/main/ipc');
    const service = {
      handlers: { listLibraries: vi.fn(() => Promise.resolve([])), readFile: vi.fn() },
    };
    const log: string[] = [];
    registerIpc(service as never, (m) => log.push(m));
    expect([...mocks.handlers.keys()].sort()).toEqual(CALL_NAMES.map(channelOf).sort());
    const handler = mocks.handlers.get(channelOf('listLibraries'));
    expect(await handler?.({ senderFrame: { url: 'https://evil.example/' } }, {})).toMatchObject({
      ok: false,
      error: { kind: 'denied' },
    });
    expect(await handler?.({ senderFrame: null }, {})).toMatchObject({
      ok: false,
      error: { kind: 'denied' },
    });
    expect(service.handlers.listLibraries).not.toHaveBeenCalled();
    expect(await handler?.({ senderFrame: { url: 'app://studio/index.html' } }, {})).toEqual({
      ok: true,
      value: [],
    });
    const read = mocks.handlers.get(channelOf('readFile'));
    expect(await read?.({ senderFrame: { url: 'app://studio/' } }, { path: 7 })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' },
    });
    expect(service.handlers.readFile).not.toHaveBeenCalled();
    expect(log.filter((l) => l.startsWith('refused'))).toHaveLength(2);
  });
});

describe('the preload', () => {
  it('exposes one named method per call and on(), never ipcRenderer itself', async () => {
    await import('../../electron/preload/index');
    const studio = mocks.exposed.studio as Record<string, unknown>;
    expect(Object.keys(studio).sort()).toEqual([...CALL_NAMES, 'on'].sort());
    expect(Object.values(studio).every((v) => typeof v === 'function')).toBe(true);
    expect(JSON.stringify(Object.keys(studio))).not.toContain('invoke');
    const listLibraries = studio.listLibraries as (input: unknown) => Promise<unknown>;
    expect(await listLibraries({})).toEqual({
      ok: true,
      value: { channel: 'studio:listLibraries', input: {} },
    });
    // Refusals arrive as envelopes, kind intact (contextBridge would strip it from an Error).
    const refusal = { ok: false, error: { kind: 'denied', message: 'no' } };
    mocks.electron.ipcRenderer.invoke.mockResolvedValueOnce(refusal);
    expect(await listLibraries({})).toEqual(refusal);
  });
});
