/**
 * The security review of a skill inside an archive or folder about to be imported (issue 39),
 * before anything is written: each of its files read once from the source, within the review's
 * size cap (a larger one is reported, not read), classified and reviewed as a skill on disk is
 * (shared/node/review/review-skill.ts). Nothing found is ever run.
 */
import type { ArchiveSkill } from '../../package/index';
import { reviewFiles, sortFindings } from '../../review/review';
import type { ReviewFile, ReviewFinding } from '../../review/types';
import { classify, DEFAULT_REVIEW_LIMITS, type ReviewLimits } from '../review/read-for-review';
import { secretFindings } from '../review/secrets';
import type { ImportSource } from './import-source';

/** The findings of `skill` in `source`, worst first. */
export async function reviewImportSkill(
  skill: ArchiveSkill,
  source: ImportSource,
  limits: ReviewLimits = DEFAULT_REVIEW_LIMITS,
): Promise<ReviewFinding[]> {
  const files: ReviewFile[] = [];
  for (const file of skill.files) {
    const path = file.path.slice(skill.prefix.length);
    if (files.length >= limits.maxFiles) {
      files.push({ path, kind: 'skipped', reason: 'too-many-files', limit: limits.maxFiles });
      break;
    }
    if (file.size > limits.maxFileBytes) {
      files.push({
        path,
        kind: 'skipped',
        reason: 'too-large',
        size: file.size,
        limit: limits.maxFileBytes,
      });
      continue;
    }
    try {
      files.push(classify(path, await source.head(file, limits.maxFileBytes)));
    } catch {
      files.push({ path, kind: 'skipped', reason: 'unreadable' });
    }
  }
  return sortFindings([...reviewFiles(files), ...(await secretFindings(files))]);
}
