/**
 * A model provider on loopback for tests: it speaks the Anthropic Messages API, OpenAI's Chat
 * Completions and Responses APIs and both model lists (the *-wire.ts files, each shape cited),
 * records every request (headers and body), and answers each from a script of steps
 * (steps.ts): replies, failures with status and headers, delays, malformed bodies, streams cut
 * midway. The real SDKs are pointed at it by their base URL.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  anthropicError,
  anthropicErrorType,
  anthropicEvents,
  anthropicMessage,
  anthropicModels,
  modelOf,
  type WireEvent,
} from './anthropic-wire';
import {
  CHAT_DONE,
  chatChunks,
  chatCompletion,
  openaiError,
  openaiErrorKind,
  openaiModels,
} from './openai-wire';
import { responsesEvents, responsesResponse } from './responses-wire';
import { echoed, type RecordedRequest, type ReplyStep, type Route, type Step } from './steps';

export type { RecordedRequest, Step } from './steps';

/** A running fake provider. */
export interface FakeProvider {
  /** The server's root, e.g. http://127.0.0.1:41234 (Anthropic's SDK base URL). */
  origin: string;
  /** origin + /v1 (OpenAI's SDK base URL). */
  openaiBase: string;
  /** Every request, in arrival order. */
  requests: RecordedRequest[];
  /** Adds steps to the script, taken one per request in order. */
  script(...steps: Step[]): void;
  /** Steps not yet taken. */
  pending(): number;
  close(): Promise<void>;
}

/** What the fake answers when no step is left. */
export interface FakeOptions {
  /** The ids GET /v1/models lists. */
  models?: string[];
  /**
   * Answers a request the script has no step for, by what it asks (requests sent several at a
   * time arrive in any order); undefined falls back to the default answer.
   */
  respond?: (request: RecordedRequest) => Step | undefined;
}

