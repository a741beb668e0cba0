/**
 * Pulling a copy back never reads the copy twice: the bytes written into the library are the
 * bytes the comparison read and hashed. A file of the copy swapped for a named pipe, or gone,
 * right after that read (a wrap of node:fs swaps it the moment the read has opened it, so it
 * lands there every time) is neither waited on nor a failure; a read that would wait on the
 * pipe (opened without O_NONBLOCK) fails the test instead of hanging it.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InstallRecord } from '../../../../shared/install/install-records';
import { pullBack } from '../../../../shared/node/install/pull-back';
import { compareCopy } from '../../../../shared/node/install/sync';
import { skillMd, tempTree } from '../../../helpers/temp';
import type { FsHooks } from '../../../helpers/guarded-fs';

const hooks = vi.hoisted((): FsHooks => ({}));

vi.mock('node:fs', async (original) =>
  (await import('../../../helpers/guarded-fs')).guardedFs(await original(), hooks),
);

afterEach(() => {
  hooks.afterOpen = undefined;
});

function installedCopy(): InstallRecord {
  const source = join(tempTree({ 'tidy/SKILL.md': skillMd('tidy') }), 'tidy');
  const target = join(tempTree(), 'tidy');
  mkdirSync(target);
  writeFileSync(join(target, 'SKILL.md'), skillMd('tidy'));
  writeFileSync(join(target, 'notes.md'), 'written there\n');
  return {
    source,
    target,
    agent: 'claude-code',
    scope: 'personal',
    mode: 'copy',
    hash: 'x',
    at: new Date(0).toISOString(),
  };
}

const ctx = { trashFile: () => Promise.resolve(), updateRecords: () => Promise.resolve() };

describe('pulling back a copy under attack', () => {
  it('never waits on a file swapped for a named pipe after the comparison read it', async () => {
    const record = installedCopy();
    const [shown] = compareCopy(record);
    expect(shown).toMatchObject({ path: 'notes.md', change: 'added' });
    const notes = join(record.target, 'notes.md');
    hooks.afterOpen = {
      path: notes,
      run: () => {
        unlinkSync(notes);
        expect(spawnSync('mkfifo', [notes]).status).toBe(0);
      },
    };
    const outcome = await pullBack(
      record,
      [{ path: 'notes.md', here: null, there: shown?.there?.hash ?? null }],
      ctx,
    );
    expect(hooks.afterOpen).toBeUndefined();
    // What was compared (and shown) is what the library gets.
    expect(outcome).toEqual({ written: ['notes.md'], stale: [] });
    expect(readFileSync(join(record.source, 'notes.md'), 'utf8')).toBe('written there\n');
  });

  it('takes what it compared when the file goes right after the comparison read it', async () => {
    const record = installedCopy();
    const [shown] = compareCopy(record);
    const notes = join(record.target, 'notes.md');
    hooks.afterOpen = { path: notes, run: () => unlinkSync(notes) };
    const outcome = await pullBack(
      record,
      [{ path: 'notes.md', here: null, there: shown?.there?.hash ?? null }],
      ctx,
    );
    expect(hooks.afterOpen).toBeUndefined();
    expect(outcome).toEqual({ written: ['notes.md'], stale: [] });
    expect(readFileSync(join(record.source, 'notes.md'), 'utf8')).toBe('written there\n');
  });
});
