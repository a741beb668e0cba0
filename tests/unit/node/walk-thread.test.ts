/**
 * validate --all's walk on a worker thread (walk-thread.ts, issue 18): the skills it sends,
 * and the discovery it ends with, are what a walk here finds and reads; a thread that dies
 * or sends nonsense midway leaves the caller to walk here; and the whole command's output is
 * the same bytes whichever thread walked, or when the walking thread fails.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { taskFor, withRead } from '../../../shared/node/check/validate-task';
import {
  walkAndRead,
  walkSmall,
  WalkThread,
  type WalkedSkill,
  type WalkReply,
} from '../../../shared/node/check/walk-thread';
import { discoverSkills, discoverSteps, type DiscoveredSkill } from '../../../shared/node/discover';
import { fenceOf } from '../../../shared/node/link-fence';
import { checkWorkerUrl, fakeWorkerUrl } from '../../helpers/check-worker';
import { cliWith } from '../../helpers/cli';
import { generatedLibrary, largeLibrary } from '../../helpers/libraries';
import { tempTree } from '../../helpers/temp';

// The discovery here, and the skills in the order the walk leaves them (a nested skill before
// the one around it), the order they are sent in.
function walkHere(root: string) {
  const left: DiscoveredSkill[] = [];
  const found = discoverSkills(root, undefined, undefined, {
    files: true,
    fence: fenceOf([root]),
    onSkill: (s) => left.push(s),
  });
  return { found, left };
}

describe('walkAndRead (the walking thread)', () => {
  it("sends every skill in the walk's order, read and listed as here, its bytes handed over", () => {
    // A seed whose 80 skills have nested ones (2% of the generator's skills are).
    const root = generatedLibrary(80, 6);
    const fence = fenceOf([root]);
    const replies: WalkReply[] = [];
    let transferred = 0;
    walkAndRead({ walk: { root, fence } }, (reply, transfer) => {
      // As postMessage passes it: a copy, the buffers moved (detached here).
      replies.push(structuredClone(reply, { transfer }));
      transferred += transfer.length;
      expect(transfer.every((b) => b.byteLength === 0)).toBe(true);
    });
    const sent: WalkedSkill[] = replies.flatMap((r) => ('walked' in r ? r.walked : []));
    const { found: here, left } = walkHere(root);
    expect(sent.map((w) => w.skill)).toEqual(left);
    expect(left.some((s) => s.parent !== undefined)).toBe(true);
    for (const [i, skill] of left.entries()) {
      const task = withRead(taskFor(skill, 'spec', false, fence));
      expect(sent[i]?.read, skill.rel).toEqual(task.read);
      expect(sent[i]?.files, skill.rel).toEqual(task.files);
    }
    expect(transferred).toBe(sent.filter((w) => w.read).length);
    expect(transferred).toBeGreaterThan(60);
    // Then the discovery, each skill already sent given as its place in the order sent.
    const last = replies.at(-1);
    if (!last || !('found' in last)) throw new Error('no discovery at the end');
    expect(last.found.skills.map((s) => (typeof s === 'number' ? sent[s]?.skill : s))).toEqual(
      here.skills,
    );
    expect(last.found.skipped).toEqual(here.skipped);
  });
});

describe('WalkThread', () => {
  it('gives the same skills and discovery as a walk here', async () => {
    const root = generatedLibrary(120, 7);
    const thread = WalkThread.start(await checkWorkerUrl());
    if (!thread) throw new Error('no thread');
    const given: WalkedSkill[] = [];
    const found = await thread.walk(root, fenceOf([root]), (w) => given.push(w));
    thread.stop();
    const { found: here, left } = walkHere(root);
    expect(found).toEqual(here);
    expect(given.map((w) => w.skill)).toEqual(left);
    // The skills given are the discovery's own objects: a caller keys its tasks by them.
    expect(found?.skills.filter((s) => given.some((w) => w.skill === s))).toHaveLength(
      given.length,
    );
  });

  it('walks one root after another until stopped', async () => {
    const roots = [generatedLibrary(40, 7), generatedLibrary(30, 8), generatedLibrary(20, 9)];
    const fence = fenceOf(roots);
    const thread = WalkThread.start(await checkWorkerUrl());
    if (!thread) throw new Error('no thread');
    for (const root of roots) {
      const given: WalkedSkill[] = [];
      const found = await thread.walk(root, fence, (w) => given.push(w));
      expect(thread.alive).toBe(true);
      const here = discoverSkills(root, undefined, undefined, { files: true, fence });
      expect(found).toEqual(here);
      expect(given).toHaveLength(here.skills.length);
    }
    thread.stop();
    expect(thread.alive).toBe(false);
    expect(await thread.walk(roots[0] ?? '', fence, () => undefined)).toBeUndefined();
  });

  it('resolves undefined when the thread dies midway, sends nonsense, or cannot start', async () => {
    const root = generatedLibrary(10, 7);
    const dying = fakeWorkerUrl(
      'walk-dying',
      `parentPort.on('message', () => { parentPort.postMessage({ walked: [] }); setTimeout(() => process.exit(3), 5); });`,
    );
    const lying = fakeWorkerUrl(
      'walk-lying',
      `parentPort.on('message', () => parentPort.postMessage({ found: { root: '/', skills: [4], skipped: [], temps: [] } }));`,
    );
    const throwing = fakeWorkerUrl('walk-throwing', `throw new Error('cannot start');`);
    for (const script of [dying, lying, throwing]) {
      const thread = WalkThread.start(script);
      if (!thread) throw new Error('no thread');
      expect(await thread.walk(root, fenceOf([root]), () => undefined), script.href).toBe(
        undefined,
      );
      expect(thread.alive).toBe(false);
    }
    expect(WalkThread.start(new URL('file:///nonexistent/check-worker.mjs'))).toBeUndefined();
  });
});

describe('walkSmall', () => {
  it('walks a library here when it has at most so many folders, else leaves it', () => {
    const root = generatedLibrary(30, 7);
    const here = walkHere(root).found;
    // Counted the way the walk reads them: one step per folder.
    const steps = discoverSteps(root, undefined, undefined, { files: true });
    let folders = 0;
    while (steps.next().done !== true) folders++;
    expect(folders).toBeGreaterThan(30);
    expect(walkSmall(root, fenceOf([root]), folders)).toEqual(here);
    expect(walkSmall(root, fenceOf([root]), folders - 1)).toBeUndefined();
  });
});

describe('validate --all of a large library', () => {
  const validateAll = (root: string, checkWorker?: URL, json = false) =>
    cliWith(checkWorker, root, 'validate', '--all', '.', ...(json ? ['--json'] : []));

  it('prints the same bytes walked on a thread, here, or when the thread dies midway', async () => {
    const root = largeLibrary();
    const here = await validateAll(root);
    expect(here.out).toMatch(/Checked 1400 skills: /);
    expect(here.err).toContain('shared-name');
    const worker = await checkWorkerUrl();
    expect(await validateAll(root, worker)).toEqual(here);
    expect(await validateAll(root, worker, true)).toEqual(await validateAll(root, undefined, true));
    // The real walking thread, which dies after its second batch: the walk is made here again.
    const dying = fakeWorkerUrl(
      'walk-dies-midway',
      `let sent = 0;
       const post = parentPort.postMessage.bind(parentPort);
       parentPort.postMessage = (reply, transfer) => {
         if (sent++ === 2) process.exit(3);
         post(reply, transfer);
       };
       await import(${JSON.stringify(worker.href)});`,
    );
    expect(await validateAll(root, dying)).toEqual(here);
  }, 60_000);

  it('prints the same bytes for several roots, each walked on the one thread or here', async () => {
    // Large, small, large: the first walked on the thread after a walk here up to a small
    // library's size, the later ones on the thread from the start; or all here.
    const [a, b, c] = [largeLibrary(), generatedLibrary(40, 7), largeLibrary()];
    const worker = await checkWorkerUrl();
    for (const roots of [
      [a, b, c],
      [b, a],
      [b, c, b],
    ]) {
      const run = (w?: URL, json = false) =>
        cliWith(w, '/', 'validate', '--all', ...roots, ...(json ? ['--json'] : []));
      const here = await run();
      expect(here.out).toMatch(/Checked \d+ skills: /);
      expect(await run(worker)).toEqual(here);
      expect(await run(worker, true)).toEqual(await run(undefined, true));
    }
  }, 120_000);

  it('starts one walking thread for every root', async () => {
    // The real walking thread, writing a mark to a file each time one starts.
    const worker = await checkWorkerUrl();
    const marks = join(tempTree(), 'starts');
    const counting = fakeWorkerUrl(
      'walk-counting',
      `import { appendFileSync } from 'node:fs';
       appendFileSync(${JSON.stringify(marks)}, 'x');
       await import(${JSON.stringify(worker.href)});`,
    );
    const run = await cliWith(counting, '/', 'validate', '--all', largeLibrary(), largeLibrary());
    expect(run.out).toMatch(/Checked 2800 skills: /);
    expect(readFileSync(marks, 'utf8')).toBe('x');
  }, 60_000);

  it('is walked on the thread, a small one here', async () => {
    // The real walking thread, but every SKILL.md it sends says something else (its name kept:
    // a namesake is checked again from the disk, and so is a twin description, so each canary's
    // is its own): a check of its reads prints what it says.
    const worker = await checkWorkerUrl();
    const canary = fakeWorkerUrl(
      'walk-canary',
      `const post = parentPort.postMessage.bind(parentPort);
       parentPort.postMessage = (reply) => {
         for (const w of reply.walked ?? []) {
           const name = w.skill.dir.split('/').pop();
           const text = '---\\nname: ' + name + '\\ndescription: canary of ' + name + '\\n---\\n';
           if (w.read) w.read = { ...w.read, bytes: new TextEncoder().encode(text), ascii: true };
         }
         post(reply);
       };
       await import(${JSON.stringify(worker.href)});`,
    );
    const root = largeLibrary();
    const walked = await validateAll(root, canary);
    // A third of the skills mention a missing file; the canary's texts mention none (only the
    // namesakes, checked again from the disk, still do).
    const missing = (text: string) => text.split('references/missing.md').length - 1;
    expect(missing((await validateAll(root)).err)).toBeGreaterThan(400);
    expect(missing(walked.err)).toBeLessThan(30);
    const small = tempTree({
      'a/SKILL.md':
        '---\nname: a\ndescription: Use when asked.\n---\nSee [x](references/missing.md).\n',
    });
    expect(await validateAll(small, canary)).toEqual(await validateAll(small));
  }, 60_000);
});
