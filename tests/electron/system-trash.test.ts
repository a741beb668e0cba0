/**
 * Restoring from the macOS Trash and the Windows Recycle Bin in the desktop app, with a mocked
 * `electron` module whose shell.trashItem does what each system does (the binary and the
 * systems are not here), the platform taken from a stubbed process.platform:
 * - macOS: NSFileManager moves the item into the Trash of its volume and, "if a file with the
 *   same name currently exists in the trash folder, the new file is renamed" (Apple's
 *   NSWorkspace recycleOperation documentation; the name is Finder's business, so the mock's
 *   time-stamped name is only an example the studio must not depend on).
 * - Windows: the item becomes `$R<six>.<ext>` in `$Recycle.Bin\<SID>\` with a `$I<six>.<ext>`
 *   beside it (tests/helpers/recycle-bin.ts, after libyal/dtformats' document of the format).
 * Attacks: a name taken in the Trash, a `$I` that lies about its length or is cut short later,
 * a trash entry replaced by a link, the original place taken, the trash emptied meanwhile.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { basename, extname, join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { dispatchCall } from '../../shared/ipc/dispatch';
import { recycleBinInfo } from '../helpers/recycle-bin';
import { startService } from '../helpers/service';
import { skillMd, tempTree } from '../helpers/temp';

const mocks = vi.hoisted(() => ({
  electron: {
    shell: {
      trashItem: vi.fn((_path: string): Promise<void> => Promise.resolve()),
      showItemInFolder: vi.fn(),
    },
  },
}));
vi.mock('electron', () => mocks.electron);

// desktopFiles as the main process calls it (no platform given), under `platform`.
async function desktopFilesOn(platform: NodeJS.Platform, places = {}) {
  const { desktopFiles } = await import('../../shared/node/process/desktop-files');
  const { shell } = await import('electron');
  const real = process.platform;
  Object.defineProperty(process, 'platform', { value: platform });
  try {
    return desktopFiles(shell, undefined, places);
  } finally {
    Object.defineProperty(process, 'platform', { value: real });
  }
}

const restore = (
  service: Awaited<ReturnType<typeof startService>>['service'],
  id: string,
  conflict = 'refuse',
) => dispatchCall(service.handlers, 'restoreTrash', { id, conflict });

describe('the macOS Trash', () => {
  it('finds each trashed item by what it is, whatever the Trash named it, and restores it from there', async () => {
    const home = realpathSync(tempTree());
    const trash = join(home, '.Trash');
    mkdirSync(trash);
    // Someone else's file of the same name, already there: never taken for ours.
    writeFileSync(join(trash, 'notes.md'), 'not ours');
    let tick = 0;
    mocks.electron.shell.trashItem.mockImplementation((path: string) => {
      const ext = extname(path);
      let name = basename(path);
      while (existsSync(join(trash, name)))
        name = `${basename(path, ext)} 10.41.${String(10 + tick++)}${ext}`;
      renameSync(path, join(trash, name));
      return Promise.resolve();
    });
    const { service, root } = await startService(
      { 'a/SKILL.md': skillMd('a'), 'b/SKILL.md': skillMd('b'), 'a/notes.md': 'first' },
      false,
      await desktopFilesOn('darwin', { home }),
    );
    await service.handlers.deleteSkill({ dir: join(root, 'b') });
    await service.handlers.trashEntry({ dir: join(root, 'a'), path: 'notes.md' });
    writeFileSync(join(root, 'a/notes.md'), 'second');
    await service.handlers.trashEntry({ dir: join(root, 'a'), path: 'notes.md' });
    expect(readdirSync(trash)).toHaveLength(4);
    const listed = await service.handlers.listTrash({});
    expect(listed.map((e) => [e.kind, e.rel, e.restorable, e.system?.format])).toEqual([
      ['file', 'a/notes.md', true, 'macos'],
      ['file', 'a/notes.md', true, 'macos'],
      ['skill', 'b', true, 'macos'],
    ]);
    const [newer, older, skill] = listed;
    expect(await restore(service, older?.id ?? '')).toMatchObject({ ok: true });
    expect(readFileSync(join(root, 'a/notes.md'), 'utf8')).toBe('first');
    // Its place is taken now: asked, then kept beside it.
    expect(await restore(service, newer?.id ?? '')).toMatchObject({
      ok: false,
      error: { text: { id: 'restore-taken' } },
    });
    expect(await restore(service, newer?.id ?? '', 'keep-both')).toMatchObject({ ok: true });
    expect(readFileSync(join(root, 'a/notes (2).md'), 'utf8')).toBe('second');
    expect(readFileSync(join(trash, 'notes.md'), 'utf8')).toBe('not ours');
    // The skill's folder in the Trash replaced by a link to a look-alike: not it, not followed.
    const decoy = tempTree({ 'SKILL.md': skillMd('b') });
    const entry = join(trash, skill?.system?.name ?? '');
    rmSync(entry, { recursive: true });
    symlinkSync(decoy, entry);
    expect((await service.handlers.listTrash({})).map((e) => [e.rel, e.restorable])).toEqual([
      ['b', false],
    ]);
    expect(await restore(service, skill?.id ?? '')).toMatchObject({
      ok: false,
      error: { text: { id: 'trash-system-gone' } },
    });
    expect(existsSync(join(root, 'b'))).toBe(false);
  });

  it('an item emptied from the Trash meanwhile, or a Trash the studio cannot read, says where it is', async () => {
    const home = realpathSync(tempTree());
    const trash = join(home, '.Trash');
    mkdirSync(trash);
    mocks.electron.shell.trashItem.mockImplementation((path: string) => {
      renameSync(path, join(trash, basename(path)));
      return Promise.resolve();
    });
    const { service, root } = await startService(
      { 'a/SKILL.md': skillMd('a'), 'a/x.md': 'x', 'a/y.md': 'y' },
      false,
      await desktopFilesOn('darwin', { home }),
    );
    await service.handlers.trashEntry({ dir: join(root, 'a'), path: 'x.md' });
    rmSync(join(trash, 'x.md'));
    // macOS can refuse an app the Trash's listing: here it is a file where the folder was.
    rmSync(trash, { recursive: true });
    writeFileSync(trash, '');
    mocks.electron.shell.trashItem.mockImplementation((path: string) => {
      rmSync(path);
      return Promise.resolve();
    });
    await service.handlers.trashEntry({ dir: join(root, 'a'), path: 'y.md' });
    const listed = await service.handlers.listTrash({});
    expect(listed.map((e) => [e.rel, e.restorable, e.system !== undefined])).toEqual([
      ['a/y.md', false, false],
      ['a/x.md', false, true],
    ]);
    expect(await restore(service, listed[0]?.id ?? '')).toMatchObject({
      ok: false,
      error: { text: { id: 'trash-in-system' } },
    });
    expect(await restore(service, listed[1]?.id ?? '')).toMatchObject({
      ok: false,
      error: { text: { id: 'trash-system-gone' } },
    });
  });
});

describe('the Windows Recycle Bin', () => {
  const SID = 'S-1-5-21-1004336348-1177238915-682003330-1001';

  // The mock Recycle Bin: `$R`/`$I` pairs in the user's SID folder; `info` writes the `$I`.
  function recycleBin(info: (path: string) => Buffer = (path) => recycleBinInfo(path)) {
    const bin = realpathSync(tempTree());
    const folder = join(bin, SID);
    mkdirSync(folder);
    // Another user's folder this user cannot read, as on a shared machine.
    mkdirSync(join(bin, 'S-1-5-21-1004336348-1177238915-682003330-1002'), { mode: 0 });
    let n = 0;
    mocks.electron.shell.trashItem.mockImplementation((path: string) => {
      const six = `ABC${String(100 + n++)}`;
      const ext = extname(path);
      renameSync(path, join(folder, `$R${six}${ext}`));
      writeFileSync(join(folder, `$I${six}${ext}`), info(path));
      return Promise.resolve();
    });
    return { bin, folder };
  }

  it('finds the $R item a new $I file records, restores it (asking when its place is taken) and leaves neither behind', async () => {
    const { bin, folder } = recycleBin();
    const { service, root } = await startService(
      { 'a/SKILL.md': skillMd('a'), 'b/SKILL.md': skillMd('b'), 'a/说明.md': 'first' },
      false,
      await desktopFilesOn('win32', { recycleBinOf: () => bin }),
    );
    // An older deletion of the same path, from before: not ours to restore.
    writeFileSync(join(folder, '$IOLD001.md'), recycleBinInfo(join(root, 'a/说明.md')));
    writeFileSync(join(folder, '$ROLD001.md'), 'older');
    await service.handlers.deleteSkill({ dir: join(root, 'b') });
    await service.handlers.trashEntry({ dir: join(root, 'a'), path: '说明.md' });
    writeFileSync(join(root, 'a/说明.md'), 'second');
    await service.handlers.trashEntry({ dir: join(root, 'a'), path: '说明.md' });
    const listed = await service.handlers.listTrash({});
    expect(listed.map((e) => [e.rel, e.restorable, e.system?.format, e.system?.name])).toEqual([
      ['a/说明.md', true, 'windows', '$RABC102.md'],
      ['a/说明.md', true, 'windows', '$RABC101.md'],
      ['b', true, 'windows', '$RABC100'],
    ]);
    const [newer, older, skill] = listed;
    expect(await restore(service, older?.id ?? '')).toMatchObject({ ok: true });
    expect(readFileSync(join(root, 'a/说明.md'), 'utf8')).toBe('first');
    expect(await restore(service, newer?.id ?? '')).toMatchObject({
      ok: false,
      error: { text: { id: 'restore-taken' } },
    });
    expect(await restore(service, newer?.id ?? '', 'keep-both')).toMatchObject({ ok: true });
    expect(readFileSync(join(root, 'a/说明 (2).md'), 'utf8')).toBe('second');
    expect(await restore(service, skill?.id ?? '')).toMatchObject({ ok: true });
    expect(readFileSync(join(root, 'b/SKILL.md'), 'utf8')).toBe(skillMd('b'));
    // Restored items leave no $I or $R behind; the older deletion stays untouched.
    expect(readdirSync(folder).sort()).toEqual(['$IOLD001.md', '$ROLD001.md']);
  });

  it('a $I file that lies about its length is no entry; one cut short, an item replaced by a link, or an emptied bin is not restored', async () => {
    let lie = true;
    const { folder } = recycleBin((path) => {
      const bytes = recycleBinInfo(path);
      if (lie) bytes.writeUInt32LE(bytes.readUInt32LE(24) + 8, 24);
      return bytes;
    });
    const bin = join(folder, '..');
    const { service, root } = await startService(
      {
        'a/SKILL.md': skillMd('a'),
        'a/v.md': 'v',
        'a/w.md': 'w',
        'a/x.md': 'x',
        'a/y.md': 'y',
        'a/z.md': 'z',
      },
      false,
      await desktopFilesOn('win32', { recycleBinOf: () => bin }),
    );
    await service.handlers.trashEntry({ dir: join(root, 'a'), path: 'w.md' });
    lie = false;
    for (const f of ['x.md', 'y.md', 'z.md', 'v.md'])
      await service.handlers.trashEntry({ dir: join(root, 'a'), path: f });
    const before = await service.handlers.listTrash({});
    expect(before.map((e) => [e.rel, e.restorable])).toEqual([
      ['a/v.md', true],
      ['a/z.md', true],
      ['a/y.md', true],
      ['a/x.md', true],
      ['a/w.md', false],
    ]);
    // x: its $I cut short; y: its $R replaced by a link to a file of the same bytes;
    // z: the bin emptied; v: its $I replaced by a link to a whole copy of itself.
    truncateSync(join(folder, '$IABC101.md'), 30);
    const outside = join(tempTree({ 'y.md': 'y' }), 'y.md');
    rmSync(join(folder, '$RABC102.md'));
    symlinkSync(outside, join(folder, '$RABC102.md'));
    rmSync(join(folder, '$IABC103.md'));
    rmSync(join(folder, '$RABC103.md'));
    const copy = join(tempTree(), '$IABC104.md');
    renameSync(join(folder, '$IABC104.md'), copy);
    symlinkSync(copy, join(folder, '$IABC104.md'));
    const after = await service.handlers.listTrash({});
    expect(after.map((e) => [e.rel, e.restorable])).toEqual([
      ['a/v.md', false],
      ['a/z.md', false],
      ['a/y.md', false],
      ['a/x.md', false],
      ['a/w.md', false],
    ]);
    for (const e of after.slice(0, 4))
      expect(await restore(service, e.id)).toMatchObject({
        ok: false,
        error: { text: { id: 'trash-system-gone' } },
      });
    expect(await restore(service, after[4]?.id ?? '')).toMatchObject({
      ok: false,
      error: { text: { id: 'trash-in-system' } },
    });
    for (const f of ['v.md', 'w.md', 'x.md', 'y.md', 'z.md'])
      expect(existsSync(join(root, 'a', f))).toBe(false);
    expect(readFileSync(outside, 'utf8')).toBe('y');
    expect(existsSync(join(folder, '$RABC104.md'))).toBe(true);
  });
});
