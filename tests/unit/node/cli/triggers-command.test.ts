/**
 * `skill-studio triggers` in-process against the fake provider: exit 0 when every query passed,
 * 1 when some failed, 2 for a usage error or a bad queries file (nothing sent), 3 when the
 * provider could not be used; --json in skill-creator's run_eval shape (skills/skill-creator/
 * scripts/run_eval.py: skill_name, description, results[] with query, should_trigger,
 * trigger_rate, triggers, runs, pass; summary with total, passed, failed). The key is read from
 * the environment and never printed.
 */
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cliIn } from '../../../helpers/cli';
import {
  startFakeProvider,
  type FakeProvider,
  type RecordedRequest,
} from '../../../helpers/fake-provider';
import { skillMd, tempTree } from '../../../helpers/temp';

const KEY = 'sk-ant-cli-secret-0123456789';

interface Json {
  results: { outcomes: unknown[] }[];
}
const QUERIES = [
  { query: 'Do my expenses for March', should_trigger: true, note: 'kept' },
  { query: '帮我报销 expenses', should_trigger: true },
  { query: 'Merge two PDF files', should_trigger: false },
];

let fake: FakeProvider;
const userText = (r: RecordedRequest) => JSON.stringify((r.body as { messages: unknown }).messages);
beforeEach(async () => {
  fake = await startFakeProvider({
    respond: (r) =>
      /expenses/.test(userText(r))
        ? { kind: 'reply', toolCalls: [{ name: 'Skill', input: { skill: 'expenses' } }] }
        : /PDF/.test(userText(r))
          ? { kind: 'reply', toolCalls: [{ name: 'Skill', input: { skill: 'pdf' } }] }
          : { kind: 'reply', text: 'Hello.' },
  });
});
afterEach(() => fake.close());

function library(queries: unknown = QUERIES) {
  return tempTree({
    'lib/expenses/SKILL.md': skillMd('expenses', 'File expense reports. Use for expenses.'),
    'lib/expenses/evals/trigger-queries.json':
      typeof queries === 'string' ? queries : JSON.stringify(queries, null, 2),
    'lib/pdf/SKILL.md': skillMd('pdf', 'Work with PDF files.'),
  });
}

const triggers = (cwd: string, env: Record<string, string>, ...args: string[]) =>
  cliIn(env, cwd, 'triggers', ...args);

const base = () => [
  'lib/expenses',
  '--model',
  'fake-model',
  '--base-url',
  fake.origin,
  '--runs',
  '2',
];

