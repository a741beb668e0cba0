/**
 * The "shadow" of a SKILL.md that monaco-yaml can read: the frontmatter lines as they are,
 * every other line empty, so a line and column in SKILL.md are the same line and column in
 * the shadow. Hover and completion in the frontmatter are asked of the shadow.
 */

// The studio's delimiter rule (shared/skill/frontmatter.ts): three dashes, then only blanks.
const DELIMITER = /^---[ \t]*$/;

/** The 1-based lines holding the frontmatter's YAML (between the delimiter lines). */
export interface FrontmatterLines {
  first: number;
  /** The last YAML line; when the block is unclosed, the file's last line. */
  last: number;
  closed: boolean;
}

/**
 * Where the frontmatter is, reading lines through `lineAt` (1-based) so a long body is never
 * copied. Undefined when the first line is not a delimiter.
 */
export function frontmatterLines(
  lineCount: number,
  lineAt: (line: number) => string,
): FrontmatterLines | undefined {
  // A BOM is not part of the editor's line 1 (Monaco keeps it aside), so no BOM handling here.
  if (lineCount === 0 || !DELIMITER.test(lineAt(1))) return undefined;
  for (let line = 2; line <= lineCount; line++) {
    if (DELIMITER.test(lineAt(line))) return { first: 2, last: line - 1, closed: true };
  }
  // Unclosed: the editor colours everything after line 1 as YAML, so help covers it too.
  return { first: 2, last: lineCount, closed: false };
}

/** The shadow text: line 1 and the frontmatter kept, every later line empty ("\n" breaks). */
export function shadowText(lineCount: number, lineAt: (line: number) => string): string {
  const block = frontmatterLines(lineCount, lineAt);
  const kept: string[] = [];
  const keepTo = block ? block.last : 0;
  for (let line = 1; line <= keepTo; line++) kept.push(lineAt(line));
  return kept.join('\n') + '\n'.repeat(Math.max(0, lineCount - Math.max(keepTo, 1)));
}

/** The shadow of a whole text (any line breaks): for tests and small inputs. */
export function shadowOfText(text: string): string {
  const lines = text.split(/\r\n|\r|\n/);
  return shadowText(lines.length, (line) => lines[line - 1] ?? '');
}
