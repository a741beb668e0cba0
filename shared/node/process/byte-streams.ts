/**
 * Bytes across the channel to the service's process, one chunk per call so that each side
 * waits for the other (no unbounded buffering): an Inbox is the service's end of an upload
 * (uploadChunk answers once the chunk is taken), a StreamShelf keeps the streams a host reads
 * from by id (readStream), and remoteReadable is the host's end of one of those.
 */
import { Readable } from 'node:stream';

interface Pushed {
  bytes: Uint8Array;
  taken: (more: boolean) => void;
}

/** An upload's bytes as they arrive, read once as an async iterable. */
export class Inbox implements AsyncIterable<Uint8Array> {
  private readonly queue: Pushed[] = [];
  private wake: (() => void) | undefined;
  private ended = false;
  private failure: Error | undefined;
  private stopped = false;

  /** Adds the next bytes: true once they are taken, false if the reader stopped. */
  push(bytes: Uint8Array): Promise<boolean> {
    if (this.stopped || this.ended) return Promise.resolve(false);
    return new Promise((taken) => {
      this.queue.push({ bytes, taken });
      this.wake?.();
    });
  }

  /** No more bytes: the reader ends (or fails with `failure`: the sender gave up). */
  end(failure?: Error): void {
    this.ended = true;
    this.failure = failure;
    this.wake?.();
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<Uint8Array> {
    try {
      for (;;) {
        const next = this.queue.shift();
        if (next) {
          next.taken(true);
          yield next.bytes;
          continue;
        }
        if (this.ended) {
          if (this.failure) throw this.failure;
          return;
        }
        await new Promise<void>((resolve) => (this.wake = resolve));
        this.wake = undefined;
      }
    } finally {
      // The reader stopped early (a refusal): every sender waiting hears so.
      this.stopped = true;
      for (const pending of this.queue.splice(0)) pending.taken(false);
    }
  }
}

/** Streams a host reads from, chunk by chunk, by id. */
export class StreamShelf {
  private lastId = 0;
  private readonly streams = new Map<
    number,
    { stream: Readable; chunks: AsyncIterator<unknown> }
  >();

  /** Keeps a stream; its id. */
  put(stream: Readable): number {
    const id = ++this.lastId;
    this.streams.set(id, { stream, chunks: stream[Symbol.asyncIterator]() });
    return id;
  }

  /** The stream's next bytes; null at its end, or for a stream not (or no longer) kept. */
  async read(id: number): Promise<Uint8Array | null> {
    const kept = this.streams.get(id);
    if (!kept) return null;
    try {
      const next = await kept.chunks.next();
      if (next.done === true) {
        this.streams.delete(id);
        return null;
      }
      return next.value as Uint8Array;
    } catch (error) {
      this.streams.delete(id);
      throw error;
    }
  }

  /** Closes a stream before its end. */
  close(id: number): void {
    this.streams.get(id)?.stream.destroy();
    this.streams.delete(id);
  }

  /** Closes every stream (the service stops). */
  closeAll(): void {
    for (const id of [...this.streams.keys()]) this.close(id);
  }
}

/** A Readable over a stream kept on the other side: pulled chunk by chunk, closed there when destroyed. */
export function remoteReadable(
  read: () => Promise<Uint8Array | null>,
  close: () => Promise<unknown>,
): Readable {
  let done = false;
  return new Readable({
    read() {
      read().then(
        (bytes) => {
          if (bytes === null) done = true;
          this.push(
            bytes === null ? null : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length),
          );
        },
        (error: unknown) => {
          done = true;
          this.destroy(error instanceof Error ? error : new Error(String(error)));
        },
      );
    },
    destroy(error, callback) {
      if (!done) void close().catch(() => undefined);
      callback(error);
    },
  });
}
