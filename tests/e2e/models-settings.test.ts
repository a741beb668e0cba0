/**
 * Settings → Models in Chromium through the browser host, against the fake provider: add a
 * connection, enter its key and see only "set", test it (it works), make the provider refuse
 * the key and read the wrong-key words, stop a test that hangs; in English and in Chinese. The
 * key is in exactly one request (the one that sets it): in no answer, no event frame, and
 * nowhere in the page once it was entered. Where keys are kept weakly the page warns and keeps
 * a key only once the user ticks that they want it; a connection moved to another server
 * loses its key.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ModelKeys } from '../../shared/models/key-store';
import { startFakeProvider, type FakeProvider } from '../helpers/fake-provider';
import { e2eSkipReason, openStudio } from './harness';

const KEY = 'sk-E2ECANARY-5b1f0c7d93a24e68';

const WORDS = {
  en: {
    settings: 'Settings',
    models: 'Models…',
    title: 'Models',
    add: 'Add connection',
    name: 'Name',
    url: 'Base URL',
    model: 'Model',
    save: 'Save',
    keyOf: 'Key for Fake Claude',
    notSet: 'Key: not set',
    set: 'Key: set',
    where: 'in a file in your user-data folder that only your user can read',
    test: 'Test connection',
    stop: 'Stop',
    ok: (base: string) => `Works Connected to ${base}: the model fake-model is there.`,
    wrong: (base: string) => `Failed ${base} refused the key (HTTP 401).`,
    stopped: (base: string) => `The request to ${base} was stopped.`,
  },
  zh: {
    settings: '设置',
    models: '模型…',
    title: '模型',
    add: '添加连接',
    name: '名称',
    url: '基础 URL',
    model: '模型',
    save: '保存',
    keyOf: 'Fake Claude 的密钥',
    notSet: '密钥：未设置',
    set: '密钥：已设置',
    where: '只有你的用户可以读取',
    test: '测试连接',
    stop: '停止',
    ok: (base: string) => `可用 已连接到 ${base}：模型 fake-model 可用。`,
    wrong: (base: string) => `失败 ${base} 拒绝了这个密钥（HTTP 401）。`,
    stopped: (base: string) => `发往 ${base} 的请求已停止。`,
  },
} as const;

let fake: FakeProvider;
beforeEach(async () => {
  fake = await startFakeProvider({ models: ['fake-model'] });
});
afterEach(() => fake.close());

describe.skipIf(e2eSkipReason !== undefined)(
  `Settings → Models${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    it.each(['en', 'zh'] as const)(
      'connects to a model, keeps its key unseen and says what a test found (%s)',
      async (locale) => {
        const w = WORDS[locale];
        const { page, problems } = await openStudio({ locale, files: {} });
        // Everything the page sends and receives over the host.
        const sent: string[] = [];
        const received: string[] = [];
        page.on('request', (r) => sent.push(`${r.url()} ${r.postData() ?? ''}`));
        page.on('response', (r) => {
          if (r.url().includes('/api/'))
            void r.text().then(
              (body) => received.push(body),
              () => undefined,
            );
        });
        page.on('websocket', (socket) => {
          socket.on('framereceived', (frame) => received.push(String(frame.payload)));
          socket.on('framesent', (frame) => sent.push(String(frame.payload)));
        });

        // Settings → Models by keyboard: Enter opens the menu on its first item, Enter takes it.
        await page.getByRole('button', { name: w.settings, exact: true }).focus();
        await page.keyboard.press('Enter');
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.textContent))
          .toBe(w.models);
        await page.keyboard.press('Enter');
        const models = page.getByRole('dialog', { name: w.title, exact: true });
        await expect.poll(() => models.getByTestId('key-storage').innerText()).toContain(w.where);
        await models.getByRole('button', { name: w.add }).click();
        const adding = page.getByRole('dialog').last();
        await adding.getByLabel(w.name, { exact: true }).fill('Fake Claude');
        await adding.getByLabel(w.url, { exact: true }).fill(fake.origin);
        await adding.getByLabel(w.model, { exact: true }).fill('fake-model');
        await adding.getByRole('button', { name: w.save }).click();
        await expect.poll(() => page.getByRole('dialog').count()).toBe(1);

        const row = models.getByRole('listitem', { name: 'Fake Claude' });
        const state = row.getByTestId('key-state');
        await expect.poll(() => state.innerText()).toBe(w.notSet);
        const field = row.getByLabel(w.keyOf);
        expect(await field.getAttribute('type')).toBe('password');
        await field.fill(KEY);
        await field.press('Enter');
        await expect.poll(() => state.innerText()).toBe(w.set);
        await expect.poll(() => row.getByLabel(w.keyOf).count()).toBe(0);

        const outcome = row.getByTestId('test-outcome');
        await row.getByRole('button', { name: w.test }).click();
        await expect.poll(() => outcome.innerText()).toBe(w.ok(fake.origin));

        fake.script({ kind: 'fail', status: 401, message: 'invalid x-api-key' });
        await row.getByRole('button', { name: w.test }).click();
        await expect.poll(() => outcome.getAttribute('data-outcome')).toBe('wrong-key');
        expect(await outcome.innerText()).toContain(w.wrong(fake.origin));

        // A test that hangs shows that it runs, with Stop; stopped, it says so.
        fake.script({ kind: 'hang' });
        await row.getByRole('button', { name: w.test }).click();
        await row.getByRole('button', { name: w.stop }).click();
        await expect.poll(() => outcome.innerText()).toBe(w.stopped(fake.origin));

        // The key went out once, in the call that set it, and came back nowhere.
        expect(sent.filter((s) => s.includes(KEY)).map((s) => s.split(' ')[0])).toEqual([
          expect.stringContaining('/api/call/setModelKey') as unknown as string,
        ]);
        for (const body of received) expect(body).not.toContain(KEY);
        expect(await page.content()).not.toContain(KEY);
        const values = await page.evaluate(() =>
          [...document.querySelectorAll('input')].map((i) => i.value),
        );
        expect(values.join('\n')).not.toContain(KEY);
        expect(problems).toEqual([]);
        // Escape closes it, and focus goes back to Settings.
        await page.keyboard.press('Escape');
        await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.textContent))
          .toBe(w.settings);
      },
    );
    it('where keys are kept weakly, says so and keeps a key only when asked; moving a connection to another server drops its key', async () => {
      const kept = new Map<string, string>();
      const modelKeys: ModelKeys = {
        storage: () => Promise.resolve('weak-keychain'),
        store: {
          get: (id) => Promise.resolve(kept.get(id)),
          has: (id) => Promise.resolve(kept.has(id)),
          set: (id, key) => Promise.resolve(void kept.set(id, key)),
          delete: (id) => Promise.resolve(void kept.delete(id)),
        },
      };
      const { page, service, problems } = await openStudio({ files: {}, service: { modelKeys } });
      await service.handlers.saveModelConnection({
        label: 'Local',
        provider: 'openai-compatible',
        baseUrl: fake.openaiBase,
        model: 'fake-model',
      });
      await page.getByRole('button', { name: 'Settings', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Models…' }).click();
      const models = page.getByRole('dialog', { name: 'Models', exact: true });
      const warning = models.getByRole('alert');
      await expect
        .poll(() => warning.innerText())
        .toContain(
          'Keys are stored with a weak key on this system: install a keyring (GNOME Keyring / KWallet).',
        );
      const row = models.getByRole('listitem', { name: 'Local' });
      await row.getByLabel('Key for Local').fill(KEY);
      const save = row.getByRole('button', { name: 'Save key' });
      expect(await save.isDisabled()).toBe(true);
      await row.getByLabel('Keep the key here anyway').check();
      await save.click();
      await expect.poll(() => row.getByTestId('key-state').innerText()).toBe('Key: set');
      expect(kept.size).toBe(1);

      await row.getByRole('button', { name: 'Edit Local' }).click();
      const editing = page.getByRole('dialog', { name: 'Edit the connection “Local”' });
      await editing.getByLabel('Base URL').fill('http://127.0.0.2:9/v1');
      await expect.poll(() => editing.getByRole('alert').innerText()).toContain('removes the key');
      await editing.getByRole('button', { name: 'Save' }).click();
      await expect
        .poll(() => row.getByTestId('key-state').innerText())
        .toBe('Key: not set (optional: a local server may need none)');
      expect(kept.size).toBe(0);
      expect(problems).toEqual([]);
    });
  },
);
