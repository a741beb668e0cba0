/**
 * The browser host answers only its own page: 127.0.0.1/localhost on its port (a foreign Host
 * is DNS rebinding), its own Origin, and the session token in the path (`/s/<token>/...`; the
 * printed `/?token=` link only redirects there). No cookie is set or honoured, since browsers
 * send cookies to every port of a host. Calls and the event stream work for the page;
 * everything else is refused, no response ever carries CORS headers, and none lets the secret
 * path leak in a Referer.
 */
import { request, type IncomingHttpHeaders } from 'node:http';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SkillOpError } from '../../shared/node/service/skills/skill-ops';
import { startWebHost, type WebHost } from '../../shared/node/web/web-host';
import { localEndpoint } from '../../shared/node/process/service-endpoint';
import { nextEvent, startService } from '../helpers/service';
import { skillMd, tempTree } from '../helpers/temp';

const hosts: WebHost[] = [];
afterEach(async () => {
  for (const h of hosts.splice(0)) await h.close();
});

async function setup(withRenderer = true) {
  const { service, root } = await startService({ 'a/SKILL.md': skillMd('a') });
  const rendererDir = tempTree(
    withRenderer
      ? {
          'index.html': '<!doctype html><title>Skill Studio</title>',
          'assets/app.js': 'export const studio = true;',
        }
      : {},
  );
  const logs: string[] = [];
  const host = await startWebHost({
    service: localEndpoint(service),
    rendererDir: withRenderer ? rendererDir : join(rendererDir, 'missing'),
    log: (message) => logs.push(message),
  });
  hosts.push(host);
  const token = new URL(host.url).searchParams.get('token') ?? '';
  const origin = `http://127.0.0.1:${host.port}`;
  /** The session's prefix: every address of the page lies below it. */
  const base = `/s/${token}`;
  return { service, root, host, token, origin, base, logs };
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

/** Whether a WebSocket to `path` opens. */
function opens(port: number, path: string, headers: Record<string, string>): Promise<boolean> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`, { headers });
  return new Promise((resolve) => {
    ws.on('open', () => {
      ws.close();
      resolve(true);
    });
    ws.on('error', () => resolve(false));
  });
}

describe('web host', () => {
  it('prints a loopback address with a token and redirects it to the session path, with no cookie', async () => {
    const { host, token, base } = await setup();
    expect(host.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]{32}$/);
    const first = await call(host.port, `/?token=${token}`);
    expect(first.status).toBe(302);
    expect(first.headers.location).toBe(`${base}/`);
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(first.headers['referrer-policy']).toBe('no-referrer');
    // The session's root without its slash: relative addresses need the slash.
    const bare = await call(host.port, base);
    expect(bare.status).toBe(302);
    expect(bare.headers.location).toBe(`${base}/`);
  });

  it('serves the page, its assets, the calls and the event stream under the session path', async () => {
    const { host, base, origin } = await setup();
    const page = await call(host.port, `${base}/`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Skill Studio</title>');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['set-cookie']).toBeUndefined();
    const asset = await call(host.port, `${base}/assets/app.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(asset.body).toBe('export const studio = true;');
    const listed = await call(host.port, `${base}/api/call/listLibraries`, {
      method: 'POST',
      headers: { origin },
      body: '{}',
    });
    expect(listed.status).toBe(200);
    expect(JSON.parse(listed.body)).toMatchObject({ ok: true, value: [{ skillCount: 1 }] });
    expect(await opens(host.port, `${base}/api/events`, { origin })).toBe(true);
  });

  it('refuses the right token in a cookie: only the path carries the session', async () => {
    const { host, token, origin } = await setup();
    const cookie = `studio_token=${token}`;
    for (const path of ['/', '/index.html', '/assets/app.js', '/api/download?path=x'])
      expect((await call(host.port, path, { headers: { cookie } })).status).toBe(401);
    const post = await call(host.port, '/api/call/listLibraries', {
      method: 'POST',
      headers: { cookie, origin },
      body: '{}',
    });
    expect(post.status).toBe(401);
    expect(await opens(host.port, '/api/events', { cookie, origin })).toBe(false);
  });

  it('refuses every path outside the session, and a wrong token in the path', async () => {
    const { host, token, origin, base } = await setup();
    const wrong = [...token].map((c) => (c === 'A' ? 'B' : 'A')).join('');
    for (const path of [
      '/',
      '/index.html',
      '/assets/app.js',
      '/s',
      '/s/',
      `/x/${token}/`,
      `/${token}/`,
      `/index.html?token=${token}`,
      `/assets/app.js?token=${token}`,
      '/?token=wrong',
      `/?token=${wrong}`,
      `/s/${wrong}/`,
      `/s/${wrong}/assets/app.js`,
      `/s/${token}x/`,
      `/s/${token.slice(0, -1)}/`,
      `/s/${token.toUpperCase()}/`,
      `/s/wrong/`,
      // Dot segments are resolved before the check: this is /s/index.html.
      `${base}/../index.html`,
    ])
      expect((await call(host.port, path)).status, path).toBe(401);
    for (const path of ['/api/call/listLibraries', `/s/${wrong}/api/call/listLibraries`])
      expect(
        (await call(host.port, path, { method: 'POST', headers: { origin }, body: '{}' })).status,
        path,
      ).toBe(401);
    expect(await opens(host.port, `/s/${wrong}/api/events`, { origin })).toBe(false);
    expect(await opens(host.port, `/api/events?token=${token}`, { origin })).toBe(false);
  });

  it('never logs the session token', async () => {
    const { host, token, base, logs } = await setup();
    await call(host.port, `${base}/api/call/listLibraries`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      body: '{}',
    });
    expect(logs.some((l) => l.includes('/s/…/api/call/listLibraries'))).toBe(true);
    expect(logs.filter((l) => l.includes(token))).toEqual([]);
  });

  it('refuses a foreign Host (DNS rebinding) and a foreign or missing Origin on calls', async () => {
    const { host, base, origin } = await setup();
    expect(
      (await call(host.port, `${base}/`, { headers: { host: `evil.example:${host.port}` } }))
        .status,
    ).toBe(403);
    expect((await call(host.port, `${base}/`, { headers: { host: '127.0.0.1:1' } })).status).toBe(
      403,
    );
    const path = `${base}/api/call/listLibraries`;
    const body = '{}';
    expect(
      (
        await call(host.port, path, {
          method: 'POST',
          headers: { origin: 'https://evil.example' },
          body,
        })
      ).status,
    ).toBe(403);
    // Another port of the same host is another origin.
    expect(
      (
        await call(host.port, path, {
          method: 'POST',
          headers: { origin: `http://127.0.0.1:${host.port + 1}` },
          body,
        })
      ).status,
    ).toBe(403);
    expect((await call(host.port, path, { method: 'POST', body })).status).toBe(403);
    const ok = await call(host.port, path, { method: 'POST', headers: { origin }, body });
    expect(ok.status).toBe(200);
  });

  it('never sends CORS headers, and every response forbids the Referer', async () => {
    const { host, token, base, origin } = await setup();
    for (const res of [
      await call(host.port, `/?token=${token}`),
      await call(host.port, `${base}/`, { headers: { origin } }),
      await call(host.port, `${base}/assets/app.js`),
      await call(host.port, `${base}/api/call/listLibraries`, {
        method: 'POST',
        headers: { origin },
        body: '{}',
      }),
      await call(host.port, `${base}/api/call/nope`, {
        method: 'POST',
        headers: { origin },
        body: '{}',
      }),
      await call(host.port, `${base}/api/call/listLibraries`, {
        method: 'OPTIONS',
        headers: { origin: 'https://evil.example' },
      }),
      await call(host.port, '/'),
    ]) {
      expect(Object.keys(res.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('answers bad requests clearly: unknown call, not JSON, invalid payload, wrong method', async () => {
    const { host, base, origin } = await setup();
    const headers = { origin };
    const api = `${base}/api/call`;
    expect(
      (await call(host.port, `${api}/nope`, { method: 'POST', headers, body: '{}' })).status,
    ).toBe(404);
    expect(
      (await call(host.port, `${api}/readFile`, { method: 'POST', headers, body: '{oops' })).status,
    ).toBe(400);
    const invalid = await call(host.port, `${api}/readFile`, {
      method: 'POST',
      headers,
      body: '{"path":1}',
    });
    expect(JSON.parse(invalid.body)).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    expect((await call(host.port, `${api}/readFile`, { headers })).status).toBe(405);
  });

  it('says when the UI has not been built instead of serving nothing', async () => {
    const { host, base } = await setup(false);
    const res = await call(host.port, `${base}/`);
    expect(res.status).toBe(503);
    expect(res.body).toContain('npm run build:renderer');
  });

  it('streams service events to the page over a WebSocket, and refuses other origins', async () => {
    const { host, base, origin, root, service } = await setup();
    const url = `ws://127.0.0.1:${host.port}${base}/api/events`;
    expect(await opens(host.port, `${base}/api/events`, { origin: 'https://evil.example' })).toBe(
      false,
    );
    expect(await opens(host.port, `${base}/api/events`, {})).toBe(false);
    expect(await opens(host.port, `${base}/api/nope`, { origin })).toBe(false);
    const ws = new WebSocket(url, { headers: { origin } });
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

  it("a page's burst on real sockets: 200 event streams stay open and 256 calls at once are all answered", async () => {
    const { host, base, origin } = await setup();
    const url = `ws://127.0.0.1:${host.port}${base}/api/events`;
    const streams = Array.from(
      { length: 200 },
      () =>
        new Promise<WebSocket>((resolve, reject) => {
          const ws = new WebSocket(url, { headers: { origin } });
          ws.once('open', () => resolve(ws));
          ws.once('error', reject);
        }),
    );
    const calls = Array.from({ length: 256 }, () =>
      call(host.port, `${base}/api/call/listLibraries`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: '{}',
      }),
    );
    const answers = await Promise.all(calls);
    const opened = await Promise.all(streams);
    expect(
      answers.filter(
        (a) => a.status === 200 && (JSON.parse(a.body) as { ok?: unknown }).ok === true,
      ).length,
    ).toBe(256);
    expect(opened.filter((ws) => ws.readyState === WebSocket.OPEN).length).toBe(200);
    for (const ws of opened) ws.close();
  });

  it('uploads an archive to import and downloads a packaged one, for the page only', async () => {
    const { service, root, host, base, origin } = await setup();
    const packaged = await service.handlers.packageSkills({
      dirs: [join(root, 'a')],
      format: 'zip',
    });
    const path = packaged.written?.path ?? '';
    const download = await call(host.port, `${base}/api/download?path=${encodeURIComponent(path)}`);
    expect(download.status).toBe(200);
    expect(download.headers['content-disposition']).toBe("attachment; filename*=UTF-8''a.zip");
    expect(download.headers['referrer-policy']).toBe('no-referrer');
    // Only packaged archives are downloads: no other file of the machine, and not without the token.
    const skillMdPath = encodeURIComponent(join(root, 'a/SKILL.md'));
    expect((await call(host.port, `${base}/api/download?path=${skillMdPath}`)).status).toBe(404);
    expect((await call(host.port, `/api/download?path=${encodeURIComponent(path)}`)).status).toBe(
      401,
    );

    const body = readFileSync(path);
    const refused = await call(host.port, `${base}/api/upload?name=a.zip`, {
      method: 'POST',
      body,
    });
    expect(refused.status).toBe(403);
    const uploaded = await call(host.port, `${base}/api/upload?name=a.zip`, {
      method: 'POST',
      body,
      headers: { origin, 'content-type': 'application/octet-stream' },
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

  it('an upload the service turns down comes back as the envelope a call gets, message id included', async () => {
    const { service, host, base, origin } = await setup();
    // Past the upload limit (1 GiB, too much to send here): what the service then throws.
    service.receiveUpload = () =>
      Promise.reject(new SkillOpError('import-too-large', { size: '1024' }));
    const refused = await call(host.port, `${base}/api/upload?name=a.zip`, {
      method: 'POST',
      body: Buffer.from('PK'),
      headers: { origin, 'content-type': 'application/octet-stream' },
    });
    expect(JSON.parse(refused.body)).toEqual({
      ok: false,
      error: {
        kind: 'user',
        message: 'The file is larger than 1024 MB, the most an import takes.',
        text: { id: 'import-too-large', params: { size: '1024' } },
      },
    });
  });
});
