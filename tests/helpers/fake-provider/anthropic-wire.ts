/**
 * The Anthropic Messages API as the fake speaks it: a message with content blocks, the same
 * message as a stream of events, errors and the model list. Each shape cites the page it was
 * written from; the SDK (@anthropic-ai/sdk) parses every byte of it in the tests.
 */
import type { ReplyStep } from './steps';

/** An SSE event: its name and its JSON data. */
export type WireEvent = readonly [event: string | undefined, data: unknown];

type Reply = Omit<ReplyStep, 'kind'>;

/** The request's model, or a stand-in when the body has none. */
export const modelOf = (body: unknown): string => {
  const model = (body as { model?: unknown } | null)?.model;
  return typeof model === 'string' ? model : 'fake-model';
};

// Content blocks: text, then one tool_use block per call with id, name and input as an object
// (https://platform.claude.com/docs/en/agents-and-tools/tool-use/overview).
function blocks(reply: Reply): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  if (reply.text !== undefined) out.push({ type: 'text', text: reply.text });
  (reply.toolCalls ?? []).forEach((call, i) =>
    out.push({ type: 'tool_use', id: `toolu_fake_${i + 1}`, name: call.name, input: call.input }),
  );
  return out;
}

// stop_reason "tool_use" when the turn ends in a tool call, "end_turn" otherwise
// (https://platform.claude.com/docs/en/agents-and-tools/tool-use/overview).
const stopReason = (reply: Reply) => ((reply.toolCalls ?? []).length > 0 ? 'tool_use' : 'end_turn');

// The Message object: id, type "message", role, model, content, stop_reason, stop_sequence,
// usage (https://docs.claude.com/en/api/messages-streaming, the message_start example).
function message(reply: Reply, model: string, content: unknown[], done: boolean) {
  return {
    id: 'msg_fake_1',
    type: 'message',
    role: 'assistant',
    model,
    content,
    stop_reason: done ? stopReason(reply) : null,
    stop_sequence: null,
    usage: { input_tokens: 12, output_tokens: done ? 7 : 1 },
  };
}

/** The non-streaming answer to POST /v1/messages. */
export function anthropicMessage(reply: Reply, model: string): unknown {
  return message(reply, model, blocks(reply), true);
}

/** Splits text into up to three pieces, so every delta kind is seen more than once. */
export function pieces(text: string): string[] {
  if (text.length < 3) return [text];
  const third = Math.ceil(text.length / 3);
  return [text.slice(0, third), text.slice(third, 2 * third), text.slice(2 * third)];
}

/** The streaming answer to POST /v1/messages with "stream": true, event by event. */
export function anthropicEvents(reply: Reply, model: string): WireEvent[] {
  // Every event has an SSE event name and the same name as "type" in its data; the flow is
  // message_start, per block content_block_start / content_block_delta... / content_block_stop,
  // message_delta, message_stop, with ping events anywhere
  // (https://docs.claude.com/en/api/messages-streaming, "Event types", "Ping events").
  const events: WireEvent[] = [
    ['message_start', { type: 'message_start', message: message(reply, model, [], false) }],
    ['ping', { type: 'ping' }],
  ];
  blocks(reply).forEach((block, index) => {
    const isText = block.type === 'text';
    // A block starts empty: text "" or a tool_use with input {}
    // (https://docs.claude.com/en/api/messages-streaming, "Streaming request with tool use").
    const start = isText ? { type: 'text', text: '' } : { ...block, input: {} };
    events.push([
      'content_block_start',
      { type: 'content_block_start', index, content_block: start },
    ]);
    // text_delta carries "text"; input_json_delta carries "partial_json", pieces of the input's
    // JSON that are parsed once the block stops
    // (https://docs.claude.com/en/api/messages-streaming, "Content block delta types").
    const parts = isText ? pieces(String(block.text)) : pieces(JSON.stringify(block.input));
    for (const part of parts)
      events.push([
        'content_block_delta',
        {
          type: 'content_block_delta',
          index,
          delta: isText
            ? { type: 'text_delta', text: part }
            : { type: 'input_json_delta', partial_json: part },
        },
      ]);
    events.push(['content_block_stop', { type: 'content_block_stop', index }]);
  });
  // message_delta carries the stop_reason and cumulative usage, then message_stop ends the
  // stream (https://docs.claude.com/en/api/messages-streaming, "Event types").
  events.push([
    'message_delta',
    {
      type: 'message_delta',
      delta: { stop_reason: stopReason(reply), stop_sequence: null },
      usage: { output_tokens: 7 },
    },
  ]);
  events.push(['message_stop', { type: 'message_stop' }]);
  return events;
}

// The error type for each status (https://platform.claude.com/docs/en/api/errors, "HTTP errors").
const ERROR_TYPES: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  402: 'billing_error',
  403: 'permission_error',
  404: 'not_found_error',
  409: 'conflict_error',
  413: 'request_too_large',
  429: 'rate_limit_error',
  500: 'api_error',
  529: 'overloaded_error',
};

/** The documented error type for `status` ("api_error" for a status the page does not list). */
export const anthropicErrorType = (status: number): string =>
  ERROR_TYPES[status] ?? (status >= 500 ? 'api_error' : 'invalid_request_error');

/** An error body: top-level type "error", an error object with type and message, a request_id. */
export function anthropicError(type: string, message: string): unknown {
  // (https://platform.claude.com/docs/en/api/errors, "Error shapes": `{"type": "error",
  // "error": {"type": ..., "message": ...}, "request_id": ...}`.)
  return { type: 'error', error: { type, message }, request_id: 'req_fake_1' };
}

/** The model list for GET /v1/models: data, has_more, first_id, last_id. */
export function anthropicModels(ids: string[]): unknown {
  // Each model has type "model", id, display_name and created_at (RFC 3339); the page says
  // whether more follow (https://docs.anthropic.com/pt/api/models-list, "Response").
  return {
    data: ids.map((id) => ({
      type: 'model',
      id,
      display_name: id,
      created_at: '2026-01-01T00:00:00Z',
    })),
    has_more: false,
    first_id: ids[0] ?? null,
    last_id: ids.at(-1) ?? null,
  };
}
