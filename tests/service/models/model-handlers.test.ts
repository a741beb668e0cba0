/**
 * Settings → Models in the service (model-handlers.ts), against the fake provider through the
 * real SDKs: connections kept in the settings without keys, keys in the user's 0600 file,
 * "set" / "not set" as all the page learns, Test connection's outcomes and its Stop, a key
 * dropped when its connection is pointed at another server, and the weak-storage choice.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EVENTS, type EventPayload } from '../../../shared/ipc/contract';
import { dispatchCall } from '../../../shared/ipc/dispatch';
import { english } from '../../../shared/i18n/catalogue';
import type { KeyStore, ModelKeys } from '../../../shared/models/key-store';
import { fileSettings } from '../../../shared/node/service/settings/settings';
import { startFakeProvider, type FakeProvider } from '../../helpers/fake-provider';
import { startService } from '../../helpers/service';
import { tempTree } from '../../helpers/temp';

const KEY = 'sk-handlers-0123456789abcdef';

let fake: FakeProvider;
beforeEach(async () => {
  fake = await startFakeProvider({ models: ['fake-model'] });
});
afterEach(() => fake.close());

/** A service with its settings on disk (to read what is kept there). */
async function studio(keys?: ModelKeys) {
  const userData = join(tempTree(), 'user-data');
  const settings = fileSettings(userData);
  const started = await startService({}, false, {
    settings,
    userData,
    ...(keys && { modelKeys: keys }),
  });
  const events: EventPayload<'modelConnectionsChanged'>[] = [];
  started.service.events.on('modelConnectionsChanged', (list) => events.push(list));
  const h = started.service.handlers;
  const add = () =>
    h.saveModelConnection({
      label: 'Fake Claude',
      provider: 'anthropic',
      baseUrl: fake.origin,
      model: 'fake-model',
    });
  return { ...started, userData, h, add, events };
}

