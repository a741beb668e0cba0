/**
 * The starting price table: each entry a price a person can check on the provider's own page,
 * and priceFor finding a model by its id or its dated snapshot's.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICES, priceFor } from '../../../shared/triggers/prices';

describe('DEFAULT_PRICES', () => {
  it('has Anthropic and OpenAI models, each priced and cited to the provider’s page', () => {
    const ids = Object.keys(DEFAULT_PRICES);
    expect(ids.some((id) => id.startsWith('claude-'))).toBe(true);
    expect(ids.some((id) => id.startsWith('gpt-'))).toBe(true);
    for (const [id, price] of Object.entries(DEFAULT_PRICES)) {
      expect(price.inputPerMillion, id).toBeGreaterThan(0);
      expect(price.outputPerMillion, id).toBeGreaterThanOrEqual(price.inputPerMillion);
      const provider = id.startsWith('claude-') ? 'platform.claude.com' : 'developers.openai.com';
      expect(new URL(price.source ?? '').host, id).toBe(provider);
    }
  });

  it('is a plain record a person can edit', () => {
    const mine = { ...DEFAULT_PRICES, 'my-model': { inputPerMillion: 1, outputPerMillion: 2 } };
    expect(priceFor('my-model', mine)).toEqual({ inputPerMillion: 1, outputPerMillion: 2 });
  });
});

describe('priceFor', () => {
  it('finds a model by its id, or a dated snapshot by its alias', () => {
    expect(priceFor('claude-haiku-4-5')).toBe(DEFAULT_PRICES['claude-haiku-4-5']);
    expect(priceFor('claude-haiku-4-5-20251001')).toBe(DEFAULT_PRICES['claude-haiku-4-5']);
  });

  it('knows nothing of models it has no price for, nor of an object’s own properties', () => {
    expect(priceFor('claude-unknown-9')).toBeUndefined();
    expect(priceFor('constructor')).toBeUndefined();
    expect(priceFor('__proto__')).toBeUndefined();
  });
});
