/**
 * The worker thread of a check pool (bundled to dist/cli/check-worker.mjs): it takes each
 * batch it is sent unless this process's main thread took it first, runs it, and sends the
 * results back; or it walks a root and sends what it read (walk-thread.ts).
 */
import { parentPort } from 'node:worker_threads';
import { BATCH_FREE, BATCH_THERE, type BatchMessage, type BatchReply } from './check-protocol';
import { runBatch } from './tasks';
import { walkAndRead, type WalkRequest } from './walk-thread';

parentPort?.on('message', (message: BatchMessage | WalkRequest) => {
  if ('walk' in message) {
    // An error ends the thread, and the asking one walks the root itself.
    walkAndRead(message, (reply, transfer) => parentPort?.postMessage(reply, transfer));
    return;
  }
  const { id, kind, tasks, claim } = message;
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
