/**
 * The bound on connections that have not shown the session token, as a policy: a page's burst
 * (many calls at once, every window's event stream) arrives as connections the host accepts
 * before it reads any of them, all from 127.0.0.1 like an attacker's; they must all survive
 * until their first request shows the token, while a flood past the bound still sheds its
 * oldest. Run on a stand-in server that emits the connections, with the event loop's turns
 * played by the test (no socket, no timing): when the host accepts a burst before reading it
 * is up to how busy it is, which a test on real sockets cannot pin down.
 */
import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CONNECTION_LIMITS,
  limitConnections,
  serverOptions,
} from '../../shared/node/web/connection-limits';

class StandInSocket extends EventEmitter {
  destroyed = false;
  destroy(): void {
    this.destroyed = true;
    this.emit('close');
  }
}

/**
 * A stand-in server under the host's limits. `accept(n)` has it accept n connections at once
 * (the poll phase of a turn of the event loop); `turn()` ends the turn (its check phase, where
 * what the host deferred to the next turn runs).
 */
function host() {
  const server = new EventEmitter() as unknown as Server;
  let queued: (() => void)[] = [];
  const limits = limitConnections(server, DEFAULT_CONNECTION_LIMITS, {
    nextTurn: (run) => void queued.push(run),
  });
  const accept = (count: number) => {
    const sockets = Array.from({ length: count }, () => new StandInSocket());
    // All accepted before any is read, as a busy host does.
    for (const socket of sockets) server.emit('connection', socket);
    return sockets;
  };
  const prove = (s: StandInSocket) => {
    limits.prove(s as unknown as Socket);
  };
  const turn = () => {
    const now = queued;
    queued = [];
    for (const run of now) run();
  };
  const turns = (count: number) => {
    for (let i = 0; i < count; i++) turn();
  };
  return { accept, prove, turn, turns };
}

const destroyed = (sockets: StandInSocket[]) => sockets.filter((s) => s.destroyed).length;

describe('connections that have not shown the token yet', () => {
  it('a burst of 256 calls and 200 event streams, all accepted before any is read, all stay', () => {
    const { accept, prove, turns } = host();
    const burst = accept(256 + 200);
    turns(3);
    expect(destroyed(burst)).toBe(0);
    // Each then shows the token with its first request, and is no longer counted.
    for (const s of burst) prove(s);
    const next = accept(DEFAULT_CONNECTION_LIMITS.maxUnproven);
    turns(3);
    expect(destroyed([...burst, ...next])).toBe(0);
  });

  it('past the bound the oldest go first, whatever address they came from', () => {
    const { accept, turns } = host();
    const sockets = accept(DEFAULT_CONNECTION_LIMITS.maxUnproven + 10);
    turns(3);
    expect(sockets.map((s) => s.destroyed).indexOf(false)).toBe(10);
    expect(destroyed(sockets)).toBe(10);
  });

  it('a page connection accepted just before a flood larger than the bound is kept until it is read', () => {
    const { accept, prove, turn, turns } = host();
    const { maxUnproven } = DEFAULT_CONNECTION_LIMITS;
    // The page's call is accepted, then a flood of silent connections, all in one turn.
    const [page] = accept(1);
    if (!page) throw new Error('no page connection');
    const flood = accept(maxUnproven + 100);
    turn();
    expect(page.destroyed).toBe(false);
    // The next turn reads the page's request (it shows the token) and accepts 50 more.
    prove(page);
    const more = accept(50);
    turns(3);
    expect(page.destroyed).toBe(false);
    // The flood is back under the bound, its oldest shed first; those just accepted stay.
    expect(destroyed(flood)).toBe(150);
    expect(flood.slice(0, 150).every((s) => s.destroyed)).toBe(true);
    expect(destroyed(more)).toBe(0);
  });

  it('a flood that never stops is still shed to the bound, turn by turn', () => {
    const { accept, turn } = host();
    const { maxUnproven } = DEFAULT_CONNECTION_LIMITS;
    const all: StandInSocket[] = [];
    for (let i = 0; i < 20; i++) {
      all.push(...accept(200));
      turn();
    }
    // At most the bound plus what the last two turns accepted (not yet given their turn).
    expect(all.length - destroyed(all)).toBeLessThanOrEqual(maxUnproven + 400);
    turn();
    turn();
    expect(all.length - destroyed(all)).toBe(maxUnproven);
  });
});

describe('the limits the host runs with', () => {
  it('are the documented ones: 10 s for headers, 60 s of silence, 512 without the token', () => {
    expect(DEFAULT_CONNECTION_LIMITS).toMatchObject({
      headersMs: 10_000,
      idleMs: 60_000,
      maxUnproven: 512,
    });
    const options = serverOptions(DEFAULT_CONNECTION_LIMITS);
    expect(options.headersTimeout).toBe(10_000);
    // Node checks for expired headers this often: well within the 10 s.
    expect(options.connectionsCheckingInterval).toBeLessThanOrEqual(1000);
    for (const doc of ['docs/security.md', 'docs/hosts.md']) {
      const text = readFileSync(doc, 'utf8').replace(/\s+/g, ' ');
      expect(text, doc).toContain('10 s for their headers');
      expect(text, doc).toContain('60 s of silence');
      expect(text, doc).toContain('at most 512');
    }
  });
});
