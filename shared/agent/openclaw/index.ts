/**
 * The OpenClaw / pi simulator, derived from pi's source (badlogic/pi-mono @83378aa, the
 * coding agent OpenClaw runs): pi finds and reads the skills (skills.ts), lists them in its
 * system prompt and its read tool loads them (tool.ts).
 */
import type { AgentSimulator } from '../types';
import { piSkills } from './skills';
import { piCall, piCatalogue } from './tool';

/** OpenClaw / pi: skills listed as <available_skills> in the system prompt, read with read. */
export const openClaw: AgentSimulator = {
  id: 'openclaw',
  summary:
    "OpenClaw / pi: skills listed as <available_skills> in the system prompt, with each file's path; the model reads the file with its read tool.",
  load: (library) => {
    const loaded = piSkills(library);
    return {
      catalogue: () => piCatalogue(loaded),
      call: (skill, args) => piCall(loaded, skill, args),
    };
  },
};
