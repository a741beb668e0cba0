/** The CLI run in-process, as a user runs it in `cwd`: its exit code and both outputs. */
import { memoryIo } from '../../shared/node/cli/io';
import { runCli } from '../../shared/node/cli/main';

/** Runs `skill-studio ARGS...` in `cwd`. */
export async function cli(cwd: string, ...args: string[]) {
  const io = memoryIo(cwd);
  const rc = await runCli(args, io);
  return { rc, out: io.out, err: io.err };
}
