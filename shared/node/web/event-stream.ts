/**
 * The browser host's event stream: one WebSocket per page, at `/s/<token>/api/events`, carrying
 * every service event. An upgrade is checked by the same guard as every request; no malformed
 * upgrade, socket error or frame of one client can end the process.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';
import { WebSocketServer } from 'ws';
import type { ServiceEndpoint } from '../process/service-endpoint';
import type { WebGuard } from './web-guard';

/** What the stream needs from the host. */
export interface EventStreamContext {
  guard: WebGuard;
  /** Marks a connection that showed the session token (connection-limits.ts). */
  prove(socket: Socket): void;
  /** Hears every service event (the endpoint's onEvent). */
  onEvent: ServiceEndpoint['onEvent'];
  log(message: string): void;
}

/** Answers `server`'s upgrades with the event stream; the WebSocketServer, to close. */
export function serveEvents(server: Server, ctx: EventStreamContext): WebSocketServer {
  const sockets = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    // Node leaves an upgraded socket's errors to us: unheard, one would end the process.
    socket.on('error', () => socket.destroy());
    try {
      upgrade(req, socket, head);
    } catch (error) {
      ctx.log(`web host: event stream: ${String(error)}`);
      socket.destroy();
    }
  });

  function upgrade(req: IncomingMessage, socket: Socket, head: Buffer): void {
    const admission = ctx.guard.admit(req, true);
    if (admission.kind !== 'session' || admission.path !== '/api/events') {
      const refusal =
        admission.kind === 'refused' ? admission.refusal : { status: 404, reason: 'wrong path' };
      ctx.log(`web host refused an event stream: ${refusal.reason}`);
      refuse(socket, refusal.status);
      return;
    }
    ctx.prove(socket);
    sockets.handleUpgrade(req, socket, head, (ws) => {
      const off = ctx.onEvent((event, payload) => {
        if (ws.readyState === ws.OPEN) ws.send(JSON.stringify({ event, payload }));
      });
      ws.on('close', off);
      // A malformed frame from the page ends its stream, not the host.
      ws.on('error', (error) => {
        ctx.log(`web host: event stream: ${String(error)}`);
        ws.terminate();
      });
    });
  }
  return sockets;
}

/**
 * Answers a refused upgrade and drops its socket once the answer is written. Ending our side
 * alone would leave it half-open for as long as the client keeps its own: Node has taken its
 * timeouts off an upgraded socket, and no 'end' from the client ever comes to finish it.
 */
function refuse(socket: Socket, status: number): void {
  socket.once('finish', () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} Refused\r\nConnection: close\r\n\r\n`);
}
