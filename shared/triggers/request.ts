/**
 * A trigger test's request: the agent's skill listing exactly as its view gives it, the agent's
 * own skill tool (shared/agent/skill-tools.ts, recorded from the real agent), and the user's
 * request as the first user turn. Nothing else of the agent's prompt is sent; `leftOut` says
 * what, so the report can.
 */
import { skillToolOf, type TriggerAgentId } from '../agent/skill-tools';
import type { CatalogueEntry, CatalogueView } from '../agent/types';
import type { Message } from '../i18n/message';
import type { ModelRequest, ModelTool } from '../models/request';
import { triggerMessage } from './messages';

/** The most a trigger reply may hold: a tool call or a short answer is all that is read. */
const REPLY_TOKENS = 1024;

/** What a reply is guessed to hold, for estimates: a tool call, or a sentence or two. */
export const TYPICAL_REPLY_TOKENS = 150;

/** What every request of one run shares: the listing, the tool and where the listing goes. */
export interface TriggerPrompt {
  agent: TriggerAgentId;
  /** The system prompt sent (the listing, for the agents that put it in their prompt). */
  system: string;
  tool: ModelTool;
  /** The skill under test as the listing has it; absent when the listing leaves it out. */
  candidate?: CatalogueEntry;
  /** What the real agent's prompt holds that the request does not, in words. */
  leftOut: Message[];
}

/**
 * The prompt of a run for the skill in `candidateDir`, from the agent's catalogue view of the
 * library the run competes in.
 */
export function triggerPrompt(
  agent: TriggerAgentId,
  view: CatalogueView,
  candidateDir: string,
): TriggerPrompt {
  const tool = skillToolOf(agent, view);
  const candidate = view.entries.find(
    (e) => e.dir === candidateDir && (e.status === 'listed' || e.status === 'cut'),
  );
  return {
    agent,
    // HelloAgents lists the skills in its tool's description; the others in their prompt.
    system: agent === 'hello-agents' ? '' : view.text,
    tool,
    ...(candidate && { candidate }),
    leftOut: [triggerMessage(`triggers.left-out.${agent}`)],
  };
}

/** The request for one query. */
export function triggerRequest(prompt: TriggerPrompt, query: string): ModelRequest {
  return {
    system: prompt.system,
    tools: [prompt.tool],
    messages: [{ role: 'user', text: query }],
    maxTokens: REPLY_TOKENS,
  };
}

/** Everything of the prompt a request sends besides the query, as text (for token estimates). */
export function promptText(prompt: TriggerPrompt): string {
  const { tool } = prompt;
  return `${prompt.system}\n${tool.name}\n${tool.description}\n${JSON.stringify(tool.inputSchema)}`;
}
