/**
 * A move inside a skill never replaces what takes the new name in the instant after the look,
 * and never leaves the entry outside the libraries when a folder on its way is swapped for a
 * link in that instant. The swap is injected through the file system calls themselves (a wrap
 * of node:fs/promises that runs it right before the call that gives the entry its new name),
 * so it happens between the check and the move every time, over both transports.
 */
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorText } from '../../renderer/src/i18n/service-text';
import { startService } from '../helpers/service';
import { skillMd, tempTree } from '../helpers/temp';
import { apiOver, portApi } from '../helpers/transports';
import { failure } from '../helpers/refusal';
import { armRace, race } from '../helpers/fs-race';

vi.mock('node:fs/promises', async (original) =>
  (await import('../helpers/fs-race')).racedFs(await original()),
);

afterEach(() => {
  race.swap = undefined;
  race.hold = undefined;
});

async function setup(transport: 'ipc' | 'web') {
  const { service, root } = await startService(
    {
      'a/SKILL.md': skillMd('a'),
      'a/notes.md': 'NOTES',
      'a/refs/one.md': 'ONE',
      'a/references/guide.md': 'GUIDE',
      'b/SKILL.md': skillMd('b'),
      'b/other.md': 'B OTHER',
    },
    false,
  );
  const dir = join(root, 'a');
  symlinkSync(join(root, 'b/other.md'), join(dir, 'alias.md'));
  const outside = tempTree({ 'o.md': 'OUTSIDE' });
  const { api } = await apiOver(transport, service);
  // `references` becomes a link out of the libraries (its folder kept aside in the library).
  const swapReferences = () => {
    renameSync(join(dir, 'references'), join(root, 'b/kept-aside'));
    symlinkSync(outside, join(dir, 'references'));
  };
  // A second client: its own port to the service, or its own requests to the web host.
  const other = transport === 'ipc' ? portApi(service) : api;
  return { api, other, root, dir, outside, swapReferences };
}

