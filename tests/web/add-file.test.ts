/**
 * Files uploaded into a skill through the browser host (`api/add-file`) and a library's files
 * served for previews and downloads (`api/file`): every name clash answered each way, never a
 * silent overwrite; an upload cut off midway or past the size cap leaves no file under its
 * name and no temp file; served files run nothing, and only files inside a library are served.
 */
import { request, type IncomingHttpHeaders } from 'node:http';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_ADDED_FILE_BYTES } from '../../shared/studio/skill-paths';
import { startWebHost, type WebHost } from '../../shared/node/web/web-host';
import { localEndpoint } from '../../shared/node/process/service-endpoint';
import { startService } from '../helpers/service';
import { skillMd, tempTree } from '../helpers/temp';

const hosts: WebHost[] = [];
afterEach(async () => {
  for (const h of hosts.splice(0)) await h.close();
});

async function setup() {
  const { service, root } = await startService(
    {
      'a/SKILL.md': skillMd('a'),
      'a/assets/logo.svg':
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    },
    false,
  );
  const logs: string[] = [];
  const host = await startWebHost({
    service: localEndpoint(service),
    rendererDir: tempTree(),
    log: (m) => logs.push(m),
  });
  hosts.push(host);
  const token = new URL(host.url).searchParams.get('token') ?? '';
  return {
    root,
    logs,
    dir: join(root, 'a'),
    host,
    base: `/s/${token}`,
    origin: `http://127.0.0.1:${host.port}`,
  };
}

type Reply = { status: number; headers: IncomingHttpHeaders; body: string };

function send(
  port: number,
  path: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: Buffer;
    /** Sent, then the connection dies before the rest of the promised body. */
    cutAfter?: Buffer;
    /** Sent, then the rest of the promised body never comes: the answer is awaited. */
    stopAfter?: Buffer;
  },
): Promise<Reply> {
  return new Promise((resolve, reject) => {
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
    req.on('error', (e) =>
      options.cutAfter ? resolve({ status: 0, headers: {}, body: String(e) }) : reject(e),
    );
    if (options.cutAfter) {
      // Half the promised bytes, then the connection dies (a closed tab, a dropped network)
      // once they have left.
      req.write(options.cutAfter, () => req.destroy());
    } else if (options.stopAfter) req.write(options.stopAfter);
    else req.end(options.body);
  });
}

