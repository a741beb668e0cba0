/**
 * The Electron main process with a mocked `electron` module (the binary cannot be downloaded on
 * build machines; these tests need none): the window's web preferences, the navigation,
 * window-open and permission guards, the port request's sender check, and the preload's bridge
 * over its port to the service (the other end played here by a service of the test's own).
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { delimiter, join } from 'node:path';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { CALL_NAMES, channelOf } from '../../shared/ipc/contract';
import { dispatchCall, type CallEnvelope } from '../../shared/ipc/dispatch';
import { PORT_GIVEN, PORT_REQUEST } from '../../shared/ipc/names';
import { rpcOver } from '../../shared/ipc/port-rpc';
import type { ClientFunctions, ServiceFunctions } from '../../shared/ipc/service-protocol';
import { desktopFiles } from '../../shared/node/process/desktop-files';
import { localEndpoint } from '../../shared/node/process/service-endpoint';
import { domPortOf, FakeMessageChannelMain, FakePortMain } from '../helpers/electron-fakes';
import { startService } from '../helpers/service';
import { skillMd, tempTree } from '../helpers/temp';

const gio = (process.env.PATH ?? '').split(delimiter).some((d) => existsSync(join(d, 'gio')));

const mocks = vi.hoisted(() => {
  const handlers = new Map<string, (event: unknown) => void>();
  const rendererListeners = new Map<string, ((event: unknown, payload: unknown) => void)[]>();
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
    rendererListeners,
    exposed,
    contentsHandlers,
    windows,
    openHandler: () => openHandler,
    electron: {
      BrowserWindow,
      shell: { openExternal: vi.fn(() => Promise.resolve()) },
      dialog: { showMessageBoxSync: vi.fn(() => 1) },
      ipcMain: {
        on: (channel: string, fn: (event: unknown) => void) => handlers.set(channel, fn),
      },
      ipcRenderer: {
        send: vi.fn(),
        on: (channel: string, fn: (event: unknown, payload: unknown) => void) => {
          rendererListeners.set(channel, [...(rendererListeners.get(channel) ?? []), fn]);
        },
      },
      contextBridge: { exposeInMainWorld: (key: string, api: unknown) => (exposed[key] = api) },
      webUtils: { getPathForFile: vi.fn((file: { dropped?: string }) => file.dropped ?? '') },
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

describe('the port request', () => {
  it('gives a port only to a main frame of the app, and logs the others', async () => {
    const { answerPortRequests } = await import('../../electron/main/ipc');
    const ask = vi.fn();
    const log: string[] = [];
    answerPortRequests({ ask } as never, (m) => log.push(m));
    const request = mocks.handlers.get(PORT_REQUEST);
    const sender = { id: 1 };
    request?.({ senderFrame: { url: 'https://evil.example/', parent: null }, sender });
    request?.({ senderFrame: null, sender });
    // The app's page in a frame of some other page is no window of ours.
    request?.({ senderFrame: { url: 'app://studio/index.html', parent: {} }, sender });
    expect(ask).not.toHaveBeenCalled();
    expect(log.filter((l) => l.startsWith('refused'))).toHaveLength(3);
    request?.({ senderFrame: { url: 'app://studio/index.html', parent: null }, sender });
    expect(ask).toHaveBeenCalledWith(sender);
  });
});

/** A port to a service of the test's own, handed to the preload as the main process would. */
function givePort(call: ServiceFunctions['call']) {
  const { port1, port2 } = new FakeMessageChannelMain();
  const service = rpcOver<ClientFunctions, ServiceFunctions>(
    {
      post: (m) => port1.postMessage(m),
      listen: (l) => {
        const heard = (e: { data: unknown }) => {
          l(e.data);
        };
        port1.on('message', heard);
        return () => port1.off('message', heard);
      },
    },
    { call },
    ['event'],
  );
  deliver(PORT_GIVEN, {}, [port2]);
  return service;
}

function deliver(channel: string, payload: unknown, ports: FakePortMain[] = []) {
  for (const listener of mocks.rendererListeners.get(channel) ?? [])
    listener({ ports: ports.map(domPortOf) }, payload);
}

