/**
 * feedback.json as skill-creator's SKILL.md shows it ("Step 5: Read the feedback":
 * {"reviews": [{"run_id", "feedback", "timestamp"}], "status": "complete"}; anthropics/skills
 * 9d2f1ae187231d8199c64b5b762e1bdf2244733d), run ids as eval-viewer/generate_review.py forms
 * them (the run's folder below the iteration, "/" as "-").
 */
import { describe, expect, it } from 'vitest';
import { blindPick, runId, withReview } from '../../../shared/evals/feedback';

describe('feedback.json', () => {
  it('names runs as generate_review.py does', () => {
    expect(runId(3, 'with_skill', 2)).toBe('eval-3-with_skill-run-2');
  });

  it('adds a blind pick after the reviews there and keeps the rest', () => {
    const pick = blindPick(
      'eval-1-without_skill-run-1',
      'eval-1-with_skill-run-1',
      'clearer',
      new Date('2026-01-15T10:30:00.500Z'),
    );
    expect(withReview(undefined, pick)).toEqual({ reviews: [pick], status: 'complete' });
    const existing = {
      reviews: [{ run_id: 'eval-0-with_skill', feedback: 'missing axis labels', timestamp: 't' }],
      status: 'in_progress',
      note: 'kept',
    };
    expect(withReview(existing, pick)).toEqual({
      reviews: [existing.reviews[0], pick],
      status: 'complete',
      note: 'kept',
    });
    expect(pick).toEqual({
      run_id: 'eval-1-without_skill-run-1',
      feedback: 'clearer',
      timestamp: '2026-01-15T10:30:00Z',
      preferred_over: 'eval-1-with_skill-run-1',
    });
    expect(withReview([1, 2], pick)).toBeUndefined();
    expect(withReview({ reviews: 'no' }, pick)).toBeUndefined();
  });
});
