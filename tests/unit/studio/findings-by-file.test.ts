/**
 * The Problems panel's grouping: a finding about another file of the skill (Diagnostic.file)
 * goes under that file, every other under SKILL.md, whose group comes first; the other files
 * follow by path; in each group errors, warnings, advice, notes, each by line.
 */
import { describe, expect, it } from 'vitest';
import type { Diagnostic, RuleCode, Severity } from '../../../shared/skill/types';
import { findingsByFile } from '../../../shared/studio/findings-by-file';

const finding = (code: RuleCode, severity: Severity, line: number, file?: string): Diagnostic => ({
  code,
  severity,
  message: { id: 'skill.body-empty', params: {} },
  range: { start: { line, column: 1 }, end: { line, column: 2 } },
  ...(file !== undefined && { file }),
});

describe('findings by file', () => {
  it('puts SKILL.md first, the other files by path, each group by severity then line', () => {
    const groups = findingsByFile(
      [
        finding('script-no-shebang', 'advice', 1, 'scripts/run.py'),
        finding('name-vague', 'advice', 2),
        finding('readme-in-skill', 'advice', 1, 'README.md'),
        finding('description-too-long', 'error', 3),
        finding('body-placeholder', 'warning', 9),
        finding('name-not-lowercase', 'error', 2),
        finding('file-unmentioned', 'advice', 1, 'scripts/run.py'),
      ],
      'SKILL.md',
    );
    expect(groups.map((g) => [g.file, g.diagnostics.map((d) => d.code)])).toEqual([
      [
        'SKILL.md',
        ['name-not-lowercase', 'description-too-long', 'body-placeholder', 'name-vague'],
      ],
      ['README.md', ['readme-in-skill']],
      ['scripts/run.py', ['script-no-shebang', 'file-unmentioned']],
    ]);
  });

  it("uses the skill's own name for SKILL.md, and gives no group to a file with no finding", () => {
    const groups = findingsByFile(
      [finding('skill-md-lowercase', 'warning', 1), finding('file-large', 'advice', 1, 'a.bin')],
      'skill.md',
    );
    expect(groups.map((g) => g.file)).toEqual(['skill.md', 'a.bin']);
    expect(findingsByFile([], 'SKILL.md')).toEqual([]);
  });
});
