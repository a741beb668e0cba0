/**
 * How much of a folder the service looks at: a wrap of node:fs and node:fs/promises that
 * counts the entries every folder listing hands back (readdirSync, readdir, opendir's reads),
 * and can hold the service at its first asynchronous folder read (to put another call in
 * between, with no timing involved). A test file wires it with
 * `vi.mock('node:fs', async (o) => (await import('../helpers/fs-count')).countedFs(await o()))`
 * and `vi.mock('node:fs/promises', async (o) => (await import('../helpers/fs-count')).countedFsPromises(await o()))`.
 */
import type * as Fs from 'node:fs';
import type * as FsPromises from 'node:fs/promises';

/** Entries listed since the last reset, and the hold for the next asynchronous read. */
export const fsCount = {
  entries: 0,
  /** Awaited once, at the next asynchronous folder read (then cleared). */
  hold: undefined as (() => Promise<void>) | undefined,
  /** Asynchronous folder reads that reached the hold's place. */
  asyncReads: 0,
};

/** Counts from zero again. */
export function resetCount(): void {
  Object.assign(fsCount, { entries: 0, hold: undefined, asyncReads: 0 });
}

async function held(): Promise<void> {
  fsCount.asyncReads++;
  const hold = fsCount.hold;
  fsCount.hold = undefined;
  await hold?.();
}

/** node:fs with its folder listings counted. */
export function countedFs(fs: typeof Fs): typeof Fs {
  const readdirSync = ((...args: Parameters<typeof fs.readdirSync>) => {
    const out = fs.readdirSync(...args);
    fsCount.entries += out.length;
    return out;
  }) as typeof fs.readdirSync;
  const wrapped = { ...fs, readdirSync };
  return { ...wrapped, default: wrapped } as typeof Fs;
}

/** node:fs/promises with its folder listings counted, and held at the first read. */
export function countedFsPromises(fs: typeof FsPromises): typeof FsPromises {
  const readdir = (async (...args: Parameters<typeof fs.readdir>) => {
    await held();
    const out = await fs.readdir(...args);
    fsCount.entries += out.length;
    return out;
  }) as typeof fs.readdir;
  const opendir = async (...args: Parameters<typeof fs.opendir>) => {
    const dir = await fs.opendir(...args);
    // The Dir's own read, before it is replaced below.
    const read: () => Promise<Fs.Dirent | null> = dir.read.bind(dir);
    let first = true;
    Object.assign(dir, {
      read: async () => {
        if (first) await held();
        first = false;
        const entry = await read();
        if (entry) fsCount.entries++;
        return entry;
      },
    });
    return dir;
  };
  const wrapped = { ...fs, readdir, opendir };
  return { ...wrapped, default: wrapped } as typeof FsPromises;
}
