/**
 * A trigger run as it is kept and shown: each query's result (stats.ts) with the skills that
 * took it and why runs failed, the run's summary and metrics, what was asked (agent, model,
 * the skill's description and content hash), and the comparison with the run before it.
 * The CLI prints the same scoring; the service keeps records outside the skill's folder.
 */
import type { TriggerAgentId } from '../agent/skill-tools';
import type { Message } from '../i18n/message';
import type { Provider } from '../models/connection';
import { outcomeMessage } from '../models/outcome';
import type { QueryRun } from './outcome';
import {
  queryResult,
  summarize,
  triggerMetrics,
  type RunOutcome,
  type TriggerMetrics,
  type TriggerQueryResult,
  type TriggerSummary,
} from './stats';

/** A skill another run chose instead, and how often. */
export interface TakenBy {
  skill: string;
  count: number;
  /** False: the model named a skill the agent does not have. */
  known: boolean;
}

/** One query's result, with what took it and why runs got no answer. */
export interface TriggerQueryRecord extends TriggerQueryResult {
  takenBy: TakenBy[];
  /** Each distinct reason a run failed, in words. */
  failures: Message[];
}

/** A run scored: per query, over the queries, and over the runs. */
export interface TriggerScore {
  results: TriggerQueryRecord[];
  summary: TriggerSummary;
  metrics: TriggerMetrics;
}

/** A kept run. */
export interface TriggerRunRecord extends TriggerScore {
  id: string;
  /** ISO 8601. */
  date: string;
  skill: { dir: string; name: string; description: string; contentHash: string };
  agent: TriggerAgentId;
  model: { label: string; provider: Provider; model: string; baseUrl: string };
  runsPerQuery: number;
  threshold: number;
  /** What the request left out of the agent's real prompt. */
  leftOut: Message[];
  /** The agent's listing did not hold the skill: the model could not choose it. */
  notListed: boolean;
  /** Why the run ended before its end, if it did. */
  stopped?: { kind: 'cancelled' } | { kind: 'failed'; text: Message };
}

const outcomeOfRun = (run: QueryRun): RunOutcome =>
  !('outcome' in run) ? 'error' : run.outcome.kind === 'this' ? 'triggered' : 'not-triggered';

/** Why a run got no answer, in words; undefined when it got one. */
export function runFailure(run: QueryRun): Message | undefined {
  if ('failure' in run) return outcomeMessage(run.failure);
  return 'error' in run ? run.error : undefined;
}

/** Scores the runs of each query at `threshold`. */
export function scoreRuns(
  queries: readonly { query: string; should_trigger: boolean; runs: readonly QueryRun[] }[],
  threshold: number,
): TriggerScore {
  const results = queries.map((q) => ({
    ...queryResult(q, q.runs.map(outcomeOfRun), threshold),
    takenBy: takenBy(q.runs),
    failures: failures(q.runs),
  }));
  return { results, summary: summarize(results), metrics: triggerMetrics(results) };
}

function takenBy(runs: readonly QueryRun[]): TakenBy[] {
  const by = new Map<string, TakenBy>();
  for (const run of runs) {
    if (!('outcome' in run) || run.outcome.kind !== 'other') continue;
    const { skill, known } = run.outcome;
    const seen = by.get(skill);
    if (seen) seen.count++;
    else by.set(skill, { skill, count: 1, known });
  }
  return [...by.values()].sort((a, b) => b.count - a.count || a.skill.localeCompare(b.skill));
}

function failures(runs: readonly QueryRun[]): Message[] {
  const seen = new Map<string, Message>();
  for (const run of runs) {
    const message = runFailure(run);
    if (message) seen.set(JSON.stringify(message), message);
  }
  return [...seen.values()];
}

/** How a query fared against the run before ('unanswered': no answer in one run or both). */
export type QueryChange = 'better' | 'worse' | 'same' | 'new' | 'unanswered';

/** Each query of `after` against the same query (by its text) in `before`. */
export function compareRuns(
  before: Pick<TriggerRunRecord, 'results'> | undefined,
  after: Pick<TriggerRunRecord, 'results'>,
): { query: string; change: QueryChange }[] {
  const earlier = new Map(before?.results.map((r) => [`${r.should_trigger}\n${r.query}`, r]));
  return after.results.map((r) => {
    const was = earlier.get(`${r.should_trigger}\n${r.query}`);
    if (!was) return { query: r.query, change: 'new' };
    if (was.trigger_rate === null || r.trigger_rate === null)
      return { query: r.query, change: 'unanswered' };
    // Closer to what it should be: a higher rate for a query that should trigger, lower if not.
    const gain = (r.trigger_rate - was.trigger_rate) * (r.should_trigger ? 1 : -1);
    return { query: r.query, change: gain > 0 ? 'better' : gain < 0 ? 'worse' : 'same' };
  });
}
