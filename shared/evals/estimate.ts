/**
 * What an eval run will take before it starts: the model calls (each eval × both
 * configurations × runs, and one grading call for each of those runs whose eval has
 * expectations), the tokens they hold and what they cost at the models' prices, counted the
 * way trigger tests count theirs (shared/triggers/estimate.ts: the studio's one tokenizer,
 * prices per million tokens from shared/triggers/prices.ts or the user's).
 *
 * What a model writes is not known before it writes it: an answer is taken at
 * TYPICAL_ANSWER_TOKENS and each verdict at VERDICT_TOKENS, and the grader reads that answer.
 * In real agent mode the agent's CLI does the tasks with its own model and its own
 * configuration: its calls are counted, their tokens and cost are not known (undefined).
 */
import type { ModelRequest } from '../models/request';
import { estimateRun, type RunEstimate, type TokenPrice } from '../triggers/estimate';

/** An answer's tokens as the estimate takes them (an answer may hold up to ANSWER_TOKENS). */
export const TYPICAL_ANSWER_TOKENS = 1000;
/** A verdict's tokens: the expectation repeated, a quote as evidence, the JSON around them. */
export const VERDICT_TOKENS = 80;

/** One eval's requests, counted: with and without the skill, and the grader's without the answer. */
export interface EvalTokens {
  /** With the skill (as it is now, when compared with a saved version). */
  withSkill: number;
  /** The baseline: no skill, or the saved version compared with. */
  withoutSkill: number;
  /** The grader's request with an empty output. */
  grader: number;
  expectations: number;
}

/** What a run will ask of the executor (undefined in real agent mode) and of the grader. */
export interface EvalEstimate {
  /** Tasks: evals × 2 configurations × runs. */
  tasks: number;
  /** Grading calls: the tasks of evals that have expectations. */
  gradings: number;
  /** The executor model's share; tokens unknown when an agent's CLI does the tasks. */
  executor: RunEstimate | undefined;
  grader: RunEstimate;
  /** US dollars; undefined when a price (or the agent's tokens) is unknown. */
  cost: number | undefined;
}

/** The estimate of a run of `evals`, `runs` times each with and without the skill. */
export function estimateEvalRun(input: {
  evals: readonly EvalTokens[];
  runs: number;
  /** The agent's CLI does the tasks (real agent mode): their tokens are its own. */
  byAgent?: boolean;
  price?: TokenPrice | undefined;
  graderPrice?: TokenPrice | undefined;
  answerTokens?: number;
}): EvalEstimate {
  const { runs } = input;
  const answer = input.answerTokens ?? TYPICAL_ANSWER_TOKENS;
  let executorIn = 0;
  let graderIn = 0;
  let graderOut = 0;
  let gradings = 0;
  for (const e of input.evals) {
    executorIn += runs * (e.withSkill + e.withoutSkill);
    if (e.expectations === 0) continue;
    gradings += 2 * runs;
    graderIn += 2 * runs * (e.grader + answer);
    graderOut += 2 * runs * e.expectations * VERDICT_TOKENS;
  }
  const tasks = input.evals.length * 2 * runs;
  const executor = input.byAgent
    ? undefined
    : {
        requests: tasks,
        inputTokens: executorIn,
        outputTokens: tasks * answer,
        cost: estimateRun({
          requests: 1,
          inputTokensPerRequest: executorIn,
          outputTokensPerRequest: tasks * answer,
          price: input.price,
        }).cost,
      };
  const grader: RunEstimate = {
    requests: gradings,
    inputTokens: graderIn,
    outputTokens: graderOut,
    cost: estimateRun({
      requests: 1,
      inputTokensPerRequest: graderIn,
      outputTokensPerRequest: graderOut,
      price: input.graderPrice,
    }).cost,
  };
  // A part that asks nothing costs nothing, whatever its price.
  const part = (e: RunEstimate | undefined) => (e?.requests === 0 ? 0 : e?.cost);
  const [a, b] = [part(executor), part(grader)];
  const cost = a === undefined || b === undefined ? undefined : a + b;
  return { tasks, gradings, executor, grader, cost };
}

/** Everything a request sends, as one text to count (system, tools, every turn). */
export function requestText(request: ModelRequest): string {
  const parts = [request.system];
  for (const tool of request.tools)
    parts.push(tool.name, tool.description, JSON.stringify(tool.inputSchema));
  for (const turn of request.messages) {
    for (const c of turn.toolCalls ?? []) parts.push(c.name, JSON.stringify(c.input));
    for (const r of turn.toolResults ?? []) parts.push(r.text);
    parts.push(turn.text);
  }
  return parts.join('\n');
}
