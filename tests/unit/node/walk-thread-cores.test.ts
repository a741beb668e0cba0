/**
 * validate --all of a large library on a machine with more cores than this one (issue 18):
 * the walking thread, check threads beside it, and this thread leaving them the batches until
 * the walk is over. The cores are what `availableParallelism` says, so it says eight here.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { defaultThreads } from '../../../shared/node/check/check-pool';
import { runCli } from '../../../shared/node/cli/main';
import { checkWorkerUrl, fakeWorkerUrl } from '../../helpers/check-worker';
import { tempTree } from '../../helpers/temp';

vi.mock('node:os', async (importOriginal) => {
  const os = await importOriginal<typeof import('node:os')>();
  return { ...os, availableParallelism: () => 8 };
});

// More folders than a small library has (SMALL_LIBRARY_FOLDERS): each skill in two, a third of
// them invalid, some with namesakes in other groups.
function large(): string {
  const root = tempTree();
  for (let i = 0; i < 1400; i++) {
    const dir = join(root, `group-${i % 7}`, `s${i}`);
    mkdirSync(join(dir, 'references'), { recursive: true });
    const name = i % 50 === 0 ? 'shared-name' : `s${i}`;
    const body =
      i % 3 === 0 ? 'See [the guide](references/missing.md).' : 'Use when asked to test.';
    writeFileSync(join(dir, 'SKILL.md'), `---\nname: ${name}\ndescription: x${i}\n---\n${body}\n`);
    writeFileSync(join(dir, 'references', 'a.md'), 'a');
  }
  return root;
}

async function validateAll(root: string, checkWorker?: URL, json = false) {
  let out = '';
  let err = '';
  const rc = await runCli(['validate', '--all', '.', ...(json ? ['--json'] : [])], {
    cwd: root,
    stdout: (text) => (out += text),
    stderr: (text) => (err += text),
    ...(checkWorker && { checkWorker }),
  });
  return { rc, out, err };
}

describe('validate --all with eight cores', () => {
  it('walks on one thread and checks on three more, printing the same bytes', async () => {
    expect(defaultThreads()).toBe(4);
    const root = large();
    const worker = await checkWorkerUrl();
    for (const json of [false, true]) {
      const here = await validateAll(root, undefined, json);
      expect(here.out).toMatch(json ? /"shared-name"/ : /Checked 1400 skills: /);
      expect(await validateAll(root, worker, json)).toEqual(here);
    }
    // The check threads do check: one whose reports say something else shows in the output.
    const canary = fakeWorkerUrl(
      'check-canary',
      `const post = parentPort.postMessage.bind(parentPort);
       parentPort.postMessage = (reply, transfer) => {
         for (const r of reply.results ?? []) r.out = 'CANARY\\n';
         post(reply, transfer);
       };
       await import(${JSON.stringify(worker.href)});`,
    );
    expect((await validateAll(root, canary)).out).toContain('CANARY');
  }, 60_000);
});
