/**
 * "Test connection" against the fake provider through the real SDKs: every outcome, for each
 * provider, with the plain words it is said in (English and Chinese).
 */
import { createServer } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { english } from '../../../../shared/i18n/catalogue';
import { outcomeMessage } from '../../../../shared/models/outcome';
import { testConnection } from '../../../../shared/node/models/test-connection';
import { messageText } from '../../../../renderer/src/i18n/message-text';
import { startFakeProvider, type FakeProvider } from '../../../helpers/fake-provider';
import { APIS, connectionTo } from '../../../helpers/model-connections';

const KEY = 'sk-test-connection-0123456789';

let fake: FakeProvider;
beforeEach(async () => {
  fake = await startFakeProvider({ models: ['other-model', 'fake-model'] });
});
afterEach(() => fake.close());

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.each(APIS)('testConnection over %s', (api) => {
  const test = (model = 'fake-model', options = {}) =>
    testConnection(connectionTo(fake, api, model), KEY, options);
  const base = () => (api === 'anthropic' ? fake.origin : fake.openaiBase);

  it('ok: the model is listed', async () => {
    const outcome = await test();
    expect(outcome).toEqual({ kind: 'ok', baseUrl: base(), model: 'fake-model' });
    expect(english(outcomeMessage(outcome))).toBe(
      `Connected to ${base()}: the model fake-model is there.`,
    );
    expect(messageText(outcomeMessage(outcome), 'zh')).toBe(
      `已连接到 ${base()}：模型 fake-model 可用。`,
    );
  });

  it('unknown model: missing from the list', async () => {
    const outcome = await test('no-such-model');
    expect(outcome).toMatchObject({ kind: 'unknown-model', listed: 2 });
    expect(english(outcomeMessage(outcome))).toContain('has no model called no-such-model');
  });

  for (const status of [401, 403])
    it(`wrong key: ${status}`, async () => {
      fake.script({ kind: 'fail', status, message: 'invalid x-api-key' });
      const outcome = await test();
      expect(outcome).toMatchObject({ kind: 'wrong-key', status, detail: 'invalid x-api-key' });
      expect(english(outcomeMessage(outcome))).toBe(
        `${base()} refused the key (HTTP ${status}). Check that it is the right key, still valid, and allowed to use fake-model. It said: “invalid x-api-key”`,
      );
    });

  it('rate limited: 429 with its Retry-After', async () => {
    fake.script({ kind: 'fail', status: 429, headers: { 'retry-after': '17' } });
    const outcome = await test();
    expect(outcome).toMatchObject({ kind: 'rate-limited', status: 429, retryAfterSeconds: 17 });
    expect(english(outcomeMessage(outcome))).toContain('Try again in 17 seconds.');
    expect(messageText(outcomeMessage(outcome), 'zh')).toContain('请在 17 秒后再试');
  });

  it('rate limited without a Retry-After', async () => {
    fake.script({ kind: 'fail', status: 429 });
    const outcome = await test();
    expect(outcome).toMatchObject({ kind: 'rate-limited' });
    expect(outcome).not.toHaveProperty('retryAfterSeconds');
  });

  for (const status of [500, 503, 529])
    it(`provider error: ${status}`, async () => {
      fake.script({ kind: 'fail', status });
      const outcome = await test();
      expect(outcome).toMatchObject({ kind: 'provider-error', status });
      expect(english(outcomeMessage(outcome))).toMatch(
        status === 500 ? /error of its own/ : /overloaded/,
      );
    });

  it('no model list: a 404 at the list means a wrong base URL', async () => {
    fake.script({ kind: 'raw', status: 404, body: '<html><body>Not Found</body></html>' });
    expect(await test()).toMatchObject({ kind: 'not-model-api' });
    fake.script({ kind: 'fail', status: 404 });
    expect(await test()).toMatchObject({ kind: 'no-model-list', status: 404 });
  });

  const malformed = {
    'an HTML page': { kind: 'raw', body: '<!doctype html><title>Router login</title>' },
    garbage: { kind: 'raw', contentType: 'application/json', body: '\u0000\u00ff garbage {{{' },
    'truncated JSON': { kind: 'raw', contentType: 'application/json', body: '{"data":[{"id":"fa' },
    'another JSON': { kind: 'raw', contentType: 'application/json', body: '{"status":"ok"}' },
  } as const;
  for (const [what, step] of Object.entries(malformed))
    it(`not a model API: ${what}`, async () => {
      fake.script(step);
      const outcome = await test();
      expect(outcome).toMatchObject({ kind: 'not-model-api' });
      expect(english(outcomeMessage(outcome))).toContain('not as a model API does');
    });

  it('unreachable: a timeout says how long it waited', async () => {
    fake.script({ kind: 'hang' });
    const outcome = await test('fake-model', { timeoutMs: 300 });
    expect(outcome).toMatchObject({ kind: 'unreachable', network: 'timeout', timeoutSeconds: 0.3 });
    expect(english(outcomeMessage(outcome))).toContain('did not answer within 0.3 seconds');
  });
});

describe('testConnection, before and beyond the server', () => {
  it('no key: says so without sending anything', async () => {
    const outcome = await testConnection(connectionTo(fake, 'anthropic'), undefined);
    expect(outcome).toMatchObject({ kind: 'no-key' });
    expect(fake.requests).toHaveLength(0);
  });

  it('a compatible server needs no key', async () => {
    expect(await testConnection(connectionTo(fake, 'openai-compatible'), undefined)).toMatchObject({
      kind: 'ok',
    });
  });

  it('unreachable: connection refused', async () => {
    const port = await closedPort();
    const connection = {
      id: 'x',
      provider: 'anthropic',
      baseUrl: `http://127.0.0.1:${port}`,
      model: 'm',
    } as const;
    const outcome = await testConnection(connection, KEY);
    expect(outcome).toMatchObject({ kind: 'unreachable', network: 'refused' });
    expect(english(outcomeMessage(outcome))).toBe(
      `Nothing answered at http://127.0.0.1:${port}: the connection was refused. Check the address and that the server is running.`,
    );
  });

  it('unreachable: a host that does not resolve', async () => {
    const connection = {
      id: 'x',
      provider: 'openai-compatible',
      baseUrl: 'http://no-such-host.invalid/v1',
      model: 'm',
    } as const;
    const outcome = await testConnection(connection, KEY, { timeoutMs: 5000 });
    // Without a resolver answering, the lookup can also run out of time: unreachable either way.
    expect(outcome).toMatchObject({ kind: 'unreachable' });
    expect(['dns', 'timeout', 'network']).toContain((outcome as { network?: string }).network);
  });

  it('a base URL with a user name, password or query is shown without them', async () => {
    const url = new URL(fake.openaiBase);
    const connection = {
      id: 'x',
      provider: 'openai-compatible',
      baseUrl: `http://user:hunter2@${url.host}/v1?key=secret-query`,
      model: 'nothing',
    } as const;
    const outcome = await testConnection(connection, KEY);
    expect(outcome.baseUrl).toBe(fake.openaiBase);
  });
});
