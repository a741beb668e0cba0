/**
 * The page's own load against a real host, while an attacker holds as many connections
 * without the token as the host keeps: every call that carries the token is answered (256 at
 * once, each on a connection of its own), and 200 event streams are open at the same time and
 * each hears the next event. All of them come from 127.0.0.1, as the attacker's do.
 */
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  DEFAULT_CONNECTION_LIMITS,
  startWebHost,
  type WebHost,
} from '../../shared/node/web/web-host';
import { localEndpoint } from '../../shared/node/process/service-endpoint';
import { startService } from '../helpers/service';
import { skillMd, tempTree } from '../helpers/temp';

const hosts: WebHost[] = [];
const sockets: Socket[] = [];
const streams: WebSocket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  for (const ws of streams.splice(0)) ws.terminate();
  for (const h of hosts.splice(0)) await h.close();
});

/** A connection that never sends a byte, or half a request's headers. */
function attacker(port: number, half: boolean): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      if (half) socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Slow: `);
      resolve();
    });
    socket.on('error', () => resolve());
    socket.resume();
    sockets.push(socket);
  });
}

/** A call with the token on a connection of its own; 'ok' or what came instead. */
function call(port: number, path: string): Promise<string> {
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent: false,
        headers: { host: `127.0.0.1:${port}`, origin: `http://127.0.0.1:${port}` },
      },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () =>
          resolve(res.statusCode === 200 && body.startsWith('{"ok":true') ? 'ok' : body),
        );
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end('{}');
  });
}

/** An event stream; resolves once it is open (or with why it is not). */
function stream(port: number, base: string): Promise<string> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}${base}/api/events`, {
    origin: `http://127.0.0.1:${port}`,
  });
  streams.push(ws);
  return new Promise((resolve) => {
    ws.once('open', () => resolve('open'));
    ws.once('error', (error) => resolve(error.message));
    ws.once('close', () => resolve('closed'));
  });
}

describe("the page's burst while an attacker holds connections", () => {
  it('256 calls at once are all answered, and 200 event streams are all open and hear the next event', async () => {
    const { service } = await startService({ 'a/SKILL.md': skillMd('a') });
    const rendererDir = tempTree({ 'index.html': '<!doctype html><title>Skill Studio</title>' });
    const host = await startWebHost({ service: localEndpoint(service), rendererDir });
    hosts.push(host);
    const base = `/s/${new URL(host.url).searchParams.get('token') ?? ''}`;
    const { maxUnproven } = DEFAULT_CONNECTION_LIMITS;
    for (let i = 0; i < maxUnproven; i++) await attacker(host.port, i % 4 === 0);

    const [calls, opened] = await Promise.all([
      Promise.all(
        Array.from({ length: 256 }, () => call(host.port, `${base}/api/call/listLibraries`)),
      ),
      Promise.all(Array.from({ length: 200 }, () => stream(host.port, base))),
    ]);
    expect(calls.filter((c) => c !== 'ok')).toEqual([]);
    expect(opened.filter((o) => o !== 'open')).toEqual([]);
    // All 200 at the same time: each hears one event sent after the burst.
    const heard = Promise.all(
      streams.map((ws) => new Promise((resolve) => ws.once('message', resolve))),
    );
    service.events.emit('filesChanged', { paths: ['burst'] });
    expect((await heard).length).toBe(200);
    expect(streams.filter((ws) => ws.readyState === WebSocket.OPEN).length).toBe(200);
  });
});
