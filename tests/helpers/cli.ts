/** The CLI run in-process, as a user runs it in `cwd`: its exit code and both outputs. */
import { memoryIo } from '../../shared/node/cli/io';
import { runCli } from '../../shared/node/cli/main';

/** Runs `skill-studio ARGS...` in `cwd`. */
export async function cli(cwd: string, ...args: string[]) {
  return cliWith(undefined, cwd, ...args);
}

/**
 * The same with `checkWorker` as the worker script the built CLI has (bin.ts), for a command
 * that uses threads (validate --all); without one it runs on this thread alone.
 */
export async function cliWith(checkWorker: URL | undefined, cwd: string, ...args: string[]) {
  const io = memoryIo(cwd);
  const rc = await runCli(args, checkWorker ? { ...io, checkWorker } : io);
  return { rc, out: io.out, err: io.err };
}

/** Runs `skill-studio ARGS...` in `cwd` with `env` as its whole environment (keys, PATH, HOME). */
export async function cliIn(env: NodeJS.ProcessEnv, cwd: string, ...args: string[]) {
  const io = memoryIo(cwd);
  const rc = await runCli(args, { ...io, env });
  return { rc, out: io.out, err: io.err };
}
