/**
 * What the browser host allows a connection before it shows the session token: a short time to
 * send its headers, a whole request within a bound, no long silence, and only so many of them
 * at once. Past the cap the oldest such connection is closed, so a flood of silent or half-sent
 * connections (which need no token to open) never locks the page out; a connection that has
 * shown the token is never counted, and the event stream's WebSocket is never timed out.
 */
import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';

/** The host's bounds on connections; tests shorten them. */
export interface ConnectionLimits {
  /** Time for a request's headers to arrive in full (slow and half-sent requests). */
  headersMs: number;
  /** Time for a whole request, body included (the largest upload on loopback takes seconds). */
  requestMs: number;
  /** A connection silent for this long is closed (idle keep-alive connections sooner). */
  idleMs: number;
  /** Connections at once that have not shown the token; past it the oldest is closed. */
  maxUnproven: number;
}

/** The bounds the host runs with. */
export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  headersMs: 10_000,
  requestMs: 10 * 60_000,
  idleMs: 60_000,
  // Above what clients with the token open at once before the host reads any of them (at
  // least 256 calls and 200 event streams, all from 127.0.0.1 as an attacker's are), and far
  // below the open-file limit Node raises itself to.
  maxUnproven: 512,
};

/** The options of createServer that enforce `limits`' timeouts. */
export function serverOptions(limits: ConnectionLimits): ServerOptions {
  return {
    headersTimeout: limits.headersMs,
    requestTimeout: Math.max(limits.requestMs, limits.headersMs),
    keepAliveTimeout: Math.min(5000, limits.idleMs),
    // Node looks for expired requests this often (30 s by default, far past a 10 s bound).
    connectionsCheckingInterval: Math.max(100, Math.min(1000, limits.headersMs / 2)),
  };
}

/**
 * Applies the idle timeout and the cap to `server`'s connections; `prove` marks one that has
 * shown the session token (it is no longer counted).
 */
export function limitConnections(
  server: Server,
  limits: ConnectionLimits,
): { prove(socket: Socket): void } {
  // Insertion-ordered: the first one is the oldest.
  const unproven = new Set<Socket>();
  // With no 'timeout' listener on the server, Node destroys a socket silent this long.
  server.timeout = limits.idleMs;
  server.on('connection', (socket: Socket) => {
    unproven.add(socket);
    socket.once('close', () => unproven.delete(socket));
    while (unproven.size > limits.maxUnproven) {
      const oldest = unproven.values().next().value;
      if (oldest === undefined) break;
      unproven.delete(oldest);
      oldest.destroy();
    }
  });
  return {
    prove(socket) {
      unproven.delete(socket);
    },
  };
}
