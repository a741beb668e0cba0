/**
 * Two-way calls over a message channel (a MessagePort, a child process's IPC, Electron's
 * parentPort): birpc, with what a channel to a less trusted peer needs around it. A message
 * that is not one of birpc's is dropped before birpc reads it (a renderer could send anything,
 * and birpc's reading of a bad one would reject where nobody listens); only a function of the
 * table's own can be called (no `constructor` or `toString` from the prototype); calls never
 * time out (a full check or an install may take minutes; a peer that goes away rejects them
 * through `close`).
 */
import { createBirpc, type BirpcReturn } from 'birpc';

/** A message channel as every host has one: post a message, hear messages. */
export interface Channel {
  /** Never throws: a message to a closed channel is dropped (whoever closed it fails its calls). */
  post(message: unknown): void;
  /** Hears every message; the returned function stops hearing. */
  listen(listener: (message: unknown) => void): () => void;
}

/** A table of functions a peer may call. */
export type RpcFunctions = object;

/** The calls to the peer (one method per remote function), and `$close`. */
export type Rpc<Remote extends RpcFunctions, Local extends RpcFunctions> = BirpcReturn<
  Remote,
  Local
>;

/**
 * Calls `Remote`'s functions over `channel` and answers its calls with `local`. `events` are
 * the remote functions called without waiting for an answer.
 */
export function rpcOver<Remote extends RpcFunctions, Local extends RpcFunctions>(
  channel: Channel,
  local: Local,
  events: (keyof Remote)[] = [],
): Rpc<Remote, Local> {
  let stop: (() => void) | undefined;
  return createBirpc<Remote, Local>(local, {
    post: (message) => {
      channel.post(message);
    },
    on: (listener) => {
      stop = channel.listen(listener);
    },
    off: () => stop?.(),
    deserialize: (message: unknown) => {
      if (!isRpcMessage(message)) throw new NotRpc();
      return message;
    },
    // A malformed message is dropped. Anything else is no message's fault: a call closed
    // unanswered (`$close`) must reject, not resolve with nothing.
    onGeneralError: (error) => error instanceof NotRpc,
    resolver: (name, fn) => (Object.hasOwn(local, name) ? fn : undefined),
    eventNames: events,
    timeout: -1,
  });
}

/** A message that is not birpc's (dropped unread). */
class NotRpc extends Error {}

// birpc's two kinds: a request {t:'q', m, a, i?, o?} and a response {t:'s', i, r?|e?}.
function isRpcMessage(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  if (m.t === 'q')
    return (
      typeof m.m === 'string' &&
      Array.isArray(m.a) &&
      (m.i === undefined || typeof m.i === 'string')
    );
  return m.t === 's' && typeof m.i === 'string';
}
