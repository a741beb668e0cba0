/**
 * OpenAI's Responses API as the fake speaks it: a response whose output holds a message and
 * function_call items, and the same as semantic streaming events. Each shape cites the page it
 * was written from; the SDK (openai) parses every byte of it in the tests.
 */
import { pieces, type WireEvent } from './anthropic-wire';
import type { ReplyStep } from './steps';

type Reply = Omit<ReplyStep, 'kind'>;
type Item = Record<string, unknown>;

// A message item: id, type "message", status, role "assistant", content of output_text parts
// with text and annotations (https://docs.rs/crate/openai-client-base/latest/source/docs/ResponseOutputText.md,
// generated from OpenAI's OpenAPI document).
function messageItem(text: string, done: boolean): Item {
  return {
    id: 'msg_fake_1',
    type: 'message',
    status: done ? 'completed' : 'in_progress',
    role: 'assistant',
    content: done ? [{ type: 'output_text', text, annotations: [] }] : [],
  };
}

// A function_call item: id, type, call_id, name, arguments as a JSON string, status
// (https://v03.api.js.langchain.com/interfaces/_langchain_openai.OpenAIClient.Responses.ResponseFunctionToolCall.html,
// openai-node's ResponseFunctionToolCall).
function callItem(i: number, name: string, args: string, done: boolean): Item {
  return {
    id: `fc_fake_${i + 1}`,
    type: 'function_call',
    call_id: `call_fake_${i + 1}`,
    name,
    arguments: done ? args : '',
    status: done ? 'completed' : 'in_progress',
  };
}

function output(reply: Reply): Item[] {
  const items: Item[] = [];
  if (reply.text !== undefined) items.push(messageItem(reply.text, true));
  (reply.toolCalls ?? []).forEach((call, i) =>
    items.push(callItem(i, call.name, JSON.stringify(call.input), true)),
  );
  return items;
}

// The response object: id "resp_...", object "response", created_at, status, model, output[],
// usage, error and incomplete_details null when it completed
// (https://console.upstage.ai/api/responses.md "The response object", an OpenAI-compatible
// reference; status values completed / failed / in_progress / incomplete).
function response(reply: Reply, model: string, status: string, items: Item[]) {
  return {
    id: 'resp_fake_1',
    object: 'response',
    created_at: 1_767_225_600,
    status,
    model,
    output: items,
    error: null,
    incomplete_details: null,
    parallel_tool_calls: true,
    tool_choice: 'auto',
    tools: [],
    usage:
      status === 'completed'
        ? {
            input_tokens: 12,
            input_tokens_details: { cached_tokens: 0 },
            output_tokens: 7,
            output_tokens_details: { reasoning_tokens: 0 },
            total_tokens: 19,
          }
        : null,
  };
}

/** The non-streaming answer to POST /v1/responses. */
export function responsesResponse(reply: Reply, model: string): unknown {
  return response(reply, model, 'completed', output(reply));
}

/** The streaming answer to POST /v1/responses with "stream": true, event by event. */
export function responsesEvents(reply: Reply, model: string): WireEvent[] {
  // Semantic events, each named by its type, each with a rising sequence_number; no [DONE]
  // (https://developers.openai.com/docs/guides/streaming-responses: ResponseCreatedEvent,
  // ResponseInProgressEvent, ResponseOutputItemAdded, ResponseContentPartAdded,
  // ResponseOutputTextDelta, ResponseTextDone, ResponseFunctionCallArgumentsDelta,
  // ResponseFunctionCallArgumentsDone, ResponseOutputItemDone, ResponseCompletedEvent).
  const events: WireEvent[] = [];
  const send = (type: string, data: Record<string, unknown>) =>
    events.push([type, { type, sequence_number: events.length, ...data }]);
  send('response.created', { response: response(reply, model, 'in_progress', []) });
  send('response.in_progress', { response: response(reply, model, 'in_progress', []) });
  let outputIndex = 0;
  if (reply.text !== undefined) {
    const text = reply.text;
    const at = { item_id: 'msg_fake_1', output_index: outputIndex, content_index: 0 };
    // output_item.added carries output_index and the item as it starts
    // (https://docs.rs/crate/openai-client-base/0.12.0/source/src/models/response_output_item_added_event.rs).
    send('response.output_item.added', {
      output_index: outputIndex,
      item: messageItem(text, false),
    });
    send('response.content_part.added', {
      ...at,
      part: { type: 'output_text', text: '', annotations: [] },
    });
    // output_text.delta: item_id, output_index, content_index, delta
    // (https://docs.rs/crate/openai-types/0.1.3/source/src/responses/streaming.rs, ResponseTextDeltaEvent).
    for (const part of pieces(text))
      send('response.output_text.delta', { ...at, delta: part, logprobs: [] });
    send('response.output_text.done', { ...at, text, logprobs: [] });
    send('response.content_part.done', {
      ...at,
      part: { type: 'output_text', text, annotations: [] },
    });
    send('response.output_item.done', { output_index: outputIndex, item: messageItem(text, true) });
    outputIndex++;
  }
  (reply.toolCalls ?? []).forEach((call, i) => {
    const args = JSON.stringify(call.input);
    const itemId = `fc_fake_${i + 1}`;
    send('response.output_item.added', {
      output_index: outputIndex,
      item: callItem(i, call.name, args, false),
    });
    // function_call_arguments.delta / .done: item_id, output_index, and the delta or the final
    // arguments (https://docs.rs/openai-struct/latest/src/openai_struct/models/response_function_call_arguments_done_event.rs.html).
    for (const part of pieces(args))
      send('response.function_call_arguments.delta', {
        item_id: itemId,
        output_index: outputIndex,
        delta: part,
      });
    send('response.function_call_arguments.done', {
      item_id: itemId,
      output_index: outputIndex,
      name: call.name,
      arguments: args,
    });
    send('response.output_item.done', {
      output_index: outputIndex,
      item: callItem(i, call.name, args, true),
    });
    outputIndex++;
  });
  // response.completed carries the whole response, status "completed"
  // (https://developers.openai.com/docs/guides/streaming-responses).
  send('response.completed', { response: response(reply, model, 'completed', output(reply)) });
  return events;
}
