/**
 * Each window's own channel to the service's process (a MessagePort, as VS Code gives each
 * window one to its shared process): the main process makes the channel, hands one end to
 * the service and the other to the window, and carries nothing of it. A window asks when its
 * preload starts (a load, a reload); every window gets a new one when the service restarts.
 * While no process serves, the window waits; once none will, it is told why instead.
 */
import type { MessageChannelMain as MessageChannelMainType, WebContents } from 'electron';
import type { EventPayload } from '../../shared/ipc/contract';
import { channelOf, PORT_GIVEN } from '../../shared/ipc/names';
import type { ServiceSupervisor } from '../../shared/node/process/service-supervisor';
import type { UtilityServiceChild } from './utility-service';

/** The windows' channels to the service. */
export class WindowPorts {
  private readonly windows = new Set<WebContents>();

  constructor(
    private readonly service: ServiceSupervisor<UtilityServiceChild>,
    private readonly MessageChannel: typeof MessageChannelMainType,
  ) {
    service.onServing((child) => {
      for (const contents of this.live()) this.connect(contents, child);
      // Its windows stop sending to it the moment it dies: their calls wait for the next one.
      void child.exited.then(() => {
        for (const contents of this.live()) contents.postMessage(PORT_GIVEN, {});
      });
    });
    service.onEvent((name, payload) => {
      if (name !== 'serviceState') return;
      const state = payload as EventPayload<'serviceState'>;
      for (const contents of this.live()) {
        contents.send(channelOf('serviceState'), state);
        if (state.state === 'failed') contents.postMessage(PORT_GIVEN, { failed: state.text });
      }
    });
  }

  /** A window of ours asks for its channel (its preload started). */
  ask(contents: WebContents): void {
    if (!this.windows.has(contents)) {
      this.windows.add(contents);
      contents.once('destroyed', () => this.windows.delete(contents));
    }
    const child = this.service.serving;
    if (child) this.connect(contents, child);
    else if (this.service.failure)
      contents.postMessage(PORT_GIVEN, { failed: this.service.failure });
    // Otherwise the service is starting: the window gets its port once it serves.
  }

  private connect(contents: WebContents, child: UtilityServiceChild): void {
    if (contents.isDestroyed()) return;
    const { port1, port2 } = new this.MessageChannel();
    child.connect(port1);
    contents.postMessage(PORT_GIVEN, {}, [port2]);
  }

  private live(): WebContents[] {
    return [...this.windows].filter((contents) => !contents.isDestroyed());
  }
}
