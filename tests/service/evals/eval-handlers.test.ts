/**
 * The evals calls over both real transports (a desktop window's port, the browser host's
 * HTTP), against the loopback fake provider: evals/evals.json read (and refused with its line
 * and column) and saved conditionally, evals suggested, a run into the skill's workspace
 * (skill-creator's layout: anthropics/skills 9d2f1ae187231d8199c64b5b762e1bdf2244733d,
 * skills/skill-creator/SKILL.md and references/schemas.md), its iterations listed and read
 * back, a blind pick kept in feedback.json, a Stop answering what finished, and an invalid
 * file refusing the run with nothing sent.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
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
import { skillMd } from '../../helpers/temp';
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

async function studio(transport: 'ipc' | 'web', evals: string = JSON.stringify(EVALS)) {
  const started = await startService(
    {
      'a/SKILL.md': skillMd('a'),
      'a/evals/files/input.txt': 'line one\n',
      'a/evals/evals.json': evals,
    },
    false,
    { modelClient: { maxRetries: 0 } },
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
      list.iterations.map((i) => [i.iteration, i.runSummary?.with_skill.pass_rate.mean]),
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

describe('an eval run in the service', () => {
  it('stops at Stop and answers what finished', async () => {
    const s = await studio('ipc');
    let asked = 0;
    respond = (r) => {
      if (isGrader(r)) return { kind: 'reply', text: grade(true) };
      return ++asked === 1 ? { kind: 'reply', text: 'Done.' } : { kind: 'hang' };
    };
    s.service.events.on('jobProgress', (p) => {
      if (p.job === 'evals-stop' && p.done >= 1)
        void s.service.handlers.cancelJob({ job: 'evals-stop' });
    });
    const result = await s.service.handlers.runEvals({
      dir: s.a,
      agent: 'claude-code',
      connection: s.connection,
      runs: 3,
      concurrency: 2,
      job: 'evals-stop',
    });
    expect(result.stopped).toEqual({ kind: 'cancelled' });
    expect(result.benchmark.runs.length).toBeGreaterThan(0);
    expect(result.benchmark.runs.length).toBeLessThan(6);
  });
});
