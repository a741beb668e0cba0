/**
 * The estimate before an eval run: the count of model calls (evals × 2 configurations × runs
 * tasks, and a grading call for each task of an eval with expectations) and the tokens and
 * cost worked by hand at the providers' published prices: Claude Haiku 4.5 at $1 / $5 per
 * million tokens (https://platform.claude.com/docs/zh-CN/models/haiku-4-5/overview.md) and
 * Claude Sonnet 5 at $2 / $10 (https://platform.claude.com/docs/zh-CN/models/sonnet-5/overview),
 * the pages the studio's price table cites.
 */
import { describe, expect, it } from 'vitest';
import {
  estimateEvalRun,
  requestText,
  TYPICAL_ANSWER_TOKENS,
  VERDICT_TOKENS,
} from '../../../shared/evals/estimate';
import { priceFor } from '../../../shared/triggers/prices';

const HAIKU_4_5 = { inputPerMillion: 1, outputPerMillion: 5 };
const SONNET_5 = { inputPerMillion: 2, outputPerMillion: 10 };

// Eval A: 3 expectations; eval B: none (nothing to grade).
const A = { withSkill: 1_000, withoutSkill: 400, grader: 300, expectations: 3 };
const B = { withSkill: 1_200, withoutSkill: 600, grader: 250, expectations: 0 };
const evals = [A, B];

describe('estimateEvalRun', () => {
  it('uses the prices the table cites', () => {
    expect(priceFor('claude-haiku-4-5')).toMatchObject(HAIKU_4_5);
    expect(priceFor('claude-sonnet-5')).toMatchObject(SONNET_5);
  });

  it('counts each eval with and without the skill, runs times, and a grading per graded task', () => {
    const estimate = estimateEvalRun({
      evals,
      runs: 3,
      answerTokens: 1_000,
      price: HAIKU_4_5,
      graderPrice: SONNET_5,
    });
    // 2 evals × 2 configurations × 3 runs; only A's 6 tasks are graded.
    expect(estimate.tasks).toBe(12);
    expect(estimate.gradings).toBe(6);
    // In: 3 × (1000 + 400 + 1200 + 600) = 9,600; out: 12 × 1,000 = 12,000.
    // $1 × 9,600 / 1e6 + $5 × 12,000 / 1e6 = $0.0096 + $0.06 = $0.0696.
    expect(estimate.executor).toMatchObject({
      requests: 12,
      inputTokens: 9_600,
      outputTokens: 12_000,
    });
    expect(estimate.executor?.cost).toBeCloseTo(0.0696, 12);
    // In: 6 × (300 + 1000) = 7,800; out: 6 × 3 × 80 = 1,440.
    // $2 × 7,800 / 1e6 + $10 × 1,440 / 1e6 = $0.0156 + $0.0144 = $0.03.
    expect(VERDICT_TOKENS).toBe(80);
    expect(estimate.grader).toMatchObject({ requests: 6, inputTokens: 7_800, outputTokens: 1_440 });
    expect(estimate.grader.cost).toBeCloseTo(0.03, 12);
    expect(estimate.cost).toBeCloseTo(0.0996, 12);
  });

  it('takes a typical answer when none is given', () => {
    const estimate = estimateEvalRun({ evals: [A], runs: 1 });
    expect(estimate.executor?.outputTokens).toBe(2 * TYPICAL_ANSWER_TOKENS);
    expect(estimate.grader.inputTokens).toBe(2 * (300 + TYPICAL_ANSWER_TOKENS));
  });

  it('has no cost when a price is unknown, unless that model is asked nothing', () => {
    expect(estimateEvalRun({ evals, runs: 1, price: HAIKU_4_5 }).cost).toBeUndefined();
    const ungraded = estimateEvalRun({ evals: [B], runs: 1, price: HAIKU_4_5 });
    // 1 × (1200 + 600) in, 2 × 1000 out, at $1 / $5.
    expect(ungraded.cost).toBeCloseTo((1_800 * 1 + 2_000 * 5) / 1e6, 12);
  });

  it('in real agent mode counts the agent’s tasks but not their tokens or cost', () => {
    const estimate = estimateEvalRun({
      evals,
      runs: 2,
      byAgent: true,
      price: HAIKU_4_5,
      graderPrice: SONNET_5,
    });
    expect(estimate.tasks).toBe(8);
    expect(estimate.executor).toBeUndefined();
    expect(estimate.grader.requests).toBe(4);
    expect(estimate.cost).toBeUndefined();
  });
});

describe('requestText', () => {
  it('holds the system prompt, the tools, each turn, its tool calls and results', () => {
    const text = requestText({
      system: 'SYS',
      tools: [{ name: 'Skill', description: 'Loads a skill', inputSchema: { type: 'object' } }],
      messages: [
        { role: 'user', text: 'do it' },
        { role: 'assistant', text: '', toolCalls: [{ id: 'c', name: 'Skill', input: { s: 1 } }] },
        { role: 'user', text: 'after', toolResults: [{ id: 'c', text: 'SKILL BODY' }] },
      ],
    });
    for (const part of ['SYS', 'Loads a skill', '{"type":"object"}', 'do it', '{"s":1}'])
      expect(text).toContain(part);
    expect(text.indexOf('SKILL BODY')).toBeLessThan(text.indexOf('after'));
  });
});
