/**
 * The Problems panel over the whole skill, in a real browser, in English and Chinese: advice
 * dismissed for this skill with the keyboard leaves the count and comes back with Undo, stays
 * hidden after a reload (the service keeps it, never the skill's folder) and is listed apart
 * with "Show again"; with a script open, SKILL.md's findings are still listed under
 * "SKILL.md", and a finding about another file opens that file.
 *
 * The findings expected are the rules' documented ones: the name is not the folder's (the
 * specification: "Must match the parent directory name"), "helper" is a vague name and "I help"
 * a first-person description (best practices: "Avoid vague names", "Always write in third
 * person"), a README.md inside the skill (the skill-creator: no README.md), and run.py written
 * without the run bit (the skill-creator's scripts are run as programs).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSkipReason, openStudio, skills } from './harness';

const FILES = {
  'reports/SKILL.md':
    '---\nname: helper\ndescription: I help you write weekly reports. Use when the user asks for a weekly report.\n---\n# Helper\n\nRun `scripts/run.py` to start.\n',
  'reports/README.md': '# Reports\n',
  'reports/scripts/run.py': '#!/usr/bin/env python3\nprint("weekly")\n',
};

const WORDS = {
  en: {
    panel: 'Problems',
    count: (advice: number) => `Problems (1) · Advice (${advice})`,
    hide: "Don't show this again for this skill",
    undo: 'Undo',
    showHidden: (n: number) => `Show hidden advice (${n})`,
    showAgain: 'Show again',
  },
  zh: {
    panel: '问题',
    count: (advice: number) => `问题（1）· 建议（${advice}）`,
    hide: '对此技能不再显示',
    undo: '撤销',
    showHidden: (n: number) => `显示已隐藏的建议（${n}）`,
    showAgain: '重新显示',
  },
} as const;

const toggle = (page: Page, panel: string) =>
  page.getByRole('region', { name: panel }).locator('.problems-toggle');

describe.skipIf(e2eSkipReason !== undefined)(
  `the problems panel${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    for (const locale of ['en', 'zh'] as const) {
      const w = WORDS[locale];
      it(`hides advice for this skill by keyboard, with Undo, kept over a reload (${locale})`, async () => {
        const { page, root, userData, problems } = await openStudio({ files: FILES, locale });
        await skills(page).filter({ hasText: 'helper' }).click();
        const panel = page.getByRole('region', { name: w.panel });
        await expect.poll(() => toggle(page, w.panel).textContent()).toBe(w.count(4));
        const skillMd = panel.getByRole('list', { name: 'SKILL.md' });
        await expect.poll(() => skillMd.locator('.problem-advice').count()).toBe(2);
        const first = skillMd.getByRole('button', { name: w.hide }).first();
        await first.focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => toggle(page, w.panel).textContent()).toBe(w.count(3));
        // Undo in the toast, by keyboard too.
        const undo = page.locator('.toast').getByRole('button', { name: w.undo });
        await undo.focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => toggle(page, w.panel).textContent()).toBe(w.count(4));
        // Hidden again, it stays hidden after a reload, and the skill's folder is untouched.
        await skillMd.getByRole('button', { name: w.hide }).first().focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => toggle(page, w.panel).textContent()).toBe(w.count(3));
        await expect.poll(() => existsSync(join(userData, 'hidden-advice.json'))).toBe(true);
        await expect
          .poll(() => readFileSync(join(userData, 'hidden-advice.json'), 'utf8'))
          .toContain('"reports"');
        expect(readdirSync(join(root, 'reports')).sort()).toEqual([
          'README.md',
          'SKILL.md',
          'scripts',
        ]);
        await page.reload();
        await skills(page).filter({ hasText: 'helper' }).click();
        await expect.poll(() => toggle(page, w.panel).textContent()).toBe(w.count(3));
        // Listed apart, greyed, with Show again.
        await panel.getByRole('button', { name: w.showHidden(1) }).click();
        await panel.getByRole('button', { name: w.showAgain }).click();
        await expect.poll(() => toggle(page, w.panel).textContent()).toBe(w.count(4));
        expect(await panel.getByRole('button', { name: w.showHidden(1) }).count()).toBe(0);
        expect(problems).toEqual([]);
      });
    }

    it('adds the #! line a script lacks from its advice, with the keyboard, and saves it', async () => {
      // PEP 394: a Python 3 script is run through "#!/usr/bin/env python3".
      const { page, root, problems } = await openStudio({
        files: {
          'tidy/SKILL.md':
            '---\nname: tidy\ndescription: Tidies CSV files. Use when the user asks to tidy a CSV file.\n---\n# Tidy\n\nRun `scripts/tidy.py FILE`.\n',
          'tidy/scripts/tidy.py': 'print("tidy")\n',
        },
      });
      await skills(page).filter({ hasText: 'tidy' }).click();
      const panel = page.getByRole('region', { name: 'Problems' });
      const script = panel.getByRole('list', { name: 'scripts/tidy.py' });
      const advice = script.locator('li', {
        hasText: '"scripts/tidy.py" does not say which program runs it.',
      });
      const fix = advice.getByRole('button', {
        name: 'Fix: Add "#!/usr/bin/env python3" as the first line of scripts/tidy.py',
      });
      await fix.focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => readFileSync(join(root, 'tidy/scripts/tidy.py'), 'utf8'))
        .toBe('#!/usr/bin/env python3\nprint("tidy")\n');
      await expect.poll(() => advice.count()).toBe(0);
      expect(problems).toEqual([]);
    });

    it("lists SKILL.md's findings under SKILL.md with a script open, and opens another file's", async () => {
      const { page, problems } = await openStudio({ files: FILES });
      await skills(page).filter({ hasText: 'helper' }).click();
      const panel = page.getByRole('region', { name: 'Problems' });
      await expect.poll(() => toggle(page, 'Problems').textContent()).toBe(WORDS.en.count(4));
      await page
        .getByRole('navigation', { name: 'Files' })
        .getByRole('button', { name: 'run.py', exact: true })
        .click();
      await page
        .getByRole('textbox', { name: 'Contents of run.py' })
        .waitFor({ state: 'attached' });
      // The open file is the script: the skill's findings are still all there, by file.
      expect(await toggle(page, 'Problems').textContent()).toBe(WORDS.en.count(4));
      const skillMd = panel.getByRole('list', { name: 'SKILL.md' });
      await expect.poll(() => skillMd.locator('.problem-error').count()).toBe(1);
      expect(await skillMd.locator('.problem-error').textContent()).toContain('helper');
      const headings = await panel.locator('.problem-file').allTextContents();
      expect(headings).toEqual(['SKILL.md', 'README.md', 'scripts/run.py']);
      // A finding about README.md opens README.md.
      await panel.getByRole('list', { name: 'README.md' }).locator('.problem-main').click();
      await page
        .getByRole('textbox', { name: 'Contents of README.md' })
        .waitFor({ state: 'attached' });
      expect(problems).toEqual([]);
    });
  },
);
