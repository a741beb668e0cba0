/**
 * A skill `npx skills` installed into a project's agent folder says so in the library list, in
 * Chromium against the browser host, keyboard only (issue 14: "the studio reads such a lock file
 * too"): its row names the lock's source and "unchanged since it was recorded", then "changed
 * since" after an edit made outside the studio; a lock that stops parsing is said once under the
 * library, and the list goes on. tests/service/project-locks.test.ts checks the service's side.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { npxProject } from '../helpers/npx-skills-lock';
import { e2eSkipReason, openStudio } from './harness';

// What a screen reader says of the list's active row.
const activeRow = (page: Page) =>
  page.evaluate(() => {
    const id = document.activeElement?.getAttribute('aria-activedescendant');
    return id ? (document.getElementById(id)?.getAttribute('aria-label') ?? '') : '';
  });

describe.skipIf(e2eSkipReason !== undefined)(
  `a project's skills-lock.json${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    it('a recorded skill shows its source and whether it changed since, live, and a broken lock is said once', async () => {
      const project = npxProject();
      const { page, problems } = await openStudio({ files: {}, extraRoots: [project.library] });
      const row = page.getByRole('option', { name: /^hashed,/ });
      await row.waitFor();
      // Keyboard only: the search box, Tab into the list, down to the skill.
      await page.keyboard.press('Control+p');
      for (let i = 0; i < 10; i++) {
        const role = await page.evaluate(() => document.activeElement?.getAttribute('role'));
        if (role === 'listbox') break;
        await page.keyboard.press('Tab');
      }
      for (let i = 0; i < 5 && !(await activeRow(page)).startsWith('hashed,'); i++)
        await page.keyboard.press('ArrowDown');
      await expect
        .poll(() => activeRow(page))
        .toContain('From anthropics/skills (skills-lock.json), unchanged since it was recorded');
      expect(await row.locator('.lock-badge').textContent()).toBe('anthropics/skills: unchanged');

      // Edited outside the studio: the row says so without a reload.
      writeFileSync(join(project.skill, 'a.md'), 'edited after npx skills installed it\n');
      await expect
        .poll(() => activeRow(page), { timeout: 15_000 })
        .toContain('From anthropics/skills (skills-lock.json), changed since it was recorded');
      expect(await row.locator('.lock-badge').textContent()).toBe(
        'anthropics/skills: changed since',
      );

      // The lock stops parsing (a bad merge, a hand edit): said once, no badge, the list stays.
      writeFileSync(join(project.dir, 'skills-lock.json'), '{ "version": 1, "skills": ');
      const note = page.getByRole('note');
      await expect.poll(() => note.count(), { timeout: 15_000 }).toBe(1);
      expect(await note.textContent()).toBe(
        'skills-lock.json does not read as a skills lock, so no source is shown from it.',
      );
      await expect.poll(() => row.locator('.lock-badge').count()).toBe(0);
      expect(await activeRow(page)).not.toContain('skills-lock.json');
      expect(await row.count()).toBe(1);
      expect(problems).toEqual([]);
    });
  },
);
