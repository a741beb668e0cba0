/**
 * Timing helpers for the benchmarks: wall time of whole runs (minimum and median of several),
 * percentiles of many small timings, and the process's peak memory.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

/** Runs `fn` `runs` times and returns the minimum and median wall time in ms. */
export function time(fn: () => unknown, runs = 3): { min: number; median: number } {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { min: samples[0] ?? 0, median: samples[Math.floor(samples.length / 2)] ?? 0 };
}

/**
 * CPU time (user + system) from /proc, in ms (Linux; undefined elsewhere): of `thread`, the
 * calling thread alone (with worker threads, the part of a run that had to wait for it); of
 * `children`, the process's children that have ended and been waited for, every thread of
 * theirs counted (a spawnSync'd command's own, as the difference before and after it).
 */
export function procCpuMs(of: 'thread' | 'children'): number | undefined {
  try {
    const file = of === 'thread' ? '/proc/thread-self/stat' : '/proc/self/stat';
    // After the command's parentheses: utime and stime are fields 14 and 15, cutime and cstime
    // 16 and 17, in clock ticks (100 a second).
    const fields = readFileSync(file, 'utf8').split(') ')[1]?.split(' ');
    const at = of === 'thread' ? 11 : 13;
    const ticks = Number(fields?.[at]) + Number(fields?.[at + 1]);
    return Number.isFinite(ticks) ? ticks * 10 : undefined;
  } catch {
    return undefined;
  }
}

/** The p-th percentile (0..100) of samples. */
export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Times `fn` on each input once (after a warm-up pass) and returns the per-call timings in ms. */
export function perCall<T>(
  inputs: readonly T[],
  fn: (input: T) => unknown,
  warmup = true,
): number[] {
  if (warmup) for (const input of inputs) fn(input);
  return inputs.map((input) => {
    const start = performance.now();
    fn(input);
    return performance.now() - start;
  });
}

/**
 * Peak resident memory of this process so far, in MB, counted from when it started its own
 * program: Linux's VmHWM. getrusage's maxRSS (the fallback elsewhere) also counts the copy
 * of the parent made at fork, so every child of a large benchmark reported the benchmark.
 */
export function peakRssMb(): number {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    if (kb !== undefined) return Number(kb) / 1024;
  } catch {
    // No /proc here.
  }
  return process.resourceUsage().maxRSS / 1024;
}

// peakRssMb() again, as a script for a bare node process.
const IDLE_PEAK = `let kb;
try { kb = /VmHWM:\\s+(\\d+) kB/.exec(require('node:fs').readFileSync('/proc/self/status', 'utf8'))?.[1]; } catch {}
console.log(kb !== undefined ? Number(kb) / 1024 : process.resourceUsage().maxRSS / 1024);`;

/** The peak memory of a node process that does nothing, in MB: what memory rows compare with. */
export function idlePeakRssMb(): number {
  return Number(spawnSync(process.execPath, ['-e', IDLE_PEAK], { encoding: 'utf8' }).stdout);
}

/** A number with a fixed number of decimals. */
export function fmt(n: number, digits = 2): string {
  return n.toFixed(digits);
}

/** "<target> ok" or "<target> MISSED". */
export function verdict(ok: boolean, target: string): string {
  return `${target} ${ok ? 'ok' : 'MISSED'}`;
}

/** The table every benchmark prints: each measure with its baseline, ratio and target. */
export class ResultTable {
  private readonly rows: string[][] = [['measure', 'result', 'baseline', 'ratio', 'target']];

  add(measure: string, result: string, baseline = '', ratio = '', target = ''): void {
    this.rows.push([measure, result, baseline, ratio, target]);
  }

  print(): void {
    const widths = this.rows[0]?.map((_, c) =>
      Math.max(...this.rows.map((r) => r[c]?.length ?? 0)),
    );
    for (const row of this.rows)
      console.log(
        row
          .map((cell, c) => cell.padEnd(widths?.[c] ?? 0))
          .join('  ')
          .trimEnd(),
      );
  }
}

/**
 * Runs the benchmark file `script` again in a fresh node process (a child mode chosen by
 * `args`) and returns the JSON object on the last line it printed.
 */
export function inChild(
  script: string,
  args: readonly string[],
  nodeArgs: readonly string[] = [],
): unknown {
  const child = spawnSync(process.execPath, [...nodeArgs, script, ...args], { encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`${args[0] ?? script} failed:\n${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').pop() ?? '{}');
}

/**
 * Builds what a bench runs first, from the repository root (`npm run bench`'s folder): a dist/
 * left by an earlier build would measure other code. A failed build ends the bench.
 */
export function buildFirst(scripts: readonly string[]): void {
  for (const script of scripts) {
    const built = spawnSync(process.execPath, [`scripts/${script}`], { stdio: 'inherit' });
    if (built.status !== 0) process.exit(1);
  }
}
