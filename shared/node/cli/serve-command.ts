/**
 * `skill-studio serve`: the studio in a browser. The same service as the desktop app, in a
 * process of its own (kept running by service-supervisor.ts), behind the loopback web host in
 * this one; it prints one line with the address (and its session token) and runs until
 * interrupted.
 */
import { spawn } from 'node:child_process';

import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { indexCacheFor, packageRoot, userDataDir } from '../host-paths';
import { forkService } from '../process/fork-service';
import { ServiceSupervisor } from '../process/service-supervisor';
import { startWebHost } from '../web/web-host';
import { oneValue, parseArgs } from './args';
import { UsageError, type CliIo } from './io';
import { VERSION } from './version';
import { isDirectory } from '../skill-folder';
import { ensureUi } from './ensure-ui';

/** Help text of the command. */
export const SERVE_HELP = `Usage: skill-studio serve [ROOT...] [--port N] [--open]

Runs Skill Studio in your browser, on this machine only (127.0.0.1), and prints its address
with a session token. With ROOTs, those libraries are opened for this session; without, your
saved libraries are (on first run, a copy of the bundled examples).

  --port N   listen on port N (default: a free port)
  --open     open the address in your browser
`;

/** Runs `serve` until SIGINT/SIGTERM; returns the exit code. */
export async function serveCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(
    argv,
    { flags: ['open', 'help'], values: ['port'], short: { h: 'help' } },
    'serve',
    io.cwd,
  );
  if (args.flags.has('help')) {
    io.stdout(SERVE_HELP);
    return 0;
  }
  const portArg = oneValue(args, 'port', 'serve');
  const port = portArg === undefined ? 0 : Number(portArg);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new UsageError(
      `--port must be a number from 0 to 65535, not "${portArg ?? ''}".`,
      'serve',
    );
  const roots = args.positionals.map((r) => resolve(io.cwd, r));
  for (const root of roots) {
    if (!isDirectory(root))
      throw new UsageError(`Library '${root}' is not a folder that exists.`, 'serve');
  }
  const home = packageRoot(fileURLToPath(new URL('.', import.meta.url)));
  const userData = userDataDir();
  const log = (message: string) => {
    io.stderr(`${message}\n`);
  };
  // The bundled service entry beside this command's chunk (scripts/build-cli.mjs).
  const script = fileURLToPath(new URL('./service-process.mjs', import.meta.url));
  const service = new ServiceSupervisor({
    spawn: () => forkService(script),
    service: {
      userData,
      settings:
        roots.length > 0
          ? { kind: 'memory', roots }
          : { kind: 'file', bundled: join(home, 'skills') },
      indexCache: indexCacheFor(userData, script, VERSION),
      hostEvents: true,
    },
    log,
  });
  // The port first: if it cannot be had, nothing has started (no watchers keep us alive).
  // Nobody can call before the address (with its token) is printed below.
  let host;
  try {
    host = await startWebHost({
      service,
      rendererDir: join(home, 'dist', 'renderer'),
      port,
      log,
    });
  } catch (error) {
    const code = (error as { code?: string } | null)?.code;
    if (code === 'EADDRINUSE' || code === 'EACCES')
      throw new UsageError(
        code === 'EADDRINUSE'
          ? `Port ${port} is already in use. Choose another with --port, or leave --port out to get a free one.`
          : `Port ${port} may not be used by this user. Choose one above 1023, or leave --port out.`,
        'serve',
      );
    throw error;
  }
  // After the port is had (a taken port fails at once), before the address is printed:
  // nobody is sent to a page that is not built yet.
  await ensureUi(home, io);
  await service.start();
  // A service that cannot start still gets its address: the page says why, in the user's words.
  io.stdout(`Skill Studio: ${host.url}\n`);
  if (args.flags.has('open')) openInBrowser(host.url, io);
  await new Promise<void>((done) => {
    const stop = () => {
      done();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  await host.close();
  await service.stop();
  return 0;
}

function openInBrowser(url: string, io: CliIo): void {
  const [command, ...args] =
    process.platform === 'darwin'
      ? ['open', url]
      : process.platform === 'win32'
        ? ['cmd', '/c', 'start', '', url]
        : ['xdg-open', url];
  try {
    const child = spawn(command, args, { detached: true, stdio: 'ignore' });
    child.on('error', () =>
      io.stderr(`Could not open a browser; open the address above yourself.\n`),
    );
    child.unref();
  } catch {
    io.stderr('Could not open a browser; open the address above yourself.\n');
  }
}
