/**
 * Run estimates: hand-worked sums for estimateRun, and estimateTriggerRun counting each
 * request's text with the studio's own token estimate (shared/agent/tokens.ts).
 */
import { describe, expect, it } from 'vitest';
import { countTokens } from '../../../shared/agent/tokens';
import { estimateRun, estimateTriggerRun } from '../../../shared/triggers/estimate';

describe('estimateRun', () => {
  it('multiplies out requests and prices them per million tokens', () => {
    // 20 queries × 3 runs; $2 / $10 per million: 90,000 in → $0.18, 1,200 out → $0.012.
    const estimate = estimateRun({
      requests: 60,
      inputTokensPerRequest: 1_500,
      outputTokensPerRequest: 20,
      price: { inputPerMillion: 2, outputPerMillion: 10 },
    });
    expect(estimate).toMatchObject({ requests: 60, inputTokens: 90_000, outputTokens: 1_200 });
    expect(estimate.cost).toBeCloseTo(0.192, 12);
  });

  it('has no cost when there is no price, and zero for nothing to send', () => {
    const free = { requests: 3, inputTokensPerRequest: 100, outputTokensPerRequest: 5 };
    expect(estimateRun(free).cost).toBeUndefined();
    const none = { ...free, requests: 0, price: { inputPerMillion: 4, outputPerMillion: 20 } };
    expect(estimateRun(none)).toEqual({ requests: 0, inputTokens: 0, outputTokens: 0, cost: 0 });
  });
});

describe('estimateTriggerRun', () => {
  const context = 'You are a coding agent. Skills:\n- pdf: Fill in PDF forms and merge PDFs.';
  const queries = ['Merge these two PDFs into one', '帮我把这几个 PDF 合并成一个'];

  it('sends every query runsPerQuery times with the context, counted by the studio’s tokenizer', async () => {
    const [c, q1, q2] = await Promise.all([context, ...queries].map(countTokens));
    const estimate = await estimateTriggerRun({
      queries,
      context,
      outputTokensPerRequest: 30,
      runsPerQuery: 2,
      price: { inputPerMillion: 4, outputPerMillion: 20 },
    });
    const inputTokens = 2 * ((c ?? 0) + (q1 ?? 0)) + 2 * ((c ?? 0) + (q2 ?? 0));
    expect(estimate).toMatchObject({ requests: 4, inputTokens, outputTokens: 120 });
    expect(estimate.cost).toBeCloseTo((inputTokens * 4 + 120 * 20) / 1_000_000, 12);
  });

  it('runs each query 3 times by default, as skill-creator does', async () => {
    const estimate = await estimateTriggerRun({ queries, context, outputTokensPerRequest: 1 });
    expect(estimate.requests).toBe(6);
    expect(estimate.cost).toBeUndefined();
  });
});
