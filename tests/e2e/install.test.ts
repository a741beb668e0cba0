/**
 * Installing from the UI into "Claude Code (personal)" on a temporary home, in real Chromium
 * against the real service: the copy shows as in sync, an edit made in the agent folder by
 * another program shows as "changed there", and pulling it back (after the comparison) brings
 * the edit into the library and the copy back in sync; Stop leaves the rest unwritten.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { e2eSkipReason, openStudio, skills } from './harness';

const TIDY =
  '---\nname: tidy\ndescription: Tidies things. Use when asked to tidy.\n---\n# Tidy\n\nSteps.\n';

describe.skipIf(e2eSkipReason !== undefined)(
  `installing into agents${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    it('installs into Claude Code (personal), sees an edit made there, and pulls it back', async () => {
      const { page, root, home, problems } = await openStudio({ files: { 'tidy/SKILL.md': TIDY } });
      await expect.poll(() => skills(page).count()).toBe(1);
      await skills(page).filter({ hasText: 'tidy' }).hover();
      await page.getByRole('button', { name: 'Actions for tidy' }).click();
      await page.getByRole('menuitem', { name: 'Install into agents…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Install "tidy" into agents' });
      await dialog.getByRole('checkbox', { name: /^Claude Code \(personal\)/ }).check();
      await dialog.getByRole('button', { name: 'Install', exact: true }).click();
      await expect
        .poll(() => dialog.locator('.install-results').innerText())
        .toContain('Installed for Claude Code: ~/.claude/skills/tidy');
      const target = join(home, '.claude/skills/tidy/SKILL.md');
      expect(readFileSync(target, 'utf8')).toBe(TIDY);

      // Listed in sync, in the dialog and on the skill's row.
      const copy = dialog.locator('.installed-copy', { hasText: 'Claude Code (personal)' });
      await expect.poll(() => copy.innerText()).toContain('In sync');
      await expect
        .poll(() => skills(page).first().locator('.sync-badge').innerText())
        .toBe('In sync');

      // Another program edits the copy in the agent folder.
      const edited = TIDY.replace('Tidies things.', 'Tidies things, edited in Claude Code.');
      writeFileSync(target, edited);
      await expect.poll(() => copy.innerText(), { timeout: 10_000 }).toContain('Changed there');
      await expect
        .poll(() => skills(page).first().locator('.sync-badge').innerText())
        .toBe('Changed there');

      // The difference first, then back into the library.
      await copy.getByRole('button', { name: 'Compare and pull back…' }).click();
      const compare = page.getByRole('dialog', {
        name: /^What changed in ~\/\.claude\/skills\/tidy/,
      });
      await expect.poll(() => compare.innerText()).toContain('SKILL.md');
      await expect.poll(() => compare.innerText()).toContain('changed there');
      await compare.getByRole('button', { name: 'Bring these changes into the library' }).click();
      await expect
        .poll(
          () =>
            existsSync(join(root, 'tidy/SKILL.md')) &&
            readFileSync(join(root, 'tidy/SKILL.md'), 'utf8'),
        )
        .toBe(edited);
      await expect.poll(() => copy.innerText(), { timeout: 10_000 }).toContain('In sync');
      await expect
        .poll(() => skills(page).first().innerText())
        .toContain('Tidies things, edited in Claude Code.');
      expect(problems).toEqual([]);
    });

    it('Stop leaves the targets not reached unwritten, and says so', async () => {
      const { page, home } = await openStudio({ files: { 'tidy/SKILL.md': TIDY } });
      await expect.poll(() => skills(page).count()).toBe(1);
      // The install's call is held until Stop is clicked: the cancel reaches the service first,
      // so the stop lands before any target on any machine.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let cancelled = false;
      await page.route('**/api/call/installSkills', async (route) => {
        await held;
        await route.continue();
      });
      page.on('request', (request) => {
        if (request.url().endsWith('/api/call/cancelJob')) cancelled = true;
      });
      await skills(page).filter({ hasText: 'tidy' }).hover();
      await page.getByRole('button', { name: 'Actions for tidy' }).click();
      await page.getByRole('menuitem', { name: 'Install into agents…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Install "tidy" into agents' });
      await dialog.getByRole('checkbox', { name: /^Claude Code \(personal\)/ }).check();
      await dialog.getByRole('button', { name: 'Install', exact: true }).click();
      await dialog.getByRole('button', { name: 'Stop', exact: true }).click();
      await expect.poll(() => cancelled).toBe(true);
      release();
      await expect
        .poll(() => dialog.locator('.install-results').innerText())
        .toContain('the install was stopped before it got here; nothing was written');
      expect(existsSync(join(home, '.claude/skills/tidy'))).toBe(false);
      await dialog.getByRole('button', { name: 'Close', exact: true }).waitFor();
    });

    it('offers the agent folders found here in Add library, labelled by agent and scope', async () => {
      const { page, home, problems } = await openStudio({ files: { 'tidy/SKILL.md': TIDY } });
      mkdirSync(join(home, '.agents/skills/x'), { recursive: true });
      writeFileSync(join(home, '.agents/skills/x/SKILL.md'), TIDY.replace('name: tidy', 'name: x'));
      await page.getByRole('button', { name: 'Add library…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a library' });
      await expect
        .poll(() => dialog.innerText())
        .toContain('Codex (personal) ~/.agents/skills · 1 skill');
      await dialog.getByRole('button', { name: 'Add Codex (personal)' }).click();
      await expect.poll(() => skills(page).filter({ hasText: 'x' }).count()).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    });

    it('settles a taken folder (keep theirs byte for byte, or another name), updates an outdated copy and uninstalls', async () => {
      const { page, root, home, service, problems } = await openStudio({
        files: { 'tidy/SKILL.md': TIDY },
      });
      // Someone else's skill of the same name is already in Claude Code's folder.
      const theirs = TIDY.replace('Tidies things.', 'Their own tidy skill.');
      mkdirSync(join(home, '.claude/skills/tidy'), { recursive: true });
      writeFileSync(join(home, '.claude/skills/tidy/SKILL.md'), theirs);
      writeFileSync(join(home, '.claude/skills/tidy/notes.txt'), 'mine');
      await expect.poll(() => skills(page).count()).toBe(1);
      await skills(page).first().hover();
      await page.getByRole('button', { name: 'Actions for tidy' }).click();
      await page.getByRole('menuitem', { name: 'Install into agents…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Install "tidy" into agents' });
      await dialog.getByRole('checkbox', { name: /^Claude Code \(personal\)/ }).check();
      await dialog.getByRole('button', { name: 'Install', exact: true }).click();
      await expect
        .poll(() => dialog.locator('.install-results').innerText())
        .toContain('Not installed for Claude Code: ~/.claude/skills/tidy holds another skill.');

      // The difference, then keep theirs: nothing of theirs changes.
      await dialog.getByRole('button', { name: 'Decide…' }).click();
      const conflict = page.getByRole('dialog', { name: '"tidy" is already in ~/.claude/skills' });
      await expect.poll(() => conflict.innerText()).toContain('Different there: SKILL.md');
      await expect.poll(() => conflict.innerText()).toContain('Only there: notes.txt');
      await conflict.getByRole('button', { name: 'Keep theirs' }).click();
      await expect.poll(() => dialog.locator('.install-results').count()).toBe(0);
      expect(readFileSync(join(home, '.claude/skills/tidy/SKILL.md'), 'utf8')).toBe(theirs);
      expect(readFileSync(join(home, '.claude/skills/tidy/notes.txt'), 'utf8')).toBe('mine');

      // Again, under another name this time.
      await dialog.getByRole('button', { name: 'Install', exact: true }).click();
      await dialog.getByRole('button', { name: 'Decide…' }).click();
      await conflict
        .getByRole('textbox', { name: 'Folder name in ~/.claude/skills' })
        .fill('tidy-mine');
      await conflict.getByRole('button', { name: 'Install under another name' }).click();
      await expect
        .poll(() => dialog.locator('.install-results').innerText())
        .toContain('Installed for Claude Code: ~/.claude/skills/tidy-mine');
      // The copy's name follows its folder, as the spec requires.
      const renamed = (text: string) => text.replace('name: tidy', 'name: tidy-mine');
      expect(readFileSync(join(home, '.claude/skills/tidy-mine/SKILL.md'), 'utf8')).toBe(
        renamed(TIDY),
      );
      expect(readFileSync(join(home, '.claude/skills/tidy/SKILL.md'), 'utf8')).toBe(theirs);
      const copy = dialog.locator('.installed-copy', { hasText: 'tidy-mine' });
      await expect.poll(() => copy.innerText()).toContain('In sync');

      // The library moves on: the copy is older, and one click brings it up to date.
      const newer = TIDY.replace('Steps.', 'Steps, revised.');
      writeFileSync(join(root, 'tidy/SKILL.md'), newer);
      await expect
        .poll(() => copy.innerText(), { timeout: 10_000 })
        .toContain('Older than the library');
      await copy.getByRole('button', { name: 'Update' }).click();
      await expect.poll(() => copy.innerText(), { timeout: 10_000 }).toContain('In sync');
      expect(readFileSync(join(home, '.claude/skills/tidy-mine/SKILL.md'), 'utf8')).toBe(
        renamed(newer),
      );

      // Uninstall: the copy goes to the studio's trash, theirs stays.
      await copy.getByRole('button', { name: 'Uninstall' }).click();
      await expect
        .poll(() => dialog.locator('.installed-copies').innerText())
        .toContain('Not installed anywhere yet.');
      expect(existsSync(join(home, '.claude/skills/tidy-mine'))).toBe(false);
      expect(readFileSync(join(home, '.claude/skills/tidy/SKILL.md'), 'utf8')).toBe(theirs);
      const trash = await service.handlers.listTrash({});
      expect(trash.some((t) => t.rel === 'tidy-mine')).toBe(true);
      expect(problems).toEqual([]);
    });
  },
);