describe('the preload', () => {
  it('exposes one named method per call and on(), never ipcRenderer or a port', async () => {
    await import('../../electron/preload/index');
    expect(mocks.electron.ipcRenderer.send).toHaveBeenCalledWith(PORT_REQUEST);
    const studio = mocks.exposed.studio as Record<string, unknown>;
    expect(Object.keys(studio).sort()).toEqual([...CALL_NAMES, 'on', 'pathForFile'].sort());
    expect(Object.values(studio).every((v) => typeof v === 'function')).toBe(true);
    expect(JSON.stringify(Object.keys(studio))).not.toContain('invoke');
  });

  it('sends calls over its port once it has one, envelopes intact, and hears events there and over IPC', async () => {
    await import('../../electron/preload/index');
    const studio = mocks.exposed.studio as Record<string, (input: unknown) => Promise<unknown>> & {
      on: (event: string, listener: (payload: unknown) => void) => () => void;
    };
    // Before any port: the call waits for one.
    const early = studio.listLibraries?.({});
    const refusal = { ok: false, error: { kind: 'denied', message: 'no' } };
    const call = vi.fn((name: string, input: unknown): Promise<CallEnvelope<unknown>> =>
      Promise.resolve(
        name === 'readFile'
          ? (refusal as CallEnvelope<never>)
          : { ok: true, value: { name, input } },
      ),
    );
    const service = givePort(call);
    expect(await early).toEqual({ ok: true, value: { name: 'listLibraries', input: {} } });
    // Refusals arrive as envelopes, kind intact (contextBridge would strip it from an Error).
    expect(await studio.readFile?.({ path: '/x' })).toEqual(refusal);
    const heard: unknown[] = [];
    studio.on('filesChanged', (p) => heard.push(p));
    studio.on('menuCommand', (p) => heard.push(p));
    void service.event('filesChanged', { paths: ['/a'] });
    deliver(channelOf('menuCommand'), { command: 'save' });
    await vi.waitFor(() => expect(heard).toHaveLength(2));
    expect(heard).toContainEqual({ paths: ['/a'] });
    expect(heard).toContainEqual({ command: 'save' });
    expect(() => studio.on('nonsense', () => undefined)).toThrow('Unknown event');
  });

  it('answers a call its dead service never will as lost, sends the next to the new port, and says why once none will serve', async () => {
    await import('../../electron/preload/index');
    const studio = mocks.exposed.studio as Record<string, (input: unknown) => Promise<unknown>>;
    const never = () => new Promise<CallEnvelope<unknown>>(() => undefined);
    givePort(never);
    const inFlight = studio.listLibraries?.({});
    // The service's process died: the main process says so (no port), then hands a new one.
    deliver(PORT_GIVEN, {});
    expect(await inFlight).toMatchObject({
      ok: false,
      error: { kind: 'offline', text: { id: 'service-restarted' } },
    });
    const waiting = studio.listLibraries?.({});
    givePort((name) => Promise.resolve({ ok: true, value: name }));
    expect(await waiting).toEqual({ ok: true, value: 'listLibraries' });
    const text = { id: 'service-failed', params: { reason: 'x' } };
    deliver(PORT_GIVEN, { failed: text });
    expect(await studio.listLibraries?.({})).toMatchObject({
      ok: false,
      error: { kind: 'offline', text },
    });
  });
});

