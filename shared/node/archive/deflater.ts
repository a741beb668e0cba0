/**
 * Deflating small files in batches, on a second thread when there is enough to deflate: the
 * worker deflates while this thread reads files and writes the archive (and takes over the
 * batches the worker has not started when it would otherwise wait). The output is the same
 * bytes either way (one zlib, level 6, raw deflate), so the archive never depends on which
 * thread ran.
 *
 * The worker's code is a string evaluated as a script rather than a module file: it needs
 * nothing but node:zlib, and a string loads the same from the CLI's bundle, Electron's asar
 * and the TypeScript sources the tests run.
 */
import { Worker } from 'node:worker_threads';
import { deflateRawSync } from 'node:zlib';

/** Deflates batches of buffers, each to a raw deflate stream (zip method 8). */
export interface Deflater {
  deflate(batch: readonly Buffer[]): Promise<Buffer[]>;
  /**
   * Deflates one batch the worker has not started, on this thread, for a caller that would
   * otherwise wait; false when there is none. Takes the newest batch, the one needed last.
   */
  helpOnce(): boolean;
  /** Stops the worker, if any. Batches still pending are dropped: only a failed write leaves any. */
  close(): Promise<void>;
}

/** Below this many bytes to deflate, starting a thread (~20 ms) costs more than it saves. */
export const WORKER_FROM_BYTES = 512 * 1024;

const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { deflateRawSync } = require('node:zlib');
// A copy of just the output: a small one is a view of zlib's 16 KiB buffer, all of which
// would be cloned and kept (what tight() avoids on the other thread).
parentPort.on('message', ({ id, batch }) => {
  try {
    parentPort.postMessage({ id, out: batch.map((data) => Buffer.from(deflateRawSync(data))) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
});
`;

const deflateHere = (batch: readonly Buffer[]): Buffer[] =>
  batch.map((b) => tight(deflateRawSync(b)));

// zlib hands back a view of its 16 KiB output buffer: kept as it is, each of 40,000 small
// files would hold on to 16 KiB until the archive is written. A copy holds only its bytes.
function tight(out: Buffer): Buffer {
  return out.byteLength * 2 < out.buffer.byteLength ? Buffer.from(out) : out;
}

/** A deflater for about `bytes` bytes: a worker when that is worth a thread, else this thread. */
export function createDeflater(bytes: number): Deflater {
  if (bytes < WORKER_FROM_BYTES) return inlineDeflater;
  try {
    return new WorkerDeflater();
  } catch {
    // No threads to be had (resource limits): the same bytes, only slower.
    return inlineDeflater;
  }
}

const inlineDeflater: Deflater = {
  deflate: (batch) => Promise.resolve(deflateHere(batch)),
  helpOnce: () => false,
  close: () => Promise.resolve(),
};

/** Batches handed to the worker at once: the next is queued there when one finishes. */
const IN_FLIGHT = 2;

interface Pending {
  batch: readonly Buffer[];
  resolve(out: Buffer[]): void;
  reject(error: Error): void;
}

interface Reply {
  id: number;
  out?: Uint8Array[];
  error?: string;
}

class WorkerDeflater implements Deflater {
  private readonly worker = new Worker(WORKER_SOURCE, { eval: true });
  /** Not sent yet: the worker takes from the front, helpOnce from the back. */
  private readonly queue: Pending[] = [];
  private readonly sent = new Map<number, Pending>();
  private nextId = 0;
  private broken = false;

  constructor() {
    // The worker must not keep a finished CLI alive, and it is closed explicitly anyway.
    this.worker.unref();
    this.worker.on('message', (reply: Reply) => this.answer(reply));
    // A worker that dies leaves its batches to this thread (they were copied, not moved).
    this.worker.on('error', () => this.takeBack());
    this.worker.on('exit', () => this.takeBack());
  }

  deflate(batch: readonly Buffer[]): Promise<Buffer[]> {
    return new Promise<Buffer[]>((resolve, reject) => {
      this.queue.push({ batch, resolve, reject });
      if (this.broken) this.takeBack();
      else this.send();
    });
  }

  helpOnce(): boolean {
    const job = this.queue.pop();
    if (job) settleHere(job);
    return job !== undefined;
  }

  async close(): Promise<void> {
    this.broken = true;
    this.queue.length = 0;
    this.sent.clear();
    await this.worker.terminate();
  }

  private send(): void {
    while (this.sent.size < IN_FLIGHT) {
      const job = this.queue.shift();
      if (!job) return;
      const id = this.nextId++;
      this.sent.set(id, job);
      this.worker.postMessage({ id, batch: job.batch });
    }
  }

  private answer({ id, out, error }: Reply): void {
    const job = this.sent.get(id);
    if (!job) return;
    this.sent.delete(id);
    if (error !== undefined) job.reject(new Error(error));
    // Structured cloning turned the Buffers into Uint8Arrays: view them as Buffers again.
    else job.resolve((out ?? []).map((u) => Buffer.from(u.buffer, u.byteOffset, u.byteLength)));
    this.send();
  }

  private takeBack(): void {
    this.broken = true;
    const jobs = [...this.sent.values(), ...this.queue];
    this.sent.clear();
    this.queue.length = 0;
    jobs.forEach(settleHere);
  }
}

function settleHere(job: Pending): void {
  try {
    job.resolve(deflateHere(job.batch));
  } catch (error) {
    job.reject(error instanceof Error ? error : new Error(String(error)));
  }
}
