/**
 * The host's keeper of the service process: it starts one, hands calls, uploads and files to
 * it, and starts another when it dies. A call in flight when it died fails in words (the
 * service restarted: try again); calls made meanwhile wait for the new one; pages are told
 * (the serviceState event) so they read their state again, their unsaved text untouched. A
 * process that keeps dying (`attempts` times in a row, without a steady run between) is not
 * started again: every call then says so, as does the event, instead of waiting for ever.
 */
import type { EventPayload } from '../../ipc/contract';
import { dispatchFrom, type CallEnvelope } from '../../ipc/dispatch';
import { HOST_CALLS, type HostHandlers } from '../../ipc/host-contract';
import type { EventName } from '../../ipc/names';
import { rpcOver, type Channel, type Rpc } from '../../ipc/port-rpc';
import { englishText, serviceMessage, type ServiceText } from '../../ipc/service-text';
import type { ChildFunctions, ParentFunctions } from './process-protocol';
import type { ServiceProcessOptions } from './process-protocol';
import { childEndpoint, type ChildEndpoint } from './service-client';
import type { ServiceEndpoint } from './service-endpoint';

/** A running service process, as the host started it. */
export interface ServiceChild {
  /** The channel to the process. */
  channel: Channel;
  /** Resolves once the process has ended, with how ("code 1", "signal SIGKILL"). */
  exited: Promise<string>;
  /** Ends the process at once. */
  kill(): void;
  /** The process's id, where the system gives one. */
  pid?: number;
}

/** How to keep the service. */
export interface SupervisorOptions<C extends ServiceChild = ServiceChild> {
  /** Starts a service process. */
  spawn: () => C;
  /** How each process is to build its service. */
  service: ServiceProcessOptions;
  /** What this host answers of host-contract.ts (the desktop shell). */
  host?: HostHandlers;
  log: (message: string) => void;
  /** Exits in a row after which no process is started again (default 3). */
  attempts?: number;
  /** A process that has served this long has had a steady run: the count starts again (ms). */
  steadyMs?: number;
}

/** Where the service is. */
export type ServiceStatus = 'starting' | 'ready' | 'failed' | 'stopped';

interface Running<C extends ServiceChild> {
  child: C;
  rpc: Rpc<ChildFunctions, ParentFunctions>;
  endpoint: ChildEndpoint;
  readyAt?: number;
}

const DEFAULT_ATTEMPTS = 3;
const DEFAULT_STEADY_MS = 30_000;
/** How long a stopping process may take to remember its lists before it is ended (ms). */
const STOP_GRACE_MS = 10_000;

/** The service process, kept running. */
export class ServiceSupervisor<C extends ServiceChild = ServiceChild> implements ServiceEndpoint {
  private status: ServiceStatus = 'starting';
  private running: Running<C> | undefined;
  private exits = 0;
  private failureText: ServiceText | undefined;
  private wasReady = false;
  private readonly waiting = new Set<() => void>();
  private readonly listeners = new Set<(name: EventName, payload: unknown) => void>();
  private readonly started = new Set<(child: C) => void>();

  constructor(private readonly options: SupervisorOptions<C>) {}

  /** Where the service is now. */
  get state(): ServiceStatus {
    return this.status;
  }

  /** Starts the first process; resolves once it serves, or once no process could be started. */
  async start(): Promise<void> {
    this.launch();
    await this.settled();
  }

  /** Stops the service (it remembers its lists) and its process. */
  async stop(): Promise<void> {
    const running = this.running;
    this.status = 'stopped';
    this.wake();
    if (!running) return;
    const ended = running.child.exited;
    const grace = setTimeout(() => running.child.kill(), STOP_GRACE_MS);
    void running.rpc.stop().catch(() => undefined);
    await ended;
    clearTimeout(grace);
  }

  /** Why the service failed (state 'failed'). */
  get failure(): ServiceText | undefined {
    return this.status === 'failed' ? this.failureText : undefined;
  }

  /** The process that serves now, if one does. */
  get serving(): C | undefined {
    return this.status === 'ready' ? this.running?.child : undefined;
  }

  /** Hears each process once it serves (the desktop app hands it its windows' ports). */
  onServing(listener: (child: C) => void): () => void {
    this.started.add(listener);
    if (this.status === 'ready' && this.running) listener(this.running.child);
    return () => this.started.delete(listener);
  }

