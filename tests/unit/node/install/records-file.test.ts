/**
 * The install records are read as every file of the studio is: only a regular file, never a
 * pipe waited on (the service reads them at start, so a pipe there held every later start).
 * A read that would wait on the pipe (opened without O_NONBLOCK) fails the test instead of
 * hanging it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { RecordsFile } from '../../../../shared/node/install/records-file';
import { tempTree } from '../../../helpers/temp';

vi.mock('node:fs', async (original) =>
  (await import('../../../helpers/guarded-fs')).guardedFs(await original(), {}),
);

describe('the install records file', () => {
  it('a named pipe in its place is set aside, not waited on, and the records start afresh', async () => {
    const userData = tempTree();
    const records = new RecordsFile(userData);
    expect(spawnSync('mkfifo', [records.path]).status).toBe(0);
    expect(records.read().installs).toEqual([]);
    // Kept for whoever wants to look, as an unreadable file is; never written onto.
    const aside = readdirSync(userData).find((n) => n.startsWith('installs.json.unreadable-'));
    expect(aside && lstatSync(join(userData, aside)).isFIFO()).toBe(true);
    expect(existsSync(records.path)).toBe(false);
    await records.update((r) => r);
    expect(lstatSync(records.path).isFile()).toBe(true);
  });
});