describe.each(['ipc', 'web'] as const)('a move racing another program over %s', (transport) => {
  it.each([
    ['a link', 'alias.md', 'taken.md'],
    ['a folder', 'refs', 'taken'],
    ['a file', 'notes.md', 'taken.md'],
  ])(
    '%s never replaces what took its new name in the instant after the look',
    async (_, from, to) => {
      const { api, dir } = await setup(transport);
      const theirs = join(dir, to);
      armRace(theirs, () =>
        to.endsWith('.md') ? writeFileSync(theirs, 'PRECIOUS') : mkdirSync(theirs),
      );
      const error = await failure(api.moveEntry({ dir, from, to }));
      expect(race.swap, 'the swap ran').toBeUndefined();
      expect(error).toMatchObject({
        text: { id: 'entry-exists', params: { name: to } },
      });
      if (to.endsWith('.md')) expect(readFileSync(theirs, 'utf8')).toBe('PRECIOUS');
      else expect(readdirSync(theirs)).toEqual([]);
      expect(existsSync(join(dir, from))).toBe(true);
      expect(readFileSync(join(dir, 'notes.md'), 'utf8')).toBe('NOTES');
      expect(readFileSync(join(dir, 'refs/one.md'), 'utf8')).toBe('ONE');
      expect(lstatSync(join(dir, 'alias.md')).isSymbolicLink()).toBe(true);
    },
  );

  it.each([
    ['a folder, as its new name is taken', 'refs', 1],
    ['a folder, as it is renamed into it', 'refs', 2],
    ['a file', 'notes.md', 1],
    ['a link', 'alias.md', 1],
  ] as const)(
    'moving %s never lands outside when its destination folder becomes a link out meanwhile',
    async (_, from, nth) => {
      const { api, dir, outside, swapReferences } = await setup(transport);
      armRace(join(dir, 'references', from), swapReferences, nth);
      const error = await failure(api.moveEntry({ dir, from, to: `references/${from}` }));
      expect(race.swap, 'the swap ran').toBeUndefined();
      expect(error).toMatchObject({ text: { id: 'move-folder-moved', params: { name: from } } });
      expect(readdirSync(outside)).toEqual(['o.md']);
      expect(readFileSync(join(outside, 'o.md'), 'utf8')).toBe('OUTSIDE');
      // Still where it was, as it was.
      expect(existsSync(join(dir, from))).toBe(true);
      expect(readFileSync(join(dir, 'notes.md'), 'utf8')).toBe('NOTES');
      expect(readFileSync(join(dir, 'refs/one.md'), 'utf8')).toBe('ONE');
      expect(readFileSync(join(dir, 'alias.md'), 'utf8')).toBe('B OTHER');
      if (from === 'notes.md')
        expect(errorText(error, 'zh')).toBe(
          '未移动 "notes.md"：移动过程中路径上的一个文件夹被换成了指向别处的链接，所以它留在原处。请检查该文件夹后重试。',
        );
    },
  );

  it.each([
    ['a file', 'notes.md'],
    ['a folder', 'refs'],
    ['a link', 'alias.md'],
  ])(
    'two clients moving %s to two names at once: one wins, the other is told it moved',
    async (_, from) => {
      const { api, other, dir } = await setup(transport);
      const source = join(dir, from);
      // Whichever move gives up the old name first waits until the other is about to as well.
      let release: (() => void) | undefined;
      race.hold = (call, path) => {
        if (path !== source || (call !== 'unlink' && call !== 'rename')) return undefined;
        if (release) {
          release();
          return undefined;
        }
        return new Promise((resolve) => (release = resolve));
      };
      const names = [`one-${from}`, `two-${from}`];
      const outcomes = await Promise.all([
        failure(api.moveEntry({ dir, from, to: names[0] ?? '' })),
        failure(other.moveEntry({ dir, from, to: names[1] ?? '' })),
      ]);
      expect(release, 'both reached the old name').toBeDefined();
      const refused = outcomes.filter((e) => e !== undefined);
      expect(refused).toHaveLength(1);
      expect(refused[0]).toMatchObject({ text: { id: 'moved-meanwhile' } });
      const there = names.filter((n) => lstatSync(join(dir, n), { throwIfNoEntry: false }));
      expect(there).toHaveLength(1);
      expect(existsSync(source)).toBe(false);
      const moved = join(dir, there[0] ?? '');
      if (from === 'notes.md') {
        expect(readFileSync(moved, 'utf8')).toBe('NOTES');
        expect(lstatSync(moved).nlink).toBe(1);
      }
      if (from === 'refs') expect(readFileSync(join(moved, 'one.md'), 'utf8')).toBe('ONE');
      if (from === 'alias.md') expect(lstatSync(moved).isSymbolicLink()).toBe(true);
      const lost = outcomes.indexOf(refused[0]);
      expect(errorText(refused[0], 'en')).toBe(
        `"${from}" was not moved to "${names[lost]}": another window or program moved or deleted it meanwhile. Look for it in the list, which shows where it is now.`,
      );
      expect(errorText(refused[0], 'zh')).toBe(
        `未把 "${from}" 移动到 "${names[lost]}"：在此期间另一个窗口或程序已移动或删除了它。请在列表中查看它现在的位置。`,
      );
    },
  );

  it('still moves each kind when nothing races it', async () => {
    const { api, dir } = await setup(transport);
    for (const from of ['refs', 'notes.md', 'alias.md'])
      await api.moveEntry({ dir, from, to: `references/${from}` });
    expect(readFileSync(join(dir, 'references/refs/one.md'), 'utf8')).toBe('ONE');
    expect(readFileSync(join(dir, 'references/notes.md'), 'utf8')).toBe('NOTES');
    expect(lstatSync(join(dir, 'references/alias.md')).isSymbolicLink()).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(['SKILL.md', 'references']);
  });
});
