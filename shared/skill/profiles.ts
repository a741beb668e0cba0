/**
 * Profiles: which rules run and how much each matters for a given destination. `spec` is the
 * specification as skills-ref checks it; the others adjust it for where the skill will live.
 */
import { SPEC_LEVELS, type Level } from './diagnostic';
import type { ProfileId, RuleCode } from './types';

/** The frontmatter keys the specification defines. */
export const SPEC_FIELDS = [
  'name',
  'description',
  'license',
  'compatibility',
  'metadata',
  'allowed-tools',
] as const;

/** A destination's rules. */
export interface Profile {
  id: ProfileId;
  label: string;
  /** One line for the profile picker. */
  summary: string;
  /** Keys that are not flagged as unknown. */
  fields: readonly string[];
  /** Severity of every rule; 'off' rules do not run. */
  levels: Record<RuleCode, Level>;
}

const CLAUDE_CODE_FIELDS = [
  'when_to_use',
  'argument-hint',
  'arguments',
  'disable-model-invocation',
  'user-invocable',
  'model',
  'effort',
  'context',
  'agent',
  'hooks',
  'paths',
  'shell',
  'version',
] as const;

// Every destination warns of a second SKILL.md differing only in case (off under spec, whose
// verdict is skills-ref's). Advice is the same everywhere: SPEC_LEVELS carries it.
const DESTINATION_WARNINGS: Partial<Record<RuleCode, Level>> = {
  'skill-md-case-clash': 'warning',
};

function levels(overrides: Partial<Record<RuleCode, Level>>): Record<RuleCode, Level> {
  return { ...SPEC_LEVELS, ...DESTINATION_WARNINGS, ...overrides };
}

