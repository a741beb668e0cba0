/**
 * Codex 0.171.0's bundled system skills: embedded in the binary from codex-rs/skills/src/assets/
 * samples (openai/codex `codex-rs/skills/src/lib.rs`, `SYSTEM_SKILLS_DIR`, include_dir!) and
 * written at start-up to $CODEX_HOME/skills/.system (`system_cache_root_dir`, `install_system_skills`)
 * unless `[skills.bundled] enabled = false`; then loaded as the System scope, listed before the
 * user's skills and counted against the same 2% budget. Which skills 0.171.0 ships and their
 * descriptions are as 0.171.0 itself listed them (tests/fixtures/agent-recordings/codex.json,
 * `settings["system-skills"]`, recorded from the released binary); upstream's samples folder
 * has held others at other times (plugin-creator, review-agent, slides, spreadsheets). Their
 * bodies are not reproduced: a `$name` mention says so.
 */
import type { FolderSnapshot, WalkedSkill } from '../types';

/** Where Codex writes them: $CODEX_HOME/skills/.system, shown with ~ for the home folder. */
export const SYSTEM_SKILLS_ROOT = '~/.codex/skills/.system';

/** Each bundled system skill of 0.171.0: its folder is its name. */
export const CODEX_SYSTEM_SKILLS: readonly { name: string; description: string }[] = [
  {
    name: 'imagegen',
    description:
      'Generate or edit raster images when the task benefits from AI-created bitmap visuals such as photos, illustrations, textures, sprites, mockups, or transparent-background cutouts. Use when Codex should create a brand-new image, transform an existing image, or derive visual variants from references, and the output should be a bitmap asset rather than repo-native code or vector. Do not use when the task is better handled by editing existing SVG/vector/code-native assets, extending an established icon or logo system, or building the visual directly in HTML/CSS/canvas.',
  },
  {
    name: 'openai-docs',
    description:
      'API first-timers, Codex/Work Q&A. If the user already has an OpenAI API integration, skip this skill for API questions and use the developer docs. Read this skill before answering how Codex or ChatGPT Work behaves, where to find a feature, or how to configure or troubleshoot this app or coding agent. This includes conversation history, model and cache behavior, instruction precedence, permissions, and tool availability. Use for API onboarding only when the user is connecting to the OpenAI API for the first time. Skip action requests, such as scheduling an automation, and tasks fully answered by supplied text or data.',
  },
  {
    name: 'skill-creator',
    description:
      'Create or update a Codex skill with appropriately scoped instructions and any needed supporting resources.',
  },
  {
    name: 'skill-installer',
    description:
      'Install Codex skills into $CODEX_HOME/skills from a curated list or a GitHub repo path. Use when a user asks to list installable skills, install a curated skill, or install a skill from another repo (including private repos).',
  },
];

/** The walk entry of a system skill, as Codex meets it under its root. */
export function systemSkillWalk(name: string): WalkedSkill {
  const folder: FolderSnapshot = {
    name,
    dir: `${SYSTEM_SKILLS_ROOT}/${name}`,
    rel: name,
    isDirectory: true,
    resources: {},
    files: ['SKILL.md'],
  };
  return { folder, fileName: 'SKILL.md', viaLink: false, fileIsLink: false };
}
