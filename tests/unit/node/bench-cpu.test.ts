/**
 * The benches' CPU readings from /proc (tests/bench/measure.ts), against the kernel's other
 * account of the same time (getrusage, as process.cpuUsage reads it): a child's CPU, every
 * thread of it, shows in `children` once it has been waited for; this thread's in `thread`.
 * Linux only: elsewhere there is no /proc and the benches leave the row out.
 */
import { spawnSync } from 'node:child_process';
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

// Clock ticks are 10 ms, and the child's exit after it printed its count adds a little.
const SLACK_MS = 40;

describe.skipIf(process.platform !== 'linux')('procCpuMs', () => {
  it("counts a waited-for child's CPU, every thread of it", () => {
    const before = procCpuMs('children');
    const run = spawnSync(process.execPath, ['-e', BUSY], { encoding: 'utf8' });
    const after = procCpuMs('children');
    expect(run.status).toBe(0);
    if (before === undefined || after === undefined) throw new Error('no reading');
    const own = Number(run.stdout) / 1000;
    expect(own).toBeGreaterThan(100);
    expect(Math.abs(after - before - own)).toBeLessThanOrEqual(SLACK_MS);
  });

  it("counts this thread's own CPU, a part of the process's", () => {
    const thread = procCpuMs('thread');
    const process0 = process.cpuUsage();
    let x = 0;
    for (let i = 0; i < 1e8; i++) x = (x + i) % 7;
    const used = process.cpuUsage(process0);
    const after = procCpuMs('thread');
    if (thread === undefined || after === undefined) throw new Error('no reading');
    expect(x).toBeGreaterThanOrEqual(0);
    expect(after - thread).toBeGreaterThan(0);
    expect(after - thread).toBeLessThanOrEqual((used.user + used.system) / 1000 + 10);
  });
});
