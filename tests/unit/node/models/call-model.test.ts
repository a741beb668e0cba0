/**
 * The normalized call against the fake provider, through the real SDKs: the same request gives
 * the same reply over the Anthropic Messages API, OpenAI's Responses and Chat Completions APIs
 * and an OpenAI-compatible server, streamed or not; what was sent is checked on the wire.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callModel } from '../../../../shared/node/models/call-model';
import type { ModelRequest } from '../../../../shared/models/request';
import { startFakeProvider, type FakeProvider } from '../../../helpers/fake-provider';
import { APIS, connectionTo } from '../../../helpers/model-connections';

const KEY = 'sk-test-call-0123456789';

const REQUEST: ModelRequest = {
  system: 'You are an agent. Skills: expenses, travel.',
  tools: [
    {
      name: 'Skill',
      description: 'Run a skill by name.',
      inputSchema: {
        type: 'object',
        properties: { skill: { type: 'string' } },
        required: ['skill'],
      },
    },
  ],
  messages: [{ role: 'user', text: '帮我报销这张发票 (do my expenses)' }],
};

const CALLS = [
  { name: 'Skill', input: { skill: 'expenses', args: { nested: [1, 'два', null] } } },
  { name: 'Read', input: { path: '/skills/travel/SKILL.md' } },
];

let fake: FakeProvider;
beforeEach(async () => {
  fake = await startFakeProvider();
});
afterEach(() => fake.close());

describe.each(APIS)('callModel over %s', (api) => {
  for (const stream of [false, true]) {
    it(`reads text and every tool call of the first reply (${stream ? 'streamed' : 'whole'})`, async () => {
      fake.script({ kind: 'reply', text: 'I will use the expenses skill.', toolCalls: CALLS });
      const { usage: _usage, ...reply } = await callModel(connectionTo(fake, api), KEY, {
        ...REQUEST,
        stream,
      });
      expect(reply).toEqual({
        text: 'I will use the expenses skill.',
        toolCalls: CALLS.map((c) => ({ ...c, inputIsJson: true })),
      });
      expect(fake.requests).toHaveLength(1);
    });
  }

  it('reads a reply with no tool call and one with no text', async () => {
    fake.script(
      { kind: 'reply', text: 'No skill fits.' },
      { kind: 'reply', toolCalls: CALLS.slice(0, 1) },
    );
    const connection = connectionTo(fake, api);
    const plain = await callModel(connection, KEY, REQUEST);
    expect({ text: plain.text, toolCalls: plain.toolCalls }).toEqual({
      text: 'No skill fits.',
      toolCalls: [],
    });
    const streamed = await callModel(connection, KEY, { ...REQUEST, stream: true });
    expect({ text: streamed.text, toolCalls: streamed.toolCalls }).toEqual({
      text: '',
      toolCalls: [{ ...CALLS[0], inputIsJson: true }],
    });
  });

  it("reads the tokens the provider counted (the fake's usage: 12 in, 7 out)", async () => {
    fake.script({ kind: 'reply', text: 'Done.' });
    const reply = await callModel(connectionTo(fake, api), KEY, REQUEST);
    expect(reply.usage).toEqual({ inputTokens: 12, outputTokens: 7 });
  });
});

describe('what each API is sent', () => {
  it('Anthropic: the key, system, tools with input_schema, the user turn', async () => {
    await callModel(connectionTo(fake, 'anthropic'), KEY, REQUEST);
    const [sent] = fake.requests;
    expect(sent?.path).toBe('/v1/messages');
    // @anthropic-ai/sdk 1.x sends the key as a bearer token (0.x sent x-api-key).
    expect(sent?.headers['x-api-key'] ?? sent?.headers.authorization).toMatch(
      new RegExp(`^(Bearer )?${KEY}$`),
    );
    expect(sent?.headers['anthropic-version']).toBeDefined();
    expect(sent?.body).toMatchObject({
      model: 'fake-model',
      system: REQUEST.system,
      tools: [
        {
          name: 'Skill',
          description: 'Run a skill by name.',
          input_schema: REQUEST.tools[0]?.inputSchema,
        },
      ],
      messages: [{ role: 'user', content: REQUEST.messages[0]?.text }],
    });
  });

  it('OpenAI Responses: bearer key, instructions, function tools, input, store false', async () => {
    await callModel(connectionTo(fake, 'openai-responses'), KEY, { ...REQUEST, stream: true });
    const [sent] = fake.requests;
    expect(sent?.path).toBe('/v1/responses');
    expect(sent?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(sent?.body).toMatchObject({
      instructions: REQUEST.system,
      store: false,
      stream: true,
      tools: [{ type: 'function', name: 'Skill', parameters: REQUEST.tools[0]?.inputSchema }],
      input: [{ role: 'user', content: REQUEST.messages[0]?.text }],
    });
  });

  it('Chat Completions: the system turn first, function tools', async () => {
    await callModel(connectionTo(fake, 'openai-chat'), KEY, REQUEST);
    const [sent] = fake.requests;
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(sent?.body).toMatchObject({
      max_completion_tokens: 1024,
      messages: [
        { role: 'system', content: REQUEST.system },
        { role: 'user', content: REQUEST.messages[0]?.text },
      ],
      tools: [
        {
          type: 'function',
          function: { name: 'Skill', parameters: REQUEST.tools[0]?.inputSchema },
        },
      ],
    });
  });

  it('an OpenAI-compatible server without a key gets no Authorization header at all', async () => {
    await callModel(connectionTo(fake, 'openai-compatible'), undefined, REQUEST);
    const [sent] = fake.requests;
    expect(sent?.headers.authorization).toBeUndefined();
    expect(sent?.body).toMatchObject({ max_tokens: 1024 });
  });

  it('never takes a key from the environment', async () => {
    const before = { ...process.env };
    process.env.OPENAI_API_KEY = 'sk-env-should-not-be-sent';
    process.env.OPENAI_ORG_ID = 'org-env';
    try {
      await callModel(connectionTo(fake, 'openai-compatible'), undefined, REQUEST);
    } finally {
      process.env = before;
    }
    expect(fake.requests[0]?.raw).not.toContain('sk-env');
    expect(JSON.stringify(fake.requests[0]?.headers)).not.toMatch(/sk-env|org-env/);
  });
});
