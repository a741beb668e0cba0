/**
 * The browser host answers only its own page: 127.0.0.1/localhost on its port (a foreign Host
 * is DNS rebinding), its own Origin, and the session token (URL once, then an HttpOnly
 * cookie). Calls and the event stream work for the page; everything else is refused, and no
 * response ever carries CORS headers.
 */
import { request, type IncomingHttpHeaders } from 'node:http';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startWebHost, type WebHost } from '../../shared/node/web/web-host';
import { nextEvent, startService } from '../helpers/service';
import { skillMd, tempTree } from '../helpers/temp';

const hosts: WebHost[] = [];
afterEach(async () => {
  for (const h of hosts.splice(0)) await h.close();
});

async function setup(withRenderer = true) {
  const { service, root } = await startService({ 'a/SKILL.md': skillMd('a') });
  const rendererDir = tempTree(
    withRenderer ? { 'index.html': '<!doctype html><title>Skill Studio</title>' } : {},
  );
  const host = await startWebHost({
    service,
    rendererDir: withRenderer ? rendererDir : join(rendererDir, 'missing'),
  });
  hosts.push(host);
  const token = new URL(host.url).searchParams.get('token') ?? '';
  const origin = `http://127.0.0.1:${host.port}`;
  return { service, root, host, token, origin };
}

function call(
  port: number,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path,
          method: options.method ?? 'GET',
          headers: { host: `127.0.0.1:${port}`, ...options.headers },
        },
        (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        },
      );
      req.on('error', reject);
      req.end(options.body);
    },
  );
}

