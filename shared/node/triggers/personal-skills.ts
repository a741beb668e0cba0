/**
 * The personal skills an agent loads besides the candidate of a real run, when its events do
 * not say (Codex and OpenCode print no skill list): the skills in its personal folders, found
 * as `skill-studio agents` finds them (shared/install/agents.ts, the folders the agent reads
 * with the environment the run was given).
 */
import { listAgents } from '../install/agent-folders';
import { agentEnvFrom } from '../install/agent-env';
import type { RealAgentId } from '../../triggers/real-events';

/** The names of the skills in the agent's personal folders under `env`, each once, sorted. */
export function personalSkills(agent: RealAgentId, env: NodeJS.ProcessEnv): string[] {
  const listing = listAgents(agentEnvFrom(env)).find((a) => a.id === agent);
  const names = new Set<string>();
  for (const folder of listing?.folders ?? [])
    if (folder.scope === 'personal') for (const skill of folder.skills) names.add(skill.name);
  return [...names].sort();
}
