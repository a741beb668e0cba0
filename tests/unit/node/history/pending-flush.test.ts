/**
 * The history's background flush (store-files.ts) opens each file it wrote to fsync it. A file
 * swapped for a FIFO before that flush must not hold it: opened without O_NONBLOCK, the open
 * waits for a writer that never comes, and so does everything that waits on the flush.
 */
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PendingFlush } from '../../../../shared/node/history/store-files';
import { tempTree } from '../../../helpers/temp';

describe.skipIf(process.platform === 'win32')('the pending flush', () => {
  it('ends when a file it is to flush was swapped for a FIFO', async () => {
    const dir = tempTree();
    const record = join(dir, 'record.json');
    const other = join(dir, 'other.json');
    writeFileSync(record, '{}');
    writeFileSync(other, '{}');
    const pending = new PendingFlush();
    pending.add(record);
    pending.add(other);
    // Swapped before the flush runs (it starts on a later turn of the event loop).
    rmSync(record);
    execFileSync('mkfifo', [record]);
    // Before the fix this never settled (the test timed out).
    await expect(pending.flush()).resolves.toBeUndefined();
  });
});
