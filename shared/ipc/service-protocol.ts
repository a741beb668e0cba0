/**
 * The functions each side of a connection to the service's process offers (port-rpc.ts): the
 * service answers the contract's calls by name with their envelopes, and tells each connected
 * page or host its events. A window's port and the web host's channel both speak this.
 */
import type { CallEnvelope } from './dispatch';

/** What the service's process answers on every connection. */
export interface ServiceFunctions {
  /** A contract call (its input is checked there); its envelope. */
  call(name: string, input: unknown): Promise<CallEnvelope<unknown>>;
}

/** What every connection hears from the service's process. */
export interface ClientFunctions {
  /** One of the contract's events. */
  event(name: string, payload: unknown): void;
}

/** The client functions that are sent without waiting for an answer. */
export const CLIENT_EVENTS: (keyof ClientFunctions)[] = ['event'];
