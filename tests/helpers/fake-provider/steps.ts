/**
 * What a test scripts the fake provider to do with one request: answer (in the wire format of
 * the route asked), fail with a status, send raw bytes, cut a stream, or never answer. Steps are
 * taken in order, one per request (a retry takes the next one); with none left the fake answers
 * a plain reply or its model list.
 */

/** A request as the fake received it. */
export interface RecordedRequest {
  method: string;
  /** The path and query, e.g. /v1/messages. */
  path: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** The body parsed as JSON, or its text when it is not JSON. */
  body: unknown;
  /** The body exactly as sent. */
  raw: string;
}

/** Text that may be computed from the request (to echo what was sent, as a hostile server would). */
export type Echo = string | ((request: RecordedRequest) => string);

/** One tool call of a scripted reply. */
export interface ScriptedCall {
  name: string;
  input: unknown;
}

interface Timed {
  /** Milliseconds to wait before the first byte of the answer. */
  delayMs?: number;
}

/** A model's reply: text and tool calls, streamed when the request asked for a stream. */
export interface ReplyStep extends Timed {
  kind: 'reply';
  text?: string;
  toolCalls?: ScriptedCall[];
}

/** An HTTP error in the provider's error shape. */
export interface FailStep extends Timed {
  kind: 'fail';
  status: number;
  /** The provider's error type; the one the provider documents for the status when absent. */
  type?: string;
  /** OpenAI's `error.code`. */
  code?: string;
  message?: Echo;
  headers?: Record<string, string>;
}

/** Bytes as given: HTML, garbage, truncated JSON. */
export interface RawStep extends Timed {
  kind: 'raw';
  status?: number;
  contentType?: string;
  body: Echo;
  headers?: Record<string, string>;
}

/**
 * A reply that stops midway: a stream after `afterEvents` events, a JSON body after half its
 * bytes; `end` closes the response cleanly, `destroy` drops the connection.
 */
export interface CutStep extends Timed {
  kind: 'cut';
  reply: Omit<ReplyStep, 'kind'>;
  afterEvents: number;
  how: 'end' | 'destroy';
}

/** An error event inside a stream that has begun (Anthropic's `event: error`). */
export interface StreamErrorStep extends Timed {
  kind: 'stream-error';
  type: string;
  message: string;
}

/** The model list (GET /v1/models) in the provider's shape. */
export interface ModelsStep extends Timed {
  kind: 'models';
  ids: string[];
}

/** Never answers (until the fake closes). */
export interface HangStep {
  kind: 'hang';
}

/** What the fake does with one request. */
export type Step =
  ReplyStep | FailStep | RawStep | CutStep | StreamErrorStep | ModelsStep | HangStep;

/** Which API a request was for, read from its path (and, for the model list, its headers). */
export type Route = 'anthropic' | 'chat' | 'responses' | 'anthropic-models' | 'openai-models';

/** The text of an echo for `request`. */
export const echoed = (text: Echo | undefined, request: RecordedRequest): string | undefined =>
  typeof text === 'function' ? text(request) : text;
