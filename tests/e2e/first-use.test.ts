/**
 * A first use, as someone who is not a developer would go about it: each step first reads what
 * the screen says and then does only that (the words a control shows, the advice's own
 * sentence, the hint of the view). From a first start: choose where the skill will be used,
 * write a new expense-report skill the naive way, fix what the studio tells, see what each
 * agent does with it, import a repository zip as GitHub downloads it, and package a bundle.
 * The issue's acceptance (issue 38): the run finishes, and what it made is what was asked.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { rawZip } from '../helpers/raw-zip';
import { skillMd, tempTree } from '../helpers/temp';
import { e2eSkipReason, openStudio, skills } from './harness';

const SOON = { timeout: 15_000 };

// A repository as GitHub's "Download ZIP" makes it: one top folder, skills in a subfolder.
function repositoryZip(): string {
  const file = join(tempTree(), 'team-skills-main.zip');
  const files = {
    'team-skills-main/README.md': '# Team skills\n',
    'team-skills-main/skills/receipt-scan/SKILL.md': skillMd(
      'receipt-scan',
      'Reads the totals off photographed receipts. Use when the user shares a receipt photo.',
    ),
    'team-skills-main/skills/travel-policy/SKILL.md': skillMd(
      'travel-policy',
      'Answers questions about the travel policy. Use when the user asks which travel costs are allowed.',
    ),
  };
  writeFileSync(file, rawZip(Object.entries(files).map(([name, data]) => ({ name, data }))));
  return file;
}

/** Waits until `where` shows `words`: the step that follows acts on what the screen says. */
async function screenSays(where: Locator, words: string | RegExp): Promise<void> {
  await expect
    .poll(async () => {
      const text = (await where.innerText().catch(() => '')).replace(/\s+/g, ' ');
      return typeof words === 'string' ? text.includes(words) : words.test(text);
    }, SOON)
    .toBe(true);
}

/** The advice or problem in the Problems panel that says `words`, as a list item. */
const finding = (page: Page, words: string) =>
  page.locator('.problems li.problem', { hasText: words });

