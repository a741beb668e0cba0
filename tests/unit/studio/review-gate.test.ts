/**
 * The review's gate before an install, import or package, as issue 39 states it ("Where the
 * user meets it"): findings are shown before going on, and any high finding needs "… anyway";
 * a skill with none goes on as before. A review that could not run vouches for nothing.
 */
import { describe, expect, it } from 'vitest';
import type { ReviewFinding, ReviewSeverity } from '../../../shared/review/types';
import { gateOfReviews, groupBySeverity, reviewGate } from '../../../shared/studio/review-gate';

const finding = (severity: ReviewSeverity, file = 'SKILL.md'): ReviewFinding => ({
  rule: 'download-and-run',
  severity,
  file,
  line: 1,
  column: 1,
  message: { id: 'review.download-and-run', params: { excerpt: 'x' } },
});

describe('review gate', () => {
  it('is clear with no findings, warns below high, asks for "anyway" at high', () => {
    expect(reviewGate([])).toBe('clear');
    expect(reviewGate([finding('low')])).toBe('warn');
    expect(reviewGate([finding('medium'), finding('low')])).toBe('warn');
    expect(reviewGate([finding('low'), finding('high')])).toBe('confirm');
  });

  it('over several skills: one high among them, or one failed review, asks for "anyway"', () => {
    expect(gateOfReviews([[], []])).toBe('clear');
    expect(gateOfReviews([[], [finding('medium')]])).toBe('warn');
    expect(gateOfReviews([[finding('low')], [finding('high')]])).toBe('confirm');
    expect(gateOfReviews([[], undefined])).toBe('confirm');
    expect(gateOfReviews([])).toBe('clear');
  });

  it('groups by severity, high first, leaving out a severity with none', () => {
    const list = [finding('low', 'a'), finding('high', 'b'), finding('low', 'c')];
    expect(groupBySeverity(list).map((g) => [g.severity, g.findings.map((f) => f.file)])).toEqual([
      ['high', ['b']],
      ['low', ['a', 'c']],
    ]);
    expect(groupBySeverity([])).toEqual([]);
  });
});
