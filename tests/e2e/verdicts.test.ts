/**
 * One verdict everywhere: the list's row, its filter counts, the problems panel's other
 * skills and the editor all show the verdict for the library's targets, the list follows a
 * change of targets at once, a finding only the body or the files reveal shows in the list without the
 * skill being opened, and the open skill's row follows its unsaved text.
 */
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseTargets } from './choose-targets';
import { e2eSkipReason, openStudio, repoRoot, skills } from './harness';

const SKILLS = {
  // Valid under the specification (any Unicode letters), refused by Claude.ai (ASCII names).
  '技能/SKILL.md':
    '---\nname: 技能\ndescription: 把一份表格整理成周报，列出本周完成的工作和下周计划。当用户要求写周报时使用。\n---\n# 技能\n\n按步骤整理。\n',
  // Only the body shows the problem: a link to a file the skill does not have.
  'links-elsewhere/SKILL.md':
    '---\nname: links-elsewhere\ndescription: Summarises meeting notes into action items with owners. Use when the user pastes notes.\n---\n# Notes\n\nFollow [the checklist](references/checklist.md).\n',
};

const row = (page: Page, name: string) =>
  skills(page).filter({
    has: page.locator('.skill-row-name', { hasText: new RegExp(`^${name}`) }),
  });
const verdictOf = (page: Page, name: string) => row(page, name).getAttribute('data-verdict');
const chip = (page: Page, label: string) =>
  page
    .getByRole('radiogroup', { name: 'Show' })
    .getByRole('radio', { name: new RegExp(`^${label}`) });
const count = async (page: Page, label: string) =>
  Number(/(\d+)$/.exec((await chip(page, label).textContent()) ?? '')?.[1]);

describe.skipIf(e2eSkipReason !== undefined)(
  `one verdict${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    it("the list, its counts, the problems panel and the editor follow the library's targets", async () => {
      const { page, problems } = await openStudio({ files: SKILLS });
      await expect.poll(() => verdictOf(page, '技能')).toBe('valid');
      const validUnderSpec = await count(page, 'Valid');

      await chooseTargets(page, ['Claude.ai upload']);
      await expect.poll(() => verdictOf(page, '技能')).toBe('errors');
      expect(await count(page, 'Valid')).toBe(validUnderSpec - 1);
      expect(await count(page, 'Errors')).toBe(1);
      await chip(page, 'Errors').click();
      await expect
        .poll(() => skills(page).allInnerTexts())
        .toEqual([expect.stringContaining('技能')]);
      await chip(page, 'All').click();

      // The editor says the same, and so does the problems panel of another skill.
      await row(page, 'links-elsewhere').click();
      const panel = page.getByRole('region', { name: 'Problems' });
      await panel.getByText('Other skills with problems').click();
      await expect.poll(() => panel.locator('.library-problems').textContent()).toContain('技能');
      await row(page, '技能').click();
      await expect.poll(() => panel.locator('.problem-error').count()).toBe(1);
      expect(await panel.locator('.problem-error').textContent()).toContain('name-not-ascii');
      expect(await page.locator('.skill-header .status-dot').getAttribute('class')).toContain(
        'status-errors',
      );

      await chooseTargets(page, ['Any agent (the Agent Skills standard)']);
      await expect.poll(() => verdictOf(page, '技能')).toBe('valid');
      await expect.poll(() => panel.locator('.problem-error').count()).toBe(0);
      expect(problems).toEqual([]);
    });

    it('a finding in the body shows in the list before the skill is ever opened', async () => {
      const { page } = await openStudio({ files: SKILLS });
      await expect.poll(() => verdictOf(page, 'links-elsewhere')).toBe('warnings');
      await row(page, 'links-elsewhere').click();
      const panel = page.getByRole('region', { name: 'Problems' });
      await expect
        .poll(() => panel.locator('.problem-warning').textContent())
        .toContain('reference-missing');
    });

    it("the open skill's row follows its unsaved text: fixed in the editor, its warning shows", async () => {
      const { page, root } = await openStudio({ files: {} });
      cpSync(join(repoRoot, 'skills/broken-example'), join(root, 'broken-example'), {
        recursive: true,
      });
      await expect.poll(() => verdictOf(page, 'Broken_Example')).toBe('errors');
      await row(page, 'Broken_Example').click();
      const panel = page.getByRole('region', { name: 'Problems' });
      // Every error's fix, one after the other, as a user clicking down the panel; then the
      // description, which only the user can write.
      const fixable = panel
        .locator('.problem-error', { has: page.getByRole('button', { name: /^Fix: / }) })
        // Its fix proposes a description in a dialog: the user writes one in the form below.
        .filter({ hasNotText: 'description-missing' });
      await expect.poll(() => fixable.count()).toBeGreaterThan(0);
      for (let i = 0; i < 10; i++) {
        const left = await fixable.allTextContents();
        const first = left[0];
        if (first === undefined) break;
        const times = (texts: string[]) => texts.filter((text) => text === first).length;
        await fixable
          .first()
          .getByRole('button', { name: /^Fix: / })
          .click();
        // Taken in once that problem has left the panel: waited for, not slept on, so a busy
        // machine never gets the next click on a row that is about to go.
        await expect
          .poll(async () => times(await fixable.allTextContents()), { timeout: 20_000 })
          .toBeLessThan(times(left));
      }
      expect(await fixable.count()).toBe(0);
      await page
        .getByRole('complementary', { name: 'About this skill' })
        .getByLabel('Description', { exact: true })
        .fill(
          'Shows how Skill Studio reports the problems of a skill. Use when learning the studio.',
        );
      await expect.poll(() => panel.locator('.problem-error').count()).toBe(0);
      expect(await panel.locator('.problem-warning').count()).toBeGreaterThan(0);
      // The row, the header and the counts say what the editor says, before anything is saved.
      await expect.poll(() => skills(page).first().getAttribute('data-verdict')).toBe('warnings');
      expect(await page.locator('.skill-header .status-dot').getAttribute('class')).toContain(
        'status-warnings',
      );
      expect(await count(page, 'Warnings')).toBe(1);
      expect(await count(page, 'Errors')).toBe(0);
    });
  },
);
