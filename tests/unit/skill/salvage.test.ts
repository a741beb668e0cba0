/**
 * The other fields' findings despite a YAML error (shared/skill/salvage.ts), held to what the
 * validator itself says once the error is fixed: each case's oracle is the same file with the
 * broken value quoted, as the YAML error's own advice says, checked by the whole validator.
 */
import { describe, expect, it } from 'vitest';
import { parseSkillFile } from '../../../shared/skill/parse';
import { RULE_FIELDS } from '../../../shared/skill/rule-fields';
import { findingsDespiteYamlError } from '../../../shared/skill/salvage';
import type { Diagnostic } from '../../../shared/skill/types';
import { findingsOnce } from '../../../shared/skill/validate';

const doc = (...frontmatter: string[]) =>
  `---\n${frontmatter.join('\n')}\n---\n\n# Steps\n\nDo it.\n`;

// A finding as the comparison needs it: which rule, where (fixes are never salvaged).
const seen = (found: readonly Diagnostic[]) =>
  found.map((d) => `${d.code}@${d.range.start.line}:${d.range.start.column}`).sort();

/** The fixed file's findings about `fields` (what the validator says once the error is gone). */
function afterFix(text: string, folder: string, fields: readonly string[]) {
  const parsed = parseSkillFile(text);
  expect(parsed.data, 'the fixed file reads').toBeDefined();
  return findingsOnce(parsed, folder).filter((d) => {
    const field = RULE_FIELDS[d.code];
    return field !== null && fields.includes(field);
  });
}

describe('findings despite a YAML error', () => {
  it('a colon in the description no longer hides what is wrong with the name', () => {
    const broken = doc(
      'name: Expense_Report',
      'description: Fills expense reports. Use when: asked.',
    );
    const parsed = parseSkillFile(broken);
    expect(parsed.data).toBeUndefined();
    expect(parsed.diagnostics.map((d) => d.code)).toContain('yaml-syntax');
    const found = findingsDespiteYamlError(parsed, 'expense-report');
    const fixed = doc(
      'name: Expense_Report',
      'description: "Fills expense reports. Use when: asked."',
    );
    const oracle = afterFix(fixed, 'expense-report', ['name']);
    expect(oracle.length).toBeGreaterThan(0);
    expect(seen(found)).toEqual(seen(oracle));
    // Nothing is said about the description that could not be read, and no fix is offered.
    expect(found.every((d) => RULE_FIELDS[d.code] === 'name' && d.fixes === undefined)).toBe(true);
  });

  it('a multi-line entry that breaks is set aside whole; positions stay put with CRLF and a BOM', () => {
    const lines = [
      'name: report',
      'description: Fills reports',
      '  for the team: when asked.',
      'compatibility: ' + 'x'.repeat(501),
      'colour: blue',
    ];
    const broken = `\uFEFF${doc(...lines).replaceAll('\n', '\r\n')}`;
    const parsed = parseSkillFile(broken);
    expect(parsed.data).toBeUndefined();
    const found = findingsDespiteYamlError(parsed, 'report');
    const fixedLines = [...lines];
    fixedLines.splice(1, 2, 'description: "Fills reports for the team: when asked."', '');
    const fixed = `\uFEFF${doc(...fixedLines).replaceAll('\n', '\r\n')}`;
    const oracle = afterFix(fixed, 'report', ['name', 'compatibility', 'other']);
    expect(seen(oracle)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^compatibility-too-long@5:/)]),
    );
    expect(seen(found)).toEqual(seen(oracle));
  });

  it('says nothing more when every entry, or none, is to blame, and nothing for a readable file', () => {
    // Each entry alone is fine: the error is between them (the same key twice is read, then refused).
    for (const text of [
      doc('name: a', '\tdescription: tab'),
      doc('name: [a', 'description: {b'),
      doc('name: report', 'description: Fills reports. Use when asked.'),
      'no frontmatter at all\n',
    ]) {
      const parsed = parseSkillFile(text);
      expect(findingsDespiteYamlError(parsed, 'report'), text).toEqual([]);
    }
  });
});
