/**
 * Monaco's own words (the find widget, the context menu, the command palette) follow a language
 * switch at once, without a page load, and the open document loses nothing: its unsaved text,
 * its cursor, its underlined findings and its undo steps carry over (issue 13). By mouse from
 * English to Chinese, by keyboard only back.
 *
 * The expected words are Monaco's own, from monaco-editor 0.54.0's message tables: English
 * esm/nls.messages.json and Chinese esm/nls.messages.zh-cn.js, at the same index (958
 * "Find / Replace" 查找/替换, 959 "Find" 查找, 810 "Cut" 剪切, 1298 "Change All Occurrences"
 * 更改所有匹配项, 785 "Command Palette" 命令面板, 783 "Go to Line/Column..." 转到行/列...).
 * Failed before: the find box stayed 'Find' after the switch to Chinese.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSkipReason, openStudio, skills } from './harness';
import { editorText, lines } from './editor-lines';

const WORDS = {
  en: {
    dialog: 'Find / Replace',
    find: 'Find',
    cut: 'Cut',
    changeAll: 'Change All Occurrences',
    palette: 'Command Palette',
    goTo: 'Go to Line/Column...',
  },
  zh: {
    dialog: '查找/替换',
    find: '查找',
    cut: '剪切',
    changeAll: '更改所有匹配项',
    palette: '命令面板',
    goTo: '转到行/列...',
  },
};
type Words = (typeof WORDS)['en'];

/** Where the caret is drawn, and the line number Monaco marks as the cursor's. */
const caret = (page: Page) =>
  page.evaluate(() => {
    const cursor = document.querySelector<HTMLElement>('.monaco-editor .cursors-layer .cursor');
    const line = document.querySelector('.monaco-editor .line-numbers.active-line-number');
    if (!cursor || !line) return 'no caret';
    return `${cursor.style.top} ${cursor.style.left} line ${line.textContent}`;
  });

/**
 * Monaco's own name for the editor (message 55, "editor" / 编辑器), on its input element:
 * the sign that the editor on the page is the other language's Monaco (the app's label for
 * it changes at once, before the other Monaco has loaded).
 */
const roleDescription = (page: Page) =>
  page
    .locator('.monaco-editor [aria-roledescription]')
    .first()
    .getAttribute('aria-roledescription');

// The first switch to a language fetches and evaluates its Monaco (3.7 MB): on two busy cores
// that has taken seconds, past expect.poll's default second.
const SWAP = { timeout: 20_000 };

const notReloaded = (page: Page) =>
  page.evaluate(() => (window as { studioStayed?: boolean }).studioStayed === true);

const focusIn = (page: Page, selector: string) =>
  page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);

/** Presses `key` until the focus is on `selector` (at most 40 times). */
async function tabTo(page: Page, key: string, selector: string): Promise<void> {
  for (let i = 0; i < 40 && !(await focusIn(page, selector)); i++) await page.keyboard.press(key);
  expect(await focusIn(page, selector), `${key} reaches ${selector}`).toBe(true);
}

/** With the editor focused: the find widget, the context menu and the palette, by keyboard. */
async function expectMonacoWords(page: Page, words: Words, contextMenu: () => Promise<void>) {
  await page.keyboard.press('Control+f');
  const widget = page.locator('.find-widget');
  await expect.poll(() => widget.getAttribute('aria-label')).toBe(words.dialog);
  expect(await widget.locator('textarea, input').first().getAttribute('aria-label')).toBe(
    words.find,
  );
  await page.keyboard.press('Escape');

  await contextMenu();
  const menu = page.locator('.monaco-menu').first();
  await menu.waitFor();
  const items = await menu.locator('.action-label').allInnerTexts();
  expect(items).toContain(words.cut);
  expect(items).toContain(words.changeAll);
  expect(items).toContain(words.palette);
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });

  await page.keyboard.press('F1');
  const palette = page.locator('.quick-input-widget');
  await palette.waitFor();
  await page.keyboard.type(words.goTo.slice(0, 6));
  await expect
    .poll(() => palette.locator('.quick-input-list .monaco-list-row').allInnerTexts())
    .toEqual(expect.arrayContaining([expect.stringContaining(words.goTo)]));
  await page.keyboard.press('Escape');
  await palette.waitFor({ state: 'hidden' });
}

