/**
 * Asking a model for a better description, and reading its answer: the prompt of Anthropic's
 * skill-creator, ported from `improve_description` in anthropics/skills,
 * skills/skill-creator/scripts/improve_description.py (commit
 * b0cbd3df1533b396d281a6886d5132f623393a9c), with run_loop.py's way of calling it (the
 * improver sees the train results only: the history is "blinded", test scores stripped).
 *
 * The same as there: the skill's name, its current description, the train queries that
 * failed to trigger and those that triggered but should not (each with triggers/runs), every
 * earlier attempt with its train score and train results (told not to repeat them), the whole
 * SKILL.md as context, the advice on generalizing, length and style, the 1,024-character hard
 * limit; the description read from `<new_description>` tags, stripped of white space and then
 * of double quotes (`.strip().strip('"')`); one more call when the answer breaks a limit,
 * quoting it.
 *
 * Where this differs, on purpose:
 * - skill-creator asks for "only the new description text in <new_description> tags, nothing
 *   else". Here the model is asked to say first, in a few sentences, what it changed and why:
 *   that text (before the tags) is the reasoning the user is shown.
 * - A reply with no tags is refused in words (`no-tags`) and asked again once; skill-creator
 *   takes the whole reply as the description.
 * - The one more call is made for any problem the candidate checks find (candidate.ts: the
 *   validator, the frontmatter writer, each agent's listing), not only for length; it quotes
 *   the problems. skill-creator asks again only for a description over 1,024 characters.
 * - The prompt names the agent whose listing the test uses ("a Codex skill", "the model sees")
 *   where skill-creator says Claude Code and Claude; for Claude Code it is skill-creator's text.
 *   The hard limit is the lowest of 1,024 and the targets' listing caps.
 * - An attempt that was not run (its checks failed) is listed with a note saying why, in
 *   skill-creator's `Note:` line, with no score. A query no run answered is shown as
 *   "NO ANSWER", not FAIL, and is not among the failures (stats.ts).
 */
import { AGENT_LABELS } from '../agent/types';
import type { TriggerAgentId } from '../agent/skill-tools';
import type { ModelRequest } from '../models/request';
import type { TriggerQueryResult } from './stats';

/** The most an improver's reply may hold, in tokens (reasoning and a description of ~200 words). */
const REPLY_TOKENS = 4096;

/** skill-creator's --max-iterations default, here the candidates after the current description. */
export const DEFAULT_ROUNDS = 5;

/** skill-creator's hard limit on a description, in characters. */
export const DESCRIPTION_LIMIT = 1024;

/** An earlier description and how it did on the train queries (test scores are never shown). */
export interface ImproveAttempt {
  description: string;
  /** Its train results; absent when it was not run. */
  train?: readonly TriggerQueryResult[];
  /** Why it was not run, or anything else the improver should know. */
  note?: string;
}

/** What the improver is told. */
export interface ImproveInput {
  agent: TriggerAgentId;
  skillName: string;
  /** The whole SKILL.md, as skill-creator sends it. */
  skillContent: string;
  currentDescription: string;
  /** The current description's train results. */
  train: readonly TriggerQueryResult[];
  /** Every attempt so far, the current one included (as run_loop's history holds it). */
  history: readonly ImproveAttempt[];
  /** The hard limit in characters (DESCRIPTION_LIMIT, or a lower listing cap). */
  limit?: number;
}

const codePoints = (s: string) => [...s];
const score = (results: readonly TriggerQueryResult[]) =>
  `${results.filter((r) => r.pass === true).length}/${results.length}`;
const status = (r: TriggerQueryResult) =>
  r.pass === null ? 'NO ANSWER' : r.pass ? 'PASS' : 'FAIL';

