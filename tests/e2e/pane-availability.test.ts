/**
 * Form and Preview on files they do not apply to (a .py or .json file has neither, a Markdown
 * file other than SKILL.md has a preview but no form), by the keyboard alone, in both layouts
 * and both languages: each is disabled with its reason as tooltip and accessible description,
 * the switch or tab shown chosen is the one whose pane is shown (the code), and the arrow keys
 * pass over a disabled choice as they pass over a disabled radio button.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSkipReason, openStudio, skills } from './harness';
import { skillMd } from '../helpers/temp';

const files = {
  'tool/SKILL.md': skillMd('tool'),
  'tool/scripts/run.py': 'print("hello")\n',
  'tool/config/settings.json': '{ "mode": "fast" }\n',
  'tool/references/guide.md': '# Guide\n\nHow to use the tool.\n',
};

/** What has focus: its role and accessible name. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return `${el?.getAttribute('role') ?? el?.tagName.toLowerCase()}:${el?.textContent.trim()}`;
  });

/** Opens a file of the tree from the keyboard: focus on its row, then Enter. */
async function openFile(page: Page, name: string) {
  const row = page.getByRole('navigation', { name: /Files|文件/ }).getByRole('button', { name });
  await row.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => row.getAttribute('aria-current')).toBe('true');
}

async function openSkill(page: Page) {
  await expect.poll(() => skills(page).count()).toBe(1);
  await page.getByRole('listbox', { name: /Skills|技能/ }).focus();
  await page.keyboard.press('Home');
  await expect.poll(() => skills(page).first().getAttribute('aria-selected')).toBe('true');
}

describe.skipIf(e2eSkipReason !== undefined)(
  `Form and Preview off for other files${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    it('wide: disabled with the reason, Hide shown chosen, arrows pass over them', async () => {
      const { page, problems } = await openStudio({
        files,
        viewport: { width: 1440, height: 900 },
      });
      await openSkill(page);
      const switcher = page.getByRole('radiogroup', { name: 'Side panel' });
      const [form, preview, hide] = ['Form', 'Preview', 'Hide'].map((name) =>
        switcher.getByRole('radio', { name }),
      );
      if (!form || !preview || !hide) throw new Error('no side switch');
      await expect.poll(() => form.getAttribute('aria-checked')).toBe('true');

      await openFile(page, 'run.py');
      await expect.poll(() => form.getAttribute('aria-disabled')).toBe('true');
      const formWhy =
        'The form "About this skill" edits the name and description at the top of SKILL.md; this file has none.';
      const previewWhy = 'Only Markdown files (.md) have a preview.';
      expect([
        await form.getAttribute('title'),
        await form.getAttribute('aria-description'),
      ]).toEqual([formWhy, formWhy]);
      expect([
        await preview.getAttribute('aria-disabled'),
        await preview.getAttribute('aria-description'),
      ]).toEqual(['true', previewWhy]);
      // No side panel is shown, and the switch says so.
      expect(await hide.getAttribute('aria-checked')).toBe('true');
      expect(await form.getAttribute('aria-checked')).toBe('false');
      // The arrows pass over both: from Hide to History and back, neither form nor preview opens.
      await hide.focus();
      await page.keyboard.press('ArrowLeft');
      expect(await focused(page)).toBe('radio:History');
      await page.keyboard.press('ArrowLeft');
      expect(await focused(page)).toBe('radio:Hide');
      await page.keyboard.press('ArrowRight');
      expect(await focused(page)).toBe('radio:History');
      await page.keyboard.press('ArrowRight');
      expect(await focused(page)).toBe('radio:Hide');
      expect(await page.getByRole('complementary', { name: 'Preview' }).count()).toBe(0);

      await openFile(page, 'settings.json');
      expect(await preview.getAttribute('aria-description')).toBe(previewWhy);

      // A Markdown file that is not SKILL.md: Preview can be chosen, Form is passed over.
      await openFile(page, 'guide.md');
      await expect.poll(() => preview.getAttribute('aria-disabled')).toBe(null);
      await hide.focus();
      await page.keyboard.press('ArrowLeft');
      expect(await focused(page)).toBe('radio:History');
      await page.keyboard.press('ArrowLeft');
      expect(await focused(page)).toBe('radio:Preview');
      await page.keyboard.press('ArrowLeft');
      expect(await focused(page)).toBe('radio:Hide');
      await page.keyboard.press('ArrowRight');
      await expect
        .poll(() => page.getByRole('complementary', { name: 'Preview' }).textContent())
        .toContain('How to use the tool.');
      expect(problems).toEqual([]);
    });

    it('narrow, in Chinese: the tabs say why, the Code tab is the one shown', async () => {
      const { page, problems } = await openStudio({
        files,
        locale: 'zh',
        viewport: { width: 1024, height: 700 },
      });
      await openSkill(page);
      const tabs = page.getByRole('tablist', { name: '代码、表单、预览和历史' });
      const [code, form, preview] = ['代码', '表单', '预览'].map((name) =>
        tabs.getByRole('tab', { name }),
      );
      if (!code || !form || !preview) throw new Error('no pane tabs');
      // On SKILL.md the form is a tab to go to.
      await code.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => form.getAttribute('aria-selected')).toBe('true');

      await openFile(page, 'settings.json');
      await expect.poll(() => form.getAttribute('aria-disabled')).toBe('true');
      expect(await form.getAttribute('aria-description')).toBe(
        '表单“关于此技能”编辑的是 SKILL.md 顶部的名称和描述；这个文件没有这些。',
      );
      expect(await preview.getAttribute('aria-description')).toBe(
        '只有 Markdown 文件（.md）可以预览。',
      );
      expect(await preview.getAttribute('title')).toBe('只有 Markdown 文件（.md）可以预览。');
      // The code is shown, and its tab is the chosen one (the one tab stop).
      expect([
        await code.getAttribute('aria-selected'),
        await code.getAttribute('tabindex'),
      ]).toEqual(['true', '0']);
      expect(await form.getAttribute('aria-selected')).toBe('false');
      // The arrows pass over the two that do not apply: from Code to History and back.
      await code.focus();
      await page.keyboard.press('ArrowRight');
      expect(await focused(page)).toBe('tab:历史');
      await page.keyboard.press('ArrowRight');
      expect(await focused(page)).toBe('tab:代码');
      await page.keyboard.press('End');
      expect(await focused(page)).toBe('tab:历史');
      expect(problems).toEqual([]);
    });
  },
);