describe('files dropped on the tree (desktop)', () => {
  it('addFiles takes only paths the preload read from dropped Files (webUtils), never a path the page names', async () => {
    await import('../../electron/preload/index');
    const studio = mocks.exposed.studio as Record<string, (input: unknown) => unknown>;
    const addFiles = studio.addFiles as (input: unknown) => Promise<unknown>;
    const pathForFile = studio.pathForFile as (file: unknown) => string;
    const call = vi.fn((name: string): Promise<CallEnvelope<unknown>> =>
      Promise.resolve({ ok: true, value: { name } }),
    );
    givePort(call);
    const named = { dir: '/lib/a', into: '', sources: ['/home/me/.ssh/id_rsa'], clash: 'refuse' };
    expect(await addFiles(named)).toMatchObject({ ok: false, error: { kind: 'denied' } });
    // A File made by script has no path; one the user dropped has its own.
    expect(pathForFile({})).toBe('');
    expect(pathForFile({ dropped: '/home/me/Desktop/logo.png' })).toBe('/home/me/Desktop/logo.png');
    expect(mocks.electron.webUtils.getPathForFile).toHaveBeenCalledTimes(2);
    expect(call).not.toHaveBeenCalled();
    const dropped = { ...named, sources: ['/home/me/Desktop/logo.png'] };
    expect(await addFiles(dropped)).toMatchObject({ ok: true, value: { name: 'addFiles' } });
    expect(
      await addFiles({ ...named, sources: ['/home/me/Desktop/logo.png', '/etc/passwd'] }),
    ).toMatchObject({
      ok: false,
    });
  });

  it('deleting goes to the system trash (shell.trashItem), recorded for the Trash view (where it cannot be found there, restored from there by the user); Show in folder opens the file manager', async () => {
    const shell = {
      // The system trash takes the folder away, as the real one does.
      trashItem: vi.fn((path: string) => {
        rmSync(path, { recursive: true });
        return Promise.resolve();
      }),
      showItemInFolder: vi.fn(),
    };
    const { service, root } = await startService(
      { 'a/SKILL.md': skillMd('a'), 'b/SKILL.md': skillMd('b'), 'a/notes.md': 'n' },
      false,
      // A home of its own: its Trash never sees the item (tests/electron/system-trash.test.ts
      // has the Trash and the Recycle Bin that do).
      desktopFiles(shell, 'darwin', { home: tempTree() }),
    );
    expect(await service.handlers.deleteSkill({ dir: join(root, 'b') })).toMatchObject({
      where: 'system-trash',
    });
    await service.handlers.trashEntry({ dir: join(root, 'a'), path: 'notes.md' });
    expect(shell.trashItem.mock.calls).toEqual([[join(root, 'b')], [join(root, 'a/notes.md')]]);
    expect(existsSync(join(root, 'b'))).toBe(false);
    const listed = await service.handlers.listTrash({});
    expect(listed.map((e) => [e.kind, e.rel, e.where, e.restorable])).toEqual([
      ['file', 'a/notes.md', 'system-trash', false],
      ['skill', 'b', 'system-trash', false],
    ]);
    const restore = await dispatchCall(service.handlers, 'restoreTrash', {
      id: listed[0]?.id,
      conflict: 'refuse',
    });
    expect(restore).toMatchObject({ ok: false, error: { text: { id: 'trash-in-system' } } });
    expect(await service.handlers.showInFolder({ path: join(root, 'a/SKILL.md') })).toEqual({
      supported: true,
    });
    expect(shell.showItemInFolder).toHaveBeenCalledWith(join(root, 'a/SKILL.md'));
  });

  // The system trash here is GLib's own (`gio trash`, what Electron uses by default on Linux),
  // so the files are laid out by the freedesktop.org implementation, not by this test.
  it.skipIf(!gio)(
    'on Linux, what went to the system trash is found there and restored from it (files/ and info/ of the freedesktop.org trash)',
    async () => {
      const data = realpathSync(tempTree());
      vi.stubEnv('XDG_DATA_HOME', data);
      onTestFinished(() => {
        vi.unstubAllEnvs();
      });
      const shell = {
        trashItem: vi.fn((path: string) => {
          execFileSync('gio', ['trash', path], { env: { ...process.env, XDG_DATA_HOME: data } });
          return Promise.resolve();
        }),
        showItemInFolder: vi.fn(),
      };
      const { service, root } = await startService(
        {
          'a/SKILL.md': skillMd('a'),
          'b/SKILL.md': skillMd('b'),
          'a/notes 说明.md': 'first',
        },
        false,
        desktopFiles(shell, 'linux'),
      );
      const trash = join(data, 'Trash');
      await service.handlers.deleteSkill({ dir: join(root, 'b') });
      // The same path trashed twice: each record finds its own copy, not the newer one.
      await service.handlers.trashEntry({ dir: join(root, 'a'), path: 'notes 说明.md' });
      writeFileSync(join(root, 'a/notes 说明.md'), 'second');
      await service.handlers.trashEntry({ dir: join(root, 'a'), path: 'notes 说明.md' });
      expect(readdirSync(join(trash, 'files')).sort()).toHaveLength(3);
      const listed = await service.handlers.listTrash({});
      expect(listed.map((e) => [e.kind, e.rel, e.where, e.restorable])).toEqual([
        ['file', 'a/notes 说明.md', 'system-trash', true],
        ['file', 'a/notes 说明.md', 'system-trash', true],
        ['skill', 'b', 'system-trash', true],
      ]);
      const [newer, older, skill] = listed;
      // The older copy back to its place.
      await service.handlers.restoreTrash({ id: older?.id ?? '', conflict: 'refuse' });
      expect(readFileSync(join(root, 'a/notes 说明.md'), 'utf8')).toBe('first');
      // The newer one finds its place taken, and is kept beside it when asked.
      const taken = await dispatchCall(service.handlers, 'restoreTrash', {
        id: newer?.id,
        conflict: 'refuse',
      });
      expect(taken).toMatchObject({ ok: false, error: { text: { id: 'restore-taken' } } });
      await service.handlers.restoreTrash({ id: newer?.id ?? '', conflict: 'keep-both' });
      expect(readFileSync(join(root, 'a/notes 说明 (2).md'), 'utf8')).toBe('second');
      // The system trash holds neither any more, items or info files.
      expect(readdirSync(join(trash, 'info'))).toEqual(['b.trashinfo']);
      // Its folder there replaced by a link to a look-alike: not it, never followed.
      const decoy = tempTree({ 'SKILL.md': skillMd('b') });
      renameSync(join(trash, 'files', 'b'), join(data, 'b-away'));
      symlinkSync(decoy, join(trash, 'files', 'b'));
      expect((await service.handlers.listTrash({})).map((e) => e.restorable)).toEqual([false]);
      rmSync(join(trash, 'files', 'b'));
      renameSync(join(data, 'b-away'), join(trash, 'files', 'b'));
      expect((await service.handlers.listTrash({})).map((e) => e.restorable)).toEqual([true]);
      // Emptied from the file manager: listed, not restorable, and restoring says it is gone.
      rmSync(join(trash, 'files', 'b'), { recursive: true });
      const left = await service.handlers.listTrash({});
      expect(left.map((e) => [e.rel, e.restorable])).toEqual([['b', false]]);
      const gone = await dispatchCall(service.handlers, 'restoreTrash', {
        id: skill?.id,
        conflict: 'refuse',
      });
      expect(gone).toMatchObject({ ok: false, error: { text: { id: 'trash-system-gone' } } });
      expect(existsSync(join(root, 'b'))).toBe(false);
    },
  );

  it('the app protocol serves a library file for previews through the path guard, and nothing outside', async () => {
    const { serveRenderer } = await import('../../electron/main/app-protocol');
    const { service, root } = await startService(
      {
        'a/SKILL.md': skillMd('a'),
        'a/assets/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      },
      false,
    );
    let handler: ((request: Request) => Promise<Response>) | undefined;
    serveRenderer(
      { handle: (_scheme: string, h: typeof handler) => (handler = h) } as never,
      tempTree(),
      localEndpoint(service),
    );
    const get = (path: string) =>
      handler?.(new Request(`app://studio/api/file?path=${encodeURIComponent(path)}`)) ??
      Promise.reject(new Error('no handler'));
    const svg = await get(join(root, 'a/assets/logo.svg'));
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('content-security-policy')).toContain('sandbox');
    expect(await svg.text()).toContain('<svg');
    expect((await get('/etc/passwd')).status).toBe(403);
  });
});
