/**
 * An eval run against the loopback fake provider through the real SDKs: the exact conversation
 * sent with the skill (the agent's listing and skill tool as a trigger test sends them, the
 * task, the tool call, and the agent view's answer byte for byte) and without it (the listing
 * of the library less the skill, the task alone); grading read from the grader's reply into
 * grading.json (skill-creator's references/schemas.md, anthropics/skills
 * 9d2f1ae187231d8199c64b5b762e1bdf2244733d); a malformed grader reply reported; the workspace
 * laid out as skill-creator lays it out; Cancel leaving only whole runs.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AGENTS } from '../../../../shared/agent/registry';
import { skillToolOf } from '../../../../shared/agent/skill-tools';
import { withoutFolder } from '../../../../shared/evals/conversation';
import type { EvalCase } from '../../../../shared/evals/evals-file';
import { GRADER_SYSTEM } from '../../../../shared/evals/grading';
import { english } from '../../../../shared/i18n/catalogue';
import { runEvals, type EvalRunInput } from '../../../../shared/node/evals/run-evals';
import { readLibrarySnapshot } from '../../../../shared/node/library-snapshot';
import {
  startFakeProvider,
  type FakeProvider,
  type RecordedRequest,
  type Step,
} from '../../../helpers/fake-provider';
import { connectionTo } from '../../../helpers/model-connections';

const KEY = 'sk-evals-secret-0123456789';
const root = mkdtempSync(join(tmpdir(), 'evals-run-'));
const library = join(root, 'lib');
const SKILL = join(library, 'expenses');
mkdirSync(SKILL, { recursive: true });
writeFileSync(
  join(SKILL, 'SKILL.md'),
  '---\nname: expenses\ndescription: File expense reports. Use when asked to do expenses.\n---\n\n# Expenses\n\nFile the report for: $ARGUMENTS\n\nAlways total the receipts.\n',
);
mkdirSync(join(library, 'pdf'));
writeFileSync(
  join(library, 'pdf', 'SKILL.md'),
  '---\nname: pdf\ndescription: Work with PDF files.\n---\n\nBody\n',
);
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});
const snapshot = readLibrarySnapshot([library]);

const EVALS: EvalCase[] = [
  {
    id: 1,
    prompt: 'Do my expenses: taxi 12, lunch 30',
    expected_output: 'A report totalling 42',
    files: [],
    expectations: ['The report totals 42', 'The taxi is listed'],
    extra: {},
  },
];

const isGrader = (r: RecordedRequest) => {
  const body = r.body as {
    system?: unknown;
    messages?: { role: string; content: unknown }[];
    instructions?: unknown;
  };
  return (
    body.system === GRADER_SYSTEM ||
    body.instructions === GRADER_SYSTEM ||
    body.messages?.[0]?.content === GRADER_SYSTEM
  );
};
const graderSays = (passed: boolean[]) =>
  JSON.stringify({
    expectations: EVALS[0]?.expectations.map((text, i) => ({
      text,
      passed: passed[i] ?? false,
      evidence: passed[i] ? `"${text}" is shown` : 'not found',
    })),
  });

let fake: FakeProvider;
let respond: (r: RecordedRequest) => Step | undefined;
beforeEach(async () => {
  respond = (r) =>
    isGrader(r)
      ? { kind: 'reply', text: graderSays([true, true]) }
      : { kind: 'reply', text: 'Total: 42. Taxi 12, lunch 30.' };
  fake = await startFakeProvider({ respond: (r) => respond(r) });
});
afterEach(() => fake.close());

let workspaceCount = 0;
const input = (over: Partial<EvalRunInput> = {}): EvalRunInput => ({
  executor: { connection: connectionTo(fake, 'anthropic'), key: KEY },
  agent: 'claude-code',
  library: snapshot,
  skillDir: SKILL,
  skillName: 'expenses',
  evals: EVALS,
  runs: 1,
  concurrency: 1,
  workspace: join(root, `ws-${++workspaceCount}`),
  client: { maxRetries: 0 },
  ...over,
});

const executorRequests = () => fake.requests.filter((r) => !isGrader(r));

describe('an eval run', () => {
  it('sends the skill as Claude Code delivers it, and the same conversation without it', async () => {
    await runEvals(input());
    const [withSkill, withoutSkill] = executorRequests();
    const prompt = EVALS[0]?.prompt ?? '';
    const agent = AGENTS['claude-code'].load(snapshot);
    const view = agent.catalogue();
    // The view's answer to Skill {skill: "expenses", args: <the task>}: "Launching skill" as the
    // tool result, then the body with $ARGUMENTS replaced, as a user message.
    const call = agent.call('expenses', prompt);
    const [launching, given] = call.parts;
    expect(given?.text).toContain(`File the report for: ${prompt}`);
    const tool = skillToolOf('claude-code', view);
    const tools = [
      {
        name: tool.name,
        description: tool.description,
        input_schema: { type: 'object', ...tool.inputSchema },
      },
    ];
    expect(withSkill?.body).toMatchObject({
      system: view.text,
      tools,
      messages: [
        { role: 'user', content: prompt },
        {
          role: 'assistant',
          content: [
            {
              type: 'tool_use',
              id: 'call_skill_1',
              name: 'Skill',
              input: { skill: 'expenses', args: prompt },
            },
          ],
        },
        {
          role: 'user',
          content: [
            { type: 'tool_result', tool_use_id: 'call_skill_1', content: launching?.text },
            { type: 'text', text: given?.text },
          ],
        },
      ],
    });
    // Byte for byte on the wire: the skill's text as JSON-escaped by the SDK.
    expect(withSkill?.raw).toContain(JSON.stringify(given?.text));
    const without = AGENTS['claude-code'].load(withoutFolder(snapshot, SKILL)).catalogue();
    expect(without.text).not.toContain('expenses');
    expect(withoutSkill?.body).toMatchObject({
      system: without.text,
      messages: [{ role: 'user', content: prompt }],
    });
    expect((withoutSkill?.body as { messages: unknown[] }).messages).toHaveLength(1);
  });

  it('sends tool messages over Chat Completions for HelloAgents, the task as args', async () => {
    await runEvals(
      input({
        agent: 'hello-agents',
        executor: { connection: connectionTo(fake, 'openai-chat'), key: KEY },
      }),
    );
    const [withSkill] = executorRequests();
    const prompt = EVALS[0]?.prompt ?? '';
    const text = AGENTS['hello-agents'].load(snapshot).call('expenses', prompt).parts[0]?.text;
    const messages = (withSkill?.body as { messages: unknown[] }).messages;
    expect(messages.slice(1)).toEqual([
      { role: 'user', content: prompt },
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: 'call_skill_1',
            type: 'function',
            function: {
              name: 'Skill',
              arguments: JSON.stringify({ skill: 'expenses', args: prompt }),
            },
          },
        ],
      },
      { role: 'tool', tool_call_id: 'call_skill_1', content: text },
    ]);
  });

  it('writes the workspace as skill-creator lays it out, grading read from the grader', async () => {
    respond = (r) => {
      if (!isGrader(r)) return { kind: 'reply', text: 'Total: 42.' };
      // The with-skill run is asked first (concurrency 1): it passes both; the baseline one.
      const graderCalls = fake.requests.filter(isGrader).length;
      return { kind: 'reply', text: graderSays(graderCalls === 1 ? [true, true] : [true, false]) };
    };
    const result = await runEvals(input());
    expect(result.iteration).toBe(1);
    const run1 = join(result.dir, 'eval-1', 'with_skill', 'run-1');
    expect(readdirSync(run1).sort()).toEqual(['grading.json', 'outputs', 'timing.json']);
    expect(readFileSync(join(run1, 'outputs', 'answer.md'), 'utf8')).toBe('Total: 42.');
    expect(JSON.parse(readFileSync(join(run1, 'grading.json'), 'utf8'))).toEqual({
      expectations: [
        { text: 'The report totals 42', passed: true, evidence: '"The report totals 42" is shown' },
        { text: 'The taxi is listed', passed: true, evidence: '"The taxi is listed" is shown' },
      ],
      summary: { passed: 2, failed: 0, total: 2, pass_rate: 1 },
    });
    const timing = JSON.parse(readFileSync(join(run1, 'timing.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    // The fake's usage: 12 in, 7 out.
    expect(timing.total_tokens).toBe(19);
    const benchmark = JSON.parse(readFileSync(join(result.dir, 'benchmark.json'), 'utf8')) as {
      run_summary: { delta: { pass_rate: string } };
      runs: unknown[];
    };
    expect(benchmark.runs).toHaveLength(2);
    // 1 − 0.5
    expect(benchmark.run_summary.delta.pass_rate).toBe('+0.50');
    expect(
      JSON.parse(readFileSync(join(result.dir, 'eval-1', 'eval_metadata.json'), 'utf8')),
    ).toEqual({
      eval_id: 1,
      eval_name: 'eval-1',
      prompt: EVALS[0]?.prompt,
      assertions: EVALS[0]?.expectations,
    });
    const again = await runEvals(input({ workspace: join(result.dir, '..') }));
    expect(again.iteration).toBe(2);
  });

  it('reports a malformed grader reply, keeping the answer and no grading', async () => {
    respond = (r) =>
      isGrader(r)
        ? { kind: 'reply', text: 'Both pass, looks great!' }
        : { kind: 'reply', text: 'Total: 42.' };
    const result = await runEvals(input());
    expect(result.failures.map((f) => [f.configuration, f.stage, english(f.problem)])).toEqual([
      [
        'with_skill',
        'grader',
        'The grader did not answer with the JSON object asked for. Its reply began: Both pass, looks great!',
      ],
      [
        'without_skill',
        'grader',
        'The grader did not answer with the JSON object asked for. Its reply began: Both pass, looks great!',
      ],
    ]);
    const run1 = join(result.dir, 'eval-1', 'with_skill', 'run-1');
    expect(existsSync(join(run1, 'grading.json'))).toBe(false);
    expect(existsSync(join(run1, 'outputs', 'answer.md'))).toBe(true);
    expect(result.benchmark.runs).toEqual([]);
  });

  it('leaves only whole runs when cancelled', async () => {
    const stop = new AbortController();
    let executorAsked = 0;
    respond = (r) => {
      if (isGrader(r)) return { kind: 'reply', text: graderSays([true, true]) };
      // The first answer comes; the second hangs until the cancel aborts it.
      return ++executorAsked === 1 ? { kind: 'reply', text: 'Total: 42.' } : { kind: 'hang' };
    };
    const result = await runEvals(input({ runs: 3, concurrency: 2 }), {
      signal: stop.signal,
      onProgress: () => stop.abort(),
    });
    expect(result.stopped).toEqual({ kind: 'cancelled' });
    const evalDir = join(result.dir, 'eval-1');
    const left = ['with_skill', 'without_skill'].flatMap((c) =>
      existsSync(join(evalDir, c)) ? readdirSync(join(evalDir, c)).map((r) => `${c}/${r}`) : [],
    );
    expect(left).toEqual(
      result.benchmark.runs.map((r) => `${r.configuration}/run-${r.run_number}`),
    );
    for (const run of left)
      expect(readdirSync(join(evalDir, run)).sort()).toEqual([
        'grading.json',
        'outputs',
        'timing.json',
      ]);
    expect(left.length).toBeGreaterThan(0);
    expect(left.length).toBeLessThan(6);
    const written = JSON.parse(readFileSync(join(result.dir, 'benchmark.json'), 'utf8')) as {
      runs: unknown[];
    };
    expect(written.runs).toHaveLength(left.length);
  });
});
