/**
 * A trigger run against the fake provider through the real SDKs: what goes on the wire (the
 * agent view's listing byte for byte, the agent's recorded skill tool, the query as the first
 * user turn), several requests at a time, retries the SDKs make (429 with Retry-After, 5xx),
 * none for 401, a run that ends at the first fatal failure, and a cancel that keeps what
 * finished. The key never reaches the result.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AGENTS } from '../../../../shared/agent/registry';
import { skillToolOf } from '../../../../shared/agent/skill-tools';
import { readLibrarySnapshot } from '../../../../shared/node/library-snapshot';
import { runTriggers, type TriggerRunInput } from '../../../../shared/node/triggers/run-triggers';
import {
  startFakeProvider,
  type FakeProvider,
  type RecordedRequest,
  type Step,
} from '../../../helpers/fake-provider';
import { APIS, connectionTo } from '../../../helpers/model-connections';

const KEY = 'sk-trigger-secret-0123456789';
const root = mkdtempSync(join(tmpdir(), 'triggers-run-'));
for (const [folder, description] of Object.entries({
  expenses: 'File expense reports. Use when asked to do expenses.',
  pdf: 'Work with PDF files.',
})) {
  mkdirSync(join(root, folder));
  writeFileSync(
    join(root, folder, 'SKILL.md'),
    `---\nname: ${folder}\ndescription: ${description}\n---\n\nBody\n`,
  );
}
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});
const library = readLibrarySnapshot([root]);

const LONG = `Please sort out my expenses. ${'账单 '.repeat(3400)}`;
const QUERIES = [
  { query: 'Do my expenses for March', should_trigger: true },
  { query: '帮我报销三月的差旅费 expenses', should_trigger: true },
  { query: 'Merge these two PDF files', should_trigger: false },
  { query: LONG, should_trigger: true },
];

// The user's text of a request, whichever API carried it.
function queryOf(request: RecordedRequest): string {
  const body = request.body as {
    messages?: { role: string; content: unknown }[];
    input?: { role?: string; content: unknown }[] | string;
  };
  const turns = body.messages ?? (Array.isArray(body.input) ? body.input : []);
  const user = turns.find((t) => t.role === 'user');
  const content = user?.content;
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((p: { text?: string }) => p.text ?? '').join('');
  return typeof body.input === 'string' ? body.input : '';
}

// A model that picks by keyword: "expenses" takes the skill, "PDF" takes pdf, else text.
const byKeyword = (request: RecordedRequest): Step => {
  const q = queryOf(request);
  if (/expenses/.test(q))
    return { kind: 'reply', toolCalls: [{ name: 'Skill', input: { skill: 'expenses' } }] };
  if (/PDF/.test(q))
    return { kind: 'reply', toolCalls: [{ name: 'Skill', input: { skill: 'pdf' } }] };
  return { kind: 'reply', text: 'I can help with that.' };
};

let fake: FakeProvider;
let respond: (request: RecordedRequest) => Step | undefined = byKeyword;
beforeEach(async () => {
  respond = byKeyword;
  fake = await startFakeProvider({ respond: (r) => respond(r) });
});
afterEach(() => fake.close());

const input = (over: Partial<TriggerRunInput> = {}): TriggerRunInput => ({
  connection: connectionTo(fake, 'anthropic'),
  key: KEY,
  agent: 'claude-code',
  library,
  candidateDir: join(root, 'expenses'),
  queries: QUERIES,
  runs: 2,
  concurrency: 3,
  client: { maxRetries: 2 },
  ...over,
});

describe('a trigger run', () => {
  it('sends the listing, the Skill tool and each query, and reads every run', async () => {
    const result = await runTriggers(input());
    const view = AGENTS['claude-code'].load(library).catalogue();
    expect(fake.requests).toHaveLength(8);
    for (const request of fake.requests) {
      const body = request.body as { system: string; tools: unknown[] };
      expect(body.system).toBe(view.text);
      const tool = skillToolOf('claude-code', view);
      expect(body.tools).toEqual([
        {
          name: tool.name,
          description: tool.description,
          input_schema: { type: 'object', ...tool.inputSchema },
        },
      ]);
    }
    // The tool as Claude Code 2.1.332 sent it, key order and all (record-skill-tools.mjs).
    const recorded = JSON.parse(
      readFileSync(
        new URL('../../../fixtures/agent-recordings/skill-tools.json', import.meta.url),
        'utf8',
      ),
    ) as { agents: Record<string, { tool: unknown }> };
    const sent = JSON.parse(fake.requests[0]?.raw ?? '{}') as { tools: unknown[] };
    expect(JSON.stringify(sent.tools[0])).toBe(
      JSON.stringify(recorded.agents['claude-code']?.tool),
    );
    expect(fake.requests.map(queryOf).sort()).toEqual(
      [...QUERIES, ...QUERIES].map((q) => q.query).sort(),
    );
    expect(result.stopped).toBeUndefined();
    expect(
      result.queries.map((q) => q.runs.map((r) => ('outcome' in r ? r.outcome.kind : 'failed'))),
    ).toEqual([
      ['this', 'this'],
      ['this', 'this'],
      ['other', 'other'],
      ['this', 'this'],
    ]);
    expect(result.queries[2]?.runs[0]).toEqual({
      outcome: { kind: 'other', skill: 'pdf', known: true },
    });
  });

  for (const api of APIS) {
    it(`reads the same outcomes over ${api}, streamed`, async () => {
      respond = (r) => {
        const q = queryOf(r);
        return /expenses/.test(q)
          ? { kind: 'reply', toolCalls: [{ name: 'skill', input: { name: 'expenses' } }] }
          : { kind: 'reply', text: 'No skill needed.' };
      };
      const result = await runTriggers(
        input({
          agent: 'opencode',
          connection: connectionTo(fake, api),
          stream: true,
          runs: 1,
          key: KEY,
        }),
      );
      expect(
        result.queries.map((q) => q.runs.map((r) => ('outcome' in r ? r.outcome.kind : 'failed'))),
      ).toEqual([['this'], ['this'], ['none'], ['this']]);
    });
  }

  it('waits out a 429 with Retry-After and a 500, and counts each run once', async () => {
    fake.script(
      { kind: 'fail', status: 429, headers: { 'retry-after': '0' } },
      { kind: 'fail', status: 500 },
    );
    const result = await runTriggers(
      input({ queries: QUERIES.slice(0, 1), runs: 1, concurrency: 1 }),
    );
    expect(fake.requests).toHaveLength(3);
    expect(result.queries[0]?.runs).toEqual([{ outcome: { kind: 'this' } }]);
  });

  it('counts a run whose retries ran out as failed, and goes on with the others', async () => {
    fake.script(
      { kind: 'fail', status: 529 },
      { kind: 'fail', status: 529 },
      { kind: 'fail', status: 529 },
    );
    const progress: number[] = [];
    const result = await runTriggers(
      input({ queries: QUERIES.slice(0, 2), runs: 1, concurrency: 1 }),
      { onProgress: (p) => progress.push(p.failed) },
    );
    expect(result.queries[0]?.runs[0]).toMatchObject({
      failure: { kind: 'provider-error', status: 529 },
    });
    expect(result.queries[1]?.runs[0]).toEqual({ outcome: { kind: 'this' } });
    expect(progress).toEqual([1, 1]);
    expect(result.stopped).toBeUndefined();
  });

  it('never retries a 401 and ends the run at once: every other request would fail the same', async () => {
    fake.script({ kind: 'fail', status: 401, message: `invalid x-api-key ${KEY}` });
    const result = await runTriggers(input({ concurrency: 1 }));
    expect(fake.requests).toHaveLength(1);
    expect(result.stopped).toMatchObject({ kind: 'failed', failure: { kind: 'wrong-key' } });
    expect(JSON.stringify(result)).not.toContain(KEY);
    expect(JSON.stringify(result)).not.toContain('0123456789');
  });

  it('reads a garbage answer and a stream cut midway as failed runs, never a crash', async () => {
    fake.script(
      { kind: 'raw', status: 200, contentType: 'text/html', body: '<html>proxy login</html>' },
      { kind: 'cut', reply: { text: 'I will use', toolCalls: [] }, afterEvents: 2, how: 'destroy' },
    );
    const result = await runTriggers(
      input({
        queries: QUERIES.slice(0, 2),
        runs: 1,
        concurrency: 1,
        stream: true,
        client: { maxRetries: 0 },
      }),
    );
    expect(
      result.queries.map((q) => q.runs[0] && 'failure' in q.runs[0] && q.runs[0].failure.kind),
    ).toEqual(['not-model-api', 'cut-off']);
  });

  it('stops on cancel: no request starts after it, what finished is kept', async () => {
    const controller = new AbortController();
    respond = (r) => ({ ...byKeyword(r), delayMs: 50 });
    let seen = 0;
    const result = await runTriggers(input({ runs: 3, concurrency: 2 }), {
      signal: controller.signal,
      onProgress: (p) => {
        seen = p.done;
        if (p.done === 2) controller.abort();
      },
    });
    const kept = result.queries.reduce((n, q) => n + q.runs.length, 0);
    expect(result.stopped).toEqual({ kind: 'cancelled' });
    expect(kept).toBe(seen);
    expect(kept).toBeGreaterThanOrEqual(2);
    // Two were in flight when the cancel came at most; nothing was sent after it.
    expect(fake.requests.length).toBeLessThanOrEqual(4);
    expect(kept).toBeLessThan(12);
  });

  it('runs nothing when cancelled before it starts', async () => {
    const controller = new AbortController();
    controller.abort();
    const result = await runTriggers(input(), { signal: controller.signal });
    expect(fake.requests).toHaveLength(0);
    expect(result.stopped).toEqual({ kind: 'cancelled' });
  });
});
