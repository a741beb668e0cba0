/**
 * The deflate thread: the same bytes as this thread, batches shared between the two without
 * one being deflated twice, one worker kept between packagings and stopped once idle, and a
 * worker that dies leaving its batches to this thread.
 */
import { deflateRawSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createDeflater,
  KEEP_IDLE_MS,
  WORKER_FROM_BYTES,
  type Deflater,
} from '../../../../shared/node/archive/deflater';

/** Seeded-free but varied: batch k, file i, each a few KiB that compress. */
const batches = (count: number, files = 20) =>
  Array.from({ length: count }, (_, k) =>
    Array.from({ length: files }, (_, i) => Buffer.from(`batch ${k} file ${i} `.repeat(300 + i))),
  );

function expectDeflated(results: Buffer[][], inputs: Buffer[][]) {
  expect(results).toHaveLength(inputs.length);
  results.forEach((out, k) =>
    out.forEach((packed, i) =>
      expect(packed.equals(deflateRawSync(inputs[k]?.[i] ?? ''))).toBe(true),
    ),
  );
}

// What the tests look at inside: the worker a deflater uses and what that worker was sent.
interface ThreadInside {
  alive: boolean;
  worker: {
    terminate(): Promise<number>;
    postMessage(message: unknown): void;
    on(event: 'message', listener: () => void): void;
  };
  sent: Map<number, unknown>;
}
const threadOf = (d: Deflater) => Reflect.get(d, 'thread') as ThreadInside | undefined;

/** Waits for a state (a worker gone, say): up to 20 s, inside the test's 30, naming it if not. */
async function until(condition: () => boolean) {
  await vi.waitFor(() => expect(condition()).toBe(true), { timeout: 20_000, interval: 10 });
}

/**
 * Holds what the deflater sends its worker until the test lets it through: which batches the
 * worker has reached, and when, is then the test's choice rather than the scheduler's.
 */
function holdWorker(thread: ThreadInside) {
  const held: unknown[] = [];
  const { worker } = thread;
  const post = worker.postMessage.bind(worker);
  worker.postMessage = (message) => held.push(message);
  return {
    /** Lets the oldest `count` held messages through (all by default). */
    release(count = held.length) {
      for (const message of held.splice(0, count)) post(message);
    },
    /** Lets everything through, from now on too. */
    end() {
      this.release();
      Reflect.deleteProperty(worker, 'postMessage');
    },
  };
}

