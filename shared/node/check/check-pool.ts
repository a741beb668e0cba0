/**
 * Checking many skills on every core: tasks are added as they are found (while discovery is
 * still walking), sealed into batches and sent to worker threads, and this thread takes the
 * batches no worker has started once it has nothing else to do. Results come back in the
 * order the tasks were added, whichever thread ran them, so the output never depends on the
 * threads. A small run never starts a thread (starting one costs more than it saves), and a
 * run without a worker script, or whose workers cannot start or die, finishes on this thread.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { BATCH_FREE, BATCH_HERE, type BatchMessage, type BatchReply } from './check-protocol';
import { runBatch, type TaskIn, type TaskKind, type TaskOut } from './tasks';

/** How a run uses threads. */
export interface PoolOptions {
  /** The worker entry (the bundled check-worker); without one every task runs here. */
  script?: string | URL;
  /** Worker threads at most (default: one per core but this thread's, at most four). */
  threads?: number;
  /** Tasks added before threads are started (default 256): fewer are done faster here. */
  startAt?: number;
  /** Tasks per batch (default 32). */
  batchSize?: number;
}

interface Batch<K extends TaskKind> {
  id: number;
  /** Index of its first task. */
  first: number;
  tasks: TaskIn<K>[];
  claim: Int32Array;
  done: boolean;
}

interface Slot {
  worker: Worker;
  /** Batches sent to it and not answered. */
  sent: Set<number>;
  dead: boolean;
}

// Young-generation room for a worker: a check allocates much that dies at once, and a larger
// nursery collects it in fewer pauses.
const WORKER_YOUNG_MB = 64;

/** The worker threads a run starts by default: one per core but this thread's, at most four. */
export function defaultThreads(): number {
  return Math.max(1, Math.min(availableParallelism() - 1, 4));
}

/** Starts a worker thread of `script` (undefined when the script is missing or cannot start). */
export function startWorker(script: string | URL): Worker | undefined {
  if (!existsSync(toPath(script))) return undefined;
  try {
    return new Worker(script, { resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_MB } });
  } catch {
    // No more threads to be had: the ones started (or this one) do the work.
    return undefined;
  }
}

/** One run of tasks of a kind: add them, then finish for the results. */
export class CheckRun<K extends TaskKind> {
  private readonly results: TaskOut<K>[] = [];
  private readonly batches: Batch<K>[] = [];
  private filling: TaskIn<K>[] = [];
  private added = 0;
  private done = 0;
  /** Undefined until threads are started (an empty list when none could be). */
  private slots: Slot[] | undefined;
  private turn = 0;
  /** Batches before it were taken by some thread (runWaiting). */
  private waiting = 0;
  private failure: Error | undefined;
  private settle: (() => void) | undefined;
  private readonly batchSize: number;
  private readonly startAt: number;

  constructor(
    private readonly kind: K,
    private readonly options: PoolOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 32;
    this.startAt = options.startAt ?? 256;
  }

  /** Adds a task; returns its index in the results. */
  add(task: TaskIn<K>): number {
    const index = this.added++;
    this.filling.push(task);
    if (this.filling.length >= this.batchSize) this.seal();
    if (this.slots === undefined && this.added >= this.startAt) this.start();
    return index;
  }

  /** Every task's result, in the order they were added. Threads are stopped. */
  async finish(): Promise<TaskOut<K>[]> {
    try {
      return await this.settled();
    } finally {
      this.stop();
    }
  }

  /**
   * Every task's result so far, in the order they were added, with the threads left running:
   * tasks that need what these found (the same names) can be added and finished on them.
   */
  async settled(): Promise<TaskOut<K>[]> {
    this.seal();
    // This thread helps with the batches no worker has started, newest first (the workers
    // take them oldest first), until none is left.
    for (let i = this.batches.length - 1; i >= 0; i--) this.takeHere(this.batches[i]);
    if (this.done < this.batches.length && this.failure === undefined)
      await new Promise<void>((resolve) => (this.settle = resolve));
    if (this.failure !== undefined) throw this.failure;
    return this.results;
  }

