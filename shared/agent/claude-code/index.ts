/**
 * The Claude Code simulator.
 */
import { AGENT_SETTINGS_DEFAULTS } from '../settings';
import type { AgentSimulator } from '../types';
import { claudeCall } from './call';
import { CLAUDE_LISTING_DEFAULTS, claudeCatalogue } from './listing';
import { claudeSkills } from './skills';

/** Claude Code 2.1.332, its bundled skills switched off, its listing settings the user's. */
export const claudeCode: AgentSimulator = {
  id: 'claude-code',
  summary:
    'Claude Code: skills listed by folder name in the session context, within a share of the context window; a call sends the body with arguments substituted.',
  load: (library, settings = AGENT_SETTINGS_DEFAULTS) => {
    const loaded = claudeSkills(library);
    const listing = { ...CLAUDE_LISTING_DEFAULTS, ...settings.claudeCode };
    return {
      catalogue: () => claudeCatalogue(loaded, listing),
      call: (skill, args) => claudeCall(loaded, skill, args),
    };
  },
};
