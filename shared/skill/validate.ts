/**
 * validateSkill: every rule of the active profile over a parsed SKILL.md, all findings
 * collected (never just the first), in skills-ref's order for the errors it shares.
 */
import { inEnglish } from '../i18n/catalogue';
import type { MessageParam } from '../i18n/message';
import { diagnostic } from './diagnostic';
import { PROFILE_IDS, PROFILES } from './profiles';
import { skillMessage } from './messages';
import { bodySizeRules, referenceRules } from './rules/body-rules';
import { contextRules } from './rules/context-rules';
import {
  compatibilityRules,
  descriptionRules,
  descriptionXmlRule,
  optionalFieldRules,
  triggerRule,
  unknownFieldRule,
} from './rules/field-rules';
import { isValidName, nameRules } from './rules/name-rules';
import { helloAgentsRules, uploadNameRules } from './rules/profile-rules';
import { RuleContext } from './rules/rule-context';
import type { Profile } from './profiles';
import type {
  Diagnostic,
  ParsedSkillFile,
  ProfileId,
  RuleCode,
  SkillContext,
  ValidationResult,
} from './types';

import { descriptionQualityRules } from './rules/description-quality';
import { descriptionAdviceRules } from './rules/advice-description';
import { bodyAdviceRules } from './rules/advice-body';
import { fileAdviceRules } from './rules/advice-files';

type Rule = (ctx: RuleContext) => Diagnostic[];

// skills-ref's order first (fields, name, description, compatibility), then the studio's advice.
// A rule that only reports codes some profiles turn on names them, so the others skip it.
const FIELD_RULES: [Rule, RuleCode[]?][] = [
  [unknownFieldRule],
  [nameRules],
  [descriptionRules],
  [compatibilityRules],
  [uploadNameRules, ['name-not-ascii', 'name-reserved-word']],
  [descriptionXmlRule, ['description-xml']],
  [helloAgentsRules, ['value-typed', 'frontmatter-no-final-newline']],
  [optionalFieldRules],
  [triggerRule],
  [descriptionQualityRules, ['description-placeholder', 'description-vague']],
  [descriptionAdviceRules],
];
const SKILL_RULES: Rule[] = [
  bodySizeRules,
  referenceRules,
  contextRules,
  bodyAdviceRules,
  fileAdviceRules,
];

// The field rules worth running for findings shared by `profiles`: a rule every one of them
// turns off would only have its findings dropped.
function rulesFor(profiles: readonly Profile[]): Rule[] {
  return FIELD_RULES.filter(
    ([, codes]) => !codes?.every((c) => profiles.every((p) => p.levels[c] === 'off')),
  ).map(([rule]) => rule);
}

// Worked out once: for each profile alone, and for all of them (findingsOnce).
const FIELD_RULES_ALONE = new Map(PROFILE_IDS.map((id) => [id, rulesFor([PROFILES[id]])]));
const ANY_FIELD_RULES = rulesFor(PROFILE_IDS.map((id) => PROFILES[id]));

/**
 * Validates a parsed SKILL.md in a folder named `folderName` under a profile. `withFixes`
 * false skips working out the serializer's fixes (a list needs only the verdicts; the editor
 * asks again with fixes when the skill is opened).
 */
export function validateSkill(
  parsed: ParsedSkillFile,
  folderName: string,
  profile: ProfileId = 'spec',
  skill: SkillContext = {},
  withFixes = true,
): ValidationResult {
  const ctx = new RuleContext(parsed, folderName, PROFILES[profile], skill, withFixes);
  return underProfile(findAll(ctx, FIELD_RULES_ALONE.get(profile) ?? []), profile);
}

/**
 * What every profile's check starts from, found once: every rule any profile turns on, at
 * their `spec` severities, with the keys the specification defines as the known ones (a profile
 * that knows more drops a field-unknown finding whose keys it knows: grade.ts), fixes only when
 * asked for (the editor's check of the open skill for all its targets).
 */
