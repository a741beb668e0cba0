/**
 * Secrets shipped in a skill, found by secretlint's recommended preset (the maintained rule
 * set issue 39 asks for) run as is through @secretlint/core. It lives in shared/node because
 * the preset imports node:path; the rest of the review is pure (shared/review/).
 */
import { lintSource } from '@secretlint/core';
import { secretLintProfiler } from '@secretlint/profiler';
import { creator as presetRecommend } from '@secretlint/secretlint-rule-preset-recommend';
import type { SecretLintCoreConfig } from '@secretlint/types';
import { excerpt, makeFinding } from '../../review/finding';
import { reviewMessage } from '../../review/messages';
import type { ReviewFile, ReviewFinding } from '../../review/types';

// @secretlint/core marks each rule of each file on a profiler that always observes, and every
// mark scans all marks before it (secretlint/secretlint#1633, #1653; fixed in 13.x): quadratic
// in the files of a run. Nothing here reads a profile, so marking is switched off.
Object.defineProperty(secretLintProfiler, 'mark', { value: () => undefined });

const CONFIG: SecretLintCoreConfig = {
  rules: [{ id: '@secretlint/secretlint-rule-preset-recommend', rule: presetRecommend }],
};

/** The secret findings of the text files among `files`. */
export async function secretFindings(files: readonly ReviewFile[]): Promise<ReviewFinding[]> {
  const out: ReviewFinding[] = [];
  for (const file of files) {
    if (file.kind !== 'text') continue;
    const result = await lintSource({
      source: { filePath: file.path, content: file.text, contentType: 'text' },
      options: { config: CONFIG, maskSecrets: true },
    });
    for (const m of result.messages) {
      const found = file.text.slice(m.range[0], m.range[1]);
      out.push(
        makeFinding(
          'secret',
          file.path,
          { line: m.loc.start.line, column: m.loc.start.column + 1 },
          reviewMessage('review.secret', { rule: m.ruleId, excerpt: masked(found) }),
        ),
      );
    }
  }
  return out;
}

/** The first four characters of a secret and a mask: enough to find it, not to use it. */
export function masked(secret: string): string {
  const shown = excerpt(secret);
  return shown.length <= 4 ? '****' : `${[...shown].slice(0, 4).join('')}****`;
}
