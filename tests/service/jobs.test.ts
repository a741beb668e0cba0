/**
 * Long calls the page follows and stops (jobs.ts): an import given a job reports files written
 * of all and, stopped (cancelJob when it first reports, so the stop lands while it runs whatever
 * the machine's speed), places nothing and leaves no staging folder; a copy of dropped files
 * stops between files and keeps what it copied; an install stops between targets; a job that
 * is not running is not cancelled,
 * but a cancel that overtakes its call (two requests of the browser host) stops it at its start;
 * a report's failures and optimizer round reach the event, throttled as steps are but never
 * dropping the last step or a new round or phase.
 */
import { createReadStream, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { dispatchCall } from '../../shared/ipc/dispatch';
import { EVENTS, type EventPayload } from '../../shared/ipc/contract';
import { Jobs } from '../../shared/node/service/jobs';
import { startService } from '../helpers/service';
import { skillMd, tempTree } from '../helpers/temp';

/** A library and an archive of `skills` skills of a few files each, packaged by the service. */
async function withArchive(skills: number) {
  const files: Record<string, string> = {};
  for (let i = 0; i < skills; i++) {
    files[`s${i}/SKILL.md`] = skillMd(`s${i}`);
    for (let f = 0; f < 3; f++) files[`s${i}/references/r${f}.md`] = `# ${i}.${f}\n`;
  }
  const source = await startService(files, false);
  const packaged = await source.service.handlers.packageSkills({
    dirs: Object.keys(files)
      .filter((p) => p.endsWith('/SKILL.md'))
      .map((p) => join(source.root, p.split('/')[0] ?? '')),
    format: 'zip',
  });
  const archive = packaged.written?.path ?? '';
  const target = await startService({}, false);
  const upload = await target.service.receiveUpload(
    'bundle.zip',
    createReadStream(archive),
    1 << 30,
  );
  // The archive imported into the target library under `job`.
  const importAs = (job: string, conflict: 'refuse' | 'overwrite' = 'refuse') =>
    target.service.handlers.importArchive({ path: upload, root: target.root, conflict, job });
  return { ...target, upload, importAs };
}

describe('jobs', () => {
  it('an import reports the files it writes, and stopped, places nothing and leaves nothing', async () => {
    const { service, root, importAs } = await withArchive(6);
    const seen: EventPayload<'jobProgress'>[] = [];
    service.events.on('jobProgress', (progress) => {
      seen.push(progress);
      if (progress.job === 'import-1') void service.handlers.cancelJob({ job: 'import-1' });
    });
    const result = await importAs('import-1');
    expect(result.imported).toBe(false);
    expect(result.problems.map((p) => p.id)).toEqual(['package.import.cancelled']);
    expect(seen[0]).toEqual({ job: 'import-1', done: 0, total: 24 });
    expect(seen.at(-1)?.done).toBeLessThan(24);
    // Nothing placed, no staging folder left behind (hidden or not).
    expect(readdirSync(root)).toEqual([]);
    // The same import, not stopped, places every skill and reports every file.
    const again = await importAs('import-2');
    expect(again.imported).toBe(true);
    expect(readdirSync(root).sort()).toEqual(['s0', 's1', 's2', 's3', 's4', 's5']);
    expect(seen.filter((p) => p.job === 'import-2').at(-1)).toEqual({
      job: 'import-2',
      done: 24,
      total: 24,
    });
  });

  it('a copy of dropped files stops between files and keeps what it copied', async () => {
    const { service, root } = await startService({ 'a/SKILL.md': skillMd('a') }, false, {
      copyFromPaths: true,
    });
    const desktop = tempTree({ 'one.txt': '1', 'two.txt': '2', 'three.txt': '3' });
    service.events.on('addProgress', (progress) => {
      if (progress.done === 1) void service.handlers.cancelJob({ job: 'copy' });
    });
    const result = await service.handlers.addFiles({
      dir: join(root, 'a'),
      into: 'assets',
      sources: ['one.txt', 'two.txt', 'three.txt'].map((f) => join(desktop, f)),
      clash: 'refuse',
      job: 'copy',
    });
    expect(result.stopped).toBe(true);
    expect(result.placed.map((p) => p.name)).toEqual(['assets/one.txt']);
    expect(existsSync(join(root, 'a/assets/one.txt'))).toBe(true);
    expect(existsSync(join(root, 'a/assets/two.txt'))).toBe(false);
  });

  it('a cancel that comes before its call stops the call at its start, and only that call', async () => {
    const { service, root, importAs } = await withArchive(2);
    expect(await service.handlers.cancelJob({ job: 'early' })).toEqual({ cancelled: false });
    const stopped = await importAs('early');
    expect(stopped.problems.map((p) => p.id)).toEqual(['package.import.cancelled']);
    expect(readdirSync(root)).toEqual([]);
    // Used once: the same name again runs to its end.
    const again = await importAs('early');
    expect(again.imported).toBe(true);
    expect(readdirSync(root).sort()).toEqual(['s0', 's1']);
  });

  it('keeps only the latest early cancels', async () => {
    const { service, importAs } = await withArchive(1);
    for (let i = 0; i <= 64; i++) await service.handlers.cancelJob({ job: `j${i}` });
    // j0 was the oldest of 65: forgotten, so its import runs.
    const first = await importAs('j0');
    expect(first.imported).toBe(true);
    // j64, the newest, is still kept.
    const last = await importAs('j64', 'overwrite');
    expect(last.problems.map((p) => p.id)).toEqual(['package.import.cancelled']);
  });

  it('an install given a job reports targets and, stopped, writes none it had not reached', async () => {
    const { service, root, home } = await startService({
      'a/SKILL.md': skillMd('a'),
      'b/SKILL.md': skillMd('b'),
    });
    service.events.on('jobProgress', (progress) => {
      if (progress.job === 'install') void service.handlers.cancelJob({ job: 'install' });
    });
    const outcomes = await service.handlers.installSkills({
      dirs: [join(root, 'a'), join(root, 'b')],
      agents: ['claude-code'],
      scope: 'personal',
      mode: 'copy',
      conflict: 'refuse',
      job: 'install',
    });
    expect(outcomes.map((o) => [o.name, o.status, o.failure?.kind])).toEqual([
      ['a', 'failed', 'stopped'],
      ['b', 'failed', 'stopped'],
    ]);
    expect(existsSync(join(home, '.claude/skills'))).toBe(false);
    expect(await service.handlers.listInstalls({})).toEqual([]);
  });

  it('cancels no job that is not running, and checks what it is given', async () => {
    const { service } = await startService({}, false);
    expect(await service.handlers.cancelJob({ job: 'nothing' })).toEqual({ cancelled: false });
    expect(await dispatchCall(service.handlers, 'cancelJob', { job: '' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' },
    });
  });

  it('passes failures and the round on, throttled, never dropping a new stage or the last step', async () => {
    const seen: EventPayload<'jobProgress'>[] = [];
    const jobs = new Jobs((p) => seen.push(p));
    await jobs.run('opt', ({ progress }) => {
      const run = (n: number) => ({ n, of: 2, phase: 'run' as const });
      progress(0, 4, { failed: 0, round: run(0) });
      progress(1, 4, { failed: 1, round: run(0) }); // within the interval: dropped
      progress(4, 4, { failed: 1, round: run(0) }); // the last step: sent
      progress(0, 1, { round: { n: 1, of: 2, phase: 'improve' } }); // a new phase: sent
      progress(0, 4, { failed: 0, round: run(1) }); // a new round: sent
      progress(2, 4, { failed: 0, round: run(1) }); // dropped
      progress(3, 4); // no detail: none in the event
      return Promise.resolve();
    });
    expect(seen).toEqual([
      { job: 'opt', done: 0, total: 4, failed: 0, round: { n: 0, of: 2, phase: 'run' } },
      { job: 'opt', done: 4, total: 4, failed: 1, round: { n: 0, of: 2, phase: 'run' } },
      { job: 'opt', done: 0, total: 1, round: { n: 1, of: 2, phase: 'improve' } },
      { job: 'opt', done: 0, total: 4, failed: 0, round: { n: 1, of: 2, phase: 'run' } },
      { job: 'opt', done: 3, total: 4 },
    ]);
    for (const p of seen) expect(EVENTS.jobProgress.parse(p)).toEqual(p);
    expect(
      EVENTS.jobProgress.safeParse({ ...seen[0], round: { n: 0, of: 0, phase: 'run' } }).success,
    ).toBe(false);
  });

  it('sends a report held back by the interval at its end, when the work then waits', async () => {
    vi.useFakeTimers();
    try {
      const seen: EventPayload<'jobProgress'>[] = [];
      const jobs = new Jobs((p) => seen.push(p));
      let release: () => void = () => undefined;
      const running = jobs.run('wait', async ({ progress }) => {
        progress(0, 4);
        progress(1, 4); // within the interval: held
        progress(2, 4, { failed: 1 }); // replaces it
        // Then the work waits (requests that hang): the page must still learn of the 2.
        await new Promise<void>((resolve) => (release = resolve));
      });
      expect(seen.map((p) => p.done)).toEqual([0]);
      await vi.advanceTimersByTimeAsync(100);
      expect(seen).toEqual([
        { job: 'wait', done: 0, total: 4 },
        { job: 'wait', done: 2, total: 4, failed: 1 },
      ]);
      release();
      await running;
      await vi.advanceTimersByTimeAsync(1000);
      expect(seen).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
