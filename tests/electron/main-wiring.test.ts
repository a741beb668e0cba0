/**
 * The desktop app as it starts (electron/main/index.ts), with a mocked `electron` module: the
 * main process forks the service's process (utilityProcess.fork, here the same service code in
 * this thread behind Electron's parentPort shape: tests/helpers/electron-fakes.ts), the
 * window's preload asks for its port and the main process wires one end to the service and the
 * other to the window (MessageChannelMain, every message a structured clone). Calls from the
 * page then reach the service straight over that port, and what only the desktop shell can do
 * comes back to the main process: a deleted file goes to the system trash (shell.trashItem) and
 * is recorded for the Trash view, "Show in folder" reaches shell.showItemInFolder, and files
 * dropped on the tree are copied in by their paths. When the service's process dies, the
 * window is given a port to the new one and told so; calls in flight say the service
 * restarted. The real binary cannot be downloaded here (tests/electron/launch.test.ts).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CallName } from '../../shared/ipc/contract';
import { PORT_REQUEST } from '../../shared/ipc/names';
import { startFakeProvider } from '../helpers/fake-provider';
import { tempTree } from '../helpers/temp';

const mocks = vi.hoisted(() => {
  const appEvents = new Map<string, () => void>();
  const mainListeners = new Map<string, (event: unknown, ...args: unknown[]) => void>();
  const rendererListeners = new Map<string, ((event: unknown, payload: unknown) => void)[]>();
  const exposed: Record<string, unknown> = {};
  class BrowserWindow {
    static getFocusedWindow = () => null;
    static getAllWindows = () => [];
    webContents = { on: () => undefined, setWindowOpenHandler: () => undefined };
    on() {}
    once() {}
    maximize() {}
    isDestroyed() {
      return false;
    }
    loadURL() {
      return Promise.resolve();
    }
  }
  // The keychain safeStorage stands for: switched per test (no keyring, none at all).
  const keyring = { available: true, backend: 'gnome_libsecret' };
  const seal = (text: string) => `sealed:${[...text].reverse().join('')}`;
  return {
    keyring,
    safeStorage: {
      isEncryptionAvailable: vi.fn(() => keyring.available),
      getSelectedStorageBackend: vi.fn(() => keyring.backend),
      encryptString: vi.fn((text: string) => {
        if (!keyring.available) throw new Error('Encryption is not available.');
        return Buffer.from(seal(text));
      }),
      decryptString: vi.fn((bytes: Buffer) =>
        [...bytes.toString().replace(/^sealed:/, '')].reverse().join(''),
      ),
    },
    appEvents,
    mainListeners,
    rendererListeners,
    exposed,
    menuSet: vi.fn(),
    // Filled in below, once the fakes (plain imports) can be loaded.
    electron: Object.create(null) as Record<string, unknown>,
    BrowserWindow,
  };
});
vi.mock('electron', async () => {
  const fakes = await import('../helpers/electron-fakes');
  const utility = fakes.fakeUtilityProcess();
  // The window's web contents: what the main process posts to it reaches the preload.
  const toRenderer = (channel: string, payload: unknown, ports: unknown[] = []) => {
    const event = {
      ports: ports.map((p) => fakes.domPortOf(p as InstanceType<typeof fakes.FakePortMain>)),
    };
    for (const listener of mocks.rendererListeners.get(channel) ?? []) listener(event, payload);
  };
  const contents = {
    postMessage: toRenderer,
    send: (channel: string, payload: unknown) => {
      toRenderer(channel, payload);
    },
    once: () => undefined,
    isDestroyed: () => false,
  };
  Object.assign(mocks.electron, {
    utility,
    app: {
      setPath: vi.fn(),
      getPath: () => process.env.SKILL_STUDIO_USER_DATA ?? '',
      getVersion: () => '0.0.0-test',
      isPackaged: false,
      requestSingleInstanceLock: () => true,
      whenReady: () => Promise.resolve(),
      on: (event: string, fn: () => void) => mocks.appEvents.set(event, fn),
      quit: vi.fn(),
    },
    BrowserWindow: mocks.BrowserWindow,
    safeStorage: mocks.safeStorage,
    MessageChannelMain: fakes.FakeMessageChannelMain,
    utilityProcess: utility,
    dialog: { showMessageBoxSync: vi.fn(() => 1), showOpenDialog: vi.fn() },
    Menu: { buildFromTemplate: (t: unknown) => t, setApplicationMenu: mocks.menuSet },
    protocol: { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() },
    screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] },
    session: {
      defaultSession: {
        setPermissionRequestHandler: vi.fn(),
        setPermissionCheckHandler: vi.fn(),
      },
    },
    shell: {
      // The system trash takes the item away, as the real one does.
      trashItem: vi.fn((path: string) => {
        rmSync(path, { recursive: true });
        return Promise.resolve();
      }),
      showItemInFolder: vi.fn(),
      openExternal: vi.fn(() => Promise.resolve()),
    },
    ipcMain: {
      on: (channel: string, fn: (event: unknown, ...args: unknown[]) => void) =>
        mocks.mainListeners.set(channel, fn),
    },
    // The preload's side: its request reaches the main process from the app's own page.
    ipcRenderer: {
      send: (channel: string) =>
        mocks.mainListeners.get(channel)?.({
          senderFrame: { url: 'app://studio/index.html', parent: null },
          sender: contents,
        }),
      on: (channel: string, fn: (event: unknown, payload: unknown) => void) => {
        const list = mocks.rendererListeners.get(channel) ?? [];
        list.push(fn);
        mocks.rendererListeners.set(channel, list);
      },
    },
    contextBridge: {
      exposeInMainWorld: (key: string, api: unknown) => (mocks.exposed[key] = api),
    },
    webUtils: { getPathForFile: (file: { dropped?: string }) => file.dropped ?? '' },
  });
  return mocks.electron;
});

// Not tempTree's: those go after each test, and these live as long as the app.
const userData = mkdtempSync(join(tmpdir(), 'skill-studio-main-'));
const xdgData = mkdtempSync(join(tmpdir(), 'skill-studio-xdg-'));

type Studio = Record<
  string,
  (input: unknown) => Promise<{ ok: boolean; value?: unknown; error?: unknown }>
>;
const studio = () =>
  mocks.exposed.studio as Studio & { on: (e: string, l: (p: unknown) => void) => () => void };

/** A call as the app's own page makes it through the preload; its value, or the refusal. */
async function call(name: CallName, input: unknown): Promise<unknown> {
  const answer = await studio()[name]?.(input);
  if (!answer?.ok) throw new Error(`${name} refused: ${JSON.stringify(answer?.error)}`);
  return answer.value;
}

