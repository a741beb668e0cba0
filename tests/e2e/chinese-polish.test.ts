/**
 * The Chinese UI's loose ends of a first use (issue 13): a new skill starts from Chinese text;
 * the name hint and its live check follow the library's targets (a Claude upload among them: ASCII
 * only, with the ASCII name to use); the Claude upload error for a Chinese name renames the
 * skill to an ASCII name made from its folder in one click.
 * Failed before (English template text, one hint for every profile, no fix).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chooseTargets } from './choose-targets';
import { e2eSkipReason, openStudio, skills } from './harness';

const skill = (name: string) =>
  `---\nname: ${name}\ndescription: Summarises the data in a spreadsheet. Use when the user shares one.\n---\n\nBody.\n`;
describe.skipIf(e2eSkipReason !== undefined)(
  `the Chinese UI's polish${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    it('creates a new skill from Chinese template text in the Chinese UI', async () => {
      const { page, root, problems } = await openStudio({ locale: 'zh' });
      await page
        .getByRole('button', { name: /新建技能/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: '创建技能' });
      await dialog.getByLabel('名称').fill('shu-ju');
      await dialog.getByRole('button', { name: '创建' }).click();
      await expect.poll(() => existsSync(join(root, 'shu-ju/SKILL.md'))).toBe(true);
      expect(readFileSync(join(root, 'shu-ju/SKILL.md'), 'utf8')).toBe(
        '---\nname: shu-ju\ndescription: 描述这个技能做什么。当用户需要时使用。\n---\n\n# shu-ju\n\n写下智能体应当遵循的步骤。\n',
      );
      expect(problems).toEqual([]);
    });

    it("hints and checks the name by the library's targets' rule, suggesting an ASCII name for uploads", async () => {
      const { page } = await openStudio();
      const open = async () => {
        await page
          .getByRole('button', { name: /New skill/ })
          .first()
          .click();
        const dialog = page.getByRole('dialog', { name: 'Create a skill' });
        await dialog.getByLabel('Name', { exact: true }).fill('数据分析');
        return dialog;
      };
      let dialog = await open();
      const name = dialog.getByLabel('Name', { exact: true });
      expect(await dialog.locator('.field-hint').first().textContent()).toContain(
        'Lowercase letters of any alphabet',
      );
      expect(await name.getAttribute('aria-invalid')).toBe('false');
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      await chooseTargets(page, ['Claude Code', 'Claude.ai upload']);
      dialog = await open();
      expect(await dialog.locator('.field-hint').first().textContent()).toContain(
        'For Claude apps and API upload: only a-z, 0-9 and hyphens',
      );
      expect(await dialog.getByLabel('Name', { exact: true }).getAttribute('aria-invalid')).toBe(
        'true',
      );
      expect(await dialog.getByRole('button', { name: 'Create' }).isDisabled()).toBe(true);
      await dialog.getByRole('button', { name: 'Use "shu-ju-fen-xi"' }).click();
      expect(await dialog.getByLabel('Name', { exact: true }).inputValue()).toBe('shu-ju-fen-xi');
      expect(await dialog.getByRole('button', { name: 'Create' }).isEnabled()).toBe(true);
    });

    it('fixes the upload error of a Chinese name in one click: an ASCII name from the folder', async () => {
      const { page, root, problems } = await openStudio({
        files: { '数据分析/SKILL.md': skill('数据分析') },
      });
      await chooseTargets(page, ['Claude.ai upload']);
      await skills(page).filter({ hasText: '数据分析' }).click();
      const panel = page.getByRole('region', { name: 'Problems' });
      await expect
        .poll(() => panel.locator('.problem-error').textContent())
        .toContain('name-not-ascii');
      await panel
        .getByRole('button', {
          name: 'Fix: Rename the skill to "shu-ju-fen-xi" (its folder and name)',
        })
        .click();
      // The folder moves first, then the name inside it is written (skill-ops renameSkill).
      const moved = join(root, 'shu-ju-fen-xi/SKILL.md');
      await expect
        .poll(() => (existsSync(moved) ? readFileSync(moved, 'utf8') : ''))
        .toBe(skill('shu-ju-fen-xi'));
      expect(existsSync(join(root, '数据分析'))).toBe(false);
      await expect.poll(() => panel.locator('.problem-error').count()).toBe(0);
      expect(problems).toEqual([]);
    });
  },
);
