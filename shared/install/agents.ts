/**
 * Where each agent reads skills from, user level ("personal") and project level, and which
 * folder the studio installs into for it. Every row was checked against the agent's own code
 * (where it is public) or its documentation, cited in `sources`; folders several agents read
 * (`~/.agents/skills`, `.claude/skills`) are how the studio can say who else will see an
 * install. Pure data and path arithmetic: the home folder, the platform and the environment
 * variables come in as `AgentEnv`, so tests run every OS on any machine.
 */
import type { ProfileId } from '../skill/types';
import type { AgentId } from '../agent/types';
import { joinPath, separatorOf } from '../studio/paths';

/** An agent the studio can install skills for (the ids `npx skills` uses). */
export const TARGET_IDS = [
  'claude-code',
  'codex',
  'github-copilot',
  'opencode',
  'cursor',
  'gemini-cli',
  'hello-agents',
] as const;

/** One of TARGET_IDS. */
export type TargetId = (typeof TARGET_IDS)[number];

/** User level (the person's own folders) or project level (inside a project). */
export type Scope = 'personal' | 'project';

/** What a folder path starts from. */
export type FolderBase =
  | 'home'
  /** `$CLAUDE_CONFIG_DIR`, else `~/.claude`. */
  | 'claude-home'
  /** `$CODEX_HOME`, else `~/.codex`. */
  | 'codex-home'
  /** `$XDG_CONFIG_HOME`, else `~/.config` (on every OS, as xdg-basedir computes it). */
  | 'xdg-config'
  /** `/etc/codex`: Codex's system config layer (Unix only). */
  | 'etc-codex'
  | 'project';

/** A folder an agent reads skills from: `rel` ("/"-separated) below `base`. */
export interface FolderRule {
  base: FolderBase;
  rel: string;
  /** Only on these platforms (default: all). */
  platforms?: readonly string[];
  /** Not read while any of these environment variables is "1" or "true" (any case). */
  offWhen?: readonly string[];
}

/** Where a claim in the table comes from. */
export interface Source {
  /** What it supports. */
  claim: string;
  /** Repository@commit:file, or a documentation address. */
  where: string;
}

/** One agent's row. */
export interface AgentTarget {
  id: TargetId;
  name: string;
  /** The folder the studio installs into, per scope (absent: no folder of that scope). */
  installs: Partial<Record<Scope, FolderRule>>;
  /** Every folder the agent reads, per scope, its own first. */
  reads: Record<Scope, readonly FolderRule[]>;
  /** The profile a skill is checked with before it is installed for this agent. */
  profile: ProfileId;
  /** The studio's simulator of this agent, whose skip reasons also refuse an install. */
  simulator?: AgentId;
  /** How it finds skills in a folder, in a sentence. */
  lookup: string;
  sources: readonly Source[];
}

const home = (rel: string): FolderRule => ({ base: 'home', rel });
const project = (rel: string): FolderRule => ({ base: 'project', rel });

/**
 * OpenCode skips its EXTERNAL_DIRS (.claude and .agents, home and project) when
 * Flag.OPENCODE_DISABLE_EXTERNAL_SKILLS is set, which OPENCODE_DISABLE_CLAUDE_CODE_SKILLS
 * and OPENCODE_DISABLE_CLAUDE_CODE imply (see the OpenCode row's sources).
 */
export const OPENCODE_EXTERNAL_OFF = [
  'OPENCODE_DISABLE_CLAUDE_CODE',
  'OPENCODE_DISABLE_CLAUDE_CODE_SKILLS',
  'OPENCODE_DISABLE_EXTERNAL_SKILLS',
] as const;
const external = (rule: FolderRule): FolderRule => ({ ...rule, offWhen: OPENCODE_EXTERNAL_OFF });

const CLAUDE_DOCS = 'https://code.claude.com/docs/en/skills ("Where skills live")';
const CODEX_LOADER =
  'openai/codex@033d1d0741d697436d4d5527aaac8893c28b424c:codex-rs/core-skills/src/loader.rs';
