/**
 * The only place ipcMain is used (docs/architecture.md, rule 2): a window's preload asks for
 * its port to the service (window-ports.ts), and only a frame of ours, from the app's origin,
 * gets one. Every call then goes over that port, straight to the service's process, which
 * checks each payload against the contract.
 */
import { ipcMain, type IpcMainEvent } from 'electron';
import { PORT_REQUEST } from '../../shared/ipc/names';
import { isAppUrl } from './security';
import type { WindowPorts } from './window-ports';

/** True when an IPC message comes from one of our pages' main frames. */
function isTrustedSender(event: Pick<IpcMainEvent, 'senderFrame'>): boolean {
  const url = event.senderFrame?.url;
  return typeof url === 'string' && isAppUrl(url) && event.senderFrame?.parent === null;
}

/** Answers the windows' requests for their ports. */
export function answerPortRequests(ports: WindowPorts, log: (message: string) => void): void {
  ipcMain.on(PORT_REQUEST, (event) => {
    if (!isTrustedSender(event)) {
      log(`refused a port to an untrusted sender (${event.senderFrame?.url ?? 'no frame'})`);
      return;
    }
    ports.ask(event.sender);
  });
}
