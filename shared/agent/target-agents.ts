/**
 * Which simulated agent shows what a target does with a skill: the agents the studio reproduces
 * answer for themselves, and "any agent" is what the standard's own reference tool,
 * skills-ref (agentskills/agentskills), builds; GitHub Copilot is shown as Copilot in VS Code
 * sees it (its CLI is closed and not simulated). Claude.ai upload has no simulator yet, so no
 * agent stands for it.
 */
import type { ProfileId } from '../skill/types';
import type { AgentId } from './types';

const AGENT_OF: Partial<Record<ProfileId, AgentId>> = {
  'claude-code': 'claude-code',
  codex: 'codex',
  opencode: 'opencode',
  'gemini-cli': 'gemini-cli',
  copilot: 'copilot-vscode',
  'hello-agents': 'hello-agents',
  spec: 'skills-ref',
};

/** The agents that stand for `targets`, in the targets' order, each once. */
export function agentsOfTargets(targets: readonly ProfileId[]): AgentId[] {
  const agents = targets.flatMap((target) => AGENT_OF[target] ?? []);
  return [...new Set(agents)];
}
