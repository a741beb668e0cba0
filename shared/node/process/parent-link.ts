/**
 * The service process's link to its host, whichever started it: Electron's utility process
 * (`process.parentPort`, with each window's port handed over in a message), or a Node child
 * process (`process.send`, for `serve`). Electron is reached by shape, not imported: this code
 * runs in both.
 */
import type { Channel } from '../../ipc/port-rpc';
import type { ParentLink } from './service-process';

/** Electron's MessagePortMain, as far as the link uses it. */
export interface PortMain {
  postMessage(message: unknown): void;
  on(event: 'message', listener: (event: { data: unknown }) => void): void;
  on(event: 'close', listener: () => void): void;
  start(): void;
}

/** Electron's `process.parentPort` in a utility process. */
export interface ParentPortMain {
  postMessage(message: unknown): void;
  on(event: 'message', listener: (event: { data: unknown; ports: PortMain[] }) => void): void;
}

/** The link of this process, or undefined when no host started it. */
export function parentLinkOf(proc: NodeJS.Process): ParentLink | undefined {
  const parentPort = (proc as { parentPort?: ParentPortMain }).parentPort;
  if (parentPort) return utilityLink(parentPort);
  if (proc.send) return nodeLink(proc);
  return undefined;
}

/** The link of an Electron utility process. */
export function utilityLink(parentPort: ParentPortMain): ParentLink {
  const listeners = new Set<(message: unknown) => void>();
  const portListeners = new Set<Parameters<ParentLink['onPort']>[0]>();
  parentPort.on('message', ({ data, ports }) => {
    const [port] = ports;
    if (port) for (const listener of portListeners) listener(...portChannel(port));
    else for (const listener of listeners) listener(data);
  });
  return {
    channel: {
      post: (message) => {
        parentPort.postMessage(message);
      },
      listen: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    onPort: (listener) => portListeners.add(listener),
    // Electron ends a utility process with the app; it has no channel of its own to lose.
    onGone: () => undefined,
  };
}

// A window's port as a channel, and the way to hear it close (the window went away).
function portChannel(port: PortMain): [Channel, (closed: () => void) => void] {
  const listeners = new Set<(message: unknown) => void>();
  port.on('message', ({ data }) => {
    for (const listener of listeners) listener(data);
  });
  port.start();
  return [
    {
      post: (message) => {
        port.postMessage(message);
      },
      listen: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    (closed) => port.on('close', closed),
  ];
}

/** The link of a Node child process (started with an IPC channel). */
export function nodeLink(proc: NodeJS.Process): ParentLink {
  return {
    channel: {
      post: (message) => {
        // The callback takes a failure (the host gone) instead of an 'error' event.
        if (proc.connected) proc.send?.(message, undefined, undefined, () => undefined);
      },
      listen: (listener) => {
        proc.on('message', listener);
        return () => proc.off('message', listener);
      },
    },
    onPort: () => undefined,
    onGone: (listener) => proc.once('disconnect', listener),
  };
}
