/**
 * A library's first list, read on worker threads (ServiceOptions.threads): the list is
 * exactly the one a service on one thread makes of the same library, whatever is in it
 * (namesakes, nesting, bad YAML, bad bytes, unknown keys, a SKILL.md linked out of the library,
 * a folder linked out, a pipe in SKILL.md's place), and it is still made, whole and the same,
 * when the worker script is missing, when a worker dies holding a batch, and when one takes
 * every batch and never answers.
 */
import { execFileSync } from 'node:child_process';
import { realpathSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SyncRunOptions } from '../../shared/node/check/sync-run';
import { memorySettings } from '../../shared/node/service/settings';
import { StudioService } from '../../shared/node/service/studio-service';
import { checkWorkerUrl, fakeWorkerUrl } from '../helpers/check-worker';
import { skillMd, tempTree } from '../helpers/temp';

let worker: URL;
beforeAll(async () => {
  worker = await checkWorkerUrl();
});

const started: StudioService[] = [];
afterEach(async () => {
  for (const s of started.splice(0)) await s.stop();
});

/** A library of `count` skills with one of every kind of entry a list can hold. */
function library(count = 40): string {
  const files: Record<string, string | Uint8Array> = {};
  for (let i = 0; i < count; i++) files[`skills/s-${i}/SKILL.md`] = skillMd(`s-${i}`);
  Object.assign(files, {
    'a/twin/SKILL.md': skillMd('twin'),
    'b/twin/SKILL.md': skillMd('twin'),
    'c/twin/SKILL.md': skillMd('twin'),
    'outer/SKILL.md': skillMd('outer'),
    'outer/scripts/run.py': 'print(1)\n',
    'outer/inner/SKILL.md': skillMd('inner'),
    'bad-yaml/SKILL.md': '---\nname: bad-yaml\ndescription: a: b\n---\n',
    'unknown-keys/SKILL.md':
      '---\nname: unknown-keys\ndescription: x\nauthor: me\nversion: 1\n---\n',
    'no-frontmatter/SKILL.md': '# just a title\n',
    'bad-bytes/SKILL.md': new Uint8Array([0x2d, 0x2d, 0x2d, 0x0a, 0xff, 0xfe, 0x0a]),
    'wrong-name/SKILL.md': skillMd('not-the-folder'),
    'piped/placeholder.txt': '',
    'linked-file/placeholder.txt': '',
  });
  const root = realpathSync(tempTree(files));
  const outside = realpathSync(
    tempTree({ 's/SKILL.md': skillMd('s'), 'f/SKILL.md': skillMd('f') }),
  );
  symlinkSync(join(outside, 's/SKILL.md'), join(root, 'linked-file/SKILL.md'));
  symlinkSync(join(outside, 'f'), join(root, 'linked-folder'));
  execFileSync('mkfifo', [join(root, 'piped/SKILL.md')]);
  return root;
}

/** The first list of `root` from a service with `threads` (none: this thread alone). */
async function firstList(root: string, threads?: SyncRunOptions) {
  const s = new StudioService({
    settings: memorySettings([root]),
    userData: tempTree(),
    watch: false,
    ...(threads && { threads }),
  });
  started.push(s);
  await s.start();
  const [list] = await s.handlers.listSkills({});
  return { skills: list?.skills ?? [], onThreads: s.readOnThreads(root) };
}

describe('a first list read on worker threads', () => {
  it('is the list one thread makes, every kind of entry included, read on the workers', async () => {
    const root = library();
    const one = await firstList(root);
    // The workers take every batch (this thread does not help): every entry crossed over.
    const threads = await firstList(root, {
      script: worker,
      startAt: 1,
      batchSize: 4,
      helps: false,
    });
    expect(one.skills.length).toBe(40 + 13);
    expect(threads.skills).toEqual(one.skills);
    // All but the folder linked out of the library, which discovery lists as the link itself.
    expect(threads.onThreads).toBe(one.skills.length - 1);
    expect(one.onThreads).toBe(0);
    // The namesakes were checked again with one another once every name was known.
    const twins = threads.skills.filter((s) => s.name === 'twin');
    expect(twins.map((s) => s.checks.spec.codes)).toEqual([
      ['name-duplicate'],
      ['name-duplicate'],
      ['name-duplicate'],
    ]);
    expect(threads.skills.find((s) => s.rel === 'linked-file')?.link).toBeDefined();
    // The pipe in SKILL.md's place was never waited for, on any thread.
    expect(threads.skills.find((s) => s.rel === 'piped')?.checks.spec.codes).toEqual([
      'skill-md-unreadable',
    ]);
  });

  it('is made on this thread, the same, when the worker script is missing', async () => {
    const root = library();
    const one = await firstList(root);
    const missing = new URL('file:///nonexistent/check-worker.mjs');
    const threads = await firstList(root, { script: missing, startAt: 1, helps: false });
    expect(threads.skills).toEqual(one.skills);
    expect(threads.onThreads).toBe(0);
  });

  it('is whole and the same when a worker dies holding a batch', async () => {
    const root = library();
    const one = await firstList(root);
    const dies = fakeWorkerUrl(
      'dies-holding',
      `parentPort.on('message', (m) => {
        if (!m.claim) return;
        Atomics.compareExchange(m.claim, 0, 0, 1);
        process.exit(1);
      });`,
    );
    const threads = await firstList(root, {
      script: dies,
      startAt: 1,
      batchSize: 4,
      helps: false,
      stallMs: 300,
    });
    expect(threads.skills).toEqual(one.skills);
    expect(threads.onThreads).toBe(0);
  });

  it('is whole and the same when a worker takes every batch and never answers', async () => {
    const root = library();
    const one = await firstList(root);
    const hangs = fakeWorkerUrl(
      'takes-all',
      `parentPort.on('message', (m) => { if (m.claim) Atomics.compareExchange(m.claim, 0, 0, 1); });`,
    );
    // Given up on after the stall, not waited for without end: the list comes at all.
    const threads = await firstList(root, {
      script: hangs,
      startAt: 1,
      batchSize: 4,
      helps: false,
      stallMs: 300,
    });
    expect(threads.skills).toEqual(one.skills);
    expect(threads.onThreads).toBe(0);
  });
});
