/**
 * The desktop app's main process as it starts (electron/main/index.ts), with a mocked
 * `electron` module: the service it builds is wired to the desktop's own file handling, so a
 * call from the page over IPC sends a deleted file to the system trash (shell.trashItem) and
 * records it for the Trash view, "Show in folder" reaches shell.showItemInFolder, and files
 * dropped on the tree are copied in by their paths. main-process.test.ts tests desktopFiles
 * and the preload by themselves; this is the wiring between them and the service, which no
 * other test loads (the real binary cannot be downloaded here: tests/electron/launch.test.ts).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { channelOf, type CallName } from '../../shared/ipc/contract';
import { StudioService } from '../../shared/node/service/studio-service';
import { tempTree } from '../helpers/temp';

const mocks = vi.hoisted(() => {
  const handlers = new Map<string, (event: unknown, input: unknown) => Promise<unknown>>();
  const appEvents = new Map<string, () => void>();
  const contents = {
    on: () => undefined,
    setWindowOpenHandler: () => undefined,
    send: () => undefined,
    isDestroyed: () => false,
  };
  class BrowserWindow {
    static getFocusedWindow = () => null;
    static getAllWindows = () => [];
    webContents = contents;
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
  const menuSet = vi.fn();
  return {
    handlers,
    appEvents,
    menuSet,
    electron: {
      app: {
        setPath: vi.fn(),
        getPath: () => process.env.SKILL_STUDIO_USER_DATA ?? '',
        getVersion: () => '0.0.0-test',
        isPackaged: false,
        requestSingleInstanceLock: () => true,
        whenReady: () => Promise.resolve(),
        on: (event: string, fn: () => void) => appEvents.set(event, fn),
        quit: vi.fn(),
      },
      BrowserWindow,
      dialog: { showMessageBoxSync: vi.fn(() => 1), showOpenDialog: vi.fn() },
      Menu: { buildFromTemplate: (t: unknown) => t, setApplicationMenu: menuSet },
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
        handle: (channel: string, fn: (event: unknown, input: unknown) => Promise<unknown>) =>
          handlers.set(channel, fn),
      },
    },
  };
});
vi.mock('electron', () => mocks.electron);

// Not tempTree's: those go after each test, and these live as long as the app.
const userData = mkdtempSync(join(tmpdir(), 'skill-studio-main-'));
const xdgData = mkdtempSync(join(tmpdir(), 'skill-studio-xdg-'));

/** A call as the app's own page makes it over IPC; its value, or the refusal it threw. */
async function call(name: CallName, input: unknown): Promise<unknown> {
  const handler = mocks.handlers.get(channelOf(name));
  if (!handler) throw new Error(`no IPC handler for ${name}`);
  const answer = (await handler({ senderFrame: { url: 'app://studio/index.html' } }, input)) as {
    ok: boolean;
    value?: unknown;
    error?: unknown;
  };
  if (!answer.ok) throw new Error(`${name} refused: ${JSON.stringify(answer.error)}`);
  return answer.value;
}

beforeAll(async () => {
  vi.stubEnv('SKILL_STUDIO_USER_DATA', userData);
  // The freedesktop.org trash the desktop app looks in after shell.trashItem: one of the test's own.
  vi.stubEnv('XDG_DATA_HOME', xdgData);
  await import('../../electron/main/index');
  // Everything after the service has started ends with the application menu.
  await vi.waitFor(() => expect(mocks.menuSet).toHaveBeenCalled(), { timeout: 20_000 });
}, 30_000);

afterAll(async () => {
  // The app does not await the service's stop(); the test does, before its folders go.
  const stop = vi.spyOn(StudioService.prototype, 'stop');
  mocks.appEvents.get('before-quit')?.();
  expect(stop).toHaveBeenCalledTimes(1);
  await stop.mock.results[0]?.value;
  vi.unstubAllEnvs();
  for (const dir of [userData, xdgData]) rmSync(dir, { recursive: true, force: true });
});

describe('the desktop app as it starts', () => {
  it('sends a deleted file to the system trash and records it, from a call over IPC', async () => {
    const libraries = (await call('listLibraries', {})) as { root: string }[];
    const root = libraries[0]?.root ?? '';
    expect(root).toBe(join(userData, 'skills'));
    const dir = join(root, 'csv-report');
    await call('createFile', { dir, path: 'references/notes.md' });
    const trashed = (await call('trashEntry', { dir, path: 'references/notes.md' })) as {
      where: string;
    };
    expect(trashed.where).toBe('system-trash');
    expect(mocks.electron.shell.trashItem).toHaveBeenCalledWith(join(dir, 'references/notes.md'));
    expect(existsSync(join(dir, 'references/notes.md'))).toBe(false);
    const listed = (await call('listTrash', {})) as { rel: string; where: string }[];
    expect(listed.map((e) => [e.rel, e.where])).toEqual([
      ['csv-report/references/notes.md', 'system-trash'],
    ]);
  });

  it('shows a file in the file manager', async () => {
    const path = join(userData, 'skills', 'csv-report', 'SKILL.md');
    expect(await call('showInFolder', { path })).toEqual({ supported: true });
    expect(mocks.electron.shell.showItemInFolder).toHaveBeenCalledWith(path);
  });

  it('copies files dropped on the tree in by their paths', async () => {
    const desktop = tempTree({ 'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' });
    const dir = join(userData, 'skills', 'csv-report');
    const added = (await call('addFiles', {
      dir,
      into: 'assets',
      sources: [join(desktop, 'logo.svg')],
      clash: 'refuse',
    })) as { placed: { outcome: string; path: string }[] };
    expect(
      added.placed.map((p) => [p.outcome, p.path]),
      JSON.stringify(added),
    ).toEqual([['added', join(dir, 'assets', 'logo.svg')]]);
    expect(readFileSync(join(dir, 'assets', 'logo.svg'), 'utf8')).toContain('<svg');
  });
});
