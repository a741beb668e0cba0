/**
 * The OpenCode simulator.
 */
import type { AgentSimulator } from '../types';
import { openCodeSkills } from './skills';
import { openCodeCall, openCodeCatalogue } from './tool';

/** OpenCode (sst/opencode): skills in the system prompt, loaded by its `skill` tool. */
export const openCode: AgentSimulator = {
  id: 'opencode',
  summary:
    'OpenCode: skills listed as <available_skills> in the system prompt; the skill tool returns the body with a sample of its files.',
  load: (library) => {
    const loaded = openCodeSkills(library);
    return {
      catalogue: () => openCodeCatalogue(loaded),
      call: (skill, args) => openCodeCall(loaded, skill, args),
    };
  },
};
