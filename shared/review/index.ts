/** The security review of skills (issue 39): rules, messages, and the review of a skill's files. */
export { reviewFiles, reviewText, sortFindings, worstSeverity } from './review';
export { REVIEW_RULES, REVIEW_RULE_IDS, type ReviewRule, type ReviewRuleId } from './rules';
export { REVIEW_MESSAGES, reviewMessage, type ReviewMessageId } from './messages';
export {
  atLeast,
  SEVERITIES,
  type ReviewFile,
  type ReviewFinding,
  type ReviewSeverity,
  type SkipReason,
} from './types';
export { makeFinding, excerpt } from './finding';
