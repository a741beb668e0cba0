/**
 * The preload: builds `window.studio` from the contract (a StudioTransport): one named method per
 * call resolving with the call's envelope, and an `on(event)` subscription. The only place
 * ipcRenderer is used (docs/architecture.md, rules 2 and 3); the page never sees ipcRenderer or a
 * generic invoke. Bundled to one CommonJS file so the
 * sandboxed preload can load it.
 */
import { contextBridge, ipcRenderer, webUtils } from 'electron';
import type { CallEnvelope } from '../../shared/ipc/dispatch';
import {
  CALL_NAMES,
  channelOf,
  EVENT_NAMES,
  type CallName,
  type EventName,
} from '../../shared/ipc/names';

// One invoker per call: a named method, never a channel the page could choose. It resolves
// with the service's envelope unchanged: contextBridge would strip an error's kind, so the
// page unwraps envelopes itself (renderer/src/bridge), the same way for both hosts.
function invoker(name: CallName) {
  return (input: unknown) =>
    ipcRenderer.invoke(channelOf(name), input) as Promise<CallEnvelope<unknown>>;
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
api.on = (event: EventName, listener: (payload: unknown) => void) => {
  if (!(EVENT_NAMES as readonly string[]).includes(event))
    throw new Error(`Unknown event "${event}".`);
  const handler = (_e: unknown, payload: unknown) => {
    listener(payload);
  };
  ipcRenderer.on(channelOf(event), handler);
  return () => ipcRenderer.removeListener(channelOf(event), handler);
};

contextBridge.exposeInMainWorld('studio', api);
