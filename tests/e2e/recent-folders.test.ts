/**
 * Add library offers the folders that were libraries first, most recent first, remembered in
 * the settings file across restarts (a second service on the same user-data folder), one click
 * to add one back, and × to take one off the list (the folder stays). The same in Chinese.
 * Failed before this list existed (no "Recent folders" section).
 */
import { existsSync, mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fileSettings } from '../../shared/node/service/settings/settings';
import { skillMd, tempTree } from '../helpers/temp';
import { e2eSkipReason, openStudio, skills } from './harness';

async function addByPath(page: Page, path: string) {
  await page
    .getByRole('button', { name: /^Add (library…|a library)$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add a library' });
  await dialog.getByLabel('Folder', { exact: true }).fill(path);
  await dialog.getByLabel('Folder', { exact: true }).press('Enter');
  await expect.poll(() => dialog.getByLabel('Folder', { exact: true }).inputValue()).toBe(path);
  await dialog.getByRole('button', { name: 'Add this folder' }).click();
  await expect.poll(() => dialog.count()).toBe(0);
}

async function removeLibrary(page: Page, name: string) {
  await page.getByRole('button', { name: `Remove library ${name}` }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: `Remove library ${name}` })
    .click();
  await expect
    .poll(() => page.getByRole('button', { name: `Remove library ${name}` }).count())
    .toBe(0);
}

describe.skipIf(e2eSkipReason !== undefined)(
  `recent library folders${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    it('offers removed libraries first after a restart, adds one in a click, forgets one on request', async () => {
      const userData = tempTree();
      const first = await openStudio({ service: { settings: fileSettings(userData) } });
      const { home } = first;
      for (const name of ['alpha-skills', 'beta-skills']) {
        mkdirSync(join(home, name, `${name}-one`), { recursive: true });
        writeFileSync(join(home, name, `${name}-one`, 'SKILL.md'), skillMd(`${name}-one`));
      }
      await addByPath(first.page, join(home, 'alpha-skills'));
      await addByPath(first.page, join(home, 'beta-skills'));
      await expect.poll(() => skills(first.page).count()).toBe(2);
      await removeLibrary(first.page, 'alpha-skills');
      await removeLibrary(first.page, 'beta-skills');

      // A restart: a new service and page on the same user-data folder, home the same.
      const second = await openStudio({
        service: {
          settings: fileSettings(userData),
          agentEnv: { home, platform: process.platform, vars: {} },
        },
      });
      const page = second.page;
      await page.getByRole('button', { name: 'Add a library…' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add a library' });
      const recent = dialog.getByRole('region', { name: 'Recent folders' });
      // Most recent first, shown under ~, before the agents' folders and the browser.
      await expect
        .poll(() => recent.getByRole('listitem').allTextContents())
        .toEqual([
          expect.stringContaining('~/beta-skills'),
          expect.stringContaining('~/alpha-skills'),
        ]);
      await recent
        .getByRole('button', { name: 'Remove ~/alpha-skills from recent folders' })
        .click();
      await expect.poll(() => recent.getByRole('listitem').count()).toBe(1);
      expect(existsSync(join(home, 'alpha-skills'))).toBe(true);
      await recent.getByRole('button', { name: 'Add ~/beta-skills again' }).click();
      await expect.poll(() => skills(page).filter({ hasText: 'beta-skills-one' }).count()).toBe(1);

      // Kept on disk: a third start lists neither the library just added nor the one forgotten.
      const settings = fileSettings(userData).read();
      expect(settings.roots).toEqual([join(home, 'beta-skills')]);
      expect(settings.recent).toEqual([join(home, 'beta-skills')]);
      expect(second.problems).toEqual([]);
    });

    it('says it in Chinese, and a folder gone from disk can only be removed', async () => {
      const userData = tempTree();
      const home = realpathSync(tempTree());
      mkdirSync(join(home, 'team'));
      await fileSettings(userData).write({
        roots: [],
        recent: [join(home, 'team'), join(home, 'gone')],
      });
      const { page } = await openStudio({
        locale: 'zh',
        service: {
          settings: fileSettings(userData),
          agentEnv: { home, platform: process.platform, vars: {} },
        },
      });
      await page.getByRole('button', { name: '添加技能库…' }).first().click();
      const recent = page.getByRole('dialog').getByRole('region', { name: '最近的文件夹' });
      await expect
        .poll(() => recent.getByRole('listitem').allTextContents())
        .toEqual([
          expect.stringContaining('~/team'),
          expect.stringContaining('~/gone · 找不到（已移动或删除）'),
        ]);
      expect(await recent.getByRole('button', { name: '重新添加 ~/gone' }).isDisabled()).toBe(true);
      await recent.getByRole('button', { name: '从最近的文件夹中移除 ~/gone' }).click();
      await expect.poll(() => recent.getByRole('listitem').count()).toBe(1);
    });
  },
);
