/**
 * After a reload or a restart of the browser host (a new port, so a new origin with empty
 * storage, and a new browser profile) the last skill, its file, the main view and the agent
 * view's agent open again, by mouse in English and by keyboard in Chinese; a remembered skill
 * or file that is gone is passed over quietly (the list, no error); and a record that points
 * outside the libraries (hand-edited, or a link in the skill) opens nothing there.
 */
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { skillMd, tempTree } from '../helpers/temp';
import { e2eSkipReason, openStudio, skills, type Studio } from './harness';
import { row } from './skill-files';

const FILES = {
  'demo/SKILL.md': skillMd('demo'),
  'demo/references/notes.md': '# Notes\n\nRead me.\n',
  'other/SKILL.md': skillMd('other'),
};

// A restart under a busy machine can take longer than expect.poll's default second.
const SOON = { timeout: 15_000 };

const shownPath = (page: Page) => page.locator('.monaco-host').getAttribute('data-path');
const selectedSkill = (page: Page) =>
  skills(page)
    .and(page.locator('[aria-selected="true"]'))
    .allTextContents()
    .then((t) => t.join('|'));
const selectedTab = (page: Page) => page.getByRole('tab', { selected: true }).textContent();

/** Waits until the service holds what the page shows (the page writes it once it settles). */
async function remembered(studio: Studio, expected: object) {
  await expect.poll(() => studio.service.handlers.readLastOpen({}), SOON).toEqual(expected);
}

