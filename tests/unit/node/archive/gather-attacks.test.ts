/**
 * Planning a library skill (packaging, export, install, the sync state's library side) while
 * another program works in it: a file gone between the listing and its look is simply not
 * there (not "unreadable"), and a .skillignore swapped for a named pipe right after the listing
 * is never waited on. A wrap of node:fs makes the change the moment the folder is listed, so it
 * lands there every time; a read that would wait on the pipe fails the test instead of hanging it.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, unlinkSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { english } from '../../../../shared/i18n/catalogue';
import { planFolder } from '../../../../shared/node/archive/package-skills';
import { skillMd, tempTree } from '../../../helpers/temp';

const hooks = vi.hoisted(() => ({
  afterList: undefined as (() => void) | undefined,
  // A pipe opened to wait on: kept here too, as the code under test may catch the throw.
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
    readdirSync: (...args: Parameters<typeof fs.readdirSync>) => {
      const listed = fs.readdirSync(...args);
      const hook = hooks.afterList;
      hooks.afterList = undefined;
      hook?.();
      return listed;
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
  hooks.afterList = undefined;
  hooks.blockedOn = undefined;
});

describe('planning a skill while its files come and go', () => {
  it('a file and a folder gone right after the listing are simply not there', () => {
    const dir = join(
      tempTree({ 'tidy/SKILL.md': skillMd('tidy'), 'tidy/draft-notes.md': 'x', 'tidy/tmp/a': 'a' }),
      'tidy',
    );
    hooks.afterList = () => {
      unlinkSync(join(dir, 'draft-notes.md'));
      rmSync(join(dir, 'tmp'), { recursive: true });
    };
    const { plan } = planFolder(dir);
    expect(hooks.afterList).toBeUndefined();
    expect(plan.files.map((f) => f.path)).toEqual(['SKILL.md']);
    expect(plan.leftOut.map((l) => `${l.path}: ${english(l.reason as never)}`)).toEqual([]);
  });

  it('never waits on a .skillignore swapped for a named pipe right after the listing', () => {
    const dir = join(
      tempTree({ 'tidy/SKILL.md': skillMd('tidy'), 'tidy/.skillignore': 'drafts/\n' }),
      'tidy',
    );
    mkdirSync(join(dir, 'drafts'));
    hooks.afterList = () => {
      unlinkSync(join(dir, '.skillignore'));
      expect(spawnSync('mkfifo', [join(dir, '.skillignore')]).status).toBe(0);
    };
    const { plan } = planFolder(dir);
    expect(hooks.afterList).toBeUndefined();
    expect(hooks.blockedOn).toBeUndefined();
    expect(plan.files.map((f) => f.path)).toContain('SKILL.md');
  });
});
