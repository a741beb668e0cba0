/**
 * The rule-to-field table the form files findings by (shared/skill/rule-fields.ts): the
 * compiler makes it name every rule; here, every rule named after a spec field belongs to that
 * field, no rule about the file, the YAML or the body lands in a field, and a finding the real
 * validator gives shows under the field it is about.
 */
import { describe, expect, it } from 'vitest';
import {
  formFieldOf,
  parseSkillFile,
  RULE_FIELDS,
  SPEC_FIELDS,
  validateSkill,
} from '../../../shared/skill/index';
import type { RuleCode } from '../../../shared/skill/types';

const codes = Object.keys(RULE_FIELDS) as RuleCode[];

describe('RULE_FIELDS', () => {
  it('files each rule named after a spec field under that field, and only those', () => {
    for (const code of codes) {
      const named = SPEC_FIELDS.find((f) => code.startsWith(`${f}-`));
      const expected = code === 'field-unknown' ? 'other' : (named ?? null);
      // value-typed is said of name and description alike; the editor shows it.
      expect(RULE_FIELDS[code], code).toBe(expected);
    }
  });

  it('keeps file, YAML and body findings out of the form', () => {
    for (const code of [
      'bom',
      'yaml-syntax',
      'yaml-duplicate-key',
      'frontmatter-unclosed',
      'body-empty',
      'reference-missing',
      'skill-md-missing',
    ] as const)
      expect(formFieldOf(code), code).toBeUndefined();
  });

  it("puts the validator's findings under the field they are about", () => {
    const parsed = parseSkillFile(
      '---\nname: Bad_Name\ndescription: ""\ncolour: red\n---\nBody.\n',
    );
    const fields = validateSkill(parsed, 'Bad_Name').diagnostics.map((d) => [
      d.code,
      formFieldOf(d.code),
    ]);
    expect(fields).toEqual(
      expect.arrayContaining([
        ['name-not-lowercase', 'name'],
        ['description-empty', 'description'],
        ['field-unknown', 'other'],
      ]),
    );
  });
});
