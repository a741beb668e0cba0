/**
 * What another program does inside an installed copy never fails or blocks the install calls,
 * over both transports, nor the next start (issue 42): a folder nested past PATH_MAX, a named
 * pipe in place of a file, temp files coming and going. The comparison names what it could
 * not read, in words (English and Chinese), instead of showing it as a file.
 */
import { spawn, spawnSync } from 'node:child_process';
import { rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { english } from '../../shared/i18n/catalogue';
import type { Message } from '../../shared/i18n/message';
import { messageText } from '../../renderer/src/i18n/message-text';
import { startService, startServiceOver } from '../helpers/service';
import { skillMd } from '../helpers/temp';
import { apiOver } from '../helpers/transports';

async function installed() {
  const started = await startService({ 'tidy/SKILL.md': skillMd('tidy'), 'tidy/notes.md': 'n\n' });
  const { service, root, home } = started;
  await service.handlers.installSkills({
    dirs: [join(root, 'tidy')],
    agents: ['claude-code'],
    scope: 'personal',
    mode: 'copy',
    conflict: 'refuse',
  });
  return { ...started, target: join(home, '.claude/skills/tidy') };
}

// 40 levels of 200-character names under `dir`: about 8,000 bytes, twice Linux's PATH_MAX
// (made by a shell that walks down one level at a time, as no single path could name it).
const DEEP = 'd'.repeat(200);
function nestPastPathMax(dir: string): void {
  const made = spawnSync(
    'bash',
    [
      '-c',
      `cd "$1" && for i in $(seq 40); do mkdir ${DEEP} && cd ${DEEP} || exit 1; done`,
      '_',
      dir,
    ],
    { encoding: 'utf8' },
  );
  expect(made.status, made.stderr).toBe(0);
}

const said = (reason: unknown) => english(reason as Message);

describe.each(['ipc', 'web'] as const)('an installed copy under attack, over %s', (transport) => {
  it('a folder deeper than PATH_MAX: every call answers, the comparison names it, the next start too', async () => {
    const { service, target, root, home, userData } = await installed();
    try {
      nestPastPathMax(target);
      const { api } = await apiOver(transport, service);
      expect((await api.listInstalls({})).map((c) => c.state)).toEqual(['changed-there']);
      const compared = await api.compareInstall({ target });
      // No file change for a folder: it cannot be pulled back, only named.
      expect(compared.files).toEqual([]);
      // The first folder down whose path is past PATH_MAX, named from the copy.
      const [deep] = compared.unreadable ?? [];
      expect(deep?.path).toMatch(/^(d{200}\/)*d{200}$/);
      expect(join(target, deep?.path ?? '').length).toBeGreaterThanOrEqual(4096);
      expect(join(target, deep?.path ?? '').length).toBeLessThan(4096 + 201);
      expect(compared.unreadable?.map((u) => said(u.reason))).toEqual([
        'the path is longer than this system allows (shorten the folder or file names)',
      ]);
      expect(messageText(compared.unreadable?.[0]?.reason as Message, 'zh')).not.toMatch(/path/);
      expect(await api.listAgents({})).toBeTruthy();
      await service.stop();
      const next = await startServiceOver(root, true, {
        userData,
        agentEnv: { home, platform: process.platform, vars: {} },
      });
      // A second web host: its own origin, not the first one's stubbed fetch.
      vi.unstubAllGlobals();
      const again = await apiOver(transport, next.service);
      expect((await again.api.listInstalls({})).map((c) => c.state)).toEqual(['changed-there']);
      expect((await again.api.compareInstall({ target })).unreadable).toHaveLength(1);
    } finally {
      // rm walks by handle, so a tree past PATH_MAX goes too (Node's rmSync cannot).
      spawnSync('rm', ['-rf', join(target, DEEP)]);
    }
  });

  it('an agent folder made a loop of links: the calls answer, the next start too, the copy named', async () => {
    const { service, target, root, home, userData } = await installed();
    const folder = join(home, '.claude/skills');
    spawnSync('rm', ['-rf', folder]);
    symlinkSync(folder, folder);
    const { api } = await apiOver(transport, service);
    expect((await api.listInstalls({})).map((c) => c.state)).toEqual(['changed-there']);
    const compared = await api.compareInstall({ target });
    expect(compared.unreadable?.map((u) => [u.path, said(u.reason)])).toEqual([
      ['.', 'a symbolic link points at itself'],
    ]);
    await service.stop();
    const next = await startServiceOver(root, true, {
      userData,
      agentEnv: { home, platform: process.platform, vars: {} },
    });
    expect((await next.service.handlers.listInstalls({})).map((c) => c.state)).toEqual([
      'changed-there',
    ]);
  });

  it('a named pipe in place of a file: the calls answer at once and the comparison names the pipe', async () => {
    const { service, target } = await installed();
    const pipe = join(target, 'notes.md');
    spawnSync('rm', [pipe]);
    expect(spawnSync('mkfifo', [pipe]).status).toBe(0);
    const { api } = await apiOver(transport, service);
    // Hashed as npx skills hashes (regular files only): the pipe is no file of the copy.
    expect((await api.listInstalls({})).map((c) => c.state)).toEqual(['changed-there']);
    const compared = await api.compareInstall({ target });
    expect(compared.files.map((f) => [f.path, f.change])).toEqual([['notes.md', 'removed']]);
    expect(compared.unreadable?.map((u) => [u.path, said(u.reason)])).toEqual([
      ['notes.md', 'it is a named pipe'],
    ]);
    const outcome = await api.updateInstalls({ targets: [target] });
    expect(outcome).toHaveLength(1);
  });

  it('temp files coming and going while the calls read the copy: every call answers', async () => {
    const { service, target } = await installed();
    const { api } = await apiOver(transport, service);
    // Another process makes and removes files in the copy as fast as it can, for the whole test.
    const churn = spawn(
      'bash',
      [
        '-c',
        'while :; do for i in 1 2 3 4 5 6 7 8; do echo x > "$1/.t$i"; rm -f "$1/.t$i"; done; done',
        '_',
        target,
      ],
      { stdio: 'ignore' },
    );
    try {
      for (let i = 0; i < 40; i++) {
        expect((await api.listInstalls({})).length).toBe(1);
        const compared = await api.compareInstall({ target });
        expect(compared.files.every((f) => f.path.startsWith('.t'))).toBe(true);
      }
    } finally {
      const exited = new Promise((done) => churn.once('exit', done));
      churn.kill();
      await exited;
    }
    // What the churn left when it was stopped goes; the copy is then as installed.
    for (let i = 1; i <= 8; i++) rmSync(join(target, `.t${i}`), { force: true });
    expect((await api.listInstalls({})).map((c) => c.state)).toEqual(['same']);
  });
});
