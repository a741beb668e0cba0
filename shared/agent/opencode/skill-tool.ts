/**
 * OpenCode 1.18.33's `skill` tool as it sends it to its model (npm opencode-ai@1.18.33, the
 * chat-completions function of its request): its description points at the listing in the system
 * prompt (tool.ts). Copied from tests/fixtures/agent-recordings/skill-tools.json, recorded from the
 * released binary by tests/tools/record-skill-tools.mjs; tests/agent/skill-tools.test.ts holds it
 * to that recording.
 */
import type { ModelTool } from '../../models/request';

/** The skill tool: name, description and parameters as in the request's `tools`. */
export const OPENCODE_SKILL_TOOL: ModelTool = {
  name: 'skill',
  description:
    "Load a specialized skill when the task at hand matches one of the skills listed in the system prompt.\n\nUse this tool to inject the skill's instructions and resources into current conversation. The output may contain detailed workflow guidance as well as references to scripts, files, etc in the same directory as the skill.\n\nThe skill name must match one of the skills listed in your system prompt.\n",
  inputSchema: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    type: 'object',
    properties: {
      name: {
        type: 'string',
        description: 'The name of the skill from available_skills',
      },
    },
    required: ['name'],
  },
};
