/**
 * Reading kept runs (history.ts): the run before with the same agent and model, the newest of
 * each setup side by side, and each setup's line over time, oldest first.
 */
import { describe, expect, it } from 'vitest';
import {
  historySeries,
  latestPerSetup,
  previousRun,
  setupKey,
} from '../../../shared/triggers/history';
import type { TriggerRunRecord } from '../../../shared/triggers/record';

const model = (name: string) => ({
  label: name,
  provider: 'anthropic' as const,
  model: name,
  baseUrl: 'http://127.0.0.1:1',
});

function run(
  id: string,
  agent: TriggerRunRecord['agent'],
  modelName: string,
  summary: TriggerRunRecord['summary'],
  f1: number | null,
): TriggerRunRecord {
  return {
    id,
    date: `2026-12-0${id.length}T00:00:00.000Z`,
    skill: { dir: '/lib/s', name: 's', description: 'd', contentHash: 'h' },
    agent,
    model: model(modelName),
    runsPerQuery: 3,
    threshold: 0.5,
    results: [],
    summary,
    metrics: {
      truePositives: 0,
      falsePositives: 0,
      trueNegatives: 0,
      falseNegatives: 0,
      precision: null,
      recall: null,
      f1,
      accuracy: null,
    },
    leftOut: [],
    notListed: false,
  };
}

const s = (total: number, passed: number, unanswered = 0) => ({
  total,
  passed,
  failed: total - passed - unanswered,
  unanswered,
});

// Newest first, as listTriggerRuns answers.
const newest = run('c', 'claude-code', 'haiku', s(4, 4), 1);
const codex = run('b', 'codex', 'haiku', s(4, 2), 0.5);
const oldest = run('a', 'claude-code', 'haiku', s(4, 1, 2), 0.4);
const otherModel = run('x', 'claude-code', 'sonnet', s(2, 0, 2), null);
const RUNS = [newest, codex, otherModel, oldest];

describe('previousRun', () => {
  it('is the next older run of the same agent and model, skipping the others', () => {
    expect(previousRun(RUNS, newest)).toBe(oldest);
    // A run in between where nothing was answered is passed over.
    const failed = run('e', 'claude-code', 'haiku', s(4, 0, 4), null);
    expect(previousRun([newest, failed, oldest], newest)).toBe(oldest);
    expect(previousRun(RUNS, oldest)).toBeUndefined();
    expect(previousRun(RUNS, codex)).toBeUndefined();
  });
});

describe('latestPerSetup', () => {
  it('keeps the newest run of each agent and model', () => {
    expect(latestPerSetup(RUNS)).toEqual([newest, codex, otherModel]);
  });

  it('tells models apart by provider, address and name', () => {
    const elsewhere = { ...newest, model: { ...newest.model, baseUrl: 'http://127.0.0.1:2' } };
    expect(setupKey(elsewhere)).not.toBe(setupKey(newest));
  });
});

describe('historySeries', () => {
  it('draws each setup oldest first, the pass rate over the queries answered', () => {
    const series = historySeries(RUNS);
    expect(series.map((l) => [l.agent, l.model])).toEqual([
      ['claude-code', 'haiku'],
      ['codex', 'haiku'],
      ['claude-code', 'sonnet'],
    ]);
    // 1 passed of the 2 answered (2 unanswered), then 4 of 4.
    expect(series[0]?.points.map((p) => [p.id, p.passRate, p.f1])).toEqual([
      ['a', 0.5, 0.4],
      ['c', 1, 1],
    ]);
    // Nothing answered: no rate, not zero.
    expect(series[2]?.points[0]?.passRate).toBeNull();
  });
});
