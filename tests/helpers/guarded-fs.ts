/**
 * node:fs for the attack tests that swap a file while the studio works (vi.mock('node:fs',
 * ...)): a read that would wait on a named pipe (opened without O_NONBLOCK) throws, and is
 * recorded in `blockedOn` in case the code under test catches it, instead of hanging the test;
 * each hook runs once, right after its step, so the swap lands at that moment every time.
 * Only types come from node:fs here: the module itself is the one being replaced.
 */
import type * as Fs from 'node:fs';

/** The moments a test acts at, each taken once, and the pipe a read would have waited on. */
export interface FsHooks {
  /** After the next folder listing (readdirSync), with the folder listed. */
  afterList?: ((dir: string) => void) | undefined;
  /** After the next look (lstatSync) at `path`. */
  afterLook?: { path: string; run: () => void } | undefined;
  /** After the next open (openSync) of `path`. */
  afterOpen?: { path: string; run: () => void } | undefined;
  blockedOn?: string | undefined;
}

/** The module that stands for node:fs, made from the real one. */
export function guardedFs(fs: typeof Fs, hooks: FsHooks) {
  const blocking = (path: unknown, flags: unknown) => {
    const nonblock = typeof flags === 'number' && (flags & fs.constants.O_NONBLOCK) !== 0;
    if (
      typeof path === 'string' &&
      !nonblock &&
      fs.lstatSync(path, { throwIfNoEntry: false })?.isFIFO()
    ) {
      hooks.blockedOn = path;
      throw new Error(`${path} is a pipe opened without O_NONBLOCK: the read would wait forever`);
    }
  };
  const after = (which: 'afterLook' | 'afterOpen', path: unknown) => {
    const hook = hooks[which];
    if (!hook || path !== hook.path) return;
    hooks[which] = undefined;
    hook.run();
  };
  const wrapped = {
    ...fs,
    readdirSync: (...args: Parameters<typeof fs.readdirSync>) => {
      const listed = fs.readdirSync(...args);
      const hook = hooks.afterList;
      hooks.afterList = undefined;
      hook?.(String(args[0]));
      return listed;
    },
    lstatSync: (...args: Parameters<typeof fs.lstatSync>) => {
      const st = fs.lstatSync(...args);
      after('afterLook', args[0]);
      return st;
    },
    readFileSync: (path: unknown, ...rest: unknown[]) => {
      blocking(path, 0);
      return (fs.readFileSync as (...a: unknown[]) => unknown)(path, ...rest);
    },
    openSync: (path: unknown, flags?: unknown, mode?: unknown) => {
      blocking(path, flags ?? 0);
      const fd = (fs.openSync as (...a: unknown[]) => number)(path, flags, mode);
      after('afterOpen', path);
      return fd;
    },
  };
  return { ...wrapped, default: wrapped };
}
