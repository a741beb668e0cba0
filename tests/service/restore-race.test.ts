/**
 * Restoring from the studio's trash never replaces what another program puts at the item's
 * place in the instant after the look: "refuse" is refused, "keep both" takes another name,
 * "replace" (whose occupant went to the trash) refuses the newcomer rather than destroy it.
 * The newcomer is injected through node:fs/promises right before the call that gives the item
 * its place (tests/helpers/fs-race.ts), so it arrives between the check and the write every
 * time, over both transports.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { basename, extname, join } from 'node:path';
import { desktopFiles } from '../../shared/node/process/desktop-files';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startService } from '../helpers/service';
import { skillMd, tempTree } from '../helpers/temp';
import { apiOver } from '../helpers/transports';
import { refusal } from '../helpers/refusal';
import { armRace, race, raceRan } from '../helpers/fs-race';

vi.mock('node:fs/promises', async (original) =>
  (await import('../helpers/fs-race')).racedFs(await original()),
);

afterEach(() => {
  race.swap = undefined;
});

/** The desktop app's service over a macOS Trash of a home of the test's own (as desktop-trash.test.ts). */
function macosTrashStandIn() {
  const home = realpathSync(tempTree());
  const trash = join(home, '.Trash');
  mkdirSync(trash);
  let n = 0;
  const shell = {
    trashItem: (path: string) => {
      const ext = extname(path);
      let name = basename(path);
      while (existsSync(join(trash, name))) name = `${basename(path, ext)} ${String(++n)}${ext}`;
      renameSync(path, join(trash, name));
      return Promise.resolve();
    },
    showItemInFolder: () => undefined,
  };
  return desktopFiles(shell, 'darwin', { home });
}

async function setup(transport: 'ipc' | 'web', where: Where) {
  const { service, root } = await startService(
    { 'a/SKILL.md': skillMd('a'), 'a/notes.md': 'NOTES', 'a/refs/one.md': 'ONE' },
    false,
    where === 'the system trash' ? macosTrashStandIn() : {},
  );
  const { api } = await apiOver(transport, service);
  const dir = join(root, 'a');
  const notes = await api.trashEntry({ dir, path: 'notes.md' });
  const refs = await api.trashEntry({ dir, path: 'refs' });
  expect([notes.where, refs.where]).toEqual(
    Array(2).fill(where === 'the system trash' ? 'system-trash' : 'studio-trash'),
  );
  return { api, dir, notes: notes.id, refs: refs.id };
}

type Where = 'the studio trash' | 'the system trash';
const CASES = (['ipc', 'web'] as const).flatMap((transport) =>
  (['the studio trash', 'the system trash'] as const).map((where) => [transport, where] as const),
);

describe.each(CASES)('a restore racing another program over %s, from %s', (transport, where) => {
  it.each([
    ['a file', 'notes.md', (at: string) => writeFileSync(at, 'THEIRS')],
    ['a folder', 'refs', (at: string) => mkdirSync(at)],
  ] as const)(
    '"refuse" never replaces %s that took its place after the look',
    async (_, name, make) => {
      const { api, dir, notes, refs } = await setup(transport, where);
      const at = join(dir, name);
      armRace(at, () => make(at));
      const id = name === 'refs' ? refs : notes;
      expect(await refusal(api.restoreTrash({ id, conflict: 'refuse' }))).toBe('restore-taken');
      expect(raceRan(), 'the newcomer arrived').toBe(true);
      if (name === 'refs') expect(readdirSync(at)).toEqual([]);
      else expect(readFileSync(at, 'utf8')).toBe('THEIRS');
      // Still in the trash, whole, to restore elsewhere.
      const entry = (await api.listTrash({})).find((e) => e.id === id);
      expect(entry?.restorable).toBe(true);
    },
  );

  it('"keep both" gives the item another name when its place is taken after the look', async () => {
    const { api, dir, notes } = await setup(transport, where);
    const at = join(dir, 'notes.md');
    armRace(at, () => writeFileSync(at, 'THEIRS'));
    const { path } = await api.restoreTrash({ id: notes, conflict: 'keep-both' });
    expect(raceRan()).toBe(true);
    expect(readFileSync(at, 'utf8')).toBe('THEIRS');
    expect(path).toBe(join(dir, 'notes (2).md'));
    expect(readFileSync(path, 'utf8')).toBe('NOTES');
  });

  it('"replace" trashes the occupant it saw, never a newcomer after it', async () => {
    const { api, dir, notes } = await setup(transport, where);
    const at = join(dir, 'notes.md');
    writeFileSync(at, 'OCCUPANT');
    armRace(at, () => writeFileSync(at, 'NEWCOMER'));
    expect(await refusal(api.restoreTrash({ id: notes, conflict: 'replace' }))).toBe(
      'restore-taken',
    );
    expect(raceRan()).toBe(true);
    expect(readFileSync(at, 'utf8')).toBe('NEWCOMER');
    // The occupant is in the trash (restorable), the item too: nothing lost.
    const listed = await api.listTrash({});
    expect(listed.filter((e) => e.rel === 'a/notes.md' && e.restorable)).toHaveLength(2);
  });

  it('restores each kind when nothing races it', async () => {
    const { api, dir, notes, refs } = await setup(transport, where);
    await api.restoreTrash({ id: notes, conflict: 'refuse' });
    await api.restoreTrash({ id: refs, conflict: 'refuse' });
    expect(readFileSync(join(dir, 'notes.md'), 'utf8')).toBe('NOTES');
    expect(readFileSync(join(dir, 'refs/one.md'), 'utf8')).toBe('ONE');
    expect(existsSync(join(dir, 'refs'))).toBe(true);
    expect(await api.listTrash({})).toEqual([]);
  });
});