/** Every profile, in the order the picker shows them. */
export const PROFILES: Record<ProfileId, Profile> = {
  spec: {
    id: 'spec',
    label: 'Any agent (the Agent Skills spec)',
    summary: 'The Agent Skills specification, exactly as the skills-ref validator checks it.',
    fields: SPEC_FIELDS,
    levels: SPEC_LEVELS,
  },
  'claude-ai': {
    id: 'claude-ai',
    label: 'Claude.ai upload',
    summary:
      'The specification plus the upload rules of Claude.ai and the API: ASCII names, no reserved words, no XML in descriptions, at most 200 files.',
    fields: SPEC_FIELDS,
    levels: levels({
      'name-not-ascii': 'error',
      'name-reserved-word': 'error',
      'description-xml': 'error',
      'too-many-files': 'error',
      'plugin-manifest': 'error',
    }),
  },
  'claude-code': {
    id: 'claude-code',
    label: 'Claude Code',
    summary:
      'What Claude Code reads: its extra keys are fine, flow-style YAML loads, the folder name is the skill name.',
    fields: [...SPEC_FIELDS, ...CLAUDE_CODE_FIELDS],
    levels: levels({
      // Claude Code's YAML reader is permissive; these load there but not in stricter agents.
      'yaml-flow-style': 'off',
      'yaml-anchor-alias': 'warning',
      'yaml-tag': 'warning',
      // It lists skills by folder name and falls back to the body for a missing description.
      'field-unknown': 'warning',
      'name-missing': 'warning',
      'name-dir-mismatch': 'info',
      'description-missing': 'warning',
    }),
  },
  'hello-agents': {
    id: 'hello-agents',
    label: 'HelloAgents',
    summary:
      'What the HelloAgents SkillLoader needs: a name and a description it can read; it skips everything else silently.',
    fields: SPEC_FIELDS,
    levels: levels({
      // PyYAML reads these fine; the loader ignores unknown keys and name formatting.
      'yaml-flow-style': 'off',
      'yaml-anchor-alias': 'off',
      'yaml-tag': 'off',
      'yaml-duplicate-key': 'warning',
      'field-unknown': 'off',
      'name-too-long': 'warning',
      'name-not-lowercase': 'warning',
      'name-hyphen-edge': 'warning',
      'name-hyphen-double': 'warning',
      'name-invalid-chars': 'warning',
      'name-dir-mismatch': 'info',
      'description-too-long': 'warning',
      'compatibility-not-string': 'off',
      'compatibility-too-long': 'off',
      'frontmatter-no-final-newline': 'warning',
      'value-typed': 'error',
    }),
  },
  // Codex 0.171.0 (codex-rs core-skills loader, as shared/agent/codex/frontmatter.ts and
  // skills.ts reproduce it and tests/fixtures/agent-recordings/codex.json records it).
  codex: {
    id: 'codex',
    label: 'Codex',
    summary:
      'What the Codex loader accepts: any name up to 64 characters (the folder name when it has none), a description it cuts at 1,024 characters, extra keys ignored.',
    fields: SPEC_FIELDS,
    levels: levels({
      // Its YAML reader (serde's; the simulator's ruamel port accepts what it accepts) reads
      // flow style and anchors; a tag may change what a value is.
      'yaml-flow-style': 'off',
      'yaml-anchor-alias': 'off',
      'yaml-tag': 'warning',
      // A typed struct of name, description and metadata: other keys are ignored.
      'field-unknown': 'off',
      // `own = name || folder name`: a missing or empty name loads under the folder's name.
      'name-missing': 'warning',
      'name-empty': 'warning',
      // No format check on the name, only "exceeds maximum length of 64" (kept an error).
      'name-not-lowercase': 'warning',
      'name-hyphen-edge': 'warning',
      'name-hyphen-double': 'warning',
      'name-invalid-chars': 'warning',
      'name-dir-mismatch': 'info',
      // Cut to 1,024 characters with "..." rather than refused.
      'description-too-long': 'warning',
      // compatibility is not read.
      'compatibility-not-string': 'off',
      'compatibility-too-long': 'off',
    }),
  },
  // OpenCode 1.18.33 (packages/opencode/src/skill/index.ts at a2cc772, as
  // shared/agent/opencode/skills.ts and frontmatter.ts reproduce it).
  opencode: {
    id: 'opencode',
    label: 'OpenCode',
    summary:
      'What the OpenCode loader accepts: a name that is text, a description that is text or absent; no format or length checks, extra keys ignored.',
    fields: SPEC_FIELDS,
    levels: levels({
      // js-yaml 3 reads flow style and anchors; it refuses tags it does not know.
      'yaml-flow-style': 'off',
      'yaml-anchor-alias': 'off',
      'yaml-tag': 'warning',
      // gray-matter strips a byte-order mark before reading (to-file.js, strip-bom-string).
      bom: 'off',
      // Only `name` and `description` are read.
      'field-unknown': 'off',
      // No format or length check on the name; any text is the skill's name.
      'name-too-long': 'warning',
      'name-not-lowercase': 'warning',
      'name-hyphen-edge': 'warning',
      'name-hyphen-double': 'warning',
      'name-invalid-chars': 'warning',
      'name-dir-mismatch': 'info',
      // An absent description is allowed (`description !== undefined && typeof ...`); the
      // skill is listed without one. A null or non-text one skips the skill (kept errors).
      'description-missing': 'warning',
      'description-too-long': 'warning',
      'compatibility-not-string': 'off',
      'compatibility-too-long': 'off',
      // A name or description js-yaml types as a number, boolean or date is not text: the
      // skill is skipped. A warning: the rule types values as PyYAML does, close to js-yaml 3.
      'value-typed': 'warning',
    }),
  },
  // GitHub Copilot in VS Code (microsoft/vscode c875be8, src/vs/workbench/contrib/chat/common/
  // promptSyntax/service/promptsServiceImpl.ts, findAgentSkills; Copilot CLI's loader is not
  // public). Its YAML reading is not relaxed here: nothing cited says it reads more than the spec.
  copilot: {
    id: 'copilot',
    label: 'GitHub Copilot',
    summary:
      "What VS Code's Copilot loader accepts: a name (cut to 64 characters), an optional description (cut to 1,024, tags removed); extra keys ignored.",
    fields: SPEC_FIELDS,
    levels: levels({
      'field-unknown': 'off',
      // `if (!name)` skips the skill (kept errors); a long name is truncated, not refused.
      'name-too-long': 'warning',
      'name-not-lowercase': 'warning',
      'name-hyphen-edge': 'warning',
      'name-hyphen-double': 'warning',
      'name-invalid-chars': 'warning',
      'name-dir-mismatch': 'info',
      // truncateAgentSkillDescription: no description is allowed, a long one is cut, tags removed.
      'description-missing': 'warning',
      'description-empty': 'warning',
      'description-too-long': 'warning',
      'description-xml': 'warning',
      'compatibility-not-string': 'off',
      'compatibility-too-long': 'off',
    }),
  },
  // Gemini CLI (google-gemini/gemini-cli 5411f11, packages/core/src/skills/skillLoader.ts).
  'gemini-cli': {
    id: 'gemini-cli',
    label: 'Gemini CLI',
    summary:
      'What the Gemini CLI loader accepts: a name and a description as text, no format or length checks, extra keys ignored.',
    fields: SPEC_FIELDS,
    levels: levels({
      // parseFrontmatter uses js-yaml 4's load: flow style and anchors are read.
      'yaml-flow-style': 'off',
      'yaml-anchor-alias': 'off',
      'yaml-tag': 'warning',
      'field-unknown': 'off',
      // loadSkillFromFile only replaces :\/<>*?"| in the name; no other check.
      'name-too-long': 'warning',
      'name-not-lowercase': 'warning',
      'name-hyphen-edge': 'warning',
      'name-hyphen-double': 'warning',
      'name-invalid-chars': 'warning',
      'name-dir-mismatch': 'info',
      // `typeof description === 'string'` (or the line reader's ''): an empty one loads.
      'description-empty': 'warning',
      'description-too-long': 'warning',
      'compatibility-not-string': 'off',
      'compatibility-too-long': 'off',
    }),
  },
};

/** True when `id` names a profile. */
export function isProfileId(id: string): id is ProfileId {
  return Object.hasOwn(PROFILES, id);
}

/** The profile ids, in the order the picker shows them. */
export const PROFILE_IDS = Object.keys(PROFILES) as ProfileId[];
