/**
 * The service's process: the StudioService, alone in a process of its own so that neither the
 * desktop app's windows and menus nor the web host's requests ever wait behind its work. Its
 * host (Electron's main process, or `serve`'s HTTP process) starts it over their channel; each
 * desktop window connects with a port of its own. Events go to every connection; what only the
 * host can do is asked of it (host-contract.ts). When the host goes away, the service stops
 * (its lists remembered) and the process exits: none is left behind.
 */
import { dispatchCall, studioErrorOf, type CallEnvelope } from '../../ipc/dispatch';
import type { HostCallName, HostCallInput, HostCallOutput } from '../../ipc/host-contract';
import type { CallName, EventName } from '../../ipc/names';
import { rpcOver, type Channel, type Rpc } from '../../ipc/port-rpc';
import {
  CLIENT_EVENTS,
  type ClientFunctions,
  type ServiceFunctions,
} from '../../ipc/service-protocol';
import { serviceMessage, TextError } from '../../ipc/service-text';
import { safeKeyStore } from '../models/safe-key-store';
import { fileSettings, memorySettings } from '../service/settings/settings';
import { StudioService, type ServiceOptions } from '../service/studio-service';
import { Inbox, StreamShelf } from './byte-streams';
import { desktopFiles } from './desktop-files';
import {
  PARENT_EVENTS,
  type ChildFunctions,
  type ParentFunctions,
  type ServiceProcessOptions,
  type UploadTarget,
} from './process-protocol';

/** The service process's link to its host. */
export interface ParentLink {
  /** The channel to the host. */
  channel: Channel;
  /** Hears each desktop window's port as the host hands it over, and that port's close. */
  onPort(listener: (port: Channel, onClose: (closed: () => void) => void) => void): void;
  /** Hears the host go away. */
  onGone(listener: () => void): void;
}

interface Upload {
  inbox: Inbox;
  outcome: Promise<CallEnvelope<unknown>>;
}

