/**
 * What a model costs per million tokens, in US dollars, for estimating a trigger run before it
 * starts (estimate.ts). A starting table only: prices change, and the user's own prices (a
 * plain record of the same shape) replace it. Each entry names the provider's page it was
 * read from; the standard rate for short prompts (no batch, cache or priority discounts).
 */

/** A model's price per million input and output tokens, in US dollars. */
export interface ModelPrice {
  inputPerMillion: number;
  outputPerMillion: number;
  /** Where the price was read (the provider's page), when known. */
  source?: string;
}

const CLAUDE_DOCS = 'https://platform.claude.com/docs/zh-CN/models';

/** A handful of current Anthropic and OpenAI models, keyed by the id their APIs take. */
export const DEFAULT_PRICES: Record<string, ModelPrice> = {
  // The Haiku 5.5 page's table of the current lineup: Fable 5.1 at $10 / $50.
  'claude-fable-5-1': {
    inputPerMillion: 10,
    outputPerMillion: 50,
    source: `${CLAUDE_DOCS}/haiku-5-5/overview`,
  },
  'claude-opus-5-5': {
    inputPerMillion: 4,
    outputPerMillion: 20,
    source: `${CLAUDE_DOCS}/opus-5-5/overview`,
  },
  'claude-sonnet-5-5': {
    inputPerMillion: 2,
    outputPerMillion: 10,
    source: `${CLAUDE_DOCS}/sonnet-5-5/overview`,
  },
  'claude-sonnet-5': {
    inputPerMillion: 2,
    outputPerMillion: 10,
    source: `${CLAUDE_DOCS}/sonnet-5/overview`,
  },
  // For prompts up to 100,000 tokens (a trigger request is far shorter); $0.50 / $2.50 above.
  'claude-haiku-5-5': {
    inputPerMillion: 0.1,
    outputPerMillion: 0.5,
    source: `${CLAUDE_DOCS}/haiku-5-5/overview`,
  },
  'claude-haiku-4-5': {
    inputPerMillion: 1,
    outputPerMillion: 5,
    source: `${CLAUDE_DOCS}/haiku-4-5/overview.md`,
  },
  // For requests up to 272K input tokens; input doubles and output is 1.5x above.
  'gpt-6.2-sol': {
    inputPerMillion: 2,
    outputPerMillion: 10,
    source: 'https://developers.openai.com/api/docs/models/gpt-6.2-sol',
  },
  'gpt-6-luna': {
    inputPerMillion: 0.1,
    outputPerMillion: 0.5,
    source: 'https://developers.openai.com/ja-JP/api/docs/models/gpt-6-luna',
  },
  'gpt-5.6-luna': {
    inputPerMillion: 0.2,
    outputPerMillion: 1.2,
    source: 'https://developers.openai.com/api/docs/models/gpt-5.6-luna',
  },
};

const DATED = /-\d{8}$/;

/**
 * The price of `model` in `prices`: its own entry, else that of the alias a dated snapshot
 * id stands for ("claude-haiku-4-5-20251001" → "claude-haiku-4-5"); undefined when neither.
 */
export function priceFor(
  model: string,
  prices: Readonly<Record<string, ModelPrice>> = DEFAULT_PRICES,
): ModelPrice | undefined {
  if (Object.hasOwn(prices, model)) return prices[model];
  const alias = model.replace(DATED, '');
  return alias !== model && Object.hasOwn(prices, alias) ? prices[alias] : undefined;
}
