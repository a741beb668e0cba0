/**
 * Every write into a folder that does not exist yet (a save of a new file, a restore of a file
 * whose folder is gone, a new folder) makes its folders one level at a time and checks each
 * where it landed: a folder on the way swapped for a link out of the library at that moment
 * never gets a folder or a file made through it. The swap is injected through node:fs/promises
 * right before the call that makes the folder (tests/helpers/fs-race.ts; a recursive mkdir is
 * armed too, as the old code made folders with one), so it comes after the service's look every
 * time; over both transports.
 */
import { readdirSync, readFileSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorText } from '../../renderer/src/i18n/service-text';
import { startService } from '../helpers/service';
import { skillMd, tempTree } from '../helpers/temp';
import { apiOver } from '../helpers/transports';
import { failure } from '../helpers/refusal';
import { armRace, race, raceRan } from '../helpers/fs-race';
import { sha } from './history/history-api';

vi.mock('node:fs/promises', async (original) =>
  (await import('../helpers/fs-race')).racedFs(await original()),
);

afterEach(() => {
  race.swap = undefined;
});

async function setup(transport: 'ipc' | 'web') {
  const { service, root } = await startService(
    { 'a/SKILL.md': skillMd('a'), 'a/sub/keep.md': 'KEEP' },
    false,
  );
  const dir = join(root, 'a');
  const outside = tempTree({});
  const { api } = await apiOver(transport, service);
  // `sub` becomes a link to the outside folder (what it held kept aside in the skill).
  const swapSub = () => {
    renameSync(join(dir, 'sub'), join(dir, 'kept-aside'));
    symlinkSync(outside, join(dir, 'sub'));
  };
  return { api, dir, outside, swapSub };
}

describe.each(['ipc', 'web'] as const)('writing into a new folder over %s', (transport) => {
  it('a save of a new file never makes its folder through a link swapped in', async () => {
    const { api, dir, outside, swapSub } = await setup(transport);
    armRace(join(dir, 'sub/new'), swapSub, 1, true);
    const path = join(dir, 'sub/new/guide.md');
    const error = await failure(api.saveFile({ path, text: 'MINE', baseHash: null }));
    expect(raceRan(), 'the swap ran').toBe(true);
    expect(readdirSync(outside, { recursive: true })).toEqual([]);
    expect(error).toMatchObject({ text: { id: 'folder-moved' } });
    expect(errorText(error, 'en')).toBe(
      '"guide.md" was not written: its folder was swapped for a link leading somewhere else while it was being written. Nothing was left there; check the folder and try again.',
    );
    expect(errorText(error, 'zh')).toBe(
      '未写入 "guide.md"：写入过程中它所在的文件夹被换成了指向别处的链接。那里没有留下任何内容；请检查该文件夹后重试。',
    );
    expect(readFileSync(join(dir, 'kept-aside/keep.md'), 'utf8')).toBe('KEEP');
  });

  it('a restore of a file whose folder is gone never makes it through a link swapped in', async () => {
    const { api, dir, outside, swapSub } = await setup(transport);
    const path = join(dir, 'sub/new/guide.md');
    await api.saveFile({ path, text: 'KEPT\n', baseHash: null });
    const version = (await api.listHistory({ dir })).versions[0]?.id ?? '';
    rmSync(join(dir, 'sub/new'), { recursive: true });
    armRace(join(dir, 'sub/new'), swapSub, 1, true);
    const error = await failure(
      api.restoreVersion({
        dir,
        version,
        file: 'sub/new/guide.md',
        expect: { 'sub/new/guide.md': null },
      }),
    );
    expect(raceRan(), 'the swap ran').toBe(true);
    expect(readdirSync(outside, { recursive: true })).toEqual([]);
    expect(error).toMatchObject({ text: { id: 'folder-moved', params: { file: '"guide.md"' } } });
  });

  it('saves and restores into new folders when nothing races them', async () => {
    const { api, dir } = await setup(transport);
    const path = join(dir, 'sub/new/deeper/guide.md');
    expect(await api.saveFile({ path, text: 'MINE', baseHash: null })).toMatchObject({ ok: true });
    const version = (await api.listHistory({ dir })).versions[0]?.id ?? '';
    rmSync(join(dir, 'sub/new'), { recursive: true });
    const rel = 'sub/new/deeper/guide.md';
    const done = await api.restoreVersion({ dir, version, file: rel, expect: { [rel]: null } });
    expect(done.ok).toBe(true);
    expect(readFileSync(path, 'utf8')).toBe('MINE');
    expect(sha(readFileSync(path))).toBe(sha('MINE'));
  });
});
