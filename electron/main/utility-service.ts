/**
 * Starting the service's process as an Electron utility process (VS Code's way for work that
 * must not hold the main process): `utilityProcess.fork` of the bundled service (out/main/
 * service.cjs), its messages as a channel for the supervisor, and a way to hand it a window's
 * port (a MessagePortMain, transferred).
 */
import type { MessagePortMain, UtilityProcess } from 'electron';
import type { ServiceChild } from '../../shared/node/process/service-supervisor';

/** A service process that can take a window's port. */
export interface UtilityServiceChild extends ServiceChild {
  /** Hands the process one end of a window's channel to it. */
  connect(port: MessagePortMain): void;
}

/** Electron's utilityProcess, as far as the studio uses it. */
export interface UtilityForker {
  fork(modulePath: string, args?: string[], options?: { serviceName?: string }): UtilityProcess;
}

/** Starts `script` in a utility process. */
export function forkUtilityService(utility: UtilityForker, script: string): UtilityServiceChild {
  const child = utility.fork(script, [], { serviceName: 'Skill Studio service' });
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code) => {
      resolve(`code ${String(code)}`);
    });
  });
  return {
    channel: {
      post: (message) => {
        child.postMessage(message);
      },
      listen: (listener) => {
        const heard = (message: unknown) => {
          listener(message);
        };
        child.on('message', heard);
        return () => child.off('message', heard);
      },
    },
    exited,
    kill: () => {
      child.kill();
    },
    ...(child.pid !== undefined && { pid: child.pid }),
    connect: (port) => {
      child.postMessage({ connect: 'window' }, [port]);
    },
  };
}
