/**
 * The watcher under bursts a kernel queue cannot hold: on Linux, @parcel/watcher 2.6.0 skips
 * inotify's overflow event without a word (src/linux/InotifyBackend.cc, lines 120-122), and
 * /proc/sys/fs/inotify/max_queued_events is 16,384 by default. After any burst or watcher error
 * the library's list must still converge to what is on disk, the UI is told it was read again,
 * and a library moved away in the middle of a burst never ends the process.
 */
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StudioService } from '../../shared/node/service/studio-service';
import { nextEvent, startService } from '../helpers/service';
import { skillMd } from '../helpers/temp';

const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);
beforeEach(() => {
  rejections.length = 0;
  process.on('unhandledRejection', onRejection);
});
afterEach(() => {
  process.off('unhandledRejection', onRejection);
});

async function listed(service: StudioService, root: string): Promise<string[]> {
  const [list] = await service.handlers.listSkills({ root });
  return (list?.skills.map((s) => s.rel) ?? []).sort();
}

/** Polls until the list equals `expected`, or `ms` ran out; the last list seen. */
async function converge(service: StudioService, root: string, expected: string[], ms: number) {
  const end = Date.now() + ms;
  let seen = await listed(service, root);
  while (Date.now() < end && JSON.stringify(seen) !== JSON.stringify(expected)) {
    await new Promise((r) => setTimeout(r, 250));
    seen = await listed(service, root);
  }
  return seen;
}

describe('bursts of changes', () => {
  it('10,000 new and 5,000 deleted skill folders: the list converges to the disk, and the UI is told', async () => {
    const start: Record<string, string> = {};
    for (let i = 0; i < 5000; i++) start[`old-${i}/SKILL.md`] = skillMd(`old-${i}`);
    const { service, root } = await startService(start);
    const notice = nextEvent(service, 'notice', (n) => n.id === 'library-read-again', 120_000);
    for (let i = 0; i < 10_000; i++) {
      mkdirSync(join(root, `new-${i}`));
      writeFileSync(join(root, `new-${i}/SKILL.md`), skillMd(`new-${i}`));
    }
    for (let i = 0; i < 5000; i++) rmSync(join(root, `old-${i}`), { recursive: true });
    const onDisk = readdirSync(root).sort();
    expect(onDisk.length).toBe(10_000);
    expect(await converge(service, root, onDisk, 120_000)).toEqual(onDisk);
    expect(await notice).toMatchObject({ params: { library: root }, tone: 'info' });
    // Still watched after it: a skill added later is listed.
    mkdirSync(join(root, 'new-9999/nested'));
    writeFileSync(join(root, 'new-9999/nested/SKILL.md'), skillMd('nested'));
    const later = [...onDisk, 'new-9999/nested'].sort();
    expect(await converge(service, root, later, 20_000)).toEqual(later);
    // Stopped and removed here, in the test's time: unwatching and deleting 10,000 folders on
    // a busy machine can take longer than a clean-up hook may.
    await service.stop();
    rmSync(root, { recursive: true, force: true });
  }, 300_000);

  it('a library moved away in the middle of a burst: nothing unhandled, and it is listed as missing', async () => {
    const { service, root } = await startService({ 'a/SKILL.md': skillMd('a') });
    for (let i = 0; i < 2000; i++) writeFileSync(join(root, `a/f-${i}.md`), 'x');
    renameSync(root, `${root}-moved`);
    const gone = nextEvent(service, 'librariesChanged', (libs) =>
      libs.some((l) => l.root === root && !l.exists),
    );
    await gone;
    await new Promise((r) => setTimeout(r, 500));
    expect(rejections).toEqual([]);
  }, 60_000);
});
