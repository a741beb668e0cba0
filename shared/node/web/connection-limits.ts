/**
 * What the browser host allows a connection before it shows the session token: a short time to
 * send its headers, a whole request within a bound, no long silence, and only so many of them
 * at once. Past the cap the oldest such connection is closed (once it has had its turn to be
 * read), so a flood of silent or half-sent connections (which need no token to open) never
 * locks the page out; a connection that has shown the token is never counted, and the event
 * stream's WebSocket is never timed out.
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

/** How the host waits for the event loop to come round (tests play the turns themselves). */
export interface LimitHooks {
  /** Runs `run` once the loop has come round: after the reads of this turn's poll. */
  nextTurn(run: () => void): void;
}

/**
 * Applies the idle timeout and the cap to `server`'s connections; `prove` marks one that has
 * shown the session token (it is no longer counted).
 *
 * A connection is shed only once it has had its turn to be read: a busy host accepts a burst
 * before it reads any of it, and a page's call accepted just before a flood (silent, like the
 * flood, until its bytes are read on the loop's next turn) would otherwise be the oldest and go
 * first. So the count may pass the cap by what two turns accept, and is brought back under it
 * at the end of the next turn, oldest first among those already given their read.
 */
export function limitConnections(
  server: Server,
  limits: ConnectionLimits,
  hooks: LimitHooks = { nextTurn: (run) => void setImmediate(run) },
): { prove(socket: Socket): void } {
  // Insertion-ordered, the oldest first; each with the turn it was accepted in.
  const unproven = new Map<Socket, number>();
  let turn = 0;
  let sweeping = false;
  // With no 'timeout' listener on the server, Node destroys a socket silent this long.
  server.timeout = limits.idleMs;
  server.on('connection', (socket: Socket) => {
    unproven.set(socket, turn);
    socket.once('close', () => unproven.delete(socket));
    if (unproven.size > limits.maxUnproven) sweepSoon();
  });

  // At the end of this turn, note which connections are accepted so far; at the end of the
  // next (their bytes, if any came, read in between), shed the oldest of them.
  function sweepSoon(): void {
    if (sweeping) return;
    sweeping = true;
    hooks.nextTurn(() => {
      const read = turn++;
      hooks.nextTurn(() => {
        sweeping = false;
        sweep(read);
      });
    });
  }

  function sweep(read: number): void {
    for (const [socket, accepted] of unproven) {
      if (unproven.size <= limits.maxUnproven || accepted > read) break;
      unproven.delete(socket);
      socket.destroy();
    }
    if (unproven.size > limits.maxUnproven) sweepSoon();
  }

  return {
    prove(socket) {
      unproven.delete(socket);
    },
  };
}
