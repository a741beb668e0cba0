/**
 * The description optimizer in the service (optimize-handler.ts), against the fake provider
 * playing a model that triggers the skill when its listed description holds the query's keyword
 * (keyword-model.ts) and, as the improver, answers scripted descriptions. Checked: a round that
 * improves, the choice by TEST score, skill-creator's stratified 60/40 split, progress that names
 * the round and phase, Stop answering the candidates so far, a wrong key ending it in words
 * without the key, and nothing written: the skill's folder byte for byte and the kept runs.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { english } from '../../../shared/i18n/catalogue';
import { CALLS, type EventPayload } from '../../../shared/ipc/contract';
import {
  startFakeProvider,
  type FakeProvider,
  type RecordedRequest,
  type Step,
} from '../../helpers/fake-provider';
import {
  answer,
  isImprove,
  keywordDescription as desc,
  keywordModel,
  keywordStart,
  KEYWORD_QUERIES,
} from '../../helpers/keyword-model';
import { startConnectedService } from '../../helpers/service';
import { skillMd } from '../../helpers/temp';

const KEY = 'sk-optimize-service-0123456789';
const { S, ORIGINAL } = keywordStart();

let fake: FakeProvider;
let respond: (r: RecordedRequest) => Step = () => ({ kind: 'reply', text: '' });
beforeEach(async () => {
  fake = await startFakeProvider({ respond: (r) => respond(r) });
});
afterEach(() => fake.close());

async function studio() {
  const started = await startConnectedService(
    {
      'expenses/SKILL.md': skillMd('expenses', ORIGINAL),
      'expenses/evals/trigger-queries.json': JSON.stringify(KEYWORD_QUERIES, null, 2),
      'pdf/SKILL.md': skillMd('pdf', 'Work with PDF files.'),
    },
    fake.origin,
    KEY,
  );
  const dir = join(started.root, 'expenses');
  const input = {
    dir,
    agent: 'claude-code' as const,
    connection: started.connection,
    runs: 1,
    competitors: 'library' as const,
    job: 'optimize-1',
    concurrency: 2,
    threshold: 0.5,
    rounds: 3,
  };
  const progress: EventPayload<'jobProgress'>[] = [];
  started.service.events.on('jobProgress', (p) => progress.push(p));
  const optimize = async (over: Partial<typeof input> = {}) => {
    const result = await started.h.optimizeTriggerDescription({ ...input, ...over });
    // What the page receives is what the contract says.
    expect(CALLS.optimizeTriggerDescription.output.parse(result)).toEqual(result);
    return result;
  };
  return { ...started, dir, input, progress, optimize };
}

/** Every file of a folder, its bytes and mode, by path. */
function folderBytes(dir: string) {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
  return files.map((f) => {
    const path = join(dir, f);
    const stat = statSync(path);
    return [f, stat.mode, stat.isFile() ? readFileSync(path).toString('base64') : null];
  });
}

