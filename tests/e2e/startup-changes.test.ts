/**
 * The list is never left behind by a change made on disk while the studio starts: a skill
 * copied in while the list is being read, its report arriving before the list does, or made
 * before the page's event stream is open, shows in the list all the same. A large library's
 * first skills are shown first, marked as listing, and the rest keeps what changed meanwhile.
 */
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { skillMd } from '../helpers/temp';
import { e2eSkipReason, openStudio, repoRoot, skills } from './harness';

const names = (page: Page) => skills(page).allInnerTexts();
function copyIn(root: string): void {
  cpSync(join(repoRoot, 'skills/broken-example'), join(root, 'broken-example'), {
    recursive: true,
  });
}

describe.skipIf(e2eSkipReason !== undefined)(
  `changes while the studio starts${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    it('a skill copied in while the list is read, reported before the list arrives, is listed', async () => {
      let reported: () => void = () => undefined;
      const heard = new Promise<void>((resolve) => (reported = resolve));
      const { page } = await openStudio({
        files: {},
        beforeLoad: async (page, root) => {
          page.on('websocket', (ws) =>
            ws.on('framereceived', ({ payload }) => {
              if (String(payload).includes('broken-example')) reported();
            }),
          );
          let first = true;
          await page.route('**/api/call/listSkills', async (route: Route) => {
            if (!first) return route.continue();
            first = false;
            // Read before the skill is there; handed to the page only after its report.
            const response = await route.fetch();
            copyIn(root);
            await heard;
            await route.fulfill({ response });
          });
        },
      });
      await expect
        .poll(() => names(page), { timeout: 10_000 })
        .toContainEqual(expect.stringContaining('Broken_Example'));
    });

    it('a skill copied in before the event stream is open is listed', async () => {
      let answered: () => void = () => undefined;
      const listed = new Promise<void>((resolve) => (answered = resolve));
      const { page, root, service } = await openStudio({
        files: {},
        beforeLoad: async (page) => {
          page.on('response', (response) => {
            if (response.url().endsWith('/api/call/listSkills')) answered();
          });
          await page.addInitScript(holdEventStreams);
        },
      });
      // The page reads its list at once if it does not wait for its stream (give it 1.5 s).
      await Promise.race([listed, page.waitForTimeout(1500)]);
      copyIn(root);
      // The service has it, and told no page: none was listening yet.
      await expect
        .poll(async () => (await service.handlers.listSkills({}))[0]?.skills.map((s) => s.rel))
        .toEqual(['broken-example']);
      await page.evaluate(() => (window as unknown as Held).releaseEventStreams());
      await expect
        .poll(() => names(page), { timeout: 10_000 })
        .toContainEqual(expect.stringContaining('Broken_Example'));
    });
    it("shows a large library's first skills, marked as listing, then all with what changed meanwhile", async () => {
      // More skills than the page reads first (FIRST_ROWS, 300).
      const files: Record<string, string> = {};
      for (let i = 0; i < 320; i++) {
        const name = `s${String(i).padStart(3, '0')}`;
        files[`${name}/SKILL.md`] = skillMd(name);
      }
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let reported: () => void = () => undefined;
      const heard = new Promise<void>((resolve) => (reported = resolve));
      const { page } = await openStudio({
        files,
        beforeLoad: async (page, root) => {
          page.on('websocket', (ws) =>
            ws.on('framereceived', ({ payload }) => {
              if (String(payload).includes('a-new')) reported();
            }),
          );
          await page.route('**/api/call/listSkills', async (route: Route) => {
            if (String(route.request().postData()).includes('limit')) return route.continue();
            // The rest, read before the library changes, handed over after the change's report.
            const response = await route.fetch();
            await gate;
            mkdirSync(join(root, 'a-new'));
            writeFileSync(join(root, 'a-new/SKILL.md'), skillMd('a-new'));
            rmSync(join(root, 's000'), { recursive: true });
            await heard;
            await route.fulfill({ response });
          });
        },
      });
      const library = page.locator('.library-roots li');
      await expect.poll(() => library.innerText()).toContain('320 skills');
      await expect.poll(() => library.innerText()).toContain('listing…');
      expect(await page.locator('.library-listing').getAttribute('title')).toBe(
        'The first skills are shown; the rest of the list is on its way.',
      );
      expect((await names(page))[0]).toContain('s000');
      release();
      await expect
        .poll(() => page.locator('.library-listing').count(), { timeout: 10_000 })
        .toBe(0);
      // The removal is reported on its own, maybe a watcher settle after the addition.
      await expect.poll(() => library.innerText(), { timeout: 10_000 }).toContain('320 skills');
      await expect.poll(async () => (await names(page))[0]).toContain('a-new');
      expect((await names(page)).some((n) => n.includes('s000'))).toBe(false);
    });
  },
);

interface Held {
  releaseEventStreams(): void;
}

/** In the page: WebSockets made before releaseEventStreams() connect only then. */
function holdEventStreams(): void {
  const Real = window.WebSocket;
  const held: (() => void)[] = [];
  let released = false;
  (window as unknown as Held).releaseEventStreams = () => {
    released = true;
    for (const connect of held.splice(0)) connect();
  };
  class HeldSocket {
    onopen: ((event: Event) => void) | null = null;
    onmessage: ((event: MessageEvent) => void) | null = null;
    onclose: ((event: CloseEvent) => void) | null = null;
    constructor(url: string) {
      const connect = () => {
        const real = new Real(url);
        real.onopen = (event) => this.onopen?.(event);
        real.onmessage = (event) => this.onmessage?.(event);
        real.onclose = (event) => this.onclose?.(event);
      };
      if (released) connect();
      else held.push(connect);
    }
  }
  window.WebSocket = HeldSocket as unknown as typeof WebSocket;
}
