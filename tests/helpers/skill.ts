/**
 * Small helpers for tests of the skill core: validate a text, find a finding, apply its fix.
 */
import { english } from '../../shared/i18n/catalogue';
import { gradeFound, type FoundLike } from '../../shared/skill/grade';
import { applyTextEdits, parseSkillFile, validateSkill } from '../../shared/skill/index';
import type { SkillCheck } from '../../shared/skill/summary';
import type {
  Diagnostic,
  ProfileId,
  RuleCode,
  SkillContext,
  ValidationResult,
} from '../../shared/skill/index';

/** Validates SKILL.md text as if it sat in `folder`. */
export function check(
  text: string,
  folder = 'my-skill',
  profile: ProfileId = 'spec',
  context: SkillContext = {},
): ValidationResult {
  return validateSkill(parseSkillFile(text), folder, profile, context);
}

/** Codes of one severity, in order. */
export function codes(
  result: ValidationResult,
  severity: Diagnostic['severity'] = 'error',
): RuleCode[] {
  return result.diagnostics.filter((d) => d.severity === severity).map((d) => d.code);
}

/** The one finding with `code` (fails the test when there is not exactly one). */
export function only(result: ValidationResult, code: RuleCode): Diagnostic {
  const found = result.diagnostics.filter((d) => d.code === code);
  if (found.length !== 1)
    throw new Error(
      `expected one ${code}, found ${found.length}: ${JSON.stringify(result.diagnostics.map((d) => d.code))}`,
    );
  return found[0] as Diagnostic;
}

/** Applies the fix titled like `title` (or the first edit fix) of a finding to `text`. */
export function applyFix(text: string, d: Diagnostic, title?: RegExp): string {
  const fix = d.fixes?.find(
    (f) => f.kind === 'edit' && (title === undefined || title.test(english(f.title))),
  );
  if (!fix || fix.kind !== 'edit')
    throw new Error(`no edit fix ${String(title)} on ${d.code}: ${JSON.stringify(d.fixes)}`);
  return applyTextEdits(text, fix.edits);
}

/** A minimal valid SKILL.md with extra frontmatter lines and a body. */
export function skill(
  frontmatter: string,
  body = '# Body\n\nUse the steps below.\n',
  folder = 'my-skill',
): string {
  return `---\nname: ${folder}\ndescription: Does a thing. Use when the user asks for it.\n${frontmatter}---\n${body}`;
}

/** A list entry's check under `profile` (what it found, graded), as the page shows it. */
export function checkUnder(
  entry: { found: FoundLike } | undefined,
  profile: ProfileId = 'spec',
): SkillCheck | undefined {
  return entry && gradeFound(entry.found, profile);
}