const utility = () =>
  mocks.electron.utility as {
    forks: { kill: () => boolean; once: (e: string, l: () => void) => void }[];
  };

beforeAll(async () => {
  vi.stubEnv('SKILL_STUDIO_USER_DATA', userData);
  // The freedesktop.org trash the desktop app looks in after shell.trashItem: one of the test's own.
  vi.stubEnv('XDG_DATA_HOME', xdgData);
  await import('../../electron/main/index');
  // The window's preload, as it starts in the page: it asks for its port at once.
  await import('../../electron/preload/index');
  expect(mocks.mainListeners.has(PORT_REQUEST)).toBe(true);
}, 30_000);

afterAll(async () => {
  const forks = utility().forks;
  const last = forks.at(-1);
  const exited = new Promise<void>((resolve) => last?.once('exit', resolve));
  mocks.appEvents.get('before-quit')?.();
  // The service remembers its lists and its process ends.
  await exited;
  vi.unstubAllEnvs();
  for (const dir of [userData, xdgData]) rmSync(dir, { recursive: true, force: true });
});

describe('the desktop app as it starts', () => {
  it('forks the service and gives the window a port to it: the first call waits for the first lists', async () => {
    expect(utility().forks).toHaveLength(1);
    const libraries = (await call('listLibraries', {})) as { root: string }[];
    expect(libraries.map((l) => l.root)).toEqual([join(userData, 'skills')]);
    expect(mocks.menuSet).toHaveBeenCalled();
  });

  it('sends a deleted file to the system trash through the main process and records it', async () => {
    const root = join(userData, 'skills');
    const dir = join(root, 'csv-report');
    await call('createFile', { dir, path: 'references/notes.md' });
    const trash = mocks.electron.shell as { trashItem: ReturnType<typeof vi.fn> };
    const trashed = (await call('trashEntry', { dir, path: 'references/notes.md' })) as {
      where: string;
    };
    expect(trashed.where).toBe('system-trash');
    expect(trash.trashItem).toHaveBeenCalledWith(join(dir, 'references/notes.md'));
    expect(existsSync(join(dir, 'references/notes.md'))).toBe(false);
    const listed = (await call('listTrash', {})) as { rel: string; where: string }[];
    expect(listed.map((e) => [e.rel, e.where])).toEqual([
      ['csv-report/references/notes.md', 'system-trash'],
    ]);
  });

  it('shows a file in the file manager', async () => {
    const path = join(userData, 'skills', 'csv-report', 'SKILL.md');
    const shell = mocks.electron.shell as { showItemInFolder: ReturnType<typeof vi.fn> };
    expect(await call('showInFolder', { path })).toEqual({ supported: true });
    await vi.waitFor(() => expect(shell.showItemInFolder).toHaveBeenCalledWith(path));
  });

  it('copies files dropped on the tree in by their paths (only those the preload read)', async () => {
    const desktop = tempTree({ 'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' });
    const dir = join(userData, 'skills', 'csv-report');
    const source = join(desktop, 'logo.svg');
    const input = { dir, into: 'assets', sources: [source], clash: 'refuse' };
    expect(await studio().addFiles?.(input)).toMatchObject({
      ok: false,
      error: { kind: 'denied' },
    });
    const pathForFile = mocks.exposed.studio as { pathForFile: (f: unknown) => string };
    expect(pathForFile.pathForFile({ dropped: source })).toBe(source);
    const added = (await call('addFiles', input)) as {
      placed: { outcome: string; path: string }[];
    };
    expect(added.placed.map((p) => [p.outcome, p.path])).toEqual([
      ['added', join(dir, 'assets', 'logo.svg')],
    ]);
    expect(readFileSync(join(dir, 'assets', 'logo.svg'), 'utf8')).toContain('<svg');
  });

  it('when the service dies, starts another, gives the window a port to it and says so', async () => {
    const states: unknown[] = [];
    const off = studio().on('serviceState', (state) => states.push(state));
    const [first] = utility().forks;
    first?.kill();
    await vi.waitFor(() => expect(states).toEqual([{ state: 'restarted' }]));
    expect(utility().forks).toHaveLength(2);
    const libraries = (await call('listLibraries', {})) as { root: string }[];
    expect(libraries.map((l) => l.root)).toEqual([join(userData, 'skills')]);
    // What the first process was told to do is on disk: the new one lists it.
    const trash = (await call('listTrash', {})) as { rel: string }[];
    expect(trash.map((e) => e.rel)).toEqual(['csv-report/references/notes.md']);
    off();
  });
});

