/**
 * validate --all of a large library on a machine with more cores than this one (issue 18):
 * the walking thread, check threads beside it, and this thread leaving them the batches until
 * the walk is over. The cores are what `availableParallelism` says, so it says eight here.
 */
import { describe, expect, it, vi } from 'vitest';
import { defaultThreads } from '../../../shared/node/check/check-pool';
import { checkWorkerUrl, fakeWorkerUrl } from '../../helpers/check-worker';
import { cliWith } from '../../helpers/cli';
import { largeLibrary } from '../../helpers/libraries';

vi.mock('node:os', async (importOriginal) => {
  const os = await importOriginal<typeof import('node:os')>();
  return { ...os, availableParallelism: () => 8 };
});

const validateAll = (root: string, checkWorker?: URL, json = false) =>
  cliWith(checkWorker, root, 'validate', '--all', '.', ...(json ? ['--json'] : []));

describe('validate --all with eight cores', () => {
  it('walks on one thread and checks on three more, printing the same bytes', async () => {
    expect(defaultThreads()).toBe(4);
    const root = largeLibrary();
    const worker = await checkWorkerUrl();
    for (const json of [false, true]) {
      const here = await validateAll(root, undefined, json);
      expect(here.out).toMatch(json ? /"shared-name"/ : /Checked 1400 skills: /);
      expect(await validateAll(root, worker, json)).toEqual(here);
    }
    // The check threads do check: one whose reports say something else shows in the output.
    // Whether a check thread gets a batch before this thread takes them all depends on how
    // fast it boots, so the walking thread holds its last message until a check thread has
    // answered (told across threads on a BroadcastChannel), or 5 s have passed.
    const canary = fakeWorkerUrl(
      'check-canary',
      `const post = parentPort.postMessage.bind(parentPort);
       const channel = new BroadcastChannel('check-canary');
       let answered = false;
       let held;
       channel.onmessage = () => {
         answered = true;
         held?.();
       };
       parentPort.postMessage = (reply, transfer) => {
         if (reply.results) {
           for (const r of reply.results) r.out = 'CANARY\\n';
           post(reply, transfer);
           channel.postMessage('answered');
         } else if (reply.found && !answered) {
           const timer = setTimeout(() => held(), 5000);
           held = () => {
             clearTimeout(timer);
             held = undefined;
             post(reply, transfer);
           };
         } else post(reply, transfer);
       };
       await import(${JSON.stringify(worker.href)});`,
    );
    expect((await validateAll(root, canary)).out).toContain('CANARY');
  }, 60_000);
});
