/**
 * While a page opens (a host served its document, the page has not said its lists are shown),
 * the service's background work waits, so the page's script and first lists do not share the
 * cores with the full check of a large library; once the page says it has shown them
 * (pageShown) the check goes on, and a page that never says so holds it back a few seconds at
 * most, and a page served again and again holds it once in a while only. Calls are answered
 * all the while.
 */
import { realpathSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Foreground, PAGE_EVERY_MS, PAGE_HOLD_MS } from '../../shared/node/service/foreground';
import { memorySettings } from '../../shared/node/service/settings';
import { StudioService } from '../../shared/node/service/studio-service';
import { tempTree } from '../helpers/temp';

const COUNT = 600;

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
    service.pageOpening();
    // Left alone for longer than the check needs slices to begin: not one skill checked (the
    // page's calls are answered meanwhile: this one is).
    await sleep(300);
    const [held] = await service.handlers.listSkills({});
    expect(held?.skills).toHaveLength(COUNT);
    expect(held?.skills.filter((s) => s.depth === 'full')).toHaveLength(0);

    expect(await service.handlers.pageShown({})).toEqual({});
    await service.whenChecked();
    const [done] = await service.handlers.listSkills({});
    expect(done?.skills.every((s) => s.depth === 'full')).toBe(true);
    await service.stop();
  });

  it('counts as busy from the document until pageShown, or for the hold at most, once in a while', async () => {
    expect(PAGE_HOLD_MS).toBeGreaterThanOrEqual(1000);
    expect(PAGE_HOLD_MS).toBeLessThanOrEqual(5000);
    expect(PAGE_EVERY_MS).toBeGreaterThan(PAGE_HOLD_MS);
    const foreground = new Foreground(1000, 0);
    expect([foreground.busy(), foreground.opening()]).toEqual([false, false]);
    foreground.pageOpening();
    expect([foreground.busy(), foreground.opening()]).toEqual([true, true]);
    foreground.pageShown();
    expect([foreground.busy(), foreground.opening()]).toEqual([false, false]);
    // A page that never says so: the hold ends on its own.
    foreground.pageOpening();
    await sleep(20);
    expect(foreground.opening()).toBe(true);
    await expect.poll(() => foreground.opening(), { interval: 20, timeout: 3000 }).toBe(false);
    expect(foreground.busy()).toBe(false);

    // A page served again and again holds the work back once per PAGE_EVERY_MS, not for good.
    const often = new Foreground(1000, 60_000);
    often.pageOpening();
    often.pageShown();
    often.pageOpening();
    expect(often.opening()).toBe(false);
  });
});
