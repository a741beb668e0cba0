/**
 * What a check pool and its worker threads say to each other. Each batch carries a flag in
 * shared memory: whichever thread swaps it from FREE first runs the batch, so the main thread
 * can take batches a worker has not started without asking it, and none runs twice.
 */
import type { TaskIn, TaskKind, TaskOut } from './tasks';

/** Not taken yet. */
export const BATCH_FREE = 0;
/** Taken by the worker it was sent to. */
export const BATCH_THERE = 1;
/** Taken by the main thread. */
export const BATCH_HERE = 2;

/** A batch sent to a worker. */
export interface BatchMessage<K extends TaskKind = TaskKind> {
  id: number;
  kind: K;
  tasks: TaskIn<K>[];
  claim: Int32Array;
}

/** A worker's answer: the batch's results in order, or why it could not run it. */
export type BatchReply<K extends TaskKind = TaskKind> =
  { id: number; results: TaskOut<K>[] } | { id: number; error: string };
