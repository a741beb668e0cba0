/**
 * The evals calls over both real transports (a desktop window's port, the browser host's
 * HTTP), against the loopback fake provider: evals/evals.json read (and refused with its line
 * and column) and saved conditionally, evals suggested, a run into the skill's workspace
 * (skill-creator's layout: anthropics/skills 9d2f1ae187231d8199c64b5b762e1bdf2244733d,
 * skills/skill-creator/SKILL.md and references/schemas.md), its iterations listed and read
 * back, a blind pick kept in feedback.json, a Stop answering what finished, and an invalid
 * file refusing the run with nothing sent.
 */
import { chmodSync, existsSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GRADER_SYSTEM } from '../../../shared/evals/grading';
import { english } from '../../../shared/i18n/catalogue';
import {
  startFakeProvider,
  type FakeProvider,
  type RecordedRequest,
  type Step,
} from '../../helpers/fake-provider';
import { startService } from '../../helpers/service';
import { skillMd, tempTree } from '../../helpers/temp';
import { apiOver } from '../../helpers/transports';

const KEY = 'sk-evals-service-0123456789';
const EVALS = {
  skill_name: 'a',
  evals: [
    {
      id: 1,
      prompt: 'Do a things for March',
      expected_output: 'Things done',
      files: ['evals/files/input.txt'],
      expectations: ['The things are done'],
    },
  ],
};

const isGrader = (r: RecordedRequest) => (r.body as { system?: unknown }).system === GRADER_SYSTEM;
const grade = (passed: boolean) =>
  JSON.stringify({ expectations: [{ text: 'The things are done', passed, evidence: 'quoted' }] });

let fake: FakeProvider;
let respond: (r: RecordedRequest) => Step | undefined;
beforeEach(async () => {
  respond = (r) =>
    isGrader(r) ? { kind: 'reply', text: grade(true) } : { kind: 'reply', text: 'Done.' };
  fake = await startFakeProvider({ respond: (r) => respond(r) });
});
afterEach(async () => {
  await fake.close();
});

async function studio(
  transport: 'ipc' | 'web',
  evals: string = JSON.stringify(EVALS),
  agentCliEnv: NodeJS.ProcessEnv = { PATH: '' },
) {
  const started = await startService(
    {
      'a/SKILL.md': skillMd('a'),
      'a/evals/files/input.txt': 'line one\n',
      'a/evals/evals.json': evals,
    },
    false,
    { modelClient: { maxRetries: 0 }, agentCliEnv },
  );
  const { api } = await apiOver(transport, started.service);
  const h = started.service.handlers;
  const { id } = await h.saveModelConnection({
    label: 'Fake Claude',
    provider: 'anthropic',
    baseUrl: fake.origin,
    model: 'claude-sonnet-5',
  });
  await h.setModelKey({ id, key: KEY });
  return { ...started, api, a: join(started.root, 'a'), connection: id };
}

