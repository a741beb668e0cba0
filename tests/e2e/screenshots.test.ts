/**
 * Screenshots of the main screens, taken from the real UI: saved under test-results/ on every
 * run (CI keeps them as artifacts), and copied to tests/e2e/screenshots/ (linked from the
 * README and docs/user-guide.md) when SCREENSHOTS=update. Each screen must render without a
 * console error.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSkipReason, openStudio, repoRoot, skills } from './harness';

const artifacts = join(repoRoot, 'test-results', 'screenshots');
const committed = join(repoRoot, 'tests', 'e2e', 'screenshots');

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(artifacts, { recursive: true });
  const path = join(artifacts, `${name}.png`);
  // Let fonts, the editor and the list settle.
  await page.waitForTimeout(600);
  await page.screenshot({ path });
  const png = readFileSync(path);
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  expect(png.length).toBeGreaterThan(20_000);
  if (process.env.SCREENSHOTS === 'update') {
    mkdirSync(committed, { recursive: true });
    copyFileSync(path, join(committed, `${name}.png`));
  }
}

/** Waits until Monaco shows the line holding `text` (its chunk loads on first use, which a busy machine takes seconds over). */
async function editorShows(page: Page, text: string): Promise<void> {
  await page.locator('.monaco-editor .view-line', { hasText: text }).first().waitFor();
}

describe.skipIf(e2eSkipReason !== undefined)(
  `screenshots${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    it('the library and the editor with the form (light, English)', async () => {
      const { page, problems } = await openStudio();
      await skills(page).filter({ hasText: 'csv-report' }).click();
      await editorShows(page, 'name: csv-report');
      await shoot(page, 'edit-form');
      expect(problems).toEqual([]);
    });

    it('a skill with problems (dark)', async () => {
      const { page, problems } = await openStudio({ colorScheme: 'dark' });
      await skills(page).filter({ hasText: 'broken-example' }).click();
      await editorShows(page, 'name: Broken_Example');
      await shoot(page, 'problems-dark');
      expect(problems).toEqual([]);
    });

    it('the agent view in Chinese', async () => {
      const { page, problems } = await openStudio({ locale: 'zh' });
      await skills(page).filter({ hasText: 'explain-error' }).click();
      await page.getByRole('tab', { name: '智能体视图' }).click();
      await page.getByLabel('参数').fill('TypeError: x is undefined');
      await page.getByTestId('call-text').waitFor();
      await shoot(page, 'agent-view-zh');
      expect(problems).toEqual([]);
    });

    it("a skill's files: the tree's tools and menu, an image preview", async () => {
      const { page, root, problems } = await openStudio();
      // A chart among the skill's assets, as a user would drop it in.
      const bars = [40, 75, 55, 90]
        .map(
          (h, i) =>
            `<rect x="${20 + i * 50}" y="${110 - h}" width="36" height="${h}" fill="#3b82f6"/>`,
        )
        .join('');
      writeFileSync(
        join(root, 'csv-report/assets/chart.svg'),
        `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120"><rect width="240" height="120" fill="#fff"/>${bars}</svg>`,
      );
      await skills(page).filter({ hasText: 'csv-report' }).click();
      const tree = page.getByRole('navigation', { name: 'Files' });
      await tree.locator('button[title="assets/chart.svg"]').click();
      await page.getByRole('img', { name: 'Preview of chart.svg' }).waitFor();
      await tree.locator('button[title="assets/"]').click({ button: 'right' });
      await page.getByRole('menu').waitFor();
      await shoot(page, 'files');
      expect(problems).toEqual([]);
    });

    it("a search that finds a word in skills' files, with the line under each", async () => {
      const { page, problems } = await openStudio();
      await skills(page).filter({ hasText: 'csv-report' }).click();
      await editorShows(page, 'name: csv-report');
      await page.getByRole('searchbox', { name: 'Search skills' }).fill('python');
      await page.getByTestId('search-hit').first().waitFor();
      await shoot(page, 'search');
      expect(problems).toEqual([]);
    });

    it('the package view', async () => {
      const { page, problems } = await openStudio();
      await skills(page).filter({ hasText: 'csv-report' }).click();
      await page.getByRole('tab', { name: 'Package' }).click();
      await page.getByTestId('package-files').waitFor();
      await shoot(page, 'package');
      expect(problems).toEqual([]);
    });
  },
);
