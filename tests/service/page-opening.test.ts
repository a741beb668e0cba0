/**
 * While a page opens (a host served its document, the page has not said its lists are shown),
 * the service's background work waits, so the page's script and first lists do not share the
 * cores with the full check of a large library; once the page says it has shown them
 * (pageShown) the check goes on, and a page that never says so holds it back a few seconds at
 * most, and a page served again and again holds it once in a while only. Calls are answered
 * all the while.
 */
import { realpathSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Foreground, PAGE_EVERY_MS, PAGE_HOLD_MS } from '../../shared/node/service/foreground';
import { memorySettings } from '../../shared/node/service/settings';
import { StudioService } from '../../shared/node/service/studio-service';
import { tempTree } from '../helpers/temp';

const COUNT = 600;

afterEach(() => {
  vi.restoreAllMocks();
});

function library(): string {
  const files: Record<string, string> = {};
  for (let i = 0; i < COUNT; i++)
    files[`s${i}/SKILL.md`] =
      `---\nname: s${i}\ndescription: Turns the notes of meeting ${i} into a list of actions. Use when asked for actions.\n---\nSee [the notes](references/notes-${i}.md).\n`;
  return realpathSync(tempTree(files));
}

describe('a page opening', () => {
  it('holds the background check back until the page says its lists are shown', async () => {
    const root = library();
    const service = new StudioService({
      settings: memorySettings([root]),
      userData: join(tempTree(), 'user-data'),
      watch: false,
    });
    await service.start();
    // The service's clock is the test's until the page is shown: however slow the machine,
    // the hold lasts until the test moves the clock.
    const start = performance.now();
    const clock = vi.spyOn(performance, 'now').mockReturnValue(start);
    service.pageOpening();
    // The check's slices look whether a page is opening or a call is answered, and wait.
    const foreground = Reflect.get(service, 'foreground') as Foreground;
    const spies = [vi.spyOn(foreground, 'opening'), vi.spyOn(foreground, 'busy')];
    const looks = () => spies.reduce((n, spy) => n + spy.mock.calls.length, 0);
    await expect.poll(looks).toBeGreaterThan(0);
    // Past the longest wait for calls (a slice then runs anyway), still inside the hold: a few
    // more looks (or, were the hold ignored, skills checked), and not one skill checked (the
    // page's calls are answered: this one is).
    clock.mockReturnValue(start + PAGE_HOLD_MS - 1);
    const before = looks();
    const checked = async () => {
      const [list] = await service.handlers.listSkills({});
      expect(list?.skills).toHaveLength(COUNT);
      return list?.skills.filter((s) => s.depth === 'full').length;
    };
    await expect.poll(async () => looks() > before + 2 || (await checked()) !== 0).toBe(true);
    expect(await checked()).toBe(0);

    clock.mockRestore();
    expect(await service.handlers.pageShown({})).toEqual({});
    await service.whenChecked();
    const [done] = await service.handlers.listSkills({});
    expect(done?.skills.every((s) => s.depth === 'full')).toBe(true);
    await service.stop();
  });

  it('counts as busy from the document until pageShown, or for the hold at most, once in a while', () => {
    expect(PAGE_HOLD_MS).toBeGreaterThanOrEqual(1000);
    expect(PAGE_HOLD_MS).toBeLessThanOrEqual(5000);
    expect(PAGE_EVERY_MS).toBeGreaterThan(PAGE_HOLD_MS);
    // The test's clock: the hold's end is where the test puts it, not where a machine gets.
    let now = 1_000_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const foreground = new Foreground(1000, 0);
    expect([foreground.busy(), foreground.opening()]).toEqual([false, false]);
    foreground.pageOpening();
    expect([foreground.busy(), foreground.opening()]).toEqual([true, true]);
    foreground.pageShown();
    expect([foreground.busy(), foreground.opening()]).toEqual([false, false]);
    // A page that never says so: the hold ends on its own.
    foreground.pageOpening();
    now += 999;
    expect([foreground.busy(), foreground.opening()]).toEqual([true, true]);
    now += 1;
    expect([foreground.busy(), foreground.opening()]).toEqual([false, false]);

    // A page served again and again holds the work back once per PAGE_EVERY_MS, not for good.
    const often = new Foreground(1000, 60_000);
    often.pageOpening();
    often.pageShown();
    often.pageOpening();
    expect(often.opening()).toBe(false);
  });
});
