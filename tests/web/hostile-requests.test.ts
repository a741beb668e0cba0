/**
 * The browser host against hostile clients on a real socket: no request, upgrade or stream of
 * one client can end the process or lock the page out. Malformed request lines, headers and
 * targets get the status RFC 9112 asks for (400, section 3 and 3.2; 431 for headers too large,
 * RFC 6585 section 5), a download of anything but an archive is refused, connections that never
 * show the session token are closed after a short time and capped in number, and a body over
 * the limit is answered 413 after it was read, not with a reset.
 */
import { mkdirSync } from 'node:fs';
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportsDir } from '../../shared/node/service/packaging/package-ops';
import {
  DEFAULT_CONNECTION_LIMITS,
  startWebHost,
  type WebHost,
  type WebHostOptions,
} from '../../shared/node/web/web-host';
import { localEndpoint } from '../../shared/node/process/service-endpoint';
import { startService } from '../helpers/service';
import { skillMd, tempTree } from '../helpers/temp';

const hosts: WebHost[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  for (const h of hosts.splice(0)) await h.close();
});

async function setup(limits?: WebHostOptions['limits']) {
  const { service, userData } = await startService({ 'a/SKILL.md': skillMd('a') });
  const rendererDir = tempTree({ 'index.html': '<!doctype html><title>Skill Studio</title>' });
  const logs: string[] = [];
  const host = await startWebHost({
    service: localEndpoint(service),
    rendererDir,
    log: (m) => logs.push(m),
    ...(limits && { limits }),
  });
  hosts.push(host);
  const token = new URL(host.url).searchParams.get('token') ?? '';
  return {
    host,
    userData,
    logs,
    base: `/s/${token}`,
    hostHeader: `127.0.0.1:${host.port}`,
    origin: `http://127.0.0.1:${host.port}`,
  };
}

/**
 * A raw connection to the host, kept for clean-up; `halfOpen`: it keeps its side open after
 * the host ends its own (as a client that never closes does).
 */
function open(port: number, halfOpen = false): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: halfOpen }, () =>
      resolve(socket),
    );
    socket.on('error', reject);
    // Flowing, so the host closing it is seen ('end').
    socket.resume();
    sockets.push(socket);
  });
}

/** Sends `bytes` on a new connection; the status of the answer (undefined: none in 10 s). */
async function rawStatus(port: number, bytes: string): Promise<number | undefined> {
  const socket = await open(port);
  socket.on('error', () => undefined);
  return new Promise((resolve) => {
    let text = '';
    const timer = setTimeout(() => resolve(undefined), 10_000);
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text);
      if (status) {
        clearTimeout(timer);
        resolve(Number(status[1]));
      }
    });
    socket.write(bytes);
  });
}

/** Resolves true once the host closes `socket`, false if it is still open after `ms`. */
function closedWithin(socket: Socket, ms: number): Promise<boolean> {
  if (socket.destroyed || socket.readableEnded) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    const done = () => {
      clearTimeout(timer);
      resolve(true);
    };
    socket.once('end', done);
    socket.once('close', done);
  });
}

/**
 * Resolves once the host has closed `socket` for good: not only ended its side (a half-closed
 * socket still holds the host's resources) but dropped it, which the bytes written after its
 * end prove (a dropped socket answers them with a reset). No timer decides: a host that keeps
 * the socket leaves this waiting until the test's own time runs out.
 */
function droppedByHost(socket: Socket): Promise<void> {
  return new Promise((resolve) => {
    socket.on('error', () => undefined);
    socket.once('close', () => resolve());
    // A reset is only seen by a write after it arrived: write until one fails.
    const poke = () => {
      if (!socket.destroyed) socket.write('x', () => setTimeout(poke, 20));
    };
    if (socket.readableEnded) poke();
    else socket.once('end', poke);
  });
}

