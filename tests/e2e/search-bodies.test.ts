/**
 * The list's search finds words in skill bodies and other text files, not only in names,
 * descriptions and folders, and shows the matching line under each skill it found that way:
 * typed from the keyboard alone (Ctrl+P to the search box, arrows into the list), in English
 * and in Chinese, and following a file another program changes.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSkipReason, openStudio, skills } from './harness';
import { skillMd } from '../helpers/temp';

const body = (name: string, text: string) =>
  `---\nname: ${name}\ndescription: Does ${name} things. Use when asked.\n---\n# ${name}\n\n${text}\n`;

const files = {
  'ledger/SKILL.md': body('ledger', 'Reconcile the quarterly invoice totals.'),
  'notes/SKILL.md': skillMd('notes'),
  'notes/references/guide.md': '# Guide\n\nWhere each invoice number goes.\n',
  'invoice-tool/SKILL.md': skillMd('invoice-tool'),
  'other/SKILL.md': skillMd('other'),
};

const names = (page: Page) =>
  skills(page).evaluateAll((rows) =>
    rows.map((r) => r.querySelector('.skill-row-name')?.firstChild?.textContent ?? ''),
  );
const hits = (page: Page) => page.getByTestId('search-hit').allTextContents();

describe.skipIf(e2eSkipReason !== undefined)(
  `search over skill files${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    it('finds words in bodies and references with the line, from the keyboard', async () => {
      const { page, root, problems } = await openStudio({ files });
      await expect.poll(() => skills(page).count()).toBe(4);
      await page.getByRole('listbox', { name: 'Skills' }).focus();
      await page.keyboard.press('Control+p');
      await page.keyboard.type('invoice');
      // invoice-tool by its name at once; ledger and notes once their files are searched.
      await expect.poll(() => names(page)).toEqual(['invoice-tool', 'ledger', 'notes']);
      expect(await hits(page)).toEqual([
        'SKILL.md:7 Reconcile the quarterly invoice totals.',
        'references/guide.md:3 Where each invoice number goes.',
      ]);
      expect(await page.locator('.skill-row-hit mark').allTextContents()).toEqual([
        'invoice',
        'invoice',
      ]);
      // The row says it to a screen reader too.
      expect(await skills(page).nth(2).getAttribute('aria-label')).toContain(
        'found in references/guide.md, line 3: Where each invoice number goes.',
      );
      // Every word must be somewhere: "ledger" in a name, "quarterly" in its body.
      await page.keyboard.press('Control+a');
      await page.keyboard.type('ledger quarterly');
      await expect.poll(() => names(page)).toEqual(['ledger']);
      // Arrows from the list open the skill found.
      await page.getByRole('listbox', { name: 'Skills' }).focus();
      await page.keyboard.press('Home');
      await expect.poll(() => skills(page).first().getAttribute('aria-selected')).toBe('true');

      // Another program adds the word to a file: the search shown follows.
      writeFileSync(join(root, 'other/SKILL.md'), body('other', 'Quarterly ledger export.'));
      await expect.poll(() => names(page), { timeout: 10_000 }).toEqual(['ledger', 'other']);
      expect(problems).toEqual([]);
    });

    it('says it in Chinese, and a word in no file finds nothing', async () => {
      const { page, problems } = await openStudio({ files, locale: 'zh' });
      await expect.poll(() => skills(page).count()).toBe(4);
      expect(
        await page.getByRole('searchbox', { name: '搜索技能' }).getAttribute('placeholder'),
      ).toBe('搜索名称、描述和文件');
      await page.getByRole('searchbox', { name: '搜索技能' }).focus();
      await page.keyboard.type('number');
      await expect.poll(() => names(page)).toEqual(['notes']);
      expect(await skills(page).first().getAttribute('aria-label')).toContain(
        '在 references/guide.md 第 3 行找到：Where each invoice number goes.',
      );
      await page.keyboard.type('zzz');
      await expect.poll(() => page.locator('.list-empty').textContent()).toContain('numberzzz');
      expect(problems).toEqual([]);
    });
  },
);
