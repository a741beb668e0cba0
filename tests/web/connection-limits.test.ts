/**
 * The bound on connections that have not shown the session token, as a policy: a page's burst
 * (many calls at once, every window's event stream) arrives as connections the host accepts
 * before it reads any of them, all from 127.0.0.1 like an attacker's; they must all survive
 * until their first request shows the token, while a flood past the bound still sheds its
 * oldest. Run on a stand-in server that emits the connections (no socket, no timing): when
 * the host accepts a burst before reading it is up to how busy it is, which a test on real
 * sockets cannot pin down.
 */
import { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CONNECTION_LIMITS,
  limitConnections,
} from '../../shared/node/web/connection-limits';

class StandInSocket extends EventEmitter {
  destroyed = false;
  destroy(): void {
    this.destroyed = true;
    this.emit('close');
  }
}

/** A stand-in server under the host's limits; `accept(n)` has it accept n connections at once. */
function host() {
  const server = new EventEmitter() as unknown as Server;
  const limits = limitConnections(server, DEFAULT_CONNECTION_LIMITS);
  const accept = (count: number) => {
    const sockets = Array.from({ length: count }, () => new StandInSocket());
    // All accepted before any is read, as a busy host does.
    for (const socket of sockets) server.emit('connection', socket);
    return sockets;
  };
  const prove = (s: StandInSocket) => {
    limits.prove(s as unknown as Socket);
  };
  return { accept, prove };
}

describe('connections that have not shown the token yet', () => {
  it('a burst of 256 calls and 200 event streams, all accepted before any is read, all stay', () => {
    const { accept, prove } = host();
    const burst = accept(256 + 200);
    expect(burst.filter((s) => s.destroyed).length).toBe(0);
    // Each then shows the token with its first request, and is no longer counted.
    for (const s of burst) prove(s);
    const next = accept(DEFAULT_CONNECTION_LIMITS.maxUnproven);
    expect([...burst, ...next].filter((s) => s.destroyed).length).toBe(0);
  });

  it('past the bound the oldest go first, whatever address they came from', () => {
    const sockets = host().accept(DEFAULT_CONNECTION_LIMITS.maxUnproven + 10);
    expect(sockets.map((s) => s.destroyed).indexOf(false)).toBe(10);
    expect(sockets.filter((s) => s.destroyed).length).toBe(10);
  });
});