const COPILOT_DOCS =
  'https://docs.github.com/en/copilot/how-tos/copilot-cli/customize-copilot/create-skills';
const VSCODE_SKILL_FOLDERS =
  'microsoft/vscode@0783120be12fa4dd908032c290f8fa00070deff9:src/vs/workbench/contrib/chat/common/promptSyntax/config/promptFileLocations.ts (DEFAULT_SKILL_SOURCE_FOLDERS)';
const OPENCODE_SKILL =
  'anomalyco/opencode@01a970296d645a314232a2d0f7f27d22d3abf717:packages/opencode/src/skill/skill.ts';
const CURSOR_DOCS = 'https://cursor.com/docs/skills.md ("Skill directories")';
const GEMINI_SOURCE =
  'google-gemini/gemini-cli@5411f113cafae26161b4969b0237b8e1e024e2c2:packages/core/src';
const GEMINI_MANAGER =
  'google-gemini/gemini-cli@7dbd04b5ebae61d9743291433971587cd0afc345:packages/core/src/skills/skillManager.ts';

/** The table, in the order pickers list the agents. */
export const AGENT_TARGETS: readonly AgentTarget[] = [
  {
    id: 'claude-code',
    name: 'Claude Code',
    installs: {
      personal: { base: 'claude-home', rel: 'skills' },
      project: project('.claude/skills'),
    },
    reads: {
      personal: [{ base: 'claude-home', rel: 'skills' }],
      project: [project('.claude/skills')],
    },
    profile: 'claude-code',
    simulator: 'claude-code',
    lookup:
      'each direct sub-folder holding SKILL.md is a skill named after the folder; a sub-folder may be a link to a folder elsewhere',
    sources: [
      {
        claim:
          'personal ~/.claude/skills/<skill-name>/SKILL.md, project .claude/skills/<skill-name>/SKILL.md; an entry may be a symlink to a directory elsewhere',
        where: CLAUDE_DOCS,
      },
      {
        claim: '$CLAUDE_CONFIG_DIR moves ~/.claude (as installers read it; not in the skills page)',
        where: 'vercel-labs/skills@82dd76bda58bedde5ddbf8f86fe63a538db20c19:src/agents.ts line 11',
      },
    ],
  },
  {
    id: 'codex',
    name: 'Codex',
    installs: { personal: home('.agents/skills'), project: project('.agents/skills') },
    reads: {
      personal: [
        home('.agents/skills'),
        { base: 'codex-home', rel: 'skills' },
        { base: 'etc-codex', rel: 'skills', platforms: ['linux', 'darwin', 'freebsd', 'openbsd'] },
      ],
      project: [project('.agents/skills'), project('.codex/skills')],
    },
    profile: 'spec',
    simulator: 'codex',
    lookup:
      'SKILL.md files up to six levels below each folder (2,000 folders at most); `.agents/skills` in every folder from the project root down to where it runs',
    sources: [
      {
        claim:
          'user roots $CODEX_HOME/skills (deprecated, kept), $HOME/.agents/skills, $CODEX_HOME/skills/.system (bundled), /etc/codex/skills (admin, the Unix system config layer)',
        where: `${CODEX_LOADER} (skill_roots_from_layer_stack_inner)`,
      },
      {
        claim:
          'repo roots: .agents/skills in each folder between the project root and the working folder; the project config folder .codex/skills',
        where: `${CODEX_LOADER} (repo_agents_skill_roots, ConfigLayerSource::Project)`,
      },
      { claim: 'MAX_SCAN_DEPTH 6, MAX_SKILLS_DIRS_PER_ROOT 2000', where: CODEX_LOADER },
    ],
  },
  {
    id: 'github-copilot',
    name: 'GitHub Copilot',
    installs: { personal: home('.copilot/skills'), project: project('.github/skills') },
    reads: {
      personal: [home('.copilot/skills'), home('.claude/skills'), home('.agents/skills')],
      project: [project('.github/skills'), project('.claude/skills'), project('.agents/skills')],
    },
    profile: 'spec',
    lookup: 'each sub-folder of a skills folder holding SKILL.md; the name must match the folder',
    sources: [
      {
        claim:
          'project .github/skills, .claude/skills or .agents/skills; personal ~/.copilot/skills, ~/.claude/skills or ~/.agents/skills',
        where: COPILOT_DOCS,
      },
      {
        claim:
          'VS Code reads the same six folders by default (chat.agentSkillsLocations), workspace before personal, the first skill of a name winning',
        where: VSCODE_SKILL_FOLDERS,
      },
    ],
  },
  {
    id: 'opencode',
    name: 'OpenCode',
    installs: {
      personal: { base: 'xdg-config', rel: 'opencode/skills' },
      project: project('.opencode/skills'),
    },
    reads: {
      personal: [
        { base: 'xdg-config', rel: 'opencode/skills' },
        external(home('.claude/skills')),
        external(home('.agents/skills')),
      ],
      project: [
        project('.opencode/skills'),
        external(project('.claude/skills')),
        external(project('.agents/skills')),
      ],
    },
    profile: 'spec',
    simulator: 'opencode',
    lookup:
      'every SKILL.md below a skills folder (a glob of skills/**/SKILL.md), keyed by its frontmatter name',
    sources: [
      {
        claim:
          'EXTERNAL_DIRS [".claude", ".agents"] scanned for skills/**/SKILL.md in the home folder and in every folder from the working folder up to the worktree; {skill,skills}/**/SKILL.md in each config directory (.opencode and the global one)',
        where: OPENCODE_SKILL,
      },
      {
        claim:
          'the EXTERNAL_DIRS scan runs only `if (!Flag.OPENCODE_DISABLE_EXTERNAL_SKILLS)`; that flag is OPENCODE_DISABLE_CLAUDE_CODE_SKILLS || truthy("OPENCODE_DISABLE_EXTERNAL_SKILLS"), and OPENCODE_DISABLE_CLAUDE_CODE_SKILLS is OPENCODE_DISABLE_CLAUDE_CODE || truthy("OPENCODE_DISABLE_CLAUDE_CODE_SKILLS") (packages/opencode/src/flag/flag.ts)',
        where: `${OPENCODE_SKILL} (ensureScanned)`,
      },
      {
        claim: 'the global config directory is xdgConfig/opencode',
        where:
          'anomalyco/opencode@0259f2c1393f945b12cb8b5dcce9e1f9c39cdb82:packages/opencode/src/global/index.ts',
      },
    ],
  },
  {
    id: 'cursor',
    name: 'Cursor',
    installs: { personal: home('.cursor/skills'), project: project('.cursor/skills') },
    reads: {
      personal: [
        home('.cursor/skills'),
        home('.agents/skills'),
        home('.claude/skills'),
        home('.codex/skills'),
      ],
      project: [
        project('.cursor/skills'),
        project('.agents/skills'),
        project('.claude/skills'),
        project('.codex/skills'),
      ],
    },
    profile: 'spec',
    lookup: 'each skill is a folder holding SKILL.md in one of its skill directories',
    sources: [
      {
        claim:
          'project .agents/skills and .cursor/skills; user ~/.agents/skills and ~/.cursor/skills; for compatibility .claude/skills, .codex/skills, ~/.claude/skills, ~/.codex/skills',
        where: CURSOR_DOCS,
      },
    ],
  },
  {
    id: 'gemini-cli',
    name: 'Gemini CLI',
    installs: { personal: home('.gemini/skills'), project: project('.gemini/skills') },
    reads: {
      personal: [home('.gemini/skills'), home('.agents/skills')],
      project: [project('.gemini/skills'), project('.agents/skills')],
    },
    profile: 'spec',
    simulator: 'gemini-cli',
    lookup:
      "SKILL.md at the root of each skills folder and one folder down; the user's folders, then the workspace's (only in a trusted folder), a later skill replacing one of its name; asks before activating a skill",
    sources: [
      {
        claim:
          'as 0.61.0 runs it (npm bundle chunk-JDPZ4CE3.js, the same code; recorded in tests/fixtures/agent-recordings/gemini-cli.json): the built-in skills, then ~/.gemini/skills, ~/.agents/skills and, when the folder is trusted, .gemini/skills and .agents/skills, each added with precedence (a later skill of a name replaces the earlier); each folder globbed for SKILL.md and */SKILL.md, ignoring node_modules and .git',
        where: `${GEMINI_SOURCE}/skills/skillManager.ts (discoverSkills) and skillLoader.ts (loadSkillsFromDir)`,
      },
      {
        claim:
          'user skills (Storage.getUserSkillsDir, ~/.gemini/skills) and the .agents/skills alias; workspace .gemini/skills and .agents/skills when the folder is trusted',
        where: GEMINI_MANAGER,
      },
      {
        claim: 'project .gemini/skills/, user ~/.gemini/skills/',
        where:
          'google-gemini/gemini-cli@04a4e2ee527d4a43620100898ce3e38790e3197c:docs/cli/skills.md',
      },
    ],
  },
  {
    id: 'hello-agents',
    name: 'HelloAgents',
    installs: { project: project('skills') },
    reads: { personal: [], project: [project('skills')] },
    profile: 'hello-agents',
    simulator: 'hello-agents',
    lookup:
      'the direct sub-folders of the folder given to SkillLoader (by convention the project\u2019s skills/)',
    sources: [
      {
        claim:
          'SkillLoader(skills_dir) iterates skills_dir.iterdir(); the folder is whatever the program passes',
        where:
          'HelloAgents v1.0.0 (the seed, /work/shared/seeds/000_d2a6aed0ca5d0eb8.txt lines 341-373)',
      },
    ],
  },
];

