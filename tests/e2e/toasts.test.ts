/**
 * Toasts never cover the problems panel: at 1024×700, 1440×900 and 1920×1080, light and dark,
 * English and Chinese, with the most toasts the studio stacks (four), every toast's box stays
 * clear of the panel's, and a real click at the panel's toggle reaches it while they show,
 * opened and closed (the toasts follow the panel's top).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSkipReason, openStudio, skills } from './harness';

const SIZES = [
  { width: 1024, height: 700 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
];

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not shown');
  return box;
}

/** Four saves of the open file in a row: four "Saved" toasts stacked. */
async function fourToasts(page: Page, saved: string) {
  for (let i = 0; i < 4; i++) {
    await page.locator('.monaco-editor .view-lines').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(`\nline ${i}`);
    await page.keyboard.press('Control+S');
    await expect.poll(() => page.locator('.toast').getByText(saved).count()).toBe(i + 1);
  }
}

async function clearOfPanel(page: Page, panel: Locator) {
  const area = await boxOf(panel);
  const toasts = page.locator('.toast');
  expect(await toasts.count()).toBeGreaterThan(0);
  for (const toast of await toasts.all()) {
    const box = await boxOf(toast);
    expect(overlaps(box, area), JSON.stringify({ box, area, size: page.viewportSize() })).toBe(
      false,
    );
  }
}

describe.skipIf(e2eSkipReason !== undefined)(
  `toasts and the problems panel${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    for (const [locale, colorScheme, names] of [
      ['en', 'light', { panel: 'Problems', saved: 'Saved SKILL.md.' }],
      ['zh', 'dark', { panel: '问题', saved: '已保存 SKILL.md。' }],
    ] as const) {
      it(`never overlap, and the panel stays clickable (${locale}, ${colorScheme})`, async () => {
        const { page, problems } = await openStudio({ locale, colorScheme });
        await skills(page).filter({ hasText: 'Broken_Example' }).click();
        const panel = page.getByRole('region', { name: names.panel, exact: true });
        const toggle = panel.locator('.problems-toggle');
        await expect.poll(() => panel.getByRole('listitem').count()).toBeGreaterThan(1);
        for (const size of SIZES) {
          await page.setViewportSize(size);
          await fourToasts(page, names.saved);
          await clearOfPanel(page, panel);
          // A real click where the toggle is (a toast on top would take it instead).
          const at = await boxOf(toggle);
          await page.mouse.click(at.x + at.width / 2, at.y + at.height / 2);
          await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
          await clearOfPanel(page, panel);
          const closed = await boxOf(toggle);
          await page.mouse.click(closed.x + closed.width / 2, closed.y + closed.height / 2);
          await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
          await clearOfPanel(page, panel);
          // The toasts fade: the next size starts from none.
          await expect.poll(() => page.locator('.toast').count(), { timeout: 10_000 }).toBe(0);
        }
        expect(problems).toEqual([]);
      });
    }
  },
);
