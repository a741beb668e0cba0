/**
 * The agent table on this machine: every folder each agent reads, whether it exists, who else
 * reads it, and the skills in it (found the way the library finds them). What
 * `skill-studio agents` prints and what Add library offers.
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
import { discoverSkills } from '../discover';
import { readSkillHead } from '../scan';

/** A skill found in an agent's folder. */
export interface FolderSkill {
  /** Its frontmatter name, or the folder name when that cannot be read. */
  name: string;
  /** "/"-separated below the agent folder. */
  rel: string;
  dir: string;
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
          skills = exists ? skillsIn(path) : [];
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

function skillsIn(folder: string): FolderSkill[] {
  return discoverSkills(folder)
    .skills.filter((s) => s.rel !== '')
    .map((s) => {
      const name = readSkillHead(s).parsed?.data?.name;
      return {
        name: typeof name === 'string' ? name : (s.rel.split('/').pop() ?? s.rel),
        rel: s.rel,
        dir: s.dir,
      };
    });
}