describe.skipIf(e2eSkipReason !== undefined)(
  `the last skill, file and view open again${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    it('after a reload and after a restart, chosen with the mouse (English)', async () => {
      const first = await openStudio({ files: FILES, onDisk: true });
      const { page, root } = first;
      const dir = join(root, 'demo');
      await skills(page).filter({ hasText: 'demo' }).click();
      await row(page, 'references/notes.md').click();
      await expect.poll(() => shownPath(page), SOON).toBe(join(dir, 'references/notes.md'));
      await page.getByRole('tab', { name: 'Agent view' }).click();
      await page.getByLabel('Agent', { exact: true }).selectOption('codex');
      const expected = {
        skill: dir,
        file: join(dir, 'references/notes.md'),
        view: 'agent',
        agent: 'codex',
      };
      await remembered(first, expected);

      await page.reload();
      await expect.poll(() => selectedTab(page), SOON).toBe('Agent view');
      await expect.poll(() => selectedSkill(page), SOON).toMatch(/^demo/);
      expect(await page.getByLabel('Agent', { exact: true }).inputValue()).toBe('codex');

      const second = await first.restart();
      const again = second.page;
      expect(second.url).not.toBe(first.url);
      await expect.poll(() => selectedTab(again), SOON).toBe('Agent view');
      await expect.poll(() => selectedSkill(again), SOON).toMatch(/^demo/);
      expect(await again.getByLabel('Agent', { exact: true }).inputValue()).toBe('codex');
      await again.getByRole('tab', { name: 'Edit' }).click();
      await expect.poll(() => shownPath(again), SOON).toBe(join(dir, 'references/notes.md'));
      // The record is in the settings file, where the next process reads it.
      await expect
        .poll(
          () => JSON.parse(readFileSync(join(second.userData, 'settings.json'), 'utf8')) as object,
          SOON,
        )
        .toMatchObject({ lastOpen: { ...expected, view: 'edit' } });
      expect([...first.problems, ...second.problems]).toEqual([]);
    });

    it('after a restart, chosen with the keyboard only (Chinese)', async () => {
      const first = await openStudio({ files: FILES, onDisk: true, locale: 'zh' });
      const { page, root } = first;
      await expect.poll(() => skills(page).count(), SOON).toBe(2);
      await page.getByRole('listbox', { name: '技能' }).focus();
      // The list is sorted: demo, then other.
      await page.keyboard.press('End');
      await expect.poll(() => selectedSkill(page), SOON).toMatch(/^other/);
      await page.getByRole('tab', { selected: true }).focus();
      await page.keyboard.press('End');
      await expect.poll(() => selectedTab(page), SOON).toBe('打包');
      await remembered(first, {
        skill: join(root, 'other'),
        file: join(root, 'other/SKILL.md'),
        view: 'package',
      });
      const { page: again, problems } = await first.restart();
      await expect.poll(() => selectedTab(again), SOON).toBe('打包');
      await expect.poll(() => selectedSkill(again), SOON).toMatch(/^other/);
      expect(await again.getByRole('tab', { selected: true }).getAttribute('tabindex')).toBe('0');
      expect([...first.problems, ...problems]).toEqual([]);
    });

    it('passes over a skill or a file that is gone, quietly', async () => {
      const first = await openStudio({ files: FILES, onDisk: true });
      const { page, root } = first;
      await skills(page).filter({ hasText: 'demo' }).click();
      await row(page, 'references/notes.md').click();
      await remembered(first, {
        skill: join(root, 'demo'),
        file: join(root, 'demo/references/notes.md'),
        view: 'edit',
      });
      // The file goes while the studio is stopped: the skill opens on its SKILL.md.
      const second = await first.restart(() => rmSync(join(root, 'demo/references/notes.md')));
      await expect.poll(() => shownPath(second.page), SOON).toBe(join(root, 'demo/SKILL.md'));
      await expect.poll(() => second.page.getByRole('alert').count(), SOON).toBe(0);
      // The skill goes: the studio starts on the list, no skill open, nothing said.
      const third = await second.restart(() => rmSync(join(root, 'demo'), { recursive: true }));
      await third.page.getByText('Choose a skill on the left, or create a new one.').waitFor();
      await expect.poll(() => skills(third.page).count(), SOON).toBe(1);
      expect(await selectedSkill(third.page)).toBe('');
      expect(await third.page.getByRole('alert').count()).toBe(0);
      expect([...first.problems, ...second.problems, ...third.problems]).toEqual([]);
    });

    it('opens a skill past the first screenful once the whole list is read', async () => {
      // More skills than the page reads first (library-store.ts' FIRST_SCREEN, 100).
      const many = Object.fromEntries(
        Array.from({ length: 130 }, (_, i) => {
          const name = `s${String(i).padStart(3, '0')}`;
          return [`${name}/SKILL.md`, skillMd(name)];
        }),
      );
      const first = await openStudio({ files: many, onDisk: true });
      const dir = join(first.root, 's120');
      await first.service.handlers.setLastOpen({ skill: dir, file: join(dir, 'SKILL.md') });
      await first.page.reload();
      const { page } = first;
      await expect.poll(() => selectedSkill(page), SOON).toMatch(/^s120/);
      await expect.poll(() => shownPath(page), SOON).toBe(join(dir, 'SKILL.md'));
      await page.getByRole('radio', { name: 'All 130' }).waitFor();
      expect(first.problems).toEqual([]);
    });

    it('never opens a skill or file outside the libraries from the record', async () => {
      const outside = tempTree({
        'secret/SKILL.md': skillMd('secret', 'OUTSIDE-SECRET description. Use when never.'),
        'secret.md': 'OUTSIDE-SECRET text\n',
      });
      const first = await openStudio({ files: FILES, onDisk: true });
      const { root, service } = first;
      // A client cannot make the service remember a path outside.
      await expect(
        service.handlers.setLastOpen({ skill: join(outside, 'secret') }),
      ).rejects.toThrow(/is not inside one of your skill libraries/);
      await expect(
        service.handlers.setLastOpen({
          skill: join(root, 'demo'),
          file: join(root, 'demo/../../x.md'),
        }),
      ).rejects.toThrow(/is not inside one of your skill libraries/);
      let current = first;
      mkdirSync(join(root, 'demo/links'));
      symlinkSync(join(outside, 'secret.md'), join(root, 'demo/links/notes.md'));
      const file = join(first.userData, 'settings.json');
      const settings = (lastOpen: object) => {
        writeFileSync(
          file,
          JSON.stringify({ ...(JSON.parse(readFileSync(file, 'utf8')) as object), lastOpen }),
        );
      };
      // A hand-edited record naming a skill outside, then a link in a skill leading outside.
      for (const lastOpen of [
        { skill: join(outside, 'secret'), file: join(outside, 'secret/SKILL.md') },
        { skill: join(root, 'demo'), file: join(root, 'demo/links/notes.md') },
        { skill: join(root, 'demo'), file: join(outside, 'secret.md') },
      ]) {
        const next = await current.restart(() => settings(lastOpen));
        current = next;
        await expect.poll(() => skills(next.page).count(), SOON).toBe(2);
        if (lastOpen.skill.startsWith(root)) {
          // The skill is in a library: it opens, on its SKILL.md, not on the file named.
          await expect.poll(() => selectedSkill(next.page), SOON).toMatch(/^demo/);
          await expect.poll(() => shownPath(next.page), SOON).toBe(join(root, 'demo/SKILL.md'));
        } else {
          await next.page.getByText('Choose a skill on the left, or create a new one.').waitFor();
          expect(await selectedSkill(next.page)).toBe('');
        }
        expect(await next.page.content()).not.toContain('OUTSIDE-SECRET');
        expect(next.problems).toEqual([]);
      }
    });
  },
);
