/**
 * Trigger tests in the service (trigger-handlers.ts), against the fake provider through the
 * real SDKs: the estimate, a run as a job with progress and Stop (what finished is kept), the
 * record kept outside the skill's folder and listed newest first, the competing skills (this
 * library or every open one), a queries file that is missing or wrong refused in words with
 * nothing sent, a path outside the libraries refused, and the key in nothing that comes back.
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { english } from '../../../shared/i18n/catalogue';
import { CALLS, type EventPayload } from '../../../shared/ipc/contract';
import { MAX_RUNS, TriggerRuns } from '../../../shared/node/service/triggers/trigger-runs';
import { DEFAULT_PRICES } from '../../../shared/triggers/prices';
import type { TriggerRunRecord } from '../../../shared/triggers/record';
import {
  startFakeProvider,
  type FakeProvider,
  type RecordedRequest,
} from '../../helpers/fake-provider';
import { startConnectedService } from '../../helpers/service';
import { skillMd, tempTree } from '../../helpers/temp';

const KEY = 'sk-trigger-service-0123456789';
const QUERIES = [
  { query: 'Do my expenses', should_trigger: true },
  { query: '帮我报销 expenses', should_trigger: true },
  { query: 'Merge two PDF files', should_trigger: false },
];

let fake: FakeProvider;
let delayMs = 0;
// Requests whose query matches fail with a server error (a failure that does not end the run).
let failing: RegExp | undefined;
const asked = (r: RecordedRequest) => JSON.stringify((r.body as { messages: unknown }).messages);
beforeEach(async () => {
  delayMs = 0;
  failing = undefined;
  fake = await startFakeProvider({
    respond: (r) => {
      if (failing?.test(asked(r))) return { kind: 'fail', status: 500 };
      return {
        kind: 'reply',
        delayMs,
        ...(/expenses/.test(asked(r))
          ? { toolCalls: [{ name: 'Skill', input: { skill: 'expenses' } }] }
          : /PDF/.test(asked(r))
            ? { toolCalls: [{ name: 'Skill', input: { skill: 'pdf' } }] }
            : { text: 'Hello.' }),
      };
    },
  });
});
afterEach(() => fake.close());

async function studio(queries: unknown = QUERIES) {
  const started = await startConnectedService(
    {
      'expenses/SKILL.md': skillMd('expenses', 'File expense reports. Use for expenses.'),
      'expenses/evals/trigger-queries.json':
        typeof queries === 'string' ? queries : JSON.stringify(queries),
      'pdf/SKILL.md': skillMd('pdf', 'Work with PDF files.'),
    },
    fake.origin,
    KEY,
  );
  const setup = {
    dir: join(started.root, 'expenses'),
    agent: 'claude-code' as const,
    connection: started.connection,
    runs: 2,
    competitors: 'library' as const,
  };
  const progress: EventPayload<'jobProgress'>[] = [];
  started.service.events.on('jobProgress', (p) => progress.push(p));
  return { ...started, setup, progress };
}

const run = (s: Awaited<ReturnType<typeof studio>>, job = 'triggers-1') =>
  s.h.runTriggerTest({ ...s.setup, job, concurrency: 2, threshold: 0.5 });

describe('trigger tests in the service', () => {
  it('estimates requests, tokens and cost before anything is sent', async () => {
    const s = await studio();
    const estimate = await s.h.estimateTriggerTest(s.setup);
    expect(estimate).toMatchObject({ queries: 3, requests: 6, notListed: false });
    expect(estimate.inputTokens).toBeGreaterThan(6 * 200);
    expect(estimate.outputTokens).toBe(6 * 150);
    // claude-sonnet-5's price is in the studio's table (prices.ts).
    expect(estimate.cost).toBeGreaterThan(0);
    expect(english(estimate.leftOut[0] ?? { id: 'triggers.empty', params: {} })).toContain(
      'Claude Code',
    );
    expect(fake.requests).toHaveLength(0);
  });

  it("prices the estimate at the user's price when given, the table's otherwise, none unknown", async () => {
    const s = await studio();
    const table = await s.h.estimateTriggerTest(s.setup);
    expect(table.price).toEqual(DEFAULT_PRICES['claude-sonnet-5']);
    expect(table.price?.source).toMatch(/^https:/);
    const price = { inputPerMillion: 3.5, outputPerMillion: 0.25 };
    const given = await s.h.estimateTriggerTest({ ...s.setup, price });
    expect(given.price).toEqual(price);
    expect(given.inputTokens).toBe(table.inputTokens);
    expect(given.cost).toBeCloseTo(
      (given.inputTokens * 3.5 + given.outputTokens * 0.25) / 1_000_000,
      12,
    );
    expect(given.cost).not.toBeCloseTo(table.cost ?? 0, 6);
    const free = await s.h.estimateTriggerTest({
      ...s.setup,
      price: { inputPerMillion: 0, outputPerMillion: 0 },
    });
    expect(free.cost).toBe(0);

    // A model the table does not know: no cost and no price, unless one is given.
    const unknown = await s.h.saveModelConnection({
      label: 'Local',
      provider: 'anthropic',
      baseUrl: fake.origin,
      model: 'house-model-7',
    });
    const local = { ...s.setup, connection: unknown.id };
    const none = await s.h.estimateTriggerTest(local);
    expect(none).not.toHaveProperty('cost');
    expect(none).not.toHaveProperty('price');
    const priced = await s.h.estimateTriggerTest({ ...local, price });
    expect(priced.price).toEqual(price);
    expect(priced.cost).toBeCloseTo(
      (priced.inputTokens * 3.5 + priced.outputTokens * 0.25) / 1_000_000,
      12,
    );
    // A price that is no price is refused by the contract.
    const input = CALLS.estimateTriggerTest.input;
    for (const bad of [-1, Infinity, NaN])
      expect(
        input.safeParse({ ...local, price: { ...price, outputPerMillion: bad } }).success,
      ).toBe(false);
    expect(fake.requests).toHaveLength(0);
  });

  it('runs as a job, keeps the record outside the skill and lists it newest first', async () => {
    const s = await studio();
    const record = await run(s);
    expect(record).toMatchObject({
      agent: 'claude-code',
      runsPerQuery: 2,
      summary: { total: 3, passed: 3, failed: 0, unanswered: 0 },
      metrics: { precision: 1, recall: 1, f1: 1 },
      skill: { name: 'expenses', description: 'File expense reports. Use for expenses.' },
      model: { label: 'Fake Claude', provider: 'anthropic', model: 'claude-sonnet-5' },
      notListed: false,
    });
    expect(record.results[2]?.takenBy).toEqual([{ skill: 'pdf', count: 2, known: true }]);
    expect(record.skill.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(s.progress.at(-1)).toEqual({ job: 'triggers-1', done: 6, total: 6, failed: 0 });
    const second = await run(s, 'triggers-2');
    expect((await s.h.listTriggerRuns({ dir: s.setup.dir })).map((r) => r.id)).toEqual([
      second.id,
      record.id,
    ]);
    // Nothing of it in the skill's folder; the key in nothing kept.
    expect(readdirSync(join(s.root, 'expenses')).sort()).toEqual(['SKILL.md', 'evals']);
    const kept = readdirSync(join(s.userData, 'trigger-runs'));
    expect(kept).toHaveLength(1);
    const text = readFileSync(join(s.userData, 'trigger-runs', kept[0] ?? ''), 'utf8');
    expect(text).not.toContain(KEY);
  });

  it('reports the requests that failed so far in its progress', async () => {
    const s = await studio();
    failing = /PDF/;
    const record = await s.h.runTriggerTest({
      ...s.setup,
      job: 't',
      concurrency: 1,
      threshold: 0.5,
    });
    expect(record.results[2]).toMatchObject({ runs: 0, errors: 2 });
    expect(s.progress.at(-1)).toEqual({ job: 't', done: 6, total: 6, failed: 2 });
    // Counted as they happen: never more than were done, never fewer than before.
    const failed = s.progress.map((p) => p.failed ?? -1);
    expect(failed).toEqual([...failed].sort((a, b) => a - b));
    for (const p of s.progress) expect(p.failed).toBeLessThanOrEqual(p.done);
  });

  it('stops on cancelJob and keeps what finished', async () => {
    const s = await studio();
    delayMs = 40;
    const running = run(s);
    // Cancelled once the first request has come back.
    await new Promise<void>((resolve) => {
      s.service.events.on('jobProgress', () => {
        resolve();
      });
    });
    await s.h.cancelJob({ job: 'triggers-1' });
    const record = await running;
    expect(record.stopped).toEqual({ kind: 'cancelled' });
    const finished = record.results.reduce((n, r) => n + r.runs + r.errors, 0);
    expect(finished).toBeGreaterThanOrEqual(1);
    expect(finished).toBeLessThan(6);
    expect(await s.h.listTriggerRuns({ dir: s.setup.dir })).toHaveLength(1);
  });

  it('records a run the provider stopped, in words and without the key', async () => {
    const s = await studio();
    fake.script({ kind: 'fail', status: 401, message: `bad key ${KEY}` });
    const record = await s.h.runTriggerTest({ ...s.setup, concurrency: 1, threshold: 0.5 });
    expect(record.stopped).toMatchObject({ kind: 'failed' });
    expect(JSON.stringify(record)).not.toContain(KEY);
    expect(fake.requests).toHaveLength(1);
  });

  it('lets every open library compete when asked', async () => {
    const s = await studio([{ query: 'Summarise my travel notes', should_trigger: false }]);
    const other = tempTree({ 'travel/SKILL.md': skillMd('travel', 'Travel notes.') });
    await s.h.addLibrary({ path: other });
    await run(s);
    expect((fake.requests[0]?.body as { system: string }).system).not.toContain('travel');
    await s.h.runTriggerTest({
      ...s.setup,
      competitors: 'all-libraries',
      concurrency: 1,
      threshold: 0.5,
    });
    expect((fake.requests.at(-1)?.body as { system: string }).system).toContain(
      '- travel: Travel notes.',
    );
  });

  it('runs against the skills the agent has installed: its personal folders, no namesake, no library', async () => {
    const s = await studio([{ query: 'Summarise my travel notes', should_trigger: false }]);
    // Claude Code's personal folder (~/.claude/skills) holds another skill and an older copy.
    const personal = join(s.home, '.claude', 'skills');
    for (const [name, description] of [
      ['travel', 'Travel notes.'],
      ['expenses', 'The installed copy, an older version.'],
    ] as const) {
      mkdirSync(join(personal, name), { recursive: true });
      writeFileSync(join(personal, name, 'SKILL.md'), skillMd(name, description));
    }
    const before = readFileSync(join(personal, 'expenses', 'SKILL.md'), 'utf8');
    await s.h.runTriggerTest({
      ...s.setup,
      competitors: 'installed',
      concurrency: 1,
      threshold: 0.5,
    });
    const system = (fake.requests.at(-1)?.body as { system: string }).system;
    expect(system).toContain('- travel: Travel notes.');
    expect(system).toContain('- expenses: File expense reports. Use for expenses.');
    // The library's other skill is not installed; the installed copy is what this version replaces.
    expect(system).not.toContain('- pdf:');
    expect(system).not.toContain('older version');
    expect(readFileSync(join(personal, 'expenses', 'SKILL.md'), 'utf8')).toBe(before);
  });

  it('refuses a missing or broken queries file in words, sending nothing', async () => {
    const broken = await studio('[{"query": "a", "should_trigger": "yes"}]');
    await expect(run(broken)).rejects.toThrow(/trigger queries cannot be read.*should_trigger/s);
    const none = await studio();
    writeFileSync(join(none.root, 'expenses/evals/trigger-queries.json'), '[]');
    await expect(run(none)).rejects.toThrow(/no trigger queries yet/);
    expect(fake.requests).toHaveLength(0);
  });

  it('never sends what a link leading out of the libraries holds', async () => {
    const s = await studio();
    const secret = join(tempTree({ 'private.json': JSON.stringify(QUERIES) }), 'private.json');
    const queries = join(s.root, 'expenses/evals/trigger-queries.json');
    rmSync(queries);
    symlinkSync(secret, queries);
    await expect(run(s)).rejects.toThrow();
    await expect(s.h.estimateTriggerTest(s.setup)).rejects.toThrow();
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses a queries file swapped for a pipe in words, without waiting on it', async () => {
    const s = await studio();
    const queries = join(s.root, 'expenses/evals/trigger-queries.json');
    rmSync(queries);
    execFileSync('mkfifo', [queries]);
    await expect(run(s)).rejects.toThrow(/not a regular file|pipe/i);
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses a skill outside the libraries', async () => {
    const s = await studio();
    const outside = tempTree({ 'x/SKILL.md': skillMd('x') });
    await expect(
      s.h.estimateTriggerTest({ ...s.setup, dir: join(outside, 'x') }),
    ).rejects.toThrow();
    expect(fake.requests).toHaveLength(0);
  });
});

describe('the kept runs', () => {
  const record = (dir: string, id: string): TriggerRunRecord => ({
    id,
    date: '2026-12-06T00:00:00.000Z',
    skill: { dir, name: 'x', description: 'd', contentHash: 'h' },
    agent: 'codex',
    model: { label: 'm', provider: 'openai', model: 'm', baseUrl: 'https://api.openai.com/v1' },
    runsPerQuery: 1,
    threshold: 0.5,
    results: [],
    summary: { total: 0, passed: 0, failed: 0, unanswered: 0 },
    metrics: {
      truePositives: 0,
      falsePositives: 0,
      trueNegatives: 0,
      falseNegatives: 0,
      precision: null,
      recall: null,
      f1: null,
      accuracy: null,
    },
    leftOut: [],
    notListed: false,
  });

  it('keeps the last MAX_RUNS of a skill, all of them when added at once', async () => {
    const runs = new TriggerRuns(tempTree());
    await Promise.all(
      Array.from({ length: MAX_RUNS + 5 }, (_, i) => runs.add(record('/lib/x', `r${i}`))),
    );
    const kept = await runs.list('/lib/x');
    expect(kept).toHaveLength(MAX_RUNS);
    expect(kept[0]?.id).toBe(`r${MAX_RUNS + 4}`);
  });

  it('sets a damaged file aside instead of overwriting it', async () => {
    const userData = tempTree();
    const runs = new TriggerRuns(userData);
    const file = runs.fileOf('/lib/x');
    mkdirSync(join(userData, 'trigger-runs'), { recursive: true });
    writeFileSync(file, '{"version": 1, "runs": [trunc');
    expect(await runs.list('/lib/x')).toEqual([]);
    await runs.add(record('/lib/x', 'after'));
    expect((await runs.list('/lib/x')).map((r) => r.id)).toEqual(['after']);
    const aside = readdirSync(join(userData, 'trigger-runs')).filter((f) =>
      f.includes('.unreadable-'),
    );
    expect(aside).toHaveLength(1);
    expect(existsSync(file)).toBe(true);
  });
});
