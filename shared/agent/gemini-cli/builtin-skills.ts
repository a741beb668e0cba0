/**
 * The skills Gemini CLI 0.61.0 ships (npm @google/gemini-cli@0.61.0, bundle/builtin/*\/SKILL.md,
 * loaded first by SkillManager.discoverBuiltinSkills, bundle/chunk-JDPZ4CE3.js; source
 * packages/core/src/skills/skillManager.ts). They are always listed, in the order the install's
 * folder listing gives (recorded: skill-creator, then antigravity-support), and a skill of the
 * same name replaces one in its place. Names and descriptions are as its reader gives them
 * (tests/fixtures/agent-recordings/gemini-cli.json holds the view to them); their instructions
 * stay inside Gemini CLI and are not copied.
 */

/** Where the view says Gemini CLI's install is: the real path depends on how it was installed. */
export const GEMINI_BUNDLE_DIR = '<Gemini CLI install>/bundle';

/** One built-in skill. */
export interface GeminiBuiltIn {
  name: string;
  description: string;
  /** Its files (bundle/builtin/<name>/), for the tree the tool shows. */
  files: string[];
}

/** The built-in skills in the order the release lists them. */
export const GEMINI_BUILT_INS: readonly GeminiBuiltIn[] = [
  {
    name: 'skill-creator',
    description:
      "Guide for creating effective skills. This skill should be used when users want to create a new skill (or update an existing skill) that extends Gemini CLI's capabilities with specialized knowledge, workflows, or tool integrations.",
    files: [
      'SKILL.md',
      'scripts/init_skill.cjs',
      'scripts/package_skill.cjs',
      'scripts/validate_skill.cjs',
    ],
  },
  {
    name: 'antigravity-support',
    description:
      'Use when the user asks questions, seeks help, or requests instructions related to installing, setting up, or migrating to Antigravity CLI. This skill provides the latest up to date details, requirements, and commands sourced from the official Antigravity CLI documentation.',
    files: ['SKILL.md'],
  },
];
