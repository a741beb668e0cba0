/**
 * Issue 42, "one slow call holds every other": a call over a folder of many files must not do
 * work proportional to the folder for each name it is given, and where the folder has to be
 * read, it is read in slices another call can come in between. Counted, not timed: every
 * entry a folder listing hands the service is counted (fs-count.ts), and the service is held
 * at its first asynchronous folder read while another call is made.
 */
import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fsCount, resetCount } from '../helpers/fs-count';
import { startService } from '../helpers/service';
import { skillMd } from '../helpers/temp';
import { apiOver } from '../helpers/transports';

vi.mock('node:fs', async (o) => (await import('../helpers/fs-count')).countedFs(await o()));
vi.mock('node:fs/promises', async (o) =>
  (await import('../helpers/fs-count')).countedFsPromises(await o()),
);

const FILES = 2000;
const NAMES = 300;
// An hour ago: the folders' last change has settled (a listing of a folder changed in the same
// clock tick as the read is never kept).
const settled = new Date(Date.now() - 3_600_000);

async function setup(transport: 'ipc' | 'web') {
  const files: Record<string, string> = { 'a/SKILL.md': skillMd('a') };
  for (let i = 0; i < FILES; i++) files[`a/f${i}.txt`] = '';
  for (let i = 0; i < FILES; i++) files[`a/assets/g${i}.txt`] = '';
  const { service, root } = await startService(files, false);
  const dir = join(root, 'a');
  utimesSync(dir, settled, settled);
  utimesSync(join(dir, 'assets'), settled, settled);
  // The background's own reads (the full check, the search's index) are over before counting.
  await service.whenChecked();
  await service.whenTextIndexed();
  const { api } = await apiOver(transport, service);
  return { api, dir };
}

beforeEach(resetCount);

describe.each(['ipc', 'web'] as const)('calls over a huge folder, over %s', (transport) => {
  it('checkAdd of 300 names reads a folder of 2,000 files at most once, and not again while it is unchanged', async () => {
    const { api, dir } = await setup(transport);
    for (const [into, prefix] of [
      ['', 'F'],
      ['assets', 'G'],
    ] as const) {
      const names = Array.from({ length: NAMES }, (_, i) =>
        i % 2 ? `${prefix}${i}.TXT` : `new-${i}.txt`,
      );
      const expected = { taken: names.filter((_, i) => i % 2), refused: [] };
      resetCount();
      expect(await api.checkAdd({ dir, into, names })).toEqual(expected);
      // The folder once (and the skill folder's few entries), never once per name.
      expect(fsCount.entries).toBeLessThanOrEqual(FILES + 10);
      resetCount();
      expect(await api.checkAdd({ dir, into, names })).toEqual(expected);
      expect(fsCount.entries).toBeLessThanOrEqual(10);
      // A change to the folder is seen by the next call, even with the folder's time put back.
      const folder = join(dir, into);
      writeFileSync(join(folder, 'NEW-0.TXT'), '');
      utimesSync(folder, settled, settled);
      expect((await api.checkAdd({ dir, into, names: ['new-0.txt'] })).taken).toEqual([
        'new-0.txt',
      ]);
    }
  }, 60_000);

  it('another call made while checkAdd reads a huge folder is answered before checkAdd', async () => {
    const { api, dir } = await setup(transport);
    const order: string[] = [];
    fsCount.hold = async () => {
      await api.listLibraries({});
      order.push('listLibraries');
    };
    const names = Array.from({ length: NAMES }, (_, i) => `F${i}.TXT`);
    await api.checkAdd({ dir, into: '', names }).then(() => order.push('checkAdd'));
    expect(order).toEqual(['listLibraries', 'checkAdd']);
  }, 60_000);
});
