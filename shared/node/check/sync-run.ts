/**
 * A check pool's run for a caller that cannot wait for its event loop: the service's first
 * list of a library is made inside one synchronous call (nothing else may see the library
 * half-read), so the results are awaited by blocking (Atomics.wait) and taken from the
 * workers' ports directly (receiveMessageOnPort). Tasks are added as discovery finds them and
 * sent to the workers in batches; once every task is added, this thread runs every batch no
 * worker has taken, newest first, then waits for the others. A worker that answers with an
 * error has its batch run here; one that stops answering (it died, or hangs) has the batches
 * it took run here after `stallMs` without an answer. Results come in the order the tasks
 * were added, whichever thread ran them.
 */
import { performance } from 'node:perf_hooks';
import { MessageChannel, receiveMessageOnPort, type Worker } from 'node:worker_threads';
import { defaultThreads, startWorker } from './check-pool';
import {
  BATCH_FREE,
  BATCH_HERE,
  type BatchMessage,
  type BatchReply,
  type SyncReplies,
} from './check-protocol';
import { runBatch, type TaskIn, type TaskKind, type TaskOut } from './tasks';

/** How a synchronous run uses threads. */
export interface SyncRunOptions {
  /** The worker entry (the bundled check-worker); without one every task runs here. */
  script?: string | URL;
  /** Worker threads at most (default: one per core but this thread's, at most four). */
  threads?: number;
  /** Tasks added before threads are started (default 256): fewer are done faster here. */
  startAt?: number;
  /** Tasks per batch (default 64). */
  batchSize?: number;
  /** How long to wait without any answer before running the taken batches here (default 5 s). */
  stallMs?: number;
  /**
   * False: this thread runs only what no worker can (tests make the workers do everything
   * this way). Default true.
   */
  helps?: boolean;
}

interface Batch<K extends TaskKind> {
  /** Index of its first task. */
  first: number;
  tasks: TaskIn<K>[];
  claim: Int32Array;
  results?: TaskOut<K>[];
}

interface Thread {
  worker: Worker;
  replies: MessagePort;
}

type MessagePort = SyncReplies['replies'];

/** One synchronous run of tasks of a kind: add them, then finish for the results. */
export class SyncRun<K extends TaskKind> {
  private readonly batches: Batch<K>[] = [];
  private filling: TaskIn<K>[] = [];
  private added = 0;
  private threads: Thread[] | undefined;
  private readonly answered = new Int32Array(new SharedArrayBuffer(4));
  private readonly batchSize: number;
  private readonly startAt: number;
  /** How many tasks worker threads ran (the rest ran on this thread). */
  ranElsewhere = 0;

  constructor(
    private readonly kind: K,
    private readonly options: SyncRunOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 64;
    this.startAt = options.startAt ?? 256;
  }

  /** Adds a task; returns its index in the results. */
  add(task: TaskIn<K>): number {
    const index = this.added++;
    this.filling.push(task);
    if (this.filling.length >= this.batchSize) this.seal();
    if (this.threads === undefined && this.added >= this.startAt) this.start();
    return index;
  }

  /** Every task's result, in the order they were added. The threads are stopped. */
  finish(): TaskOut<K>[] {
    try {
      this.seal();
      const helps = this.options.helps !== false || (this.threads ?? []).length === 0;
      for (let i = this.batches.length - 1; helps && i >= 0; i--) {
        const batch = this.batches[i];
        if (batch && Atomics.compareExchange(batch.claim, 0, BATCH_FREE, BATCH_HERE) === BATCH_FREE)
          batch.results = runBatch(this.kind, batch.tasks);
      }
      this.awaitTaken();
      const out: TaskOut<K>[] = [];
      for (const batch of this.batches)
        batch.results?.forEach((r, i) => (out[batch.first + i] = r));
      return out;
    } finally {
      this.stop();
    }
  }

  // Waits for the batches the workers took; after `stallMs` without an answer, runs them here.
  private awaitTaken(): void {
    const stallMs = this.options.stallMs ?? 5000;
    let heard = performance.now();
    for (;;) {
      const seen = Atomics.load(this.answered, 0);
      if (this.takeAnswers()) heard = performance.now();
      const pending = this.batches.filter((b) => b.results === undefined);
      if (pending.length === 0) return;
      if (performance.now() - heard > stallMs) {
        for (const batch of pending) batch.results = runBatch(this.kind, batch.tasks);
        return;
      }
      Atomics.wait(this.answered, 0, seen, 50);
    }
  }

  // Every answer waiting on the workers' ports; true when there was one.
  private takeAnswers(): boolean {
    let any = false;
    for (const thread of this.threads ?? []) {
      for (;;) {
        const received = receiveMessageOnPort(thread.replies);
        if (!received) break;
        any = true;
        const reply = received.message as BatchReply<K>;
        const batch = this.batches[reply.id];
        if (!batch || batch.results !== undefined) continue;
        // An error, or an answer that is not one result per task (never trusted), is run here.
        if ('error' in reply || reply.results.length !== batch.tasks.length)
          batch.results = runBatch(this.kind, batch.tasks);
        else {
          batch.results = reply.results;
          this.ranElsewhere += reply.results.length;
        }
      }
    }
    return any;
  }

  private seal(): void {
    if (this.filling.length === 0) return;
    const batch: Batch<K> = {
      first: this.added - this.filling.length,
      tasks: this.filling,
      claim: new Int32Array(new SharedArrayBuffer(4)),
    };
    this.batches.push(batch);
    this.filling = [];
    if (this.threads) this.send(this.batches.length - 1);
  }

  private start(): void {
    this.threads = [];
    const script = this.options.script;
    if (script === undefined) return;
    const count = this.options.threads ?? defaultThreads();
    for (let i = 0; i < count; i++) {
      const worker = startWorker(script);
      if (!worker) break;
      // A worker that fails is noticed by its silence (see awaitTaken): its events are not
      // waited for, and must not end the process.
      worker.on('error', () => undefined);
      const channel = new MessageChannel();
      const hello: SyncReplies = { replies: channel.port2, answered: this.answered };
      try {
        worker.postMessage(hello, [channel.port2]);
      } catch {
        void worker.terminate();
        continue;
      }
      this.threads.push({ worker, replies: channel.port1 });
    }
    for (let id = 0; id < this.batches.length; id++) this.send(id);
  }

  private send(id: number): void {
    const threads = this.threads ?? [];
    const batch = this.batches[id];
    const thread = threads[id % Math.max(1, threads.length)];
    if (!batch || !thread) return;
    const message: BatchMessage<K> = {
      id,
      kind: this.kind,
      tasks: batch.tasks,
      claim: batch.claim,
    };
    try {
      thread.worker.postMessage(message);
    } catch {
      // Not sendable: it stays free, and this thread takes it.
    }
  }

  /** Stops the threads (finish does). */
  stop(): void {
    for (const thread of this.threads ?? []) {
      thread.replies.close();
      thread.worker.unref();
      void thread.worker.terminate();
    }
    this.threads = [];
  }
}
