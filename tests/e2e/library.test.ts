/**
 * The library in a real browser: every bundled skill listed with the status the CLI gives it,
 * search and status filters, and the list following changes made on disk.
 */
import { mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSkill } from '../../shared/node/load-skill';
import { scanLibrary } from '../../shared/node/scan';
import { skillMd, tempTree } from '../helpers/temp';
import { e2eSkipReason, openStudio, skills } from './harness';
import { checkUnder } from '../helpers/skill';
import { isProblem } from '../../shared/skill/summary';

describe.skipIf(e2eSkipReason !== undefined)(
  `the library${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    it('lists every bundled skill with the verdict a full scan gives it', async () => {
      const { page, root, service, problems } = await openStudio();
      await service.whenChecked();
      const expected = scanLibrary(root, { depth: 'full' }).skills;
      const options = skills(page);
      await expect.poll(() => options.count()).toBe(expected.length);
      for (const skill of expected) {
        const row = page.locator(`.skill-row[data-verdict="${checkUnder(skill)?.verdict}"]`, {
          hasText: skill.name ?? skill.folderName,
        });
        await expect.poll(() => row.count(), { message: skill.rel }).toBeGreaterThan(0);
      }
      expect(problems).toEqual([]);
    });

    it('filters by search words and by status', async () => {
      const { page } = await openStudio();
      await page.getByRole('searchbox').fill('csv');
      await expect
        .poll(() => skills(page).allInnerTexts())
        .toEqual([expect.stringContaining('csv-report') as unknown as string]);
      await page.getByRole('searchbox').fill('');
      await page.getByRole('radio', { name: /^Errors/ }).click();
      const rows = skills(page);
      await expect.poll(() => rows.count()).toBeGreaterThan(0);
      for (const verdict of await rows.evaluateAll((els) =>
        els.map((e) => e.getAttribute('data-verdict')),
      ))
        expect(verdict).toBe('errors');
    });

    it('the New skill dialog asks for the description, with the what + when guidance, and writes it', async () => {
      const { page, root, problems } = await openStudio();
      await page.getByRole('button', { name: 'New skill' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: 'Name' }).fill('csv-digest');
      const description = dialog.getByRole('textbox', { name: 'Description' });
      expect(await description.getAttribute('aria-describedby')).toBeTruthy();
      // It names the guidance and the character counter: the guidance is among them.
      const described = (await description.getAttribute('aria-describedby'))?.split(' ') ?? [];
      const texts = await Promise.all(
        described.map((id) => page.locator(`[id="${id}"]`).innerText()),
      );
      expect(texts.join('\n')).toContain('what the skill does, then when to use it');
      // A colon and quotes: the serializer must quote them so the YAML reads back as typed.
      const typed = 'Summarises CSV files: totals, "odd" rows. Use when the user shares a CSV.';
      await description.fill(typed);
      await description.press('Enter');
      await expect.poll(() => dialog.count()).toBe(0);
      const loaded = loadSkill(join(root, 'csv-digest'), 'claude-code');
      expect(loaded.parsed?.data?.description).toBe(typed);
      // No problem; the blank template's body is still its text, which is advice.
      expect(loaded.result.diagnostics.filter(isProblem).map((d) => d.code)).toEqual([]);
      expect(loaded.result.diagnostics.map((d) => d.code)).toEqual(['body-placeholder']);
      expect(problems).toEqual([]);
    });

    it('lists a skill linking out of the libraries as the link, and adds its folder in one click', async () => {
      const outside = realpathSync(
        tempTree({ 's/SKILL.md': skillMd('far-skill', 'SECRET-TEXT. Use when asked.') }),
      );
      const { page, root, service, problems } = await openStudio({
        files: { 'a/SKILL.md': skillMd('a'), 'linked/notes.md': 'n\n' },
      });
      symlinkSync(join(outside, 's/SKILL.md'), join(root, 'linked/SKILL.md'));
      const row = skills(page).filter({ hasText: 'linked/' });
      await expect
        .poll(() => row.innerText(), { timeout: 10_000 })
        .toContain('outside your libraries');
      expect(await row.innerText()).toContain(join(outside, 's/SKILL.md'));
      expect(await page.content()).not.toContain('SECRET-TEXT');
      await row.getByRole('button', { name: `Add ${join(outside, 's')} as a library` }).click();
      await expect
        .poll(() => skills(page).filter({ hasText: 'far-skill' }).count(), { timeout: 10_000 })
        .toBe(2);
      expect((await service.handlers.listLibraries({})).map((l) => l.root)).toEqual([
        root,
        join(outside, 's'),
      ]);
      expect(problems).toEqual([]);
    });

    it('says the link and its offer in Chinese too', async () => {
      const outside = realpathSync(tempTree({ 's/SKILL.md': skillMd('far-skill') }));
      const { page, root } = await openStudio({
        files: { 'linked/notes.md': 'n\n' },
        locale: 'zh',
      });
      symlinkSync(join(outside, 's/SKILL.md'), join(root, 'linked/SKILL.md'));
      const row = skills(page).filter({ hasText: '位于你的技能库之外' });
      await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
      expect(await row.innerText()).toContain('linked/');
      expect(await row.getByRole('button').first().innerText()).toBe(
        `把 ${join(outside, 's')} 添加为技能库`,
      );
    });

    it('follows a skill created on disk by another program', async () => {
      const { page, root } = await openStudio();
      const before = scanLibrary(root).skills.length;
      await expect.poll(() => skills(page).count()).toBe(before);
      const dir = join(root, 'made-outside');
      mkdirSync(dir);
      writeFileSync(
        join(dir, 'SKILL.md'),
        '---\nname: made-outside\ndescription: Made by another editor. Use when testing.\n---\nBody.\n',
      );
      await expect.poll(() => skills(page).count(), { timeout: 10_000 }).toBe(before + 1);
      await expect.poll(() => skills(page).filter({ hasText: 'made-outside' }).count()).toBe(1);
    });

    it('tells apart skills that have no name by their folders', async () => {
      const { page, root } = await openStudio();
      const before = scanLibrary(root).skills.length;
      await expect.poll(() => skills(page).count()).toBe(before);
      for (const folder of ['first-unnamed', 'second-unnamed']) {
        mkdirSync(join(root, folder));
        writeFileSync(join(root, folder, 'SKILL.md'), '---\ndescription: No name yet.\n---\n');
      }
      const unnamed = skills(page).filter({ hasText: '(no name)' });
      await expect.poll(() => unnamed.count(), { timeout: 10_000 }).toBe(2);
      expect(await unnamed.allInnerTexts()).toEqual([
        expect.stringContaining('first-unnamed/'),
        expect.stringContaining('second-unnamed/'),
      ]);
    });
  },
);
