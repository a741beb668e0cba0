/**
 * The service in a process of its own, as `serve` runs it: the supervisor forks the built
 * service entry (dist/cli/service-process.mjs, what `npm test` builds first) and hands it the
 * calls, the events, the uploads and the files. Attacks: the process killed (SIGKILL) while a
 * call waits on it, a process that cannot start, one that exits at once, and a host killed
 * with its service still running (no process may be left behind).
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { HostHandlers } from '../../../../shared/ipc/host-contract';
import { forkService } from '../../../../shared/node/process/fork-service';
import type { ServiceProcessOptions } from '../../../../shared/node/process/process-protocol';
import {
  ServiceSupervisor,
  type ServiceChild,
} from '../../../../shared/node/process/service-supervisor';
import { skillMd, tempTree } from '../../../helpers/temp';

const repo = join(import.meta.dirname, '../../../..');
const script = join(repo, 'dist/cli/service-process.mjs');

const running: ServiceSupervisor[] = [];
afterEach(async () => {
  for (const supervisor of running.splice(0)) await supervisor.stop();
});

interface Kept {
  supervisor: ServiceSupervisor;
  children: ServiceChild[];
  events: [string, unknown][];
  log: string[];
  root: string;
}

function keep(
  options: Partial<ServiceProcessOptions> = {},
  host?: HostHandlers,
  spawnScript = script,
): Kept {
  const root = realpathSync(tempTree({ 'a/SKILL.md': skillMd('a') }));
  const children: ServiceChild[] = [];
  const log: string[] = [];
  const supervisor = new ServiceSupervisor({
    spawn: () => {
      const child = forkService(spawnScript);
      children.push(child);
      return child;
    },
    service: {
      userData: join(tempTree(), 'user-data'),
      settings: { kind: 'memory', roots: [root] },
      hostEvents: true,
      ...options,
    },
    ...(host && { host }),
    log: (m) => log.push(m),
  });
  running.push(supervisor);
  const events: [string, unknown][] = [];
  supervisor.onEvent((name, payload) => events.push([name, payload]));
  return { supervisor, children, events, log, root };
}

describe('the service in a process of its own', () => {
  it('answers calls, tells its events, and carries uploads and files both ways', async () => {
    const { supervisor, events, root, children } = keep();
    await supervisor.start();
    expect(supervisor.state).toBe('ready');
    expect(children).toHaveLength(1);
    const listed = await supervisor.call('listLibraries', {});
    expect(listed).toMatchObject({ ok: true, value: [{ root, skillCount: 1 }] });
    // A refusal keeps its kind and words across the process.
    expect(await supervisor.call('readFile', { path: '/etc/passwd' })).toMatchObject({
      ok: false,
      error: { kind: 'denied', text: { id: 'access-denied' } },
    });
    expect(await supervisor.call('readFile', { path: 7 })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' },
    });
    await supervisor.call('createSkill', { root, name: 'made', template: 'blank' });
    await vi.waitFor(() =>
      expect(events.some(([name]) => name === 'skillsChanged' || name === 'librariesChanged')).toBe(
        true,
      ),
    );
    // A file for the page, in pieces bigger than one message, and a byte range of it.
    const big = Buffer.alloc(300_000, 'x');
    big.write('head', 0);
    writeFileSync(join(root, 'a/big.txt'), big);
    const whole = await supervisor.serveFile(join(root, 'a/big.txt'), false);
    if (!whole.ok || !whole.value.body) throw new Error('no file');
    const chunks: Buffer[] = [];
    for await (const chunk of whole.value.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(big)).toBe(true);
    const range = await supervisor.serveFile(join(root, 'a/big.txt'), false, 'bytes=0-3');
    expect(range).toMatchObject({ ok: true, value: { status: 206 } });
    expect(await supervisor.serveFile('/etc/passwd', false)).toMatchObject({
      ok: false,
      error: { kind: 'denied' },
    });
    // An upload into a skill, and an archive refused past its limit with nothing kept.
    const placed = await supervisor.receiveSkillFile(
      { dir: join(root, 'a'), into: 'assets', name: 'up.bin', clash: 'refuse' },
      Readable.from([Buffer.from('one'), Buffer.from('two')]),
    );
    expect(placed).toMatchObject({ ok: true, value: { outcome: 'added' } });
    expect(readFileSync(join(root, 'a/assets/up.bin'), 'utf8')).toBe('onetwo');
    const tooBig = await supervisor.receiveUpload(
      'big.zip',
      Readable.from([Buffer.alloc(600), Buffer.alloc(600)]),
      1000,
    );
    expect(tooBig).toMatchObject({ ok: false, error: { text: { id: 'import-too-large' } } });
  });

  it('a call in flight when its process is killed fails in words; the next is answered by a new process, and the pages are told', async () => {
    let asked: () => void = () => undefined;
    const waiting = new Promise<void>((resolve) => (asked = resolve));
    const host: HostHandlers = {
      trashItem: () => Promise.resolve({}),
      showItemInFolder: () => Promise.resolve({}),
      // A dialog the user leaves open: the call waits on the host until its process dies.
      pickPath: () => {
        asked();
        return new Promise(() => undefined);
      },
      keyStorage: () => Promise.resolve({ available: false, backend: '' }),
      encryptKey: () => Promise.reject(new Error('no keychain')),
      decryptKey: () => Promise.reject(new Error('no keychain')),
    };
    const { supervisor, children, events, root } = keep({ desktop: true }, host);
    await supervisor.start();
    const inFlight = supervisor.call('pickPath', { kind: 'folder' });
    await waiting;
    children[0]?.kill();
    expect(await inFlight).toMatchObject({
      ok: false,
      error: { kind: 'offline', text: { id: 'service-restarted' } },
    });
    // Asked while the new process starts: answered by it.
    expect(await supervisor.call('listLibraries', {})).toMatchObject({
      ok: true,
      value: [{ root }],
    });
    expect(children).toHaveLength(2);
    await vi.waitFor(() =>
      expect(events.filter(([name]) => name === 'serviceState')).toEqual([
        ['serviceState', { state: 'restarted' }],
      ]),
    );
    expect(await children[0]?.exited).toBe('signal SIGKILL');
  });

  it('a service that cannot start is tried three times, then every call says why, at once', async () => {
    // A file where the user-data folder should be: the service cannot make its folders.
    const userData = join(tempTree({ 'user-data': 'a file, not a folder' }), 'user-data');
    const { supervisor, children, events } = keep({ userData });
    await supervisor.start();
    expect(supervisor.state).toBe('failed');
    expect(children).toHaveLength(3);
    const answer = await supervisor.call('listLibraries', {});
    expect(answer).toMatchObject({
      ok: false,
      error: { kind: 'offline', text: { id: 'service-failed' } },
    });
    expect(JSON.stringify(answer)).toContain('user-data');
    expect(events).toMatchObject([
      ['serviceState', { state: 'failed', text: { id: 'service-failed' } }],
    ]);
    expect(events).toHaveLength(1);
    for (const child of children) expect(await child.exited).toMatch(/^(code|signal)/);
  });

  it('a process that exits at once is tried three times, and the message counts them', async () => {
    const exits = join(tempTree({ 'exit.mjs': 'process.exit(3);\n' }), 'exit.mjs');
    const { supervisor, children } = keep({}, undefined, exits);
    await supervisor.start();
    expect(supervisor.state).toBe('failed');
    expect(children).toHaveLength(3);
    expect(await supervisor.call('listLibraries', {})).toMatchObject({
      ok: false,
      error: {
        text: {
          id: 'service-failed',
          params: { reason: { id: 'service-exited', params: { count: 3 } } },
        },
      },
    });
  });

  it('stopping remembers the lists and ends the process', async () => {
    const userData = join(tempTree(), 'user-data');
    const { supervisor, children } = keep({
      userData,
      indexCache: { dir: join(userData, 'index-cache'), key: 'test' },
    });
    await supervisor.start();
    await supervisor.stop();
    expect(await children[0]?.exited).toBe('code 0');
    expect(readdirSync(join(userData, 'index-cache')).length).toBeGreaterThan(0);
    expect(await supervisor.call('listLibraries', {})).toMatchObject({ ok: false });
  });
});

// Linux's /proc names a process's children; other systems would need their own look.
describe.skipIf(process.platform !== 'linux')('a host killed outright', () => {
  it('leaves no service process behind', async () => {
    const root = tempTree({ 'a/SKILL.md': skillMd('a') });
    const host = spawn(process.execPath, [join(repo, 'dist/skill-studio.mjs'), 'serve', root], {
      env: { ...process.env, SKILL_STUDIO_USER_DATA: tempTree() },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    onTestFinished(() => {
      host.kill('SIGKILL');
    });
    await new Promise<void>((resolve) => {
      host.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Skill Studio: ')) resolve();
      });
    });
    const children = (pid: number) =>
      readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    const [service] = children(host.pid ?? 0);
    expect(service).toBeDefined();
    expect(readFileSync(`/proc/${service}/cmdline`, 'utf8')).toContain('service-process.mjs');
    host.kill('SIGKILL');
    // Its channel to the host closes: it stops and exits on its own (a zombie, not yet
    // reaped by whoever adopted it, has exited too).
    const alive = (pid: string) => {
      try {
        return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
      } catch {
        return false;
      }
    };
    await vi.waitFor(() => expect(alive(service ?? '')).toBe(false), {
      timeout: 20_000,
      interval: 50,
    });
  });
});
