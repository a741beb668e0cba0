/**
 * The list is never left behind by a change made on disk while the studio starts: a skill
 * copied in while the list is being read, its report arriving before the list does, or made
 * before the page's event stream is open, shows in the list all the same.
 */
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
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
