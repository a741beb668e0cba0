/**
 * Calls over a message channel (port-rpc.ts) with a peer that may be hostile (a renderer): what
 * it sends that is no call is dropped without a word or a crash, it can reach only the table's
 * own functions, and a call the other side never answers rejects once the channel is closed.
 */
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rpcOver, type Channel } from '../../../shared/ipc/port-rpc';

const ports: MessagePort[] = [];
afterEach(() => {
  for (const port of ports.splice(0)) port.close();
});

function channelOf(port: MessagePort): Channel {
  ports.push(port);
  return {
    post: (message) => {
      port.postMessage(message);
    },
    listen: (listener) => {
      port.on('message', listener);
      return () => port.off('message', listener);
    },
  };
}

interface Served {
  echo(value: string): Promise<string>;
}

describe('calls over a port', () => {
  it('answers calls of the table, drops what is not a call, and never runs what the table inherits', async () => {
    const { port1, port2 } = new MessageChannel();
    const echo = vi.fn((value: string) => Promise.resolve(`echo ${value}`));
    rpcOver<Record<string, never>, Served>(channelOf(port1), { echo });
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const caller = rpcOver<Served & { toString(): Promise<string> }, object>(
        channelOf(port2),
        {},
      );
      for (const junk of [null, 7, 'q', { t: 'q' }, { t: 'q', m: 'echo', a: 'x' }, { t: 's' }, []])
        port2.postMessage(junk);
      expect(await caller.echo('a')).toBe('echo a');
      // Object.prototype's functions are no calls of the table.
      await expect(caller.toString()).rejects.toThrow('not found');
      await expect(caller.$call('constructor' as 'echo', 'x')).rejects.toThrow('not found');
      expect(echo).toHaveBeenCalledTimes(1);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('a call never answered rejects once the channel is closed, never resolves with nothing', async () => {
    const { port1, port2 } = new MessageChannel();
    rpcOver<Record<string, never>, Served>(channelOf(port1), {
      echo: () => new Promise<string>(() => undefined),
    });
    const caller = rpcOver<Served, object>(channelOf(port2), {});
    const waiting = caller.echo('a');
    caller.$close(new Error('gone'));
    await expect(waiting).rejects.toThrow('gone');
  });
});
