/**
 * The normalized call over OpenAI's two APIs (an OpenAI-compatible server speaks the first):
 * Chat Completions, whose reply is a message with tool_calls, and Responses, whose output holds
 * function_call items. Both give back the same ModelReply.
 */
import type { OpenAI } from 'openai';
import type { ModelConnection } from '../../models/connection';
import type { ModelReply, ModelRequest, ModelToolCall, ModelTurn } from '../../models/request';
import { CutOff, NotModelApi, viaSdk } from './failure-facts';
import { parseBoundedJson } from '../../json/bounded-json';

const DEFAULT_MAX_TOKENS = 1024;

/** A tool call's arguments, parsed when they are JSON (a model may write anything there). */
function callOf(name: string, args: string): ModelToolCall {
  try {
    return { name, input: parseBoundedJson(args), inputIsJson: true };
  } catch {
    return { name, input: args, inputIsJson: false };
  }
}

function chatParams(
  connection: ModelConnection,
  request: ModelRequest,
): Omit<OpenAI.Chat.ChatCompletionCreateParamsNonStreaming, 'stream'> {
  const most = request.maxTokens ?? DEFAULT_MAX_TOKENS;
  return {
    model: connection.model,
    // OpenAI has replaced max_tokens by max_completion_tokens; compatible servers (Ollama,
    // vLLM, LM Studio) still read max_tokens.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    ...(connection.provider === 'openai' ? { max_completion_tokens: most } : { max_tokens: most }),
    messages: [{ role: 'system', content: request.system }, ...request.messages.flatMap(chatTurns)],
    ...(request.tools.length > 0
      ? {
          tools: request.tools.map((tool) => ({
            type: 'function' as const,
            function: {
              name: tool.name,
              description: tool.description,
              parameters: tool.inputSchema,
            },
          })),
        }
      : {}),
  };
}

// A replayed tool exchange: the assistant's tool_calls, then one "tool" message per result
// (https://platform.openai.com/docs/guides/function-calling).
function chatTurns(turn: ModelTurn): OpenAI.Chat.ChatCompletionMessageParam[] {
  if (turn.role === 'assistant') {
    if (!turn.toolCalls?.length) return [{ role: 'assistant', content: turn.text }];
    return [
      {
        role: 'assistant',
        content: turn.text === '' ? null : turn.text,
        tool_calls: turn.toolCalls.map((c) => ({
          id: c.id,
          type: 'function' as const,
          function: { name: c.name, arguments: JSON.stringify(c.input) },
        })),
      },
    ];
  }
  const results = (turn.toolResults ?? []).map((r) => ({
    role: 'tool' as const,
    tool_call_id: r.id,
    content: r.text,
  }));
  if (results.length === 0) return [{ role: 'user', content: turn.text }];
  return turn.text === '' ? results : [...results, { role: 'user', content: turn.text }];
}

// Responses: function_call items after the assistant's text, function_call_output before the
// user's (https://platform.openai.com/docs/guides/function-calling?api-mode=responses).
function responsesTurns(turn: ModelTurn): OpenAI.Responses.ResponseInputItem[] {
  const text: OpenAI.Responses.ResponseInputItem[] =
    turn.text === '' && (turn.toolCalls?.length || turn.toolResults?.length)
      ? []
      : [{ role: turn.role, content: turn.text }];
  const calls = (turn.toolCalls ?? []).map((c) => ({
    type: 'function_call' as const,
    call_id: c.id,
    name: c.name,
    arguments: JSON.stringify(c.input),
  }));
  const results = (turn.toolResults ?? []).map((r) => ({
    type: 'function_call_output' as const,
    call_id: r.id,
    output: r.text,
  }));
  return turn.role === 'assistant' ? [...text, ...calls] : [...results, ...text];
}

