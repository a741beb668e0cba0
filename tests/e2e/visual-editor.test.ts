/**
 * The visual Markdown editor in a real browser: what is typed in Visual is saved as the
 * Markdown the specs write (CommonMark 0.31.2 example 62 for an ATX heading, example 302 for
 * an ordered list's `1.` items, GFM 0.29 example 198 for a table), a one-word edit in a
 * hand-formatted file changes that one line, Code shows the text again, Chinese typed through
 * an input method's compositions is kept once, undo and redo cross between Visual and Code
 * (one history), a draft typed in Visual comes back after a reload at 1024 px in Chinese, and
 * the switch speaks Chinese.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSkipReason, openStudio, skills } from './harness';
import { editorText, lines } from './editor-lines';

const FRONT = '---\nname: notes\ndescription: Notes for testing. Use when testing.\n---\n';

async function openVisual(page: Page, skill: string) {
  await skills(page).filter({ hasText: skill }).click();
  await lines(page)
    .filter({ hasText: `name: ${skill}` })
    .waitFor();
  await page.getByRole('radio', { name: 'Visual' }).click();
  const area = page.getByRole('textbox', { name: 'Instructions of SKILL.md, written visually' });
  await area.waitFor();
  return area;
}

async function save(page: Page) {
  await page.locator('.skill-header').getByRole('button', { name: 'Save' }).click();
}

describe.skipIf(e2eSkipReason !== undefined)(
  `the visual editor${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    it('saves a heading, a numbered list and a table typed in Visual as the specs write them', async () => {
      const { page, root, problems } = await openStudio({ files: { 'notes/SKILL.md': FRONT } });
      const area = await openVisual(page, 'notes');
      await area.click();
      // `# ` is a heading as you type; `1. ` starts a numbered list; Enter twice leaves it.
      await page.keyboard.type('# Steps');
      await page.keyboard.press('Enter');
      await page.keyboard.type('1. First');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Second');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Insert table' }).click();
      for (const [i, cell] of ['Name', 'Value', 'a', '1', 'b', '2'].entries()) {
        if (i > 0) await page.keyboard.press('Tab');
        await page.keyboard.type(cell);
      }
      await save(page);
      const path = join(root, 'notes', 'SKILL.md');
      await expect
        .poll(() => readFileSync(path, 'utf8'))
        .toBe(
          `${FRONT}# Steps\n\n1. First\n2. Second\n\n| Name | Value |\n| --- | --- |\n| a | 1 |\n| b | 2 |\n`,
        );
      expect(problems).toEqual([]);
    });

    it('takes Chinese typed through an input method: the composed words once, never the pinyin', async () => {
      const { page, root, problems } = await openStudio({
        locale: 'zh',
        files: { 'notes/SKILL.md': FRONT },
      });
      await skills(page).filter({ hasText: 'notes' }).click();
      await lines(page).filter({ hasText: 'name: notes' }).waitFor();
      await page.getByRole('radio', { name: '可视化' }).click();
      const area = page.getByRole('textbox', { name: 'SKILL.md 的说明（可视化编辑）' });
      await area.click();
      // As an input method sends them: the composition grows letter by letter, then commits.
      const cdp = await page.context().newCDPSession(page);
      const compose = async (letters: string, words: string) => {
        for (let i = 1; i <= letters.length; i++)
          await cdp.send('Input.imeSetComposition', {
            text: letters.slice(0, i),
            selectionStart: i,
            selectionEnd: i,
          });
        await cdp.send('Input.insertText', { text: words });
      };
      await page.evaluate(() => {
        const w = window as unknown as { compositions: number };
        w.compositions = 0;
        document.addEventListener('compositionend', () => (w.compositions += 1), true);
      });
      await page.keyboard.type('# ');
      await compose('buzhou', '步骤');
      await page.keyboard.press('Enter');
      await compose('xianduqu', '先读取');
      await page.keyboard.type(' README');
      await compose('wenjian', '文件。');
      await page.getByRole('button', { name: '保存' }).first().click();
      const path = join(root, 'notes', 'SKILL.md');
      // CommonMark 0.31.2 example 62: an ATX heading is one line; a paragraph follows a blank line.
      await expect
        .poll(() => readFileSync(path, 'utf8'))
        .toBe(`${FRONT}# 步骤\n\n先读取 README文件。\n`);
      // The editor met real compositions, not plain typing.
      expect(
        await page.evaluate(() => (window as unknown as { compositions: number }).compositions),
      ).toBe(3);
      expect(problems).toEqual([]);
    });

    it('marks placeholders as chips that say what each agent puts there', async () => {
      const { page, root, problems } = await openStudio({
        files: {
          'notes/SKILL.md': `${FRONT}Summarise $ARGUMENTS, starting with $0.\n\nKeep \\$ARGUMENTS as is.\n`,
        },
      });
      const area = await openVisual(page, 'notes');
      const chip = (p: string) => area.locator(`.visual-chip[data-placeholder="${p}"]`);
      // "\$" keeps it literal in Claude Code (and Visual shows the text without the backslash).
      await area.getByText('Keep $ARGUMENTS as is.').waitFor();
      // Claude Code's docs ("Available string substitutions", code.claude.com/docs/en/skills):
      // $ARGUMENTS is all the arguments, $N the Nth (0-based); Codex, as its recording shows,
      // passes the text on untouched.
      await expect
        .poll(() => chip('$0').getAttribute('title'))
        .toContain('Claude Code: the first word the user types');
      expect(await chip('$0').getAttribute('title')).toContain('Codex: left as written');
      expect(await chip('$ARGUMENTS').getAttribute('title')).toContain(
        'Claude Code: everything the user types',
      );
      expect(await chip('$ARGUMENTS').count()).toBe(1);
      // One typed now is not in the saved file yet: the agents read the disk.
      await area.locator('p').first().click();
      await page.keyboard.press('End');
      await page.keyboard.type(' Then $1.');
      await expect
        .poll(() => chip('$1').getAttribute('title'))
        .toBe('$1: save the file to see what each agent puts here');
      await save(page);
      await expect
        .poll(() => chip('$1').getAttribute('title'))
        .toContain('Claude Code: word 2 of what the user types');
      // Marks only: the file holds the text as typed.
      expect(readFileSync(join(root, 'notes', 'SKILL.md'), 'utf8')).toBe(
        `${FRONT}Summarise $ARGUMENTS, starting with $0. Then $1.\n\nKeep \\$ARGUMENTS as is.\n`,
      );
      expect(await chip('$ARGUMENTS').count()).toBe(1);
      expect(problems).toEqual([]);
    });

    it('shows a finding in the margin of the block it belongs to, live as the text changes', async () => {
      const { page, problems } = await openStudio({
        files: {
          'notes/SKILL.md': `${FRONT}# Notes\n\nRead [the guide](references/guide.md) first.\n\nThen work.\n`,
        },
      });
      const area = await openVisual(page, 'notes');
      const marked = area.locator('.visual-finding');
      // The link leads nowhere: the reference-missing warning, beside its paragraph only.
      await expect.poll(() => marked.count()).toBe(1);
      expect(await marked.getAttribute('class')).toContain('is-warning');
      expect(await marked.textContent()).toBe('Read the guide first.');
      expect(await marked.getAttribute('title')).toBe(
        'The instructions mention "references/guide.md", which is not in the skill.',
      );
      // Gone once the paragraph no longer names the file.
      await area.getByText('Then work.').click();
      await page.keyboard.press('End');
      await page.keyboard.type(' See references/other.md too.');
      await expect
        .poll(() => marked.last().textContent())
        .toBe('Then work. See references/other.md too.');
      await area.getByText('first.').click();
      await page.keyboard.press('Home');
      await page.keyboard.press('Shift+End');
      await page.keyboard.type('Read nothing first.');
      await expect
        .poll(() => marked.allTextContents())
        .toEqual(['Then work. See references/other.md too.']);
      expect(problems).toEqual([]);
    });

    it("offers a block's quick fixes from its margin and with Ctrl+., as Code's light bulb does", async () => {
      const { page, root, problems } = await openStudio({
        files: {
          'notes/SKILL.md': `${FRONT}# Notes\n\nRun scripts\\tool.py first.\n\nThen work.\n`,
          'notes/scripts/tool.py': 'print(1)\n',
        },
      });
      const area = await openVisual(page, 'notes');
      // The keyboard's way: Ctrl+. at the cursor opens the block's findings, Escape closes them.
      await area.getByText('Then work.').click();
      await page.keyboard.press('Control+.');
      const dialog = page.getByRole('dialog', { name: 'Findings of this block' });
      expect(await dialog.count()).toBe(0);
      await area.getByText('first.').click();
      await page.keyboard.press('Control+.');
      await dialog.waitFor();
      const fix = dialog.getByRole('button', { name: 'Fix: Write "scripts/tool.py"' });
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe('Fix: Write "scripts/tool.py"');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')))
        .toBe('textbox');
      // The mouse's way: the button in the block's margin, then the fix.
      await area
        .getByRole('button', { name: '1 finding here: show with their fixes (Ctrl+.)' })
        .click();
      await fix.click();
      await expect
        .poll(() => area.locator('p').first().textContent())
        .toBe('Run scripts/tool.py first.');
      await save(page);
      await expect
        .poll(() => readFileSync(join(root, 'notes', 'SKILL.md'), 'utf8'))
        .toBe(`${FRONT}# Notes\n\nRun scripts/tool.py first.\n\nThen work.\n`);
      expect(problems).toEqual([]);
    });

    it("offers the skill's own files in the link field, as links from the open file", async () => {
      const { page, root, problems } = await openStudio({
        files: {
          'notes/SKILL.md': `${FRONT}See the guide.\n`,
          'notes/references/guide.md': '# Guide\n',
          'notes/scripts/run.py': 'print(1)\n',
        },
      });
      const area = await openVisual(page, 'notes');
      // "guide" selected by keyboard: from the line's end, past the full stop, a word back.
      await area.getByText('See the guide.').click();
      await page.keyboard.press('End');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Control+Shift+ArrowLeft');
      await page.keyboard.press('Control+k');
      const field = page.getByRole('combobox', { name: 'Link address' });
      const listed = await field.evaluate((input) =>
        [...((input as HTMLInputElement).list?.options ?? [])].map((o) => o.value),
      );
      expect(listed.sort()).toEqual(['references/guide.md', 'scripts/run.py']);
      await field.fill('references/guide.md');
      await page.keyboard.press('Enter');
      await save(page);
      // CommonMark 0.31.2 example 483: an inline link, [link](/uri).
      await expect
        .poll(() => readFileSync(join(root, 'notes', 'SKILL.md'), 'utf8'))
        .toBe(`${FRONT}See the [guide](references/guide.md).\n`);
      expect(problems).toEqual([]);
    });

    it('adds a dropped image to assets/, links it below the block it was dropped on and shows it', async () => {
      const { page, root, problems } = await openStudio({
        files: { 'notes/SKILL.md': `${FRONT}First.\n\nSecond.\n` },
      });
      const area = await openVisual(page, 'notes');
      // A 1×1 PNG, dropped on the first paragraph as the desktop's drag and drop delivers it.
      const png =
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
      await area.evaluate((element, base64) => {
        const data = new DataTransfer();
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        data.items.add(new File([bytes], 'my diagram.png', { type: 'image/png' }));
        const box = element.querySelector('p')?.getBoundingClientRect();
        if (!box) throw new Error('no paragraph');
        for (const type of ['dragenter', 'dragover', 'drop'])
          element.dispatchEvent(
            new DragEvent(type, {
              dataTransfer: data,
              bubbles: true,
              cancelable: true,
              clientX: box.left + 5,
              clientY: box.top + 5,
            }),
          );
      }, png);
      const asset = join(root, 'notes', 'assets', 'my diagram.png');
      await expect.poll(() => existsSync(asset)).toBe(true);
      expect(readFileSync(asset).toString('base64')).toBe(png);
      await area.locator('pre[data-source-block]').waitFor();
      // Shown as the picture it is, below its source, served from the skill's folder.
      const picture = area.getByRole('img', { name: 'my diagram' });
      await expect
        .poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBe(1);
      await save(page);
      // CommonMark 0.31.2 example 489: a destination with a space goes in angle brackets.
      await expect
        .poll(() => readFileSync(join(root, 'notes', 'SKILL.md'), 'utf8'))
        .toBe(`${FRONT}First.\n\n![my diagram](<assets/my diagram.png>)\n\nSecond.\n`);
      expect(problems).toEqual([]);
    });

    it('inserts a section from the / menu, by keyboard', async () => {
      const { page, root, problems } = await openStudio({ files: { 'notes/SKILL.md': FRONT } });
      const area = await openVisual(page, 'notes');
      await area.click();
      await page.keyboard.type('/');
      const menu = page.getByRole('listbox', { name: 'Insert a section' });
      expect(await menu.getByRole('option').allTextContents()).toEqual([
        'When to use',
        'Steps',
        'Examples',
        'Gotchas',
        'Files in this skill',
      ]);
      await page.keyboard.type('ste');
      expect(await menu.getByRole('option').allTextContents()).toEqual(['Steps']);
      await page.keyboard.press('Enter');
      await menu.waitFor({ state: 'detached' });
      await page.keyboard.type('Run it.');
      await save(page);
      // An ATX heading of level 2 as CommonMark 0.31.2 example 62 writes it, then a paragraph.
      await expect
        .poll(() => readFileSync(join(root, 'notes', 'SKILL.md'), 'utf8'))
        .toBe(`${FRONT}## Steps\n\nRun it.\n`);
      expect(problems).toEqual([]);
    });

    it('turns a pasted HTML fragment into clean Markdown: structure kept, fonts and colours dropped', async () => {
      const { page, root, problems } = await openStudio({ files: { 'notes/SKILL.md': FRONT } });
      const area = await openVisual(page, 'notes');
      await area.click();
      const html =
        '<h2 style="color:red"><span style="font-family:Arial">Title</span></h2>' +
        '<ul><li><b>bold</b> <font color="blue">item</font></li><li><i>two</i></li></ul>' +
        '<table><tr><th>k</th><th>v</th></tr><tr><td>a</td><td>1</td></tr></table>';
      await area.evaluate((element, fragment) => {
        const data = new DataTransfer();
        data.setData('text/html', fragment);
        data.setData('text/plain', 'Title bold item two');
        element.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        );
      }, html);
      await save(page);
      // A level-2 heading (CommonMark example 62), a list (example 294's marker) and a table (GFM example 198).
      await expect
        .poll(() => readFileSync(join(root, 'notes', 'SKILL.md'), 'utf8'))
        .toBe(
          `${FRONT}## Title\n\n- **bold** item\n- *two*\n\n| k | v |\n| --- | --- |\n| a | 1 |\n`,
        );
      expect(problems).toEqual([]);
    });

    it('changes one line for a one-word edit in a hand-formatted file, and Code shows it', async () => {
      const body = [
        '# Hand formatted',
        '',
        '* first item',
        '* second __bold__ item',
        '',
        '| Name   | Value |',
        '|--------|-------|',
        '| alpha  | one   |',
        '',
        'Some __strong__ words',
        'on two lines.',
        '',
      ];
      const text = FRONT.replace(/notes/g, 'hand') + body.join('\n');
      const { page, root, problems } = await openStudio({ files: { 'hand/SKILL.md': text } });
      const area = await openVisual(page, 'hand');
      await area.getByText('second').click();
      await page.keyboard.press('End');
      await page.keyboard.type(' now');
      await save(page);
      const path = join(root, 'hand', 'SKILL.md');
      const want = text.replace('* second __bold__ item', '* second __bold__ item now');
      await expect.poll(() => readFileSync(path, 'utf8')).toBe(want);
      await page.getByRole('radio', { name: 'Code' }).click();
      await lines(page).filter({ hasText: 'item now' }).waitFor();
      expect(await editorText(page)).toContain('* second __bold__ item now');
      expect(problems).toEqual([]);
    });

    it('shares one undo history with Code: each undoes and redoes what the other typed', async () => {
      const text = `${FRONT.replace(/notes/g, 'undo')}Start here.\n`;
      const { page, root, problems } = await openStudio({ files: { 'undo/SKILL.md': text } });
      const area = await openVisual(page, 'undo');
      await area.getByText('Start here.').click();
      await page.keyboard.press('End');
      await page.keyboard.type('alpha');
      await page.getByRole('radio', { name: 'Code' }).click();
      await lines(page).filter({ hasText: 'Start here.alpha' }).waitFor();
      // The editor's own box (its lines run on under the panes around it), seen to take the keys.
      const code = page.locator('.monaco-editor').first();
      const focusCode = () =>
        expect
          .poll(async () => {
            await code.click();
            return page.evaluate(() => document.activeElement?.closest('.monaco-editor') !== null);
          })
          .toBe(true);
      await focusCode();
      await page.keyboard.press('Control+End');
      await page.keyboard.type('gamma');
      await lines(page).filter({ hasText: 'gamma' }).waitFor();
      // Code takes back its own typing, then Visual takes back Visual's.
      await page.keyboard.press('Control+Z');
      await expect.poll(() => editorText(page)).not.toContain('gamma');
      await page.getByRole('radio', { name: 'Visual' }).click();
      await area.getByText('Start here.alpha').click();
      await page.keyboard.press('Control+Z');
      await expect.poll(() => area.textContent()).toBe('Start here.');
      // Redo brings Visual's word back there, and Code's back in Code, after two switches.
      await page.keyboard.press('Control+Shift+Z');
      await expect.poll(() => area.textContent()).toBe('Start here.alpha');
      await page.getByRole('radio', { name: 'Code' }).click();
      await lines(page).filter({ hasText: 'Start here.alpha' }).waitFor();
      await focusCode();
      await page.keyboard.press('Control+Shift+Z');
      await lines(page).filter({ hasText: 'gamma' }).waitFor();
      await save(page);
      const path = join(root, 'undo', 'SKILL.md');
      await expect.poll(() => readFileSync(path, 'utf8')).toBe(`${text.slice(0, -1)}alpha\ngamma`);
      expect(problems).toEqual([]);
    });

    it('keeps what is typed in Visual as a draft across a reload, at 1024 px in Chinese, nothing cut off', async () => {
      const { page, root, problems } = await openStudio({
        locale: 'zh',
        viewport: { width: 1024, height: 700 },
        files: { 'notes/SKILL.md': `${FRONT}First.\n` },
      });
      const openChinese = async () => {
        await skills(page).filter({ hasText: 'notes' }).click();
        await page.getByRole('radio', { name: '可视化' }).click();
        const area = page.getByRole('textbox', { name: 'SKILL.md 的说明（可视化编辑）' });
        await area.waitFor();
        return area;
      };
      let area = await openChinese();
      // Every tool and the text itself within the window's width.
      const right = await page.evaluate(() =>
        Math.max(
          ...[...document.querySelectorAll('.visual-editor button, .visual-doc')].map(
            (e) => e.getBoundingClientRect().right,
          ),
        ),
      );
      expect(right).toBeLessThanOrEqual(1024);
      expect((await area.boundingBox())?.width).toBeGreaterThan(300);
      await area.getByText('First.').click();
      await page.keyboard.press('End');
      await page.keyboard.type(' 草稿');
      await page.waitForFunction(() =>
        localStorage.getItem('skill-studio:drafts')?.includes('First. 草稿'),
      );
      page.once('dialog', (d) => void d.accept());
      await page.reload();
      area = await openChinese();
      await expect.poll(() => area.textContent()).toBe('First. 草稿');
      // A draft, not a save: the file is as it was until the user saves.
      expect(readFileSync(join(root, 'notes', 'SKILL.md'), 'utf8')).toBe(`${FRONT}First.\n`);
      expect(problems).toEqual([]);
    });

    it('shows the switch in Chinese as 可视化, and loads the editor only when it is chosen', async () => {
      const requested: string[] = [];
      const { page, problems } = await openStudio({
        locale: 'zh',
        files: { 'notes/SKILL.md': `${FRONT}# Notes\n` },
        beforeLoad: (p) => {
          p.on('request', (r) => requested.push(r.url()));
          return Promise.resolve();
        },
      });
      await skills(page).filter({ hasText: 'notes' }).click();
      await lines(page).filter({ hasText: 'name: notes' }).waitFor();
      const editorChunk = (url: string) => /\/visual-editor-[\w-]+\.js$/.test(url);
      expect(requested.filter(editorChunk)).toEqual([]);
      await page.getByRole('radio', { name: '可视化' }).click();
      await page.getByRole('textbox', { name: 'SKILL.md 的说明（可视化编辑）' }).waitFor();
      expect(requested.filter(editorChunk)).toHaveLength(1);
      expect(problems).toEqual([]);
    });
  },
);
