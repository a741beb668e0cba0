/**
 * Renaming a file never replaces what takes the new name meanwhile, and two renames or moves of
 * one entry at once (two clients of one service, or two services on one library, which share
 * nothing in memory) leave it under one name, the other told in words that it moved. The other
 * side's step is injected through node:fs/promises (tests/helpers/fs-race.ts): the newcomer
 * right before the call that gives the entry its new name, or one mover held at the old name
 * until the other reaches it, so the race goes the same way every time; over both transports.
 */
import { existsSync, lstatSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudioApi } from '../../shared/ipc/contract';
import { errorText } from '../../renderer/src/i18n/service-text';
import { startService, startServiceOver } from '../helpers/service';
import { skillMd } from '../helpers/temp';
import { apiOver, portApi } from '../helpers/transports';
import { failure } from '../helpers/refusal';
import { armRace, race, raceRan } from '../helpers/fs-race';

vi.mock('node:fs/promises', async (original) =>
  (await import('../helpers/fs-race')).racedFs(await original()),
);

afterEach(() => {
  race.swap = undefined;
  race.hold = undefined;
});

async function setup(transport: 'ipc' | 'web') {
  const { service, root } = await startService(
    { 'a/SKILL.md': skillMd('a'), 'a/notes.md': 'NOTES' },
    false,
  );
  const dir = join(root, 'a');
  const { api } = await apiOver(transport, service);
  // Another client of the same service, and a client of a second service on the same library.
  const sameService = transport === 'ipc' ? portApi(service) : api;
  // (Its own port: one web host per test file stands in the page's fetch.)
  const otherService = portApi((await startServiceOver(root, false)).service);
  return { api, sameService, otherService, dir };
}

// Whichever call gives up the old name first waits until the other is about to as well.
function holdAtOldName(source: string): () => boolean {
  let release: (() => void) | undefined;
  race.hold = (call, path) => {
    if (path !== source || (call !== 'unlink' && call !== 'rename')) return undefined;
    if (release) {
      release();
      return undefined;
    }
    return new Promise((resolve) => (release = resolve));
  };
  return () => release !== undefined;
}

type Call = (api: StudioApi, dir: string, to: string) => Promise<unknown>;
const rename: Call = (api, dir, to) => api.renameFile({ path: join(dir, 'notes.md'), newName: to });
const move: Call = (api, dir, to) => api.moveEntry({ dir, from: 'notes.md', to });

describe.each(['ipc', 'web'] as const)('renaming a file racing others over %s', (transport) => {
  it('never replaces a file that took the new name in the instant after the look', async () => {
    const { api, dir } = await setup(transport);
    const theirs = join(dir, 'taken.md');
    armRace(theirs, () => writeFileSync(theirs, 'PRECIOUS'));
    const error = await failure(rename(api, dir, 'taken.md'));
    expect(raceRan(), 'the newcomer arrived').toBe(true);
    expect(readFileSync(theirs, 'utf8')).toBe('PRECIOUS');
    expect(readFileSync(join(dir, 'notes.md'), 'utf8')).toBe('NOTES');
    expect(error).toMatchObject({ text: { id: 'file-exists', params: { name: 'taken.md' } } });
  });

  it.each([
    ['two renames, one service', rename, rename, 'sameService'],
    ['two renames, two services', rename, rename, 'otherService'],
    ['a rename and a move, one service', rename, move, 'sameService'],
    ['two moves, two services', move, move, 'otherService'],
  ] as const)('%s: one wins, the other is told it moved', async (_, first, second, client) => {
    const setupDone = await setup(transport);
    const { api, dir } = setupDone;
    const source = join(dir, 'notes.md');
    const bothReached = holdAtOldName(source);
    const names = ['one.md', 'two.md'];
    const outcomes = await Promise.all([
      failure(first(api, dir, 'one.md')),
      failure(second(setupDone[client], dir, 'two.md')),
    ]);
    expect(bothReached(), 'both reached the old name').toBe(true);
    const refused = outcomes.filter((e) => e !== undefined);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ text: { id: 'moved-meanwhile' } });
    const there = names.filter((n) => existsSync(join(dir, n)));
    expect(there).toHaveLength(1);
    expect(existsSync(source)).toBe(false);
    const moved = join(dir, there[0] ?? '');
    expect(readFileSync(moved, 'utf8')).toBe('NOTES');
    expect(lstatSync(moved).nlink).toBe(1);
    const lost = names[outcomes.indexOf(refused[0])] ?? '';
    expect(errorText(refused[0], 'en')).toBe(
      `"notes.md" was not moved to "${lost}": another window or program moved or deleted it meanwhile. Look for it in the list, which shows where it is now.`,
    );
    expect(errorText(refused[0], 'zh')).toBe(
      `未把 "notes.md" 移动到 "${lost}"：在此期间另一个窗口或程序已移动或删除了它。请在列表中查看它现在的位置。`,
    );
  });

  it('renames a file, and only its case, when nothing races it', async () => {
    const { api, dir } = await setup(transport);
    const renamed = await rename(api, dir, 'Notes.md');
    expect(renamed).toEqual({ path: join(dir, 'Notes.md') });
    await api.renameFile({ path: join(dir, 'Notes.md'), newName: 'guide.md' });
    expect(readFileSync(join(dir, 'guide.md'), 'utf8')).toBe('NOTES');
    expect(existsSync(join(dir, 'Notes.md'))).toBe(false);
  });
});
