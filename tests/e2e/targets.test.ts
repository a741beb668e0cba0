/**
 * Where will this skill be used? The places a library's skills ship to (its targets): asked on
 * a first run once the guide is closed (a sentence each, several at once, at least one), kept
 * by the service per library so a reload and a new browser keep them, changed from the
 * toolbar; the list, the editor and the package view say the verdict for each place in words
 * ("Claude Code: ready. Claude.ai upload: refused: ..."), the list's dot the worst of them.
 * English with the mouse, Chinese with the keyboard only. Failed before: there was one
 * "Check against" profile, kept in the page's storage, and no verdict per place.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { targetsButton } from './choose-targets';
import { e2eSkipReason, openStudio, skills } from './harness';

const SOON = { timeout: 15_000 };

const SKILLS = {
  // Valid for the specification (letters of any alphabet), refused by a Claude.ai upload
  // (Anthropic's upload rules: a-z, 0-9 and hyphens only).
  '技能/SKILL.md':
    '---\nname: 技能\ndescription: 把一份表格整理成周报，列出本周完成的工作和下周计划。当用户要求写周报时使用。\n---\n# 技能\n\n按步骤整理。\n',
  // No description: Claude Code lists it anyway (a warning), Gemini CLI's loader skips it
  // (skillLoader.ts needs a description), so does the specification.
  'no-description/SKILL.md': '---\nname: no-description\n---\n# Notes\n\nSteps.\n',
};

const row = (page: Page, name: string) =>
  skills(page).filter({
    has: page.locator('.skill-row-name', { hasText: new RegExp(`^${name}`) }),
  });
const placesIn = (page: Page, where: string, label = 'Verdict for each place') =>
  page.locator(where).getByRole('list', { name: label }).getByRole('listitem');

/** What has focus: its role-ish tag and name. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const label = el.closest('label')?.querySelector('.target-choice-name')?.textContent;
    return `${el.tagName}:${label ?? el.textContent.trim()}`;
  });

describe.skipIf(e2eSkipReason !== undefined)(
  `where the skills will be used${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    it('is asked on a first run, kept across a reload and a new browser, and said for each place (English, mouse)', async () => {
      const first = await openStudio({ firstRun: true, onDisk: true, files: SKILLS });
      const { page } = first;
      await page.getByRole('dialog', { name: 'Getting started' }).waitFor(SOON);
      await page.getByRole('button', { name: 'Got it' }).click();
      const dialog = page.getByRole('dialog', { name: 'Where will this skill be used?' });
      await dialog.waitFor(SOON);
      // A sentence for each place, in plain words.
      const text = (await dialog.textContent()) ?? '';
      for (const words of [
        'Claude Code',
        "Anthropic's coding assistant that runs in a terminal",
        'Claude.ai upload',
        'Codex',
        'OpenCode',
        'GitHub Copilot',
        'Gemini CLI',
        'HelloAgents',
        'Any agent (the Agent Skills standard)',
      ])
        expect(text).toContain(words);
      expect(text).not.toMatch(/profile|frontmatter|skills-ref/i);
      // Nothing ticked: saving says what is missing, and keeps the dialog.
      await dialog.getByRole('button', { name: 'Save' }).click();
      expect(await dialog.getByRole('alert').textContent()).toBe('Tick at least one place.');
      for (const name of ['Claude Code', 'Claude.ai upload', 'Gemini CLI'])
        await dialog.getByRole('checkbox', { name }).check();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await targetsButton(page).textContent()).toBe(
        'Used in: Claude Code, Claude.ai upload, Gemini CLI',
      );

      // The list: the worst verdict as the dot, each place's in the row's name and tooltip.
      await expect.poll(() => row(page, '技能').getAttribute('data-verdict')).toBe('errors');
      expect(await row(page, '技能').getAttribute('aria-label')).toBe(
        '技能, Claude Code: ready. Claude.ai upload: refused: the name has letters outside a–z. Gemini CLI: ready.',
      );
      expect(await row(page, '技能').locator('.status-dot').getAttribute('title')).toBe(
        'Claude Code: ready.\nClaude.ai upload: refused: the name has letters outside a–z.\nGemini CLI: ready.',
      );
      const noDescription = (await row(page, 'no-description').getAttribute('aria-label')) ?? '';
      expect(noDescription).toMatch(/Claude Code: ready, \d+ things? worth a look\./);
      expect(noDescription).toContain('Gemini CLI: refused: it has no description.');

      // The editor: full sentences, the reason in the finding's own words.
      await row(page, '技能').click();
      const editor = placesIn(page, '.edit-view');
      await expect.poll(() => editor.count()).toBe(3);
      expect(await editor.nth(0).textContent()).toBe('Claude Code: ready.');
      expect(await editor.nth(1).textContent()).toMatch(/^Claude\.ai upload: refused: \S/);
      expect(await editor.nth(2).textContent()).toBe('Gemini CLI: ready.');
      expect(await editor.nth(1).getAttribute('data-verdict')).toBe('errors');

      // The package view: the same places for the skill packaged.
      await page.getByRole('tab', { name: 'Package' }).click();
      const packaged = placesIn(page, '.package-view');
      await expect.poll(() => packaged.count(), SOON).toBe(3);
      expect(await packaged.nth(1).textContent()).toMatch(/^Claude\.ai upload: refused: \S/);

      // Kept by the service: a reload asks nothing and keeps them; so does a new browser.
      await page.reload();
      await expect
        .poll(() => targetsButton(page).textContent(), SOON)
        .toBe('Used in: Claude Code, Claude.ai upload, Gemini CLI');
      expect(await page.getByRole('dialog').count()).toBe(0);
      const second = await first.restart();
      await expect
        .poll(() => targetsButton(second.page).textContent(), SOON)
        .toBe('Used in: Claude Code, Claude.ai upload, Gemini CLI');
      await expect
        .poll(() => row(second.page, '技能').getAttribute('data-verdict'), SOON)
        .toBe('errors');
      expect(await second.page.getByRole('dialog').count()).toBe(0);
      expect(await second.service.handlers.readTargets({})).toEqual({
        byRoot: { [first.root]: ['claude-code', 'claude-ai', 'gemini-cli'] },
      });
      expect([...first.problems, ...second.problems]).toEqual([]);
    });

    it('is chosen and changed with the keyboard only (Chinese)', async () => {
      const { page, url, problems } = await openStudio({
        firstRun: true,
        locale: 'zh',
        files: SKILLS,
      });
      const guide = page.getByRole('dialog', { name: '入门指南' });
      await guide.waitFor(SOON);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: '这个技能会在哪里使用？' });
      await dialog.waitFor(SOON);
      // The first place has focus; Space ticks it, Tab goes on to the next.
      await expect.poll(() => focused(page)).toBe('INPUT:Claude Code');
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await focused(page)).toBe('INPUT:Codex');
      await page.keyboard.press('Space');
      for (let i = 0; i < 12 && (await focused(page)) !== 'BUTTON:保存'; i++)
        await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      const button = targetsButton(page, '这个技能会在哪里使用？');
      // Chinese lists coordinate names with the enumeration comma "、" (GB/T 15834-2011, 4.5).
      await expect.poll(() => button.textContent()).toBe('使用于：Claude Code、Codex');
      await expect
        .poll(() => row(page, '技能').getAttribute('aria-label'))
        .toBe('技能, Claude Code：可以使用。 Codex：可以使用。');

      // Another window shows the same choice, and follows when this one changes it.
      const other = await page.context().newPage();
      await other.goto(url);
      const otherButton = targetsButton(other, '这个技能会在哪里使用？');
      await expect.poll(() => otherButton.textContent()).toBe('使用于：Claude Code、Codex');

      // Changed from the toolbar: Enter opens the same choice with what was ticked.
      await button.focus();
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      expect(await dialog.getByRole('checkbox', { checked: true }).count()).toBe(2);
      await page.keyboard.press('Tab');
      expect(await focused(page)).toBe('INPUT:Claude.ai 上传');
      await page.keyboard.press('Space');
      for (let i = 0; i < 12 && (await focused(page)) !== 'BUTTON:保存'; i++)
        await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await expect
        .poll(() => row(page, '技能').getAttribute('aria-label'))
        .toBe(
          '技能, Claude Code：可以使用。 Claude.ai 上传：会被拒绝：名称含有 a–z 以外的字母。 Codex：可以使用。',
        );
      await expect
        .poll(() => otherButton.textContent())
        .toBe('使用于：Claude Code、Claude.ai 上传、Codex');
      expect(problems).toEqual([]);
    });

    it('several places at once: the editor follows its unsaved text for each of them', async () => {
      const { page, problems } = await openStudio({ files: SKILLS });
      // Until chosen, the editor says so and offers the choice.
      await row(page, 'no-description').click();
      const prompt = page.locator('.edit-view .target-prompt');
      await expect.poll(() => prompt.textContent()).toContain('Until you choose');
      await prompt.getByRole('button', { name: 'Choose…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Where will this skill be used?' });
      for (const name of ['Claude Code', 'OpenCode', 'GitHub Copilot', 'Gemini CLI'])
        await dialog.getByRole('checkbox', { name }).check();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      const editor = placesIn(page, '.edit-view');
      await expect.poll(() => editor.count()).toBe(4);
      // OpenCode lists a skill without a description; VS Code's Copilot keeps it undescribed.
      await expect.poll(() => editor.nth(3).textContent()).toMatch(/^Gemini CLI: refused: \S/);
      expect(await page.locator('.edit-view .target-prompt').count()).toBe(0);
      await page
        .getByRole('complementary', { name: 'About this skill' })
        .getByLabel('Description', { exact: true })
        .fill('Turns meeting notes into a list of actions. Use when the user pastes notes.');
      await expect.poll(() => editor.nth(3).textContent()).toBe('Gemini CLI: ready.');
      await expect
        .poll(() => row(page, 'no-description').getAttribute('aria-label'))
        .toContain('Gemini CLI: ready.');
      expect(problems).toEqual([]);
    });
  },
);
