/**
 * Rules asked for no fixes (RuleContext.withFixes false: validate --all without --json, the
 * library list) work out none of the costly ones: no name made for a rename of the skill or its
 * folder, no value written by the YAML writer. The same findings, and with fixes asked for, the
 * fixes as before.
 */
import { describe, expect, it } from 'vitest';
import { parseSkillFile, validateSkill, type ProfileId } from '../../../../shared/skill/index';

const doc = (name: string) =>
  `---\nname: ${name}\ndescription: Does things. Use when asked.\n---\nBody.\n`;

// Each case: the folder, the SKILL.md, the profile, and the fix the rule works out when asked.
const CASES: [string, string, ProfileId, string][] = [
  // A valid name that is not the folder's: rename the folder (name-dir-mismatch).
  ['pdf-tools', doc('pdf-kit'), 'spec', 'fix.rename-folder'],
  // A folder not valid as a name: the name's own valid form (name-not-lowercase).
  ['PDF Tools', doc('PDF-Tools'), 'spec', 'fix.change-name'],
  // A name PyYAML reads as a number: quote it (value-typed, written by the YAML writer).
  ['2048', doc('2048'), 'hello-agents', 'fix.quote-it'],
  // A name that is not ASCII: the folder renamed to its transliteration (name-not-ascii).
  ['écrire', doc('écrire'), 'claude-ai', 'fix.rename-skill'],
];

const fixesOf = (folder: string, text: string, profile: ProfileId, withFixes: boolean) =>
  validateSkill(parseSkillFile(text, { fixes: withFixes }), folder, profile, {}, withFixes)
    .diagnostics.flatMap((d) => d.fixes ?? [])
    .map((f) => f.title.id);

describe('rules asked for no fixes', () => {
  it.each(CASES)('work out none for %s', (folder, text, profile, fix) => {
    expect(fixesOf(folder, text, profile, true)).toContain(fix);
    expect(fixesOf(folder, text, profile, false)).not.toContain(fix);
  });

  it.each(CASES)('find the same for %s', (folder, text, profile) => {
    const codes = (withFixes: boolean) =>
      validateSkill(parseSkillFile(text), folder, profile, {}, withFixes).diagnostics.map(
        ({ fixes: _, ...d }) => d,
      );
    expect(codes(false)).toEqual(codes(true));
  });
});
