/**
 * The studio's API over each of its two real transports, for tests that must hold for both:
 * a desktop window's port to the service (a real MessageChannel, every message a structured
 * clone, spoken as the preload and the service's process speak it: port-rpc.ts) and the browser
 * host's HTTP calls (the renderer's own web transport against a real web host, with the Origin
 * header a browser sends).
 */
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { afterEach, vi } from 'vitest';
import type { StudioApi, StudioTransport } from '../../shared/ipc/contract';
import { CALL_NAMES, type CallName } from '../../shared/ipc/contract';
import { dispatchCall } from '../../shared/ipc/dispatch';
import { rpcOver, type Channel } from '../../shared/ipc/port-rpc';
import {
  CLIENT_EVENTS,
  type ClientFunctions,
  type ServiceFunctions,
} from '../../shared/ipc/service-protocol';
import type { StudioService } from '../../shared/node/service/studio-service';
import { startWebHost, type WebHost } from '../../shared/node/web/web-host';
import { localEndpoint } from '../../shared/node/process/service-endpoint';
import { unwrap } from '../../renderer/src/bridge/studio-bridge';
import { webTransport } from '../../renderer/src/bridge/web-transport';

function channelOf(port: MessagePort): Channel {
  return {
    post: (message) => {
      port.postMessage(message);
    },
    listen: (listener) => {
      port.on('message', listener);
      return () => port.off('message', listener);
    },
  };
}

/** The API over a desktop window's port to the service, as the preload hands it to the page. */
export function portApi(service: StudioService): StudioApi {
  const { port1, port2 } = new MessageChannel();
  rpcOver<ClientFunctions, ServiceFunctions>(
    channelOf(port1),
    { call: (name, input) => dispatchCall(service.handlers, name as CallName, input) },
    CLIENT_EVENTS,
  );
  const page = rpcOver<ServiceFunctions, ClientFunctions>(channelOf(port2), {
    event: () => undefined,
  });
  port1.unref();
  port2.unref();
  const transport: Record<string, unknown> = Object.fromEntries(
    CALL_NAMES.map((name) => [name, (input: unknown) => page.call(name, input)]),
  );
  transport.on = () => () => undefined;
  return unwrap(transport as unknown as StudioTransport);
}

// The event socket is not what these tests are about: one that opens and stays quiet.
class QuietSocket {
  onopen: (() => void) | undefined;
  onmessage: (() => void) | undefined;
  onclose: (() => void) | undefined;
  // Open at once: calls wait for the event stream's first answer (web-transport.ts).
  constructor() {
    queueMicrotask(() => this.onopen?.());
  }
}

/** The API over the browser host's HTTP calls, plus its base address and a way to stop it. */
export async function webApi(service: StudioService): Promise<{
  api: StudioApi;
  host: WebHost;
  base: string;
  origin: string;
}> {
  const host = await startWebHost({ service: localEndpoint(service), rendererDir: '/nonexistent' });
  const token = new URL(host.url).searchParams.get('token') ?? '';
  const origin = `http://127.0.0.1:${host.port}`;
  const base = `${origin}/s/${token}/`;
  const realFetch = globalThis.fetch;
  vi.stubGlobal('WebSocket', QuietSocket);
  // A browser names the page's origin on every POST; Node's fetch does not.
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) =>
    realFetch(url, { ...init, headers: { ...(init.headers as object), origin } }),
  );
  const web = webTransport({ href: base });
  return { api: unwrap(web.transport), host, base, origin };
}

// The web hosts apiOver started, closed after each test of a file that uses it.
const started: WebHost[] = [];
afterEach(async () => {
  if (started.length === 0) return;
  vi.unstubAllGlobals();
  for (const host of started.splice(0)) await host.close();
});

/**
 * The API over `transport` to `service` (and, over the web, the host's addresses): what a test
 * that must hold for both transports starts with. Web hosts are closed, and the globals
 * webApi stubs restored, after each test.
 */
export async function apiOver(
  transport: 'ipc' | 'web',
  service: StudioService,
): Promise<{ api: StudioApi; web?: { base: string; origin: string } }> {
  if (transport === 'ipc') return { api: portApi(service) };
  const web = await webApi(service);
  started.push(web.host);
  return { api: web.api, web: { base: web.base, origin: web.origin } };
}
