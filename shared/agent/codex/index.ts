/**
 * The OpenAI Codex simulator.
 */
import type { AgentSimulator } from '../types';
import { codexCatalogue } from './catalogue';
import { codexMention } from './mention';
import { codexSkills } from './skills';

/** OpenAI Codex (codex-rs core-skills). */
export const codex: AgentSimulator = {
  id: 'codex',
  summary:
    'Codex: skills listed with their file paths in the developer instructions within a 2% budget; $name injects the whole SKILL.md.',
  load: (library) => {
    const loaded = codexSkills(library);
    return {
      catalogue: () => codexCatalogue(loaded),
      call: (skill, args) => codexMention(loaded, skill, args),
    };
  },
};
