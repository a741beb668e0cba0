/**
 * A model server on loopback for recording what an agent sends its model. It speaks the four
 * wire formats the agents use (OpenAI chat completions: OpenCode through its openai-compatible
 * provider; OpenAI Responses: Codex; Anthropic Messages: Claude Code; the Gemini API's
 * generateContent and streamGenerateContent with `alt=sse`: Gemini CLI), keeps every request body,
 * and answers from a script: the n-th tool call of `calls` once n tool results are in the
 * request, then a plain "done". With `isMain`, a request it refuses (a sub-agent's: Claude Code
 * runs a `context: fork` skill in one) is answered with SUB_AGENT_ANSWER and no tool call, so the
 * sub-agent ends at once instead of calling the skill again. A call may be a function of the
 * request's body (a name the agent made up at run time, read from its request); with `hang`
 * the mock never answers (a model that does not respond); `onRequest` hears each request.
 */
import { createServer } from 'node:http';

/** What the mock answers a sub-agent (a request `isMain` refuses). */
export const SUB_AGENT_ANSWER = 'The sub-agent answered (recording mock).';

/**
 * Starts the server on a free loopback port; `calls` are `{ name, input }`; `isMain(body)` tells
 * the main conversation's requests from a sub-agent's (all are main without it).
 */
export async function startMockModel(calls = [], { isMain, hang = false, onRequest } = {}) {
  const requests = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      let parsed = null;
      try {
        parsed = JSON.parse(body);
      } catch {
        // Not JSON (a probe or a health check): recorded as text.
      }
      requests.push({ url: req.url ?? '', body: parsed ?? body });
      onRequest?.(req.url ?? '');
      if (hang) return;
      const main = !isMain || !parsed || isMain(parsed);
      const step = main ? calls[countToolResults(parsed)] : undefined;
      const next = typeof step === 'function' ? step(parsed) : step;
      answer(req.url ?? '', parsed, next, res, main ? 'done' : SUB_AGENT_ANSWER);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}

function countToolResults(body) {
  if (!body || typeof body !== 'object') return 0;
  let n = 0;
  for (const m of body.messages ?? []) {
    if (m.role === 'tool') n++;
    if (Array.isArray(m.content)) n += m.content.filter((p) => p?.type === 'tool_result').length;
  }
  for (const item of body.input ?? []) if (item?.type === 'function_call_output') n++;
  // Gemini: functionResponse parts of the user turns.
  for (const c of body.contents ?? [])
    n += (c?.parts ?? []).filter((p) => p && 'functionResponse' in p).length;
  return n;
}

function sse(res) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  return (event, data) =>
    res.write(`${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`);
}

function answer(url, body, call, res, text) {
  if (url.includes(':streamGenerateContent')) return gemini(sse(res), call, res);
  // A side request (routing, checks) outside the main loop: text, no scripted call spent.
  if (url.includes(':generateContent')) return geminiOnce(undefined, res);
  if (url.includes(':countTokens')) {
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end('{"totalTokens":10}');
  }
  if (url.includes('/chat/completions')) return chat(sse(res), call, res);
  if (url.includes('/messages/count_tokens')) {
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end('{"input_tokens":10}');
  }
  if (url.includes('/messages')) return anthropic(sse(res), body, call, res, text);
  if (url.includes('/responses')) return responses(sse(res), call, res);
  res.writeHead(404, { 'content-type': 'application/json' });
  res.end('{"error":{"message":"not served by the recording mock"}}');
}

function chat(send, call, res) {
  const base = { id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model: 'mock' };
  const usage = { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 };
  const delta = call
    ? {
        role: 'assistant',
        tool_calls: [
          {
            index: 0,
            id: `call_${call.index}`,
            type: 'function',
            function: { name: call.name, arguments: JSON.stringify(call.input) },
          },
        ],
      }
    : { role: 'assistant', content: 'done' };
  send('', { ...base, choices: [{ index: 0, delta, finish_reason: null }] });
  send('', {
    ...base,
    choices: [{ index: 0, delta: {}, finish_reason: call ? 'tool_calls' : 'stop' }],
    usage,
  });
  res.end('data: [DONE]\n\n');
}

function anthropic(send, body, call, res, text) {
  const usage = { input_tokens: 1, output_tokens: 1 };
  send('message_start', {
    type: 'message_start',
    message: {
      id: 'msg_1',
      type: 'message',
      role: 'assistant',
      model: body?.model ?? 'mock',
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage,
    },
  });
  const block = call
    ? { type: 'tool_use', id: `toolu_${call.index}`, name: call.name, input: {} }
    : { type: 'text', text: '' };
  send('content_block_start', { type: 'content_block_start', index: 0, content_block: block });
  send('content_block_delta', {
    type: 'content_block_delta',
    index: 0,
    delta: call
      ? { type: 'input_json_delta', partial_json: JSON.stringify(call.input) }
      : { type: 'text_delta', text },
  });
  send('content_block_stop', { type: 'content_block_stop', index: 0 });
  send('message_delta', {
    type: 'message_delta',
    delta: { stop_reason: call ? 'tool_use' : 'end_turn', stop_sequence: null },
    usage: { output_tokens: 1 },
  });
  send('message_stop', { type: 'message_stop' });
  res.end();
}

function responses(send, call, res) {
  send('response.created', { type: 'response.created', response: { id: 'resp_1' } });
  const item = call
    ? {
        type: 'function_call',
        id: `fc_${call.index}`,
        call_id: `call_${call.index}`,
        name: call.name,
        arguments: JSON.stringify(call.input),
      }
    : {
        type: 'message',
        id: 'msg_1',
        role: 'assistant',
        content: [{ type: 'output_text', text: 'done' }],
      };
  send('response.output_item.done', { type: 'response.output_item.done', item });
  send('response.completed', {
    type: 'response.completed',
    response: {
      id: 'resp_1',
      usage: {
        input_tokens: 1,
        input_tokens_details: null,
        output_tokens: 1,
        output_tokens_details: null,
        total_tokens: 2,
      },
    },
  });
  res.end();
}

// The Gemini API (https://ai.google.dev/api, "generateContent" and "streamGenerateContent"): a
// GenerateContentResponse per SSE `data:` frame, no [DONE] sentinel; a tool call is a
// `functionCall` part of the candidate's content.
function geminiResponse(call) {
  const part = call
    ? { functionCall: { id: `call_${call.index}`, name: call.name, args: call.input } }
    : { text: 'done' };
  return {
    candidates: [{ content: { role: 'model', parts: [part] }, finishReason: 'STOP', index: 0 }],
    usageMetadata: { promptTokenCount: 1, candidatesTokenCount: 1, totalTokenCount: 2 },
    modelVersion: 'mock',
  };
}

function gemini(send, call, res) {
  send('', geminiResponse(call));
  res.end();
}

function geminiOnce(call, res) {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(geminiResponse(call)));
}
