/**
 * A file added into a new folder never lands outside the libraries when a folder on its way
 * is swapped for a link out while it is being added: every folder is made one level at a time
 * and checked once made, and the file is checked where it landed (taken back out if a swap
 * came in the last instant). The swap is injected through node:fs/promises right before the
 * call that makes the folder or gives the file its name (tests/helpers/fs-race.ts), so it comes
 * after the service's first look every time; over both transports (the browser host's upload,
 * the desktop's add by path).
 */
import { existsSync, readdirSync, readFileSync, renameSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageText } from '../../renderer/src/i18n/message-text';
import type { Message } from '../../shared/i18n/message';
import { startService } from '../helpers/service';
import { skillMd, tempTree } from '../helpers/temp';
import { apiOver } from '../helpers/transports';
import { armRace, race, raceRan } from '../helpers/fs-race';

vi.mock('node:fs/promises', async (original) =>
  (await import('../helpers/fs-race')).racedFs(await original()),
);

afterEach(() => {
  race.swap = undefined;
});

async function setup(transport: 'ipc' | 'web') {
  const { service, root } = await startService(
    { 'a/SKILL.md': skillMd('a'), 'a/sub/keep.md': 'KEEP' },
    false,
    { copyFromPaths: transport === 'ipc' },
  );
  const dir = join(root, 'a');
  const outside = tempTree({});
  const { api, web } = await apiOver(transport, service);
  const base = web?.base ?? '';
  // Adds `escape1.md` into `sub/new` (a folder not there yet); what the call answered.
  const add = async (): Promise<{ outcome: string; text?: unknown }> => {
    if (transport === 'ipc') {
      const desktop = tempTree({ 'escape1.md': 'UPLOADED' });
      const { placed } = await api.addFiles({
        dir,
        into: 'sub/new',
        sources: [join(desktop, 'escape1.md')],
        clash: 'refuse',
      });
      return placed[0] ?? { outcome: 'none' };
    }
    const q = new URLSearchParams({ dir, into: 'sub', name: 'new/escape1.md', clash: 'refuse' });
    const reply = await fetch(`${base}api/add-file?${q}`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: 'UPLOADED',
    });
    const answer = (await reply.json()) as {
      ok: boolean;
      value?: { outcome: string; text?: unknown };
      error?: { text: unknown };
    };
    return answer.ok
      ? (answer.value ?? { outcome: 'none' })
      : { outcome: 'error', ...answer.error };
  };
  // `folder` becomes a link to the outside folder (what it held kept aside in the skill).
  const swap = (folder: string) => () => {
    renameSync(join(dir, folder), join(dir, 'kept-aside'));
    symlinkSync(outside, join(dir, folder));
  };
  return { api, dir, outside, add, swap };
}

describe.each(['ipc', 'web'] as const)('adding into a new folder over %s', (transport) => {
  it.each([
    ['its parent, as the new folder is made', 'sub/new', 'sub'],
    ['the new folder itself, as the file takes its name', 'sub/new/escape1.md', 'sub/new'],
  ])('never writes outside when %s is swapped for a link out', async (_, at, swapped) => {
    const { dir, outside, add, swap } = await setup(transport);
    armRace(join(dir, at), swap(swapped), 1, true);
    const answer = await add();
    expect(raceRan(), 'the swap ran').toBe(true);
    expect(readdirSync(outside, { recursive: true })).toEqual([]);
    expect(answer).toMatchObject({ outcome: 'refused', text: { id: 'folder-moved' } });
    const text = answer.text as Message;
    expect(messageText(text, 'en')).toBe(
      '"sub/new/escape1.md" was not written: its folder was swapped for a link leading somewhere else while it was being written. Nothing was left there; check the folder and try again.',
    );
    expect(messageText(text, 'zh')).toBe(
      '未写入 "sub/new/escape1.md"：写入过程中它所在的文件夹被换成了指向别处的链接。那里没有留下任何内容；请检查该文件夹后重试。',
    );
    if (swapped === 'sub')
      expect(readFileSync(join(dir, 'kept-aside/keep.md'), 'utf8')).toBe('KEEP');
  });

  it('adds into a new folder when nothing races it', async () => {
    const { dir, add } = await setup(transport);
    expect(await add()).toMatchObject({ outcome: 'added', path: join(dir, 'sub/new/escape1.md') });
    expect(readFileSync(join(dir, 'sub/new/escape1.md'), 'utf8')).toBe('UPLOADED');
    expect(existsSync(join(dir, 'sub/keep.md'))).toBe(true);
  });
});
