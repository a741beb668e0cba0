/**
 * The Claude Code simulator.
 */
import type { AgentSimulator } from '../types';
import { claudeCall } from './call';
import { claudeCatalogue } from './listing';
import { claudeSkills } from './skills';

/** Claude Code (2.1.8x behaviour; later builds allow longer entries). */
export const claudeCode: AgentSimulator = {
  id: 'claude-code',
  summary:
    'Claude Code: skills listed by folder name in a system reminder, within a 1% budget; a call sends the body with arguments substituted.',
  load: (library) => {
    const loaded = claudeSkills(library);
    return {
      catalogue: () => claudeCatalogue(loaded),
      call: (skill, args) => claudeCall(loaded, skill, args),
    };
  },
};