/** The usage a reply reports, under either API's names, when it does. */
function usageOf(reply: unknown, input: string, output: string): ModelReply['usage'] {
  const usage = (reply as { usage?: Record<string, unknown> | null }).usage;
  const i = usage?.[input];
  const o = usage?.[output];
  return typeof i === 'number' && typeof o === 'number'
    ? { inputTokens: i, outputTokens: o }
    : undefined;
}

function chatReply(completion: unknown, streamed: boolean): ModelReply {
  const choices = (completion as { choices?: unknown } | null)?.choices;
  if (typeof completion !== 'object' || !Array.isArray(choices)) throw new NotModelApi();
  const choice = choices[0] as OpenAI.Chat.ChatCompletion.Choice | undefined;
  if (choice === undefined) throw new NotModelApi();
  // A stream that ends before its last chunk has no finish_reason.
  const finish: unknown = choice.finish_reason;
  if (streamed && (finish === null || finish === undefined)) throw new CutOff();
  const calls = (choice.message.tool_calls ?? []).flatMap((call) =>
    call.type === 'function' ? [callOf(call.function.name, call.function.arguments)] : [],
  );
  const usage = usageOf(completion, 'prompt_tokens', 'completion_tokens');
  return { toolCalls: calls, text: choice.message.content ?? '', ...(usage && { usage }) };
}

/** Chat Completions: sends `request`, reads the first choice. */
export async function chatCall(
  client: OpenAI,
  connection: ModelConnection,
  request: ModelRequest,
  signal: AbortSignal | undefined,
  began: () => void,
): Promise<ModelReply> {
  const body = chatParams(connection, request);
  if (!request.stream)
    return chatReply(await client.chat.completions.create(body, { signal }), false);
  const stream = client.chat.completions.stream(body, { signal });
  stream.on('chunk', () => began());
  return chatReply(await stream.finalChatCompletion(), true);
}

function responsesParams(
  connection: ModelConnection,
  request: ModelRequest,
): Omit<OpenAI.Responses.ResponseCreateParamsNonStreaming, 'stream'> {
  return {
    model: connection.model,
    instructions: request.system,
    input: request.messages.flatMap(responsesTurns),
    max_output_tokens: request.maxTokens ?? DEFAULT_MAX_TOKENS,
    // Nothing of a trigger test is kept on the provider's side.
    store: false,
    ...(request.tools.length > 0
      ? {
          tools: request.tools.map((tool) => ({
            type: 'function' as const,
            name: tool.name,
            description: tool.description,
            parameters: tool.inputSchema,
            strict: false,
          })),
        }
      : {}),
  };
}

function responsesReply(response: unknown, streamed: boolean): ModelReply {
  const output = (response as { output?: unknown } | null)?.output;
  if (typeof response !== 'object' || !Array.isArray(output)) throw new NotModelApi();
  const status = (response as { status?: unknown }).status;
  // A stream that ends before response.completed leaves the response in progress.
  if (streamed && status !== 'completed' && status !== 'incomplete') throw new CutOff();
  const usage = usageOf(response, 'input_tokens', 'output_tokens');
  const reply: ModelReply = { toolCalls: [], text: '', ...(usage && { usage }) };
  for (const item of output as OpenAI.Responses.ResponseOutputItem[]) {
    if (item.type === 'function_call') reply.toolCalls.push(callOf(item.name, item.arguments));
    else if (item.type === 'message')
      for (const part of item.content) if (part.type === 'output_text') reply.text += part.text;
  }
  return reply;
}

/** Responses: sends `request`, reads the output items. */
export async function responsesCall(
  client: OpenAI,
  connection: ModelConnection,
  request: ModelRequest,
  signal: AbortSignal | undefined,
  began: () => void,
): Promise<ModelReply> {
  const body = responsesParams(connection, request);
  if (!request.stream)
    return responsesReply(await viaSdk(() => client.responses.create(body, { signal })), false);
  const stream = client.responses.stream(body, { signal });
  stream.on('event', () => began());
  return responsesReply(await viaSdk(() => stream.finalResponse()), true);
}
