/**
 * What a trigger run will take before it starts: requests, tokens in and out, and the cost
 * when the model's price is known (prices.ts). Every query is sent `runsPerQuery` times
 * (skill-creator's default is 3, stats.ts), each time with the same context (the agent's
 * system prompt and its list of skills, the skill's description among them) and the query.
 *
 * Tokens are counted with the studio's one tokenizer (shared/agent/tokens.ts: o200k, OpenAI's
 * encoding). For Claude models that is an estimate: Anthropic's tokenizers count the same text
 * differently (its newer models about 30% more tokens, by Anthropic's own migration notes), and
 * a provider adds tokens of its own around the messages. The context is counted once and the
 * query apart from it, which can differ from counting them joined by a token at the seam.
 */
import { countTokens } from '../agent/tokens';
import { DEFAULT_RUNS_PER_QUERY } from './stats';

/** A price per million input and output tokens (a ModelPrice, or one the user typed). */
export interface TokenPrice {
  inputPerMillion: number;
  outputPerMillion: number;
}

/** What a run will send and receive, and what it will cost (undefined with no price). */
export interface RunEstimate {
  requests: number;
  inputTokens: number;
  outputTokens: number;
  /** US dollars, as the price is given. */
  cost: number | undefined;
}

/** Tokens and cost of `requests` requests of the same size. */
export function estimateRun(input: {
  requests: number;
  inputTokensPerRequest: number;
  outputTokensPerRequest: number;
  price?: TokenPrice | undefined;
}): RunEstimate {
  const { requests } = input;
  const inputTokens = requests * input.inputTokensPerRequest;
  const outputTokens = requests * input.outputTokensPerRequest;
  return {
    requests,
    inputTokens,
    outputTokens,
    cost: costOf(inputTokens, outputTokens, input.price),
  };
}

/**
 * A whole trigger run: each query `runsPerQuery` times with `context`, its input counted by
 * the studio's tokenizer, `outputTokensPerRequest` out (what the model writes before it
 * chooses a skill or answers; the caller's guess or its limit).
 */
export async function estimateTriggerRun(input: {
  queries: readonly string[];
  context: string;
  outputTokensPerRequest: number;
  runsPerQuery?: number;
  price?: TokenPrice | undefined;
}): Promise<RunEstimate> {
  const runs = input.runsPerQuery ?? DEFAULT_RUNS_PER_QUERY;
  const context = await countTokens(input.context);
  let inputPerRound = 0;
  for (const query of input.queries) inputPerRound += context + (await countTokens(query));
  const requests = runs * input.queries.length;
  const inputTokens = runs * inputPerRound;
  const outputTokens = requests * input.outputTokensPerRequest;
  return {
    requests,
    inputTokens,
    outputTokens,
    cost: costOf(inputTokens, outputTokens, input.price),
  };
}

function costOf(inputTokens: number, outputTokens: number, price: TokenPrice | undefined) {
  if (price === undefined) return undefined;
  return (inputTokens * price.inputPerMillion + outputTokens * price.outputPerMillion) / 1_000_000;
}
