/**
 * Bundles of marked skills in a real browser, in both hosts: Ctrl+click beside the open skill
 * marks it too, as a file manager's selection grows, and the marked skills are the bundle (the
 * open one leaves it by being unmarked, with the keyboard too); the package view lists them (each can be left out), says why the
 * format is fixed, and takes the bundle's file name (skills.zip by default), refusing one no
 * file can have; the browser downloads it under that name, the desktop app's save dialog
 * opens on it, and either archive holds exactly the marked skills.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { tempTree } from '../helpers/temp';
import type { SaveDialog } from './desktop-bridge';
import { e2eSkipReason, openStudio, skills } from './harness';

/** Opens csv-report, Ctrl+clicks two other skills (csv-report comes along) and opens Package. */
async function markTwoAndPackage(page: Page) {
  await skills(page).filter({ hasText: 'csv-report' }).click();
  await skills(page)
    .filter({ hasText: 'explain-error' })
    .click({ modifiers: ['Control'] });
  await skills(page)
    .filter({ hasText: 'commit-message' })
    .click({ modifiers: ['Control'] });
  await page.getByRole('tab', { name: 'Package' }).click();
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).textContent())
    .toBe('Package 3 skills as one bundle');
}

/** The entries of a zip, as unzip lists them. */
const entriesOf = (zip: string) =>
  execFileSync('unzip', ['-Z1', zip], { encoding: 'utf8' }).trim().split('\n');

describe.skipIf(e2eSkipReason !== undefined)(
  `bundles of marked skills${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    it('the browser downloads the marked skills, the open one among them, under the name typed', async () => {
      const { page, problems } = await openStudio();
      await markTwoAndPackage(page);
      // What shows marked in the list is the bundle: the open skill has its ✓ too.
      expect(await skills(page).filter({ hasText: 'csv-report' }).getAttribute('class')).toContain(
        'is-marked',
      );
      const listed = page.getByRole('list', { name: 'In this bundle: 3 skills' });
      await expect
        .poll(() => listed.getByRole('listitem').allTextContents())
        .toEqual([
          expect.stringContaining('csv-report'),
          expect.stringContaining('explain-error'),
          expect.stringContaining('commit-message'),
        ]);
      const format = page.getByLabel('Format');
      expect(await format.isDisabled()).toBe(true);
      await expect
        .poll(() =>
          format.evaluate(
            (e) => document.getElementById(e.getAttribute('aria-describedby') ?? '')?.textContent,
          ),
        )
        .toContain('a .skill file holds one skill');
      const name = page.getByLabel('Bundle file name');
      expect(await name.inputValue()).toBe('skills.zip');
      const download = page.getByRole('button', { name: 'Download package' });
      await expect.poll(() => download.isEnabled()).toBe(true);

      // A name no file can have on Windows is refused in words, and nothing can be saved.
      await name.fill('CON');
      await expect
        .poll(() => page.locator('.bundle-name .form-error').textContent())
        .toContain('is a device name on Windows');
      expect(await name.getAttribute('aria-invalid')).toBe('true');
      expect(await download.isDisabled()).toBe(true);

      await name.fill('team skills');
      await expect
        .poll(() => page.locator('.bundle-name').textContent())
        .toContain('Saved as team skills.zip.');
      const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
      expect(file.suggestedFilename()).toBe('team skills.zip');
      const saved = join(tempTree(), 'bundle.zip');
      await file.saveAs(saved);
      const folders = new Set(entriesOf(saved).map((e) => e.split('/')[0]));
      expect([...folders].sort()).toEqual(['commit-message', 'csv-report', 'explain-error']);

      // Leaving two out leaves one marked: no bundle any more, the open skill is packaged.
      await page.getByRole('button', { name: 'Leave commit-message out of the bundle' }).click();
      await page.getByRole('button', { name: 'Leave explain-error out of the bundle' }).click();
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Package');
      expect(await format.isEnabled()).toBe(true);
      expect(problems).toEqual([]);
    });

    it('the desktop app saves the bundle where its save dialog says, the typed name offered there', async () => {
      const chosen = join(tempTree(), 'chosen.zip');
      const save: SaveDialog = { answer: chosen, asked: [] };
      const { page, problems } = await openStudio({ desktop: save });
      await markTwoAndPackage(page);
      await page.getByLabel('Bundle file name').fill('week bundle');
      await page.getByRole('button', { name: 'Save package…' }).click();
      await expect.poll(() => existsSync(chosen)).toBe(true);
      expect(save.asked).toEqual(['week bundle.zip']);
      const folders = new Set(entriesOf(chosen).map((e) => e.split('/')[0]));
      expect([...folders].sort()).toEqual(['commit-message', 'csv-report', 'explain-error']);
      await expect.poll(() => page.locator('.toasts').textContent()).toContain('Saved chosen.zip');
      expect(problems).toEqual([]);
    });

    it('the open skill leaves the bundle by being unmarked, and the keyboard marks as the mouse does', async () => {
      const { page, problems } = await openStudio();
      await markTwoAndPackage(page);
      // Ctrl+click on the open skill unmarks it: the bundle is the two others.
      await skills(page)
        .filter({ hasText: 'csv-report' })
        .click({ modifiers: ['Control'] });
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Package 2 skills as one bundle');
      expect(
        await page
          .getByRole('list', { name: 'In this bundle: 2 skills' })
          .getByRole('listitem')
          .allTextContents(),
      ).toEqual([
        expect.stringContaining('explain-error'),
        expect.stringContaining('commit-message'),
      ]);
      // Keyboard: Space marks the open skill, an arrow opens the next, Space marks it.
      await page.getByRole('button', { name: 'Clear selection' }).click();
      const list = page.getByRole('listbox');
      await list.focus();
      await page.keyboard.press('Home');
      await page.keyboard.press('Space');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Space');
      await expect.poll(() => page.locator('.skill-row.is-marked').count()).toBe(2);
      expect(problems).toEqual([]);
    });
  },
);
