/**
 * Codex's scan reads plugin manifests beside and above a library as every read of the studio
 * does: the file it looked at is the file it opens, without blocking. A manifest swapped for a
 * named pipe right after its look (a wrap of node:fs swaps it then, every time) is not read and
 * not waited on; a read that would wait (opened without O_NONBLOCK) is recorded and fails the
 * test instead of hanging it.
 */
import { spawnSync } from 'node:child_process';
import { unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { codexScan } from '../../../shared/node/codex-scan';
import { skillMd, tempTree } from '../../helpers/temp';

const hooks = vi.hoisted(() => ({
  afterLook: undefined as { path: string; run: () => void } | undefined,
  blockedOn: undefined as string | undefined,
}));

vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>();
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
  const wrapped = {
    ...fs,
    lstatSync: (...args: Parameters<typeof fs.lstatSync>) => {
      const st = fs.lstatSync(...args);
      const hook = hooks.afterLook;
      if (hook && args[0] === hook.path) {
        hooks.afterLook = undefined;
        hook.run();
      }
      return st;
    },
    readFileSync: (path: unknown, ...rest: unknown[]) => {
      blocking(path, 0);
      return (fs.readFileSync as (...a: unknown[]) => unknown)(path, ...rest);
    },
    openSync: (path: unknown, flags?: unknown, mode?: unknown) => {
      blocking(path, flags ?? 0);
      return (fs.openSync as (...a: unknown[]) => number)(path, flags, mode);
    },
  };
  return { ...wrapped, default: wrapped };
});

afterEach(() => {
  hooks.afterLook = undefined;
  hooks.blockedOn = undefined;
});

describe('codexScan under attack', () => {
  it('never waits on a manifest swapped for a named pipe right after it was looked at', () => {
    const base = tempTree({
      'lib/sub/.codex-plugin/plugin.json': '{"name":"below"}',
      'lib/sub/a/SKILL.md': skillMd('a'),
    });
    const manifest = join(base, 'lib/sub/.codex-plugin/plugin.json');
    hooks.afterLook = {
      path: manifest,
      run: () => {
        unlinkSync(manifest);
        expect(spawnSync('mkfifo', [manifest]).status).toBe(0);
      },
    };
    const scan = codexScan(join(base, 'lib'));
    expect(hooks.afterLook).toBeUndefined();
    expect(hooks.blockedOn).toBeUndefined();
    expect(scan.skillDirs).toEqual(['sub/a']);
    expect(scan.manifests.filter((m) => m.text !== undefined)).toEqual([]);
  });
});