describe('optimizeTriggerDescription', () => {
  it('improves over rounds, chooses by test score, and writes nothing', async () => {
    const trainOnly = desc(...S.trainPos.slice(0, 3), ...S.testNeg); // train 6/7, test 0/3
    const testBest = desc(S.trainPos[0] ?? '', ...S.testPos); // train 4/7, test 3/3
    const trainAgain = desc(...S.trainPos.slice(0, 3)); // train 6/7, test 1/3
    respond = keywordModel('expenses', [
      answer(trainOnly, 'Broadened it to the train failures.'),
      answer(testBest),
      answer(trainAgain),
    ]);
    const s = await studio();
    const before = folderBytes(s.dir);
    const runsBefore = await s.h.listTriggerRuns({ dir: s.dir });
    const result = await s.optimize();

    expect(result.original).toBe(ORIGINAL);
    // skill-creator's split: 40% of each group held out for test, rounded down.
    const plain = (qs: typeof S.train) =>
      qs.map(({ query, should_trigger }) => ({ query, should_trigger }));
    expect(result.split).toEqual({ train: plain(S.train), test: plain(S.test) });
    const counts = (qs: { should_trigger: boolean }[]) => [
      qs.filter((q) => q.should_trigger).length,
      qs.filter((q) => !q.should_trigger).length,
    ];
    expect(counts(result.split.train)).toEqual([4, 3]);
    expect(counts(result.split.test)).toEqual([2, 1]);
    expect(result.targets).toContain('claude-code');

    const scores = result.candidates.map((c) => [
      c.round,
      c.train?.summary.passed,
      c.test?.summary.passed,
    ]);
    expect(scores).toEqual([
      [0, 4, 2],
      [1, 6, 0],
      [2, 4, 3],
      [3, 6, 1],
    ]);
    // The best by test (round 2), not by train (rounds 1 and 3).
    expect(result.chosen).toBe(2);
    expect(result.candidates[2]).toMatchObject({ description: testBest, ran: true });
    expect(result.candidates[2]?.test?.metrics.f1).toBe(1);
    expect(result.candidates[1]?.reasoning).toBe('Broadened it to the train failures.');
    expect(result.exitReason).toBe('max-rounds');
    expect(result).toMatchObject({ notListed: false });
    expect(result).not.toHaveProperty('failure');
    expect(JSON.stringify(result)).not.toContain(KEY);

    // Progress names each round and phase, of the rounds asked.
    const stages = [...new Set(s.progress.map((p) => `${p.round?.n}:${p.round?.phase}`))];
    expect(stages).toEqual([
      '0:run',
      '1:improve',
      '1:run',
      '2:improve',
      '2:run',
      '3:improve',
      '3:run',
    ]);
    for (const p of s.progress) expect(p).toMatchObject({ job: 'optimize-1', round: { of: 3 } });
    const runs = s.progress.filter((p) => p.round?.phase === 'run');
    expect(runs.filter((p) => p.done === p.total)).toHaveLength(4);
    for (const p of runs) expect(p).toMatchObject({ total: 10, failed: 0 });

    // Nothing written: the skill's folder byte for byte, and no run kept.
    expect(folderBytes(s.dir)).toEqual(before);
    expect(await s.h.listTriggerRuns({ dir: s.dir })).toEqual(runsBefore);
    expect(runsBefore).toEqual([]);
  });

  it('stops on cancelJob mid-run and answers the candidates so far', async () => {
    const model = keywordModel('expenses', [answer(desc(...S.trainPos.slice(0, 3)))]);
    // Slow trigger requests, so the stop lands while round 1 runs.
    respond = (r) => ({ ...model(r), ...(!isImprove(r) && { delayMs: 30 }) });
    const s = await studio();
    const before = folderBytes(s.dir);
    s.service.events.on('jobProgress', (p) => {
      if (p.round?.n === 1 && p.round.phase === 'run') void s.h.cancelJob({ job: 'optimize-1' });
    });
    const result = await s.optimize({ concurrency: 1 });
    expect(result.exitReason).toBe('cancelled');
    expect(result.candidates.map((c) => [c.round, c.ran, c.partial ?? false])).toEqual([
      [0, true, false],
      [1, true, true],
    ]);
    // Round 1 got answers for some queries only: the rest count as unanswered.
    const cut = result.candidates[1];
    expect(
      (cut?.train?.summary.unanswered ?? 0) + (cut?.test?.summary.unanswered ?? 0),
    ).toBeGreaterThan(0);
    // A run cut short is never chosen.
    expect(result.chosen).toBe(0);
    expect(fake.requests.filter((r) => !isImprove(r)).length).toBeLessThan(20);
    expect(folderBytes(s.dir)).toEqual(before);
    expect(await s.h.listTriggerRuns({ dir: s.dir })).toEqual([]);
  });

  it('ends in words on a wrong key, without the key', async () => {
    respond = keywordModel('expenses', [answer(desc(...S.trainPos))]);
    const s = await studio();
    fake.script({ kind: 'fail', status: 401, message: `bad key ${KEY}` });
    const result = await s.optimize({ concurrency: 1 });
    expect(result.exitReason).toBe('failed');
    expect(result.failure).toBeDefined();
    const words = english(result.failure ?? { id: 'triggers.empty', params: {} });
    expect(words).toMatch(/refused the key \(HTTP 401\)/);
    expect(result.candidates).toHaveLength(1);
    expect(result.candidates[0]).toMatchObject({ round: 0, partial: true });
    expect(result).not.toHaveProperty('chosen');
    expect(JSON.stringify(result)).not.toContain(KEY);
    expect(words).not.toContain(KEY);
    expect(fake.requests).toHaveLength(1);
    expect(await s.h.listTriggerRuns({ dir: s.dir })).toEqual([]);
  });
});