  /**
   * Runs here, oldest first, every sealed batch no worker has taken: a thread that is given the
   * tasks as another one finds them checks them between its messages.
   */
  runWaiting(): void {
    for (; this.waiting < this.batches.length; this.waiting++)
      this.takeHere(this.batches[this.waiting]);
  }

  // Runs a batch here if no thread has taken it (whichever swaps its flag first runs it).
  private takeHere(batch: Batch<K> | undefined): void {
    if (
      batch &&
      !batch.done &&
      Atomics.compareExchange(batch.claim, 0, BATCH_FREE, BATCH_HERE) === BATCH_FREE
    )
      this.runHere(batch);
  }

  /** How many worker threads are running (for tests). */
  get threads(): number {
    return this.slots?.filter((s) => !s.dead).length ?? 0;
  }

  private seal(): void {
    if (this.filling.length === 0) return;
    const batch: Batch<K> = {
      id: this.batches.length,
      first: this.added - this.filling.length,
      tasks: this.filling,
      claim: new Int32Array(new SharedArrayBuffer(4)),
      done: false,
    };
    this.batches.push(batch);
    this.filling = [];
    if (this.slots) this.send(batch);
  }

  private start(): void {
    this.slots = [];
    const script = this.options.script;
    const threads = this.options.threads ?? defaultThreads();
    if (script === undefined) return;
    for (let i = 0; i < threads; i++) {
      const worker = startWorker(script);
      if (!worker) break;
      const slot: Slot = { worker, sent: new Set(), dead: false };
      worker.on('message', (reply: BatchReply<K>) => this.guard(() => this.answer(slot, reply)));
      worker.on('error', () => this.guard(() => this.gone(slot)));
      worker.on('exit', () => this.guard(() => this.gone(slot)));
      worker.on('messageerror', () =>
        this.guard(() => {
          this.gone(slot);
          void worker.terminate();
        }),
      );
      this.slots.push(slot);
    }
    for (const batch of this.batches) this.send(batch);
  }

  private send(batch: Batch<K>): void {
    const live = (this.slots ?? []).filter((s) => !s.dead);
    const slot = live[this.turn++ % Math.max(1, live.length)];
    if (!slot) return;
    const message: BatchMessage<K> = {
      id: batch.id,
      kind: this.kind,
      tasks: batch.tasks,
      claim: batch.claim,
    };
    slot.sent.add(batch.id);
    try {
      slot.worker.postMessage(message);
    } catch {
      // Not sendable: it stays free, and this thread takes it.
      slot.sent.delete(batch.id);
    }
  }

  private answer(slot: Slot, reply: BatchReply<K>): void {
    slot.sent.delete(reply.id);
    const batch = this.batches[reply.id];
    if (!batch || batch.done) return;
    if ('error' in reply) this.runHere(batch);
    else this.store(batch, reply.results);
  }

  // A worker that died leaves what it was sent and did not answer to this thread: a batch it
  // had taken is run again here (its results never came).
  private gone(slot: Slot): void {
    if (slot.dead) return;
    slot.dead = true;
    for (const id of slot.sent) {
      const batch = this.batches[id];
      if (batch && !batch.done) this.runHere(batch);
    }
    slot.sent.clear();
  }

  private runHere(batch: Batch<K>): void {
    this.store(batch, runBatch(this.kind, batch.tasks));
  }

  private store(batch: Batch<K>, results: TaskOut<K>[]): void {
    results.forEach((r, i) => (this.results[batch.first + i] = r));
    batch.done = true;
    // Nothing runs it again: what it carried (validate's SKILL.md bytes) can go.
    batch.tasks = [];
    this.done++;
    if (this.done === this.batches.length) this.settle?.();
  }

  // An event handler that throws would end the process: the error ends the run instead.
  private guard(handle: () => void): void {
    try {
      handle();
    } catch (error) {
      this.failure ??=
        error instanceof Error ? error : new Error('a check failed', { cause: error });
      this.settle?.();
    }
  }

  /** Stops the threads (finish does; a caller of settled that gives up calls it). */
  stop(): void {
    for (const slot of this.slots ?? []) {
      slot.dead = true;
      slot.worker.unref();
      void slot.worker.terminate();
    }
  }
}

function toPath(script: string | URL): string {
  return script instanceof URL || script.startsWith('file:') ? fileURLToPath(script) : script;
}
