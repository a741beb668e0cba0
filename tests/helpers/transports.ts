/**
 * The studio's API over each of its two real transports, for tests that must hold for both:
 * Electron's IPC (the main process's handlers, with the mocked `electron` module the caller
 * installs, asked as our own page asks) and the browser host's HTTP calls (the renderer's own
 * web transport against a real web host, with the Origin header a browser sends).
 */
import { vi } from 'vitest';
import type { StudioApi, StudioTransport } from '../../shared/ipc/contract';
import { CALL_NAMES, channelOf } from '../../shared/ipc/contract';
import type { StudioService } from '../../shared/node/service/studio-service';
import { startWebHost, type WebHost } from '../../shared/node/web/web-host';
import { unwrap } from '../../renderer/src/bridge/studio-bridge';
import { webTransport } from '../../renderer/src/bridge/web-transport';

/** Channel → handler, filled by the mocked ipcMain.handle. */
export const ipcHandlers = new Map<string, (event: unknown, input: unknown) => Promise<unknown>>();

/** The `electron` mock the IPC transport needs (pass to vi.mock). */
export function electronMock() {
  return {
    ipcMain: {
      handle: (channel: string, fn: (event: unknown, input: unknown) => Promise<unknown>) =>
        ipcHandlers.set(channel, fn),
    },
  };
}

/** The API over Electron's IPC, as the preload hands it to the page. */
export async function ipcApi(service: StudioService): Promise<StudioApi> {
  const { registerIpc } = await import('../../electron/main/ipc');
  ipcHandlers.clear();
  registerIpc(service, () => undefined);
  const transport: Record<string, unknown> = Object.fromEntries(
    CALL_NAMES.map((name) => [
      name,
      (input: unknown) =>
        ipcHandlers.get(channelOf(name))?.(
          { senderFrame: { url: 'app://studio/index.html' } },
          input,
        ),
    ]),
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
  const host = await startWebHost({ service, rendererDir: '/nonexistent' });
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
