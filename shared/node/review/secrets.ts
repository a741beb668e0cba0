/**
 * Secrets shipped in a skill, found by secretlint's recommended preset (the maintained rule
 * set issue 39 asks for) run as is through @secretlint/core. It lives in shared/node because
 * the preset imports node:path; the rest of the review is pure (shared/review/).
 */
import { lintSource } from '@secretlint/core';
import { creator as presetRecommend } from '@secretlint/secretlint-rule-preset-recommend';
import type { SecretLintCoreConfig } from '@secretlint/types';
import { excerpt, makeFinding } from '../../review/finding';
import { reviewMessage } from '../../review/messages';
import type { ReviewFile, ReviewFinding } from '../../review/types';

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
