/**
 * A key never reaches what the user or a log sees. The fake provider here is hostile: it echoes
 * the key it was sent into its error messages, headers and bodies, whole and in part, and every
 * failure kind is provoked on every API, by a call and by "Test connection". Each outcome, its
 * words in English and Chinese, each thrown error (with its cause chain and hidden properties)
 * and everything written to the console are searched for the key (tests/helpers/key-leak.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { english } from '../../../../shared/i18n/catalogue';
import { outcomeMessage, type ConnectionOutcome } from '../../../../shared/models/outcome';
import { callModel } from '../../../../shared/node/models/call-model';
import { testConnection } from '../../../../shared/node/models/test-connection';
import { messageText } from '../../../../renderer/src/i18n/message-text';
import { startFakeProvider, type FakeProvider } from '../../../helpers/fake-provider';
import { consoleLines, dump, HOSTILE, KEY, leaks } from '../../../helpers/key-leak';
import { APIS, connectionTo } from '../../../helpers/model-connections';

let fake: FakeProvider;
let logged: string[];
beforeEach(async () => {
  fake = await startFakeProvider();
  logged = consoleLines();
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
