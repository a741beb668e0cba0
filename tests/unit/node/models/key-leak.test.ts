/**
 * A key never reaches what the user or a log sees. The fake provider here is hostile: it echoes
 * the key it was sent into its error messages, headers and bodies, whole and in part, and every
 * failure kind is provoked on every API, by a call and by "Test connection". Each outcome, its
 * words in English and Chinese, each thrown error (with its cause chain and hidden properties)
 * and everything written to the console are searched for the key.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { english } from '../../../../shared/i18n/catalogue';
import { outcomeMessage, type ConnectionOutcome } from '../../../../shared/models/outcome';
import { callModel } from '../../../../shared/node/models/call-model';
import { testConnection } from '../../../../shared/node/models/test-connection';
import { messageText } from '../../../../renderer/src/i18n/message-text';
import {
  startFakeProvider,
  type FakeProvider,
  type RecordedRequest,
  type Step,
} from '../../../helpers/fake-provider';
import { APIS, connectionTo } from '../../../helpers/model-connections';

const KEY = 'sk-LEAKCANARY-7f3a9c21e8b64d05aa19-ZZ';

/** The key as the request carried it (x-api-key or a bearer token), echoed back. */
const sentKey = (r: RecordedRequest) =>
  r.headers['x-api-key'] ?? r.headers.authorization?.replace(/^Bearer /, '') ?? '';
const echo = (r: RecordedRequest) =>
  `Incorrect API key provided: ${sentKey(r)} (ends ${sentKey(r).slice(-12)}, starts ${sentKey(r).slice(0, 14)})`;

const HOSTILE: Step[] = [
  { kind: 'fail', status: 400, message: echo },
  { kind: 'fail', status: 401, message: echo, headers: { 'x-echo': KEY } },
  { kind: 'fail', status: 403, message: echo },
  { kind: 'fail', status: 404, message: echo },
  { kind: 'fail', status: 429, message: echo, headers: { 'retry-after': '3', 'x-echo': KEY } },
  { kind: 'fail', status: 500, message: echo },
  { kind: 'fail', status: 529, message: echo },
  { kind: 'raw', status: 200, body: (r) => `<html>key=${sentKey(r)}</html>` },
  { kind: 'raw', status: 502, body: (r) => `<html>Bad gateway for ${sentKey(r)}</html>` },
  { kind: 'raw', status: 200, contentType: 'application/json', body: (r) => `{"k":"${sentKey(r)}` },
  { kind: 'cut', reply: { text: KEY }, afterEvents: 3, how: 'destroy' },
  { kind: 'stream-error', type: 'overloaded_error', message: KEY },
  { kind: 'reply', text: 'slow', delayMs: 400 },
];

/** Everything reachable from `value`: own properties (hidden ones too), causes, stacks. */
function dump(value: unknown, seen = new Set<unknown>()): string {
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  if (typeof value !== 'object') return typeof value;
  if (seen.has(value)) return '';
  seen.add(value);
  const parts: string[] = [];
  for (const name of Object.getOwnPropertyNames(value)) {
    const field = (value as Record<string, unknown>)[name];
    parts.push(`${name}=${dump(field, seen)}`);
  }
  if (value instanceof Error) parts.push(String(value.stack), dump(value.cause, seen));
  return parts.join('\n');
}

const leaks = (text: string) =>
  text.includes(KEY) ||
  text.includes('LEAKCANARY') ||
  text.includes(KEY.slice(-12)) ||
  text.includes(KEY.slice(0, 14));

let fake: FakeProvider;
let logged: string[];
beforeEach(async () => {
  fake = await startFakeProvider();
  logged = [];
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map((a) => dump(a)).join(' '));
    });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await fake.close();
});

function words(outcome: ConnectionOutcome): string {
  return `${english(outcomeMessage(outcome))}\n${messageText(outcomeMessage(outcome), 'zh')}`;
}

describe.each(APIS)('no key in what a failure says, over %s', (api) => {
  it('a call, each failure, streamed and not', async () => {
    const seen: string[] = [];
    for (const stream of [false, true])
      for (const step of HOSTILE) {
        fake.script(step);
        const options = { maxRetries: 0, timeoutMs: 200 };
        const error: unknown = await callModel(
          connectionTo(fake, api),
          KEY,
          {
            system: 's',
            tools: [],
            messages: [{ role: 'user', text: 'hi' }],
            stream,
          },
          options,
        ).then(
          () => undefined,
          (e: unknown) => e,
        );
        if (error === undefined) continue;
        seen.push(
          dump(error),
          words((error as { failure: ConnectionOutcome }).failure),
          JSON.stringify(error),
        );
      }
    // The provider's words are kept (the key taken out), so the test sees them.
    expect(seen.join('\n')).toContain('Incorrect API key provided: [redacted]');
    for (const text of [...seen, ...logged]) expect(leaks(text), text).toBe(false);
  });

  it('"Test connection", each failure', async () => {
    const seen: string[] = [];
    for (const step of HOSTILE) {
      fake.script(step);
      const outcome = await testConnection(connectionTo(fake, api), KEY, { timeoutMs: 200 });
      seen.push(dump(outcome), JSON.stringify(outcome), words(outcome));
    }
    expect(seen.join('\n')).toContain('[redacted]');
    for (const text of [...seen, ...logged]) expect(leaks(text), text).toBe(false);
  });
});
