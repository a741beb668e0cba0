/**
 * The code editor in a real browser: Monaco showing SKILL.md, the live findings underlined as
 * the user types, quick fixes with Ctrl+., undo across fixes and form edits, and the
 * frontmatter help (hover and completion) from the schema.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSkipReason, openStudio, skills, type StudioOptions } from './harness';
import { editorText, lines } from './editor-lines';

/** Opens a studio on the bundled library, opens `skill` and waits for Monaco to show it. */
async function openSkill(skill: string, options: StudioOptions = {}) {
  const studio = await openStudio(options);
  const warnings: string[] = [];
  studio.page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await skills(studio.page).filter({ hasText: skill }).click();
  await lines(studio.page)
    .filter({ hasText: `name: ${skill}` })
    .waitFor();
  return { ...studio, warnings };
}

/** The colour class of the first token matching `token` on the line holding `line`. */
async function tokenClass(page: Page, line: string, token: RegExp): Promise<string | null> {
  return lines(page)
    .filter({ hasText: line })
    .first()
    .locator('span > span', { hasText: token })
    .first()
    .getAttribute('class');
}

/** Puts the cursor at the start of the first line holding `text` (clicking, as a user does). */
async function cursorToLine(page: Page, text: string): Promise<void> {
  await lines(page).filter({ hasText: text }).first().click();
  await page.keyboard.press('Home');
}

/** Opens the quick fixes (Ctrl+.) and applies the one called `title`, by keyboard. */
async function applyQuickFix(page: Page, title: string): Promise<void> {
  await page.keyboard.press('Control+Period');
  await page.getByRole('option', { name: title }).waitFor();
  const focused = page.locator('.action-widget [role="option"].focused');
  for (let i = 0; i < 10 && (await focused.getAttribute('aria-label')) !== title; i++)
    await page.keyboard.press('ArrowDown');
  expect(await focused.getAttribute('aria-label')).toBe(title);
  await page.keyboard.press('Enter');
}

/** Replaces "csv" of `name: csv-report` with capitals, by keyboard. */
async function capitaliseName(page: Page): Promise<void> {
  await cursorToLine(page, 'name: csv-report');
  for (let i = 0; i < 'name: '.length; i++) await page.keyboard.press('ArrowRight');
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.type('CSV');
}

