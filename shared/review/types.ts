/**
 * The security review's shapes: what the reader hands the rules (a skill's files, each read
 * once and bounded, or the reason it was not) and what the rules say back (findings).
 */
import type { Message } from '../i18n/message';
import type { ReviewRuleId } from './rules';

/** How bad a finding is: high blocks a plain install, medium and low inform. */
export type ReviewSeverity = 'high' | 'medium' | 'low';

/** The severities from the worst down (SARIF levels and --fail-on follow this order). */
export const SEVERITIES: readonly ReviewSeverity[] = ['high', 'medium', 'low'];

/** True when `severity` is `level` or worse. */
export function atLeast(severity: ReviewSeverity, level: ReviewSeverity): boolean {
  return SEVERITIES.indexOf(severity) <= SEVERITIES.indexOf(level);
}

/** One thing the review found. */
export interface ReviewFinding {
  rule: ReviewRuleId;
  severity: ReviewSeverity;
  /** The file, relative to the skill's folder, with "/" separators ("" for the skill itself). */
  file: string;
  /** 1-based line and column (UTF-16 code units, as the editor counts); 0 when not in a line. */
  line: number;
  column: number;
  /** What it means and what to do, in one sentence (English in the catalogue, Chinese in the UI). */
  message: Message;
}

/** Why a file was not read whole (the reader's limits, shared/node/review/read-for-review.ts). */
export type SkipReason = 'too-large' | 'too-deep' | 'timeout' | 'unreadable' | 'too-many-files';

/** One file of the skill as the reader handed it over. */
export type ReviewFile =
  | { path: string; kind: 'text'; text: string }
  /** Not text: its first bytes (for the executable magic numbers) and its size. */
  | { path: string; kind: 'binary'; head: Uint8Array; size: number }
  | { path: string; kind: 'skipped'; reason: SkipReason; size?: number; limit?: number };
