/**
 * Reading a skill's kept trigger runs (newest first, as listTriggerRuns answers): the run each
 * is compared with, the latest per agent and model side by side, and each setup's scores over
 * time for the chart. A run cut short counts what finished; a setup is an agent and a model.
 */
import type { TriggerRunRecord } from './record';

/** The agent and model a run used, as one key. */
export const setupKey = (run: Pick<TriggerRunRecord, 'agent' | 'model'>): string =>
  `${run.agent}\n${run.model.provider}\n${run.model.baseUrl}\n${run.model.model}`;

/** No query of the run got an answer (the provider failed every request). */
export const noneAnswered = (run: Pick<TriggerRunRecord, 'summary'>): boolean =>
  run.summary.unanswered === run.summary.total;

/**
 * The run before `run` with the same agent and model, in `runs` (newest first), passing over
 * runs that got no answer at all: there is nothing to compare with in them.
 */
export function previousRun(
  runs: readonly TriggerRunRecord[],
  run: TriggerRunRecord,
): TriggerRunRecord | undefined {
  const at = runs.indexOf(run);
  const key = setupKey(run);
  return runs
    .slice(at < 0 ? 0 : at + 1)
    .find((r) => r !== run && setupKey(r) === key && !noneAnswered(r));
}

/** The newest run of each agent and model, in the order first met (the newest setup first). */
export function latestPerSetup(runs: readonly TriggerRunRecord[]): TriggerRunRecord[] {
  const seen = new Set<string>();
  return runs.filter((r) => {
    const key = setupKey(r);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** One point of a setup's line: a run's date and its share of queries passed. */
export interface HistoryPoint {
  id: string;
  date: string;
  /** Passed of the queries answered, 0 to 1; null when none was. */
  passRate: number | null;
  f1: number | null;
}

/** A setup's runs, oldest first. */
export interface HistorySeries {
  key: string;
  agent: TriggerRunRecord['agent'];
  model: string;
  points: HistoryPoint[];
}

/** Each setup's runs over time, the newest setup first. */
export function historySeries(runs: readonly TriggerRunRecord[]): HistorySeries[] {
  const series = new Map<string, HistorySeries>();
  for (const run of runs) {
    const key = setupKey(run);
    let line = series.get(key);
    if (!line) {
      line = { key, agent: run.agent, model: run.model.label, points: [] };
      series.set(key, line);
    }
    const answered = run.summary.total - run.summary.unanswered;
    line.points.unshift({
      id: run.id,
      date: run.date,
      passRate: answered > 0 ? run.summary.passed / answered : null,
      f1: run.metrics.f1,
    });
  }
  return [...series.values()];
}