describe.skipIf(e2eSkipReason !== undefined)(
  `the code editor${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    it('shows SKILL.md in Monaco, coloured, with no console error or worker warning', async () => {
      const { page, problems, warnings } = await openSkill('csv-report');
      expect(await page.getByRole('textbox', { name: 'Contents of SKILL.md' }).count()).toBe(1);
      const text = await editorText(page);
      expect(text.startsWith('---\nname: csv-report\ndescription: Summarizes')).toBe(true);
      expect(text).toContain('# CSV report');
      expect(await tokenClass(page, 'license: MIT', /^license$/)).not.toBe(
        await tokenClass(page, '# CSV report', /^#/),
      );
      expect(await page.locator('.monaco-editor.vs').count()).toBeGreaterThan(0);
      // Hover starts the YAML worker; the editor worker starts with the model.
      await page.locator('.view-line span', { hasText: /^license$/ }).hover();
      await page.locator('.monaco-hover').filter({ hasText: 'license' }).first().waitFor();
      // Both workers run as workers (no main-thread fallback), loaded from the app itself
      // (below the session's path /s/<token>/).
      await expect
        .poll(() =>
          page
            .workers()
            .map((w) =>
              new URL(w.url()).pathname.replace(/^\/s\/[\w-]+/, '').replace(/-[\w-]+\.js$/, ''),
            ),
        )
        .toEqual(expect.arrayContaining(['/assets/editor.worker', '/assets/yaml.worker']));
      expect(problems).toEqual([]);
      expect(warnings.filter((w) => /worker/i.test(w))).toEqual([]);
    });

    it('follows the dark theme', async () => {
      const { page } = await openSkill('csv-report', { colorScheme: 'dark' });
      await page.locator('.monaco-editor.vs-dark').first().waitFor();
    });

    it('underlines a name made invalid by typing, and the store follows', async () => {
      const { page, problems } = await openSkill('csv-report');
      await capitaliseName(page);
      expect(await editorText(page)).toContain('name: CSV-report');
      // The store took the typing: the form (fed from the store) shows the new name.
      await expect
        .poll(() => page.getByLabel('Name', { exact: true }).inputValue())
        .toBe('CSV-report');
      // The error is underlined where the name is, and hovering it says what is wrong.
      await page.locator('.squiggly-error').first().waitFor();
      const squiggle = await page.locator('.squiggly-error').first().boundingBox();
      const nameLine = await lines(page).filter({ hasText: 'name: CSV-report' }).boundingBox();
      expect(squiggle && nameLine && Math.abs(squiggle.y - nameLine.y) < nameLine.height).toBe(
        true,
      );
      if (squiggle) await page.mouse.move(squiggle.x + squiggle.width / 2, squiggle.y + 2);
      await page.locator('.monaco-hover').filter({ hasText: 'capital letters' }).first().waitFor();
      expect(problems).toEqual([]);
    });

    it('draws the underline in the same frame as the keystroke that causes or clears it', async () => {
      const { page, problems } = await openSkill('csv-report');
      await cursorToLine(page, 'name: csv-report');
      await page.keyboard.press('End');
      // Each time the name line's text changes on screen, whether an error is underlined then.
      await page.evaluate(() => {
        const seen: { text: string; underlined: boolean }[] = [];
        (window as unknown as { seen: typeof seen }).seen = seen;
        const nameLine = () =>
          [...document.querySelectorAll('.view-line')].find((l) =>
            l.textContent.startsWith('name:'),
          )?.textContent ?? '';
        let last = nameLine();
        new MutationObserver(() => {
          const text = nameLine();
          if (text === last) return;
          last = text;
          seen.push({ text, underlined: document.querySelector('.squiggly-error') !== null });
        }).observe(document.querySelector('.view-lines') ?? document.body, {
          subtree: true,
          childList: true,
          characterData: true,
        });
      });
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('Shift+X');
        await page.locator('.squiggly-error').first().waitFor();
        await page.keyboard.press('Backspace');
        await page.locator('.squiggly-error').first().waitFor({ state: 'detached' });
      }
      const seen = await page.evaluate(
        () => (window as unknown as { seen: { text: string; underlined: boolean }[] }).seen,
      );
      // The first frame showing "csv-reportX" shows its error; the first without it, none.
      expect(seen.map((s) => [s.text.replace(/\u00a0/g, ' '), s.underlined])).toEqual(
        Array.from({ length: 4 }, () => [
          ['name: csv-reportX', true],
          ['name: csv-report', false],
        ]).flat(),
      );
      expect(problems).toEqual([]);
    });

    it('offers the fix on Ctrl+., applies it, and Ctrl+Z undoes only the fix', async () => {
      const { page, problems } = await openSkill('csv-report');
      await capitaliseName(page);
      await page.locator('.squiggly-error').first().waitFor();
      await page.keyboard.press('Control+Period');
      // Both findings on the name offer their fix; the lower-case one comes first, chosen.
      const chosen = page.locator('.action-widget [role="option"].focused');
      await expect
        .poll(() => chosen.getAttribute('aria-label'))
        .toBe('Change the name to "csv-report"');
      expect(await page.getByRole('option', { name: 'Set the name to "csv-report"' }).count()).toBe(
        1,
      );
      await page.keyboard.press('Enter');
      await expect.poll(() => editorText(page)).toContain('name: csv-report\n');
      await expect.poll(() => page.locator('.squiggly-error').count()).toBe(0);
      await expect
        .poll(() => page.getByLabel('Name', { exact: true }).inputValue())
        .toBe('csv-report');

      await page.keyboard.press('Control+z');
      await expect.poll(() => editorText(page)).toContain('name: CSV-report\n');
      await expect
        .poll(() => page.getByLabel('Name', { exact: true }).inputValue())
        .toBe('CSV-report');
      expect(problems).toEqual([]);
    });

    it('takes a form edit as one undoable step, and saves what the editor shows', async () => {
      const { page, root, problems } = await openSkill('csv-report');
      const license = page.getByLabel('License', { exact: true });
      await license.fill('Apache-2.0');
      await expect.poll(() => editorText(page)).toContain('license: Apache-2.0\n');
      await lines(page).filter({ hasText: '# CSV report' }).click();
      await page.keyboard.press('Control+z');
      await expect.poll(() => editorText(page)).toContain('license: MIT\n');
      await expect.poll(() => license.inputValue()).toBe('MIT');
      await page.keyboard.press('Control+y');
      await expect.poll(() => editorText(page)).toContain('license: Apache-2.0\n');
      await page.keyboard.press('Control+s');
      await expect
        .poll(() => readFileSync(join(root, 'csv-report', 'SKILL.md'), 'utf8'))
        .toContain('license: Apache-2.0\n');
      expect(problems).toEqual([]);
    });

    it('shows the schema help when hovering a frontmatter key', async () => {
      const { page } = await openSkill('csv-report');
      await page.locator('.view-line span', { hasText: /^description$/ }).hover();
      await page
        .locator('.monaco-hover')
        .filter({ hasText: 'What the skill does and when an agent should use it' })
        .first()
        .waitFor();
    });

    it("speaks Chinese in Monaco's own widgets when the UI is in Chinese", async () => {
      const { page, problems } = await openSkill('csv-report', { locale: 'zh' });
      await lines(page).filter({ hasText: '# CSV report' }).click();
      await page.keyboard.press('Control+f');
      const find = page.locator('.find-widget textarea, .find-widget input').first();
      await find.waitFor();
      expect(await find.getAttribute('aria-label')).toBe('查找');
      expect(problems).toEqual([]);
    });

    it('shows the help in the UI language, and follows a switch', async () => {
      const { page, problems } = await openSkill('csv-report', { locale: 'zh' });
      const nameKey = page.locator('.view-line span', { hasText: /^name$/ });
      await nameKey.hover();
      await page.locator('.monaco-hover').filter({ hasText: '技能的简短标识' }).first().waitFor();
      await page
        .locator('select', { has: page.getByRole('option', { name: 'English' }) })
        .selectOption('en');
      // The English Monaco replaces the Chinese one once loaded (load-monaco.ts): its own word
      // for the editor (Monaco's message 55) says it is there.
      await expect
        .poll(
          () =>
            page
              .locator('.monaco-editor [aria-roledescription]')
              .first()
              .getAttribute('aria-roledescription'),
          { timeout: 20_000 },
        )
        .toBe('editor');
      await page.mouse.move(0, 0);
      await lines(page).filter({ hasText: '# CSV report' }).click();
      await page.locator('.view-line span', { hasText: /^name$/ }).hover();
      await page
        .locator('.monaco-hover')
        .filter({ hasText: "The skill's short ID" })
        .first()
        .waitFor();
      expect(problems).toEqual([]);
    });

    it('offers the missing keys on a new frontmatter line', async () => {
      const { page, problems } = await openSkill('commit-message');
      await lines(page).filter({ hasText: 'name: commit-message' }).click();
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Control+Space');
      const widget = page.locator('.suggest-widget');
      await widget
        .getByRole('option', { name: /license/ })
        .first()
        .waitFor();
      const offered = await widget.getByRole('option').allInnerTexts();
      // Keys already there are not offered again.
      expect(offered.some((o) => o.startsWith('name'))).toBe(false);
      expect(problems).toEqual([]);
    });

    it('keeps each file its own undo history when switching files', async () => {
      const { page } = await openSkill('csv-report');
      await lines(page).filter({ hasText: '# CSV report' }).click();
      await page.keyboard.press('End');
      await page.keyboard.type('EDITED');
      await page.getByRole('button', { name: /column-types\.md/ }).click();
      await lines(page).first().waitFor();
      await expect.poll(() => editorText(page)).not.toContain('# CSV report');
      await page.getByRole('button', { name: /SKILL\.md/ }).click();
      await expect.poll(() => editorText(page)).toContain('# CSV reportEDITED');
      await lines(page).filter({ hasText: '# CSV report' }).click();
      await page.keyboard.press('Control+z');
      await expect.poll(() => editorText(page)).toContain('# CSV report\n');
    });

    it('moves the cursor to a finding picked in the problems panel', async () => {
      const { page } = await openSkill('csv-report');
      await capitaliseName(page);
      // The cursor far from the finding: the end of the file, wherever the view has scrolled.
      await lines(page).filter({ hasText: '# CSV report' }).click();
      await page.keyboard.press('Control+End');
      const problems = page.getByRole('region', { name: 'Problems' });
      await problems.getByRole('button', { name: /small letters, digits and hyphens/ }).click();
      await expect
        .poll(() => page.locator('.monaco-editor .line-numbers.active-line-number').innerText())
        .toBe('2');
      expect(
        await page.evaluate(() => document.activeElement?.closest('.monaco-editor') !== null),
      ).toBe(true);
    });

    it('hands a fix on disk (rename the folder) to the app', async () => {
      const { page, root } = await openSkill('csv-report');
      await lines(page).filter({ hasText: 'name: csv-report' }).click();
      await page.keyboard.press('End');
      await page.keyboard.type('s');
      await page.locator('.squiggly-error').first().waitFor();
      await applyQuickFix(page, 'Rename the folder to "csv-reports"');
      await expect
        .poll(() => existsSync(join(root, 'csv-reports', 'SKILL.md')), { timeout: 10_000 })
        .toBe(true);
      expect(readFileSync(join(root, 'csv-reports', 'SKILL.md'), 'utf8')).toContain(
        'name: csv-reports\n',
      );
    });

    it('keeps CRLF line endings, and removes a byte-order mark with its fix', async () => {
      const body = '# Tool\r\n\r\nDo the thing.\r\n';
      const { page, root, problems } = await openSkill('crlf-skill', {
        files: {
          'crlf-skill/SKILL.md':
            '\uFEFF---\r\nname: crlf-skill\r\ndescription: Does a thing. Use when asked.\r\n---\r\n' +
            body,
          'cr-skill/SKILL.md':
            '---\rname: cr-skill\rdescription: Does a thing. Use when asked.\r---\r# Old Mac\r',
        },
      });
      const file = join(root, 'crlf-skill', 'SKILL.md');
      // The BOM finding sits on line 1, where Monaco (which keeps the BOM aside) shows "---".
      await page.locator('.squiggly-error').first().waitFor();
      await lines(page).filter({ hasText: 'Do the thing.' }).click();
      await page.keyboard.press('End');
      await page.keyboard.type(' Now.');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Then stop.');
      await page.keyboard.press('Control+s');
      await expect
        .poll(() => readFileSync(file, 'utf8'))
        .toContain('Do the thing. Now.\r\nThen stop.');
      const saved = readFileSync(file, 'utf8');
      expect(saved.startsWith('\uFEFF---\r\n')).toBe(true);
      expect(saved.replace(/\r\n/g, '').includes('\n')).toBe(false);

      await cursorToLine(page, '---');
      await applyQuickFix(page, 'Remove the byte-order mark');
      await expect.poll(() => page.locator('.squiggly-error').count()).toBe(0);
      await page.keyboard.press('Control+s');
      await expect.poll(() => readFileSync(file, 'utf8').startsWith('---\r\n')).toBe(true);
      expect(readFileSync(file, 'utf8').replace(/\r\n/g, '').includes('\n')).toBe(false);

      // Lone CRs (which Monaco reads as CRLF) are written back as lone CRs.
      await skills(page).filter({ hasText: 'cr-skill' }).click();
      await lines(page).filter({ hasText: '# Old Mac' }).click();
      await page.keyboard.press('End');
      await page.keyboard.type('!');
      await page.keyboard.press('Control+s');
      const crFile = join(root, 'cr-skill', 'SKILL.md');
      await expect.poll(() => readFileSync(crFile, 'utf8')).toContain('# Old Mac!\r');
      expect(readFileSync(crFile, 'utf8').includes('\n')).toBe(false);
      expect(problems).toEqual([]);
    });

    it('compares a file changed on disk with the unsaved text, then takes the disk version', async () => {
      const { page, root, problems } = await openSkill('csv-report');
      const file = join(root, 'csv-report', 'SKILL.md');
      await lines(page).filter({ hasText: '# CSV report' }).click();
      await page.keyboard.press('End');
      await page.keyboard.type('MINE');
      await expect.poll(() => page.getByText('1 unsaved').count()).toBe(1);
      writeFileSync(file, readFileSync(file, 'utf8').replace('Turn a CSV', 'THEIRS: turn a CSV'));
      await page.getByRole('button', { name: 'Compare' }).click();
      const dialog = page.getByRole('dialog');
      const diff = dialog.locator('.monaco-diff-editor');
      await diff.locator('.editor.original .view-line', { hasText: 'THEIRS' }).waitFor();
      await diff.locator('.editor.modified .view-line', { hasText: '# CSV reportMINE' }).waitFor();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('button', { name: 'Take the version on disk' }).click();
      await expect.poll(() => editorText(page)).toContain('THEIRS: turn a CSV');
      expect(await editorText(page)).not.toContain('MINE');
      // The reload is one undoable step: the user's text is one Ctrl+Z away.
      await lines(page).filter({ hasText: 'THEIRS' }).click();
      await page.keyboard.press('Control+z');
      await expect.poll(() => editorText(page)).toContain('# CSV reportMINE');
      expect(problems).toEqual([]);
    });

    it('colours SKILL.md without frontmatter, with an unclosed one, or empty, without errors', async () => {
      const { page, problems } = await openStudio({
        files: {
          'plain/SKILL.md': '# plain\n\nname: not a key here\n---\n',
          'unclosed/SKILL.md': '---\nname: unclosed\n# body?\n',
          'empty/SKILL.md': '',
        },
      });
      const rows = skills(page);
      await expect.poll(() => rows.count()).toBe(3);
      const seen: string[] = [];
      for (let i = 0; i < 3; i++) {
        await rows.nth(i).click();
        await page.locator('.monaco-editor .view-line').first().waitFor();
        await expect
          .poll(() => page.locator('.monaco-host').getAttribute('aria-busy'))
          .toBe('false');
        seen.push(await editorText(page));
      }
      expect([...seen].sort()).toEqual([
        '',
        '# plain\n\nname: not a key here\n---\n',
        '---\nname: unclosed\n# body?\n',
      ]);
      // Typing a frontmatter into the empty file colours it as one.
      await rows.nth(seen.indexOf('')).click();
      await lines(page).first().click();
      await page.keyboard.type('---\nname: empty\n---\n# Body\n');
      await expect.poll(() => editorText(page)).toContain('name: empty\n---\n# Body');
      expect(await tokenClass(page, 'name: empty', /^name$/)).not.toBe(
        await tokenClass(page, '# Body', /^#/),
      );
      expect(problems).toEqual([]);
    });

    it('opens other files in their own language, JSON with its own checker', async () => {
      const { page, problems } = await openSkill('tool', {
        files: {
          'tool/SKILL.md':
            '---\nname: tool\ndescription: Does a thing. Use when asked.\n---\n' +
            'Run "this":\n\n```bash\necho "hello"\n```\n',
          'tool/scripts/run.py': 'def main():\n    return 1\n',
          'tool/assets/data.json': '{ "a": 1, }\n',
        },
      });
      // A ```bash block in SKILL.md is coloured as shell (once loaded): its string is not prose.
      const prose = await tokenClass(page, 'Run "this"', /this/);
      await expect.poll(() => tokenClass(page, 'echo', /"hello"/)).not.toBe(prose);
      await page
        .getByRole('navigation', { name: 'Files' })
        .getByRole('button', { name: 'run.py', exact: true })
        .click();
      await lines(page).filter({ hasText: 'def main' }).waitFor();
      expect(await tokenClass(page, 'def main', /^def$/)).not.toBe(
        await tokenClass(page, 'def main', /main$/),
      );
      await page
        .getByRole('navigation', { name: 'Files' })
        .getByRole('button', { name: 'data.json', exact: true })
        .click();
      await lines(page).filter({ hasText: '"a": 1' }).waitFor();
      // The trailing comma is flagged by the JSON worker.
      await page.locator('.squiggly-error').first().waitFor();
      expect(page.workers().some((w) => w.url().includes('json.worker'))).toBe(true);
      expect(problems).toEqual([]);
    });
  },
);
