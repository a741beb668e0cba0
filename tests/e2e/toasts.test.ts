/**
 * Toasts never cover the problems panel: at 1024×700, 1440×900 and 1920×1080, light and dark,
 * English and Chinese, with the most toasts the studio stacks (four), every toast's box stays
 * clear of the panel's, and a real click at the panel's toggle reaches it while they show,
 * opened and closed (the toasts follow the panel's top).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSkipReason, openStudio, skills, stopPageClock } from './harness';

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

/**
 * Four saves of the open file in a row: four "Saved" toasts stacked. The page's clock stands
 * still from the first save until the toasts are checked (fadeAway lets it run again): a toast
 * fades a few seconds after it shows, and on a busy machine the first would go before the
 * last came (the editor keeps the focus the first click gave it, which is seen to reach it: a
 * click the relayout moved off it would type nowhere, and saving an unchanged file says nothing).
 */
async function fourToasts(page: Page, saved: string) {
  // The editor's own box is what shows of it: its lines' boxes run on above and below, under
  // the panes around it.
  const editor = page.locator('.monaco-editor').first();
  await expect
    .poll(async () => {
      await editor.click();
      return page.evaluate(() => document.activeElement?.closest('.monaco-editor') !== null);
    })
    .toBe(true);
  await stopPageClock(page);
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Control+End');
    await page.keyboard.type(`\nline ${i}`);
    await page.keyboard.press('Control+S');
    await expect
      .poll(() => page.locator('.toast').getByText(saved).count())
      .toBe(i + 1)
      .catch(async (error: unknown) => {
        // What did show instead (an error, a conflict) names the cause in CI's log.
        const shown = await page.locator('.toast').allTextContents();
        throw new Error(`${String(error)}; toasts showing: ${JSON.stringify(shown)}`);
      });
  }
}

/** Lets the page's clock run again, past the toasts' time: they fade, and the next size starts from none. */
async function fadeAway(page: Page) {
  await page.clock.fastForward(10_000);
  await page.clock.resume();
  await expect.poll(() => page.locator('.toast').count(), { timeout: 10_000 }).toBe(0);
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
          await fadeAway(page);
        }
        expect(problems).toEqual([]);
      });
    }
  },
);
