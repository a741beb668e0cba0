/**
 * Running an agent's CLI as a process tree that can be ended whole: it starts detached, so it
 * leads a process group of its own (POSIX), and the group is sent SIGKILL at the time limit,
 * on cancel, and once the CLI has exited (what it left running goes with it). On Windows the
 * tree is ended by `taskkill /T /F`.
 */
import { spawn, spawnSync } from 'node:child_process';

/** What to run. */
export interface GroupRun {
  bin: string;
  args: readonly string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  timeoutMs: number;
  signal?: AbortSignal;
  onSpawn?: (pid: number) => void;
}

/** How it ended, with what it printed. */
export interface Ended {
  how: 'exited' | 'timeout' | 'cancelled' | 'error';
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  error?: Error;
}

/** How long streams may stay open after the CLI exited and its group was ended. */
const DRAIN_MS = 2000;

/** Runs `run.bin` to its end, or ends its tree at the time limit or on abort. */
export function runGroup(run: GroupRun): Promise<Ended> {
  return new Promise((resolve) => {
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let how: Ended['how'] = 'exited';
    let failure: Error | undefined;
    const child = spawn(run.bin, [...run.args], {
      cwd: run.cwd,
      env: run.env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      windowsHide: true,
    });
    const pid = child.pid;
    if (pid !== undefined) run.onSpawn?.(pid);
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => err.push(d));

    const stop = (why: 'timeout' | 'cancelled') => {
      if (how === 'exited') how = why;
      if (pid !== undefined) endGroup(pid);
    };
    const timer = setTimeout(() => {
      stop('timeout');
    }, run.timeoutMs);
    const onAbort = () => {
      stop('cancelled');
    };
    if (run.signal?.aborted) onAbort();
    run.signal?.addEventListener('abort', onAbort, { once: true });

    let drain: NodeJS.Timeout | undefined;
    let done = false;
    const finish = (code: number | null, signal: NodeJS.Signals | null) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      clearTimeout(drain);
      run.signal?.removeEventListener('abort', onAbort);
      resolve({
        how,
        code,
        signal,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
        ...(failure && { error: failure }),
      });
    };
    child.on('error', (error) => {
      how = 'error';
      failure = error;
      // Never started: no exit or close may follow.
      if (pid === undefined) finish(null, null);
    });
    // The CLI is gone: end what it left, and stop waiting for its streams before long (a
    // process that left the group may hold them open).
    child.on('exit', () => {
      if (pid !== undefined) endGroup(pid);
      drain = setTimeout(() => {
        child.stdout.destroy();
        child.stderr.destroy();
      }, DRAIN_MS);
    });
    child.on('close', finish);
  });
}

/** Ends the process group (POSIX) or tree (Windows) led by `pid`; one already gone is fine. */
export function endGroup(pid: number): void {
  if (process.platform === 'win32') {
    spawnSync('taskkill', ['/T', '/F', '/PID', String(pid)], { stdio: 'ignore' });
    return;
  }
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // ESRCH: nothing of the group is left.
  }
}
