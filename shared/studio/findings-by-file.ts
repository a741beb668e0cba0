/**
 * The Problems panel's list: the open skill's findings grouped by the file each is about
 * (Diagnostic.file, else SKILL.md), SKILL.md's group first, where most findings are and
 * where the frontmatter lives, then the other files by path, so the order does not change
 * with the file open. In each group errors come first, then warnings, advice and notes,
 * each by line.
 */
import type { Diagnostic } from '../skill/types';

/** One file's findings. */
export interface FileFindings {
  /** The file relative to the skill folder ("/" separators); SKILL.md's own name for it. */
  file: string;
  diagnostics: Diagnostic[];
}

const RANK = { error: 0, warning: 1, advice: 2, info: 3 } as const;

/** Groups `diagnostics` by file; `skillMd` is SKILL.md's name in this skill (skill.md too). */
export function findingsByFile(
  diagnostics: readonly Diagnostic[],
  skillMd: string,
): FileFindings[] {
  const groups = new Map<string, Diagnostic[]>();
  for (const d of diagnostics) {
    const file = d.file ?? skillMd;
    const list = groups.get(file) ?? [];
    list.push(d);
    groups.set(file, list);
  }
  const files = [...groups.keys()].sort((a, b) =>
    a === skillMd ? -1 : b === skillMd ? 1 : a < b ? -1 : a > b ? 1 : 0,
  );
  return files.map((file) => ({
    file,
    diagnostics: (groups.get(file) ?? []).sort(
      (a, b) => RANK[a.severity] - RANK[b.severity] || a.range.start.line - b.range.start.line,
    ),
  }));
}