describe.each(['ipc', 'web'] as const)('evals over %s', (transport) => {
  it('reads, refuses with the place, and saves conditionally', async () => {
    const s = await studio(transport, '{\n  "skill_name": "a",\n  "evals": [{"id": "one"}]\n}');
    const bad = await s.api.readEvals({ dir: s.a });
    expect(bad.read?.ok).toBe(false);
    if (bad.read && !bad.read.ok) {
      expect([bad.read.error.line, bad.read.error.column]).toEqual([3, 20]);
      expect(english(bad.read.error.message)).toBe(
        'evals/evals.json, line 3, column 20: the "id" of eval 1 should be a whole number without quotes, but it is the text “one”.',
      );
    }
    const file = {
      skill_name: 'a',
      evals: EVALS.evals.map((e) => ({ ...e, extra: {} })),
      extra: {},
    };
    const stale = await s.api.saveEvals({ dir: s.a, file, baseHash: 'f'.repeat(64) });
    expect(stale.ok).toBe(false);
    const saved = await s.api.saveEvals({ dir: s.a, file, baseHash: bad.hash });
    expect(saved.ok).toBe(true);
    const good = await s.api.readEvals({ dir: s.a });
    expect(good.read).toEqual({ ok: true, file });
    expect(good.text).toBe(readFileSync(join(s.a, 'evals/evals.json'), 'utf8'));
  });

  it('runs into the workspace, lists and reads the iteration, and keeps a blind pick', async () => {
    const s = await studio(transport);
    const result = await s.api.runEvals({
      dir: s.a,
      agent: 'claude-code',
      connection: s.connection,
      runs: 2,
      concurrency: 2,
    });
    expect(result.iteration).toBe(1);
    expect(result.dir).toBe(join(s.root, 'a-workspace', 'iteration-1'));
    expect(result.benchmark.runs).toHaveLength(4);
    expect(result.benchmark.run_summary.delta.pass_rate).toBe('+0.00');
    // The expectation passes in all four runs: it does not tell the configurations apart.
    expect(result.flags).toEqual([
      { kind: 'not-distinguishing', eval_id: 1, text: 'The things are done' },
    ]);
    expect(result.notes.map(english).join()).toContain("could not run the skill's scripts");
    // The input file went with the task, inside the skill and nowhere else.
    const task = fake.requests.find((r) => !isGrader(r))?.raw ?? '';
    expect(task).toContain('<file path=\\"evals/files/input.txt\\">\\nline one\\n\\n</file>');
    expect(existsSync(join(s.a, 'iteration-1'))).toBe(false);

    const list = await s.api.listEvalIterations({ dir: s.a });
    expect(
      list.iterations.map((i) => [
        i.iteration,
        i.runSummary && 'with_skill' in i.runSummary && i.runSummary.with_skill.pass_rate.mean,
      ]),
    ).toEqual([[1, 1]]);
    const read = await s.api.readEvalIteration({ dir: s.a, iteration: 1 });
    expect(read.benchmark).toEqual(result.benchmark);
    const config = read.evals[0]?.configurations.find((c) => c.name === 'with_skill');
    expect(
      config?.runs.map((r) => [r.run, r.grading?.summary.pass_rate, r.outputs.map((o) => o.text)]),
    ).toEqual([
      [1, 1, ['Done.']],
      [2, 1, ['Done.']],
    ]);

    const picked = await s.api.recordFeedback({
      dir: s.a,
      iteration: 1,
      evalId: 1,
      picked: { configuration: 'without_skill', run: 2 },
      other: { configuration: 'with_skill', run: 1 },
      note: '',
    });
    expect(picked).toEqual({ reviews: 1 });
    const feedback = JSON.parse(readFileSync(join(result.dir, 'feedback.json'), 'utf8')) as {
      reviews: { run_id: string; preferred_over: string }[];
      status: string;
    };
    expect(feedback.status).toBe('complete');
    expect(feedback.reviews[0]).toMatchObject({
      run_id: 'eval-1-without_skill-run-2',
      preferred_over: 'eval-1-with_skill-run-1',
    });
    writeFileSync(join(result.dir, 'feedback.json'), 'not json');
    await expect(
      s.api.recordFeedback({
        dir: s.a,
        iteration: 1,
        evalId: 1,
        picked: { configuration: 'with_skill', run: 1 },
        other: { configuration: 'without_skill', run: 1 },
        note: '',
      }),
    ).rejects.toMatchObject({ text: { id: 'evals-feedback-unreadable' } });
    expect(readFileSync(join(result.dir, 'feedback.json'), 'utf8')).toBe('not json');
  });

  it('compares with a saved version, read back as new_skill and old_skill', async () => {
    const s = await studio(transport);
    const path = join(s.a, 'SKILL.md');
    const before = await s.api.readFile({ path });
    const hash = 'hash' in before ? before.hash : null;
    // The app's save keeps the skill as first seen (the saved version), then the edit.
    await s.api.saveFile({ path, text: `${skillMd('a')}\nNOW-WORDS\n`, baseHash: hash });
    const { versions } = await s.api.listHistory({ dir: s.a });
    const saved = versions.find((v) => v.kind === 'first-seen')?.id ?? '';
    const unknown = await s.api
      .runEvals({
        ...{ dir: s.a, agent: 'claude-code', connection: s.connection, runs: 1, concurrency: 1 },
        against: { version: '0000000000000000-0000' },
      })
      .catch((e: unknown) => (e instanceof Error ? e.message : String(e)));
    expect(unknown).toBe(
      'The skill has no saved version 0000000000000000-0000 in its history (or its record is damaged), so nothing was sent. Choose another version to compare with.',
    );
    expect(fake.requests).toHaveLength(0);
    const result = await s.api.runEvals({
      ...{ dir: s.a, agent: 'claude-code', connection: s.connection, runs: 1, concurrency: 1 },
      against: { version: saved },
    });
    const asked = fake.requests.filter((r) => !isGrader(r));
    expect(asked.map((r) => r.raw.includes('NOW-WORDS'))).toEqual([true, false]);
    expect(Object.keys(result.benchmark.run_summary)).toEqual(['new_skill', 'old_skill', 'delta']);
    const list = await s.api.listEvalIterations({ dir: s.a });
    expect(list.iterations[0]?.runSummary).toEqual(result.benchmark.run_summary);
    const read = await s.api.readEvalIteration({ dir: s.a, iteration: result.iteration });
    expect(read.benchmark).toEqual(result.benchmark);
    expect(read.evals[0]?.configurations.map((c) => c.name)).toEqual(['new_skill', 'old_skill']);
    // Both pass: the flag reads the version pair, in its own words.
    expect(read.flags).toEqual([
      {
        kind: 'not-distinguishing',
        eval_id: 1,
        text: 'The things are done',
        comparison: 'version',
      },
    ]);
  });

  it('refuses an invalid evals file with nothing sent', async () => {
    const s = await studio(transport, '{"skill_name": "a", "evals": [{"id": 1, "prompt": ""}]}');
    await expect(
      s.api.runEvals({
        dir: s.a,
        agent: 'claude-code',
        connection: s.connection,
        runs: 1,
        concurrency: 1,
      }),
    ).rejects.toMatchObject({ text: { id: 'evals-bad' } });
    expect(fake.requests).toHaveLength(0);
    expect(existsSync(join(s.root, 'a-workspace'))).toBe(false);
  });

  it('estimates a run before it starts, with nothing sent', async () => {
    const s = await studio(transport);
    const setup = { dir: s.a, agent: 'claude-code' as const, connection: s.connection, runs: 2 };
    const estimate = await s.api.estimateEvals(setup);
    // 1 eval × with and without the skill × 2 runs, each graded (it has an expectation).
    expect(estimate).toMatchObject({ tasks: 4, gradings: 4, tasksCounted: true });
    // claude-sonnet-5 at $2 / $10 per million tokens, as Anthropic's model page lists it
    // (https://platform.claude.com/docs/zh-CN/models/sonnet-5/overview), grader and executor.
    expect(estimate.cost).toBeCloseTo(
      (estimate.inputTokens * 2 + estimate.outputTokens * 10) / 1_000_000,
      12,
    );
    // The task's input file counts: a longer one makes the estimate larger.
    writeFileSync(join(s.a, 'evals/files/input.txt'), 'many more words here\n'.repeat(200));
    const longer = await s.api.estimateEvals(setup);
    expect(longer.inputTokens).toBeGreaterThan(estimate.inputTokens + 4 * 200);
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses real agent mode for an agent with no CLI, or with none on PATH', async () => {
    const s = await studio(transport);
    const setup = { dir: s.a, connection: s.connection, runs: 1, real: true };
    await expect(s.api.estimateEvals({ ...setup, agent: 'gemini-cli' })).rejects.toMatchObject({
      text: { id: 'evals-agent-no-cli' },
    });
    await expect(
      s.api.runEvals({ ...setup, agent: 'codex', concurrency: 1 }),
    ).rejects.toMatchObject({ text: { id: 'evals-agent-missing' } });
    expect(await s.api.findAgentClis({})).toEqual({ agents: [] });
    expect(fake.requests).toHaveLength(0);
    expect(existsSync(join(s.root, 'a-workspace'))).toBe(false);
  });

  it('finds the agents whose CLI is on PATH, and counts only grading in real agent mode', async () => {
    const bin = realpathSync(tempTree({ claude: '#!/bin/sh\nexit 0\n' }));
    chmodSync(join(bin, 'claude'), 0o755);
    const s = await studio(transport, JSON.stringify(EVALS), { PATH: bin });
    expect(await s.api.findAgentClis({})).toEqual({
      agents: [{ agent: 'claude-code', path: join(bin, 'claude') }],
    });
    const estimate = await s.api.estimateEvals({
      dir: s.a,
      agent: 'claude-code',
      connection: s.connection,
      runs: 3,
      real: true,
    });
    expect(estimate).toMatchObject({ tasks: 6, gradings: 6, tasksCounted: false });
    expect(estimate.cost).toBeUndefined();
    // The tokens are the grader's alone, at claude-sonnet-5's $2 / $10 per million.
    expect(estimate.graderCost).toBeCloseTo(
      (estimate.inputTokens * 2 + estimate.outputTokens * 10) / 1_000_000,
      12,
    );
  });

  it("suggests three evals numbered after the skill's own", async () => {
    const s = await studio(transport);
    const reply = {
      skill_name: 'a',
      evals: [1, 2, 3].map((id) => ({
        id,
        prompt: `Task ${id}`,
        expected_output: 'done',
        files: [],
        expectations: [`Task ${id} is done`],
      })),
    };
    respond = () => ({ kind: 'reply', text: JSON.stringify(reply) });
    const { evals } = await s.api.suggestEvals({ dir: s.a, connection: s.connection });
    expect(evals.map((e) => [e.id, e.prompt])).toEqual([
      [2, 'Task 1'],
      [3, 'Task 2'],
      [4, 'Task 3'],
    ]);
  });
});

