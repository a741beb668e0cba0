/**
 * Which simulated agent shows what a target does with a skill: the agents the studio reproduces
 * answer for themselves, and "any agent" is what the standard's own reference tool,
 * skills-ref (agentskills/agentskills), builds. Claude.ai upload and GitHub Copilot have no
 * simulator yet, so no agent stands for them.
 */
import type { ProfileId } from '../skill/types';
import type { AgentId } from './types';

const AGENT_OF: Partial<Record<ProfileId, AgentId>> = {
  'claude-code': 'claude-code',
  codex: 'codex',
  opencode: 'opencode',
  'gemini-cli': 'gemini-cli',
  'hello-agents': 'hello-agents',
  spec: 'skills-ref',
};

/** The agents that stand for `targets`, in the targets' order, each once. */
export function agentsOfTargets(targets: readonly ProfileId[]): AgentId[] {
  const agents = targets.flatMap((target) => AGENT_OF[target] ?? []);
  return [...new Set(agents)];
}
