/**
 * The new skill's description box counts its characters against the spec's limit (1024:
 * agentskills.io/specification, "description: Max 1024 characters"), as the spec counts them
 * (a character outside the BMP is one), and warns from 900 on, before the box stops taking
 * more; typed with the keyboard. English and Chinese.
 */
import { describe, expect, it } from 'vitest';
import { e2eSkipReason, openStudio } from './harness';

const WORDS = {
  en: {
    open: /New skill/,
    title: 'Create a skill',
    box: 'Description',
    empty: '0 characters of 1024',
    some: '12 characters of 1024',
    near: 'Near the limit: 124 characters left of 1024',
    last: 'Near the limit: 1 character left of 1024',
    full: 'Near the limit: 0 characters left of 1024',
  },
  zh: {
    open: /新建技能/,
    title: '创建技能',
    box: '描述',
    empty: '0 / 1024 个字符',
    some: '12 / 1024 个字符',
    near: '接近上限：还可输入 124 个字符（上限 1024）',
    last: '接近上限：还可输入 1 个字符（上限 1024）',
    full: '接近上限：还可输入 0 个字符（上限 1024）',
  },
} as const;

describe.skipIf(e2eSkipReason !== undefined)(
  `the new skill's description counter${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    for (const locale of ['en', 'zh'] as const)
      it(`counts to the spec's limit and warns before it (${locale})`, async () => {
        const words = WORDS[locale];
        const { page, problems } = await openStudio({ locale });
        await page.getByRole('button', { name: words.open }).focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: words.title });
        const box = dialog.getByRole('textbox', { name: words.box });
        // The counter is part of what the box's description reads out.
        const counter = dialog.locator('.description-count');
        const described = async () =>
          (await box.getAttribute('aria-describedby'))?.split(' ') ?? [];
        expect(await described()).toContain(await counter.getAttribute('id'));
        expect(await counter.textContent()).toBe(words.empty);
        await box.focus();
        // Two characters outside the BMP (one each for the spec, two UTF-16 units for JS).
        await page.keyboard.type('Tidies 𝔸𝔹 ok');
        await expect.poll(() => counter.textContent()).toBe(words.some);
        expect(await counter.getAttribute('class')).not.toContain('is-near');
        // Up to 900 characters: the warning, with how many are left.
        await box.fill('x'.repeat(899));
        await page.keyboard.press('End');
        await page.keyboard.type('y');
        await expect.poll(() => counter.textContent()).toBe(words.near);
        expect(await counter.getAttribute('class')).toContain('is-near');
        await box.fill('x'.repeat(1023));
        await expect.poll(() => counter.textContent()).toBe(words.last);
        // The box takes no more than the limit.
        await page.keyboard.press('End');
        await page.keyboard.type('yz');
        await expect.poll(() => counter.textContent()).toBe(words.full);
        expect((await box.inputValue()).length).toBe(1024);
        expect(problems).toEqual([]);
      });
  },
);
