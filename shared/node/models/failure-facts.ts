/**
 * What an SDK's error says about a failed exchange, as facts for the pure classification
 * (shared/models/outcome.ts), and the one error a model call throws. Nothing of the SDK's error
 * is kept: its message, headers and cause can hold what the server echoed (the key among it),
 * so only the status, Retry-After and the provider's own message (the key taken out) survive.
 */
import * as AnthropicSdk from '@anthropic-ai/sdk';
import * as OpenAiSdk from 'openai';
import { english } from '../../i18n/catalogue';
import {
  classifyFailure,
  outcomeMessage,
  type FailureFacts,
  type ModelFailure,
  type NetworkReason,
} from '../../models/outcome';
import { clipped, redactSecret } from '../../models/redact';

/** Why a model call failed, in the user's words; `failure` says it to the UI in any language. */
export class ModelCallError extends Error {
  override name = 'ModelCallError';
  constructor(readonly failure: ModelFailure) {
    super(english(outcomeMessage(failure)));
  }
}

/** The answer came, but not in a model API's shape (thrown inside this folder, then classified). */
export class NotModelApi extends Error {
  override name = 'NotModelApi';
}

/** A reply that began and stopped before its end. */
export class CutOff extends Error {
  override name = 'CutOff';
}

/** Where the exchange was and what it must never show. */
export interface ExchangeContext {
  baseUrl: string;
  model: string;
  key: string | undefined;
  timeoutSeconds: number;
  listing?: boolean;
  /** Whether any part of a streamed reply had arrived. */
  began?: () => boolean;
}

const isApiError = (e: unknown): e is AnthropicSdk.APIError | OpenAiSdk.APIError =>
  e instanceof AnthropicSdk.APIError || e instanceof OpenAiSdk.APIError;
const isAbort = (e: unknown) =>
  e instanceof AnthropicSdk.APIUserAbortError || e instanceof OpenAiSdk.APIUserAbortError;
const isTimeout = (e: unknown) =>
  e instanceof AnthropicSdk.APIConnectionTimeoutError ||
  e instanceof OpenAiSdk.APIConnectionTimeoutError;
const isConnection = (e: unknown) =>
  e instanceof AnthropicSdk.APIConnectionError || e instanceof OpenAiSdk.APIConnectionError;
const isSdkError = (e: unknown) =>
  e instanceof AnthropicSdk.AnthropicError || e instanceof OpenAiSdk.OpenAIError;

// The statuses that stand for Anthropic's error types when one arrives inside a stream (no
// HTTP status then): https://platform.claude.com/docs/en/api/errors, "HTTP errors".
const STATUS_OF_TYPE: Record<string, number> = {
  invalid_request_error: 400,
  authentication_error: 401,
  permission_error: 403,
  not_found_error: 404,
  rate_limit_error: 429,
  api_error: 500,
  overloaded_error: 529,
};

/** The codes found down an error's cause chain (undici puts the system's under "cause"). */
function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  let at: unknown = error;
  for (let depth = 0; depth < 8 && typeof at === 'object' && at !== null; depth++) {
    const code = (at as { code?: unknown }).code;
    // An API error's code is the provider's (OpenAI's "invalid_api_key"), not the system's.
    if (typeof code === 'string' && !isApiError(at)) codes.push(code);
    at = (at as { cause?: unknown }).cause;
  }
  return codes;
}

function networkReason(error: unknown): NetworkReason | 'cut' {
  const codes = codesOf(error);
  if (codes.includes('ECONNREFUSED')) return 'refused';
  if (codes.some((c) => c === 'ENOTFOUND' || c === 'EAI_AGAIN' || c === 'EAI_NONAME')) return 'dns';
  if (codes.some((c) => c === 'ETIMEDOUT' || c === 'UND_ERR_CONNECT_TIMEOUT')) return 'timeout';
  // The server closed the connection in the middle of the body (undici's "other side closed").
  if (codes.includes('UND_ERR_SOCKET')) return 'cut';
  return 'network';
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

// The provider's own message from an error body (Anthropic's error.error.message, OpenAI's
// error.message), only when the body was JSON: an HTML page is no one's words.
function providerDetail(error: AnthropicSdk.APIError | OpenAiSdk.APIError): string | undefined {
  const body = record(error.error);
  const said = record(body.error).message ?? body.message;
  return typeof said === 'string' && said.trim() !== '' ? said : undefined;
}

function errorType(error: AnthropicSdk.APIError | OpenAiSdk.APIError): string | undefined {
  const body = record(error.error);
  const type = record(body.error).type ?? body.type;
  return typeof type === 'string' ? type : undefined;
}

/**
 * Awaits an SDK call. An SDK that chokes on what came back (a TypeError while it reads a web
 * page as a response) was sent no model API's answer; a TypeError with a system code under it
 * is the network's and goes on as it is.
 */
export async function viaSdk<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof TypeError && codesOf(error).length === 0) throw new NotModelApi();
    throw error;
  }
}

/** The facts of `error`, or undefined for an error that is no failure of the exchange (a bug). */
export function factsOf(
  error: unknown,
  context: ExchangeContext,
  signal?: AbortSignal,
): FailureFacts | undefined {
  const base: FailureFacts = { baseUrl: context.baseUrl, model: context.model };
  if (context.listing) base.listing = true;
  if (isAbort(error) || signal?.aborted) return { ...base, cancelled: true };
  if (isTimeout(error))
    return { ...base, network: 'timeout', timeoutSeconds: context.timeoutSeconds };
  // undici's own errors can also come through bare (openai's SDK lets a body dropped midway
  // through as "TypeError: terminated"): the system's code down the cause chain tells.
  if (isConnection(error) || codesOf(error).length > 0) {
    const reason = networkReason(error);
    if (reason === 'cut') return { ...base, cutOff: true };
    return reason === 'timeout'
      ? { ...base, network: reason, timeoutSeconds: context.timeoutSeconds }
      : { ...base, network: reason };
  }
  if (isApiError(error)) {
    const detail = providerDetail(error);
    const safe = detail === undefined ? undefined : clipped(redactSecret(detail, context.key));
    const status = error.status ?? STATUS_OF_TYPE[errorType(error) ?? ''] ?? 500;
    // A 404 page that is not the provider's error body: the address is not a model API.
    if (status === 404 && error.error === undefined) return { ...base, notModelApi: true };
    const facts: FailureFacts = {
      ...base,
      status,
      retryAfter: error.headers?.get('retry-after') ?? null,
    };
    if (safe !== undefined) facts.detail = safe;
    return facts;
  }
  if (error instanceof CutOff) return { ...base, cutOff: true };
  if (error instanceof NotModelApi || error instanceof SyntaxError)
    return { ...base, notModelApi: true };
  // The SDKs' own "stream ended without..." errors: cut off once a reply had begun.
  if (isSdkError(error))
    return context.began?.() ? { ...base, cutOff: true } : { ...base, notModelApi: true };
  return undefined;
}

/** The failure `error` stands for; an error that is none (a bug of ours) is thrown on. */
export function failureOf(
  error: unknown,
  context: ExchangeContext,
  signal?: AbortSignal,
): ModelFailure {
  const facts = factsOf(error, context, signal);
  if (facts === undefined) throw error;
  return classifyFailure(facts);
}