describe('skill-studio triggers', () => {
  it("prints skill-creator's result shape with precision, recall and each run (exit 0)", async () => {
    const r = await triggers(library(), { ANTHROPIC_API_KEY: KEY }, ...base(), '--json');
    expect(r.rc).toBe(0);
    const json = JSON.parse(r.out) as Json;
    expect(json).toMatchObject({
      skill_name: 'expenses',
      description: 'File expense reports. Use for expenses.',
      summary: { total: 3, passed: 3, failed: 0 },
      precision: 1,
      recall: 1,
      f1: 1,
      agent: 'claude-code',
      model: 'fake-model',
    });
    expect(json.results[0]).toMatchObject({
      query: 'Do my expenses for March',
      should_trigger: true,
      trigger_rate: 1,
      triggers: 2,
      runs: 2,
      pass: true,
      outcomes: [{ kind: 'this' }, { kind: 'this' }],
    });
    expect(json.results[2]?.outcomes[0]).toEqual({ kind: 'other', skill: 'pdf', known: true });
    expect(fake.requests).toHaveLength(6);
    expect(Object.values(fake.requests[0]?.headers ?? {}).join(' ')).toContain(KEY);
    expect(r.err).toContain("note: Sent: Claude Code's skill listing");
    expect(r.out + r.err).not.toContain(KEY);
  });

  it('exits 1 when a query failed, naming the skill that took it', async () => {
    const root = library([{ query: 'Merge two PDF files', should_trigger: true }]);
    const r = await triggers(root, { SKILL_STUDIO_API_KEY: KEY }, ...base());
    expect(r.rc).toBe(1);
    expect(r.out).toContain('FAIL  0/2  should trigger');
    expect(r.out).toContain('pdf took it 2x');
    expect(r.out).toContain('Passed 0 of 1.');
  });

  it('exits 2 on a queries file that is not JSON, with file, line and column, sending nothing', async () => {
    const root = library(
      '[\n  {"query": "a", "should_trigger": true},\n  {"query": "b" "should_trigger": false}\n]',
    );
    const r = await triggers(root, { ANTHROPIC_API_KEY: KEY }, ...base());
    expect(r.rc).toBe(2);
    expect(r.err).toMatch(/trigger-queries\.json, line 3, column \d+: /);
    expect(fake.requests).toHaveLength(0);
  });

  it('exits 2 on a queries file of the wrong shape, saying which item', async () => {
    const root = library([{ query: 'a', should_trigger: 'yes' }]);
    const r = await triggers(root, { ANTHROPIC_API_KEY: KEY }, ...base());
    expect(r.rc).toBe(2);
    expect(r.err).toMatch(/trigger-queries\.json, line \d+, column \d+: /);
    expect(r.err).toContain('should_trigger');
    expect(fake.requests).toHaveLength(0);
  });

  it.each([
    [['--agent', 'cursor'], "Unknown agent 'cursor'"],
    [['--concurrency', '0'], '--concurrency takes a whole number'],
    [['--threshold', '1.5'], '--threshold takes a number from 0 to 1'],
    [['--provider', 'gemini'], "Unknown provider 'gemini'"],
    [['--api', 'chat'], '--api goes with --provider openai'],
    [['--codex-model', 'gpt-5.5'], 'is a codex setting'],
  ])('exits 2 on %j', async (extra, said) => {
    const r = await triggers(library(), { ANTHROPIC_API_KEY: KEY }, ...base(), ...extra);
    expect(r.rc).toBe(2);
    expect(r.err).toContain(said);
    expect(fake.requests).toHaveLength(0);
  });

  it('exits 2 without --model or without queries', async () => {
    const root = library();
    expect((await triggers(root, { ANTHROPIC_API_KEY: KEY }, 'lib/expenses')).rc).toBe(2);
    const r = await triggers(root, { ANTHROPIC_API_KEY: KEY }, 'lib/pdf', '--model', 'm');
    expect(r.rc).toBe(2);
    expect(r.err).toContain('No trigger queries');
  });

  it('exits 3 with no key, and with a key the provider refuses (never printed)', async () => {
    const root = library();
    const none = await triggers(root, {}, ...base());
    expect(none.rc).toBe(3);
    expect(none.err).toContain('ANTHROPIC_API_KEY');
    fake.script({ kind: 'fail', status: 401, message: `invalid x-api-key: ${KEY}` });
    const refused = await triggers(
      root,
      { ANTHROPIC_API_KEY: KEY },
      ...base(),
      '--concurrency',
      '1',
    );
    expect(refused.rc).toBe(3);
    expect(refused.err).toContain('refused the key');
    expect(refused.out + refused.err).not.toContain(KEY);
    expect(fake.requests).toHaveLength(1);
  });

  it('exits 3 when every request met a web page instead of a model API', async () => {
    await fake.close();
    fake = await startFakeProvider({
      respond: () => ({
        kind: 'raw',
        status: 200,
        contentType: 'text/html',
        body: '<html>login</html>',
      }),
    });
    const r = await triggers(library(), { ANTHROPIC_API_KEY: KEY }, ...base());
    expect(r.rc).toBe(3);
    expect(r.err).toContain('not as a model API does');
  });

  it('lets the skills of the libraries given compete (--library)', async () => {
    const root = library([{ query: 'Merge two PDF files', should_trigger: false }]);
    const r = await triggers(
      root,
      { ANTHROPIC_API_KEY: KEY },
      ...base(),
      '--library',
      join(root, 'lib'),
      '--json',
    );
    expect(r.rc).toBe(0);
    expect((JSON.parse(r.out) as Json).results[0]?.outcomes[0]).toMatchObject({
      skill: 'pdf',
      known: true,
    });
    expect((fake.requests[0]?.body as { system: string }).system).toContain(
      '- pdf: Work with PDF files.',
    );
  });
});
