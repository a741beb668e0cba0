/**
 * What the library offers about installing, one step away: a row's "Older than the library"
 * badge is a button that opens the skill's installed copies with Update focused (the same
 * Update as the install dialog's, with its outcome and Undo), and the row's actions menu has the same
 * for the keyboard; Install is off until an agent is ticked, and the dialog says why.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSkipReason, openStudio, skills } from './harness';

const TIDY =
  '---\nname: tidy\ndescription: Tidies things. Use when asked to tidy.\n---\n# Tidy\n\nSteps.\n';
const NEWER = TIDY.replace('Steps.', 'Steps, revised.');

/** A studio on "tidy", installed into Claude Code (personal), then changed in the library. */
async function outdatedCopy(locale: 'en' | 'zh' = 'en') {
  const studio = await openStudio({ files: { 'tidy/SKILL.md': TIDY }, locale });
  const { page, root, service } = studio;
  await expect.poll(() => skills(page).count()).toBe(1);
  await service.handlers.installSkills({
    dirs: [join(root, 'tidy')],
    agents: ['claude-code'],
    scope: 'personal',
    mode: 'copy',
    conflict: 'refuse',
  });
  writeFileSync(join(root, 'tidy/SKILL.md'), NEWER);
  return studio;
}

const badge = (page: Page) => skills(page).first().locator('.sync-badge');
const focusedText = (page: Page) =>
  page.evaluate(() => document.activeElement?.textContent.trim() ?? '');

describe.skipIf(e2eSkipReason !== undefined)(
  `install offers${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    it('the "Older than the library" badge opens the copies, Update focused, and updates the copy', async () => {
      const { page, home, problems } = await outdatedCopy();
      await expect
        .poll(() => badge(page).innerText(), { timeout: 10_000 })
        .toBe('Older than the library');
      await badge(page).click();
      const dialog = page.getByRole('dialog', { name: 'Installed copies of "tidy"' });
      const copy = dialog.locator('.installed-copy', { hasText: 'Claude Code (personal)' });
      await expect.poll(() => copy.innerText()).toContain('Older than the library');
      expect(await focusedText(page)).toBe('Update');
      await page.keyboard.press('Enter');
      await expect.poll(() => copy.innerText(), { timeout: 10_000 }).toContain('In sync');
      expect(readFileSync(join(home, '.claude/skills/tidy/SKILL.md'), 'utf8')).toBe(NEWER);
      await expect.poll(() => badge(page).innerText()).toBe('In sync');
      // Undo on the toast (the dialog closed: a modal one keeps the page behind it inert) puts
      // the copy back as it was, older than the library again.
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await page
        .locator('.toasts')
        .filter({ hasText: '1 installed copy updated.' })
        .getByRole('button', { name: 'Undo' })
        .click();
      await expect
        .poll(() => readFileSync(join(home, '.claude/skills/tidy/SKILL.md'), 'utf8'))
        .toBe(TIDY);
      await page.locator('.toasts').getByText('1 copy is back as before the update.').waitFor();
      await expect
        .poll(() => badge(page).innerText(), { timeout: 10_000 })
        .toBe('Older than the library');
      expect(problems).toEqual([]);
    });

    it('the keyboard reaches the same copies from the row actions menu (Chinese)', async () => {
      const { page, home } = await outdatedCopy('zh');
      await expect.poll(() => badge(page).innerText(), { timeout: 10_000 }).toBe('比技能库旧');
      const list = page.getByRole('listbox');
      await list.focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Shift+F10');
      await page.getByRole('menuitem', { name: '已安装的副本…' }).waitFor();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => focusedText(page)).toBe('已安装的副本…');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: '“tidy”已安装的副本' });
      await dialog.waitFor();
      expect(await focusedText(page)).toBe('更新');
      await page.keyboard.press('Enter');
      await expect
        .poll(() => readFileSync(join(home, '.claude/skills/tidy/SKILL.md'), 'utf8'), {
          timeout: 10_000,
        })
        .toBe(NEWER);
    });

    for (const locale of ['en', 'zh'] as const)
      it(`Install is off until an agent is ticked, and says why (${locale})`, async () => {
        const zh = locale === 'zh';
        const { page, problems } = await openStudio({ files: { 'tidy/SKILL.md': TIDY }, locale });
        await expect.poll(() => skills(page).count()).toBe(1);
        await skills(page).first().hover();
        await page.getByRole('button', { name: zh ? 'tidy 的操作' : 'Actions for tidy' }).click();
        await page
          .getByRole('menuitem', { name: zh ? '安装到智能体…' : 'Install into agents…' })
          .click();
        const dialog = page.getByRole('dialog', {
          name: zh ? '把“tidy”安装到智能体' : 'Install "tidy" into agents',
        });
        const install = dialog.getByRole('button', { name: zh ? '安装' : 'Install', exact: true });
        const why = zh
          ? '请至少勾选一个智能体：勾选之前无法安装。'
          : 'Tick at least one agent: Install is off until you do.';
        await install.waitFor();
        expect(await install.isDisabled()).toBe(true);
        const agents = dialog.getByRole('group', { name: zh ? '智能体' : 'Agents' });
        expect(await agents.getAttribute('aria-describedby')).not.toBeNull();
        expect(await dialog.innerText()).toContain(why);
        const claude = dialog.getByRole('checkbox', { name: /^Claude Code/ });
        await claude.focus();
        await page.keyboard.press('Space');
        await expect.poll(() => install.isDisabled()).toBe(false);
        expect(await dialog.innerText()).not.toContain(why);
        await page.keyboard.press('Space');
        await expect.poll(() => install.isDisabled()).toBe(true);
        expect(problems).toEqual([]);
      });
  },
);