describe.each(['ipc', 'web'] as const)('an eval run over %s', (transport) => {
  it('stops at Cancel, answers what finished and asks the model nothing more', async () => {
    const s = await studio(transport);
    let asked = 0;
    let cancelled: Promise<unknown> | undefined;
    respond = (r) => {
      if (isGrader(r)) return { kind: 'reply', text: grade(true) };
      if (++asked === 1) return { kind: 'reply', text: 'Done.' };
      // The page's Cancel, over the same transport, once a task hangs at the provider.
      cancelled ??= s.api.cancelJob({ job: 'evals-stop' });
      return { kind: 'hang' };
    };
    const result = await s.api.runEvals({
      dir: s.a,
      agent: 'claude-code',
      connection: s.connection,
      runs: 3,
      // One at a time: the first task is graded before the second hangs.
      concurrency: 1,
      job: 'evals-stop',
    });
    await cancelled;
    expect(result.stopped).toEqual({ kind: 'cancelled' });
    expect(result.benchmark.runs.map((r) => [r.configuration, r.run_number])).toEqual([
      ['with_skill', 1],
    ]);
    const sent = fake.requests.length;
    expect(fake.requests.filter((r) => !isGrader(r)).length).toBe(2);
    // Nothing more reaches the provider once the run has answered.
    await new Promise((done) => setTimeout(done, 300));
    expect(fake.requests).toHaveLength(sent);
    // What stays in the workspace is whole: every run folder kept has its grading.
    const read = await s.api.readEvalIteration({ dir: s.a, iteration: result.iteration });
    const runs = read.evals.flatMap((e) => e.configurations.flatMap((c) => c.runs));
    expect(runs.length).toBe(result.benchmark.runs.length);
    expect(runs.every((r) => r.grading !== undefined)).toBe(true);
  });
});