describe.skipIf(e2eSkipReason !== undefined)(
  `a first use by what the screen says${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    it('new skill, fix what it is told, per-agent verdicts, import a repository zip, package a bundle', async () => {
      const { page, root, problems } = await openStudio({
        firstRun: true,
        viewport: { width: 1024, height: 768 },
      });

      // 1. The guide, then the question it leads to: where will the skill be used?
      const guide = page.getByRole('dialog', { name: 'Getting started' });
      await screenSays(guide, 'A skill is a folder that teaches an AI agent one task');
      await guide.getByRole('button', { name: 'Got it' }).click();
      const places = page.getByRole('dialog', { name: 'Where will this skill be used?' });
      await screenSays(places, 'Tick every place you will use the skills');
      await places.getByRole('checkbox', { name: 'Claude Code' }).check();
      await places.getByRole('checkbox', { name: 'Codex' }).check();
      await places.getByRole('button', { name: 'Save' }).click();
      await screenSays(page.locator('.toolbar'), 'Used in: Claude Code, Codex');

      // 2. A new skill, written as a newcomer would: a short description that never says when.
      await page.getByRole('button', { name: /New skill/ }).click();
      const create = page.getByRole('dialog', { name: 'Create a skill' });
      await screenSays(create, 'what the skill does, then when to use it');
      await create.getByRole('textbox', { name: 'Name' }).fill('expense-report');
      await create
        .getByRole('textbox', { name: 'Description' })
        .fill('Helps with expense reports.');
      await create.getByRole('button', { name: 'Create' }).click();
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).first().textContent(), SOON)
        .toBe('expense-report');

      // 3. The studio gives advice, never a failed check: the description says no "when".
      const panel = page.locator('.problems');
      await screenSays(panel, 'No problems under Claude Code, Codex.');
      const noWhen = finding(page, 'The description does not say when to use the skill.');
      const tooShort = finding(
        page,
        'The description is too vague for an agent to choose this skill.',
      );
      // The headline says what is wrong; its Details say what to write.
      await noWhen.getByText('Details').click();
      await screenSays(noWhen, 'add a clause such as "Use when the user asks to …"');
      // Done as it says, in the box the form offers for the description.
      // At 1024 px one pane shows at a time: the form is a button away.
      await page.getByRole('tab', { name: 'Form' }).click();
      await page
        .getByRole('textbox', { name: 'Description' })
        .fill(
          'Fills in the monthly expense report from receipts. Use when the user asks to prepare or check an expense report.',
        );
      await expect.poll(() => noWhen.count(), SOON).toBe(0);
      await expect.poll(() => tooShort.count(), SOON).toBe(0);

      // 4. The template's placeholder text: its fix selects it, and the newcomer types over it,
      // with an amount of money as anyone writes it.
      const template = finding(page, 'The instructions still have template text.');
      await template.getByRole('button', { name: /^Fix: / }).click();
      await page.keyboard.type(
        'Check each receipt against the policy.\nAlcohol limit: $0 per month.',
      );
      await expect.poll(() => template.count(), SOON).toBe(0);

      // 5. "$0" is not money to Claude Code: the advice says what it becomes, and its fix.
      const dollar = finding(page, 'Claude Code replaces "$0" with what the user types.');
      await dollar.getByText('Details').click();
      await screenSays(dollar, 'If you mean an amount of money');
      await dollar.getByRole('button', { name: /^Fix: / }).click();
      await expect.poll(() => dollar.count(), SOON).toBe(0);
      await screenSays(panel, /^Problems \(0\)(?! ·)/);
      await screenSays(page.locator('.edit-view'), 'Claude Code: ready.');
      await screenSays(page.locator('.edit-view'), 'Codex: ready.');
      await page.locator('.skill-header').getByRole('button', { name: 'Save' }).click();
      const saved = join(root, 'expense-report', 'SKILL.md');
      await expect
        .poll(() => readFileSync(saved, 'utf8'), SOON)
        .toContain('Alcohol limit: \\$0 per month.');

      // 6. What each agent does with it, the places chosen first, in one sentence each.
      await page.getByRole('tab', { name: 'Agent view' }).click();
      const verdicts = page.getByTestId('agent-verdicts');
      await screenSays(verdicts, 'Where you will use it');
      const lines = verdicts.locator('ul').first().locator('li .verdict-sentence');
      await expect
        .poll(() => lines.allTextContents(), SOON)
        .toEqual([
          'Fine: Claude Code lists it and loads it with your text.',
          'Fine: Codex lists it and loads it with your text.',
        ]);

      // 7. A repository zip: every skill in it is offered, and both are imported.
      await page.getByRole('button', { name: 'Import…' }).click();
      const importing = page.getByRole('dialog', { name: 'Import skills' });
      await screenSays(importing, 'a whole repository as GitHub downloads it');
      await importing.getByLabel('Archive (.zip or .skill)').setInputFiles(repositoryZip());
      await screenSays(
        importing,
        '2 skills found in team-skills-main.zip. Tick the ones to import.',
      );
      await importing.getByRole('button', { name: 'Import', exact: true }).click();
      for (const name of ['receipt-scan', 'travel-policy'])
        await expect.poll(() => skills(page).filter({ hasText: name }).count(), SOON).toBe(1);

      // 8. A bundle of the new skill and the two imported, marked as the package view says.
      await skills(page).filter({ hasText: 'expense-report' }).click();
      await page.getByRole('tab', { name: 'Package' }).click();
      const view = page.locator('main');
      await screenSays(view, 'To make a bundle, mark skills in the list with Ctrl+click');
      for (const name of ['receipt-scan', 'travel-policy'])
        await skills(page)
          .filter({ hasText: name })
          .click({ modifiers: ['Control'] });
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent(), SOON)
        .toBe('Package 3 skills as one bundle');
      const download = page.getByRole('button', { name: 'Download package' });
      const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
      const zip = join(tempTree(), file.suggestedFilename());
      await file.saveAs(zip);
      const entries = execFileSync('unzip', ['-Z1', zip], { encoding: 'utf8' }).trim().split('\n');
      expect([...new Set(entries.map((e) => e.split('/')[0]))].sort()).toEqual([
        'expense-report',
        'receipt-scan',
        'travel-policy',
      ]);
      expect(
        execFileSync('unzip', ['-p', zip, 'expense-report/SKILL.md'], { encoding: 'utf8' }),
      ).toBe(readFileSync(saved, 'utf8'));
      expect(problems).toEqual([]);
    });
  },
);
