/**
 * The normalized call over Anthropic's Messages API: the system prompt, the tools with their
 * input schemas, the turns; back come the first reply's tool_use blocks and text.
 */
import type { Anthropic } from '@anthropic-ai/sdk';
import type { ModelReply, ModelRequest, ModelTurn } from '../../models/request';
import { CutOff, NotModelApi, viaSdk } from './failure-facts';

const DEFAULT_MAX_TOKENS = 1024;

function params(model: string, request: ModelRequest): Anthropic.MessageCreateParamsNonStreaming {
  return {
    model,
    max_tokens: request.maxTokens ?? DEFAULT_MAX_TOKENS,
    system: request.system,
    ...(request.tools.length > 0
      ? {
          tools: request.tools.map((tool) => ({
            name: tool.name,
            description: tool.description,
            input_schema: { ...tool.inputSchema, type: 'object' as const },
          })),
        }
      : {}),
    messages: request.messages.map(turnOf),
  };
}

// A plain turn is its text; a replayed tool exchange is blocks (tool_use in the assistant's
// turn, tool_result first in the user's: https://docs.claude.com/en/docs/agents-and-tools/tool-use/implement-tool-use).
function turnOf(turn: ModelTurn): Anthropic.MessageParam {
  if (!turn.toolCalls?.length && !turn.toolResults?.length)
    return { role: turn.role, content: turn.text };
  const text = turn.text === '' ? [] : [{ type: 'text' as const, text: turn.text }];
  if (turn.role === 'assistant') {
    const calls = (turn.toolCalls ?? []).map((c) => ({
      type: 'tool_use' as const,
      id: c.id,
      name: c.name,
      input: c.input,
    }));
    return { role: 'assistant', content: [...text, ...calls] };
  }
  const results = (turn.toolResults ?? []).map((r) => ({
    type: 'tool_result' as const,
    tool_use_id: r.id,
    content: r.text,
    ...(r.isError && { is_error: true }),
  }));
  return { role: 'user', content: [...results, ...text] };
}

/** The usage a Message reports, when it does. */
function usageOf(message: unknown): ModelReply['usage'] {
  const usage = (message as { usage?: { input_tokens?: unknown; output_tokens?: unknown } }).usage;
  const input = usage?.input_tokens;
  const output = usage?.output_tokens;
  return typeof input === 'number' && typeof output === 'number'
    ? { inputTokens: input, outputTokens: output }
    : undefined;
}

/** The reply read from a Message (checked: a proxy's page or another API's JSON is no Message). */
function replyOf(message: unknown): ModelReply {
  const content = (message as { content?: unknown } | null)?.content;
  if (typeof message !== 'object' || !Array.isArray(content)) throw new NotModelApi();
  const usage = usageOf(message);
  const reply: ModelReply = { toolCalls: [], text: '', ...(usage && { usage }) };
  for (const block of content as {
    type?: unknown;
    name?: unknown;
    input?: unknown;
    text?: unknown;
  }[]) {
    if (block.type === 'tool_use' && typeof block.name === 'string')
      reply.toolCalls.push({ name: block.name, input: block.input, inputIsJson: true });
    else if (block.type === 'text' && typeof block.text === 'string') reply.text += block.text;
  }
  return reply;
}

/** Sends `request` and reads the first reply; `began` learns when a streamed reply starts. */
export async function anthropicCall(
  client: Anthropic,
  model: string,
  request: ModelRequest,
  signal: AbortSignal | undefined,
  began: () => void,
): Promise<ModelReply> {
  const body = params(model, request);
  if (!request.stream) return replyOf(await viaSdk(() => client.messages.create(body, { signal })));
  const stream = client.messages.stream(body, { signal });
  const seen = { stop: false };
  stream.on('streamEvent', (event) => {
    began();
    if (event.type === 'message_stop') seen.stop = true;
  });
  const message = await viaSdk(() => stream.finalMessage());
  // A stream that ends cleanly before message_stop still yields what it had.
  if (!seen.stop) throw new CutOff();
  return replyOf(message);
}
