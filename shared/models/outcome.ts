/**
 * What came of reaching a model, as one typed value: the outcome of "Test connection", and why
 * a call failed. The Node side gathers the facts (status, headers, what the network said); the
 * kind and the words are decided here, the same for every provider.
 */
import type { Message } from '../i18n/message';
import { modelMessage } from './messages';

/** Why a model could not be used. */
export type FailureKind =
  | 'no-key'
  | 'wrong-key'
  | 'unknown-model'
  | 'no-model-list'
  | 'unreachable'
  | 'rate-limited'
  | 'provider-error'
  | 'not-model-api'
  | 'request-refused'
  | 'cut-off'
  | 'cancelled';

/** Why nothing answered. */
export type NetworkReason = 'refused' | 'dns' | 'timeout' | 'network';

/** A failure: its kind, where, and what is known. Never holds the key. */
export interface ModelFailure {
  kind: FailureKind;
  /** The base URL as shown (shownBaseUrl). */
  baseUrl: string;
  model: string;
  status?: number;
  /** From the provider's Retry-After, when it sent one. */
  retryAfterSeconds?: number;
  network?: NetworkReason;
  timeoutSeconds?: number;
  /** How many models the provider listed (unknown-model found by listing). */
  listed?: number;
  /** What the provider said in its own words, the key taken out, shortened. */
  detail?: string;
}

/** The outcome of testing a connection. */
export type ConnectionOutcome = { kind: 'ok'; baseUrl: string; model: string } | ModelFailure;

/** What is known of a failed exchange, before it is classified. */
export interface FailureFacts {
  baseUrl: string;
  model: string;
  /** The HTTP status of an error answer. */
  status?: number;
  retryAfter?: string | null;
  network?: NetworkReason;
  timeoutSeconds?: number;
  /** The answer was not a model API's (HTML, unreadable JSON, an unexpected shape). */
  notModelApi?: boolean;
  /** A reply began and stopped before its end. */
  cutOff?: boolean;
  cancelled?: boolean;
  detail?: string;
  /** The request was for the model list (a 404 there means no list, not no model). */
  listing?: boolean;
}

/** Seconds to wait from a Retry-After value (seconds or an HTTP date), or undefined. */
export function retryAfterSeconds(
  value: string | null | undefined,
  now: number,
): number | undefined {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds >= 0 ? Math.ceil(seconds) : undefined;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

function kindOf(facts: FailureFacts): FailureKind {
  if (facts.cancelled) return 'cancelled';
  if (facts.network) return 'unreachable';
  const status = facts.status;
  if (status !== undefined) {
    if (status === 401 || status === 403) return 'wrong-key';
    if (status === 404) return facts.listing ? 'no-model-list' : 'unknown-model';
    if (status === 429) return 'rate-limited';
    if (status >= 500) return 'provider-error';
    return 'request-refused';
  }
  if (facts.cutOff) return 'cut-off';
  return 'not-model-api';
}

/** The failure the facts describe. */
export function classifyFailure(facts: FailureFacts, now = Date.now()): ModelFailure {
  const failure: ModelFailure = { kind: kindOf(facts), baseUrl: facts.baseUrl, model: facts.model };
  if (facts.status !== undefined) failure.status = facts.status;
  const wait = retryAfterSeconds(facts.retryAfter, now);
  if (failure.kind === 'rate-limited' && wait !== undefined) failure.retryAfterSeconds = wait;
  if (facts.network) failure.network = facts.network;
  if (facts.network === 'timeout' && facts.timeoutSeconds !== undefined)
    failure.timeoutSeconds = facts.timeoutSeconds;
  if (facts.detail) failure.detail = facts.detail;
  return failure;
}

function sentence(outcome: ConnectionOutcome): Message {
  const { baseUrl, model } = outcome;
  if (outcome.kind === 'ok') return modelMessage('models.ok', { baseUrl, model });
  const status = outcome.status ?? 0;
  switch (outcome.kind) {
    case 'no-key':
      return modelMessage('models.no-key', { baseUrl });
    case 'wrong-key':
      return modelMessage('models.wrong-key', { baseUrl, status, model });
    case 'unknown-model':
      return outcome.listed === undefined
        ? modelMessage('models.unknown-model', { baseUrl, model })
        : modelMessage('models.unknown-model-listed', { baseUrl, model, count: outcome.listed });
    case 'no-model-list':
      return modelMessage('models.no-model-list', { baseUrl, status });
    case 'unreachable':
      return unreachable(outcome);
    case 'rate-limited':
      return outcome.retryAfterSeconds === undefined
        ? modelMessage('models.rate-limited', { baseUrl })
        : modelMessage('models.rate-limited-for', { baseUrl, seconds: outcome.retryAfterSeconds });
    case 'provider-error':
      // 529 is Anthropic's overloaded_error, 503 OpenAI's server_is_overloaded.
      return status === 529 || status === 503
        ? modelMessage('models.overloaded', { baseUrl, status })
        : modelMessage('models.provider-error', { baseUrl, status });
    case 'not-model-api':
      return modelMessage('models.not-model-api', { baseUrl });
    case 'request-refused':
      return modelMessage('models.request-refused', { baseUrl, status });
    case 'cut-off':
      return modelMessage('models.cut-off', { baseUrl });
    case 'cancelled':
      return modelMessage('models.cancelled', { baseUrl });
  }
}

function unreachable(failure: ModelFailure): Message {
  const { baseUrl } = failure;
  if (failure.network === 'refused') return modelMessage('models.refused', { baseUrl });
  if (failure.network === 'dns') return modelMessage('models.dns', { baseUrl });
  if (failure.network === 'timeout')
    return modelMessage('models.timeout', { baseUrl, seconds: failure.timeoutSeconds ?? 0 });
  return modelMessage('models.network', { baseUrl });
}

/** The outcome in plain words, with what the provider said when it said something. */
export function outcomeMessage(outcome: ConnectionOutcome): Message {
  const said = sentence(outcome);
  if (outcome.kind === 'ok' || outcome.detail === undefined) return said;
  return modelMessage('models.said', { sentence: said, detail: outcome.detail });
}