describe('web host', () => {
  it('prints a loopback address with a token, trades it for an HttpOnly cookie and serves the page', async () => {
    const { host, token } = await setup();
    expect(host.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]{32}$/);
    const first = await call(host.port, `/?token=${token}`);
    expect(first.status).toBe(302);
    expect(first.headers.location).toBe('/');
    expect(first.headers['set-cookie']?.[0]).toMatch(
      /^studio_token=[\w-]+; HttpOnly; SameSite=Strict; Path=\/$/,
    );
    const page = await call(host.port, '/', { headers: { cookie: `studio_token=${token}` } });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Skill Studio</title>');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('refuses a missing or wrong token, for pages and calls alike', async () => {
    const { host, origin } = await setup();
    expect((await call(host.port, '/')).status).toBe(401);
    expect((await call(host.port, '/?token=wrong')).status).toBe(401);
    expect((await call(host.port, '/', { headers: { cookie: 'studio_token=wrong' } })).status).toBe(
      401,
    );
    const post = await call(host.port, '/api/call/listLibraries', {
      method: 'POST',
      headers: { origin },
      body: '{}',
    });
    expect(post.status).toBe(401);
  });

  it('refuses a foreign Host (DNS rebinding) and a foreign or missing Origin on calls', async () => {
    const { host, token, origin } = await setup();
    const cookie = `studio_token=${token}`;
    expect(
      (await call(host.port, '/', { headers: { host: `evil.example:${host.port}`, cookie } }))
        .status,
    ).toBe(403);
    expect((await call(host.port, '/', { headers: { host: '127.0.0.1:1', cookie } })).status).toBe(
      403,
    );
    const body = '{}';
    expect(
      (
        await call(host.port, '/api/call/listLibraries', {
          method: 'POST',
          headers: { cookie, origin: 'https://evil.example' },
          body,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(host.port, '/api/call/listLibraries', {
          method: 'POST',
          headers: { cookie },
          body,
        })
      ).status,
    ).toBe(403);
    const ok = await call(host.port, '/api/call/listLibraries', {
      method: 'POST',
      headers: { cookie, origin },
      body,
    });
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.body)).toMatchObject({ ok: true, value: [{ skillCount: 1 }] });
  });

  it('never sends CORS headers', async () => {
    const { host, token, origin } = await setup();
    for (const res of [
      await call(host.port, '/', { headers: { cookie: `studio_token=${token}`, origin } }),
      await call(host.port, '/api/call/listLibraries', {
        method: 'POST',
        headers: { cookie: `studio_token=${token}`, origin },
        body: '{}',
      }),
      await call(host.port, '/api/call/listLibraries', {
        method: 'OPTIONS',
        headers: { origin: 'https://evil.example' },
      }),
    ]) {
      expect(Object.keys(res.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
    }
  });

  it('answers bad requests clearly: unknown call, not JSON, invalid payload, wrong method', async () => {
    const { host, token, origin } = await setup();
    const headers = { cookie: `studio_token=${token}`, origin };
    expect(
      (await call(host.port, '/api/call/nope', { method: 'POST', headers, body: '{}' })).status,
    ).toBe(404);
    expect(
      (await call(host.port, '/api/call/readFile', { method: 'POST', headers, body: '{oops' }))
        .status,
    ).toBe(400);
    const invalid = await call(host.port, '/api/call/readFile', {
      method: 'POST',
      headers,
      body: '{"path":1}',
    });
    expect(JSON.parse(invalid.body)).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    expect((await call(host.port, '/api/call/readFile', { headers })).status).toBe(405);
  });

  it('says when the UI has not been built instead of serving nothing', async () => {
    const { host, token } = await setup(false);
    const res = await call(host.port, '/', { headers: { cookie: `studio_token=${token}` } });
    expect(res.status).toBe(503);
    expect(res.body).toContain('npm run build:renderer');
  });

  it('streams service events to the page over a WebSocket, and refuses other origins', async () => {
    const { host, token, origin, root, service } = await setup();
    const url = `ws://127.0.0.1:${host.port}/api/events`;
    const refused = new WebSocket(url, {
      headers: { cookie: `studio_token=${token}`, origin: 'https://evil.example' },
    });
    await expect(
      new Promise((resolve, reject) => {
        refused.on('open', resolve);
        refused.on('error', reject);
      }),
    ).rejects.toThrow();
    const ws = new WebSocket(url, { headers: { cookie: `studio_token=${token}`, origin } });
    await new Promise((resolve) => ws.on('open', resolve));
    const message = new Promise<{ event: string; payload: { added: { rel: string }[] } }>(
      (resolve) =>
        ws.on('message', (data: Buffer) => {
          const parsed = JSON.parse(data.toString()) as {
            event: string;
            payload: { added: { rel: string }[] };
          };
          if (parsed.event === 'skillsChanged') resolve(parsed);
        }),
    );
    const seen = nextEvent(service, 'skillsChanged');
    mkdirSync(join(root, 'b'));
    writeFileSync(join(root, 'b/SKILL.md'), skillMd('b'));
    await seen;
    expect((await message).payload.added.map((s) => s.rel)).toEqual(['b']);
    ws.close();
  });

  it('uploads an archive to import and downloads a packaged one, for the page only', async () => {
    const { service, root, host, token, origin } = await setup();
    const page = { cookie: `studio_token=${token}`, origin };
    const packaged = await service.handlers.packageSkills({
      dirs: [join(root, 'a')],
      format: 'zip',
    });
    const path = packaged.written?.path ?? '';
    const download = await call(host.port, `/api/download?path=${encodeURIComponent(path)}`, {
      headers: { cookie: page.cookie },
    });
    expect(download.status).toBe(200);
    expect(download.headers['content-disposition']).toBe("attachment; filename*=UTF-8''a.zip");
    // Only packaged archives are downloads: no other file of the machine, and not without the token.
    const skillMdPath = encodeURIComponent(join(root, 'a/SKILL.md'));
    expect(
      (
        await call(host.port, `/api/download?path=${skillMdPath}`, {
          headers: { cookie: page.cookie },
        })
      ).status,
    ).toBe(404);
    expect((await call(host.port, `/api/download?path=${encodeURIComponent(path)}`)).status).toBe(
      401,
    );

    const body = readFileSync(path);
    const refused = await call(host.port, '/api/upload?name=a.zip', {
      method: 'POST',
      body,
      headers: { cookie: page.cookie },
    });
    expect(refused.status).toBe(403);
    const uploaded = await call(host.port, '/api/upload?name=a.zip', {
      method: 'POST',
      body,
      headers: { ...page, 'content-type': 'application/octet-stream' },
    });
    const envelope = JSON.parse(uploaded.body) as { ok: boolean; value: { path: string } };
    expect(envelope.ok).toBe(true);
    const imported = await service.handlers.importArchive({
      path: envelope.value.path,
      root,
      conflict: 'rename',
    });
    expect(imported.imported).toBe(true);
  });
});
