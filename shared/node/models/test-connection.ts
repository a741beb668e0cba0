/**
 * "Test connection": is the key accepted, and does the provider serve the model? Answered from
 * the provider's model list, which costs nothing and checks the key (a compatible server that
 * takes no key answers it too). One attempt by default: the user wants to know what happens
 * now, not to wait out a Retry-After.
 */
import { needsKey, shownBaseUrl, wireApiOf, type ModelConnection } from '../../models/connection';
import type { ConnectionOutcome } from '../../models/outcome';
import { failureOf } from './failure-facts';
import { anthropicModelIds, openaiModelIds } from './list-models';
import { anthropicClient, openaiClient, type ClientOptions } from './sdk-clients';

/** The defaults for a connection test. */
export const TEST_DEFAULTS = { maxRetries: 0, timeoutMs: 15_000 } as const;

/** What testing `connection` with `key` found. */
export async function testConnection(
  connection: ModelConnection,
  key: string | undefined,
  options: ClientOptions & { signal?: AbortSignal } = {},
): Promise<ConnectionOutcome> {
  const baseUrl = shownBaseUrl(connection);
  const { model } = connection;
  if (needsKey(connection) && key === undefined) return { kind: 'no-key', baseUrl, model };
  const set = { ...TEST_DEFAULTS, ...options };
  let ids: string[];
  try {
    ids =
      wireApiOf(connection) === 'anthropic-messages'
        ? await anthropicModelIds(anthropicClient(key ?? '', connection, set), options.signal)
        : await openaiModelIds(openaiClient(key, connection, set), options.signal);
  } catch (error) {
    const context = { baseUrl, model, key, timeoutSeconds: set.timeoutMs / 1000, listing: true };
    return failureOf(error, context, options.signal);
  }
  if (ids.includes(model)) return { kind: 'ok', baseUrl, model };
  return { kind: 'unknown-model', baseUrl, model, listed: ids.length };
}
