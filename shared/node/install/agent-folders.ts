/**
 * The agent table on this machine: every folder each agent reads, whether it exists, who else
 * reads it, and the skills in it (found the way the library finds them). What
 * `skill-studio agents` prints and what Add library offers. With a project, a skill its
 * skills-lock.json records (by `npx skills` or the studio) says where it came from and whether
 * its folder still has the recorded `computedHash`.
 */
import { statSync } from 'node:fs';
import {
  AGENT_TARGETS,
  displayFolder,
  folderLabel,
  installFolder,
  readersOf,
  resolveFolder,
  type AgentEnv,
  type Scope,
  type TargetId,
} from '../../install/agents';
import type { SkillsLock } from '../../install/skills-lock';
import { discoverSkills } from '../discover';
import { readSkillHead } from '../scan';
import { lockedSkill, readProjectLock, type LockedSkill } from './project-lock';

export type { LockedSkill } from './project-lock';

/** A skill found in an agent's folder. */
export interface FolderSkill {
  /** Its frontmatter name, or the folder name when that cannot be read. */
  name: string;
  /** "/"-separated below the agent folder. */
  rel: string;
  dir: string;
  /** Its entry in the project's skills-lock.json (project folders only), if it has one. */
  lock?: LockedSkill;
}

/** One folder an agent reads. */
export interface AgentFolder {
  scope: Scope;
  path: string;
  /** "~/.claude/skills" for a folder in the home folder. */
  display: string;
  /** The studio installs into this folder for this agent. */
  installsHere: boolean;
  exists: boolean;
  /** Every agent that reads this folder (this one included). */
  readBy: TargetId[];
  skills: FolderSkill[];
}

/** One agent with its folders. */
export interface AgentListing {
  id: TargetId;
  name: string;
  folders: AgentFolder[];
}

/** Every agent of the table with its folders (project ones only with `projectDir`). */
export function listAgents(env: AgentEnv, projectDir?: string): AgentListing[] {
  const skillsCache = new Map<string, FolderSkill[]>();
  const lock = projectDir === undefined ? undefined : projectLock(projectDir);
  return AGENT_TARGETS.map((agent) => {
    const folders: AgentFolder[] = [];
    for (const scope of ['personal', 'project'] as const) {
      const own = installFolder(agent, scope, env, projectDir);
      for (const rule of agent.reads[scope]) {
        const path = resolveFolder(rule, env, projectDir);
        if (path === undefined) continue;
        const exists = isFolder(path);
        let skills = skillsCache.get(path);
        if (!skills) {
          skills = exists ? skillsIn(path, scope === 'project' ? lock : undefined) : [];
          skillsCache.set(path, skills);
        }
        folders.push({
          scope,
          path,
          display: displayFolder(path, env),
          installsHere: path === own,
          exists,
          readBy: readersOf(path, scope, env, projectDir).map((a) => a.id),
          skills,
        });
      }
    }
    return { id: agent.id, name: agent.name, folders };
  });
}

/** An agent folder offered as a library: it exists, with the label of the agent it belongs to. */
export interface FolderOffer {
  path: string;
  display: string;
  /** The agent whose own folder it is (or the first that reads it). */
  agent: TargetId;
  scope: Scope;
  /** "Claude Code: personal". */
  label: string;
  /** Every agent that reads it. */
  readBy: TargetId[];
  skillCount: number;
}

/** The agents' personal folders that exist here, each once, their owner's first. */
export function agentFolderOffers(env: AgentEnv): FolderOffer[] {
  const offers = new Map<string, FolderOffer>();
  const listing = listAgents(env);
  // Owners first, so ~/.agents/skills is "Codex: personal" rather than Copilot's second folder.
  const ordered = [
    ...listing.flatMap((a) => a.folders.filter((f) => f.installsHere).map((f) => ({ a, f }))),
    ...listing.flatMap((a) => a.folders.filter((f) => !f.installsHere).map((f) => ({ a, f }))),
  ];
  for (const { a, f } of ordered) {
    if (!f.exists || offers.has(f.path)) continue;
    offers.set(f.path, {
      path: f.path,
      display: f.display,
      agent: a.id,
      scope: f.scope,
      label: folderLabel(a, f.scope),
      readBy: f.readBy,
      skillCount: f.skills.length,
    });
  }
  return [...offers.values()];
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function skillsIn(folder: string, lock: SkillsLock | undefined): FolderSkill[] {
  return discoverSkills(folder)
    .skills.filter((s) => s.rel !== '')
    .map((s) => {
      const read = readSkillHead(s).parsed?.data?.name;
      const name = typeof read === 'string' ? read : (s.rel.split('/').pop() ?? s.rel);
      const locked = lock && lockedSkill(lock, name, s.dir);
      return locked
        ? { name, rel: s.rel, dir: s.dir, lock: locked }
        : { name, rel: s.rel, dir: s.dir };
    });
}

// The project's lock, when there is one that reads (an unusable one lists nothing from it).
function projectLock(projectDir: string): SkillsLock | undefined {
  const read = readProjectLock(projectDir);
  return read.kind === 'read' ? read.lock : undefined;
}
