/**
 * The first-start guide: shown on a first run only (what a skill is, the three levels an
 * agent loads, the three views), a modal dialog that keeps focus inside and closes on Esc,
 * never shown on its own again once closed (after a reload and after a restart, the record is
 * the service's), reopened from Help; About says the version package.json gives; the jargon
 * has plain-words tooltips; closing the guide goes on to where the skills will be used.
 * English with the mouse, Chinese with the keyboard only. Every
 * other e2e test starts with the guide dismissed (harness.ts, `firstRun`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSkipReason, openStudio, repoRoot } from './harness';

const { version } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
  version: string;
};
const SOON = { timeout: 15_000 };

/** What has focus: inside which dialog (its name), or the focused control's name. */
const focusIn = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    const dialog = el?.closest('dialog');
    if (dialog) return `dialog:${dialog.querySelector('h2')?.textContent ?? ''}`;
    return el && el !== document.body ? `${el.tagName}:${el.textContent.trim()}` : 'body';
  });

describe.skipIf(e2eSkipReason !== undefined)(
  `the first-start guide, Help and About${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    it('shows on first start only, reopens from Help; About and tooltips (English, mouse)', async () => {
      const first = await openStudio({ firstRun: true, onDisk: true });
      const { page } = first;
      const guide = page.getByRole('dialog', { name: 'Getting started' });
      await guide.waitFor(SOON);
      const text = await guide.textContent();
      for (const words of [
        'A skill is a folder that teaches an AI agent one task',
        'At start-up: only the name and description of every skill',
        'When a task matches the description: the body of that SKILL.md',
        'Only when needed: the files the body points to',
        'Edit:',
        'Agent view:',
        'Package:',
      ])
        expect(text).toContain(words);
      // Focus is in the dialog and stays there (a modal dialog: the page behind is inert).
      expect(await focusIn(page)).toBe('dialog:Getting started');
      for (let i = 0; i < 3; i++) {
        await page.keyboard.press('Tab');
        expect(await focusIn(page)).toMatch(/^dialog:Getting started$|^body$/);
      }
      await page.keyboard.press('Escape');
      await expect.poll(() => guide.count()).toBe(0);
      // Then where the skills will be used is asked (tests/e2e/targets.test.ts); not now.
      const targets = page.getByRole('dialog', { name: 'Where will this skill be used?' });
      await targets.getByRole('button', { name: 'Not now' }).click();
      await expect
        .poll(() => first.service.handlers.readUiPrefs({}), SOON)
        .toEqual({ guideDismissed: true });
      await page.reload();
      await page.getByRole('button', { name: 'Help' }).waitFor();
      await page.waitForTimeout(500);
      expect(await guide.count()).toBe(0);
      const second = await first.restart();
      const again = second.page;
      const help = again.getByRole('button', { name: 'Help' });
      await help.waitFor();
      await again.waitForTimeout(500);
      expect(await again.getByRole('dialog').count()).toBe(0);
      // Reopened from Help, closed with its button: focus goes back to Help.
      await help.click();
      await again.getByRole('menuitem', { name: 'Getting started' }).click();
      await again.getByRole('dialog', { name: 'Getting started' }).waitFor();
      await again.getByRole('button', { name: 'Got it' }).click();
      await expect.poll(() => focusIn(again)).toBe('BUTTON:Help');
      await help.click();
      await again.getByRole('menuitem', { name: 'About Skill Studio' }).click();
      const about = again.getByRole('dialog', { name: 'About Skill Studio' });
      expect(await about.getByTestId('app-version').textContent()).toBe(`Version ${version}`);
      await about.getByRole('button', { name: 'Close' }).click();
      // The jargon in plain words: where the skills will be used, not a "profile".
      expect(
        await again
          .locator('.toolbar')
          .getByRole('button', { name: /^Where will/ })
          .getAttribute('title'),
      ).toBe('Where will this skill be used?\nUsed in: not chosen yet');
      await again.getByRole('tab', { name: 'Agent view' }).click();
      await again.getByRole('listbox', { name: 'Skills' }).getByRole('option').first().click();
      const agent = again.getByLabel('Agent', { exact: true });
      expect(await agent.getAttribute('title')).toContain('HelloAgents: an open-source');
      expect(await agent.locator('option[value="codex"]').getAttribute('title')).toBe(
        "Codex: OpenAI's agent for the terminal.",
      );
      expect([...first.problems, ...second.problems]).toEqual([]);
    });

    it('is read, closed and reopened with the keyboard only (Chinese)', async () => {
      const { page, problems } = await openStudio({ firstRun: true, locale: 'zh' });
      const guide = page.getByRole('dialog', { name: '入门指南' });
      await guide.waitFor(SOON);
      expect(await guide.textContent()).toContain('启动时：只读每个技能的名称和描述');
      expect(await focusIn(page)).toBe('dialog:入门指南');
      await page.keyboard.press('Enter');
      await expect.poll(() => guide.count()).toBe(0);
      // A first run goes on to where the skills will be used; Esc leaves it for later.
      const targets = page.getByRole('dialog', { name: '这个技能会在哪里使用？' });
      await targets.waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => targets.count()).toBe(0);
      const help = page.getByRole('button', { name: '帮助' });
      await help.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      const about = page.getByRole('dialog', { name: '关于 Skill Studio' });
      await about.waitFor();
      expect(await about.getByTestId('app-version').textContent()).toBe(`版本 ${version}`);
      await page.keyboard.press('Escape');
      await expect.poll(() => about.count()).toBe(0);
      await expect.poll(() => focusIn(page)).toBe('BUTTON:帮助');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await guide.waitFor();
      expect(await focusIn(page)).toBe('dialog:入门指南');
      await page.keyboard.press('Escape');
      await expect.poll(() => guide.count()).toBe(0);
      await expect.poll(() => focusIn(page)).toBe('BUTTON:帮助');
      expect(
        await page
          .locator('.toolbar')
          .getByRole('button', { name: /^这个技能会在哪里使用/ })
          .getAttribute('title'),
      ).toBe('这个技能会在哪里使用？\n使用于：尚未选择');
      expect(problems).toEqual([]);
    });
  },
);
