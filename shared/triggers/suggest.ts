/**
 * Asking the connected model to suggest trigger queries for a skill, and reading its answer.
 * The guidance is skill-creator's: anthropics/skills, skills/skill-creator/SKILL.md, "Step 1:
 * Generate trigger eval queries" (commit 9d2f1ae187231d8199c64b5b762e1bdf2244733d): realistic,
 * concrete and detailed requests (file paths, personal context, column names, company names,
 * URLs, a little backstory), varied in length and register (lowercase, abbreviations, typos,
 * casual speech), edge cases rather than clear-cut ones; should-trigger queries (8-10) covering
 * different phrasings of the intent, requests that need the skill without naming it, uncommon
 * uses and cases where it competes with another skill and should win; should-not-trigger
 * queries (8-10) that are near misses (shared keywords, adjacent domains, ambiguous phrasing a
 * keyword match would take), never obviously irrelevant. Its Bad and Good examples are quoted.
 *
 * Where this differs, on purpose:
 * - The answer comes through a tool, `propose_queries`, whose input is the list (skill-creator
 *   has the agent write a JSON file); all three APIs carry a tool through callModel. A reply
 *   with no tool call is read as JSON from its text, in a ```json fence or whole.
 * - Half the queries are in the UI's language when it is not English (users test in the
 *   language they type in); skill-creator does not ask for a language.
 * - The queries already in the skill's file are listed, not to be repeated.
 * - The reply is kept to what the page can review: blanks, repeats (trimmed, case-folded, of
 *   each other and of the existing ones) and queries over 10 KB dropped, at most 30 kept.
 */
import type { Message } from '../i18n/message';
import type { ModelReply, ModelRequest, ModelTool } from '../models/request';
import { utf8Length } from '../package/entry-names';
import { triggerMessage } from './messages';
import { parseBoundedJson } from '../json/bounded-json';

/** The tool the model answers through. */
export const SUGGEST_TOOL = 'propose_queries';
/** The most queries kept from one reply. */
export const MAX_SUGGESTIONS = 30;
/** The longest query kept, in UTF-8 bytes. */
export const MAX_SUGGESTION_BYTES = 10 * 1024;
/** The most the reply may hold, in tokens (20 detailed queries, half of them in Chinese). */
const REPLY_TOKENS = 8192;

/** The UI's languages. */
export type SuggestLanguage = 'en' | 'zh';

/** What the model is told. */
export interface SuggestInput {
  name: string;
  description: string;
  /** The whole SKILL.md, as context on what the skill does. */
  skillMd: string;
  /** The UI's language: half the queries are in it when it is not English. */
  language: SuggestLanguage;
  /** The queries the skill has already, not to be repeated. */
  existing: readonly string[];
}

/** A suggested query (the page reviews it before anything is saved). */
export interface SuggestedQuery {
  query: string;
  should_trigger: boolean;
}

/** What a reply held: the new queries, or why none could be read. */
export type SuggestionsRead =
  { ok: true; queries: SuggestedQuery[] } | { ok: false; message: Message };

const LANGUAGE_NAMES: Record<Exclude<SuggestLanguage, 'en'>, string> = {
  zh: 'Simplified Chinese',
};

const TOOL: ModelTool = {
  name: SUGGEST_TOOL,
  description: 'Propose the trigger eval queries for the skill, all of them in one call.',
  inputSchema: {
    type: 'object',
    properties: {
      queries: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            query: {
              type: 'string',
              description: 'The request exactly as the user would type it.',
            },
            should_trigger: {
              type: 'boolean',
              description: 'true if the skill should be used for this request, false if not.',
            },
          },
          required: ['query', 'should_trigger'],
        },
      },
    },
    required: ['queries'],
  },
};

function languageRule(language: SuggestLanguage): string {
  if (language === 'en') return 'Write every query in English.';
  const other = LANGUAGE_NAMES[language];
  return `Write about half of the queries in English and half in ${other}, in both groups (should-trigger and should-not-trigger), as a ${other}-speaking user would really type them, not as translations of each other.`;
}

