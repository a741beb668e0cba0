/**
 * The link policy (shared/node/link-fence.ts) through the browser host: a SKILL.md linking out
 * of every library is listed to the page as the link, and no call, file download or event
 * carries its text.
 */
import { request } from 'node:http';
import { realpathSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startWebHost, type WebHost } from '../../shared/node/web/web-host';
import { localEndpoint } from '../../shared/node/process/service-endpoint';
import { startServiceOver } from '../helpers/service';
import { skillMd, tempTree } from '../helpers/temp';

const posix = process.platform !== 'win32';
const SECRET = 'SECRET-OUTSIDE-TEXT';
const hosts: WebHost[] = [];
afterEach(async () => {
  for (const h of hosts.splice(0)) await h.close();
});

function send(port: number, path: string, body?: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: body === undefined ? 'GET' : 'POST',
        headers: { host: `127.0.0.1:${port}`, origin: `http://127.0.0.1:${port}` },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe.skipIf(!posix)('the browser host and links out of the libraries', () => {
  it('lists the link with its target; calls and downloads never carry the target text', async () => {
    const outside = realpathSync(tempTree({ 's/SKILL.md': skillMd('s', `${SECRET} Use when.`) }));
    const root = realpathSync(tempTree({ 'a/notes.md': 'n\n' }));
    symlinkSync(join(outside, 's/SKILL.md'), join(root, 'a/SKILL.md'));
    const { service } = await startServiceOver(root, false);
    const host = await startWebHost({
      service: localEndpoint(service),
      rendererDir: tempTree(),
      log: () => undefined,
    });
    hosts.push(host);
    const base = `/s/${new URL(host.url).searchParams.get('token') ?? ''}`;
    const api = (name: string, input: unknown) =>
      send(host.port, `${base}/api/call/${name}`, JSON.stringify(input));

    const listed = await api('listSkills', {});
    expect(listed.body).not.toContain(SECRET);
    expect(JSON.parse(listed.body)).toMatchObject({
      ok: true,
      value: [{ skills: [{ rel: 'a', link: { target: join(outside, 's/SKILL.md') } }] }],
    });
    const file = join(root, 'a/SKILL.md');
    for (const [name, input] of [
      ['readSkill', { dir: join(root, 'a') }],
      ['readFile', { path: file }],
      ['validate', { dir: join(root, 'a'), profile: 'spec' }],
      ['simulate', { agent: 'claude-code' }],
      ['simulate', { agent: 'opencode', skill: 's' }],
    ] as const) {
      const res = await api(name, input);
      expect(res.body, name).not.toContain(SECRET);
      expect(res.status, name).toBe(200);
    }
    const readSkill = JSON.parse(
      (await api('readSkill', { dir: join(root, 'a') })).body,
    ) as unknown;
    expect(readSkill).toMatchObject({ ok: false, error: { kind: 'denied' } });
    for (const download of ['', '&download=1']) {
      const res = await send(
        host.port,
        `${base}/api/file?path=${encodeURIComponent(file)}${download}`,
      );
      expect(res.body).not.toContain(SECRET);
      expect(res.status).toBeGreaterThanOrEqual(400);
    }
  });
});
