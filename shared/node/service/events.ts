/**
 * The service's events, typed by the contract, with plain subscribe/unsubscribe.
 */
import type { EventName, EventPayload } from '../../ipc/contract';

type Listener<K extends EventName> = (payload: EventPayload<K>) => void;

/** A small typed event hub; listeners that throw never stop the others. */
export class StudioEvents {
  private readonly listeners = new Map<EventName, Set<Listener<EventName>>>();

  /** Subscribes; the returned function unsubscribes. */
  on<K extends EventName>(event: K, listener: Listener<K>): () => void {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
    return () => set.delete(listener);
  }

  /** Subscribes to every event (the IPC and web transports forward them all). */
  onAny(listener: <K extends EventName>(event: K, payload: EventPayload<K>) => void): () => void {
    this.anyListeners.add(listener);
    return () => this.anyListeners.delete(listener);
  }

  private readonly anyListeners = new Set<
    <K extends EventName>(event: K, payload: EventPayload<K>) => void
  >();

  /** Delivers an event. */
  emit<K extends EventName>(event: K, payload: EventPayload<K>): void {
    for (const listener of this.listeners.get(event) ?? []) {
      try {
        listener(payload);
      } catch {
        // One broken listener must not starve the rest.
      }
    }
    for (const listener of this.anyListeners) {
      try {
        listener(event, payload);
      } catch {
        // As above.
      }
    }
  }
}
