/**
 * Editing without losing a byte, in a real browser: a form change saved with Ctrl+S changes
 * exactly that value on disk; a change on disk shows up at once when nothing is unsaved and
 * raises the conflict banner when something is; unsaved text survives a reload.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { skillMd } from '../helpers/temp';
import { chooseTargets } from './choose-targets';
import { e2eSkipReason, openStudio, skills } from './harness';

const description = (page: Page) =>
  page
    .getByRole('complementary', { name: 'About this skill' })
    .getByLabel('Description', { exact: true });
const saveState = (page: Page) => page.getByTestId('save-state').textContent();

/** Opens the rename dialog of a skill from its row's actions and submits `name`. */
async function rename(page: Page, from: string, name: string) {
  await skills(page).filter({ hasText: from }).hover();
  await page.getByRole('button', { name: `Actions for ${from}` }).click();
  await page.getByRole('menuitem', { name: 'Rename…' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Rename', exact: true }).click();
  return dialog;
}

describe.skipIf(e2eSkipReason !== undefined)(
  `editing${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    it('a refusal from the service reads in Chinese in the Chinese UI, and nothing moves', async () => {
      const { page, root } = await openStudio({ locale: 'zh' });
      await skills(page).filter({ hasText: 'commit-message' }).click();
      await page.getByRole('listbox').first().focus();
      await page.keyboard.press('F2');
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox').first().fill('csv-report');
      await page.keyboard.press('Enter');
      await expect
        .poll(() => dialog.getByRole('alert').textContent())
        .toBe('这个技能库里已经有名为 "csv-report" 的文件夹。');
      expect(existsSync(join(root, 'commit-message/SKILL.md'))).toBe(true);
    });

    it('Discard changes asks first: Enter alone keeps the text, confirming puts back the saved one', async () => {
      const { page, root, problems } = await openStudio();
      await skills(page).filter({ hasText: 'commit-message' }).click();
      const field = description(page);
      const saved = await field.inputValue();
      const onDisk = readFileSync(join(root, 'commit-message/SKILL.md'), 'utf8');
      await field.fill('Typed and not saved. Use when testing discard.');
      await page.getByRole('button', { name: 'Discard changes' }).click();
      const dialog = page.getByRole('dialog', { name: 'Discard your changes to SKILL.md?' });
      await dialog.waitFor();
      // Keep editing has the focus: Enter alone loses nothing.
      await page.keyboard.press('Enter');
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await field.inputValue()).toBe('Typed and not saved. Use when testing discard.');
      await page.getByRole('button', { name: 'Discard changes' }).click();
      await dialog.getByRole('button', { name: 'Discard changes' }).click();
      await expect.poll(() => field.inputValue()).toBe(saved);
      expect(readFileSync(join(root, 'commit-message/SKILL.md'), 'utf8')).toBe(onDisk);
      expect(problems).toEqual([]);
    });

    it('a form edit saved with Ctrl+S changes only that value on disk', async () => {
      const { page, root, problems } = await openStudio();
      const file = join(root, 'commit-message/SKILL.md');
      const before = readFileSync(file, 'utf8');
      await skills(page).filter({ hasText: 'commit-message' }).click();
      const field = description(page);
      const old = await field.inputValue();
      await field.fill('Writes a commit message. Use when the user asks for one.');
      await expect.poll(() => saveState(page)).toBe('1 unsaved');
      await page.keyboard.press('Control+s');
      await expect.poll(() => saveState(page)).toBe('All changes saved');
      expect(readFileSync(file, 'utf8')).toBe(
        before.replace(old, 'Writes a commit message. Use when the user asks for one.'),
      );
      expect(problems).toEqual([]);
    });

    it('quotes a form value js-yaml 3 reads as a number, leaving plain words plain', async () => {
      // "1_0e3" is text to PyYAML and to YAML 1.2 readers, but the number 10000 to js-yaml 3,
      // OpenCode's reader (its float type allows "_" and no dot): the page runs js-yaml 3 to
      // check what it writes (other-readers.ts), built without esprima as js-yaml's own browser
      // build is (vite.config.ts), and quotes the value so OpenCode reads text too.
      const { page, root, problems } = await openStudio();
      const file = join(root, 'commit-message/SKILL.md');
      await skills(page).filter({ hasText: 'commit-message' }).click();
      const field = description(page);
      for (const [typed, written] of [
        ['Writes a commit message.', /^description: Writes a commit message\.$/m],
        ['1_0e3', /^description: (['"])1_0e3\1$/m],
      ] as const) {
        await field.fill(typed);
        await expect.poll(() => saveState(page)).toBe('1 unsaved');
        await page.keyboard.press('Control+s');
        await expect.poll(() => saveState(page)).toBe('All changes saved');
        expect(readFileSync(file, 'utf8')).toMatch(written);
      }
      expect(problems).toEqual([]);
    });

    it('follows a change on disk while nothing is unsaved', async () => {
      const { page, root } = await openStudio();
      const file = join(root, 'commit-message/SKILL.md');
      await skills(page).filter({ hasText: 'commit-message' }).click();
      await expect.poll(() => description(page).inputValue()).toContain('commit');
      const text = readFileSync(file, 'utf8').replace(
        /^description: .*$/m,
        'description: Changed elsewhere. Use when testing.',
      );
      writeFileSync(file, text);
      await expect
        .poll(() => description(page).inputValue(), { timeout: 10_000 })
        .toBe('Changed elsewhere. Use when testing.');
      expect(await saveState(page)).toBe('All changes saved');
    });

    it('keeps unsaved text when the disk changes, and lets the user choose', async () => {
      const { page, root } = await openStudio();
      const file = join(root, 'commit-message/SKILL.md');
      await skills(page).filter({ hasText: 'commit-message' }).click();
      await description(page).fill('Mine. Use when testing.');
      const theirs = readFileSync(file, 'utf8').replace(
        /^description: .*$/m,
        'description: Theirs. Use when testing.',
      );
      writeFileSync(file, theirs);
      const banner = page.getByRole('alert').filter({ hasText: 'changed on disk' });
      await expect.poll(() => banner.count(), { timeout: 10_000 }).toBe(1);
      expect(await description(page).inputValue()).toBe('Mine. Use when testing.');

      // Keep mine: the next save overwrites the disk's version, on purpose.
      await banner.getByRole('button', { name: 'Keep mine' }).click();
      await page.keyboard.press('Control+s');
      await expect
        .poll(() => readFileSync(file, 'utf8'))
        .toContain('description: Mine. Use when testing.');

      // Take theirs: the disk's version replaces the unsaved text.
      await description(page).fill('Mine again. Use when testing.');
      writeFileSync(file, theirs);
      await expect.poll(() => banner.count(), { timeout: 10_000 }).toBe(1);
      await banner.getByRole('button', { name: 'Take the version on disk' }).click();
      await expect.poll(() => description(page).inputValue()).toBe('Theirs. Use when testing.');
      expect(await saveState(page)).toBe('All changes saved');
    });

    it('brings unsaved text back after a reload', async () => {
      const { page } = await openStudio();
      await skills(page).filter({ hasText: 'commit-message' }).click();
      await description(page).fill('Typed, then the tab was reloaded. Use when testing.');
      // Kept as it is typed (a moment later, debounced): reloaded once it is.
      await page.waitForFunction(() =>
        localStorage.getItem('skill-studio:drafts')?.includes('Typed, then the tab was reloaded'),
      );
      page.once('dialog', (d) => void d.accept());
      await page.reload();
      // Counted, and its skill marked in the list, before the skill is opened again.
      await expect.poll(() => saveState(page)).toBe('1 unsaved');
      await expect
        .poll(() =>
          skills(page).filter({ hasText: 'commit-message' }).first().getAttribute('aria-label'),
        )
        .toContain('unsaved changes');
      await skills(page).filter({ hasText: 'commit-message' }).click();
      await expect
        .poll(() => description(page).inputValue())
        .toBe('Typed, then the tab was reloaded. Use when testing.');
      expect(await saveState(page)).toBe('1 unsaved');
    });

    it('shows a name error in the form and the problems panel, and its fix repairs it', async () => {
      const { page } = await openStudio();
      await skills(page).filter({ hasText: 'commit-message' }).click();
      const form = page.getByRole('complementary', { name: 'About this skill' });
      await form.getByLabel('Name').fill('Commit Message');
      await expect.poll(() => form.getByLabel('Name').getAttribute('aria-invalid')).toBe('true');
      const panel = page.getByRole('region', { name: 'Problems' });
      await expect.poll(() => panel.textContent()).toContain('name-not-lowercase');
      await form.getByRole('button', { name: 'Use "commit-message"' }).click();
      await expect.poll(() => form.getByLabel('Name').getAttribute('aria-invalid')).toBe('false');
      expect(await form.getByLabel('Name').inputValue()).toBe('commit-message');
    });

    it('an indented "---" is mended in place, not given a second block, and saved as such', async () => {
      const body = '# Indented\n\nSteps.\n';
      const text = `  ---\nname: indented\ndescription: Does indented things. Use when asked.\n  ---\n${body}`;
      const { page, root, problems } = await openStudio({ files: { 'indented/SKILL.md': text } });
      await skills(page).filter({ hasText: 'indented' }).click();
      const panel = page.getByRole('region', { name: 'Problems' });
      await expect.poll(() => panel.textContent()).toContain('frontmatter-missing');
      expect(
        await panel
          .getByRole('button', { name: 'Fix: Add the name and description block' })
          .count(),
      ).toBe(0);
      await panel.getByRole('button', { name: 'Fix: Remove the spaces before "---"' }).click();
      await expect.poll(() => panel.textContent()).toContain('No problems under');
      // The form reads the block again (it was locked while there was none).
      expect(await description(page).inputValue()).toBe('Does indented things. Use when asked.');
      await page.keyboard.press('Control+s');
      await expect.poll(() => saveState(page)).toBe('All changes saved');
      expect(readFileSync(join(root, 'indented/SKILL.md'), 'utf8')).toBe(
        text.replaceAll('  ---', '---'),
      );
      expect(problems).toEqual([]);
    });

    it('template text left in the description is a warning whose fix selects it to type over', async () => {
      const text =
        '---\nname: tmpl\ndescription: Describe what this skill does. Use when the user asks for it.\n---\n# tmpl\n';
      const { page, problems } = await openStudio({ files: { 'tmpl/SKILL.md': text } });
      await skills(page).filter({ hasText: 'tmpl' }).click();
      const panel = page.getByRole('region', { name: 'Problems' });
      await expect.poll(() => panel.textContent()).toContain('No problems under');
      await chooseTargets(page, ['Claude Code']);
      const select = panel.getByRole('button', {
        name: 'Fix: Select the template text to write over it',
      });
      await expect.poll(() => select.count()).toBe(1);
      await select.focus();
      await page.keyboard.press('Enter');
      // The code editor loads on first use (0.8-1.3 s beside two CPU burners), then takes the
      // focus with the text selected: wait for that, as any action waits for its element.
      await page.waitForFunction(() => Boolean(document.activeElement?.closest('.monaco-editor')));
      const mine = 'Writes weekly reports from notes. Use when the user asks for a weekly report.';
      await page.keyboard.type(mine);
      await expect.poll(() => description(page).inputValue()).toBe(mine);
      await expect.poll(() => panel.textContent()).toContain('No problems under');
      expect(problems).toEqual([]);
    });

    it('a rename saves unsaved text first, and does nothing when it cannot be saved', async () => {
      const { page, root } = await openStudio();
      const file = join(root, 'commit-message/SKILL.md');
      await skills(page).filter({ hasText: 'commit-message' }).click();
      await description(page).fill('Mine. Use when testing.');
      // Changed on disk meanwhile: the save is refused, so the rename must not go ahead.
      writeFileSync(
        file,
        readFileSync(file, 'utf8').replace(/^description: .*$/m, 'description: Theirs.'),
      );
      const banner = page.getByRole('alert').filter({ hasText: 'changed on disk' });
      await expect.poll(() => banner.count(), { timeout: 10_000 }).toBe(1);
      const dialog = await rename(page, 'commit-message', 'commit-renamed');
      await expect.poll(() => dialog.textContent()).toContain('could not be saved');
      expect(existsSync(join(root, 'commit-renamed'))).toBe(false);
      expect(await description(page).inputValue()).toBe('Mine. Use when testing.');
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      // Settled (keep mine): now the rename saves the text, moves the folder, and leaves
      // nothing unsaved behind under the old path.
      await banner.getByRole('button', { name: 'Keep mine' }).click();
      await rename(page, 'commit-message', 'commit-renamed');
      await expect.poll(() => existsSync(join(root, 'commit-renamed/SKILL.md'))).toBe(true);
      expect(readFileSync(join(root, 'commit-renamed/SKILL.md'), 'utf8')).toContain(
        'description: Mine. Use when testing.',
      );
      await expect.poll(() => saveState(page)).toBe('All changes saved');
      await expect.poll(() => description(page).inputValue()).toBe('Mine. Use when testing.');
    });

    it('the "Rename the file to SKILL.md" fix moves the editor to the renamed file', async () => {
      const { page, root } = await openStudio({
        files: { 'lower/skill.md': skillMd('lower', 'Lower-case file name. Use when testing.') },
      });
      await skills(page).filter({ hasText: 'lower' }).click();
      const panel = page.getByRole('region', { name: 'Problems' });
      await panel.getByRole('button', { name: 'Fix: Rename the file to SKILL.md' }).click();
      await expect.poll(() => existsSync(join(root, 'lower/SKILL.md'))).toBe(true);
      await expect
        .poll(() => description(page).inputValue())
        .toBe('Lower-case file name. Use when testing.');
      await description(page).fill('Edited after the rename. Use when testing.');
      await page.keyboard.press('Control+s');
      await expect
        .poll(() => readFileSync(join(root, 'lower/SKILL.md'), 'utf8'))
        .toContain('Edited after the rename.');
      await expect.poll(() => saveState(page)).toBe('All changes saved');
    });

    it("selecting an outer skill shows its own SKILL.md, not a nested skill's", async () => {
      const { page } = await openStudio({
        files: {
          'outer/SKILL.md': skillMd('outer', 'The outer one. Use when testing.'),
          'outer/inner/SKILL.md': skillMd('inner', 'The inner one. Use when testing.'),
        },
      });
      await skills(page).filter({ hasText: 'The inner one' }).click();
      await expect
        .poll(() => description(page).inputValue())
        .toBe('The inner one. Use when testing.');
      await skills(page).filter({ hasText: 'The outer one' }).click();
      await expect
        .poll(() => description(page).inputValue())
        .toBe('The outer one. Use when testing.');
    });

    it('two saves in quick succession are no conflict', async () => {
      const { page, root } = await openStudio();
      const file = join(root, 'commit-message/SKILL.md');
      await skills(page).filter({ hasText: 'commit-message' }).click();
      await description(page).fill('First. Use when testing.');
      await page.keyboard.press('Control+s');
      await description(page).fill('Second. Use when testing.');
      await page.keyboard.press('Control+s');
      await expect
        .poll(() => readFileSync(file, 'utf8'))
        .toContain('description: Second. Use when testing.');
      await expect.poll(() => saveState(page)).toBe('All changes saved');
      expect(await page.getByRole('alert').filter({ hasText: 'changed on disk' }).count()).toBe(0);
    });

    it('says findings in Chinese with their values when the UI is in Chinese, keeping the English', async () => {
      const { page, problems } = await openStudio({ locale: 'zh' });
      await skills(page).filter({ hasText: 'Broken_Example' }).click();
      const panel = page.getByRole('region', { name: '问题' });
      await expect.poll(() => panel.textContent()).toContain('这个值使用了流式写法');
      // The values are in the Chinese sentence too, and the words around them are Chinese.
      const text = (await panel.textContent()) ?? '';
      expect(text).toContain('名称 "Broken_Example" 含有大写字母');
      expect(text).toContain('名称中含有下划线 "_"。');
      // The core's own sentence, with its details, stays beneath (in English).
      expect(
        await panel.locator('.finding-detail[lang="en"]', { hasText: 'flow style' }).count(),
      ).toBe(1);
      expect(problems).toEqual([]);
    });
  },
);