function get(port: number, path: string) {
  return new Promise<number>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, headers: { host: `127.0.0.1:${port}` } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('malformed requests', () => {
  it('each get its 4xx, and the host stays up (a table run against a real host)', async () => {
    const { host, base, hostHeader, origin, logs } = await setup();
    const H = `Host: ${hostHeader}\r\n`;
    const upgrade = `Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\nOrigin: ${origin}\r\n`;
    const table: [string, string, number][] = [
      ['a target that is no URL', `GET //[ HTTP/1.1\r\n${H}Connection: close\r\n\r\n`, 400],
      ['a port out of range', `GET http://a:99999/ HTTP/1.1\r\n${H}Connection: close\r\n\r\n`, 400],
      ['a host that is no host', `GET http://[/ HTTP/1.1\r\n${H}Connection: close\r\n\r\n`, 400],
      ['an upgrade to no URL', `GET //[ HTTP/1.1\r\n${H}${upgrade}\r\n`, 400],
      ['an upgrade to a bad port', `GET http://a:99999/ HTTP/1.1\r\n${H}${upgrade}\r\n`, 400],
      [
        'an upgrade of an unknown WebSocket version',
        `GET ${base}/api/events HTTP/1.1\r\n${H}${upgrade.replace('Version: 13', 'Version: 99')}\r\n`,
        400,
      ],
      ['no request line', 'NOT A REQUEST\r\n\r\n', 400],
      ['a header without a colon', `GET / HTTP/1.1\r\n${H}Broken header\r\n\r\n`, 400],
      ['a NUL in a header', `GET / HTTP/1.1\r\n${H}X-A: a\u0000b\r\n\r\n`, 400],
      ['no Host header', 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n', 400],
      ['two Host headers', `GET ${base}/ HTTP/1.1\r\n${H}${H}Connection: close\r\n\r\n`, 400],
      [
        'both a length and chunks',
        `POST / HTTP/1.1\r\n${H}Content-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n`,
        400,
      ],
      ['a negative length', `POST / HTTP/1.1\r\n${H}Content-Length: -1\r\n\r\n`, 400],
      ['a 20 KB target', `GET /${'a'.repeat(20_000)} HTTP/1.1\r\n${H}\r\n`, 431],
    ];
    const seen: [string, number | undefined][] = [];
    for (const [what, bytes] of table) seen.push([what, await rawStatus(host.port, bytes)]);
    expect(seen).toEqual(table.map(([what, , status]) => [what, status]));
    expect(await get(host.port, `${base}/`)).toBe(200);
    expect(logs.join('\n')).not.toMatch(/internal error|TypeError/);
  });

  it('a download of an export folder is refused, and the host stays up', async () => {
    const { host, base, userData } = await setup();
    const folder = join(exportsDir(userData), 'folder.zip');
    mkdirSync(folder, { recursive: true });
    const status = await get(host.port, `${base}/api/download?path=${encodeURIComponent(folder)}`);
    expect(status).toBe(404);
    expect(await get(host.port, `${base}/`)).toBe(200);
  });

  it('a body over the limit, sent in chunks, is answered 413, not with a reset', async () => {
    const { host, base, origin } = await setup();
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    // The status, and whether the client's sending of the body failed (a reset, a broken pipe).
    const outcome = await new Promise<{ status: number; sendError?: string }>((resolve) => {
      let status = 0;
      let sendError: string | undefined;
      let ended = false;
      let sentAll = false;
      const settle = () => {
        if ((ended && sentAll) || sendError !== undefined)
          resolve({ status, ...(sendError !== undefined && { sendError }) });
      };
      const req = request(
        {
          host: '127.0.0.1',
          port: host.port,
          method: 'POST',
          path: `${base}/api/call/readFile`,
          headers: { host: `127.0.0.1:${host.port}`, origin, 'transfer-encoding': 'chunked' },
        },
        (res) => {
          status = res.statusCode ?? 0;
          res.resume();
          res.on('end', () => {
            ended = true;
            settle();
          });
        },
      );
      req.on('error', (error: NodeJS.ErrnoException) => {
        sendError = error.code ?? error.message;
        settle();
      });
      let sent = 0;
      const more = () => {
        while (sent < 100) {
          sent++;
          if (!req.write(chunk)) return void req.once('drain', more);
        }
        req.end(() => {
          sentAll = true;
          settle();
        });
      };
      more();
    });
    expect(outcome).toEqual({ status: 413 });
  });
});

describe('connections that never show the token', () => {
  it('are closed after the header timeout, silent or half-sent', async () => {
    const { host } = await setup({ ...DEFAULT_CONNECTION_LIMITS, headersMs: 400, idleMs: 800 });
    const silent = await open(host.port);
    const half = await open(host.port);
    half.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${host.port}\r\nX-Slow: `);
    expect(await Promise.all([closedWithin(silent, 20_000), closedWithin(half, 20_000)])).toEqual([
      true,
      true,
    ]);
  });

  it('a refused event stream is dropped, even when the client keeps its side open', async () => {
    const { host, hostHeader, origin } = await setup();
    const socket = await open(host.port, true);
    // An upgrade without the token: refused, and the client never closes its side.
    socket.write(
      `GET /api/events HTTP/1.1\r\nHost: ${hostHeader}\r\nOrigin: ${origin}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n`,
    );
    await droppedByHost(socket);
  });

  it('a call whose body stops coming is closed after the idle timeout', async () => {
    // Only the idle timeout can close it: the headers came, the request may take 10 minutes.
    const { host, base, hostHeader, origin } = await setup({
      ...DEFAULT_CONNECTION_LIMITS,
      headersMs: 10 * 60_000,
      idleMs: 400,
    });
    const socket = await open(host.port, true);
    socket.write(
      `POST ${base}/api/call/listLibraries HTTP/1.1\r\nHost: ${hostHeader}\r\nOrigin: ${origin}\r\nContent-Length: 1000\r\n\r\n{"a":`,
    );
    await droppedByHost(socket);
  });

  it('are capped in number: 700 of them never lock the page out, and its own connection is kept', async () => {
    // No header timeout within the test: only the cap closes them.
    const { host, base, hostHeader } = await setup({
      ...DEFAULT_CONNECTION_LIMITS,
      headersMs: 10 * 60_000,
    });
    // The page's connection, kept alive after a request with the token.
    const page = await open(host.port);
    const answers: string[] = [];
    page.on('data', (c: Buffer) => answers.push(c.toString('latin1')));
    const ask = `GET ${base}/ HTTP/1.1\r\nHost: ${hostHeader}\r\n\r\n`;
    page.write(ask);
    await new Promise((r) => page.once('data', r));
    const attackers: Socket[] = [];
    for (let i = 0; i < 700; i++) {
      const s = await open(host.port);
      s.on('error', () => undefined);
      if (i % 7 === 0) s.write(`GET / HTTP/1.1\r\nHost: ${hostHeader}\r\n`);
      attackers.push(s);
    }
    // A new page load gets in, and the page's kept connection still answers.
    expect(await get(host.port, `${base}/`)).toBe(200);
    page.write(ask);
    await new Promise((r) => page.once('data', r));
    expect(answers.filter((a) => a.startsWith('HTTP/1.1 200')).length).toBe(2);
    // The host has shed the rest: their ends reach this side as they are read.
    const open_ = () => attackers.filter((s) => !s.destroyed && !s.readableEnded).length;
    await vi.waitFor(
      () => expect(open_()).toBeLessThanOrEqual(DEFAULT_CONNECTION_LIMITS.maxUnproven),
      { timeout: 15_000, interval: 20 },
    );
  });
});
