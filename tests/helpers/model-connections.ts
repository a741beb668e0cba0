/**
 * Connections of every kind pointed at a fake provider (tests/helpers/fake-provider), for the
 * tests of the model clients.
 */
import type { ModelConnection } from '../../shared/models/connection';
import type { FakeProvider } from './fake-provider';

/** The three wire APIs, by a name for test titles. */
export const APIS = ['anthropic', 'openai-responses', 'openai-chat', 'openai-compatible'] as const;

/** One of APIS. */
export type ApiName = (typeof APIS)[number];

/** A connection of kind `api` to `fake`, for `model`. */
export function connectionTo(
  fake: FakeProvider,
  api: ApiName,
  model = 'fake-model',
): ModelConnection {
  switch (api) {
    case 'anthropic':
      return { id: 'c-anthropic', provider: 'anthropic', baseUrl: fake.origin, model };
    case 'openai-responses':
      return {
        id: 'c-responses',
        provider: 'openai',
        api: 'responses',
        baseUrl: fake.openaiBase,
        model,
      };
    case 'openai-chat':
      return { id: 'c-chat', provider: 'openai', api: 'chat', baseUrl: fake.openaiBase, model };
    case 'openai-compatible':
      return { id: 'c-compatible', provider: 'openai-compatible', baseUrl: fake.openaiBase, model };
  }
}