/** The prompt asking for queries (skill-creator's Step 1, see the header). */
export function suggestPrompt(input: SuggestInput): string {
  const existing =
    input.existing.length === 0
      ? ''
      : `

The skill already has these queries. Do not repeat them or write near-copies of them; cover what they miss:
<existing_queries>
${input.existing.map((q) => `- ${JSON.stringify(q)}`).join('\n')}
</existing_queries>`;
  return `You are writing trigger eval queries for a skill called "${input.name}": requests a user might send to an AI agent, each marked with whether the agent should use this skill for it. They test the skill's description, which is what the agent sees when deciding whether to use the skill:
<description>
${input.description}
</description>

Skill content (for context on what the skill does):
<skill_content>
${input.skillMd}
</skill_content>${existing}

Create 20 eval queries — a mix of should-trigger and should-not-trigger.

The queries must be realistic and something a user of an AI agent would actually type. Not abstract requests, but requests that are concrete and specific and have a good amount of detail. For instance, file paths, personal context about the user's job or situation, column names and values, company names, URLs. A little bit of backstory. Some might be in lowercase or contain abbreviations or typos or casual speech. Use a mix of different lengths, and focus on edge cases rather than making them clear-cut (the user will get a chance to sign off on them).

Bad: "Format this data", "Extract text from PDF", "Create a chart"

Good: "ok so my boss just sent me this xlsx file (its in my downloads, called something like 'Q4 sales final FINAL v2.xlsx') and she wants me to add a column that shows the profit margin as a percentage. The revenue is in column C and costs are in column D i think"

For the should-trigger queries (8-10), think about coverage. You want different phrasings of the same intent — some formal, some casual. Include cases where the user doesn't explicitly name the skill or file type but clearly needs it. Throw in some uncommon use cases and cases where this skill competes with another but should win.

For the should-not-trigger queries (8-10), the most valuable ones are the near-misses — queries that share keywords or concepts with the skill but actually need something different. Think adjacent domains, ambiguous phrasing where a naive keyword match would trigger but shouldn't, and cases where the query touches on something the skill does but in a context where another tool is more appropriate.

The key thing to avoid: don't make should-not-trigger queries obviously irrelevant. "Write a fibonacci function" as a negative test for a PDF skill is too easy — it doesn't test anything. The negative cases should be genuinely tricky.

${languageRule(input.language)}

Give all the queries in one call of the ${SUGGEST_TOOL} tool, each with "query" (the request exactly as the user would type it) and "should_trigger" (true or false).`;
}

/** The request carrying the prompt: one user turn and the propose_queries tool. */
export function suggestRequest(input: SuggestInput): ModelRequest {
  return {
    system: '',
    tools: [TOOL],
    messages: [{ role: 'user', text: suggestPrompt(input) }],
    maxTokens: REPLY_TOKENS,
  };
}

const FENCED = /```(?:json)?\s*\n([\s\S]*?)```/;
const fold = (s: string) => s.trim().toLowerCase();

// What the reply holds: the tool's input, else JSON in its text; or why neither was read.
function answerOf(reply: ModelReply): { value: unknown } | { message: Message } {
  const call = reply.toolCalls.find((c) => c.name === SUGGEST_TOOL);
  if (call) {
    return call.inputIsJson
      ? { value: call.input }
      : { message: triggerMessage('triggers.suggest.not-json') };
  }
  const text = (FENCED.exec(reply.text)?.[1] ?? reply.text).trim();
  try {
    return { value: parseBoundedJson(text) };
  } catch {
    return { message: triggerMessage('triggers.suggest.no-answer') };
  }
}

// The items: `{ "queries": [...] }` as the tool asks, or the bare list.
function itemsOf(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value as unknown[];
  if (typeof value !== 'object' || value === null) return undefined;
  const queries = (value as { queries?: unknown }).queries;
  return Array.isArray(queries) ? queries : undefined;
}

const isQuery = (item: unknown): item is SuggestedQuery =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as { query?: unknown }).query === 'string' &&
  typeof (item as { should_trigger?: unknown }).should_trigger === 'boolean';

/**
 * Reads the model's suggestions: the well-formed items, trimmed, without blanks, repeats (of
 * each other or of `existing`, trimmed and case-folded) or queries over 10 KB, at most 30.
 * Refuses in words a reply with no list, or a list none of whose items is a query.
 */
export function readSuggestions(reply: ModelReply, existing: readonly string[]): SuggestionsRead {
  const answer = answerOf(reply);
  if ('message' in answer) return { ok: false, message: answer.message };
  const items = itemsOf(answer.value);
  const wellFormed = items?.filter(isQuery) ?? [];
  if (items === undefined || (items.length > 0 && wellFormed.length === 0))
    return { ok: false, message: triggerMessage('triggers.suggest.wrong-shape') };
  const seen = new Set(existing.map(fold));
  const queries: SuggestedQuery[] = [];
  for (const item of wellFormed) {
    const query = item.query.trim();
    if (query === '' || utf8Length(query) > MAX_SUGGESTION_BYTES || seen.has(fold(query))) continue;
    seen.add(fold(query));
    queries.push({ query, should_trigger: item.should_trigger });
    if (queries.length === MAX_SUGGESTIONS) break;
  }
  return { ok: true, queries };
}
