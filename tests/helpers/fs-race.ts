/**
 * Another program's change injected at the exact moment between the service's look and its
 * write: a wrap of node:fs/promises that runs `race.swap` right before the `nth` call naming
 * `race.at` as where something goes (rename, link, copyFile, symlink, open, writeFile, mkdir;
 * a recursive mkdir only when armed with `recursive`, as it names a folder it may not make). A test file wires it with
 * `vi.mock('node:fs/promises', async (o) => (await import('../helpers/fs-race')).racedFs(await o()))`
 * and arms it with `armRace`; no timing is involved, so the swap lands there every time.
 */
import type * as FsPromises from 'node:fs/promises';

/** The swap to run, where and on which call. */
export const race = {
  at: '',
  nth: 1,
  seen: 0,
  swap: undefined as (() => void) | undefined,
  recursive: false,
  /** Awaited before each rename, link and unlink (call, its paths): to hold one call for another. */
  hold: undefined as ((call: string, ...paths: string[]) => Promise<void> | undefined) | undefined,
};

/** Runs `swap` right before the `nth` call that puts something at `at`. */
export function armRace(at: string, swap: () => void, nth = 1, recursive = false): void {
  Object.assign(race, { at, nth, seen: 0, swap, recursive });
}

/** Whether the armed swap ran. */
export function raceRan(): boolean {
  return race.swap === undefined;
}

function arm(dest: unknown): void {
  if (race.swap && dest === race.at && ++race.seen === race.nth) {
    const swap = race.swap;
    race.swap = undefined;
    swap();
  }
}

/** node:fs/promises with the swap armed before each call that gives a path its entry. */
export function racedFs(fs: typeof FsPromises): typeof FsPromises {
  const wrapped = {
    ...fs,
    rename: async (from: string, to: string) => {
      arm(to);
      await race.hold?.('rename', from, to);
      return fs.rename(from, to);
    },
    link: async (from: string, to: string) => {
      arm(to);
      await race.hold?.('link', from, to);
      return fs.link(from, to);
    },
    unlink: async (path: string) => {
      await race.hold?.('unlink', path);
      return fs.unlink(path);
    },
    copyFile: (from: string, to: string, mode?: number) => (arm(to), fs.copyFile(from, to, mode)),
    symlink: (target: string, path: string, type?: string) => (
      arm(path),
      fs.symlink(target, path, type)
    ),
    open: (path: string, flags?: string | number, mode?: number) => (
      arm(path),
      fs.open(path, flags, mode)
    ),
    writeFile: (path: string, ...rest: unknown[]) => (
      arm(path),
      (fs.writeFile as (...a: unknown[]) => Promise<void>)(path, ...rest)
    ),
    mkdir: (path: string, options?: { recursive?: boolean }) => {
      if (!options?.recursive || race.recursive) arm(path);
      return fs.mkdir(path, options);
    },
  } as typeof FsPromises;
  return { ...wrapped, default: wrapped } as typeof FsPromises;
}
