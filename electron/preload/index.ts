/**
 * The preload: builds `window.studio` from the contract, one named method per call and an
 * `on(event)` subscription. The only place ipcRenderer is used (architecture.md, rules 2 and 3);
 * the page never sees ipcRenderer or a generic invoke. Bundled to one CommonJS file so the
 * sandboxed preload can load it.
 */
import { contextBridge, ipcRenderer } from 'electron';
import type { CallEnvelope } from '../../shared/ipc/dispatch';
import {
  CALL_NAMES,
  channelOf,
  EVENT_NAMES,
  type CallName,
  type EventName,
} from '../../shared/ipc/names';

/** An error from the service, with its kind (denied, user, invalid-input, internal). */
class StudioCallError extends Error {
  constructor(
    readonly kind: string,
    message: string,
  ) {
    super(message);
    this.name = 'StudioCallError';
  }
}

// One invoker per call: a named method, never a channel the page could choose.
function invoker(name: CallName) {
  return async (input: unknown) => {
    const envelope = (await ipcRenderer.invoke(channelOf(name), input)) as CallEnvelope<unknown>;
    if (envelope.ok) return envelope.value;
    throw new StudioCallError(envelope.error.kind, envelope.error.message);
  };
}

const api: Record<string, unknown> = Object.fromEntries(
  CALL_NAMES.map((name) => [name, invoker(name)]),
);
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