describe.skipIf(e2eSkipReason !== undefined)(
  `Monaco's language${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    it('switches to Chinese and back in place, keeping the text, cursor, underlines and undo', async () => {
      const { page, problems } = await openStudio();
      await skills(page).filter({ hasText: 'csv-report' }).click();
      await lines(page).filter({ hasText: 'name: csv-report' }).waitFor();
      // Two unsaved edits, each its own undo step: the heading, then the name (a finding).
      await lines(page).filter({ hasText: '# CSV report' }).click();
      await page.keyboard.press('End');
      await page.keyboard.type(' EDITED');
      await lines(page).filter({ hasText: 'name: csv-report' }).click();
      await page.keyboard.press('End');
      await page.keyboard.type('-X');
      await page.locator('.squiggly-error').first().waitFor();
      const before = await caret(page);
      await page.evaluate(() => {
        (window as { studioStayed?: boolean }).studioStayed = true;
      });

      // English → Chinese, by mouse.
      expect(await roleDescription(page)).toBe('editor');
      await page.getByLabel('Language', { exact: true }).selectOption('zh');
      await expect.poll(() => roleDescription(page), SWAP).toBe('编辑器');
      expect(await notReloaded(page)).toBe(true);
      await expect.poll(() => editorText(page)).toContain('name: csv-report-X');
      expect(await editorText(page)).toContain('# CSV report EDITED');
      await expect.poll(() => caret(page)).toBe(before);
      await page.locator('.squiggly-error').first().waitFor();
      await lines(page).filter({ hasText: 'name: csv-report-X' }).click();
      await expectMonacoWords(page, WORDS.zh, async () => {
        await lines(page).filter({ hasText: '# CSV report' }).click({ button: 'right' });
      });
      // The undo steps came along: the newest (the name) goes, the heading stays.
      await page.keyboard.press('Control+z');
      await expect.poll(() => editorText(page)).not.toContain('csv-report-X');
      expect(await editorText(page)).toContain('# CSV report EDITED');
      await page.locator('.squiggly-error').first().waitFor({ state: 'detached' });

      // Chinese → English, by keyboard only: Ctrl+M lets Tab leave the editor, Shift+Tab back
      // to the language, an arrow picks English, Tab back into the editor (Tab still moves
      // focus: the choice carried over to the other Monaco).
      await page.keyboard.press('Control+m');
      const language = await page.getByLabel('语言', { exact: true }).getAttribute('id');
      await tabTo(page, 'Shift+Tab', `[id="${language}"]`);
      await page.keyboard.press('ArrowUp');
      await expect.poll(() => roleDescription(page), SWAP).toBe('editor');
      const back = await caret(page);
      // Monaco takes keys in an EditContext element where Chromium has one, else a textarea.
      await tabTo(page, 'Tab', '.monaco-editor :is(.native-edit-context, textarea)');
      expect(await caret(page)).toBe(back);
      await expectMonacoWords(page, WORDS.en, () => page.keyboard.press('Shift+F10'));
      expect(await editorText(page)).toContain('# CSV report EDITED');
      await page.keyboard.press('Control+z');
      await expect.poll(() => editorText(page)).not.toContain('EDITED');
      expect(await notReloaded(page)).toBe(true);
      expect(problems).toEqual([]);
    });

    it("keeps every file's undo, and the other Monaco's fixes, help, underlines and Tab guard work", async () => {
      const { page, problems } = await openStudio();
      await skills(page).filter({ hasText: 'csv-report' }).click();
      await lines(page).filter({ hasText: 'name: csv-report' }).waitFor();
      // An unsaved edit in a file not shown at the switch.
      await page.getByRole('button', { name: /column-types\.md/ }).click();
      await lines(page).first().click();
      await page.keyboard.press('Control+End');
      await page.keyboard.type('OTHER');
      await page.getByRole('button', { name: /SKILL\.md/ }).click();
      await lines(page).filter({ hasText: 'name: csv-report' }).waitFor();
      expect(await roleDescription(page)).toBe('editor');
      await page.getByLabel('Language', { exact: true }).selectOption('zh');
      await expect.poll(() => roleDescription(page), SWAP).toBe('编辑器');

      // The frontmatter help comes from this Monaco's own YAML worker, in Chinese.
      await lines(page).filter({ hasText: '# CSV report' }).click();
      await page.locator('.view-line span', { hasText: /^name$/ }).hover();
      await page.locator('.monaco-hover').filter({ hasText: '技能的简短标识' }).first().waitFor();
      await page.mouse.move(0, 0);

      // Underlines in the keystroke's frame (marker-flush.ts, on this Monaco's marker service).
      await lines(page).filter({ hasText: 'name: csv-report' }).click();
      await page.keyboard.press('End');
      await page.evaluate(() => {
        const seen: boolean[] = [];
        (window as { seen?: boolean[] }).seen = seen;
        new MutationObserver(() => {
          const line = [...document.querySelectorAll('.view-line')].find((l) =>
            l.textContent.startsWith('name:'),
          );
          if (line?.textContent.endsWith('s') && seen.length === 0)
            seen.push(document.querySelector('.squiggly-error') !== null);
        }).observe(document.querySelector('.view-lines') ?? document.body, {
          subtree: true,
          childList: true,
          characterData: true,
        });
      });
      await page.keyboard.type('s');
      await page.locator('.squiggly-error').first().waitFor();
      expect(await page.evaluate(() => (window as { seen?: boolean[] }).seen)).toEqual([true]);

      // Its quick fix, in Chinese, by keyboard.
      // fix.set-name's Chinese (renderer/src/i18n/skill-text.ts).
      const title = '把名称设为 "csv-report"';
      await page.keyboard.press('Control+Period');
      await page.getByRole('option', { name: title }).waitFor();
      const focused = page.locator('.action-widget [role="option"].focused');
      for (let i = 0; i < 10 && (await focused.getAttribute('aria-label')) !== title; i++)
        await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect.poll(() => editorText(page)).toContain('name: csv-report\n');
      await page.locator('.squiggly-error').first().waitFor({ state: 'detached' });

      // The other file: its unsaved text, and its undo step.
      await page.getByRole('button', { name: /column-types\.md/ }).click();
      await expect.poll(() => editorText(page)).toContain('OTHER');
      await lines(page).first().click();
      await page.keyboard.press('Control+z');
      await expect.poll(() => editorText(page)).not.toContain('OTHER');

      // The Tab guard: reached by keyboard from the form, Tab passes the code without editing.
      await page.getByRole('button', { name: /SKILL\.md/ }).click();
      await lines(page).filter({ hasText: 'name: csv-report' }).waitFor();
      await page.getByLabel('添加工具').focus();
      const code = '.monaco-editor :is(.native-edit-context, textarea)';
      await page.keyboard.press('Tab');
      expect(await focusIn(page, code)).toBe(true);
      const text = await editorText(page);
      await page.keyboard.press('Tab');
      expect(await focusIn(page, code)).toBe(false);
      expect(await editorText(page)).toBe(text);
      expect(problems).toEqual([]);
    });

    it("keeps the editor it has, and the text, when the other language's Monaco cannot load; a reload loads it", async () => {
      let refuse = true;
      const { page, problems } = await openStudio({
        // The Chinese Monaco's chunk is the one holding Monaco's Chinese table.
        beforeLoad: async (page) => {
          await page.route(/\/assets\/setup-[\w-]+\.js$/, async (route) => {
            const response = await route.fetch();
            const body = await response.text();
            if (refuse && body.includes('区分大小写')) await route.abort('connectionreset');
            else await route.fulfill({ response, body });
          });
        },
      });
      await skills(page).filter({ hasText: 'csv-report' }).click();
      await lines(page).filter({ hasText: '# CSV report' }).click();
      await page.keyboard.press('End');
      await page.keyboard.type(' KEPT');
      await page.getByLabel('Language', { exact: true }).selectOption('zh');
      await expect
        .poll(() => problems.some((p) => p.includes('The code editor could not load')), SWAP)
        .toBe(true);
      // The UI is Chinese; the editor is the English one still, with the text, and works.
      expect(await page.getByRole('tab', { name: '编辑' }).count()).toBe(1);
      expect(await roleDescription(page)).toBe('editor');
      await lines(page).filter({ hasText: '# CSV report KEPT' }).click();
      await page.keyboard.press('End');
      await page.keyboard.type('!');
      await expect.poll(() => editorText(page)).toContain('# CSV report KEPT!');
      expect(
        problems.every((p) => /could not load|setup-|ERR_CONNECTION_RESET|Failed to fetch/.test(p)),
      ).toBe(true);
      problems.length = 0;

      // The network back: Chromium (150) keeps a module that failed to fetch as failed for the
      // page's life, so the page loads it once reloaded, in the language chosen.
      refuse = false;
      await page.reload();
      await skills(page).filter({ hasText: 'csv-report' }).click();
      await expect.poll(() => roleDescription(page), SWAP).toBe('编辑器');
      expect(problems).toEqual([]);
    });
  },
);
