/**
 * The window at 1024×700, 1440×900 and 1920×1080, light and dark: nothing is cut off in any
 * view, and where code and form do not fit side by side (1024) the form is a tab beside
 * Code and Preview that shows it whole; wider, it sits beside the code.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clippedNow } from './clipping';
import { e2eSkipReason, openStudio, skills } from './harness';

const SIZES = [
  { width: 1024, height: 700 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
] as const;

const form = (page: Page) => page.getByRole('complementary', { name: 'About this skill' });

describe.skipIf(e2eSkipReason !== undefined)(
  `layout${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    for (const viewport of SIZES)
      for (const colorScheme of ['light', 'dark'] as const)
        it(`${viewport.width}×${viewport.height}, ${colorScheme}: nothing cut off, the form reachable`, async () => {
          const { page, problems } = await openStudio({ viewport, colorScheme });
          await skills(page).filter({ hasText: 'csv-report' }).click();
          await page.locator('.monaco-editor .view-lines').waitFor();
          const narrow = viewport.width < 1440;
          const tabs = page.getByRole('tablist', { name: 'Code, form, preview and history' });
          expect(await tabs.count()).toBe(narrow ? 1 : 0);
          if (narrow) {
            await tabs.getByRole('tab', { name: 'Form' }).click();
            await form(page).waitFor();
            expect(await page.locator('.monaco-editor').isVisible()).toBe(false);
          } else {
            // Side by side: both at once.
            await form(page).waitFor();
            expect(await page.locator('.monaco-editor').isVisible()).toBe(true);
          }
          // The whole form is there to scroll to, its last field included.
          await form(page).getByLabel('Add a tool').scrollIntoViewIfNeeded();
          expect(await form(page).getByLabel('Add a tool').isVisible()).toBe(true);
          expect(await clippedNow(page), 'form').toEqual([]);

          if (narrow) await tabs.getByRole('tab', { name: 'Preview' }).click();
          else await page.getByRole('radio', { name: 'Preview' }).click();
          await page.getByRole('complementary', { name: 'Preview' }).waitFor();
          expect(await clippedNow(page), 'preview').toEqual([]);

          await page.getByRole('tab', { name: 'Agent view' }).click();
          await page.getByTestId('call-text').first().waitFor();
          expect(await clippedNow(page), 'agent view').toEqual([]);

          await page.getByRole('tab', { name: 'Package' }).click();
          await page.getByTestId('package-files').waitFor();
          expect(await clippedNow(page), 'package').toEqual([]);
          expect(problems).toEqual([]);
        });

    it('Form and Preview say why they are off for a file they do not apply to', async () => {
      const { page } = await openStudio();
      await skills(page).filter({ hasText: 'csv-report' }).click();
      await page.getByRole('navigation', { name: 'Files' }).getByText('summarize.py').click();
      const switcher = page.getByRole('radiogroup', { name: 'Side panel' });
      const formOption = switcher.getByRole('radio', { name: 'Form' });
      const previewOption = switcher.getByRole('radio', { name: 'Preview' });
      await expect.poll(() => formOption.getAttribute('aria-disabled')).toBe('true');
      expect(await formOption.getAttribute('title')).toBe(
        'The form "About this skill" edits the name and description at the top of SKILL.md; this file has none.',
      );
      expect(await previewOption.getAttribute('aria-disabled')).toBe('true');
      expect(await previewOption.getAttribute('title')).toBe(
        'Only Markdown files (.md) have a preview.',
      );
      // Pressing it anyway does nothing (Playwright would wait for it to be enabled).
      await previewOption.click({ force: true });
      expect(await page.getByRole('complementary', { name: 'Preview' }).count()).toBe(0);
      // A Markdown file other than SKILL.md: a preview of it, but no form.
      await page.getByRole('navigation', { name: 'Files' }).getByText('column-types.md').click();
      await expect.poll(() => previewOption.getAttribute('aria-disabled')).toBe(null);
      await previewOption.click();
      await expect
        .poll(() => page.getByRole('complementary', { name: 'Preview' }).textContent())
        .toContain('Column type rules');
      expect(await formOption.getAttribute('aria-disabled')).toBe('true');
    });
  },
);
