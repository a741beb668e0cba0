/**
 * After a UI language switch the other language's Monaco lets go of its YAML worker at once
 * (the frontmatter help's monaco-yaml is disposed, which terminates it), and gets a working
 * one again when the user switches back. Before, the old Monaco's worker stayed alive (until
 * monaco-yaml's two-minute idle stop) beside the new one's. The workers are counted by a wrap
 * of the page's Worker set before the first editor loads, so each `new Worker` and each
 * `terminate()` Monaco makes is seen.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSkipReason, openStudio, skills } from './harness';
import { lines } from './editor-lines';

type Seen = { name: string; terminated: boolean }[];

/** From now on, every worker the page makes is listed on window.workersSeen. */
const countWorkers = (page: Page) =>
  page.evaluate(() => {
    const seen: Seen = [];
    (window as { workersSeen?: Seen }).workersSeen = seen;
    const Original = window.Worker;
    window.Worker = class extends Original {
      private readonly entry: Seen[number];
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        this.entry = { name: options?.name ?? '', terminated: false };
        seen.push(this.entry);
      }
      override terminate() {
        this.entry.terminated = true;
        super.terminate();
      }
    };
  });

/** The YAML workers made so far, each as whether it is still running. */
const yamlWorkers = (page: Page) =>
  page.evaluate(() =>
    ((window as { workersSeen?: Seen }).workersSeen ?? [])
      .filter((w) => w.name === 'yaml')
      .map((w) => (w.terminated ? 'terminated' : 'running')),
  );

const roleDescription = (page: Page) =>
  page
    .locator('.monaco-editor [aria-roledescription]')
    .first()
    .getAttribute('aria-roledescription');

const SWAP = { timeout: 20_000 };

/** Hovers the frontmatter's `name` key until its help (from the YAML worker) shows `words`. */
async function helpSays(page: Page, words: string): Promise<void> {
  await lines(page).filter({ hasText: '# CSV report' }).click();
  await page.locator('.view-line span', { hasText: /^name$/ }).hover();
  await page.locator('.monaco-hover').filter({ hasText: words }).first().waitFor();
  await page.mouse.move(0, 0);
}

describe.skipIf(e2eSkipReason !== undefined)(
  `Monaco after a language switch${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    it("terminates the other language's YAML worker, and starts one again on the way back", async () => {
      const { page, problems } = await openStudio();
      await countWorkers(page);
      await skills(page).filter({ hasText: 'csv-report' }).click();
      await lines(page).filter({ hasText: 'name: csv-report' }).waitFor();
      await helpSays(page, "The skill's short ID");
      expect(await yamlWorkers(page)).toEqual(['running']);

      await page.getByLabel('Language', { exact: true }).selectOption('zh');
      await expect.poll(() => roleDescription(page), SWAP).toBe('编辑器');
      await expect.poll(() => yamlWorkers(page)).toEqual(['terminated']);
      await helpSays(page, '技能的简短标识');
      expect(await yamlWorkers(page)).toEqual(['terminated', 'running']);

      // Back to English: its Monaco's help works again, with a worker of its own.
      await page.getByLabel('语言', { exact: true }).selectOption('en');
      await expect.poll(() => roleDescription(page), SWAP).toBe('editor');
      await expect.poll(() => yamlWorkers(page)).toEqual(['terminated', 'terminated']);
      await helpSays(page, "The skill's short ID");
      expect(await yamlWorkers(page)).toEqual(['terminated', 'terminated', 'running']);
      expect(problems).toEqual([]);
    });
  },
);
