/**
 * The host's end of one service process: the contract's calls, the uploads and the files
 * that go through it, over the channel to that process (process-protocol.ts). Whatever does
 * not arrive (the process died meanwhile) fails as `lost` says, as an envelope like any other
 * refusal; the supervisor (service-supervisor.ts) decides what a lost process means.
 */
import type { CallEnvelope } from '../../ipc/dispatch';
import type { Rpc } from '../../ipc/port-rpc';
import { remoteReadable } from './byte-streams';
import type { ChildFunctions, ParentFunctions, UploadTarget } from './process-protocol';
import type { OutgoingFile, PlacedFile, ServiceEndpoint } from './service-endpoint';

/** The endpoint of one service process, bar its events (the supervisor has those). */
export type ChildEndpoint = Omit<ServiceEndpoint, 'onEvent'>;

/** An endpoint over `rpc`; `lost` is the envelope of anything the process did not answer. */
export function childEndpoint(
  rpc: Rpc<ChildFunctions, ParentFunctions>,
  lost: () => CallEnvelope<never>,
): ChildEndpoint {
  const answered = <T>(asked: () => Promise<T>, otherwise: T | (() => T)): Promise<T> =>
    asked().catch(() => (typeof otherwise === 'function' ? (otherwise as () => T)() : otherwise));

  const upload = async (
    target: UploadTarget,
    chunks: AsyncIterable<Uint8Array>,
  ): Promise<CallEnvelope<unknown>> => {
    let id: number;
    try {
      id = await rpc.beginUpload(target);
    } catch {
      return lost();
    }
    let aborted = false;
    try {
      for await (const chunk of chunks) if (!(await rpc.uploadChunk(id, chunk))) break;
    } catch {
      // The sender went away (or the process did: endUpload says which).
      aborted = true;
    }
    return answered(() => rpc.endUpload(id, aborted), lost);
  };

  return {
    call: (name, input) => answered(() => rpc.call(name, input), lost),
    receiveUpload: (fileName, chunks, maxBytes) =>
      upload({ kind: 'archive', fileName, maxBytes }, chunks) as Promise<CallEnvelope<string>>,
    receiveSkillFile: (file, chunks) =>
      upload({ kind: 'skill-file', file }, chunks) as Promise<CallEnvelope<PlacedFile>>,
    serveFile: async (path, download, range) => {
      const head = await answered(() => rpc.openFile(path, download, range), lost);
      if (!head.ok) return head;
      const { stream, ...rest } = head.value;
      const file: OutgoingFile = rest;
      if (stream !== undefined)
        file.body = remoteReadable(
          () => rpc.readStream(stream),
          () => rpc.closeStream(stream),
        );
      return { ok: true, value: file };
    },
    downloadable: (path) =>
      answered(async () => (await rpc.downloadable(path)) ?? undefined, undefined),
  };
}
