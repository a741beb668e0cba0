/**
 * Deflating small files in batches, on a second thread when there is enough to deflate: the
 * worker deflates while this thread validates, reads files and writes the archive (and takes
 * over batches the worker has not started when it would otherwise wait). The output is the
 * same bytes either way (one zlib, level 6, raw deflate), so the archive never depends on
 * which thread ran.
 *
 * One worker serves every packaging in the process and is kept for a while after the last:
 * a desktop app packages again and again, and a thread that is already up saves its start
 * and its slow first batches each time. It never keeps a process alive.
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
  /** Done with this deflater. Batches still pending are dropped: only a failed write leaves any. */
  close(): Promise<void>;
}

/** Below this many bytes to deflate, a thread (when none is up yet) costs more than it saves. */
export const WORKER_FROM_BYTES = 512 * 1024;
/** The worker is stopped once no packaging has used it for this long. */
export const KEEP_IDLE_MS = 60_000;

/** A batch's shared flag: not taken yet, taken by the worker, taken by this thread. */
const FREE = 0;
const THERE = 1;
const HERE = 2;

// Each batch comes with its flag in shared memory: whichever thread swaps it from FREE first
// deflates the batch. This thread can so take one without asking (the worker may be busy),
// the worker is sent every batch at once (it must not wait for this thread, which may be
// validating, to come back to its event loop), and no batch is deflated twice.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { deflateRawSync } = require('node:zlib');
const [FREE, THERE] = [${FREE}, ${THERE}];
parentPort.on('message', ({ id, batch, claim }) => {
  if (Atomics.compareExchange(claim, 0, FREE, THERE) !== FREE) return;
  try {
    // The batch's outputs in one buffer of their own, moved rather than copied: a small
    // output alone is a view of zlib's 16 KiB buffer or of the 8 KiB pool, which would be
    // cloned with it.
    const outs = batch.map((data) => deflateRawSync(data));
    const packed = new Uint8Array(outs.reduce((n, out) => n + out.length, 0));
    let at = 0;
    const ends = outs.map((out) => (packed.set(out, at), (at += out.length)));
    parentPort.postMessage({ id, packed, ends }, [packed.buffer]);
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

/**
 * A deflater for about `bytes` bytes: on the worker when one is up or the work is worth
 * starting one, else on this thread.
 */
export function createDeflater(bytes: number): Deflater {
  if (bytes < WORKER_FROM_BYTES && !thread) return inlineDeflater;
  try {
    thread ??= new DeflateThread();
    return new ThreadDeflater(thread);
  } catch {
    // No threads to be had (resource limits): the same bytes, only slower.
    return inlineDeflater;
  }
}

/** Deflates on this thread alone. */
export const inlineDeflater: Deflater = {
  deflate: (batch) => Promise.resolve(deflateHere(batch)),
  helpOnce: () => false,
  close: () => Promise.resolve(),
};

/** A batch on its way: settled once, by the worker's answer or on this thread. */
interface Job {
  batch: readonly Buffer[];
  claim: Int32Array;
  done: boolean;
  resolve(out: Buffer[]): void;
  reject(error: Error): void;
}

interface Reply {
  id: number;
  /** The batch's outputs one after another, the i-th ending at ends[i]. */
  packed?: Uint8Array;
  ends?: number[];
  error?: string;
}

/** The worker in use, if any. */
let thread: DeflateThread | undefined;

/** The worker and the batches sent to it, whoever sent them. */
class DeflateThread {
  private readonly worker = new Worker(WORKER_SOURCE, { eval: true });
  private readonly sent = new Map<number, Job>();
  private nextId = 0;
  private users = 0;
  private idle: NodeJS.Timeout | undefined;

  constructor() {
    this.worker.on('message', (reply: Reply) => this.answer(reply));
    // A worker that dies leaves its batches to this thread (they were copied, not moved),
    // and so does an answer that cannot be read.
    this.worker.on('error', () => this.gone());
    this.worker.on('exit', () => this.gone());
    this.worker.on('messageerror', () => {
      this.gone();
      void this.worker.terminate();
    });
    // Only batches out keep the process alive: an idle worker (or its timer) must not keep
    // a finished CLI waiting. After the listeners, which would ref it again.
    this.worker.unref();
  }

  get alive(): boolean {
    return thread === this;
  }

  open(): void {
    this.users++;
    clearTimeout(this.idle);
  }

  close(): void {
    if (--this.users > 0 || !this.alive) return;
    this.idle = setTimeout(() => {
      // No longer handed out from here on: a packaging that starts now gets a new worker.
      this.retire();
      void this.worker.terminate();
    }, KEEP_IDLE_MS);
    this.idle.unref();
  }

  send(job: Job): number {
    const id = this.nextId++;
    if (this.sent.size === 0) this.worker.ref();
    this.sent.set(id, job);
    this.worker.postMessage({ id, batch: job.batch, claim: job.claim });
    return id;
  }

  /** Done with a batch: answered, or taken (or dropped) here before the worker got to it. */
  forget(id: number): void {
    this.sent.delete(id);
    if (this.sent.size === 0) this.worker.unref();
  }

  private answer({ id, packed, ends, error }: Reply): void {
    const job = this.sent.get(id);
    if (!job) return;
    this.forget(id);
    settle(job, () => {
      if (error !== undefined) throw new Error(error);
      const all = packed ?? new Uint8Array(0);
      let start = 0;
      return (ends ?? []).map((end) => {
        const out = Buffer.from(all.buffer, all.byteOffset + start, end - start);
        start = end;
        return out;
      });
    });
  }

  private retire(): void {
    if (this.alive) thread = undefined;
  }

  // Whatever the worker had not answered, taken or not, is deflated here; the next deflater
  // starts a new worker.
  private gone(): void {
    this.retire();
    clearTimeout(this.idle);
    const jobs = [...this.sent.values()];
    this.sent.clear();
    for (const job of jobs) settleHere(job);
  }
}

/** One packaging's use of the worker. */
class ThreadDeflater implements Deflater {
  /** Not settled yet, oldest first: the worker works from the front, helpOnce from the back. */
  private readonly pending = new Map<number, Job>();
  private closing: Promise<void> | undefined;
  /** Set while closing: called once no batch is pending. */
  private drained: (() => void) | undefined;

  constructor(private readonly thread: DeflateThread) {
    thread.open();
  }

  deflate(batch: readonly Buffer[]): Promise<Buffer[]> {
    return new Promise<Buffer[]>((resolve, reject) => {
      let id = -1;
      // Settled batches leave the list at once: it holds their files' bytes.
      const job: Job = {
        batch,
        claim: new Int32Array(new SharedArrayBuffer(4)),
        done: false,
        resolve: (out) => {
          this.settled(id);
          resolve(out);
        },
        reject: (error) => {
          this.settled(id);
          reject(error);
        },
      };
      if (!this.thread.alive) return settleHere(job);
      id = this.thread.send(job);
      this.pending.set(id, job);
    });
  }

  helpOnce(): boolean {
    for (const [id, job] of [...this.pending].reverse()) {
      if (!this.take(id, job)) continue;
      settleHere(job);
      return true;
    }
    return false;
  }

  /**
   * What the worker has not started, it skips; what it has, this waits for (one batch, a few
   * ms). So the worker is never inside zlib when it is stopped, here or at the process's
   * exit: Node 20 aborts the whole process when a worker is stopped midway through making a
   * zlib stream ("close before init" in node_zlib.cc).
   */
  close(): Promise<void> {
    this.closing ??= new Promise<void>((resolve) => {
      for (const [id, job] of this.pending) if (this.take(id, job)) this.pending.delete(id);
      this.drained = resolve;
      if (this.pending.size === 0) resolve();
    }).then(() => this.thread.close());
    return this.closing;
  }

  private settled(id: number): void {
    this.pending.delete(id);
    if (this.pending.size === 0) this.drained?.();
  }

  private take(id: number, job: Job): boolean {
    if (Atomics.compareExchange(job.claim, 0, FREE, HERE) !== FREE) return false;
    this.thread.forget(id);
    return true;
  }
}

function settleHere(job: Job): void {
  settle(job, () => deflateHere(job.batch));
}

function settle(job: Job, outcome: () => Buffer[]): void {
  if (job.done) return;
  job.done = true;
  try {
    job.resolve(outcome());
  } catch (error) {
    job.reject(error instanceof Error ? error : new Error(String(error)));
  }
}
