/**
 * Starting the service's process from Node (`serve`, and tests): a child process running the
 * bundled service entry, with an IPC channel that carries structured clones (bytes stay bytes).
 */
import { fork } from 'node:child_process';
import type { Channel } from '../../ipc/port-rpc';
import type { ServiceChild } from './service-supervisor';

/** Starts `script` (the bundled service-main.ts) as a service process. */
export function forkService(script: string, env: NodeJS.ProcessEnv = process.env): ServiceChild {
  // No loader flags of this process (a test runner's): the entry is plain JavaScript.
  const child = fork(script, [], {
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: [],
    env,
  });
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => {
      resolve(signal ? `signal ${signal}` : `code ${String(code)}`);
    });
    child.once('error', (error) => {
      resolve(error.message);
    });
  });
  const channel: Channel = {
    post: (message) => {
      if (child.connected) child.send(message as never, undefined, undefined, () => undefined);
    },
    listen: (listener) => {
      child.on('message', listener);
      return () => child.off('message', listener);
    },
  };
  return {
    channel,
    exited,
    kill: () => child.kill('SIGKILL'),
    ...(child.pid !== undefined && { pid: child.pid }),
  };
}
