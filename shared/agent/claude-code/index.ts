/**
 * The Claude Code simulator.
 */
import type { AgentSimulator } from '../types';
import { claudeCall } from './call';
import { claudeCatalogue } from './listing';
import { claudeSkills } from './skills';

/** Claude Code 2.1.332, its bundled skills switched off. */
export const claudeCode: AgentSimulator = {
  id: 'claude-code',
  summary:
    'Claude Code: skills listed by folder name in the session context, within a share of the context window; a call sends the body with arguments substituted.',
  load: (library) => {
    const loaded = claudeSkills(library);
    return {
      catalogue: () => claudeCatalogue(loaded),
      call: (skill, args) => claudeCall(loaded, skill, args),
    };
  },
};
