/**
 * What the host and the service's process offer each other over the channel between them
 * (port-rpc.ts): the host starts and stops the service, runs calls and streams bytes through
 * it; the service tells the host its events, writes to the host's log and asks it for what
 * only the host can do (host-contract.ts). Windows of the desktop app get ports of their own,
 * which speak only service-protocol.ts.
 */
import type { CallEnvelope } from '../../ipc/dispatch';
import type { HostCallName } from '../../ipc/host-contract';
import type { ClientFunctions, ServiceFunctions } from '../../ipc/service-protocol';
import type { IndexCacheOptions } from '../service/libraries/index-cache';
import type { IncomingFile } from '../service/files/file-ops';

/** How the service's process is to build its service (every value survives a structured clone). */
export interface ServiceProcessOptions {
  userData: string;
  /** The user's saved libraries (`bundled`: copied in on first run), or only these roots. */
  settings: { kind: 'file'; bundled?: string } | { kind: 'memory'; roots: string[] };
  /** Where and under which key the libraries' lists are remembered (host-paths.ts). */
  indexCache?: IndexCacheOptions;
  /**
   * The host is the desktop shell: deletions go to the system trash, "Show in folder" and the
   * native dialogs are asked of it (host-contract.ts), dropped files are copied by path.
   */
  desktop?: boolean;
  /** The host hears the service's events (the web host; a desktop window has its own port). */
  hostEvents?: boolean;
}

/** What an upload is for: an archive to import, or a file for a skill folder. */
export type UploadTarget =
  | { kind: 'archive'; fileName: string; maxBytes: number }
  | { kind: 'skill-file'; file: IncomingFile };

/** A library's file on its way out: the response's head, and the stream its bytes come from. */
export interface FileHead {
  status: 200 | 206 | 416;
  headers: Record<string, string>;
  /** Read with readStream until it answers null (none: no body). */
  stream?: number;
}

/** What the service's process answers on its host's channel. */
export interface ChildFunctions extends ServiceFunctions {
  /** Builds and starts the service; resolves once the first lists are ready. */
  start(options: ServiceProcessOptions): Promise<CallEnvelope<null>>;
  /** Stops the service (the lists are remembered); the process then exits. */
  stop(): Promise<null>;
  /** Opens an upload: its id, for uploadChunk and endUpload. */
  beginUpload(target: UploadTarget): Promise<number>;
  /** The next bytes, answered once taken; false: the upload is over (refused), send no more. */
  uploadChunk(id: number, bytes: Uint8Array): Promise<boolean>;
  /** The end of the bytes (`aborted`: the sender gave up); the upload's outcome. */
  endUpload(id: number, aborted: boolean): Promise<CallEnvelope<unknown>>;
  /** A library's file for the page (through the path guard). */
  openFile(path: string, download: boolean, range?: string): Promise<CallEnvelope<FileHead>>;
  /** The next bytes of an open stream; null at its end. */
  readStream(id: number): Promise<Uint8Array | null>;
  /** Closes a stream before its end (the page went away). */
  closeStream(id: number): Promise<null>;
  /** The real path of an archive packaged for download, if `path` is one. */
  downloadable(path: string): Promise<string | null>;
}

/** What the host answers on the service's channel. */
export interface ParentFunctions extends ClientFunctions {
  /** One of host-contract.ts's calls. */
  hostCall(name: HostCallName, input: unknown): Promise<CallEnvelope<unknown>>;
  /** A line for the host's log. */
  log(message: string): void;
}

/** The parent functions sent without waiting for an answer. */
export const PARENT_EVENTS: (keyof ParentFunctions)[] = ['event', 'log'];
