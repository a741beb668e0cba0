/**
 * The browser host: the same service and contract as the desktop app, over HTTP and a
 * WebSocket on 127.0.0.1 only, guarded by a session token and Host/Origin checks. Everything
 * lives under the session's secret path `/s/<token>/`: the built renderer, one POST route per
 * call and one event stream. The printed `/?token=` link only redirects there. No cookies (a
 * browser would send them to every other port of 127.0.0.1) and no CORS, ever.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream';
import type { Readable } from 'node:stream';
import type { WebSocketServer } from 'ws';
import { CALLS, ClashSchema, type CallName } from '../../ipc/contract';
import { formatBytes } from '../../package/upload-rules';
import { MAX_ADDED_FILE_BYTES } from '../../studio/skill-paths';
import { SkillOpError } from '../service/skills/skill-ops';
import { studioErrorOf, type CallEnvelope } from '../../ipc/dispatch';
import type { ServiceEndpoint } from '../process/service-endpoint';
import { contentSecurityPolicy } from '../content-security-policy';
import { streamRegularFile } from '../regular-file';
import {
  DEFAULT_CONNECTION_LIMITS,
  limitConnections,
  serverOptions,
  type ConnectionLimits,
} from './connection-limits';
import { readBody } from './request-body';
import { serveEvents } from './event-stream';
import { staticFile } from './static-files';
import { WebGuard } from './web-guard';

export { DEFAULT_CONNECTION_LIMITS, type ConnectionLimits } from './connection-limits';

/** Uploaded archives above this are refused (import's own limit on what it unpacks is 1 GiB). */
const MAX_UPLOAD = 1024 * 1024 * 1024;

/** A running web host. */
export interface WebHost {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Options of the host. */
export interface WebHostOptions {
  /** The service: its own process's (service-supervisor.ts), or one in this process (tests). */
  service: ServiceEndpoint;
  /** The built renderer (dist/renderer). */
  rendererDir: string;
  /** 0 picks a free port. */
  port?: number;
  log?: (message: string) => void;
  /** Timeouts and the cap on connections without the token (DEFAULT_CONNECTION_LIMITS). */
  limits?: ConnectionLimits;
}

/** Starts the host on 127.0.0.1. */
export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const token = randomBytes(24).toString('base64url');
  const log = options.log ?? (() => undefined);
  const limits = options.limits ?? DEFAULT_CONNECTION_LIMITS;
  const server = createServer(serverOptions(limits));
  const connections = limitConnections(server, limits);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const port = (server.address() as AddressInfo).port;
  const guard = new WebGuard(port, token);
  // The desktop window's policy, plus the event stream on our own port.
  const csp = contentSecurityPolicy([`ws://127.0.0.1:${port}`, `ws://localhost:${port}`]);

