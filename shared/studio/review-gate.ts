/**
 * What the security review's findings (issue 39) ask of an install, import or package: nothing
 * when there are none, to be shown when there are some, and an explicit "… anyway" when any is
 * high. A review that could not run asks as much as a high finding: nothing vouches for it.
 */
import { SEVERITIES, type ReviewFinding, type ReviewSeverity } from '../review/types';

/** clear: go on; warn: go on with the findings shown; confirm: only after "… anyway". */
export type ReviewGate = 'clear' | 'warn' | 'confirm';

/** The gate for one review's findings, or several skills' findings together. */
export function reviewGate(findings: readonly ReviewFinding[]): ReviewGate {
  if (findings.some((f) => f.severity === 'high')) return 'confirm';
  return findings.length > 0 ? 'warn' : 'clear';
}

/** The gate over several skills' reviews, where `undefined` is a review that failed. */
export function gateOfReviews(
  reviews: readonly (readonly ReviewFinding[] | undefined)[],
): ReviewGate {
  if (reviews.some((r) => r === undefined)) return 'confirm';
  return reviewGate(reviews.flatMap((r) => r ?? []));
}

/** One severity's findings, in the order given. */
export interface SeverityGroup {
  severity: ReviewSeverity;
  findings: ReviewFinding[];
}

/** The findings by severity, worst first; a severity with none is left out. */
export function groupBySeverity(findings: readonly ReviewFinding[]): SeverityGroup[] {
  return SEVERITIES.map((severity) => ({
    severity,
    findings: findings.filter((f) => f.severity === severity),
  })).filter((g) => g.findings.length > 0);
}
