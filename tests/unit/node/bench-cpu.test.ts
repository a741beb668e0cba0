/**
 * The benches' CPU readings from /proc (tests/bench/measure.ts), against the kernel's other
 * account of the same time (getrusage, as process.cpuUsage reads it): a child's CPU, every
 * thread of it, shows in `children` once it has been waited for; this thread's in `thread`.
 * Linux only: elsewhere there is no /proc and the benches leave the row out.
 */
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { procCpuMs } from '../../bench/measure';

// A fixed amount of work on two threads, then the process's own count of its CPU (µs).
const BUSY = `
const { Worker } = require('node:worker_threads');
const work = 'let x = 0; for (let i = 0; i < 2e8; i++) x = (x + i) % 7; globalThis.x = x;';
const worker = new Worker(work, { eval: true });
eval(work);
worker.on('exit', () => {
  const used = process.cpuUsage();
  process.stdout.write(String(used.user + used.system));
});
`;

// /proc gives user and system time each cut down to whole 10 ms ticks: a difference of two
// readings can lose up to 20 ms.
const CUT_MS = 20;

/**
 * How far this thread's count over a stretch can exceed the process's over the same stretch,
 * whatever the load: the cut ticks the other way (a difference gains up to 20 ms as it can
 * lose that much), and the kernel brings a running thread's count up to date only at the
 * scheduler's tick (up to 10 ms at HZ 100, once for this thread's first reading and once for
 * another thread still running at the process's last). A bound of the counters' grain, not of
 * how long anything took.
 */
const TICKS_MS = 40;

/** The other thread's work in the test that this thread's count leaves it out. */
const BURN_MS = 300;

describe.skipIf(process.platform !== 'linux')('procCpuMs', () => {
  it("counts a waited-for child's CPU, every thread of it", () => {
    const before = procCpuMs('children');
    const run = spawnSync(process.execPath, ['-e', BUSY], { encoding: 'utf8' });
    const after = procCpuMs('children');
    expect(run.status).toBe(0);
    if (before === undefined || after === undefined) throw new Error('no reading');
    const own = Number(run.stdout) / 1000;
    expect(own).toBeGreaterThan(100);
    // The child counted itself before it exited, and exiting adds some: at least its count,
    // both threads' (one thread's would be half), and not half as much again.
    expect(after - before).toBeGreaterThan(own - CUT_MS);
    expect(after - before).toBeLessThan(own * 1.5);
  });

  it("counts this thread's own CPU, a part of the process's", () => {
    // The process's count is taken around this thread's, so it covers at least as much.
    const process0 = process.cpuUsage();
    const thread = procCpuMs('thread');
    let x = 0;
    for (let i = 0; i < 1e8; i++) x = (x + i) % 7;
    const after = procCpuMs('thread');
    const used = process.cpuUsage(process0);
    if (thread === undefined || after === undefined) throw new Error('no reading');
    expect(x).toBeGreaterThanOrEqual(0);
    expect(after - thread).toBeGreaterThan(0);
    expect(after - thread).toBeLessThanOrEqual((used.user + used.system) / 1000 + TICKS_MS);
  });

  it("does not count another thread's CPU", async () => {
    // The worker works until the process has used BURN_MS more CPU while this thread only
    // waits for it: however the threads are scheduled, the work is the worker's.
    const worker = new Worker(
      `const { parentPort } = require('node:worker_threads');
       parentPort.once('message', () => {
         const start = process.cpuUsage();
         let x = 0;
         for (;;) {
           for (let i = 0; i < 1e6; i++) x = (x + i) % 7;
           const used = process.cpuUsage(start);
           if (used.user + used.system >= ${BURN_MS * 1000}) break;
         }
         parentPort.postMessage(x);
       });`,
      { eval: true },
    );
    await once(worker, 'online');
    const process0 = process.cpuUsage();
    const thread = procCpuMs('thread');
    worker.postMessage('go');
    await once(worker, 'message');
    const after = procCpuMs('thread');
    const used = process.cpuUsage(process0);
    await worker.terminate();
    if (thread === undefined || after === undefined) throw new Error('no reading');
    expect((used.user + used.system) / 1000).toBeGreaterThanOrEqual(BURN_MS);
    expect(after - thread).toBeLessThanOrEqual(TICKS_MS);
  });
});
