/**
 * The OpenAI Codex simulator.
 */
import { AGENT_SETTINGS_DEFAULTS } from '../settings';
import type { AgentSimulator } from '../types';
import { codexCatalogue } from './catalogue';
import { codexMention } from './mention';
import { codexModel } from './models';
import { codexSkills } from './skills';

/** OpenAI Codex (codex-rs core-skills). */
export const codex: AgentSimulator = {
  id: 'codex',
  summary:
    'Codex: skills listed with their file paths in the developer instructions within a 2% budget; $name injects the whole SKILL.md.',
  load: (library, settings = AGENT_SETTINGS_DEFAULTS) => {
    const loaded = codexSkills(library, settings.codex.bundledSystemSkills);
    return {
      catalogue: () => codexCatalogue(loaded, codexModel(settings.codex.model)),
      call: (skill, args) => codexMention(loaded, skill, args),
    };
  },
};
