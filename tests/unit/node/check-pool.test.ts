/**
 * The check pool: the same results in the same order whether tasks run on worker threads or on
 * this one, and a run still completes when its workers cannot start, die holding a batch, or
 * answer with an error.
 */
import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CheckRun, type PoolOptions } from '../../../shared/node/check/check-pool';
import { taskFor } from '../../../shared/node/check/validate-task';
import { discoverSkills } from '../../../shared/node/discover';
import { checkWorkerUrl, fakeWorkerUrl } from '../../helpers/check-worker';
import { generatedLibrary } from '../../helpers/libraries';
import { skillMd, tempTree } from '../../helpers/temp';

async function checkAll(root: string, options: PoolOptions, json = false) {
  const run = new CheckRun('validate', options);
  let threads = 0;
  discoverSkills(root, undefined, undefined, {
    files: true,
    onSkill: (s) => {
      run.add(taskFor(s, 'spec', json));
      threads = Math.max(threads, run.threads);
    },
  });
  return { reports: await run.finish(), threads, after: run.threads };
}

describe('CheckRun', () => {
  it('gives the same reports in the same order on worker threads as on this thread', async () => {
    const root = generatedLibrary(120, 42);
    const script = await checkWorkerUrl();
    const here = await checkAll(root, {});
    const threaded = await checkAll(root, { script, threads: 2, startAt: 1, batchSize: 4 });
    expect(here.threads).toBe(0);
    expect(threaded.threads).toBe(2);
    expect(threaded.after).toBe(0);
    expect(threaded.reports).toEqual(here.reports);
    expect(here.reports.length).toBeGreaterThan(120);
    const json = await checkAll(root, { script, startAt: 1, batchSize: 3 }, true);
    expect(json.reports).toEqual((await checkAll(root, {}, true)).reports);
  });

  it('runs everything here when the worker script is missing', async () => {
    const root = generatedLibrary(20, 42);
    const missing = new URL('file:///nonexistent/check-worker.mjs');
    const run = await checkAll(root, { script: missing, startAt: 1, batchSize: 2 });
    expect(run.threads).toBe(0);
    expect(run.reports).toEqual((await checkAll(root, {})).reports);
  });

  it('redoes the batches of a worker that dies holding them', async () => {
    const root = generatedLibrary(40, 42);
    // Takes every batch it is sent, then exits without answering.
    const dying = fakeWorkerUrl(
      'dying',
      `parentPort.on('message', ({ claim }) => { Atomics.store(claim, 0, 1); setTimeout(() => process.exit(3), 5); });`,
    );
    const run = await checkAll(root, { script: dying, threads: 2, startAt: 1, batchSize: 2 });
    expect(run.reports).toEqual((await checkAll(root, {})).reports);
  });

  it('redoes a batch a worker answers with an error, and one it cannot start', async () => {
    const root = generatedLibrary(30, 42);
    const failing = fakeWorkerUrl(
      'failing',
      `parentPort.on('message', ({ id, claim }) => { Atomics.store(claim, 0, 1); parentPort.postMessage({ id, error: 'broken' }); });`,
    );
    const throwing = fakeWorkerUrl('throwing', `throw new Error('cannot start');`);
    const expected = (await checkAll(root, {})).reports;
    for (const script of [failing, throwing])
      expect((await checkAll(root, { script, startAt: 1, batchSize: 3 })).reports).toEqual(
        expected,
      );
  });

  it('runWaiting checks the sealed batches here at once, and only those', async () => {
    const root = tempTree(
      Object.fromEntries(
        Array.from({ length: 10 }, (_, i) => [`s${i}/SKILL.md`, skillMd(`s${i}`)] as const),
      ),
    );
    const skills = discoverSkills(root, undefined, undefined, { files: true }).skills;
    const run = new CheckRun('validate', { batchSize: 4 });
    for (const s of skills) run.add(taskFor(s, 'spec', false));
    run.runWaiting();
    // Gone now: the two sealed batches were read before, the last two tasks are read after.
    for (const s of skills) rmSync(s.dir, { recursive: true });
    const reports = await run.finish();
    expect(reports.map((r) => r.valid)).toEqual([...Array<boolean>(8).fill(true), false, false]);
  });

  it('a small run starts no thread', async () => {
    const root = generatedLibrary(10, 42);
    const run = await checkAll(root, { script: await checkWorkerUrl() });
    expect(run.threads).toBe(0);
    expect(run.reports).toHaveLength(discoverSkills(root).skills.length);
  });

  it('takes more tasks after settled() on the threads still running, in order, then stops them', async () => {
    const root = generatedLibrary(60, 42);
    const skills = discoverSkills(root, undefined, undefined, { files: true }).skills;
    const tasks = skills.map((s) => taskFor(s, 'spec', false));
    // The second round is what validate --all adds for namesakes: the same skills, with others.
    const again = tasks.slice(0, 9).map((t) => ({ ...t, sameNameAs: ['a', 'b'] }));
    const here = new CheckRun('validate');
    for (const t of tasks) here.add(t);
    const first = [...(await here.settled())];
    for (const t of again) here.add(t);
    const expected = await here.finish();

    const run = new CheckRun('validate', {
      script: await checkWorkerUrl(),
      threads: 2,
      startAt: 1,
      batchSize: 4,
    });
    for (const t of tasks) run.add(t);
    expect([...(await run.settled())]).toEqual(first);
    expect(run.threads).toBe(2);
    for (const t of again) run.add(t);
    const reports = await run.finish();
    expect(run.threads).toBe(0);
    expect(reports).toEqual(expected);
    expect(reports.slice(tasks.length).every((r) => r.warnings > 0)).toBe(true);
  });
});