/** Starts a fake provider on a free loopback port. */
export async function startFakeProvider(options: FakeOptions = {}): Promise<FakeProvider> {
  const requests: RecordedRequest[] = [];
  const steps: Step[] = [];
  const models = options.models ?? ['fake-model'];
  const server = createServer((req, res) => {
    void read(req).then((request) => {
      requests.push(request);
      const step =
        steps.shift() ?? options.respond?.(request) ?? defaultStep(routeOf(request), models);
      return answer(request, step, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    openaiBase: `${origin}/v1`,
    requests,
    script: (...more) => steps.push(...more),
    pending: () => steps.length,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function read(req: IncomingMessage): Promise<RecordedRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  let body: unknown = raw;
  try {
    body = JSON.parse(raw);
  } catch {
    // Not JSON (a GET has no body): kept as text.
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers))
    headers[name] = Array.isArray(value) ? value.join(', ') : (value ?? '');
  return { method: req.method ?? 'GET', path: req.url ?? '/', headers, body, raw };
}

/** Which API the request is for. */
export function routeOf(request: RecordedRequest): Route {
  const path = request.path.split('?')[0] ?? '';
  if (path.endsWith('/messages')) return 'anthropic';
  if (path.endsWith('/chat/completions')) return 'chat';
  if (path.endsWith('/responses')) return 'responses';
  // Anthropic's SDK sends anthropic-version on every request
  // (https://docs.anthropic.com/pt/api/models-list, "Headers").
  return request.headers['anthropic-version'] === undefined ? 'openai-models' : 'anthropic-models';
}

function defaultStep(route: Route, models: string[]): Step {
  return route.endsWith('models') ? { kind: 'models', ids: models } : { kind: 'reply', text: 'ok' };
}

const wantsStream = (request: RecordedRequest) =>
  (request.body as { stream?: unknown } | null)?.stream === true;

async function answer(request: RecordedRequest, step: Step, res: ServerResponse): Promise<void> {
  if (step.kind === 'hang') return;
  if (step.delayMs) await new Promise((resolve) => setTimeout(resolve, step.delayMs));
  const route = routeOf(request);
  const model = modelOf(request.body);
  switch (step.kind) {
    case 'models':
      json(
        res,
        200,
        route === 'anthropic-models' ? anthropicModels(step.ids) : openaiModels(step.ids),
      );
      return;
    case 'fail': {
      const isAnthropic = route.startsWith('anthropic');
      const message = echoed(step.message, request) ?? `scripted ${step.status}`;
      const [type, code] = isAnthropic
        ? [step.type ?? anthropicErrorType(step.status), null]
        : openaiErrorKind(step.status);
      const body = isAnthropic
        ? anthropicError(type, message)
        : openaiError(message, step.type ?? type, step.code ?? code);
      json(res, step.status, body, step.headers);
      return;
    }
    case 'raw':
      res.writeHead(step.status ?? 200, {
        'content-type': step.contentType ?? 'text/html; charset=utf-8',
        ...step.headers,
      });
      res.end(echoed(step.body, request));
      return;
    case 'reply':
      if (wantsStream(request)) stream(res, route, eventsFor(route, step, model));
      else json(res, 200, bodyFor(route, step, model));
      return;
    case 'cut':
      cut(res, route, step, model, wantsStream(request));
      return;
    case 'stream-error': {
      // An error event once the stream has begun, shaped as an error body
      // (https://docs.claude.com/en/api/messages-streaming, "Error events").
      const events = eventsFor(route, { kind: 'reply', text: 'partial' }, model).slice(0, 2);
      events.push(['error', anthropicError(step.type, step.message)]);
      stream(res, route, events);
    }
  }
}

function bodyFor(route: Route, reply: ReplyStep, model: string): unknown {
  if (route === 'anthropic') return anthropicMessage(reply, model);
  if (route === 'responses') return responsesResponse(reply, model);
  return chatCompletion(reply, model);
}

function eventsFor(route: Route, reply: ReplyStep, model: string): WireEvent[] {
  if (route === 'anthropic') return anthropicEvents(reply, model);
  if (route === 'responses') return responsesEvents(reply, model);
  return chatChunks(reply, model);
}

function json(res: ServerResponse, status: number, body: unknown, headers = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'request-id': 'req_fake_1',
    ...headers,
  });
  res.end(text);
}

// An SSE event: "event: <name>" when it has one, "data: <json>", a blank line
// (https://docs.claude.com/en/api/messages-streaming, "Event types"; chat chunks are data-only).
const sse = ([event, data]: WireEvent) =>
  `${event === undefined ? '' : `event: ${event}\n`}data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`;

function streamHead(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
}

function stream(res: ServerResponse, route: Route, events: WireEvent[]): void {
  streamHead(res);
  for (const event of events) res.write(sse(event));
  if (route === 'chat') res.write(sse([undefined, CHAT_DONE]));
  res.end();
}

function cut(
  res: ServerResponse,
  route: Route,
  step: Extract<Step, { kind: 'cut' }>,
  model: string,
  streaming: boolean,
): void {
  const reply: ReplyStep = { kind: 'reply', ...step.reply };
  const stop = () => (step.how === 'destroy' ? res.destroy() : res.end());
  if (streaming) {
    streamHead(res);
    for (const event of eventsFor(route, reply, model).slice(0, step.afterEvents))
      res.write(sse(event));
    // Flushed before the cut, so the client has read what came before it.
    setTimeout(stop, 20);
    return;
  }
  const text = JSON.stringify(bodyFor(route, reply, model));
  // Dropped: the whole body's length was promised and half of it sent. Ended: a clean (chunked)
  // end after half the JSON.
  const length = step.how === 'destroy' ? { 'content-length': Buffer.byteLength(text) } : {};
  res.writeHead(200, { 'content-type': 'application/json', ...length });
  res.write(text.slice(0, Math.floor(text.length / 2)));
  setTimeout(stop, 20);
}
