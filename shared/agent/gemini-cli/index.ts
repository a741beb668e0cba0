/**
 * The Gemini CLI simulator: Gemini CLI 0.61.0 (npm @google/gemini-cli@0.61.0; source
 * google-gemini/gemini-cli packages/core/src/skills/ and tools/activate-skill.ts).
 */
import type { AgentSimulator } from '../types';
import { geminiSkills } from './skills';
import { geminiCall, geminiCatalogue } from './tool';

/** Gemini CLI: skills in the system prompt, loaded by its `activate_skill` tool. */
export const geminiCli: AgentSimulator = {
  id: 'gemini-cli',
  summary:
    'Gemini CLI: skills listed as <available_skills> in the system prompt and as the enum of activate_skill, which returns the body with the folder tree.',
  load: (library) => {
    const loaded = geminiSkills(library);
    return {
      catalogue: () => geminiCatalogue(loaded),
      call: (skill, args) => geminiCall(loaded, skill, args),
    };
  },
};
