/**
 * Adding a library in the browser host without typing a path: the host's folder browser opens
 * on the home folder, goes into folders and up, takes "~" typed in its path box, shows which
 * folders are skills and how many are in the one shown, and adds the folder shown. With every
 * library removed, the list's place offers Add a library and Create a library folder (no New
 * skill, which would have nowhere to go); creating one makes the folder in home and adds it.
 * The same dialog in Chinese.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { skillMd } from '../helpers/temp';
import { e2eSkipReason, openStudio, skills } from './harness';

describe.skipIf(e2eSkipReason !== undefined)(
  `the folder browser${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    it('adds a library by browsing from home, with the mouse only', async () => {
      const { page, home, problems } = await openStudio();
      mkdirSync(join(home, 'team-skills/pdf-forms'), { recursive: true });
      writeFileSync(join(home, 'team-skills/pdf-forms/SKILL.md'), skillMd('pdf-forms'));
      mkdirSync(join(home, 'Documents'));
      await page.getByRole('button', { name: 'Add library…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a library' });
      const folders = dialog.getByRole('list', { name: `Folders in ${home}` });
      await expect
        .poll(() => folders.getByRole('button').allTextContents())
        .toEqual([expect.stringContaining('Documents'), expect.stringContaining('team-skills')]);
      await folders.getByRole('button', { name: /team-skills/ }).click();
      await expect
        .poll(() => dialog.getByLabel('Folder', { exact: true }).inputValue())
        .toBe(join(home, 'team-skills'));
      await expect
        .poll(() => dialog.getByRole('status').textContent())
        .toBe('1 skill in this folder.');
      // Into the skill: it is marked, and it cannot be added as a library.
      const skillRow = dialog.getByRole('button', { name: /pdf-forms/ });
      expect(await skillRow.textContent()).toContain('skill');
      await skillRow.click();
      await expect
        .poll(() => dialog.getByRole('status').textContent())
        .toContain('is a skill itself');
      expect(await dialog.getByRole('button', { name: 'Add this folder' }).isDisabled()).toBe(true);
      await dialog.getByRole('button', { name: 'Up' }).click();
      await dialog.getByRole('button', { name: 'Add this folder' }).click();
      await expect.poll(() => skills(page).filter({ hasText: 'pdf-forms' }).count()).toBe(1);
      expect(problems).toEqual([]);
    });

    it('takes ~ in the path box, and says what is wrong with a path that is no folder', async () => {
      const { page, home } = await openStudio();
      mkdirSync(join(home, 'work'));
      await page.getByRole('button', { name: 'Add library…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a library' });
      const box = dialog.getByLabel('Folder', { exact: true });
      await expect.poll(() => box.inputValue()).toBe(home);
      await box.fill('~/work');
      await box.press('Enter');
      await expect.poll(() => box.inputValue()).toBe(join(home, 'work'));
      await box.fill('~/nowhere');
      await box.press('Enter');
      await expect
        .poll(() => dialog.getByRole('alert').textContent())
        .toBe('"~/nowhere" is not a folder that exists.');
    });

    it('with every library removed, offers to add or create one; creating makes it in home and adds it', async () => {
      const { page, root, home } = await openStudio();
      const name = root.split('/').pop() ?? '';
      await page.getByRole('button', { name: `Remove library ${name}` }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: `Remove library ${name}` })
        .click();
      await expect
        .poll(() => page.locator('.no-library').textContent())
        .toContain('No library yet.');
      expect(await page.getByRole('button', { name: /New skill/ }).count()).toBe(0);
      await page.getByRole('button', { name: 'Create a library folder…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create a library folder' });
      const field = dialog.getByLabel('New folder name');
      await expect.poll(() => field.evaluate((e) => e === document.activeElement)).toBe(true);
      await field.fill('My skills');
      await field.press('Enter');
      await expect.poll(() => existsSync(join(home, 'My skills'))).toBe(true);
      await expect.poll(() => page.getByRole('button', { name: /New skill/ }).count()).toBe(1);
      expect(await page.locator('.library-roots').textContent()).toContain('My skills');
    });

    it('is the same dialog in Chinese', async () => {
      const { page, home } = await openStudio({ locale: 'zh' });
      mkdirSync(join(home, '项目'));
      await page.getByRole('button', { name: '添加技能库…' }).click();
      const dialog = page.getByRole('dialog', { name: '添加技能库' });
      await expect
        .poll(() => dialog.getByRole('list', { name: `${home} 中的文件夹` }).textContent())
        .toContain('项目');
      for (const label of ['上一级', '主文件夹', '在此新建文件夹', '添加此文件夹'])
        expect(await dialog.getByRole('button', { name: label }).count()).toBe(1);
      expect(await dialog.getByRole('status').textContent()).toBe(
        '此文件夹中还没有技能：新建的技能会放在这里。',
      );
    });
  },
);
