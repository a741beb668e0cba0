/**
 * The normalized call over Anthropic's Messages API: the system prompt, the tools with their
 * input schemas, the turns; back come the first reply's tool_use blocks and text.
 */
import type { Anthropic } from '@anthropic-ai/sdk';
import type { ModelReply, ModelRequest } from '../../models/request';
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
    messages: request.messages.map((turn) => ({ role: turn.role, content: turn.text })),
  };
}

/** The reply read from a Message (checked: a proxy's page or another API's JSON is no Message). */
function replyOf(message: unknown): ModelReply {
  const content = (message as { content?: unknown } | null)?.content;
  if (typeof message !== 'object' || !Array.isArray(content)) throw new NotModelApi();
  const reply: ModelReply = { toolCalls: [], text: '' };
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