/** Serves the studio over `parent` until the host stops it or goes away; then `exit`. */
export function runServiceProcess(parent: ParentLink, exit: (code: number) => void): void {
  let service: StudioService | undefined;
  let starting: Promise<CallEnvelope<null>> | undefined;
  let stopping: Promise<null> | undefined;
  const windows = new Set<Rpc<ClientFunctions, ServiceFunctions>>();
  const shelf = new StreamShelf();
  const uploads = new Map<number, Upload>();
  let lastUpload = 0;
  let hostEvents = false;

  const log = (message: string) => void host.log(message);
  const notStarted = (): CallEnvelope<never> => {
    const text = serviceMessage('service-starting', {});
    return { ok: false, error: { kind: 'offline', message: 'The service is starting.', text } };
  };
  const call = (name: string, input: unknown): Promise<CallEnvelope<unknown>> =>
    service && !stopping
      ? dispatchCall(service.handlers, name as CallName, input, log)
      : Promise.resolve(notStarted());
  const envelope = async <T>(what: string, run: () => Promise<T>): Promise<CallEnvelope<T>> => {
    try {
      return { ok: true, value: await run() };
    } catch (error) {
      return { ok: false, error: studioErrorOf(error, (detail) => log(`${what}: ${detail}`)) };
    }
  };
  const started = (): StudioService => {
    if (!service) throw new TextError('ServiceStarting', 'service-starting', {});
    return service;
  };

  const functions: ChildFunctions = {
    call,
    start: (options) => {
      starting ??= envelope('starting the service', async () => {
        hostEvents = options.hostEvents === true;
        const built = new StudioService(serviceOptions(options, askHost, log));
        built.events.onAny((name, payload) => broadcast(name, payload));
        await built.start();
        service = built;
        return null;
      });
      return starting;
    },
    stop: () => {
      stopping ??= (async () => {
        shelf.closeAll();
        await service?.stop();
        return null;
      })();
      void stopping.then(() => setImmediate(() => exit(0)));
      return stopping;
    },
    beginUpload: (target) => {
      const id = ++lastUpload;
      const inbox = new Inbox();
      uploads.set(id, { inbox, outcome: receive(target, inbox) });
      return Promise.resolve(id);
    },
    uploadChunk: (id, bytes) => uploads.get(id)?.inbox.push(bytes) ?? Promise.resolve(false),
    endUpload: async (id, aborted) => {
      const upload = uploads.get(id);
      if (!upload)
        return { ok: false, error: { kind: 'invalid-input', message: 'No such upload.' } };
      uploads.delete(id);
      upload.inbox.end(aborted ? new Error('The upload was cut short.') : undefined);
      return upload.outcome;
    },
    openFile: (path, download, range) =>
      envelope('file', () => {
        const file = started().serveFile(path, download, range);
        return Promise.resolve({
          status: file.status,
          headers: file.headers,
          ...(file.body && { stream: shelf.put(file.body) }),
        });
      }),
    readStream: (id) => shelf.read(id),
    closeStream: (id) => {
      shelf.close(id);
      return Promise.resolve(null);
    },
    downloadable: (path) => Promise.resolve(service?.downloadable(path) ?? null),
  };

  const receive = (target: UploadTarget, inbox: Inbox): Promise<CallEnvelope<unknown>> =>
    envelope('upload', async () => {
      const into = started();
      return target.kind === 'archive'
        ? into.receiveUpload(target.fileName, inbox, target.maxBytes)
        : into.receiveSkillFile(target.file, inbox);
    });

  const host = rpcOver<ParentFunctions, ChildFunctions>(parent.channel, functions, PARENT_EVENTS);
  const askHost = async <K extends HostCallName>(
    name: K,
    input: HostCallInput<K>,
  ): Promise<HostCallOutput<K>> => {
    const answer = await host.hostCall(name, input);
    if (answer.ok) return answer.value as HostCallOutput<K>;
    throw new Error(answer.error.message);
  };

  function broadcast(name: EventName, payload: unknown): void {
    if (hostEvents) void host.event(name, payload);
    for (const window of windows) void window.event(name, payload);
  }

  parent.onPort((port, onClose) => {
    const window = rpcOver<ClientFunctions, ServiceFunctions>(port, { call }, CLIENT_EVENTS);
    windows.add(window);
    onClose(() => {
      windows.delete(window);
      window.$close();
    });
  });
  parent.onGone(() => {
    void functions.stop();
  });
}

/** A function that asks the host for one of its calls. */
type AskHost = <K extends HostCallName>(
  name: K,
  input: HostCallInput<K>,
) => Promise<HostCallOutput<K>>;

// The service's options from what the host sent: its own Node for everything, the desktop
// shell for what only it can do.
function serviceOptions(
  options: ServiceProcessOptions,
  askHost: AskHost,
  log: (message: string) => void,
): ServiceOptions {
  const settings =
    options.settings.kind === 'file'
      ? fileSettings(options.userData, options.settings.bundled)
      : memorySettings(options.settings.roots);
  const desktop = options.desktop === true && {
    ...desktopFiles({
      trashItem: async (path) => {
        await askHost('trashItem', { path });
      },
      showItemInFolder: (path) => {
        askHost('showItemInFolder', { path }).catch((error: unknown) => {
          log(`showing ${path} in its folder failed: ${String(error)}`);
        });
      },
    }),
    pickPath: (input: HostCallInput<'pickPath'>) => askHost('pickPath', input),
    // Keys are encrypted by safeStorage in the main process; only the bytes are kept here.
    modelKeys: safeKeyStore(
      options.userData,
      {
        storage: () => askHost('keyStorage', {}),
        encrypt: async (key) => (await askHost('encryptKey', { key })).encrypted,
        decrypt: async (encrypted) => (await askHost('decryptKey', { encrypted })).key,
      },
      log,
    ),
  };
  return {
    settings,
    userData: options.userData,
    log,
    ...(options.indexCache && { indexCache: options.indexCache }),
    ...desktop,
  };
}
