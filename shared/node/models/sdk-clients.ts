/**
 * The providers' official SDKs, made for one connection. Everything is passed explicitly so
 * nothing comes from the environment: a key, organization or base URL read from
 * ANTHROPIC_API_KEY or OPENAI_API_KEY would otherwise be sent to whatever address the
 * connection names (an OpenAI-compatible server is anyone's).
 *
 * Retries are the SDKs' own. Both (node_modules/@anthropic-ai/sdk/client.mjs and
 * node_modules/openai/client.mjs, `shouldRetry` and `retryRequest`, checked at
 * @anthropic-ai/sdk 1.17.0 and openai 7.60.0) retry a connection failure or timeout and the
 * statuses 408, 409, 429 and >= 500 (so Anthropic's 529 too), never 400, 401 or 404; they
 * obey `x-should-retry`, wait what `retry-after-ms` or `retry-after` asks (seconds or a date,
 * when positive), else back off 0.5 s doubling to 8 s with jitter; a stream is not retried
 * once it has begun.
 */
import { Anthropic } from '@anthropic-ai/sdk';
import { OpenAI } from 'openai';
import { baseUrlOf, type ModelConnection } from '../../models/connection';

/** How the SDKs are set up for a connection. */
export interface ClientOptions {
  /** Retries after the first attempt (the SDKs' default is 2). */
  maxRetries?: number;
  /** Milliseconds an attempt may take before it is abandoned. */
  timeoutMs?: number;
}

/** The defaults for a model call. */
export const CALL_DEFAULTS = { maxRetries: 2, timeoutMs: 60_000 } as const;

// A compatible server without a key: the SDK refuses to be made without one, so it gets a
// stand-in and the Authorization header is left out of every request (a null default header
// removes it).
const NO_KEY = 'no-key-set';

/** The Anthropic SDK for `connection`. */
export function anthropicClient(
  key: string,
  connection: ModelConnection,
  options: ClientOptions,
): Anthropic {
  return new Anthropic({
    apiKey: key,
    baseURL: baseUrlOf(connection),
    maxRetries: options.maxRetries ?? CALL_DEFAULTS.maxRetries,
    timeout: options.timeoutMs ?? CALL_DEFAULTS.timeoutMs,
    // The SDK logs to the console at "warn" by default; what it would say is ours to say.
    logLevel: 'off',
  });
}

/** The OpenAI SDK for `connection` (OpenAI itself or a compatible server). */
export function openaiClient(
  key: string | undefined,
  connection: ModelConnection,
  options: ClientOptions,
): OpenAI {
  return new OpenAI({
    apiKey: key ?? NO_KEY,
    adminAPIKey: null,
    organization: null,
    project: null,
    baseURL: baseUrlOf(connection),
    maxRetries: options.maxRetries ?? CALL_DEFAULTS.maxRetries,
    timeout: options.timeoutMs ?? CALL_DEFAULTS.timeoutMs,
    logLevel: 'off',
    ...(key === undefined ? { defaultHeaders: { Authorization: null } } : {}),
  });
}
