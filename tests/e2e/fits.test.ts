/**
 * Things that must fit their place at 1024×700 and 1440×900, in both languages and both
 * themes: the Add library dialog with its folder browser (its row of Go, Up and Home inside
 * the dialog, nothing to scroll sideways), and the placeholders of the library's search box
 * and of the agent view's arguments box, shown whole.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clippedNow, clippedPlaceholders } from './clipping';
import { e2eSkipReason, openStudio, skills } from './harness';

const SIZES = [
  { width: 1024, height: 700 },
  { width: 1440, height: 900 },
] as const;

const WORDS = {
  en: {
    add: 'Add library…',
    dialog: 'Add a library',
    buttons: ['Go', 'Up', 'Home', 'New folder here', 'Cancel', 'Add this folder'],
    agentTab: 'Agent view',
  },
  zh: {
    add: '添加技能库…',
    dialog: '添加技能库',
    buttons: ['前往', '上一级', '主文件夹', '在此新建文件夹', '取消', '添加此文件夹'],
    agentTab: '智能体视图',
  },
} as const;

/** Controls of the dialog that stick out of its box, or the sideways scroll it needs. */
const outOfDialog = (dialog: Locator) =>
  dialog.evaluate((d) => {
    const edge = d.getBoundingClientRect();
    const out: string[] = [];
    if (d.scrollWidth > d.clientWidth + 1)
      out.push(`scrolls sideways (${d.scrollWidth} > ${d.clientWidth})`);
    for (const el of d.querySelectorAll('button, input, label, select')) {
      const box = el.getBoundingClientRect();
      if (box.left < edge.left - 1 || box.right > edge.right + 1)
        out.push(`${el.tagName.toLowerCase()} "${el.textContent.trim()}" passes the edge`);
    }
    return out;
  });

describe.skipIf(e2eSkipReason !== undefined)(
  `what must fit${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    for (const viewport of SIZES)
      for (const locale of ['en', 'zh'] as const)
        for (const colorScheme of ['light', 'dark'] as const)
          it(`Add library's folder browser fits its dialog: ${viewport.width}×${viewport.height}, ${locale}, ${colorScheme}`, async () => {
            const words = WORDS[locale];
            const { page, problems } = await openStudio({ viewport, locale, colorScheme });
            await page.getByRole('button', { name: words.add }).click();
            const dialog = page.getByRole('dialog', { name: words.dialog });
            await dialog.locator('.folder-list').waitFor();
            for (const name of words.buttons)
              expect(await dialog.getByRole('button', { name, exact: true }).isVisible()).toBe(
                true,
              );
            expect(await outOfDialog(dialog)).toEqual([]);
            // The whole dialog in the window, nothing cut off.
            const box = await dialog.boundingBox();
            expect(box && box.y + box.height).toBeLessThanOrEqual(viewport.height);
            expect(await clippedNow(page)).toEqual([]);
            expect(problems).toEqual([]);
          });

    for (const viewport of SIZES)
      for (const locale of ['en', 'zh'] as const)
        it(`the search and arguments placeholders are whole: ${viewport.width}, ${locale}`, async () => {
          const { page, problems } = await openStudio({
            viewport,
            locale,
            colorScheme: locale === 'en' ? 'light' : 'dark',
          });
          await skills(page).filter({ hasText: 'csv-report' }).click();
          await page.getByRole('tab', { name: WORDS[locale].agentTab }).click();
          await page.getByTestId('call-text').first().waitFor();
          // Both boxes are on the page, so the check below looks at both.
          expect(await page.locator('input.search[placeholder]').count()).toBe(1);
          expect(await page.locator('input.agent-args[placeholder]').count()).toBe(1);
          expect(await clippedPlaceholders(page)).toEqual([]);
          expect(problems).toEqual([]);
        });
  },
);
