/**
 * Two skills of one name, in two libraries, told apart in the agent view: which library and
 * folder each is in, what the agent makes of each (by its own folder, never its namesake's),
 * and which one the agent loads when asked for the name. The agents' rules are the ones their
 * releases were recorded with: Claude Code 2.1.332 keeps the first root's folder of a name
 * (tests/fixtures/agent-recordings/claude-code.json, `scopes`: the personal copy is called),
 * Codex 0.171.0 injects nothing for an ambiguous $name (codex.json, basic, $dup-skill: the
 * user's message only), HelloAgents v1.0.0 scans the roots one after the other and the last
 * one scanned wins (docs/agent-views.md §1, "Duplicate names: the last folder scanned wins";
 * goldens recorded from jjyaoao/HelloAgents v1.0.0).
 */
import { mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSkipReason, openStudio, skills } from './harness';
import { tempTree } from '../helpers/temp';

const skill = (where: string) =>
  `---\nname: pdf\ndescription: Fill in PDF forms, the copy in the ${where} library. Use when a form must be filled.\n---\n\nThe ${where} copy.\n`;

async function twoLibraries(locale: 'en' | 'zh') {
  // A second library named "personal" (a folder inside a temp folder removed after the test).
  const personal = join(realpathSync(tempTree()), 'personal');
  mkdirSync(join(personal, 'pdf'), { recursive: true });
  writeFileSync(join(personal, 'pdf', 'SKILL.md'), skill('personal'));
  const studio = await openStudio({
    files: { 'pdf/SKILL.md': skill('work') },
    extraRoots: [personal],
    locale,
  });
  return { ...studio, personal, work: studio.root };
}

const pick = (page: Page) => page.getByTestId('namesakes-pick');
const rows = (page: Page) => page.getByTestId('namesakes').locator('li');

describe.skipIf(e2eSkipReason !== undefined)(
  `skills of one name in the agent view${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    it('says which library and folder each is in, and which one each agent loads', async () => {
      const { page, personal, work, problems } = await twoLibraries('en');
      const workName = work.split('/').at(-1) ?? '';
      await skills(page).filter({ hasText: 'personal library' }).click();
      await page.getByRole('tab', { name: 'Agent view' }).click();
      await page.getByLabel('Agent', { exact: true }).selectOption('claude-code');

      // This skill's own verdict: Claude Code reads the first library first, so the personal
      // copy (second) is skipped, not "listed" as its namesake is.
      await expect
        .poll(() => page.getByTestId('agent-summary').textContent())
        .toBe(
          `Claude Code skips this skill at start-up. a folder of the same name in ${work}, read first, keeps the name`,
        );
      await expect
        .poll(() => pick(page).textContent())
        .toBe(`Asked for "pdf", Claude Code loads the one in ${workName} at pdf, not this one.`);
      expect(await page.getByRole('heading', { name: '2 skills named "pdf"' }).count()).toBe(1);
      expect(await rows(page).evaluateAll((li) => li.map((l) => l.dataset.dir))).toEqual([
        join(personal, 'pdf'),
        join(work, 'pdf'),
      ]);
      const [mine, theirs] = [rows(page).nth(0), rows(page).nth(1)];
      expect(await mine.textContent()).toContain('Library personal, folder pdf');
      expect(await mine.textContent()).toContain('Open here');
      expect(await theirs.textContent()).toContain(`Library ${workName}, folder pdf`);
      expect(await theirs.textContent()).toContain('Loaded when asked for the name');
      // Where the agent's own lists name a folder (the folders it passes over), the library
      // comes first: "pdf" alone would be either copy.
      expect(await page.locator('.agent-section details li').allTextContents()).toContain(
        `personal/pdf: a folder of the same name in ${work}, read first, keeps the name`,
      );
      // The call below is the other copy's, and says so.
      await expect
        .poll(() => page.getByTestId('call-other').textContent())
        .toContain(`${workName} at pdf`);
      await expect
        .poll(() => page.getByTestId('call-text').nth(1).textContent())
        .toContain('The work copy.');

      await page.getByLabel('Agent', { exact: true }).selectOption('codex');
      await expect
        .poll(() => pick(page).textContent())
        .toBe('Asked for "pdf", Codex loads none of them (see the call below).');
      await page.getByLabel('Agent', { exact: true }).selectOption('hello-agents');
      await expect
        .poll(() => pick(page).textContent())
        .toBe('Asked for "pdf", HelloAgents loads this skill.');
      expect(problems).toEqual([]);
    });

    it('opens the other copy from the keyboard, in Chinese', async () => {
      const { page, personal, work, problems } = await twoLibraries('zh');
      await skills(page).filter({ hasText: 'work library' }).click();
      await page.getByRole('tab', { name: '智能体视图' }).click();
      await expect
        .poll(() => pick(page).textContent())
        .toBe('请求“pdf”时，HelloAgents 加载的是 personal 中 pdf 的那个，而不是此技能。');
      // From the agent picker, Tab reaches the other copy's Open button; Enter opens it.
      await page.getByLabel('智能体', { exact: true }).focus();
      const openOther = page.getByRole('button', { name: '打开 personal 中 pdf 的那个' });
      // (Past each agent's verdict button on the way: nine agents now.)
      for (let i = 0; i < 30; i++) {
        if (await openOther.evaluate((b) => b === document.activeElement)) break;
        await page.keyboard.press('Tab');
      }
      expect(await openOther.evaluate((b) => b === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await expect
        .poll(() => pick(page).textContent())
        .toBe('请求“pdf”时，HelloAgents 加载的是此技能。');
      expect(await rows(page).first().getAttribute('data-dir')).toBe(join(personal, 'pdf'));
      expect(await rows(page).nth(1).textContent()).toContain(
        `技能库 ${work.split('/').at(-1) ?? ''}，文件夹 pdf`,
      );
      expect(problems).toEqual([]);
    });
  },
);
