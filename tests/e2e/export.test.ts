/**
 * Exporting as a plugin in a real browser: the package view's export part shows the manifest
 * exactly as it will be written, the download is a zip laid out as the Agent Plugins 1.0.0
 * specification says (plugin.json at the root, skills as direct children of skills/), and a
 * marketplace name Claude Code reserves is refused before anything is written, in English and
 * in Chinese.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempTree } from '../helpers/temp';
import { e2eSkipReason, openStudio, skills } from './harness';

describe.skipIf(e2eSkipReason !== undefined)(
  `exporting as a plugin${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    it('exports csv-report as an Agent Plugins 1.0 download laid out as the specification says', async () => {
      const { page, problems } = await openStudio();
      await skills(page).filter({ hasText: 'csv-report' }).click();
      await page.getByRole('tab', { name: 'Package' }).click();
      await page.getByText('Export as a plugin').click();
      await page.getByLabel('Export for').selectOption('agent-plugin');
      await page.getByLabel('Version (optional)').fill('1.2.0');
      const manifest = page.locator('.export-manifest pre');
      await expect
        .poll(() => manifest.textContent())
        .toBe(
          '{\n  "$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json",\n  "name": "csv-report",\n  "version": "1.2.0"\n}\n',
        );
      await expect
        .poll(() => page.locator('.export-skills').textContent())
        .toContain('csv-report: loads in Agent Plugins clients');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download plugin' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('csv-report-agent-plugin.zip');
      const saved = join(tempTree(), 'plugin.zip');
      await download.saveAs(saved);
      const names = execFileSync('unzip', ['-Z1', saved], { encoding: 'utf8' }).trim().split('\n');
      expect(names).toEqual([
        'plugin.json',
        'skills/csv-report/SKILL.md',
        'skills/csv-report/assets/report-template.md',
        'skills/csv-report/references/column-types.md',
        'skills/csv-report/scripts/summarize.py',
      ]);
      expect(problems).toEqual([]);
    });

    it('refuses a reserved marketplace name before writing, in English and in Chinese', async () => {
      for (const [locale, words] of [
        ['en', 'is reserved for official Anthropic use'],
        ['zh', '是 Anthropic 官方保留的名称'],
      ] as const) {
        const { page } = await openStudio({ locale });
        await skills(page).filter({ hasText: 'csv-report' }).click();
        await page.getByRole('tab', { name: locale === 'en' ? 'Package' : '打包' }).click();
        await page.getByText(locale === 'en' ? 'Export as a plugin' : '导出为插件').click();
        await page
          .getByLabel(locale === 'en' ? 'Export for' : '导出目标')
          .selectOption('marketplace');
        await page.getByLabel(locale === 'en' ? 'Author (optional)' : '作者（可选）').fill('Ann');
        await page
          .getByLabel(locale === 'en' ? /^Marketplace name/ : /^marketplace 名称/)
          .fill('claude-plugins-official');
        const banner = page.locator('.export-section [role="alert"]');
        await expect.poll(() => banner.textContent()).toContain(words);
        const button = page.getByRole('button', {
          name: locale === 'en' ? 'Download plugin' : '下载插件',
        });
        expect(await button.isDisabled()).toBe(true);
      }
    });
  },
);
