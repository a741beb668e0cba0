/**
 * The description optimizer against the fake provider playing a model (keyword-model.ts): it
 * triggers the skill when the listed description holds the query's keyword, and as the
 * improver returns scripted candidates. Checked: the split shown is skill-creator's; the
 * candidate goes into the listing the requests carry; the choice is by TEST score even when
 * another candidate scores better on train; the improver never sees the test queries; a
 * candidate failing its checks is kept with its problems, not run, and asked again once; the
 * loop stops when every train query passes; a cancel keeps what was tried; no key in the result.
 */
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readLibrarySnapshot } from '../../../../shared/node/library-snapshot';
import { optimizeDescription, type OptimizeInput } from '../../../../shared/node/triggers/optimize';
import {
  startFakeProvider,
  type FakeProvider,
  type RecordedRequest,
  type Step,
} from '../../../helpers/fake-provider';
import {
  answer,
  isImprove,
  keywordModel,
  keywordDescription,
  keywordStart,
  KEYWORD_QUERIES,
  listedDescription,
  userText,
} from '../../../helpers/keyword-model';
import { connectionTo } from '../../../helpers/model-connections';
import { skillMd, tempTree } from '../../../helpers/temp';

const KEY = 'sk-optimize-secret-0123456789';
const { S, ORIGINAL } = keywordStart();
const desc = keywordDescription;

let fake: FakeProvider;
let respond: (r: RecordedRequest) => Step = () => ({ kind: 'reply', text: '' });
beforeEach(async () => {
  fake = await startFakeProvider({ respond: (r) => respond(r) });
});
afterEach(() => fake.close());

function input(over: Partial<OptimizeInput> = {}): OptimizeInput {
  const root = tempTree({
    'lib/expenses/SKILL.md': skillMd('expenses', ORIGINAL),
    'lib/pdf/SKILL.md': skillMd('pdf', 'Work with PDF files.'),
  });
  return {
    connection: connectionTo(fake, 'anthropic'),
    key: KEY,
    agent: 'claude-code',
    library: readLibrarySnapshot([join(root, 'lib')]),
    candidateDir: join(root, 'lib', 'expenses'),
    queries: KEYWORD_QUERIES,
    runs: 1,
    concurrency: 4,
    client: { maxRetries: 0 },
    ...over,
  };
}

const improveRequests = () => fake.requests.filter(isImprove);

describe('optimizeDescription', () => {
  it('chooses by test score, not train score, and shows the split', async () => {
    const trainOnly = desc(...S.trainPos.slice(0, 3), ...S.testNeg); // train 6/7, test 0/3
    const testBest = desc(S.trainPos[0] ?? '', ...S.testPos); // train 4/7, test 3/3
    const trainAgain = desc(...S.trainPos.slice(0, 3)); // train 6/7, test 1/3
    respond = keywordModel('expenses', [
      answer(trainOnly, 'Broadened it to the train failures.'),
      answer(testBest),
      answer(trainAgain),
    ]);
    const result = await optimizeDescription(input({ maxRounds: 3 }));

    expect(result.split).toEqual({
      train: S.train.map(({ query, should_trigger }) => ({ query, should_trigger })),
      test: S.test.map(({ query, should_trigger }) => ({ query, should_trigger })),
    });
    expect(result.split.train).toHaveLength(7);
    expect(result.split.test).toHaveLength(3);
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
    expect(result.chosen?.round).toBe(2);
    expect(result.chosen?.description).toBe(testBest);
    expect(result.candidates[1]?.reasoning).toBe('Broadened it to the train failures.');
    expect(result.exitReason).toBe('max-rounds');

    // Each round's trigger requests carried that round's description in the listing.
    const listed = new Set(
      fake.requests.filter((r) => !isImprove(r)).map((r) => listedDescription(r, 'expenses')),
    );
    expect(listed).toEqual(new Set([ORIGINAL, trainOnly, testBest, trainAgain]));
    // The improver is shown train queries only, never a test one.
    expect(improveRequests()).toHaveLength(3);
    for (const r of improveRequests()) {
      for (const q of S.test) expect(userText(r)).not.toContain(q.query);
      expect(userText(r)).toContain(S.train[1]?.query);
    }
    expect(JSON.stringify(result)).not.toContain(KEY);
  });

  it('stops when every train query passes', async () => {
    const all = desc(...S.trainPos);
    respond = keywordModel('expenses', [answer(all), answer('Never asked.')]);
    const result = await optimizeDescription(input());
    expect(result.exitReason).toBe('all-train-passed');
    expect(result.candidates.map((c) => c.round)).toEqual([0, 1]);
    expect(improveRequests()).toHaveLength(1);
  });

  it('keeps a candidate over 1,024 characters with its problems, unrun, and asks again once', async () => {
    const long = `${desc(...S.trainPos)} ${'x'.repeat(1024)}`;
    const good = desc(...S.trainPos);
    respond = keywordModel('expenses', [answer(long), answer(good)]);
    const result = await optimizeDescription(input({ maxRounds: 1 }));
    const [, tooLong, retried] = result.candidates;
    expect(tooLong).toMatchObject({ round: 1, attempt: 1, ran: false, description: long });
    expect(tooLong?.problems).toContainEqual(
      expect.objectContaining({ rule: 'description-too-long', blocking: true }),
    );
    expect(retried).toMatchObject({ round: 1, attempt: 2, ran: true, description: good });
    const asks = improveRequests();
    expect(asks).toHaveLength(2);
    expect(userText(asks[1] as RecordedRequest)).toContain('could not be used:');
    expect(userText(asks[1] as RecordedRequest)).toContain('1024 characters');
    const listed = fake.requests
      .filter((r) => !isImprove(r))
      .map((r) => listedDescription(r, 'expenses'));
    expect(listed.some((d) => d.includes('xxxx'))).toBe(false);
  });

  it("refuses a description over the agent's listing cap and one with no tags; two refusals end the round", async () => {
    respond = keywordModel('expenses', [
      answer(desc(...S.trainPos, 'and a good deal more words')),
      'Here is a better one: Use this skill for expenses.',
      answer(desc(...S.trainPos)),
    ]);
    const settings = {
      claudeCode: { skillListingMaxDescChars: 70, skillListingBudgetFraction: 0.01 },
      codex: { bundledSystemSkills: false, model: 'gpt-5.5' as const },
    };
    const result = await optimizeDescription(
      input({ maxRounds: 2, settings, targets: ['claude-code'] }),
    );
    const codes = result.candidates.map((c) => [
      c.round,
      c.attempt,
      c.ran,
      c.problems.map((p) => p.code),
    ]);
    expect(codes).toEqual([
      [0, 1, true, []],
      [1, 1, false, ['cut']],
      [1, 2, false, ['no-tags']],
      [2, 1, true, []],
    ]);
    expect(result.candidates[2]?.reasoning).toBe(
      'Here is a better one: Use this skill for expenses.',
    );
    // The next round's ask names the refused attempts and why.
    expect(userText(improveRequests()[2] as RecordedRequest)).toContain('<attempt not run>');
  });

  it('keeps the candidates so far when cancelled', async () => {
    respond = keywordModel('expenses', [answer(desc(...S.trainPos))]);
    const controller = new AbortController();
    const result = await optimizeDescription(input(), {
      signal: controller.signal,
      onProgress: (p) => {
        if (p.phase === 'improve') controller.abort();
      },
    });
    expect(result.exitReason).toBe('cancelled');
    expect(result.candidates.map((c) => c.round)).toEqual([0]);
    expect(result.chosen?.round).toBe(0);
  });
});
