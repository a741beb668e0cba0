/**
 * Scoring a run for keeping and showing it (record.ts): which skills took a query and how
 * often, each distinct failure once, and how each query fared against the run before.
 */
import { describe, expect, it } from 'vitest';
import { english } from '../../../shared/i18n/catalogue';
import type { QueryRun } from '../../../shared/triggers/outcome';
import { compareRuns, scoreRuns } from '../../../shared/triggers/record';

const other = (skill: string, known = true): QueryRun => ({
  outcome: { kind: 'other', skill, known },
});
const THIS: QueryRun = { outcome: { kind: 'this' } };
const NONE: QueryRun = { outcome: { kind: 'none', text: '' } };
const LIMITED: QueryRun = {
  failure: { kind: 'rate-limited', baseUrl: 'https://api.example', model: 'm' },
};

describe('scoreRuns', () => {
  it('names the skills that took a query, most often first, and each failure once', () => {
    const score = scoreRuns(
      [
        {
          query: 'q',
          should_trigger: true,
          runs: [
            other('pdf'),
            THIS,
            other('docx'),
            other('pdf'),
            other('ghost', false),
            LIMITED,
            LIMITED,
          ],
        },
      ],
      0.5,
    );
    const [result] = score.results;
    expect(result?.takenBy).toEqual([
      { skill: 'pdf', count: 2, known: true },
      { skill: 'docx', count: 1, known: true },
      { skill: 'ghost', count: 1, known: false },
    ]);
    expect(result?.failures.map(english)).toEqual([
      'https://api.example is limiting requests (HTTP 429). Try again later.',
    ]);
    // 1 of the 5 answered runs chose it: 0.2 < 0.5 fails a query that should trigger.
    expect(result).toMatchObject({
      triggers: 1,
      runs: 5,
      errors: 2,
      trigger_rate: 0.2,
      pass: false,
    });
    expect(score.summary).toEqual({ total: 1, passed: 0, failed: 1, unanswered: 0 });
  });
});

describe('compareRuns', () => {
  const scored = (rates: [string, boolean, QueryRun[]][]) =>
    scoreRuns(
      rates.map(([query, should_trigger, runs]) => ({ query, should_trigger, runs })),
      0.5,
    );

  it('says better or worse by the direction each query should go, unanswered or new for the rest', () => {
    const before = scored([
      ['a', true, [NONE, NONE]],
      ['b', false, [THIS, NONE]],
      ['c', true, [THIS, THIS]],
      ['d', true, [LIMITED]],
    ]);
    const after = scored([
      ['a', true, [THIS, NONE]],
      ['b', false, [THIS, THIS]],
      ['c', true, [THIS, THIS]],
      ['d', true, [THIS]],
      ['e', false, [NONE]],
    ]);
    // d got no answer before: it is not new, and not better or worse.
    expect(compareRuns(before, after)).toEqual([
      { query: 'a', change: 'better' },
      { query: 'b', change: 'worse' },
      { query: 'c', change: 'same' },
      { query: 'd', change: 'unanswered' },
      { query: 'e', change: 'new' },
    ]);
    expect(compareRuns(undefined, after).every((c) => c.change === 'new')).toBe(true);
  });

  it('tells a query that flipped should_trigger from the same text before', () => {
    const before = scored([['a', true, [THIS]]]);
    const after = scored([['a', false, [THIS]]]);
    expect(compareRuns(before, after)).toEqual([{ query: 'a', change: 'new' }]);
  });
});
