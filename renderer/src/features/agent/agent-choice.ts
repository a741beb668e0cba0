/**
 * The agent and arguments the agent view shows, and whether it compares every agent side by
 * side, remembered between runs (HelloAgents first: the agent the project's users start with).
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { AgentId } from '../../../../shared/agent/types';

export { AGENT_IDS, AGENT_LABELS, type AgentId } from '../../../../shared/agent/types';

interface AgentChoice {
  agent: AgentId;
  args: string;
  compare: boolean;
  setAgent: (agent: AgentId) => void;
  setArgs: (args: string) => void;
  setCompare: (compare: boolean) => void;
}

/** The agent view's choices. */
export const useAgentChoice = create<AgentChoice>()(
  persist(
    (set) => ({
      agent: 'hello-agents',
      args: '',
      compare: false,
      setAgent: (agent) => set({ agent }),
      setArgs: (args) => set({ args }),
      setCompare: (compare) => set({ compare }),
    }),
    { name: 'skill-studio:agent', version: 1 },
  ),
);
