/**
 * How a model call fails against the fake provider, through the real SDKs: what the SDKs retry
 * (429 and 5xx, honouring Retry-After) and what they never do (400, 401), streams cut midway,
 * bodies that are no model's, an error inside a stream, and a call stopped by its signal.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callModel } from '../../../../shared/node/models/call-model';
import { ModelCallError } from '../../../../shared/node/models/failure-facts';
import type { ModelRequest } from '../../../../shared/models/request';
import { startFakeProvider, type FakeProvider, type Step } from '../../../helpers/fake-provider';
import { APIS, connectionTo, type ApiName } from '../../../helpers/model-connections';

const KEY = 'sk-test-failures-0123456789';
const REQUEST: ModelRequest = {
  system: 'sys',
  tools: [],
  messages: [{ role: 'user', text: 'hi' }],
};
const CALL = { name: 'Skill', input: { skill: 'expenses' } };

let fake: FakeProvider;
beforeEach(async () => {
  fake = await startFakeProvider();
});
afterEach(() => fake.close());

async function failure(api: ApiName, request: Partial<ModelRequest> = {}, options = {}) {
  const error: unknown = await callModel(
    connectionTo(fake, api),
    KEY,
    { ...REQUEST, ...request },
    options,
  ).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ModelCallError);
  return (error as ModelCallError).failure;
}

describe.each(APIS)('a call over %s', (api) => {
  it('retries a 429 after its Retry-After, then a 529/503, and gets the reply', async () => {
    fake.script(
      { kind: 'fail', status: 429, headers: { 'retry-after': '0.05' } },
      { kind: 'fail', status: api === 'anthropic' ? 529 : 503, headers: { 'retry-after': '0.05' } },
      { kind: 'reply', toolCalls: [CALL] },
    );
    const reply = await callModel(connectionTo(fake, api), KEY, REQUEST);
    expect(reply.toolCalls).toEqual([{ ...CALL, inputIsJson: true }]);
    expect(fake.requests.map((r) => r.headers['x-stainless-retry-count'])).toEqual(['0', '1', '2']);
  });

  it('gives up after maxRetries and says the last failure', async () => {
    const busy: Step = { kind: 'fail', status: 500, headers: { 'retry-after': '0.01' } };
    fake.script(busy, busy);
    expect(await failure(api, {}, { maxRetries: 1 })).toMatchObject({
      kind: 'provider-error',
      status: 500,
    });
    expect(fake.requests).toHaveLength(2);
  });

  for (const [status, kind] of [
    [400, 'request-refused'],
    [401, 'wrong-key'],
    [404, 'unknown-model'],
  ] as const)
    it(`never retries a ${status} (${kind})`, async () => {
      fake.script({ kind: 'fail', status, message: `scripted ${status}` });
      expect(await failure(api)).toMatchObject({ kind, status, detail: `scripted ${status}` });
      expect(fake.requests).toHaveLength(1);
    });

  for (const how of ['end', 'destroy'] as const)
    it(`a stream cut midway (${how}) is cut off, not a reply`, async () => {
      fake.script({
        kind: 'cut',
        reply: { text: 'I will', toolCalls: [CALL] },
        afterEvents: 4,
        how,
      });
      expect(await failure(api, { stream: true }, { maxRetries: 0 })).toMatchObject({
        kind: 'cut-off',
      });
    });

  it('a whole body dropped midway is cut off; one ended midway is not JSON', async () => {
    fake.script({ kind: 'cut', reply: { text: 'x' }, afterEvents: 0, how: 'destroy' });
    expect(await failure(api, {}, { maxRetries: 0 })).toMatchObject({ kind: 'cut-off' });
    fake.script({ kind: 'cut', reply: { text: 'x' }, afterEvents: 0, how: 'end' });
    expect(await failure(api, {}, { maxRetries: 0 })).toMatchObject({ kind: 'not-model-api' });
  });

  for (const stream of [false, true]) {
    it(`an HTML page with 200 is not a model API (${stream ? 'streamed' : 'whole'})`, async () => {
      fake.script({ kind: 'raw', body: '<html><h1>Welcome to nginx!</h1></html>' });
      expect(await failure(api, { stream })).toMatchObject({ kind: 'not-model-api' });
    });
    it(`garbage JSON is not a model API (${stream ? 'streamed' : 'whole'})`, async () => {
      fake.script({
        kind: 'raw',
        contentType: stream ? 'text/event-stream' : 'application/json',
        body: stream ? 'data: {"broken\n\n' : '{"id": 1, garbage',
      });
      expect(await failure(api, { stream })).toMatchObject({ kind: 'not-model-api' });
    });
  }

  it('stops when its signal is aborted, and says so', async () => {
    fake.script({ kind: 'hang' });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    expect(await failure(api, {}, { signal: controller.signal })).toMatchObject({
      kind: 'cancelled',
    });
  });

  it('a signal aborted before the call sends nothing', async () => {
    expect(await failure(api, {}, { signal: AbortSignal.abort() })).toMatchObject({
      kind: 'cancelled',
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('times out a slow answer', async () => {
    fake.script({ kind: 'reply', text: 'late', delayMs: 1000 });
    expect(await failure(api, {}, { timeoutMs: 200, maxRetries: 0 })).toMatchObject({
      kind: 'unreachable',
      network: 'timeout',
    });
  });
});

describe('inside a stream', () => {
  it("Anthropic's error event (overloaded_error) is the provider's error", async () => {
    fake.script({ kind: 'stream-error', type: 'overloaded_error', message: 'Overloaded' });
    expect(await failure('anthropic', { stream: true })).toMatchObject({
      kind: 'provider-error',
      status: 529,
      detail: 'Overloaded',
    });
  });

  it('tool arguments that are not JSON are kept as text, marked', async () => {
    const completion = {
      id: 'c',
      object: 'chat.completion',
      created: 1,
      model: 'fake-model',
      choices: [
        {
          index: 0,
          finish_reason: 'tool_calls',
          logprobs: null,
          message: {
            role: 'assistant',
            content: null,
            tool_calls: [
              {
                id: 't',
                type: 'function',
                function: { name: 'Skill', arguments: '{skill: expenses' },
              },
            ],
          },
        },
      ],
    };
    fake.script({ kind: 'raw', contentType: 'application/json', body: JSON.stringify(completion) });
    const reply = await callModel(connectionTo(fake, 'openai-chat'), KEY, REQUEST);
    expect(reply.toolCalls).toEqual([
      { name: 'Skill', input: '{skill: expenses', inputIsJson: false },
    ]);
  });
});
