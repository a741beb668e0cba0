/**
 * Every agent simulator, by id. HelloAgents is the default view.
 */
import { claudeCode } from './claude-code/index';
import { codex } from './codex/index';
import { helloAgents, helloAgentsHardened } from './hello-agents/index';
import { openCode } from './opencode/index';
import { skillsRef } from './skills-ref';
import type { AgentId, AgentSimulator } from './types';

/** The simulators in the order the agent picker shows them. */
export const AGENTS: Record<AgentId, AgentSimulator> = {
  'hello-agents': helloAgents,
  'hello-agents-hardened': helloAgentsHardened,
  'claude-code': claudeCode,
  codex,
  opencode: openCode,
  'skills-ref': skillsRef,
};

/** The agent view that opens first. */
export const DEFAULT_AGENT: AgentId = 'hello-agents';

/** The simulator for an id, or undefined when there is none. */
export function agentById(id: string): AgentSimulator | undefined {
  return isAgentId(id) ? AGENTS[id] : undefined;
}

/** True when `id` names a simulator. */
export function isAgentId(id: string): id is AgentId {
  return Object.hasOwn(AGENTS, id);
}