/** The prompt asking for a better description (improve_description.py's, see the header). */
export function improvePrompt(input: ImproveInput): string {
  const claude = input.agent === 'claude-code';
  const agent = AGENT_LABELS[input.agent];
  const model = claude ? 'Claude' : 'the model';
  const listing = claude ? `"available_skills" list` : `skill listing`;
  const limit = input.limit ?? DESCRIPTION_LIMIT;
  const failedTriggers = input.train.filter((r) => r.should_trigger && r.pass === false);
  const falseTriggers = input.train.filter((r) => !r.should_trigger && r.pass === false);

  let prompt = `You are optimizing a skill description for a ${agent} skill called "${input.skillName}". A "skill" is sort of like a prompt, but with progressive disclosure -- there's a title and description that ${model} sees when deciding whether to use the skill, and then if it does use the skill, it reads the .md file which has lots more details and potentially links to other resources in the skill folder like helper files and scripts and additional documentation or examples.

The description appears in ${agent}'s ${listing}. When a user sends a query, ${model} decides whether to invoke the skill based solely on the title and on this description. Your goal is to write a description that triggers for relevant queries, and doesn't trigger for irrelevant ones.

Here's the current description:
<current_description>
"${input.currentDescription}"
</current_description>

Current scores (Train: ${score(input.train)}):
<scores_summary>
`;
  if (failedTriggers.length > 0) {
    prompt += "FAILED TO TRIGGER (should have triggered but didn't):\n";
    for (const r of failedTriggers)
      prompt += `  - "${r.query}" (triggered ${r.triggers}/${r.runs} times)\n`;
    prompt += '\n';
  }
  if (falseTriggers.length > 0) {
    prompt += "FALSE TRIGGERS (triggered but shouldn't have):\n";
    for (const r of falseTriggers)
      prompt += `  - "${r.query}" (triggered ${r.triggers}/${r.runs} times)\n`;
    prompt += '\n';
  }
  if (input.history.length > 0) {
    prompt += 'PREVIOUS ATTEMPTS (do NOT repeat these — try something structurally different):\n\n';
    for (const h of input.history) {
      prompt += h.train ? `<attempt train=${score(h.train)}>\n` : '<attempt not run>\n';
      prompt += `Description: "${h.description}"\n`;
      if (h.train) {
        prompt += 'Train results:\n';
        for (const r of h.train)
          prompt += `  [${status(r)}] "${codePoints(r.query).slice(0, 80).join('')}" (triggered ${r.triggers}/${r.runs})\n`;
      }
      if (h.note) prompt += `Note: ${h.note}\n`;
      prompt += '</attempt>\n\n';
    }
  }
  prompt += `</scores_summary>

Skill content (for context on what the skill does):
<skill_content>
${input.skillContent}
</skill_content>

Based on the failures, write a new and improved description that is more likely to trigger correctly. When I say "based on the failures", it's a bit of a tricky line to walk because we don't want to overfit to the specific cases you're seeing. So what I DON'T want you to do is produce an ever-expanding list of specific queries that this skill should or shouldn't trigger for. Instead, try to generalize from the failures to broader categories of user intent and situations where this skill would be useful or not useful. The reason for this is twofold:

1. Avoid overfitting
2. The list might get loooong and it's injected into ALL queries and there might be a lot of skills, so we don't want to blow too much space on any given description.

Concretely, your description should not be more than about 100-200 words, even if that comes at the cost of accuracy. There is a hard limit of ${limit} characters — descriptions over that will be truncated, so stay comfortably under it.

Here are some tips that we've found to work well in writing these descriptions:
- The skill should be phrased in the imperative -- "Use this skill for" rather than "this skill does"
- The skill description should focus on the user's intent, what they are trying to achieve, vs. the implementation details of how the skill works.
- The description competes with other skills for ${model}'s attention — make it distinctive and immediately recognizable.
- If you're getting lots of failures after repeated attempts, change things up. Try different sentence structures or wordings.

I'd encourage you to be creative and mix up the style in different iterations since you'll have multiple opportunities to try different approaches and we'll just grab the highest-scoring one at the end. 

First say in a few sentences what you changed and why. Then give the new description text in <new_description> tags, and nothing after them.`;
  return prompt;
}

/**
 * The one more call for an answer that could not be used: the first prompt, the answer and
 * what is wrong with it (improve_description.py's "Safety net" call, for every problem).
 */
export function retryPrompt(
  prompt: string,
  answer: string | undefined,
  problems: readonly string[],
): string {
  const quoted = answer === undefined ? '' : `\n\n"${answer}"`;
  return `${prompt}

---

A previous attempt produced this answer, which could not be used:${quoted}

${problems.map((p) => `- ${p}`).join('\n')}

Rewrite it so that none of these apply, keeping the most important trigger words and intent coverage. Say briefly what you changed, then give only the new description in <new_description> tags.`;
}

/** The request carrying a prompt: one user turn, no tools, no system prompt (as `claude -p`). */
export function improveRequest(prompt: string): ModelRequest {
  return {
    system: '',
    tools: [],
    messages: [{ role: 'user', text: prompt }],
    maxTokens: REPLY_TOKENS,
  };
}

/** What an improver's reply held: a description and the reasoning before it, or none. */
export type ImproveReply =
  { ok: true; description: string; reasoning: string } | { ok: false; reasoning: string };

const TAGGED = /<new_description>([\s\S]*?)<\/new_description>/;

/**
 * Reads the reply: the first `<new_description>…</new_description>` (re.search with DOTALL),
 * stripped of white space then of double quotes, as skill-creator strips it; the text before
 * the tags is the reasoning.
 */
export function readImproveReply(text: string): ImproveReply {
  const match = TAGGED.exec(text);
  if (!match) return { ok: false, reasoning: text.trim() };
  const description = stripQuotes((match[1] ?? '').trim());
  return { ok: true, description, reasoning: text.slice(0, match.index).trim() };
}

// Python's str.strip('"').
function stripQuotes(s: string): string {
  return s.replace(/^"+/, '').replace(/"+$/, '');
}
