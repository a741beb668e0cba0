/**
 * The agent and arguments the agent view shows, remembered between runs (HelloAgents first:
 * the agent the project's users start with).
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { AgentId } from '../../../../shared/agent/types';

export { AGENT_IDS, type AgentId } from '../../../../shared/agent/types';

/** Product names (not translated). */
export const AGENT_LABELS: Record<AgentId, string> = {
  'hello-agents': 'HelloAgents',
  'hello-agents-hardened': 'HelloAgents (hardened)',
  'claude-code': 'Claude Code',
  codex: 'Codex',
  opencode: 'OpenCode',
  'skills-ref': 'skills-ref to-prompt',
};

interface AgentChoice {
  agent: AgentId;
  args: string;
  setAgent: (agent: AgentId) => void;
  setArgs: (args: string) => void;
}

/** The agent view's choices. */
export const useAgentChoice = create<AgentChoice>()(
  persist(
    (set) => ({
      agent: 'hello-agents',
      args: '',
      setAgent: (agent) => set({ agent }),
      setArgs: (args) => set({ args }),
    }),
    { name: 'skill-studio:agent', version: 1 },
  ),
);