export function findingsOnce(
  parsed: ParsedSkillFile,
  folderName: string,
  skill: SkillContext = {},
  withFixes = false,
): Diagnostic[] {
  const ctx = new RuleContext(parsed, folderName, PROFILES.spec, skill, withFixes);
  return findAll(ctx, ANY_FIELD_RULES);
}

/** Every rule's findings (of `fields`, the field rules to run), at their `spec` severities. */
function findAll(ctx: RuleContext, fields: readonly Rule[]): Diagnostic[] {
  const { parsed } = ctx;
  const found: Diagnostic[] = [];
  const read = parsed.diagnostics;
  for (let i = 0; i < read.length; i++) found.push(withFolderFixes(read[i] as Diagnostic, ctx));
  // Index loops, not for...of: a rule's empty answer and a full one are arrays of two element
  // kinds, and the iterator's code, optimized for the one it met first, was thrown away and
  // compiled again on meeting the other (V8's deopts; 5-6 compiles of findAll a run).
  if (parsed.data) for (let r = 0; r < fields.length; r++) pushAll(found, (fields[r] as Rule)(ctx));
  if (parsed.utf8)
    for (let r = 0; r < SKILL_RULES.length; r++) pushAll(found, (SKILL_RULES[r] as Rule)(ctx));
  return found;
}

function pushAll(to: Diagnostic[], from: readonly Diagnostic[]): void {
  for (let i = 0; i < from.length; i++) to.push(from[i] as Diagnostic);
}

/** Findings with a profile's severities applied, those it turns off left out. */
export function underProfile(found: readonly Diagnostic[], profile: ProfileId): ValidationResult {
  const levels = PROFILES[profile].levels;
  const diagnostics: Diagnostic[] = [];
  let valid = true;
  for (let i = 0; i < found.length; i++) {
    const d = found[i] as Diagnostic;
    const level = levels[d.code];
    if (level === 'off') continue;
    diagnostics.push(level === d.severity ? d : { ...d, severity: level });
    if (level === 'error') valid = false;
  }
  return { profile, valid, diagnostics };
}

/** Findings about a folder that has no readable SKILL.md (the CLI and service report these). */
export function folderDiagnostic(
  code: 'path-not-directory' | 'skill-md-missing' | 'skill-md-unreadable',
  detail: MessageParam,
): Diagnostic {
  const top = { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };
  switch (code) {
    case 'path-not-directory':
      return diagnostic(code, skillMessage('skill.path-not-directory', { path: detail }), top, {
        ref: `Not a directory: ${inEnglish(detail)}`,
      });
    case 'skill-md-missing':
      return diagnostic(
        code,
        detail === ''
          ? skillMessage('skill.skill-md-missing')
          : skillMessage('skill.skill-md-missing.near-miss', { file: detail }),
        top,
        { ref: 'Missing required file: SKILL.md' },
      );
    case 'skill-md-unreadable':
      return diagnostic(code, skillMessage('skill.skill-md-unreadable', { reason: detail }), top, {
        ref: `SKILL.md cannot be read: ${inEnglish(detail)}`,
      });
  }
}

// A file with no frontmatter at all can get one, named after its folder.
function withFolderFixes(d: Diagnostic, ctx: RuleContext): Diagnostic {
  if (d.code !== 'frontmatter-missing' || (d.fixes && d.fixes.length > 0)) return d;
  const name = isValidName(ctx.folderName) ? ctx.folderName : 'my-skill';
  const at = ctx.parsed.hasBom ? { line: 1, column: 2 } : { line: 1, column: 1 };
  const block = `---\nname: ${name}\ndescription: Describe what this skill does. Use when ...\n---\n\n`;
  return {
    ...d,
    fixes: [
      {
        kind: 'edit',
        title: skillMessage('fix.add-frontmatter'),
        edits: [{ range: { start: at, end: at }, newText: block }],
      },
    ],
  };
}
