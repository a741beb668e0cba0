/**
 * Where a CLI run writes and which folder it runs in: the real process streams in the
 * binary, strings in tests (so commands are tested in-process, fast and exactly).
 */

/** The outside world of one CLI run. */
export interface CliIo {
  cwd: string;
  /** True when stdout is a terminal (exact text output then gets a final line break). */
  isTTY?: boolean;
  /** The environment (HOME, the agents' folder variables); default: the process's. */
  env?: NodeJS.ProcessEnv;
  stdout(text: string): void;
  stderr(text: string): void;
  /**
   * The check pool's worker script (the bundle's check-worker), which the installed CLI has:
   * many skills are then checked on every core. Without it everything runs on one thread.
   */
  checkWorker?: URL;
}

/** A CLI mistake by the user: printed without a stack trace, exit code 2. */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly command?: string,
  ) {
    super(message);
    this.name = 'UsageError';
  }
}

/** An io that collects output in strings (tests, and the service's CLI passthrough). */
export function memoryIo(cwd: string): CliIo & { out: string; err: string } {
  const io = {
    cwd,
    out: '',
    err: '',
    stdout(text: string) {
      io.out += text;
    },
    stderr(text: string) {
      io.err += text;
    },
  };
  return io;
}
