/**
 * A connection to a model: which provider and API, where (a base URL every provider lets the
 * user override: a proxy, a gateway, a loopback server in tests) and which model. The key is
 * not part of it: keys live in a KeyStore (key-store.ts) under the connection's id, so a
 * connection can be shown, saved and sent to the page whole.
 */
import { z } from 'zod';

/** The providers a connection can speak to. */
export const PROVIDERS = ['anthropic', 'openai', 'openai-compatible'] as const;

/** A provider. */
export type Provider = (typeof PROVIDERS)[number];

/** OpenAI's two APIs; an OpenAI-compatible endpoint speaks Chat Completions. */
export type OpenAiApi = 'responses' | 'chat';

/** Which wire format a connection speaks. */
export type WireApi = 'anthropic-messages' | 'openai-chat' | 'openai-responses';

/** The providers' own addresses, as their SDKs default to them. */
export const DEFAULT_BASE_URLS: Readonly<Record<'anthropic' | 'openai', string>> = {
  anthropic: 'https://api.anthropic.com',
  openai: 'https://api.openai.com/v1',
};

/**
 * Whether `text` is an address a key may be sent to: http or https, with no user name,
 * password, query or fragment (a credential there would be shown and saved as plain settings;
 * it belongs in the key, which is neither).
 */
export function isPlainHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.username === '' &&
      url.password === '' &&
      url.search === '' &&
      url.hash === '' &&
      !text.includes('?') &&
      !text.includes('#')
    );
  } catch {
    return false;
  }
}

/** A base URL as a schema (see isPlainHttpUrl). */
export const BaseUrlSchema = z
  .string()
  .max(2048)
  .refine(
    isPlainHttpUrl,
    'an http:// or https:// address with no user name, password, query or fragment (a key goes in the key field)',
  );

const httpUrl = BaseUrlSchema;

const base = {
  /** Where the key of this connection is kept (KeyStore). */
  id: z.string().min(1).max(200),
  /** What the user calls it (the settings list shows it). */
  label: z.string().min(1).max(100).optional(),
  model: z.string().min(1).max(500),
};

/** A connection as saved and as the contract will carry it. */
export const ModelConnectionSchema = z.discriminatedUnion('provider', [
  z.object({ ...base, provider: z.literal('anthropic'), baseUrl: httpUrl.optional() }),
  z.object({
    ...base,
    provider: z.literal('openai'),
    api: z.enum(['responses', 'chat']),
    baseUrl: httpUrl.optional(),
  }),
  // Ollama, LM Studio, vLLM, OpenRouter: the address is theirs, so it is required; a key is
  // optional (a local server takes none).
  z.object({ ...base, provider: z.literal('openai-compatible'), baseUrl: httpUrl }),
]);

/** A connection to a model. */
export type ModelConnection = z.infer<typeof ModelConnectionSchema>;

/** The wire format `connection` speaks. */
export function wireApiOf(connection: ModelConnection): WireApi {
  if (connection.provider === 'anthropic') return 'anthropic-messages';
  if (connection.provider === 'openai' && connection.api === 'responses') return 'openai-responses';
  return 'openai-chat';
}

/** The base URL in force: the override, or the provider's own. */
export function baseUrlOf(connection: ModelConnection): string {
  if (connection.baseUrl !== undefined) return connection.baseUrl;
  return DEFAULT_BASE_URLS[connection.provider === 'anthropic' ? 'anthropic' : 'openai'];
}

/** Whether the provider refuses every request without a key (a compatible server may not). */
export const needsKey = (connection: ModelConnection): boolean =>
  connection.provider !== 'openai-compatible';

/**
 * The base URL as it may be shown: scheme, host, port and path only. A user name, password or
 * query in it (`https://user:secret@host/v1?key=...`) is a credential and is never shown.
 */
export function shownBaseUrl(connection: ModelConnection): string {
  try {
    const url = new URL(baseUrlOf(connection));
    return `${url.protocol}//${url.host}${url.pathname === '/' ? '' : url.pathname}`;
  } catch {
    return '(invalid address)';
  }
}
