/**
 * A run's answers scored as skill-creator scores them (shared/triggers/stats.ts says where the
 * studio differs): each query's trigger rate and pass, the summary, and precision, recall and
 * F1 over the runs. `triggers` and `optimize-description` score the same way through this.
 */
import {
  queryResult,
  summarize,
  triggerMetrics,
  type RunOutcome,
  type TriggerMetrics,
  type TriggerQueryResult,
  type TriggerSummary,
} from '../../triggers/stats';
import type { QueryRun, TriggerRunResult } from './run-triggers';

/** A run's score: each query's result, the summary and the metrics. */
export interface RunScore extends TriggerMetrics {
  results: TriggerQueryResult[];
  summary: TriggerSummary;
}

/** What one answer counts as: the skill chosen, not chosen, or no answer. */
export const runOutcome = (run: QueryRun): RunOutcome =>
  'failure' in run ? 'error' : run.outcome.kind === 'this' ? 'triggered' : 'not-triggered';

/** Scores the queries' runs at `threshold`. */
export function scoreRuns(queries: TriggerRunResult['queries'], threshold: number): RunScore {
  const results = queries.map((q) => queryResult(q, q.runs.map(runOutcome), threshold));
  return { results, summary: summarize(results), ...triggerMetrics(results) };
}
