/**
 * The one way the UI reaches the studio: `window.studio` in the desktop app (the preload), an
 * HTTP + WebSocket client under `skill-studio serve`. Both are StudioTransports (calls resolve
 * with envelopes); this turns either into the contract's StudioApi, throwing StudioCallErrors
 * with their kind, so nothing else in the UI can tell the hosts apart.
 */
import { CALL_NAMES } from '../../../shared/ipc/names';
import type { StudioApi, StudioTransport } from '../../../shared/ipc/contract';
import type { CallEnvelope } from '../../../shared/ipc/dispatch';
import { StudioCallError } from './call-error';
import { webTransport, type AddFile } from './web-transport';

/** The studio API plus what the UI needs to know about the host it runs in. */
export interface StudioBridge {
  api: StudioApi;
  /** 'desktop': Electron, with native dialogs and the system trash; 'browser': serve. */
  host: 'desktop' | 'browser';
  /**
   * Called when the event stream was lost and is back, or first opened after calls that could
   * not wait for it, or when the service's process was started again: state must be read again.
   */
  onReconnect: (listener: () => void) => () => void;
  /** The browser's way of choosing an archive: upload it, get the path the service keeps it at. */
  upload?: (file: File) => Promise<string>;
  /** The browser's way of saving an archive the service packaged: a download. */
  download?: (path: string, fileName: string) => void;
  /** The browser's way of adding a file to a skill: an upload into its folder. */
  addFile?: AddFile;
  /** The desktop's way: the dropped or chosen File's path, for addFiles. */
  pathForFile?: (file: File) => string;
}

declare global {
  interface Window {
    /** The desktop app's bridge; `pathForFile` reads a dropped or chosen File's path. */
    studio?: StudioTransport & { pathForFile?: (file: File) => string };
  }
}

/** The bridge of the host this page runs in. */
export function connectBridge(): StudioBridge {
  const desktop = window.studio;
  if (desktop)
    return {
      api: unwrap(desktop),
      host: 'desktop',
      onReconnect: (listener) => restarted(desktop, listener),
      ...(desktop.pathForFile && { pathForFile: desktop.pathForFile }),
    };
  const web = webTransport(window.location);
  return {
    api: unwrap(web.transport),
    host: 'browser',
    onReconnect: (listener) => {
      const offs = [web.onReconnect(listener), restarted(web.transport, listener)];
      return () => {
        for (const off of offs) off();
      };
    },
    upload: web.upload,
    download: web.download,
    addFile: web.addFile,
  };
}

// A new service process knows nothing of what the page read from the one before: read again.
function restarted(transport: Pick<StudioTransport, 'on'>, listener: () => void): () => void {
  return transport.on('serviceState', ({ state }) => {
    if (state === 'restarted') listener();
  });
}

/** A StudioApi over a transport: values come back, failures are thrown with their kind. */
export function unwrap(transport: StudioTransport): StudioApi {
  const api: Record<string, unknown> = Object.fromEntries(
    CALL_NAMES.map((name) => {
      const send = transport[name] as (input: unknown) => Promise<CallEnvelope<never>>;
      return [
        name,
        async (input: unknown) => {
          const envelope = await send(input);
          if (envelope.ok) return envelope.value;
          throw StudioCallError.from(envelope.error);
        },
      ];
    }),
  );
  api.on = transport.on.bind(transport);
  return api as unknown as StudioApi;
}
