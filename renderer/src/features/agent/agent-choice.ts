/**
 * The agent and arguments the agent view shows, and whether it compares every agent side by
 * side, remembered between runs. Until the user picks an agent the view shows the first place
 * the library's skills will be used (or HelloAgents, the agent the project's users start with).
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { AgentId } from '../../../../shared/agent/types';
import { agentsOfTargets } from '../../../../shared/agent/target-agents';
import type { ProfileId } from '../../../../shared/skill/types';

export { AGENT_IDS, AGENT_LABELS, type AgentId } from '../../../../shared/agent/types';

interface AgentChoice {
  /** The agent the user picked; undefined until they pick one. */
  agent: AgentId | undefined;
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
      agent: undefined,
      args: '',
      compare: false,
      setAgent: (agent) => set({ agent }),
      setArgs: (args) => set({ args }),
      setCompare: (compare) => set({ compare }),
    }),
    {
      name: 'skill-studio:agent',
      version: 2,
      // Version 1 kept HelloAgents whether picked or not: taken as not picked.
      migrate: (old, version) => {
        const kept = old as Partial<AgentChoice>;
        return version < 2 && kept.agent === 'hello-agents' ? { ...kept, agent: undefined } : kept;
      },
    },
  ),
);

/** The agent the view shows: the one picked, else the first chosen place's, else HelloAgents. */
export function shownAgent(picked: AgentId | undefined, targets?: readonly ProfileId[]): AgentId {
  return picked ?? agentsOfTargets(targets ?? [])[0] ?? 'hello-agents';
}