describe('keys to models on the desktop', () => {
  const KEY = 'sk-desktop-0123456789abcdef';
  const safe = () => join(userData, 'model-keys.safe.json');

  it('are encrypted by safeStorage in the main process; the service keeps only the bytes and tests with the key', async () => {
    const fake = await startFakeProvider();
    try {
      const added = (await call('saveModelConnection', {
        label: 'Fake',
        provider: 'anthropic',
        baseUrl: fake.origin,
        model: 'fake-model',
      })) as { id: string };
      expect(await call('listModelConnections', {})).toMatchObject({ keys: 'keychain' });
      expect(await call('setModelKey', { id: added.id, key: KEY })).toEqual({ key: 'set' });
      expect(mocks.safeStorage.encryptString).toHaveBeenCalledWith(KEY);
      expect(readFileSync(safe(), 'utf8')).not.toContain(KEY);
      expect(existsSync(join(userData, 'model-keys.json'))).toBe(false);
      const tested = (await call('testModelConnection', { id: added.id })) as {
        outcome: { kind: string };
      };
      expect(tested.outcome.kind).toBe('ok');
      expect(mocks.safeStorage.decryptString).toHaveBeenCalled();
      const sent = fake.requests.at(-1)?.headers;
      expect(sent?.['x-api-key'] ?? sent?.authorization).toContain(KEY);
      await call('removeModelConnection', { id: added.id });
    } finally {
      await fake.close();
    }
  });

  it('on Linux with no keyring (basic_text) the page is told, and a key is kept only when the user chooses to', async () => {
    mocks.keyring.backend = 'basic_text';
    try {
      const added = (await call('saveModelConnection', {
        label: 'Weak',
        provider: 'openai',
        api: 'chat',
        model: 'm',
      })) as { id: string };
      expect(await call('listModelConnections', {})).toMatchObject({ keys: 'weak-keychain' });
      const refused = await studio().setModelKey?.({ id: added.id, key: KEY });
      expect(refused).toMatchObject({
        ok: false,
        error: { kind: 'user', text: { id: 'model-key-weak-storage' } },
      });
      expect(JSON.stringify(refused)).not.toContain(KEY);
      expect(await call('setModelKey', { id: added.id, key: KEY, weakStorageOk: true })).toEqual({
        key: 'set',
      });
      expect(readFileSync(safe(), 'utf8')).not.toContain(KEY);
      await call('removeModelConnection', { id: added.id });
    } finally {
      mocks.keyring.backend = 'gnome_libsecret';
    }
  });

  it('with no safeStorage at all, a key the user chose to keep goes to their own file', async () => {
    mocks.keyring.available = false;
    try {
      const added = (await call('saveModelConnection', {
        label: 'None',
        provider: 'anthropic',
        model: 'm',
      })) as { id: string };
      expect(await call('listModelConnections', {})).toMatchObject({ keys: 'no-keychain' });
      await call('setModelKey', { id: added.id, key: KEY, weakStorageOk: true });
      const plain = join(userData, 'model-keys.json');
      expect(readFileSync(plain, 'utf8')).toContain(KEY);
      expect(statSync(plain).mode & 0o777).toBe(0o600);
      await call('removeModelConnection', { id: added.id });
      expect(readFileSync(plain, 'utf8')).not.toContain(KEY);
    } finally {
      mocks.keyring.available = true;
    }
  });
});
