/**
 * Every agent simulator, by id. HelloAgents is the default view.
 */
import { claudeCode } from './claude-code/index';
import { codex } from './codex/index';
import { copilotVscode } from './copilot-vscode/index';
import { geminiCli } from './gemini-cli/index';
import { helloAgents, helloAgentsHardened } from './hello-agents/index';
import { openClaw } from './openclaw/index';
import { openCode } from './opencode/index';
import { fenced } from './outside-links';
import { skillsRef } from './skills-ref';
import type { AgentId, AgentSimulator } from './types';

/** The simulators in the order the agent picker shows them. */
// Each one sets aside the skills that link out of the libraries and says so (outside-links.ts).
export const AGENTS: Record<AgentId, AgentSimulator> = {
  'hello-agents': fenced(helloAgents),
  'hello-agents-hardened': fenced(helloAgentsHardened),
  'claude-code': fenced(claudeCode),
  // Codex's loader passes over a SKILL.md that is a link (codex/skills.ts).
  codex: fenced(codex, { skipsLinkedSkillFiles: true }),
  opencode: fenced(openCode),
  'gemini-cli': fenced(geminiCli),
  'copilot-vscode': fenced(copilotVscode),
  openclaw: fenced(openClaw),
  'skills-ref': fenced(skillsRef),
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
