/**
 * What a host (Electron's main process, the web host) needs of the service, wherever the
 * service runs: the contract's calls and events, and the byte streams that do not fit a call
 * (an uploaded archive or file, a library's file sent to the page). The service's own process
 * answers through a ServiceClient (service-client.ts); tests and tools that keep the service in
 * their own process use localEndpoint. Every outcome is an envelope, so a refusal keeps its
 * kind and words across a process boundary as across a call.
 */
import type { Readable } from 'node:stream';
import type { CallOutput } from '../../ipc/contract';
import { dispatchCall, studioErrorOf, type CallEnvelope } from '../../ipc/dispatch';
import type { CallName, EventName } from '../../ipc/names';
import type { IncomingFile } from '../service/files/file-ops';
import type { StudioService } from '../service/studio-service';

/** A library's file ready to send: status, headers and the bytes (none for a range not met). */
export interface OutgoingFile {
  status: 200 | 206 | 416;
  headers: Record<string, string>;
  body?: Readable;
}

/** What became of a file added to a skill. */
export type PlacedFile = CallOutput<'addFiles'>['placed'][number];

/** The service as a host reaches it. */
export interface ServiceEndpoint {
  /** Runs a call (its input checked against the contract there); its envelope. */
  call(name: CallName, input: unknown): Promise<CallEnvelope<unknown>>;
  /** Hears every event; the returned function stops hearing. */
  onEvent(listener: (name: EventName, payload: unknown) => void): () => void;
  /** Keeps an uploaded archive for importArchive: the path it is kept at. */
  receiveUpload(
    fileName: string,
    chunks: AsyncIterable<Uint8Array>,
    maxBytes: number,
  ): Promise<CallEnvelope<string>>;
  /** Streams a file into a skill folder. */
  receiveSkillFile(
    file: IncomingFile,
    chunks: AsyncIterable<Uint8Array>,
  ): Promise<CallEnvelope<PlacedFile>>;
  /** A library's file for the page (through the path guard), whole or a byte range. */
  serveFile(path: string, download: boolean, range?: string): Promise<CallEnvelope<OutgoingFile>>;
  /** The real path of an archive packaged for download, if `path` is one. */
  downloadable(path: string): Promise<string | undefined>;
}

/** The endpoint of a service in this very process. */
export function localEndpoint(
  service: StudioService,
  log: (message: string) => void = () => undefined,
): ServiceEndpoint {
  const envelope = async <T>(what: string, run: () => Promise<T>): Promise<CallEnvelope<T>> => {
    try {
      return { ok: true, value: await run() };
    } catch (error) {
      return { ok: false, error: studioErrorOf(error, (detail) => log(`${what}: ${detail}`)) };
    }
  };
  return {
    call: (name, input) => dispatchCall(service.handlers, name, input, log),
    onEvent: (listener) => service.events.onAny((name, payload) => listener(name, payload)),
    receiveUpload: (fileName, chunks, maxBytes) =>
      envelope('upload', () => service.receiveUpload(fileName, chunks, maxBytes)),
    receiveSkillFile: (file, chunks) =>
      envelope('adding a file', () => service.receiveSkillFile(file, chunks)),
    serveFile: (path, download, range) =>
      // eslint-disable-next-line @typescript-eslint/require-await -- serveFile opens at once
      envelope('file', async () => service.serveFile(path, download, range)),
    downloadable: (path) => Promise.resolve(service.downloadable(path)),
  };
}
