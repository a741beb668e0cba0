/**
 * The normalized call over OpenAI's two APIs (an OpenAI-compatible server speaks the first):
 * Chat Completions, whose reply is a message with tool_calls, and Responses, whose output holds
 * function_call items. Both give back the same ModelReply.
 */
import type { OpenAI } from 'openai';
import type { ModelConnection } from '../../models/connection';
import type { ModelReply, ModelRequest, ModelToolCall } from '../../models/request';
import { CutOff, NotModelApi, viaSdk } from './failure-facts';

const DEFAULT_MAX_TOKENS = 1024;

/** A tool call's arguments, parsed when they are JSON (a model may write anything there). */
function callOf(name: string, args: string): ModelToolCall {
  try {
    return { name, input: JSON.parse(args) as unknown, inputIsJson: true };
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
    messages: [
      { role: 'system', content: request.system },
      ...request.messages.map((turn) => ({ role: turn.role, content: turn.text })),
    ],
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
  return { toolCalls: calls, text: choice.message.content ?? '' };
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
    input: request.messages.map((turn) => ({ role: turn.role, content: turn.text })),
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
  const reply: ModelReply = { toolCalls: [], text: '' };
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
