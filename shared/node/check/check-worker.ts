/**
 * The worker thread of a check pool (bundled to dist/cli/check-worker.mjs and
 * out/main/check-worker.cjs): it takes each batch it is sent unless this process's main
 * thread took it first, runs it, and sends the results back.
 */
import { parentPort } from 'node:worker_threads';
import { BATCH_FREE, BATCH_THERE, type BatchMessage, type BatchReply } from './check-protocol';
import { runBatch } from './tasks';

parentPort?.on('message', ({ id, kind, tasks, claim }: BatchMessage) => {
  if (Atomics.compareExchange(claim, 0, BATCH_FREE, BATCH_THERE) !== BATCH_FREE) return;
  let reply: BatchReply;
  try {
    reply = { id, results: runBatch(kind, tasks) };
  } catch (error) {
    // The main thread runs the batch again itself, and meets the same error there.
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});
