/**
 * The preload: builds `window.studio` from the contract's names (a StudioTransport): one named
 * method per call resolving with the call's envelope, and an `on(event)` subscription. Calls
 * and the service's events go over this window's own port to the service's process, which the
 * main process hands over when asked (window-ports.ts) and again after the service restarted;
 * the main process's own events (the menu, the service's state) come over IPC. The only place
 * ipcRenderer is used (docs/architecture.md, rules 2 and 3); the page never sees it, a port, or
 * a generic invoke. Bundled to one CommonJS file so the sandboxed preload can load it.
 */
import { contextBridge, ipcRenderer, webUtils } from 'electron';
import type { CallEnvelope, StudioError } from '../../shared/ipc/dispatch';
import {
  CALL_NAMES,
  channelOf,
  EVENT_NAMES,
  HOST_EVENTS,
  PORT_GIVEN,
  PORT_REQUEST,
  type CallName,
  type EventName,
} from '../../shared/ipc/names';
import { rpcOver, type Channel, type Rpc } from '../../shared/ipc/port-rpc';
import type { ClientFunctions, ServiceFunctions } from '../../shared/ipc/service-protocol';
import type { ServiceText } from '../../shared/ipc/service-text';

type Listener = (payload: unknown) => void;
/** The DOM's MessagePort, as a preload gets it (these types know Node's MessagePort instead). */
interface WindowPort {
  postMessage(message: unknown): void;
  close(): void;
  onmessage: ((event: { data: unknown }) => void) | null;
}
const listeners = new Map<string, Set<Listener>>();

function deliver(event: string, payload: unknown): void {
  for (const listener of listeners.get(event) ?? []) listener(payload);
}

// The page words these by id (renderer/src/i18n); the English is only a fallback.
const offline = (text: ServiceText, message: string): CallEnvelope<never> => ({
  ok: false,
  error: { kind: 'offline', message, text } satisfies StudioError,
});
const lost = () =>
  offline(
    { id: 'service-restarted', params: {} },
    "Skill Studio's background service stopped and was started again: try again.",
  );

let service: Rpc<ServiceFunctions, ClientFunctions> | undefined;
let servicePort: WindowPort | undefined;
let failed: CallEnvelope<never> | undefined;
let connected: () => void = () => undefined;
let connection = new Promise<void>((resolve) => (connected = resolve));

// A port to the service; or, with none, the service's process died (calls wait for the next
// port) or none will serve (`failed`: calls are answered with why).
ipcRenderer.on(PORT_GIVEN, (event, info: { failed?: ServiceText } | undefined) => {
  // Calls still waiting on the port of a process that died are answered: lost.
  service?.$close();
  servicePort?.close();
  service = undefined;
  failed = undefined;
  servicePort = (event.ports as unknown[])[0] as WindowPort | undefined;
  if (servicePort)
    service = rpcOver<ServiceFunctions, ClientFunctions>(portChannel(servicePort), {
      event: deliver,
    });
  else if (info?.failed)
    failed = offline(info.failed, "Skill Studio's background service could not be started.");
  else return;
  connected();
  connection = new Promise<void>((resolve) => (connected = resolve));
});
for (const event of HOST_EVENTS)
  ipcRenderer.on(channelOf(event), (_e, payload: unknown) => {
    deliver(event, payload);
  });
ipcRenderer.send(PORT_REQUEST);

function portChannel(port: WindowPort): Channel {
  return {
    post: (message) => {
      port.postMessage(message);
    },
    listen: (listener) => {
      port.onmessage = (event) => {
        listener(event.data);
      };
      return () => (port.onmessage = null);
    },
  };
}

// One invoker per call: a named method, never a channel the page could choose. It resolves
// with the service's envelope unchanged: contextBridge would strip an error's kind, so the
// page unwraps envelopes itself (renderer/src/bridge), the same way for both hosts.
function invoker(name: CallName) {
  return async (input: unknown): Promise<CallEnvelope<unknown>> => {
    while (!service && !failed) await connection;
    if (failed) return failed;
    const on = service;
    try {
      return (await on?.call(name, input)) ?? lost();
    } catch {
      return lost();
    }
  };
}

// Paths of files the user dropped or chose, as the preload itself read them from File
// objects. addFiles copies by path, so it takes only these: script in the page (which could
// name any path) cannot make the studio copy another file of the machine into a library.
const handedOut = new Set<string>();

/** The path of a File the user dropped or chose ('' for one made in the page). */
function pathForFile(file: File): string {
  const path = webUtils.getPathForFile(file);
  if (path !== '') handedOut.add(path);
  return path;
}

// A dropped folder's own files may be added again one by one (after a name clash).
function wasHandedOut(path: unknown): boolean {
  if (typeof path !== 'string' || path.split(/[\\/]/).includes('..')) return false;
  for (const given of handedOut)
    if (path === given || path.startsWith(`${given}/`) || path.startsWith(`${given}\\`))
      return true;
  return false;
}

function addFiles(input: unknown): Promise<CallEnvelope<unknown>> {
  const sources = (input as { sources?: unknown } | null)?.sources;
  if (!Array.isArray(sources) || !sources.every(wasHandedOut))
    return Promise.resolve({
      ok: false,
      error: { kind: 'denied', message: 'Only files you dropped or chose can be added by path.' },
    });
  return invoker('addFiles')(input);
}

const api: Record<string, unknown> = Object.fromEntries(
  CALL_NAMES.map((name) => [name, name === 'addFiles' ? addFiles : invoker(name)]),
);
api.pathForFile = pathForFile;
api.on = (event: EventName, listener: Listener) => {
  if (!(EVENT_NAMES as readonly string[]).includes(event))
    throw new Error(`Unknown event "${event}".`);
  const set = listeners.get(event) ?? new Set();
  listeners.set(event, set);
  set.add(listener);
  return () => set.delete(listener);
};

contextBridge.exposeInMainWorld('studio', api);
