/**
 * Asking the connected model for three realistic evals of a skill, and reading its answer.
 * The guidance is skill-creator's (anthropics/skills 9d2f1ae187231d8199c64b5b762e1bdf2244733d,
 * skills/skill-creator/SKILL.md, "Test Cases": two or three realistic test prompts, the kind of
 * thing a real user would actually say, saved in evals/evals.json; its "Step 2" on
 * expectations: objectively verifiable, named so a reader of the benchmark sees what each
 * checks). The answer is asked as evals.json itself and read by the file's own reader
 * (evals-file.ts), so a suggestion is refused for exactly what a saved file would be.
 */
import type { Message } from '../i18n/message';
import type { ModelRequest } from '../models/request';
import { type EvalCase, parseEvals } from './evals-file';
import { replyJson } from './grading';
import { evalMessage } from './messages';

/** How many evals are asked for. */
export const SUGGESTED_EVALS = 3;

/** The most the reply may hold: three tasks with their expectations. */
const REPLY_TOKENS = 4096;

/** What the model is told of the skill. */
export interface EvalSuggestInput {
  name: string;
  /** The whole SKILL.md. */
  skillMd: string;
  /** The prompts the skill's evals have already, not to be repeated. */
  existing: readonly string[];
}

/** The request asking for evals. */
export function suggestEvalsRequest(input: EvalSuggestInput): ModelRequest {
  const existing =
    input.existing.length === 0
      ? ''
      : `\n\nThe skill has these evals already; suggest different tasks:\n${input.existing.map((p) => `- ${p}`).join('\n')}`;
  const text = `Here is a skill called "${input.name}":\n\n<skill>\n${input.skillMd}\n</skill>${existing}

Suggest ${SUGGESTED_EVALS} realistic test cases for this skill: tasks a real user would actually give, concrete and detailed (names, numbers, file contents written out in the prompt), each one the skill should help with. For each, describe what a successful result looks like and write 2 to 5 expectations: short, objectively verifiable statements about the output that would fail for a wrong or incomplete answer.

Reply with one JSON object and nothing else, in this form:
{"skill_name": "${input.name}", "evals": [{"id": 1, "prompt": "…", "expected_output": "…", "files": [], "expectations": ["…", "…"]}]}`;
  return {
    system: 'You write evaluation cases for AI agent skills.',
    tools: [],
    messages: [{ role: 'user', text }],
    maxTokens: REPLY_TOKENS,
  };
}

/** The suggested evals (numbered from `firstId`), or why the reply cannot be used. */
export function parseSuggestedEvals(
  reply: string,
  firstId: number,
): { ok: true; evals: EvalCase[] } | { ok: false; problem: Message } {
  const json = replyJson(reply, (sample) => evalMessage('evals.suggest.no-json', { sample }));
  if (!json.ok) return json;
  const read = parseEvals(json.text, 'the reply');
  if (!read.ok)
    return {
      ok: false,
      problem: evalMessage('evals.suggest.bad', { problem: read.error.message }),
    };
  // Input files the model names do not exist in the skill: a suggestion has none.
  const evals = read.file.evals.map((e, i) => ({ ...e, id: firstId + i, files: [] }));
  return { ok: true, evals };
}