/** Counts the worker's answers: one for every batch it deflated. */
function countAnswers(thread: ThreadInside) {
  const answers = { count: 0 };
  thread.worker.on('message', () => answers.count++);
  return answers;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createDeflater', () => {
  it('small work with no worker up stays on this thread; enough work starts one', async () => {
    // Let any worker from another test go first, so "none up" holds.
    const before = createDeflater(WORKER_FROM_BYTES);
    const thread = threadOf(before);
    await before.close();
    await thread?.worker.terminate();
    await until(() => thread?.alive === false);
    expect(threadOf(createDeflater(WORKER_FROM_BYTES - 1))).toBeUndefined();
    const big = createDeflater(WORKER_FROM_BYTES);
    expect(threadOf(big)?.alive).toBe(true);
    await big.close();
  });

  it('the worker is kept for the next packaging, even a small one, and stopped once idle', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const first = createDeflater(WORKER_FROM_BYTES);
    const input = batches(2);
    expectDeflated([await first.deflate(input[0] ?? [])], input.slice(0, 1));
    await first.close();
    const second = createDeflater(1024);
    const thread = threadOf(second);
    expect(thread).toBe(threadOf(first));
    expectDeflated([await second.deflate(input[1] ?? [])], input.slice(1));
    await second.close();
    // Idle, but not yet for long: still up. Then past the limit: stopped, and a small job
    // goes back to this thread.
    vi.advanceTimersByTime(KEEP_IDLE_MS - 1000);
    expect(thread?.alive).toBe(true);
    vi.advanceTimersByTime(1000);
    vi.useRealTimers();
    await until(() => thread?.alive === false);
    expect(threadOf(createDeflater(1024))).toBeUndefined();
  });

  it('batches this thread takes while the worker is busy are deflated once, in either place, with the same bytes', async () => {
    const deflater = createDeflater(WORKER_FROM_BYTES);
    const thread = threadOf(deflater);
    if (!thread) throw new Error('no worker');
    const answers = countAnswers(thread);
    const held = holdWorker(thread);
    const input = batches(24);
    const pending = input.map((b) => deflater.deflate(b));
    // The worker has reached the oldest 8 (and answered them); the rest wait behind them.
    held.release(8);
    await Promise.all(pending.slice(0, 8));
    // This thread takes every batch the worker has not started, newest first.
    let taken = 0;
    while (deflater.helpOnce()) taken++;
    expect(taken).toBe(16);
    // The worker then reaches the 16 and skips them: its next answer, to a batch sent after
    // them, is the only one more it gives.
    held.end();
    const after = batches(1)[0] ?? [];
    expectDeflated([await deflater.deflate(after)], [after]);
    expect(answers.count).toBe(8 + 1);
    expectDeflated(await Promise.all(pending), input);
    // Every batch was answered or taken: nothing is left waiting for an answer.
    expect(thread.sent.size).toBe(0);
    await deflater.close();
  });

  it('racing the worker for the same batches, each is deflated once, whichever thread wins it', async () => {
    const deflater = createDeflater(WORKER_FROM_BYTES);
    const thread = threadOf(deflater);
    if (!thread) throw new Error('no worker');
    const answers = countAnswers(thread);
    const input = batches(24);
    const pending = input.map((b) => deflater.deflate(b));
    let taken = 0;
    while (deflater.helpOnce()) taken++;
    expectDeflated(await Promise.all(pending), input);
    // The worker has looked at every batch once it answers one sent after them all.
    const after = batches(1)[0] ?? [];
    expectDeflated([await deflater.deflate(after)], [after]);
    // How the batches split depends on the scheduler; that each went one way is what holds.
    expect(taken + answers.count).toBe(input.length + 1);
    expect(thread.sent.size).toBe(0);
    await deflater.close();
  });

  it('the worker gets every batch at once: it works through them while this thread is busy without a break', async () => {
    const deflater = createDeflater(WORKER_FROM_BYTES);
    // Up and answering first, so only the sending is under test.
    await deflater.deflate(batches(1)[0] ?? []);
    const input = batches(12);
    const pending = input.map((b) => deflater.deflate(b));
    // This thread now runs without yielding, as validation does. The batches' shared flags
    // show the worker taking them all meanwhile (a worker handed a few at a time, the rest
    // on its answers, would stop after the first few: its answers wait for this thread).
    const claims = [...(Reflect.get(deflater, 'pending') as Map<number, { claim: Int32Array }>)]
      .slice(-input.length)
      .map(([, job]) => job.claim);
    // A bound only for the broken case, where the worker would wait for good: this thread
    // spins, so the test's own time limit could not end it.
    const deadline = Date.now() + 20_000;
    while (claims.some((c) => Atomics.load(c, 0) === 0) && Date.now() < deadline);
    expect(claims.filter((c) => Atomics.load(c, 0) === 0)).toHaveLength(0);
    expectDeflated(await Promise.all(pending), input);
    await deflater.close();
  });

  it('a deflater closed with batches pending waits only for the one the worker is on, and leaves the worker clean', async () => {
    const first = createDeflater(WORKER_FROM_BYTES);
    const thread = threadOf(first);
    if (!thread) throw new Error('no worker');
    const answers = countAnswers(thread);
    const held = holdWorker(thread);
    // A failed write never collects these.
    const dropped = batches(30).map((b) => first.deflate(b));
    let answered = 0;
    for (const p of dropped) void p.then(() => answered++);
    // The worker has reached the first batch when the deflater is closed.
    held.release(1);
    const claims = [...(Reflect.get(first, 'pending') as Map<number, { claim: Int32Array }>)];
    const claim = claims[0]?.[1].claim ?? new Int32Array(1);
    await until(() => Atomics.load(claim, 0) !== 0);
    await first.close();
    // The worker finished what it had started (never stopped inside zlib): that one answer.
    expect(answered).toBe(1);
    // ...and skips the rest when it reaches them: the next deflater's three answers are the
    // only ones more it gives.
    held.end();
    const second = createDeflater(WORKER_FROM_BYTES);
    expect(threadOf(second)).toBe(thread);
    const input = batches(3);
    expectDeflated(await Promise.all(input.map((b) => second.deflate(b))), input);
    expect(answers.count).toBe(1 + 3);
    expect(answered).toBe(1);
    expect(thread.sent.size).toBe(0);
    await second.close();
  });

  it('a worker that dies midway leaves its batches to this thread: same bytes, and the next deflater starts a new one', async () => {
    const input = batches(4);
    const deflater = createDeflater(WORKER_FROM_BYTES);
    const thread = threadOf(deflater);
    const first = await deflater.deflate(input[0] ?? []);
    // Dies with batches sent that it never answers (what an out-of-memory kill would leave).
    // Stopped while idle, as the deflater itself only ever stops it: Node aborts the whole
    // process when a worker is stopped midway through making a zlib stream.
    const dying = thread?.worker.terminate();
    const rest = input.slice(1).map((b) => deflater.deflate(b));
    await dying;
    expectDeflated([first, ...(await Promise.all(rest))], input);
    expect(thread?.alive).toBe(false);
    await deflater.close();
    const next = createDeflater(WORKER_FROM_BYTES);
    expect(threadOf(next)).not.toBe(thread);
    expect(threadOf(next)?.alive).toBe(true);
    expectDeflated([await next.deflate(input[0] ?? [])], input.slice(0, 1));
    await next.close();
  });
});
