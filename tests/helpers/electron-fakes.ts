/**
 * Stand-ins for the parts of Electron the process split uses, for tests with a mocked
 * `electron` module (the binary cannot be downloaded here): MessageChannelMain over Node's
 * MessageChannel (so every message is a structured clone, as between Electron's processes),
 * a DOM MessagePort as a preload receives one, and utilityProcess.fork running the service's
 * process code (runServiceProcess, unchanged) in this thread behind Electron's parentPort
 * shape. Each fork is its own service; `kill` cuts it off at once, as a killed process is
 * (its ports closed, 'exit'), and stops its service behind it.
 */
import { EventEmitter } from 'node:events';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import {
  utilityLink,
  type ParentPortMain,
  type PortMain,
} from '../../shared/node/process/parent-link';
import { runServiceProcess } from '../../shared/node/process/service-process';

/** Electron's MessagePortMain over one end of a Node MessageChannel. */
export class FakePortMain extends EventEmitter implements PortMain {
  constructor(readonly port: MessagePort) {
    super();
    port.on('message', (data: unknown) => this.emit('message', { data, ports: [] }));
    port.on('close', () => this.emit('close'));
  }

  postMessage(message: unknown): void {
    this.port.postMessage(message);
  }

  start(): void {
    // A Node port starts delivering once it is listened to.
  }

  close(): void {
    this.port.close();
  }
}

/** Electron's MessageChannelMain. */
export class FakeMessageChannelMain {
  readonly port1: FakePortMain;
  readonly port2: FakePortMain;
  constructor() {
    const { port1, port2 } = new MessageChannel();
    this.port1 = new FakePortMain(port1);
    this.port2 = new FakePortMain(port2);
  }
}

/** The DOM MessagePort a preload gets for a FakePortMain handed to a window. */
export function domPortOf(port: FakePortMain) {
  return {
    postMessage: (message: unknown) => {
      port.port.postMessage(message);
    },
    close: () => {
      port.port.close();
    },
    set onmessage(listener: ((event: { data: unknown }) => void) | null) {
      port.port.removeAllListeners('message');
      if (listener) port.port.on('message', (data: unknown) => listener({ data }));
    },
  };
}

/** A UtilityProcess as forkUtilityService uses it. */
export interface FakeUtilityProcess extends EventEmitter {
  pid?: number;
  postMessage(message: unknown, transfer?: FakePortMain[]): void;
  kill(): boolean;
}

/** Electron's utilityProcess, each fork a service in this thread; `forks` lists them. */
export function fakeUtilityProcess() {
  const forks: FakeUtilityProcess[] = [];
  return {
    forks,
    fork(): FakeUtilityProcess {
      const { port1: host, port2: child } = new MessageChannel();
      const proc = new EventEmitter() as FakeUtilityProcess;
      const portListeners: ((event: { data: unknown; ports: PortMain[] }) => void)[] = [];
      let ended = false;
      const given: FakePortMain[] = [];
      const end = (code: number | null) => {
        if (ended) return;
        ended = true;
        host.close();
        proc.emit('exit', code);
      };
      host.on('message', (data: unknown) => proc.emit('message', data));
      proc.postMessage = (message, transfer = []) => {
        // A port is handed over as it is (one thread); everything else is cloned.
        given.push(...transfer);
        if (transfer.length > 0)
          setImmediate(() => {
            for (const listener of portListeners) listener({ data: message, ports: transfer });
          });
        else if (!ended) host.postMessage(message);
      };
      const parentPort: ParentPortMain = {
        postMessage: (message) => {
          if (!ended) child.postMessage(message);
        },
        on: (_event, listener) => {
          portListeners.push(listener);
          child.on('message', (data: unknown) => listener({ data, ports: [] }));
        },
      };
      let stop: () => void = () => undefined;
      const link = utilityLink(parentPort);
      runServiceProcess({ ...link, onGone: (gone) => (stop = gone) }, end);
      proc.kill = () => {
        if (ended) return false;
        // Gone at once, as a killed process is: no more answers, its windows' ports closed.
        for (const port of given) port.close();
        end(null);
        // Its service (in this thread) is stopped behind it, so nothing of it lingers.
        stop();
        return true;
      };
      forks.push(proc);
      return proc;
    },
  };
}
