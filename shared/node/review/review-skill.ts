/**
 * The security review of a skill folder on disk: read it bounded (read-for-review.ts), run
 * the pure rules (shared/review) and secretlint (secrets.ts), findings worst first.
 */
import { reviewFiles, sortFindings } from '../../review/review';
import type { ReviewFinding } from '../../review/types';
import { DEFAULT_REVIEW_LIMITS, readForReview, type ReviewLimits } from './read-for-review';
import { secretFindings } from './secrets';

/** Reviews the skill folder `dir`. */
export async function reviewSkillFolder(
  dir: string,
  limits: ReviewLimits = DEFAULT_REVIEW_LIMITS,
): Promise<ReviewFinding[]> {
  const files = await readForReview(dir, limits);
  return sortFindings([...reviewFiles(files), ...(await secretFindings(files))]);
}
