/**
 * The only place ipcMain is used (docs/architecture.md, rule 2). Each contract call gets a handler
 * that first checks who is asking (a frame of ours, from the app's origin), then validates the
 * payload against the contract, then runs the service. Service events go to every window.
 */
import { ipcMain, type IpcMainInvokeEvent, type WebContents } from 'electron';
import {
  CALL_NAMES,
  channelOf,
  type EventName,
  type EventPayload,
} from '../../shared/ipc/contract';
import { dispatchCall } from '../../shared/ipc/dispatch';
import type { StudioService } from '../../shared/node/service/studio-service';
import { isAppUrl } from './security';

/** True when an IPC message comes from one of our pages. */
function isTrustedSender(event: Pick<IpcMainInvokeEvent, 'senderFrame'>): boolean {
  const url = event.senderFrame?.url;
  return typeof url === 'string' && isAppUrl(url);
}

/** Registers a handler for every call of the contract. */
export function registerIpc(service: StudioService, log: (message: string) => void): void {
  for (const name of CALL_NAMES) {
    ipcMain.handle(channelOf(name), async (event, input: unknown) => {
      if (!isTrustedSender(event)) {
        log(`refused ${name} from an untrusted sender (${event.senderFrame?.url ?? 'no frame'})`);
        return {
          ok: false,
          error: { kind: 'denied', message: 'This request did not come from Skill Studio.' },
        };
      }
      return dispatchCall(service.handlers, name, input, log);
    });
  }
}

/** Forwards every service event to the given windows' pages. */
export function forwardEvents(service: StudioService, targets: () => WebContents[]): () => void {
  return service.events.onAny(<K extends EventName>(event: K, payload: EventPayload<K>) => {
    for (const contents of targets())
      if (!contents.isDestroyed()) contents.send(channelOf(event), payload);
  });
}
