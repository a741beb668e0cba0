/**
 * The new-skill dialog, in Chromium against the browser host: a name that is valid for the
 * specification but a folder Windows cannot hold ("con", "nul", "com1") is marked as typed,
 * with the reason in the UI's language, and Create stays off; a name that only begins like
 * one is fine. The service refuses it too (tests/service/skill-folder-names.test.ts).
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { skillMd } from '../helpers/temp';
import { e2eSkipReason, openStudio } from './harness';

describe.skipIf(e2eSkipReason !== undefined)(
  `skill names${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    for (const locale of ['en', 'zh'] as const) {
      const words =
        locale === 'en'
          ? {
              open: /New skill/,
              title: 'Create a skill',
              name: 'Name',
              create: 'Create',
              why: '"con" is a device name on Windows',
            }
          : {
              open: /新建技能/,
              title: '创建技能',
              name: '名称',
              create: '创建',
              why: '"con" 在 Windows 上是设备名',
            };
      it(`marks a device name as typed and keeps Create off (${locale})`, async () => {
        const { page, root, problems } = await openStudio({
          files: { 'a/SKILL.md': skillMd('a') },
          locale,
        });
        await page.getByRole('button', { name: words.open }).click();
        const dialog = page.getByRole('dialog', { name: words.title });
        const field = dialog.getByLabel(words.name, { exact: true });
        const create = dialog.getByRole('button', { name: words.create, exact: true });
        await field.fill('con');
        await expect.poll(() => dialog.getByRole('alert').textContent()).toContain(words.why);
        expect(await field.getAttribute('aria-invalid')).toBe('true');
        expect(await create.isDisabled()).toBe(true);
        await field.press('Enter');
        await field.fill('console');
        await expect.poll(() => dialog.getByRole('alert').count()).toBe(0);
        expect(await create.isDisabled()).toBe(false);
        await create.click();
        await expect.poll(() => readdirSync(root).sort()).toEqual(['a', 'console']);
        expect(problems).toEqual([]);
      });
    }
  },
);