describe('model connections', () => {
  it('adds one, keeps its key apart and says only "set": Test connection is ok, then a wrong key', async () => {
    const { h, add, userData, events } = await studio();
    const added = await add();
    expect(added).toMatchObject({ label: 'Fake Claude', provider: 'anthropic', key: 'not-set' });
    expect(await h.setModelKey({ id: added.id, key: `  ${KEY}\n` })).toEqual({ key: 'set' });
    const listed = await h.listModelConnections({});
    expect(listed).toEqual({
      connections: [
        {
          id: added.id,
          label: 'Fake Claude',
          provider: 'anthropic',
          baseUrl: fake.origin,
          model: 'fake-model',
          key: 'set',
        },
      ],
      keys: 'user-file',
    });
    expect(events.at(-1)).toEqual(listed);
    for (const event of events) expect(EVENTS.modelConnectionsChanged.parse(event)).toEqual(event);

    const ok = await h.testModelConnection({ id: added.id });
    expect(ok.outcome).toEqual({ kind: 'ok', baseUrl: fake.origin, model: 'fake-model' });
    expect(english(ok.text)).toBe(`Connected to ${fake.origin}: the model fake-model is there.`);
    // The key went to the provider, trimmed.
    const sent = fake.requests.at(-1)?.headers;
    expect(sent?.['x-api-key'] ?? sent?.authorization).toMatch(new RegExp(`^(Bearer )?${KEY}$`));

    fake.script({ kind: 'fail', status: 401, message: 'invalid x-api-key' });
    const wrong = await h.testModelConnection({ id: added.id });
    expect(wrong.outcome).toMatchObject({ kind: 'wrong-key', status: 401 });
    expect(english(wrong.text)).toContain('refused the key (HTTP 401)');

    // The settings file holds the connection, never the key; the key file is the user's alone.
    const settingsText = readFileSync(join(userData, 'settings.json'), 'utf8');
    expect(settingsText).toContain('Fake Claude');
    expect(settingsText).not.toContain(KEY);
    const keyFile = join(userData, 'model-keys.json');
    expect(readFileSync(keyFile, 'utf8')).toContain(KEY);
    if (process.platform !== 'win32') expect(statSync(keyFile).mode & 0o777).toBe(0o600);
  });

  it('Test connection without a key says so and sends nothing', async () => {
    const { h, add } = await studio();
    const added = await add();
    const answer = await h.testModelConnection({ id: added.id });
    expect(answer.outcome.kind).toBe('no-key');
    expect(fake.requests).toEqual([]);
  });

  it('an OpenAI-compatible server takes no key', async () => {
    const { h } = await studio();
    const local = await h.saveModelConnection({
      label: 'Local',
      provider: 'openai-compatible',
      baseUrl: fake.openaiBase,
      model: 'fake-model',
    });
    expect((await h.testModelConnection({ id: local.id })).outcome.kind).toBe('ok');
    expect(fake.requests.at(-1)?.headers.authorization).toBeUndefined();
  });

  it('Stop ends a Test connection that hangs: cancelled, in words', async () => {
    const { h, add } = await studio();
    const added = await add();
    await h.setModelKey({ id: added.id, key: KEY });
    fake.script({ kind: 'hang' });
    const running = h.testModelConnection({ id: added.id, job: 'test-a' });
    await expect.poll(() => fake.requests.length).toBe(1);
    expect(await h.cancelJob({ job: 'test-a' })).toEqual({ cancelled: true });
    const stopped = await running;
    expect(stopped.outcome.kind).toBe('cancelled');
    expect(english(stopped.text)).toBe(`The request to ${fake.origin} was stopped.`);
  });

  it('a change of label or model keeps the key; another provider or server drops it', async () => {
    const { h, add } = await studio();
    const added = await add();
    const keyOf = async () =>
      (await h.listModelConnections({})).connections.find((c) => c.id === added.id)?.key;
    await h.setModelKey({ id: added.id, key: KEY });
    const same = { id: added.id, provider: 'anthropic' as const, baseUrl: fake.origin };
    await h.saveModelConnection({ ...same, label: 'Renamed', model: 'other' });
    expect(await keyOf()).toBe('set');
    // Another path on the same server is the same destination.
    await h.saveModelConnection({
      ...same,
      baseUrl: `${fake.origin}/proxy`,
      label: 'R',
      model: 'm',
    });
    expect(await keyOf()).toBe('set');
    await h.saveModelConnection({ ...same, baseUrl: 'http://127.0.0.2:9', label: 'R', model: 'm' });
    expect(await keyOf()).toBe('not-set');
    await h.setModelKey({ id: added.id, key: KEY });
    const moved = await h.saveModelConnection({
      id: added.id,
      provider: 'openai-compatible',
      baseUrl: 'http://127.0.0.2:9',
      label: 'R',
      model: 'm',
    });
    expect(moved.key).toBe('not-set');
  });

  it('removing a connection removes its key; a removed one is named gone', async () => {
    const { h, add, userData } = await studio();
    const added = await add();
    await h.setModelKey({ id: added.id, key: KEY });
    await h.removeModelConnection({ id: added.id });
    expect((await h.listModelConnections({})).connections).toEqual([]);
    expect(readFileSync(join(userData, 'model-keys.json'), 'utf8')).not.toContain(KEY);
    for (const name of ['setModelKey', 'clearModelKey', 'testModelConnection'] as const) {
      const answer = await dispatchCall(h, name, { id: added.id, key: KEY });
      expect(answer).toMatchObject({
        ok: false,
        error: { kind: 'user', text: { id: 'model-connection-gone' } },
      });
    }
  });

  it('clears a key', async () => {
    const { h, add } = await studio();
    const added = await add();
    await h.setModelKey({ id: added.id, key: KEY });
    expect(await h.clearModelKey({ id: added.id })).toEqual({ key: 'not-set' });
    expect((await h.testModelConnection({ id: added.id })).outcome.kind).toBe('no-key');
  });

  it('where keys are kept weakly, a key is kept only when the user chooses to', async () => {
    const kept = new Map<string, string>();
    const store: KeyStore = {
      get: (id) => Promise.resolve(kept.get(id)),
      has: (id) => Promise.resolve(kept.has(id)),
      set: (id, key) => Promise.resolve(void kept.set(id, key)),
      delete: (id) => Promise.resolve(void kept.delete(id)),
    };
    for (const [storage, id] of [
      ['weak-keychain', 'model-key-weak-storage'],
      ['no-keychain', 'model-key-no-keychain'],
    ] as const) {
      const { h, add } = await studio({ store, storage: () => Promise.resolve(storage) });
      const added = await add();
      expect((await h.listModelConnections({})).keys).toBe(storage);
      const refused = await dispatchCall(h, 'setModelKey', { id: added.id, key: KEY });
      expect(refused).toMatchObject({ ok: false, error: { kind: 'user', text: { id } } });
      expect(kept.has(added.id)).toBe(false);
      await h.setModelKey({ id: added.id, key: KEY, weakStorageOk: true });
      expect(kept.get(added.id)).toBe(KEY);
    }
  });

  it('a key with a line break inside, or only spaces, is refused in words', async () => {
    const { h, add } = await studio();
    const added = await add();
    for (const key of [`${KEY}\nsecond-line`, '   ', `a\u0000b`]) {
      const answer = await dispatchCall(h, 'setModelKey', { id: added.id, key });
      expect(answer).toMatchObject({
        ok: false,
        error: { kind: 'user', text: { id: 'model-key-invalid' } },
      });
    }
  });

  it('connections survive a restart of the service; a hand-broken one is dropped', async () => {
    const { add, userData } = await studio();
    await add();
    const file = join(userData, 'settings.json');
    const raw = JSON.parse(readFileSync(file, 'utf8')) as { models: unknown[] };
    raw.models.push({ id: 'x', provider: 'anthropic', model: 'm', baseUrl: 'ftp://nope' });
    writeFileSync(file, JSON.stringify(raw));
    expect(
      fileSettings(userData)
        .read()
        .models?.map((m) => m.label),
    ).toEqual(['Fake Claude']);
  });
});
