/**
 * The contract's call for the security review (issue 39): reviewSkill, a skill's findings,
 * each a rule of shared/review/rules.ts with its severity, place and message. Spread into
 * CALLS in contract.ts.
 */
import { z } from 'zod';
import { call } from './settings-calls';
import { REVIEW_RULE_IDS, type ReviewRuleId } from '../review/rules';
import { MessageSchema } from './schemas';

const position = z.number().int().nonnegative();

/** One finding of the review (shared/review/types.ts). */
export const ReviewFindingSchema = z.object({
  rule: z.enum(REVIEW_RULE_IDS as [ReviewRuleId, ...ReviewRuleId[]]),
  severity: z.enum(['high', 'medium', 'low']),
  file: z.string(),
  line: position,
  column: position,
  message: MessageSchema,
});

/** What reviewSkill answers: the findings, worst first. */
export const ReviewResultSchema = z.object({ findings: z.array(ReviewFindingSchema) });

/** The review's calls. */
export const REVIEW_CALLS = {
  /**
   * The security review of a skill in a library: its files read bounded, never run; the
   * findings worst first (shared/node/review/review-skill.ts).
   */
  reviewSkill: call(z.object({ dir: z.string().min(1).max(4096) }), ReviewResultSchema),
};
