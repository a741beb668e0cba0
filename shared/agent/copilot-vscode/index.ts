/**
 * The GitHub Copilot in VS Code simulator, derived from the source (VS Code runs nowhere here,
 * so nothing is recorded): VS Code's chat core finds and reads the skills (skills.ts,
 * frontmatter.ts), the Copilot extension lists them and its read_file tool loads them
 * (tool.ts). The commits read are named in each file and in versions.ts.
 */
import type { AgentSimulator } from '../types';
import { copilotSkills } from './skills';
import { copilotCall, copilotCatalogue } from './tool';

/** GitHub Copilot in VS Code: skills listed in the custom instructions, read with read_file. */
export const copilotVscode: AgentSimulator = {
  id: 'copilot-vscode',
  summary:
    'GitHub Copilot in VS Code: skills listed as <skills> in the custom instructions, each with its SKILL.md path; the model reads the file with read_file.',
  load: (library) => {
    const loaded = copilotSkills(library);
    return {
      catalogue: () => copilotCatalogue(loaded),
      call: (skill, args) => copilotCall(loaded, skill, args),
    };
  },
};