describe('adding files through the browser host', () => {
  it('answers a name clash each way: refuse (the old file stays), keep both, replace, skip', async () => {
    const { dir, host, base, origin } = await setup();
    const add = async (name: string, clash: string, body: string) => {
      const q = new URLSearchParams({ dir, into: 'assets', name, clash });
      const reply = await send(host.port, `${base}/api/add-file?${q}`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/octet-stream' },
        body: Buffer.from(body),
      });
      return JSON.parse(reply.body) as { ok: boolean; value: { outcome: string; path: string } };
    };
    expect((await add('notes.txt', 'refuse', 'one')).value.outcome).toBe('added');
    expect((await add('notes.txt', 'refuse', 'two')).value.outcome).toBe('taken');
    expect(readFileSync(join(dir, 'assets/notes.txt'), 'utf8')).toBe('one');
    expect((await add('NOTES.txt', 'keep-both', 'three')).value).toEqual({
      name: 'assets/NOTES.txt',
      outcome: 'kept-both',
      path: join(dir, 'assets/NOTES (2).txt'),
    });
    expect((await add('notes.txt', 'replace', 'four')).value.outcome).toBe('replaced');
    expect(readFileSync(join(dir, 'assets/notes.txt'), 'utf8')).toBe('four');
    expect((await add('notes.txt', 'skip', 'five')).value.outcome).toBe('skipped');
    expect(readFileSync(join(dir, 'assets/notes.txt'), 'utf8')).toBe('four');
    // A name that cannot be, refused with its reason; a folder made on the way for a nested one.
    const device = await add('CON.txt', 'refuse', 'x');
    expect(device.value).toMatchObject({ outcome: 'refused', text: { id: 'name-device' } });
    expect((await add('pics/new.png', 'refuse', 'png')).value.outcome).toBe('added');
    expect(readdirSync(join(dir, 'assets')).sort()).toEqual([
      'NOTES (2).txt',
      'logo.svg',
      'notes.txt',
      'pics',
    ]);
  });

  it('an upload cut off midway leaves no file under its name, and no temp file', async () => {
    const { dir, host, base, origin, logs } = await setup();
    const q = new URLSearchParams({ dir, into: 'assets', name: 'big.bin', clash: 'refuse' });
    await send(host.port, `${base}/api/add-file?${q}`, {
      method: 'POST',
      headers: { origin, 'content-length': String(2 * 1024 * 1024) },
      cutAfter: Buffer.alloc(1024 * 1024, 7),
    });
    // The host is done with it once it says why it refused it (after removing the temp file).
    await vi.waitFor(
      () =>
        expect(logs.join('\n')).toContain('Adding "assets/big.bin" was cut off before it finished'),
      { timeout: 15_000 },
    );
    expect(readdirSync(join(dir, 'assets'))).toEqual(['logo.svg']);
    expect(readdirSync(dir).sort()).toEqual(['SKILL.md', 'assets']);
  });

  it('refuses an upload past the size cap before reading it, and one without its origin', async () => {
    const { dir, host, base, origin } = await setup();
    const q = new URLSearchParams({ dir, into: '', name: 'huge.bin', clash: 'refuse' });
    const reply = await send(host.port, `${base}/api/add-file?${q}`, {
      method: 'POST',
      headers: { origin, 'content-length': String(MAX_ADDED_FILE_BYTES + 1) },
      stopAfter: Buffer.alloc(16),
    });
    expect(JSON.parse(reply.body)).toMatchObject({
      ok: false,
      error: { text: { id: 'upload-too-large' } },
    });
    const foreign = await send(host.port, `${base}/api/add-file?${q}`, {
      method: 'POST',
      body: Buffer.from('x'),
    });
    expect(foreign.status).toBe(403);
    expect(existsSync(join(dir, 'huge.bin'))).toBe(false);
  });
});

describe('serving a library file', () => {
  it('serves an SVG as an image that runs nothing, a range for players, a download on request', async () => {
    const { dir, host, base } = await setup();
    const path = encodeURIComponent(join(dir, 'assets/logo.svg'));
    const svg = await send(host.port, `${base}/api/file?path=${path}`, {});
    expect(svg.status).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['content-security-policy']).toContain('sandbox');
    expect(svg.headers['content-security-policy']).toContain("default-src 'none'");
    expect(svg.headers['x-content-type-options']).toBe('nosniff');
    const part = await send(host.port, `${base}/api/file?path=${path}`, {
      headers: { range: 'bytes=0-3' },
    });
    expect([part.status, part.body, part.headers['content-range']]).toEqual([
      206,
      '<svg',
      expect.stringMatching(/^bytes 0-3\//),
    ]);
    const download = await send(host.port, `${base}/api/file?path=${path}&download=1`, {});
    expect(download.headers['content-disposition']).toBe("attachment; filename*=UTF-8''logo.svg");
  });

  it('refuses files outside the libraries and requests without the session', async () => {
    const { dir, host, base } = await setup();
    expect(
      (await send(host.port, `${base}/api/file?path=${encodeURIComponent('/etc/passwd')}`, {}))
        .status,
    ).toBe(403);
    expect(
      (await send(host.port, `${base}/api/file?path=${encodeURIComponent(`${dir}/../../x`)}`, {}))
        .status,
    ).toBe(403);
    expect(
      (await send(host.port, `/api/file?path=${encodeURIComponent(join(dir, 'SKILL.md'))}`, {}))
        .status,
    ).toBe(401);
  });
});
