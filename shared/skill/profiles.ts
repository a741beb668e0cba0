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
    label: 'Specification',
    summary: 'The Agent Skills specification, exactly as the skills-ref validator checks it.',
    fields: SPEC_FIELDS,
    levels: SPEC_LEVELS,
  },
  'claude-ai': {
    id: 'claude-ai',
    label: 'Claude apps / API upload',
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
};

/** True when `id` names a profile. */
export function isProfileId(id: string): id is ProfileId {
  return Object.hasOwn(PROFILES, id);
}

/** The profile ids, in the order the picker shows them. */
export const PROFILE_IDS = Object.keys(PROFILES) as ProfileId[];
