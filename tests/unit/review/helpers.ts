/** Reviewing a few files in memory, and reading findings back as rule ids. */
import { reviewFiles, reviewText } from '../../../shared/review/index';
import type { ReviewFile, ReviewFinding } from '../../../shared/review/index';

/** The rule ids found in one text file named `path`. */
export function rulesIn(text: string, path = 'SKILL.md'): string[] {
  return reviewText(path, text).map((f) => f.rule);
}

/** The findings of a skill made of `files` ({ path: text }). */
export function reviewSkill(
  files: Record<string, string>,
  extra: ReviewFile[] = [],
): ReviewFinding[] {
  return reviewFiles([
    ...Object.entries(files).map(([path, text]): ReviewFile => ({ path, kind: 'text', text })),
    ...extra,
  ]);
}

/** A SKILL.md with the given frontmatter lines and body. */
export function skillMd(frontmatter: string, body = '# Skill\n\nDoes one thing.\n'): string {
  return `---\n${frontmatter}\n---\n${body}`;
}
