/**
 * Grading one run: the request that asks a grader model to judge each expectation against the
 * run's output with quoted evidence, and the reading of its reply into grading.json as
 * skill-creator writes it (anthropics/skills 9d2f1ae187231d8199c64b5b762e1bdf2244733d,
 * skills/skill-creator/references/schemas.md, "grading.json": `expectations[]` with `text`,
 * `passed`, `evidence`; `summary` with `passed`, `failed`, `total`, `pass_rate`). The grader's
 * instructions follow skill-creator's agents/grader.md (PASS needs clear evidence of genuine
 * completion; when uncertain, the burden of proof is on the expectation), cut to what a grader
 * without files or a transcript can do: read the task and the answer.
 *
 * The reply is read strictly: one JSON object (the whole reply, or the one ```json block in
 * it), one verdict per expectation in the order asked, each naming its expectation. Anything
 * else is reported as a malformed reply, never guessed at; the summary is counted here from
 * the verdicts, not taken from the grader.
 */
import type { Message } from '../i18n/message';
import type { ModelRequest } from '../models/request';
import { LineIndex } from '../skill/text';
import { type JsonNode, readJson } from '../triggers/json-reader';
import { evalMessage } from './messages';

/** One expectation's verdict. */
export interface GradedExpectation {
  text: string;
  passed: boolean;
  evidence: string;
}

/** grading.json, as schemas.md names its fields. */
export interface Grading {
  expectations: GradedExpectation[];
  summary: { passed: number; failed: number; total: number; pass_rate: number };
}

/** The grader's verdicts, or why its reply cannot be read. */
export type GradingRead = { ok: true; grading: Grading } | { ok: false; problem: Message };

/** The most a grader's reply may hold: a verdict and a quote per expectation. */
const GRADER_TOKENS = 4096;

/** What the grader is told (after skill-creator's agents/grader.md, "Grading Criteria"). */
export const GRADER_SYSTEM = `You grade the output of an AI assistant against a list of expectations.

For each expectation, decide PASS or FAIL and cite the evidence: quote the specific text of the output that shows it, or say what is missing.

PASS when the output clearly shows the expectation is true, specific evidence can be quoted, and the evidence reflects genuine completion of the task, not surface compliance.
FAIL when no evidence is found, the evidence contradicts the expectation, the expectation cannot be verified from the output, or the evidence is superficial.
When uncertain, the burden of proof is on the expectation: FAIL.

The assistant answered in text only: it could not run programs or create files. Judge what its answer says and shows.

Reply with one JSON object and nothing else:
{"expectations": [{"text": "<the expectation, exactly as given>", "passed": true, "evidence": "<quote or reason>"}]}
with one entry per expectation, in the order given.`;

/** The grader's request for one run's output. */
export function graderRequest(input: {
  prompt: string;
  expectedOutput: string;
  output: string;
  expectations: readonly string[];
}): ModelRequest {
  const listed = input.expectations.map((e, i) => `${i + 1}. ${e}`).join('\n');
  const expected =
    input.expectedOutput === '' ? '' : `\n\n## Expected result\n\n${input.expectedOutput}`;
  const text = `## Task given to the assistant\n\n${input.prompt}${expected}\n\n## The assistant's output\n\n${input.output}\n\n## Expectations\n\n${listed}`;
  return {
    system: GRADER_SYSTEM,
    tools: [],
    messages: [{ role: 'user', text }],
    maxTokens: GRADER_TOKENS,
  };
}

/** A reply's first characters, for "its reply began: …". */
export function replySample(reply: string): string {
  const chars = [...reply.trim()];
  return chars.length > 80 ? `${chars.slice(0, 80).join('')}…` : chars.join('') || '""';
}

/**
 * The one JSON object of a model's reply (the whole reply, or its one ```json block) read
 * with positions, and its text, or why there is none.
 */
export function replyJson(
  reply: string,
  noJson: (sample: string) => Message,
): { ok: true; node: JsonNode; text: string } | { ok: false; problem: Message } {
  const trimmed = reply.trim();
  const fences = [...reply.matchAll(/```(?:json)?[ \t]*\r?\n([^]*?)\r?\n[ \t]*```/g)];
  const body = trimmed.startsWith('{') ? trimmed : fences.length === 1 ? fences[0]?.[1] : undefined;
  if (body === undefined) return { ok: false, problem: noJson(replySample(reply)) };
  const read = readJson(body);
  if (!read.ok) {
    const { line, column } = new LineIndex(body).position(read.offset);
    const problem = evalMessage('evals.reply.not-json', { line, column, problem: read.problem });
    return { ok: false, problem };
  }
  return { ok: true, node: read.node, text: body };
}

const normal = (text: string) => text.trim().replace(/\s+/g, ' ');

/** Reads the grader's reply against the expectations it was asked to judge. */
export function parseGraderReply(reply: string, expectations: readonly string[]): GradingRead {
  const json = replyJson(reply, (sample) => evalMessage('evals.grader.no-json', { sample }));
  if (!json.ok) return json;
  const list =
    json.node.kind === 'object'
      ? json.node.members.findLast((m) => m.key === 'expectations')?.value
      : undefined;
  if (list?.kind !== 'array')
    return { ok: false, problem: evalMessage('evals.grader.no-expectations') };
  if (list.items.length !== expectations.length) {
    const counts = { got: list.items.length, want: expectations.length };
    return { ok: false, problem: evalMessage('evals.grader.count', counts) };
  }
  const graded: GradedExpectation[] = [];
  for (const [i, item] of list.items.entries()) {
    const index = i + 1;
    const field = (key: string) =>
      item.kind === 'object' ? item.members.findLast((m) => m.key === key)?.value : undefined;
    const text = field('text');
    const passed = field('passed');
    const evidence = field('evidence');
    if (text?.kind !== 'string' || passed?.kind !== 'boolean' || evidence?.kind !== 'string')
      return { ok: false, problem: evalMessage('evals.grader.entry', { index }) };
    const want = expectations[i] ?? '';
    if (normal(text.value) !== normal(want))
      return {
        ok: false,
        problem: evalMessage('evals.grader.text', { index, got: replySample(text.value), want }),
      };
    graded.push({ text: want, passed: passed.value, evidence: evidence.value });
  }
  return { ok: true, grading: gradingOf(graded) };
}

/** grading.json for these verdicts: the summary counted from them (pass_rate 0 with none). */
export function gradingOf(expectations: GradedExpectation[]): Grading {
  const passed = expectations.filter((e) => e.passed).length;
  const total = expectations.length;
  return {
    expectations,
    summary: { passed, failed: total - passed, total, pass_rate: total === 0 ? 0 : passed / total },
  };
}
