/**
 * Plain words (issue 38) in a real browser: a finding leads with a sentence a non-developer
 * understands; its full message and rule code wait behind "Details", which the keyboard opens;
 * the form is "About this skill". Both UI languages.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSkipReason, openStudio, skills } from './harness';

const files = {
  'notes-helper/SKILL.md':
    '---\nname: notes-helper\ndescription: Keeps notes: fast and short\n---\nKeep notes.\n',
  'pdf-tools/SKILL.md':
    '---\nname: Pdf-Tools\ndescription: Splits PDF files. Use when asked to split a PDF.\n---\nSplit it.\n',
  // Both at once: the colon's YAML error must not hide the capitals of the name.
  'both/SKILL.md': '---\nname: Both_Wrong\ndescription: Splits files: fast.\n---\nSplit it.\n',
};

/** Tabs from the finding's row button to its Details and opens it with Enter. */
async function openDetailsByKeyboard(page: Page, row: string): Promise<void> {
  await page.getByRole('button', { name: row }).focus();
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.tagName === 'SUMMARY')) break;
  }
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
  await page.keyboard.press('Enter');
}

const cases = [
  {
    locale: 'en',
    problems: 'Problems',
    colon: 'A line about this skill has a colon that breaks it.',
    capitals: 'The name can only use small letters, digits and hyphens.',
    rule: 'Rule: yaml-syntax',
    form: 'About this skill',
  },
  {
    locale: 'zh',
    problems: '问题',
    colon: '关于此技能的某一行里有一个冒号，把这一行弄乱了。',
    capitals: '名称只能使用小写字母、数字和连字符。',
    rule: '规则：yaml-syntax',
    form: '关于此技能',
  },
] as const;

describe.skipIf(e2eSkipReason !== undefined)(
  `plain words${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    for (const c of cases)
      it(`leads with plain words, details a key press away (${c.locale})`, async () => {
        const { page, problems } = await openStudio({ files, locale: c.locale });
        await skills(page).filter({ hasText: 'notes-helper' }).click();
        const panel = page.getByRole('region', { name: c.problems });
        await panel.getByText(c.colon, { exact: true }).waitFor();
        // The technical words and the rule code are not in the row: they wait behind Details.
        const full = panel.getByText(/new key/);
        expect(await full.isVisible()).toBe(false);
        expect(await panel.getByText(c.rule).isVisible()).toBe(false);
        expect(await panel.getByText(/· yaml-syntax/).count()).toBe(0);
        // No disclosure inside the row's button (a button holds nothing interactive).
        expect(await panel.locator('button summary, button details').count()).toBe(0);

        await openDetailsByKeyboard(page, c.colon);
        await panel.getByText(c.rule).waitFor();
        expect(await full.first().isVisible()).toBe(true);
        if (c.locale === 'zh')
          expect(await panel.locator('.finding-details[open] [lang="en"]').isVisible()).toBe(true);

        // The form says why it cannot edit this file without naming the format.
        const form = page.getByRole('complementary', { name: c.form });
        await form.waitFor();
        expect(await form.textContent()).not.toMatch(/YAML|frontmatter|前置元数据/i);

        await skills(page).filter({ hasText: 'Pdf-Tools' }).click();
        await panel.getByText(c.capitals, { exact: true }).first().waitFor();
        await form.getByRole('heading', { name: c.form }).waitFor();
        await form.getByText(c.capitals, { exact: true }).waitFor();

        await skills(page).filter({ hasText: 'both' }).click();
        await panel.getByText(c.colon, { exact: true }).waitFor();
        await panel.getByText(c.capitals, { exact: true }).first().waitFor();
        expect(problems).toEqual([]);
      });
  },
);
