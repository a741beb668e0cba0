/**
 * A skill's files edited in a real browser against the browser host, on temp libraries: a new
 * file in a new folder, files and folders made from a folder's menu, uploads through the file
 * input and through a drop carrying files, a
 * taken name answered each way, rename (the open document and its unsaved text follow),
 * move by drag, delete then restore from the Trash view, an image preview that really
 * decodes, and "../x", an absolute path and CON.txt refused with a message, nothing written.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { skillMd, tempTree } from '../helpers/temp';
import { e2eSkipReason, skills } from './harness';
import { png, row, studioWithSkill, tree } from './skill-files';

async function newFile(page: Page, path: string) {
  await tree(page).getByRole('button', { name: 'New file' }).click();
  const dialog = page.getByRole('dialog', { name: 'New file' });
  await dialog.getByLabel('Name, or a path inside the skill').fill(path);
  return dialog;
}

describe.skipIf(e2eSkipReason !== undefined)(
  `a skill's files${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    it('makes a new file in a new folder from its template and opens it', async () => {
      const { page, dir, problems } = await studioWithSkill();
      const dialog = await newFile(page, 'references/api-guide.md');
      await dialog.getByRole('button', { name: 'Create' }).click();
      await row(page, 'references/api-guide.md').waitFor();
      await expect.poll(() => row(page, 'references/').count()).toBe(1);
      expect(readFileSync(join(dir, 'references/api-guide.md'), 'utf8')).toMatch(/^# Api guide\n/);
      await expect
        .poll(() => page.locator('.monaco-host').getAttribute('data-path'))
        .toBe(join(dir, 'references/api-guide.md'));
      await tree(page).getByRole('button', { name: 'New folder' }).click();
      const folder = page.getByRole('dialog', { name: 'New folder' });
      await folder.getByRole('button', { name: /^assets\// }).click();
      await folder.getByRole('button', { name: 'Create' }).click();
      await row(page, 'assets/').waitFor();
      expect(readdirSync(join(dir, 'assets'))).toEqual([]);
      expect(problems).toEqual([]);
    });

    it("makes files and folders from a folder's menu, there: a script from its template with its run bit", async () => {
      const { page, dir, problems } = await studioWithSkill({ 'demo/scripts/.keep': '' });
      await row(page, 'scripts/').click({ button: 'right' });
      await page.getByRole('menuitem', { name: 'New file here…' }).click();
      const dialog = page.getByRole('dialog', { name: 'New file' });
      const name = dialog.getByLabel('Name, or a path inside the skill');
      expect(await name.inputValue()).toBe('scripts/');
      await name.press('End');
      await name.pressSequentially('check.py');
      await dialog.getByRole('button', { name: 'Create' }).click();
      await row(page, 'scripts/check.py').waitFor();
      expect(readFileSync(join(dir, 'scripts/check.py'), 'utf8')).toMatch(
        /^#!\/usr\/bin\/env python3\n/,
      );
      expect(statSync(join(dir, 'scripts/check.py')).mode & 0o111).toBe(0o111);
      await row(page, 'scripts/').click({ button: 'right' });
      await page.getByRole('menuitem', { name: 'New folder here…' }).click();
      const folder = page.getByRole('dialog', { name: 'New folder' });
      const folderName = folder.getByLabel('Name, or a path inside the skill');
      expect(await folderName.inputValue()).toBe('scripts/');
      await folderName.fill('scripts/lib');
      await folder.getByRole('button', { name: 'Create' }).click();
      await row(page, 'scripts/lib/').waitFor();
      expect(statSync(join(dir, 'scripts/lib')).isDirectory()).toBe(true);
      expect(problems).toEqual([]);
    });

    it('refuses "../x", an absolute path and CON.txt with a message, and writes nothing anywhere', async () => {
      const { page, root, dir } = await studioWithSkill();
      const before = readdirSync(join(root, '..')).filter((n) => n === 'x');
      for (const [path, words] of [
        ['../x', 'climbs out of the skill'],
        ['/tmp/x.md', 'is a path outside the skill'],
        ['CON.txt', 'is a device name on Windows'],
      ] as const) {
        const dialog = await newFile(page, path);
        await expect.poll(() => dialog.getByRole('alert').textContent()).toContain(words);
        expect(await dialog.getByRole('button', { name: 'Create' }).isDisabled()).toBe(true);
        await page.keyboard.press('Enter');
        await dialog.getByRole('button', { name: 'Cancel' }).click();
      }
      expect(readdirSync(dir)).toEqual(['SKILL.md']);
      expect(readdirSync(root)).toEqual(['demo']);
      expect(readdirSync(join(root, '..')).filter((n) => n === 'x')).toEqual(before);
      expect(existsSync('/tmp/x.md')).toBe(false);
    });

    it('uploads through the file input and through a drop, and answers a taken name each way', async () => {
      const { page, dir, problems } = await studioWithSkill({ 'demo/assets/old.txt': 'old' });
      // The folder's menu, then the system's file dialog.
      await row(page, 'assets/').click({ button: 'right' });
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('menuitem', { name: 'Upload files here…' }).click();
      await (
        await chooser
      ).setFiles([
        { name: 'logo.png', mimeType: 'image/png', buffer: png() },
        { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('first') },
      ]);
      await row(page, 'assets/logo.png').waitFor();
      expect(readFileSync(join(dir, 'assets/logo.png'))).toEqual(png());
      // A drop from the desktop onto the folder, carrying a file.
      const drop = (name: string, text: string) =>
        page.evaluateHandle(
          ([n, body]) => {
            const transfer = new DataTransfer();
            transfer.items.add(new File([body ?? ''], n ?? '', { type: 'text/plain' }));
            return transfer;
          },
          [name, text],
        );
      await row(page, 'assets/').dispatchEvent('drop', {
        dataTransfer: await drop('dropped.txt', 'dropped'),
      });
      await row(page, 'assets/dropped.txt').waitFor();
      expect(readFileSync(join(dir, 'assets/dropped.txt'), 'utf8')).toBe('dropped');
      // Taken: keep both, then replace, then skip.
      const clash = page.getByRole('dialog', { name: 'Some names are taken' });
      await row(page, 'assets/').dispatchEvent('drop', {
        dataTransfer: await drop('notes.txt', 'second'),
      });
      await clash.getByRole('button', { name: 'Keep both' }).click();
      await row(page, 'assets/notes (2).txt').waitFor();
      expect(readFileSync(join(dir, 'assets/notes (2).txt'), 'utf8')).toBe('second');
      await row(page, 'assets/').dispatchEvent('drop', {
        dataTransfer: await drop('notes.txt', 'third'),
      });
      await clash.getByRole('button', { name: 'Replace' }).click();
      await expect.poll(() => readFileSync(join(dir, 'assets/notes.txt'), 'utf8')).toBe('third');
      await row(page, 'assets/').dispatchEvent('drop', {
        dataTransfer: await drop('notes.txt', 'fourth'),
      });
      await clash.getByRole('button', { name: 'Skip these' }).click();
      await expect.poll(() => clash.count()).toBe(0);
      expect(readFileSync(join(dir, 'assets/notes.txt'), 'utf8')).toBe('third');
      expect(readdirSync(join(dir, 'assets')).sort()).toEqual([
        'dropped.txt',
        'logo.png',
        'notes (2).txt',
        'notes.txt',
        'old.txt',
      ]);
      // The image preview shows the picture itself, decoded.
      await row(page, 'assets/logo.png').click();
      const image = page.getByRole('img', { name: 'Preview of logo.png' });
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(2);
      expect(problems).toEqual([]);
    });

    it('uploads a whole folder through Upload folder and through a drop from the desktop', async () => {
      const { page, dir, problems } = await studioWithSkill();
      // A real folder on disk, as the user would pick or drag it from the file manager.
      const outside = tempTree({
        'pics/logo.png': png(),
        'pics/icons/small.txt': 'small',
        'forms/form.txt': 'form',
      });
      await tree(page).getByRole('button', { name: 'New folder' }).waitFor();
      const chooser = page.waitForEvent('filechooser');
      await tree(page).getByRole('button', { name: 'Upload…' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Upload folder' }).click();
      await (await chooser).setFiles(join(outside, 'pics'));
      await row(page, 'pics/icons/small.txt').waitFor();
      expect(readFileSync(join(dir, 'pics/icons/small.txt'), 'utf8')).toBe('small');
      expect(readFileSync(join(dir, 'pics/logo.png'))).toEqual(png());
      // A drop carrying a folder, through Chromium's own drag (CDP), so the folder arrives as a
      // directory entry the way it does from a file manager.
      const target = await row(page, 'pics/').boundingBox();
      if (!target) throw new Error('no pics/ row');
      const cdp = await page.context().newCDPSession(page);
      const at = { x: target.x + target.width / 2, y: target.y + target.height / 2 };
      const data = { items: [], files: [join(outside, 'forms')], dragOperationsMask: 1 };
      for (const type of ['dragEnter', 'dragOver', 'drop'] as const)
        await cdp.send('Input.dispatchDragEvent', { type, ...at, data });
      await row(page, 'pics/forms/form.txt').waitFor();
      expect(readFileSync(join(dir, 'pics/forms/form.txt'), 'utf8')).toBe('form');
      expect(readdirSync(join(dir, 'pics')).sort()).toEqual(['forms', 'icons', 'logo.png']);
      expect(problems).toEqual([]);
    });

    it('states the size limit up front and refuses a file over it before sending a byte', async () => {
      const { page, dir, problems } = await studioWithSkill();
      await tree(page).getByText('up to 100.0 MiB each').waitFor();
      // Made inside the page (sparse, nothing crosses the test's wire): 100 MiB and one byte.
      const transfer = await page.evaluateHandle(() => {
        const t = new DataTransfer();
        t.items.add(new File([new Uint8Array(100 * 1024 * 1024 + 1)], 'huge.bin'));
        t.items.add(new File(['ok'], 'small.txt'));
        return t;
      });
      const requests: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('api/add-file')) requests.push(decodeURIComponent(r.url()));
      });
      await tree(page).dispatchEvent('drop', { dataTransfer: transfer });
      await page
        .getByText('huge.bin is 100.0 MiB; added files may be up to 100.0 MiB each.')
        .waitFor();
      await row(page, 'small.txt').waitFor();
      expect(readdirSync(dir).sort()).toEqual(['SKILL.md', 'small.txt']);
      expect(requests).toHaveLength(1);
      expect(requests[0]).toContain('small.txt');
      expect(problems).toEqual([]);
    });

    it('renames with F2 keeping the open document and its unsaved text, and moves files by dragging them onto a folder', async () => {
      const { page, dir } = await studioWithSkill({
        'demo/notes.md': 'saved\n',
        'demo/draft.md': 'draft\n',
        'demo/references/a.md': 'a\n',
      });
      await row(page, 'notes.md').click();
      await page.locator('.monaco-editor .view-lines').click();
      await page.keyboard.press('Control+End');
      await page.keyboard.type('unsaved words');
      await row(page, 'notes.md').getByLabel('unsaved').waitFor();
      await row(page, 'notes.md').press('F2');
      const dialog = page.getByRole('dialog', { name: 'Rename or move notes.md' });
      await dialog.getByLabel('New path inside the skill').fill('guide.md');
      await page.keyboard.press('Enter');
      await row(page, 'guide.md').getByLabel('unsaved').waitFor();
      expect(existsSync(join(dir, 'notes.md'))).toBe(false);
      expect(readFileSync(join(dir, 'guide.md'), 'utf8')).toBe('saved\n');
      const host = page.locator('.monaco-host');
      await expect.poll(() => host.getAttribute('data-path')).toBe(join(dir, 'guide.md'));
      await expect.poll(() => host.textContent()).toMatch(/unsaved\swords/);
      await row(page, 'draft.md').dragTo(row(page, 'references/'));
      await row(page, 'references/draft.md').waitFor();
      expect(readFileSync(join(dir, 'references/draft.md'), 'utf8')).toBe('draft\n');
      // The open, unsaved file moves too, its text with it.
      await row(page, 'guide.md').dragTo(row(page, 'references/'));
      await row(page, 'references/guide.md').getByLabel('unsaved').waitFor();
      expect(readFileSync(join(dir, 'references/guide.md'), 'utf8')).toBe('saved\n');
      await expect
        .poll(() => host.getAttribute('data-path'))
        .toBe(join(dir, 'references/guide.md'));
      await expect.poll(() => host.textContent()).toMatch(/unsaved\swords/);
    });

    it('deletes a file after saying what goes, then restores it from the Trash view', async () => {
      const { page, dir, root } = await studioWithSkill({ 'demo/references/guide.md': 'guide\n' });
      await row(page, 'references/guide.md').press('Delete');
      const dialog = page.getByRole('dialog', { name: 'Delete guide.md?' });
      expect(await dialog.textContent()).toContain(
        "references/guide.md (6 B) goes to the studio's Trash",
      );
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect.poll(() => row(page, 'references/guide.md').count()).toBe(0);
      expect(existsSync(join(dir, 'references/guide.md'))).toBe(false);
      await page.getByRole('button', { name: 'Trash', exact: true }).click();
      const trash = page.getByRole('dialog', { name: 'Trash' });
      const entry = trash.getByRole('row').filter({ hasText: 'demo/references/guide.md' });
      expect(await entry.textContent()).toContain(root.split('/').pop() ?? '');
      await entry.getByRole('button', { name: /^Restore/ }).click();
      await expect.poll(() => existsSync(join(dir, 'references/guide.md'))).toBe(true);
      expect(readFileSync(join(dir, 'references/guide.md'), 'utf8')).toBe('guide\n');
      await expect.poll(() => trash.getByText('Nothing deleted from the studio.').count()).toBe(1);
      await trash.getByRole('button', { name: 'Close' }).click();
      await row(page, 'references/guide.md').waitFor();
    });

    it('deletes a skill from its menu and empties the Trash, each after a confirmation that says what goes', async () => {
      const { page, root, problems } = await studioWithSkill({ 'keep/SKILL.md': skillMd('keep') });
      await skills(page)
        .filter({ hasText: 'demo' })
        .getByRole('button', { name: 'Actions for demo' })
        .click();
      await page.getByRole('menuitem', { name: 'Delete…' }).click();
      const ask = page.getByRole('dialog', { name: 'Delete "demo"?' });
      expect(await ask.textContent()).toContain(join(root, 'demo'));
      // Cancel has the focus: Enter alone never deletes.
      await page.keyboard.press('Enter');
      await expect.poll(() => ask.count()).toBe(0);
      expect(existsSync(join(root, 'demo/SKILL.md'))).toBe(true);
      await skills(page)
        .filter({ hasText: 'demo' })
        .getByRole('button', { name: 'Actions for demo' })
        .click();
      await page.getByRole('menuitem', { name: 'Delete…' }).click();
      await ask.getByRole('button', { name: 'Delete' }).click();
      await expect.poll(() => existsSync(join(root, 'demo'))).toBe(false);
      await page.getByRole('button', { name: 'Trash', exact: true }).click();
      const trash = page.getByRole('dialog', { name: 'Trash' });
      await trash.getByRole('row').filter({ hasText: 'demo' }).waitFor();
      await trash.getByRole('button', { name: 'Empty the Trash' }).click();
      const empty = page.getByRole('dialog', { name: 'Empty the Trash' });
      expect(await empty.textContent()).toContain('cannot be undone');
      await empty.getByRole('button', { name: 'Empty the Trash' }).click();
      await expect.poll(() => empty.count()).toBe(0);
      await expect.poll(() => trash.getByText('Nothing deleted from the studio.').count()).toBe(1);
      expect(readdirSync(root)).toEqual(['keep']);
      expect(problems).toEqual([]);
    });

    it('a missing reference is fixed by creating the file, and its problem clears as the file appears', async () => {
      const body =
        '---\nname: demo\ndescription: Does demo things. Use when asked.\n---\n# Demo\n\nRead [the guide](references/guide.md).\n';
      const { page, dir } = await studioWithSkill({ 'demo/SKILL.md': body });
      const problems = page.getByRole('region', { name: 'Problems' });
      const fix = problems.getByRole('button', { name: 'Fix: Create references/guide.md' });
      await fix.click();
      await expect.poll(() => existsSync(join(dir, 'references/guide.md'))).toBe(true);
      expect(readFileSync(join(dir, 'references/guide.md'), 'utf8')).toMatch(/^# Guide\n/);
      await expect
        .poll(() => problems.getByText('reference-missing', { exact: false }).count())
        .toBe(0);
      await row(page, 'references/guide.md').waitFor();
    });
  },
);
