/**
 * OpenAI's Chat Completions API as the fake speaks it (a completion with tool_calls, the same
 * as chunks ending in `data: [DONE]`), its errors and its model list. Each shape cites the page
 * it was written from; the SDK (openai) parses every byte of it in the tests.
 */
import { pieces, type WireEvent } from './anthropic-wire';
import type { ReplyStep } from './steps';

type Reply = Omit<ReplyStep, 'kind'>;

// A tool call: id, type "function", and function { name, arguments } with the arguments as a
// JSON string (https://developers.openai.com/api/docs/guides/function-calling).
function toolCalls(reply: Reply) {
  return (reply.toolCalls ?? []).map((call, i) => ({
    id: `call_fake_${i + 1}`,
    type: 'function',
    function: { name: call.name, arguments: JSON.stringify(call.input) },
  }));
}

// finish_reason "tool_calls" when the model called tools, "stop" otherwise
// (https://developers.openai.com/api/docs/guides/function-calling).
const finishReason = (reply: Reply) => ((reply.toolCalls ?? []).length > 0 ? 'tool_calls' : 'stop');

/** The non-streaming answer to POST /v1/chat/completions. */
export function chatCompletion(reply: Reply, model: string): unknown {
  // The chat.completion object: id, object, created, model, choices[] of { index, message,
  // finish_reason, logprobs }, usage
  // (https://developers.openai.com/api/reference/resources/chat/subresources/completions).
  const calls = toolCalls(reply);
  return {
    id: 'chatcmpl-fake-1',
    object: 'chat.completion',
    created: 1_767_225_600,
    model,
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: reply.text ?? null,
          refusal: null,
          ...(calls.length > 0 ? { tool_calls: calls } : {}),
        },
        finish_reason: finishReason(reply),
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: 12, completion_tokens: 7, total_tokens: 19 },
  };
}

/** The streaming answer to POST /v1/chat/completions with "stream": true, chunk by chunk. */
export function chatChunks(reply: Reply, model: string): WireEvent[] {
  // Each chunk is a chat.completion.chunk with the same id, created and model, and choices[] of
  // { index, delta, finish_reason }; data-only events, no event name
  // (https://developers.openai.com/api/reference/resources/chat/subresources/completions,
  // chat_completion_chunk).
  const chunk = (delta: unknown, finish: string | null = null): WireEvent => [
    undefined,
    {
      id: 'chatcmpl-fake-1',
      object: 'chat.completion.chunk',
      created: 1_767_225_600,
      model,
      choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }],
    },
  ];
  const out: WireEvent[] = [chunk({ role: 'assistant', content: '' })];
  for (const part of reply.text === undefined ? [] : pieces(reply.text))
    out.push(chunk({ content: part }));
  // A streamed tool call: delta.tool_calls[] items of { index, id, type, function { name,
  // arguments } }, the first with id, type and name, later ones only index and pieces of the
  // arguments (https://developers.openai.com/api/reference/resources/chat/subresources/completions,
  // chat_completion_chunk > choices > delta > tool_calls).
  toolCalls(reply).forEach((call, index) => {
    out.push(
      chunk({
        tool_calls: [
          {
            index,
            id: call.id,
            type: 'function',
            function: { name: call.function.name, arguments: '' },
          },
        ],
      }),
    );
    for (const part of pieces(call.function.arguments))
      out.push(chunk({ tool_calls: [{ index, function: { arguments: part } }] }));
  });
  out.push(chunk({}, finishReason(reply)));
  return out;
}

/** What ends a chat stream: a data-only `[DONE]` (not JSON). */
// (https://developers.openai.com/api/reference/resources/chat/subresources/completions, the
// `stream` parameter: "data-only server-sent events ... terminated by a data: [DONE] message";
// the SDK stops on it, node_modules/openai/core/streaming.mjs.)
export const CHAT_DONE = '[DONE]';

// type and code for each status, as the API sends them: 401 invalid_request_error /
// invalid_api_key ("Incorrect API key provided", https://help.openai.com/en/articles/6882433),
// 404 model_not_found (https://dev.to/leshan/openai-api-model-not-found-5-causes-and-a-30-second-checklist-132),
// 429 rate_limit_exceeded, 503 service_unavailable_error / server_is_overloaded
// (https://www.developersdigest.tech/errors/api/openai-api, after the official error codes page).
const ERRORS: Record<number, [type: string, code: string | null]> = {
  400: ['invalid_request_error', null],
  401: ['invalid_request_error', 'invalid_api_key'],
  403: ['invalid_request_error', 'unsupported_country_region_territory'],
  404: ['invalid_request_error', 'model_not_found'],
  429: ['requests', 'rate_limit_exceeded'],
  500: ['server_error', null],
  503: ['service_unavailable_error', 'server_is_overloaded'],
};

/** OpenAI's type and code for `status`. */
export const openaiErrorKind = (status: number): [string, string | null] =>
  ERRORS[status] ?? (status >= 500 ? ['server_error', null] : ['invalid_request_error', null]);

/** An error body: `{"error": {"message", "type", "param", "code"}}`. */
export function openaiError(message: string, type: string, code: string | null): unknown {
  // (OpenAI.Error: code, message, param, type:
  // https://learn.microsoft.com/en-us/azure/foundry/reference/rest/open-ai-models-list-models.)
  return { error: { message, type, param: null, code } };
}

/** The model list for GET /v1/models: `{"object": "list", "data": [...]}`. */
export function openaiModels(ids: string[]): unknown {
  // Each model: id, created, object "model", owned_by
  // (https://developers.openai.com/api/reference/cli/resources/models/methods/list/index.md).
  return {
    object: 'list',
    data: ids.map((id) => ({ id, object: 'model', created: 1_767_225_600, owned_by: 'fake' })),
  };
}