/** Other names people type for an agent. */
const ALIASES: Readonly<Record<string, TargetId>> = {
  claude: 'claude-code',
  copilot: 'github-copilot',
  gemini: 'gemini-cli',
  'hello-agent': 'hello-agents',
};

/** The row of an id or alias, or undefined. */
export function targetById(id: string): AgentTarget | undefined {
  const canonical = ALIASES[id] ?? id;
  return AGENT_TARGETS.find((a) => a.id === canonical);
}

/** What folder paths are computed from. */
export interface AgentEnv {
  home: string;
  /** process.platform's value. */
  platform: string;
  /**
   * The environment variables that move folders (CLAUDE_CONFIG_DIR, CODEX_HOME,
   * XDG_CONFIG_HOME) or switch them off (OPENCODE_EXTERNAL_OFF).
   */
  vars: Readonly<Record<string, string | undefined>>;
}

/** The absolute folder of a rule, or undefined when it does not apply (no project, other OS). */
export function resolveFolder(
  rule: FolderRule,
  env: AgentEnv,
  projectDir?: string,
): string | undefined {
  if (rule.platforms && !rule.platforms.includes(env.platform)) return undefined;
  if (rule.offWhen?.some((name) => isTruthy(env.vars[name]))) return undefined;
  const base = baseFolder(rule.base, env, projectDir);
  return base === undefined ? undefined : joinPath(base, rule.rel);
}

