/**
 * The tool through which each agent's model picks a skill, as the agent itself defines it: what
 * a trigger test sends beside the agent's skill listing and the user's request. Each agent's
 * constant sits next to its simulator (<agent>/skill-tool.ts), recorded from the real agent
 * (tests/fixtures/agent-recordings/skill-tools.json, by tests/tools/record-skill-tools.mjs,
 * which also records where each agent puts the listing and how much else its request holds).
 */
import type { ModelTool } from '../models/request';
import { CLAUDE_CODE_SKILL_TOOL } from './claude-code/skill-tool';
import { CODEX_SKILL_TOOL } from './codex/skill-tool';
import {
  HELLO_AGENTS_SKILL_PARAMETERS,
  HELLO_AGENTS_SKILL_TOOL_NAME,
} from './hello-agents/skill-tool';
import { OPENCODE_SKILL_TOOL } from './opencode/skill-tool';

/** The agents a trigger test can ask as (the ones with a skill tool or a way to open a skill). */
export const TRIGGER_AGENTS = ['claude-code', 'codex', 'opencode', 'hello-agents'] as const;

/** An agent a trigger test can ask as. */
export type TriggerAgentId = (typeof TRIGGER_AGENTS)[number];

const FIXED: Record<Exclude<TriggerAgentId, 'hello-agents'>, ModelTool> = {
  'claude-code': CLAUDE_CODE_SKILL_TOOL,
  codex: CODEX_SKILL_TOOL,
  opencode: OPENCODE_SKILL_TOOL,
};

// A copy, so a caller that changes the schema it was given leaves the recorded one as it is.
const copy = (schema: Record<string, unknown>) =>
  JSON.parse(JSON.stringify(schema)) as Record<string, unknown>;

/**
 * The tool through which each agent's model picks a skill, as the agent defines it.
 * HelloAgents' description IS the catalogue (its view's catalogue text); the others' is fixed
 * and `catalogueText` is not used.
 */
export function skillToolOf(agent: TriggerAgentId, catalogueText: string): ModelTool {
  if (agent === 'hello-agents') {
    return {
      name: HELLO_AGENTS_SKILL_TOOL_NAME,
      description: catalogueText,
      inputSchema: copy(HELLO_AGENTS_SKILL_PARAMETERS),
    };
  }
  const tool = FIXED[agent];
  return { name: tool.name, description: tool.description, inputSchema: copy(tool.inputSchema) };
}
