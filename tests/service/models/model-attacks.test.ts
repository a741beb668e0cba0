/**
 * Attacks on Settings → Models through the contract's own dispatch (as every host runs a call):
 * a key is never in a call's answer, an event, a log line or an error, whatever comes of it
 * (every failure a hostile provider echoing the key can provoke, on every API, and every
 * refusal of the key itself); and malformed input to every new call is refused with the field
 * named, before anything runs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallName } from '../../../shared/ipc/contract';
import { dispatchCall } from '../../../shared/ipc/dispatch';
import { english } from '../../../shared/i18n/catalogue';
import type { Message } from '../../../shared/i18n/message';
import { fileSettings } from '../../../shared/node/service/settings/settings';
import { messageText } from '../../../renderer/src/i18n/message-text';
import { startFakeProvider, type FakeProvider } from '../../helpers/fake-provider';
import { consoleLines, dump, HOSTILE, KEY, leaks } from '../../helpers/key-leak';
import { APIS, connectionTo } from '../../helpers/model-connections';
import { startService } from '../../helpers/service';
import { tempTree } from '../../helpers/temp';

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

async function studio() {
  const userData = join(tempTree(), 'user-data');
  const started = await startService({}, false, { settings: fileSettings(userData), userData });
  const seen: string[] = [];
  started.service.events.onAny((name, payload) => seen.push(`${name} ${JSON.stringify(payload)}`));
  const call = async (name: CallName, input: unknown) => {
    const answer = await dispatchCall(started.service.handlers, name, input, (line) =>
      started.log.push(line),
    );
    seen.push(`${name} ${JSON.stringify(answer)}`, dump(answer));
    if (!answer.ok) {
      const text = answer.error.text as Message | undefined;
      if (text) seen.push(english(text), messageText(text, 'zh'));
    }
    return answer;
  };
  return { ...started, userData, seen, call };
}

describe('a key never comes back', () => {
  it('from any call, event, log line or error, for every outcome on every API', async () => {
    const { call, seen, log, userData } = await studio();
    for (const api of APIS) {
      const { id: _ignored, ...connection } = connectionTo(fake, api);
      const saved = await call('saveModelConnection', { ...connection, label: api });
      const id = saved.ok ? (saved.value as { id: string }).id : '';
      expect(await call('setModelKey', { id, key: KEY })).toEqual({
        ok: true,
        value: { key: 'set' },
      });
      await call('listModelConnections', {});
      for (const step of HOSTILE) {
        fake.script(step);
        const answer = await call('testModelConnection', { id, job: `t-${api}` });
        expect(answer.ok).toBe(true);
      }
      // Stopped while the provider hangs.
      fake.script({ kind: 'hang' });
      const hanging = call('testModelConnection', { id, job: 'hang' });
      await expect.poll(() => fake.pending()).toBe(0);
      await call('cancelJob', { job: 'hang' });
      expect(await hanging).toMatchObject({ ok: true, value: { outcome: { kind: 'cancelled' } } });
      await call('saveModelConnection', { ...connection, id, label: `${api} renamed` });
      await call('clearModelKey', { id });
      await call('setModelKey', { id, key: KEY });
      await call('removeModelConnection', { id });
      // Refusals of the key itself, on a connection that is gone and on one that is there.
      await call('setModelKey', { id, key: KEY });
    }
    const { id: _x, ...other } = connectionTo(fake, 'anthropic');
    const kept = await call('saveModelConnection', { ...other, label: 'kept' });
    const id = kept.ok ? (kept.value as { id: string }).id : '';
    for (const key of [`${KEY}\n${KEY}`, `${KEY}\u0007`, KEY.repeat(200)])
      expect((await call('setModelKey', { id, key })).ok).toBe(false);
    // The provider's words were kept (the key taken out), so the search saw them.
    expect(seen.join('\n')).toContain('Incorrect API key provided: [redacted]');
    expect(seen.join('\n')).toContain('modelConnectionsChanged');
    const settings = readFileSync(join(userData, 'settings.json'), 'utf8');
    for (const text of [...seen, ...log, ...logged, settings])
      expect(leaks(text), text).toBe(false);
  });
});

/** Malformed input for each new call, with the field its refusal must name. */
const MALFORMED: [CallName, unknown, string][] = [
  ['saveModelConnection', { label: 'x', provider: 'gemini', model: 'm' }, 'provider'],
  ['saveModelConnection', { label: '', provider: 'anthropic', model: 'm' }, 'label'],
  ['saveModelConnection', { label: '   ', provider: 'anthropic', model: 'm' }, 'label'],
  ['saveModelConnection', { label: 'x', provider: 'anthropic', model: '' }, 'model'],
  ['saveModelConnection', { label: 'x', provider: 'anthropic', model: 7 }, 'model'],
  ['saveModelConnection', { label: 'x', provider: 'openai', model: 'm' }, 'api'],
  ['saveModelConnection', { label: 'x', provider: 'openai', api: 'x', model: 'm' }, 'api'],
  ['saveModelConnection', { label: 'x', provider: 'openai-compatible', model: 'm' }, 'baseUrl'],
  [
    'saveModelConnection',
    { label: 'x', provider: 'anthropic', model: 'm', baseUrl: 'file:///etc/passwd' },
    'baseUrl',
  ],
  [
    'saveModelConnection',
    { label: 'x', provider: 'anthropic', model: 'm', baseUrl: 'https://u:secret@host/v1' },
    'baseUrl',
  ],
  [
    'saveModelConnection',
    { label: 'x', provider: 'anthropic', model: 'm', baseUrl: 'https://host/v1?key=secret' },
    'baseUrl',
  ],
  ['saveModelConnection', { label: 'x'.repeat(101), provider: 'anthropic', model: 'm' }, 'label'],
  ['saveModelConnection', { id: '', label: 'x', provider: 'anthropic', model: 'm' }, 'id'],
  ['removeModelConnection', {}, 'id'],
  ['removeModelConnection', { id: 5 }, 'id'],
  ['setModelKey', { key: KEY }, 'id'],
  ['setModelKey', { id: 'a' }, 'key'],
  ['setModelKey', { id: 'a', key: '' }, 'key'],
  ['setModelKey', { id: 'a', key: 42 }, 'key'],
  ['setModelKey', { id: 'a', key: KEY.repeat(200) }, 'key'],
  ['setModelKey', { id: 'a', key: KEY, weakStorageOk: 'yes' }, 'weakStorageOk'],
  ['clearModelKey', { id: '' }, 'id'],
  ['testModelConnection', { id: 'a', job: '' }, 'job'],
  ['testModelConnection', { id: 'a', job: 'j'.repeat(65) }, 'job'],
  ['testModelConnection', { id: ['a'] }, 'id'],
];

describe('malformed input', () => {
  it.each(MALFORMED)('%s %j is refused naming %s', async (name, input, field) => {
    const { call, seen } = await studio();
    const answer = await call(name, input);
    expect(answer).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    const message = answer.ok ? '' : answer.error.message;
    expect(message.startsWith(`${name}: ${field}: `), message).toBe(true);
    for (const text of seen) expect(leaks(text), text).toBe(false);
  });
});