// OpenCode's truthy(): "true" or "1", in any case.
function isTruthy(value: string | undefined): boolean {
  const v = value?.toLowerCase();
  return v === 'true' || v === '1';
}

function baseFolder(base: FolderBase, env: AgentEnv, projectDir?: string): string | undefined {
  const from = (name: string, fallback: string) => {
    const value = env.vars[name]?.trim();
    return value ? value : joinPath(env.home, fallback);
  };
  switch (base) {
    case 'home':
      return env.home;
    case 'claude-home':
      return from('CLAUDE_CONFIG_DIR', '.claude');
    case 'codex-home':
      return from('CODEX_HOME', '.codex');
    case 'xdg-config':
      return from('XDG_CONFIG_HOME', '.config');
    case 'etc-codex':
      return env.platform === 'win32' ? undefined : '/etc/codex';
    case 'project':
      return projectDir;
  }
}

/** A folder path as people write it: "~/.claude/skills" under the home folder. */
export function displayFolder(path: string, env: AgentEnv): string {
  const sep = separatorOf(env.home);
  if (path === env.home) return '~';
  return path.startsWith(`${env.home}${sep}`) ? `~${sep}${path.slice(env.home.length + 1)}` : path;
}

/** Agents (other than `except`) that read `folder` too, with the scope `folder` is resolved in. */
export function readersOf(
  folder: string,
  scope: Scope,
  env: AgentEnv,
  projectDir?: string,
): AgentTarget[] {
  const key = folderKey(folder, env);
  return AGENT_TARGETS.filter((agent) =>
    agent.reads[scope].some((rule) => {
      const path = resolveFolder(rule, env, projectDir);
      return path !== undefined && folderKey(path, env) === key;
    }),
  );
}

