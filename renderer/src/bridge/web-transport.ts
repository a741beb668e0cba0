/**
 * The studio over `skill-studio serve`: one POST per call and one WebSocket for events,
 * reconnected with backoff when it drops (a laptop sleeping, the host restarting); listeners
 * of onReconnect then read their state again (so they do when it first opens after a call
 * that could not wait for it). Every address is relative to the page: the host
 * serves it under the session's secret path (`/s/<token>/`), which is the credential, so
 * calls, uploads, downloads and events must stay below it.
 */
import type { CallEnvelope, StudioError } from '../../../shared/ipc/dispatch';
import { CALL_NAMES, EVENT_NAMES, type EventName } from '../../../shared/ipc/names';
import type { CallInput, CallOutput, StudioTransport } from '../../../shared/ipc/contract';
import { englishText, type ServiceText } from '../../../shared/ipc/service-text';
import { StudioCallError } from './call-error';

type Listener = (payload: unknown) => void;

/** How long calls wait, at most, for the event stream to open first. */
export const STREAM_WAIT_MS = 2000;

/** What became of an added file (the contract's placed item). */
export type AddedFile = CallOutput<'addFiles'>['placed'][number];

/** Uploads one file into a skill folder; `onProgress` hears the bytes sent so far. */
export type AddFile = (
  file: Blob,
  target: { dir: string; into: string; name: string; clash: CallInput<'addFiles'>['clash'] },
  onProgress?: (sent: number) => void,
) => Promise<AddedFile>;

/** A transport to the web host this page was served from (`location`: the page's own). */
export function webTransport(location: Pick<Location, 'href'>): {
  transport: StudioTransport;
  onReconnect: (listener: () => void) => () => void;
  upload: (file: File) => Promise<string>;
  download: (path: string, fileName: string) => void;
  addFile: AddFile;
} {
  const listeners = new Map<string, Set<Listener>>();
  const reconnectListeners = new Set<() => void>();
  let retryMs = 250;
  let everOpened = false;
  // Calls wait for the event stream's first answer: the host reports a change only to streams
  // already open, so a list read before then could miss, for good, a change made meanwhile.
  // Open or failed, that takes one local round trip; a stream that fails lets calls through,
  // and so does one that has not answered in STREAM_WAIT_MS (a call that went ahead without
  // it counts as read before it: its first opening then reads state again, as a reopening does).
  let answered: () => void = () => undefined;
  const firstAnswer = new Promise<void>((resolve) => (answered = resolve));
  const waited = setTimeout(answered, STREAM_WAIT_MS);
  let calledUnheard = false;

  // An address below the page's own (resolving drops the page's query and fragment).
  const at = (relative: string): string => new URL(relative, location.href).href;

  const connect = () => {
    const events = new URL(at('api/events'));
    events.protocol = events.protocol === 'https:' ? 'wss:' : 'ws:';
    const socket = new WebSocket(events.href);
    socket.onopen = () => {
      answered();
      clearTimeout(waited);
      retryMs = 250;
      if (everOpened || calledUnheard) for (const listener of reconnectListeners) listener();
      everOpened = true;
    };
    socket.onmessage = (message) => {
      const { event, payload } = JSON.parse(String(message.data)) as {
        event: string;
        payload: unknown;
      };
      for (const listener of listeners.get(event) ?? []) listener(payload);
    };
    socket.onclose = () => {
      answered();
      clearTimeout(waited);
      setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, 5000);
    };
  };
  connect();

  const post = async (name: string, input: unknown): Promise<CallEnvelope<unknown>> => {
    await firstAnswer;
    if (!everOpened) calledUnheard = true;
    let response: Response;
    try {
      // No cookie or other ambient credential: the session is the page's path.
      response = await fetch(at(`api/call/${name}`), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(input),
        credentials: 'omit',
      });
    } catch {
      return refusal('offline', { id: 'unreachable', params: {} });
    }
    if (response.ok) return (await response.json()) as CallEnvelope<unknown>;
    return hostRefusal(response, 'request-refused');
  };

  const transport: Record<string, unknown> = Object.fromEntries(
    CALL_NAMES.map((name) => [name, (input: unknown) => post(name, input)]),
  );
  transport.on = (event: EventName, listener: Listener) => {
    if (!(EVENT_NAMES as readonly string[]).includes(event))
      throw new Error(`Unknown event "${event}".`);
    const set = listeners.get(event) ?? new Set();
    listeners.set(event, set);
    set.add(listener);
    return () => set.delete(listener);
  };
  const upload = async (file: File): Promise<string> => {
    let response: Response;
    try {
      response = await fetch(at(`api/upload?name=${encodeURIComponent(file.name)}`), {
        method: 'POST',
        headers: { 'Content-Type': 'application/octet-stream' },
        body: file,
        credentials: 'omit',
      });
    } catch {
      throw StudioCallError.from(refusal('offline', { id: 'unreachable', params: {} }).error);
    }
    const envelope = response.ok
      ? ((await response.json()) as CallEnvelope<{ path: string }>)
      : await hostRefusal(response, 'upload-refused');
    if (envelope.ok) return envelope.value.path;
    throw StudioCallError.from(envelope.error);
  };

  // XMLHttpRequest rather than fetch: only it reports how much of a large file has gone.
  const addFile: AddFile = (file, target, onProgress) =>
    new Promise((resolve, reject) => {
      const request = new XMLHttpRequest();
      const query = new URLSearchParams({ ...target });
      request.open('POST', at(`api/add-file?${query.toString()}`));
      request.setRequestHeader('Content-Type', 'application/octet-stream');
      request.upload.onprogress = (event) => onProgress?.(event.loaded);
      request.onload = () => {
        let envelope: CallEnvelope<AddedFile> | undefined;
        try {
          envelope = JSON.parse(request.responseText) as CallEnvelope<AddedFile>;
        } catch {
          envelope = undefined;
        }
        if (request.status === 200 && envelope?.ok) resolve(envelope.value);
        else if (envelope && !envelope.ok) reject(StudioCallError.from(envelope.error));
        else {
          const kind = request.status === 401 || request.status === 403 ? 'denied' : 'internal';
          const text: ServiceText = {
            id: 'upload-refused',
            params: { status: String(request.status) },
          };
          reject(StudioCallError.from({ kind, message: englishText(text), text }));
        }
      };
      request.onerror = () => {
        reject(StudioCallError.from(refusal('offline', { id: 'unreachable', params: {} }).error));
      };
      request.send(file);
    });

  const download = (path: string, fileName: string) => {
    const link = document.createElement('a');
    link.href = at(`api/download?path=${encodeURIComponent(path)}`);
    link.download = fileName;
    link.click();
  };

  return {
    upload,
    download,
    addFile,
    transport: transport as unknown as StudioTransport,
    onReconnect: (listener) => {
      reconnectListeners.add(listener);
      return () => reconnectListeners.delete(listener);
    },
  };
}

function refusal(kind: 'offline' | 'denied' | 'internal', text: ServiceText) {
  return { ok: false as const, error: { kind, message: englishText(text), text } };
}

// The host refused before the service saw the request (token, origin, size): its own words
// when it gave any, else the status.
async function hostRefusal(
  response: Response,
  id: 'request-refused' | 'upload-refused',
): Promise<{ ok: false; error: StudioError }> {
  const body = (await response.json().catch(() => ({}))) as { error?: unknown };
  const kind = response.status === 401 || response.status === 403 ? 'denied' : 'internal';
  if (typeof body.error === 'string')
    return { ok: false as const, error: { kind, message: body.error } };
  return refusal(kind, { id, params: { status: String(response.status) } });
}
