/**
 * The contract's calls for connections to models (Settings → Models). A key travels one way,
 * page to service, in setModelKey: no call answers it and no event carries it; the page only
 * learns whether one is set. Spread into CALLS in contract.ts.
 */
import { z } from 'zod';
import { BaseUrlSchema, PROVIDERS } from '../models/connection';
import { KEY_STORAGES } from '../models/key-store';
import { MessageSchema } from './schemas';
import { call } from './settings-calls';

const id = z.string().min(1).max(200);
/** A long call's name for cancelJob (chosen by the caller). */
const job = z.string().min(1).max(64);
const api = z.enum(['responses', 'chat']);

const draft = {
  /** Absent for a new connection (the service names it); an existing one's to change it. */
  id: id.optional(),
  label: z.string().trim().min(1).max(100),
  model: z.string().trim().min(1).max(500),
};

/** A connection as the page adds or changes it: never with its key. */
export const ConnectionDraftSchema = z.discriminatedUnion('provider', [
  z.object({ ...draft, provider: z.literal('anthropic'), baseUrl: BaseUrlSchema.optional() }),
  z.object({ ...draft, provider: z.literal('openai'), api, baseUrl: BaseUrlSchema.optional() }),
  z.object({ ...draft, provider: z.literal('openai-compatible'), baseUrl: BaseUrlSchema }),
]);

/** A connection as the page sees it: whether a key is set, never the key. */
export const ConnectionViewSchema = z.object({
  id: z.string(),
  label: z.string(),
  provider: z.enum(PROVIDERS),
  /** OpenAI's API; absent for the others. */
  api: api.optional(),
  /** The address chosen; absent: the provider's own (DEFAULT_BASE_URLS). */
  baseUrl: z.string().optional(),
  model: z.string(),
  key: z.enum(['set', 'not-set']),
});

/** Where keys are kept on this host (KEY_STORAGES). */
export const KeyStorageSchema = z.enum(KEY_STORAGES);

/** The connections and where their keys are kept. */
export const ConnectionListSchema = z.object({
  connections: z.array(ConnectionViewSchema),
  keys: KeyStorageSchema,
});

/** What "Test connection" found (shared/models/outcome.ts), never holding the key. */
export const ConnectionOutcomeSchema = z.object({
  kind: z.enum([
    'ok',
    'no-key',
    'wrong-key',
    'unknown-model',
    'no-model-list',
    'unreachable',
    'rate-limited',
    'provider-error',
    'not-model-api',
    'request-refused',
    'cut-off',
    'cancelled',
  ]),
  baseUrl: z.string(),
  model: z.string(),
  status: z.number().optional(),
  retryAfterSeconds: z.number().optional(),
  network: z.enum(['refused', 'dns', 'timeout', 'network']).optional(),
  timeoutSeconds: z.number().optional(),
  listed: z.number().optional(),
  detail: z.string().optional(),
});

/** A connection as the page sees it. */
export type ConnectionView = z.infer<typeof ConnectionViewSchema>;
/** A connection as the page adds or changes it. */
export type ConnectionDraft = z.infer<typeof ConnectionDraftSchema>;
/** The connections and where their keys are kept. */
export type ConnectionList = z.infer<typeof ConnectionListSchema>;

/** The model-connection calls. */
export const MODEL_CALLS = {
  /** Every connection, with "set" or "not set" for its key, and where keys are kept. */
  listModelConnections: call(z.object({}), ConnectionListSchema),
  /**
   * Adds a connection (no `id`) or changes one. A change of provider or of the address's
   * origin removes its key: a key entered for one server is never sent to another.
   */
  saveModelConnection: call(ConnectionDraftSchema, ConnectionViewSchema),
  /** Keeps a connection's key (replacing one set before); the answer never holds it. */
  setModelKey: call(
    z.object({
      id,
      key: z.string().min(1).max(4096),
      /** Keep it even where keys are kept weakly (KEY_STORAGES): the user chose to. */
      weakStorageOk: z.boolean().optional(),
    }),
    z.object({ key: z.literal('set') }),
  ),
  /** Removes a connection's key. */
  clearModelKey: call(z.object({ id }), z.object({ key: z.literal('not-set') })),
  /** "Test connection": the outcome and its words; stopped by cancelJob (then `cancelled`). */
  testModelConnection: call(
    z.object({ id, job: job.optional() }),
    z.object({ outcome: ConnectionOutcomeSchema, text: MessageSchema }),
  ),
  /** Removes a connection and its key. */
  removeModelConnection: call(z.object({ id }), z.object({})),
} as const;
