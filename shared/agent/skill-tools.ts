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
import { COPILOT_READ_FILE_TOOL } from './copilot-vscode/skill-tool';
import { geminiActivateSkillDeclaration } from './gemini-cli/tool';
import type { CatalogueView } from './types';
import {
  HELLO_AGENTS_SKILL_PARAMETERS,
  HELLO_AGENTS_SKILL_TOOL_NAME,
} from './hello-agents/skill-tool';
import { OPENCODE_SKILL_TOOL } from './opencode/skill-tool';

/** The agents a trigger test can ask as (the ones with a skill tool or a way to open a skill). */
export const TRIGGER_AGENTS = [
  'claude-code',
  'codex',
  'opencode',
  'gemini-cli',
  'hello-agents',
  'copilot-vscode',
] as const;

/** An agent a trigger test can ask as. */
export type TriggerAgentId = (typeof TRIGGER_AGENTS)[number];

const FIXED: Record<
  Exclude<TriggerAgentId, 'hello-agents' | 'gemini-cli'>,
  { name: string; description: string; inputSchema: object }
> = {
  'claude-code': CLAUDE_CODE_SKILL_TOOL,
  codex: CODEX_SKILL_TOOL,
  opencode: OPENCODE_SKILL_TOOL,
  'copilot-vscode': COPILOT_READ_FILE_TOOL,
};

// A copy, so a caller that changes the schema it was given leaves the recorded one as it is.
const copy = (schema: Record<string, unknown>) =>
  JSON.parse(JSON.stringify(schema)) as Record<string, unknown>;

/**
 * The tool through which each agent's model picks a skill, as the agent defines it, for the
 * library `view` shows. HelloAgents' description IS the catalogue (its view's text); Gemini
 * CLI's activate_skill names every listed skill in its description and as its enum; the
 * others' is fixed.
 */
export function skillToolOf(
  agent: TriggerAgentId,
  view: Pick<CatalogueView, 'text' | 'entries'>,
): ModelTool {
  if (agent === 'hello-agents') {
    return {
      name: HELLO_AGENTS_SKILL_TOOL_NAME,
      description: view.text,
      inputSchema: copy(HELLO_AGENTS_SKILL_PARAMETERS),
    };
  }
  if (agent === 'gemini-cli') {
    const names = view.entries.filter((e) => e.status === 'listed').map((e) => e.name);
    const tool = geminiActivateSkillDeclaration(names);
    return {
      name: tool.name,
      description: tool.description,
      inputSchema: tool.parametersJsonSchema,
    };
  }
  const tool = FIXED[agent];
  return {
    name: tool.name,
    description: tool.description,
    inputSchema: copy(tool.inputSchema as Record<string, unknown>),
  };
}
