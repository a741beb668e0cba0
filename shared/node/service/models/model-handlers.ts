/**
 * Settings → Models: the connections kept in the settings file without their keys, the keys
 * in a KeyStore (the user's 0600 file on the browser host and in the CLI, safeStorage on the
 * desktop), and "Test connection" as a job the page can stop. What goes back to the page, in an
 * answer or an event, says of a key only "set" or "not set".
 */
import { randomUUID } from 'node:crypto';
import type { StudioHandlers } from '../../../ipc/contract';
import type { ConnectionDraft, ConnectionList, ConnectionView } from '../../../ipc/model-calls';
import { TextError } from '../../../ipc/service-text';
import { baseUrlOf, type ModelConnection } from '../../../models/connection';
import { isWeakStorage, normalizedKey, type ModelKeys } from '../../../models/key-store';
import { outcomeMessage } from '../../../models/outcome';
import type { ClientOptions } from '../../models/sdk-clients';
import { testConnection } from '../../models/test-connection';
import type { Jobs } from '../jobs';
import type { SettingsStore } from '../settings/settings';

/** What the calls use of the service. */
export interface ModelContext {
  settings: SettingsStore;
  keys: ModelKeys;
  jobs: Jobs;
  /** Tells every page the connections changed. */
  emit: (list: ConnectionList) => void;
  /** How a connection test reaches the provider (tests shorten its timeout). */
  testOptions?: ClientOptions;
}

/** The calls of this group. */
export type ModelCalls =
  | 'listModelConnections'
  | 'saveModelConnection'
  | 'removeModelConnection'
  | 'setModelKey'
  | 'clearModelKey'
  | 'testModelConnection';

/** The connection saved as `draft` says (`id` its own). */
function connectionOf(draft: ConnectionDraft, id: string): ModelConnection {
  const { label, model } = draft;
  if (draft.provider === 'openai')
    return { id, label, provider: 'openai', api: draft.api, model, ...urlOf(draft.baseUrl) };
  if (draft.provider === 'anthropic')
    return { id, label, provider: 'anthropic', model, ...urlOf(draft.baseUrl) };
  return { id, label, provider: 'openai-compatible', model, baseUrl: draft.baseUrl };
}

const urlOf = (baseUrl: string | undefined) => (baseUrl === undefined ? {} : { baseUrl });

/** Where a key goes: a change of this sends it to someone else. */
const destination = (c: ModelConnection) => `${c.provider} ${new URL(baseUrlOf(c)).origin}`;

/** The saved connection `id`, or the refusal saying it is gone (removed in another window). */
export function savedConnection(settings: SettingsStore, id: string): ModelConnection {
  const found = (settings.read().models ?? []).find((c) => c.id === id);
  if (!found) throw new TextError('ConnectionGone', 'model-connection-gone');
  return found;
}

/** The handlers of the model-connection calls. */
export function modelHandlers(ctx: ModelContext): Pick<StudioHandlers, ModelCalls> {
  const { settings, keys } = ctx;
  const saved = () => settings.read().models ?? [];
  const find = (id: string) => savedConnection(settings, id);
  const view = async (c: ModelConnection): Promise<ConnectionView> => ({
    id: c.id,
    label: c.label ?? c.model,
    provider: c.provider,
    ...(c.provider === 'openai' && { api: c.api }),
    ...urlOf(c.baseUrl),
    model: c.model,
    key: (await keys.store.has(c.id)) ? 'set' : 'not-set',
  });
  const list = async (): Promise<ConnectionList> => ({
    connections: await Promise.all(saved().map(view)),
    keys: await keys.storage(),
  });
  const changed = async () => {
    ctx.emit(await list());
  };
  // Read and written with no await between: two windows' changes both stay.
  const write = (edit: (models: ModelConnection[]) => ModelConnection[]) =>
    settings.write({ ...settings.read(), models: edit(saved()) });

  return {
    listModelConnections: list,
    saveModelConnection: async (draft) => {
      const was = draft.id === undefined ? undefined : find(draft.id);
      const connection = connectionOf(draft, was?.id ?? randomUUID());
      await write((models) =>
        was ? models.map((c) => (c.id === was.id ? connection : c)) : [...models, connection],
      );
      if (was && destination(was) !== destination(connection))
        await keys.store.delete(connection.id);
      await changed();
      return view(connection);
    },
    removeModelConnection: async ({ id }) => {
      find(id);
      await write((models) => models.filter((c) => c.id !== id));
      await keys.store.delete(id);
      await changed();
      return {};
    },
    setModelKey: async ({ id, key, weakStorageOk }) => {
      find(id);
      const kept = normalizedKey(key);
      if (kept === undefined) throw new TextError('KeyRefused', 'model-key-invalid');
      const storage = await keys.storage();
      if (isWeakStorage(storage) && weakStorageOk !== true)
        throw new TextError(
          'WeakKeyStorage',
          storage === 'weak-keychain' ? 'model-key-weak-storage' : 'model-key-no-keychain',
        );
      await keys.store.set(id, kept);
      await changed();
      return { key: 'set' };
    },
    clearModelKey: async ({ id }) => {
      find(id);
      await keys.store.delete(id);
      await changed();
      return { key: 'not-set' };
    },
    testModelConnection: async ({ id, job }) => {
      const connection = find(id);
      const key = await keys.store.get(id);
      const outcome = await ctx.jobs.run(job, ({ signal }) =>
        testConnection(connection, key, { ...ctx.testOptions, signal }),
      );
      return { outcome, text: outcomeMessage(outcome) };
    },
  };
}