  // No error of one request may end the process: whatever escapes a handler is answered 500
  // (or, once the answer has begun, ends that connection only).
  server.on('request', (req, res) => {
    void handle(req, res).catch((error: unknown) => {
      log(`web host: ${String(error)}`);
      if (res.headersSent) res.destroy();
      else send(res, 500, { error: 'internal error' });
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const admission = guard.admit(req, req.method !== 'GET');
    if (admission.kind === 'refused') {
      const { status, reason } = admission.refusal;
      log(`web host refused ${req.method ?? '?'} ${guard.redact(targetPath(req))}: ${reason}`);
      send(res, status, { error: reason });
      return;
    }
    connections.prove(req.socket);
    if (admission.kind === 'entry' || admission.path === '') {
      // The printed link, or the session's root without its slash: go to the session's root,
      // the base every relative address of the page (assets, calls, events) resolves against.
      if (req.method !== 'GET') {
        send(res, 405, { error: 'Only GET here.' });
        return;
      }
      res.writeHead(302, { Location: guard.home, ...SECURITY_HEADERS });
      res.end();
      return;
    }
    const { path, url } = admission;
    const isCall = path.startsWith('/api/call/');
    if (path === '/api/upload') {
      await receiveUpload(req, res, url);
      return;
    }
    if (path === '/api/download' && req.method === 'GET') {
      await sendDownload(res, url);
      return;
    }
    if (path === '/api/add-file') {
      await receiveSkillFile(req, res, url);
      return;
    }
    if (path === '/api/file' && req.method === 'GET') {
      await sendFile(req, res, url);
      return;
    }
    if (isCall) {
      if (req.method !== 'POST') {
        send(res, 405, { error: 'Calls are POST requests.' });
        return;
      }
      const name = path.slice('/api/call/'.length);
      if (!Object.hasOwn(CALLS, name)) {
        send(res, 404, { error: `No call named "${name}".` });
        return;
      }
      const body = await readBody(req);
      if (body === undefined) {
        // Only now that it has been read to its end (readBody): closing on unread bytes resets.
        send(res, 413, { error: 'The request is too large.' });
        return;
      }
      let input: unknown;
      try {
        input = body.length === 0 ? {} : JSON.parse(body);
      } catch {
        send(res, 400, { error: 'The request body is not JSON.' });
        return;
      }
      send(res, 200, await options.service.call(name as CallName, input));
      return;
    }
    if (req.method !== 'GET') {
      send(res, 405, { error: 'Only GET here.' });
      return;
    }
    if (!existsSync(options.rendererDir)) {
      sendText(
        res,
        503,
        'The studio UI has not been built yet: run "npm run build:renderer", then reload.',
        csp,
      );
      return;
    }
    const file = await staticFile(options.rendererDir, path);
    if (!file) {
      send(res, 404, { error: 'Not found.' });
      return;
    }
    res.writeHead(200, {
      'Content-Type': file.type,
      'Content-Security-Policy': csp,
      ...SECURITY_HEADERS,
    });
    res.end(file.body);
  }

  // An archive to import: the browser's way of choosing a file (it never reveals a path).
  async function receiveUpload(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (req.method !== 'POST') {
      send(res, 405, { error: 'Uploads are POST requests.' });
      return;
    }
    const answer = await options.service.receiveUpload(
      url.searchParams.get('name') ?? 'upload.zip',
      req,
      MAX_UPLOAD,
    );
    // The same envelope a failed call gets (the UI words it in its language).
    if (answer.ok) send(res, 200, { ok: true, value: { path: answer.value } });
    else refused(res, answer, 'upload');
  }

  // A file added to a skill (an upload, or a file dropped on the tree), streamed into place.
  async function receiveSkillFile(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (req.method !== 'POST') {
      send(res, 405, { error: 'Uploads are POST requests.' });
      return;
    }
    const q = (key: string) => url.searchParams.get(key) ?? '';
    const clash = ClashSchema.safeParse(q('clash'));
    const name = q('name');
    if (!clash.success || q('dir') === '' || name === '') {
      send(res, 400, { error: 'An added file needs dir, name and clash.' });
      return;
    }
    // Refused before a byte is read when the browser says how much is coming.
    const declared = Number(req.headers['content-length'] ?? 0);
    const answer =
      declared > MAX_ADDED_FILE_BYTES
        ? refusalOf(
            new SkillOpError('upload-too-large', { name, size: formatBytes(MAX_ADDED_FILE_BYTES) }),
          )
        : await options.service.receiveSkillFile(
            { dir: q('dir'), into: q('into'), name, clash: clash.data },
            req,
          );
    if (answer.ok) {
      send(res, 200, answer);
      return;
    }
    // The rest of a refused body is not read: the connection closes after the answer.
    res.setHeader('Connection', 'close');
    refused(res, answer, 'adding a file');
  }

  // A refusal's envelope, logged unless it is a bug (the service logged those).
  function refused(res: ServerResponse, answer: CallEnvelope<never>, what: string): void {
    if (!answer.ok && answer.error.kind !== 'internal')
      log(`web host: ${what} refused: ${answer.error.message}`);
    send(res, 200, answer);
  }

  function refusalOf(error: unknown): CallEnvelope<never> {
    return { ok: false, error: studioErrorOf(error, (detail) => log(`web host: ${detail}`)) };
  }

  // A file of a library, to preview or download.
  async function sendFile(req: IncomingMessage, res: ServerResponse, url: URL) {
    const answer = await options.service.serveFile(
      url.searchParams.get('path') ?? '',
      url.searchParams.has('download'),
      req.headers.range,
    );
    if (!answer.ok) {
      send(res, answer.error.kind === 'denied' ? 403 : 404, { error: answer.error.message });
      return;
    }
    const file = answer.value;
    res.writeHead(file.status, { ...file.headers, 'Referrer-Policy': 'no-referrer' });
    if (file.body) stream(file.body, res, 'file');
    else res.end();
  }

  // A packaged archive, handed to the browser as a download (only from the exports folder).
  async function sendDownload(res: ServerResponse, url: URL) {
    const path = await options.service.downloadable(url.searchParams.get('path') ?? '');
    // Regular files only, opened without blocking: a folder or a pipe there is no download.
    let body: Readable | undefined;
    try {
      if (path !== undefined) body = streamRegularFile(path).stream;
    } catch (error) {
      log(`web host: download refused: ${String(error)}`);
    }
    if (path === undefined || body === undefined) {
      send(res, 404, { error: 'No such download.' });
      return;
    }
    res.writeHead(200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(basename(path))}`,
      ...SECURITY_HEADERS,
    });
    stream(body, res, 'download');
  }

  // Every stream to a client ends its response on an error (a read failing half-way), never
  // the process.
  function stream(body: Readable, res: ServerResponse, what: string): void {
    pipeline(body, res, (error) => {
      if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE')
        log(`web host: ${what} stream: ${String(error)}`);
    });
  }

  const sockets = serveEvents(server, {
    guard,
    prove: (socket) => connections.prove(socket),
    onEvent: (listener) => options.service.onEvent(listener),
    log,
  });

  return {
    url: `http://127.0.0.1:${port}/?token=${token}`,
    port,
    close: () => closeServer(server, sockets),
  };
}

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...SECURITY_HEADERS });
  res.end(JSON.stringify(body));
}

function sendText(res: ServerResponse, status: number, text: string, csp: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Security-Policy': csp,
    ...SECURITY_HEADERS,
  });
  res.end(text);
}

// The path of a request's target, for logs (the raw target when it is no URL).
function targetPath(req: IncomingMessage): string {
  const target = req.url ?? '/';
  try {
    return new URL(target, 'http://x').pathname;
  } catch {
    return target.slice(0, 200);
  }
}

async function closeServer(server: Server, sockets: WebSocketServer): Promise<void> {
  for (const ws of sockets.clients) ws.terminate();
  await new Promise<void>((resolve) => sockets.close(() => resolve()));
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}