  onEvent(listener: (name: EventName, payload: unknown) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async call(name: Parameters<ServiceEndpoint['call']>[0], input: unknown) {
    return (await this.endpoint())?.call(name, input) ?? this.refusal();
  }

  async receiveUpload(fileName: string, chunks: AsyncIterable<Uint8Array>, maxBytes: number) {
    return (await this.endpoint())?.receiveUpload(fileName, chunks, maxBytes) ?? this.refusal();
  }

  async receiveSkillFile(...args: Parameters<ServiceEndpoint['receiveSkillFile']>) {
    return (await this.endpoint())?.receiveSkillFile(...args) ?? this.refusal();
  }

  async serveFile(path: string, download: boolean, range?: string) {
    return (await this.endpoint())?.serveFile(path, download, range) ?? this.refusal();
  }

  async downloadable(path: string) {
    return (await this.endpoint())?.downloadable(path);
  }

  private launch(): void {
    const child = this.options.spawn();
    const parent: ParentFunctions = {
      event: (name, payload) => {
        this.emit(name as EventName, payload);
      },
      log: (message) => this.options.log(message),
      hostCall: (name, input) =>
        this.options.host
          ? dispatchFrom(HOST_CALLS, this.options.host, name, input, this.options.log)
          : Promise.resolve({
              ok: false,
              error: { kind: 'denied', message: `This host does not answer ${name}.` },
            }),
    };
    const rpc = rpcOver<ChildFunctions, ParentFunctions>(child.channel, parent);
    const running: Running<C> = { child, rpc, endpoint: childEndpoint(rpc, () => this.lost()) };
    this.running = running;
    this.status = 'starting';
    void child.exited.then((how) => {
      rpc.$close(new Error(`The service process ended (${how}).`));
      this.exited(running, how);
    });
    void rpc.start(this.options.service).then(
      (answer) => {
        if (this.running !== running || this.status !== 'starting') return;
        if (!answer.ok) {
          this.options.log(`the service could not start: ${answer.error.message}`);
          this.failureText =
            answer.error.text ?? serviceMessage('internal', { detail: answer.error.message });
          child.kill();
          return;
        }
        running.readyAt = Date.now();
        this.status = 'ready';
        this.wake();
        for (const listener of this.started) listener(child);
        if (this.wasReady) this.tell({ state: 'restarted' });
        this.wasReady = true;
      },
      () => undefined,
    );
  }

  private exited(running: Running<C>, how: string): void {
    if (this.running !== running) return;
    this.running = undefined;
    if (this.status === 'stopped') return;
    this.options.log(`the service process ended (${how})`);
    const steady = this.options.steadyMs ?? DEFAULT_STEADY_MS;
    if (running.readyAt !== undefined && Date.now() - running.readyAt >= steady) this.exits = 0;
    this.exits++;
    if (this.exits >= (this.options.attempts ?? DEFAULT_ATTEMPTS)) {
      this.status = 'failed';
      const reason = this.failureText ?? serviceMessage('service-exited', { count: this.exits });
      const failure = serviceMessage('service-failed', { reason });
      this.failureText = failure;
      this.options.log(`the service is not started again: ${englishText(failure)}`);
      this.wake();
      this.tell({ state: 'failed', text: failure });
      return;
    }
    this.launch();
  }

  // The process to hand work to, once one serves; none once the service failed or stopped.
  private async endpoint(): Promise<ChildEndpoint | undefined> {
    for (;;) {
      if (this.status === 'ready' && this.running) return this.running.endpoint;
      if (this.status === 'failed' || this.status === 'stopped') return undefined;
      await new Promise<void>((resolve) => this.waiting.add(resolve));
    }
  }

  private async settled(): Promise<void> {
    while (this.status === 'starting') await new Promise<void>((r) => this.waiting.add(r));
  }

  private wake(): void {
    const waiting = [...this.waiting];
    this.waiting.clear();
    for (const resolve of waiting) resolve();
  }

  // The pages hear where the service is.
  private tell(state: EventPayload<'serviceState'>): void {
    this.emit('serviceState', state);
  }

  private emit(name: EventName, payload: unknown): void {
    for (const listener of this.listeners) {
      try {
        listener(name, payload);
      } catch {
        // One broken listener must not starve the rest.
      }
    }
  }

  // A call the process that took it never answered: it died meanwhile.
  private lost(): CallEnvelope<never> {
    const text = serviceMessage('service-restarted');
    return { ok: false, error: { kind: 'offline', message: englishText(text), text } };
  }

  // No process serves, nor will: the service failed (or the host is stopping).
  private refusal(): CallEnvelope<never> {
    const text = this.failureText ?? serviceMessage('service-failed', { reason: 'stopped' });
    return { ok: false, error: { kind: 'offline', message: englishText(text), text } };
  }
}