// Windows and macOS compare names without regard to case; a trailing separator is no part of it.
function folderKey(path: string, env: AgentEnv): string {
  const trimmed = path.replace(/[\\/]+$/, '');
  return env.platform === 'win32' || env.platform === 'darwin' ? trimmed.toLowerCase() : trimmed;
}

/** The folder the studio installs into for `agent` in `scope`, or undefined when there is none. */
export function installFolder(
  agent: AgentTarget,
  scope: Scope,
  env: AgentEnv,
  projectDir?: string,
): string | undefined {
  const rule = agent.installs[scope];
  return rule === undefined ? undefined : resolveFolder(rule, env, projectDir);
}

/** "Claude Code: personal" / "Codex: project": how a folder is labelled in lists and pickers. */
export function folderLabel(agent: Pick<AgentTarget, 'name'>, scope: Scope): string {
  return `${agent.name}: ${scope}`;
}

/** One folder an install writes, and the requested agents it serves. */
export interface FolderWrite {
  agent: TargetId;
  folder: string;
  /** Other requested agents that read `folder` too, so their own folder is not written. */
  sharedWith: TargetId[];
}

/**
 * The folders installing for `ids` writes: one per agent, except that an agent which already
 * reads another chosen agent's folder is served by it (Gemini CLI reads Codex's
 * ~/.agents/skills, GitHub Copilot reads ~/.claude/skills), since a skill in both of its
 * folders would be listed twice. Agents with no folder in `scope` come back in `none`.
 */
export function foldersToWrite(
  ids: readonly TargetId[],
  scope: Scope,
  env: AgentEnv,
  projectDir?: string,
): { writes: FolderWrite[]; none: TargetId[] } {
  const chosen = AGENT_TARGETS.filter((a) => ids.includes(a.id));
  const none = chosen.filter((a) => installFolder(a, scope, env, projectDir) === undefined);
  const candidates = chosen
    .filter((a) => !none.includes(a))
    .map((a) => {
      const folder = installFolder(a, scope, env, projectDir) ?? '';
      const readers = readersOf(folder, scope, env, projectDir).filter(
        (r) => r.id !== a.id && ids.includes(r.id),
      );
      return { agent: a.id, folder, readers: readers.map((r) => r.id) };
    })
    // The folders most of the chosen agents read go first; ties keep the table's order.
    .sort((x, y) => y.readers.length - x.readers.length);
  const served = new Set<TargetId>();
  const writes: FolderWrite[] = [];
  for (const c of candidates) {
    if (served.has(c.agent)) continue;
    served.add(c.agent);
    const sharedWith = c.readers.filter((r) => !served.has(r));
    for (const r of sharedWith) served.add(r);
    writes.push({ agent: c.agent, folder: c.folder, sharedWith });
  }
  return { writes, none: none.map((a) => a.id) };
}
