/**
 * Packaging and import in a real browser: the package view lists what goes in and what is
 * left out, the download is a zip unzip accepts with exactly those files, and importing it
 * into another library through the upload puts the skill there, clashes resolved by choice;
 * Stop ends an import with nothing placed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { deadPid, skillMd, tempTree } from '../helpers/temp';
import { chooseTargets } from './choose-targets';
import { e2eSkipReason, openStudio, skills } from './harness';

/** explain-error packaged from its Package view and downloaded, as a user does it; its path. */
async function explainErrorArchive(page: Page): Promise<string> {
  await skills(page).filter({ hasText: 'explain-error' }).click();
  await page.getByRole('tab', { name: 'Package' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download package' }).click(),
  ]);
  const archive = join(tempTree(), 'explain-error.zip');
  await download.saveAs(archive);
  return archive;
}

describe.skipIf(e2eSkipReason !== undefined)(
  `packaging and import${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    it('packages csv-report as a download that unzip accepts, without the left-out files', async () => {
      const { page, root, problems } = await openStudio();
      writeFileSync(join(root, 'csv-report/.env'), 'TOKEN=secret\n');
      await skills(page).filter({ hasText: 'csv-report' }).click();
      await page.getByRole('tab', { name: 'Package' }).click();
      await expect.poll(() => page.getByTestId('package-left-out').textContent()).toContain('.env');
      const listed = await page.getByTestId('package-files').locator('li .mono').allTextContents();
      expect(listed).toEqual([
        'SKILL.md',
        'assets/report-template.md',
        'references/column-types.md',
        'scripts/summarize.py',
      ]);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download package' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('csv-report.zip');
      const saved = join(tempTree(), 'csv-report.zip');
      await download.saveAs(saved);
      expect(execFileSync('unzip', ['-t', saved], { encoding: 'utf8' })).toContain('No errors');
      const names = execFileSync('unzip', ['-Z1', saved], { encoding: 'utf8' }).trim().split('\n');
      expect(names).toEqual(listed.map((f) => `csv-report/${f}`));
      expect(problems).toEqual([]);
    });

    it("checks for the library's targets (a .skill for a Claude.ai upload too), and drops the hash of an archive that no longer matches", async () => {
      const { page, problems } = await openStudio();
      await chooseTargets(page, ['Codex', 'Gemini CLI']);
      await skills(page).filter({ hasText: 'explain-error' }).click();
      await page.getByRole('tab', { name: 'Package' }).click();
      const view = page.locator('.package-view');
      const places = () =>
        view
          .getByRole('list', { name: 'Verdict for each place' })
          .getByRole('listitem')
          .allTextContents();
      await expect.poll(places).toEqual(['Codex: ready.', 'Gemini CLI: ready.']);
      await view.getByLabel('Format').selectOption('skill');
      await expect
        .poll(places)
        .toEqual(['Claude.ai upload: ready.', 'Codex: ready.', 'Gemini CLI: ready.']);
      await view.getByLabel('Format').selectOption('zip');

      await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download package' }).click(),
      ]);
      const sha = view.getByText(/^SHA-256: [0-9a-f]{64}$/);
      await expect.poll(() => sha.count()).toBe(1);
      await view.getByLabel('Format').selectOption('skill');
      await expect.poll(() => sha.count()).toBe(0);
      expect(problems).toEqual([]);
    });

    it('imports an uploaded archive into another library, and offers a copy on a clash', async () => {
      // The other library holds what an import killed midway left: a skill moved aside.
      const dead = deadPid();
      const other = tempTree({
        [`.skill-studio-import-${dead}-AbCdEf/replaced-old-notes/SKILL.md`]: skillMd(
          'old-notes',
          'Kept notes. Use when asked.',
        ),
      });
      const { page, root } = await openStudio({ extraRoots: [other] });
      const archive = await explainErrorArchive(page);

      // Into the other library: no clash there.
      await page.getByRole('button', { name: 'Import…' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Archive (.zip or .skill)').setInputFiles(archive);
      await dialog.getByLabel('Into library').selectOption(other);
      await dialog.getByRole('button', { name: 'Import', exact: true }).click();
      await expect.poll(() => existsSync(join(other, 'explain-error/SKILL.md'))).toBe(true);
      // The next import puts the moved-aside skill back, and says so.
      expect(existsSync(join(other, 'old-notes/SKILL.md'))).toBe(true);
      await expect
        .poll(() => page.locator('.toasts').textContent())
        .toContain('Put back old-notes');
      expect(readFileSync(join(other, 'explain-error/SKILL.md'))).toEqual(
        readFileSync(join(root, 'explain-error/SKILL.md')),
      );

      // Into the first library again: it exists, so the user chooses a copy.
      await page.getByRole('button', { name: 'Import…' }).click();
      await dialog.getByLabel('Archive (.zip or .skill)').setInputFiles(archive);
      await dialog.getByLabel('Into library').selectOption(root);
      await dialog.getByRole('button', { name: 'Import', exact: true }).click();
      await expect.poll(() => dialog.getByRole('alert').textContent()).toContain('explain-error');
      await dialog.getByRole('button', { name: 'Import as copies' }).click();
      await expect.poll(() => existsSync(join(root, 'explain-error-2/SKILL.md'))).toBe(true);
      await expect.poll(() => skills(page).filter({ hasText: 'explain-error-2' }).count()).toBe(1);
    });

    it('Stop ends an import with nothing placed, and says so', async () => {
      const other = tempTree();
      const { page } = await openStudio({ extraRoots: [other] });
      const archive = await explainErrorArchive(page);
      // The import's call is held until Stop is clicked, so the stop is sure to come while the
      // import is under way; the cancel then reaches the service first.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const jobs: { import?: string; cancel?: string } = {};
      await page.route('**/api/call/importArchive', async (route) => {
        jobs.import = (route.request().postDataJSON() as { job?: string }).job;
        await held;
        await route.continue();
      });
      page.on('request', (request) => {
        if (request.url().endsWith('/api/call/cancelJob'))
          jobs.cancel = (request.postDataJSON() as { job?: string }).job;
      });
      await page.getByRole('button', { name: 'Import…' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Archive (.zip or .skill)').setInputFiles(archive);
      await dialog.getByLabel('Into library').selectOption(other);
      await dialog.getByRole('button', { name: 'Import', exact: true }).click();
      await dialog.getByRole('button', { name: 'Stop', exact: true }).click();
      await expect.poll(() => jobs.cancel).toBeDefined();
      release();
      await dialog
        .getByText('The import was stopped before its skills were put in place: nothing was added.')
        .waitFor();
      expect(jobs.cancel).toBe(jobs.import);
      expect(execFileSync('ls', ['-A', other], { encoding: 'utf8' })).toBe('');
      // Stopped, the dialog offers its Cancel again.
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).waitFor();
    });

    it('refuses a damaged archive with its reasons, writing nothing', async () => {
      const { page, root } = await openStudio();
      const bad = join(tempTree(), 'bad.zip');
      writeFileSync(bad, 'PK\u0003\u0004 this is not really a zip');
      await page.getByRole('button', { name: 'Import…' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Archive (.zip or .skill)').setInputFiles(bad);
      // Refused as soon as it is read, before any skill is offered: Import stays disabled.
      await expect
        .poll(() => dialog.getByRole('alert').textContent())
        .toContain('nothing was written');
      expect(await dialog.getByRole('alert').textContent()).toContain(
        'bad.zip: it is not a readable zip archive',
      );
      expect(await dialog.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(
        true,
      );
      expect(execFileSync('ls', [root], { encoding: 'utf8' })).not.toContain('bad');
    });
  },
);
