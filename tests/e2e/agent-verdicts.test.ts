/**
 * The agent view in plain words, in a real browser: it opens with one sentence per agent, and
 * Compare agents compares what each does with the loaded text. The facts each sentence states
 * are the agents' recorded behaviour (tests/fixtures/agent-recordings): Claude Code 2.1.332
 * turned "First: $ARGUMENTS[0] / $0" into "First: report.pdf / report.pdf" (claude-code.json,
 * basic, placeholders), and Codex 0.171.0 injected "Run scripts/run.py on $ARGUMENTS." as
 * written (codex.json, basic, one-resource); HelloAgents v1.0.0 replaces $ARGUMENTS only
 * (tests/fixtures/agent-goldens/hello-agents, args_thrice__args_pdf).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chooseTargets } from './choose-targets';
import { e2eSkipReason, openStudio, skills } from './harness';

interface Recorded {
  libraries: Record<
    string,
    { calls: { skill: string; args?: string; parts: { text: string }[] }[] }
  >;
}
const recorded = (agent: string) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, `../fixtures/agent-recordings/${agent}.json`), 'utf8'),
  ) as Recorded;

// A non-developer's expense skill: "$0" is money, "$ARGUMENTS" the report the user names.
const SKILL = [
  '---',
  'name: expenses',
  'description: Checks an expense report against the travel policy. Use when the user submits an expense report.',
  '---',
  '',
  'Alcohol limit: $0 per month.',
  '',
  'Check the report in $ARGUMENTS.',
  '',
].join('\n');
const ARGS = '2026-11 report.pdf';

describe.skipIf(e2eSkipReason !== undefined)(
  `the agent view in plain words${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    it('opens with a verdict per agent; the exact text stays below', async () => {
      // The recorded facts the sentences rest on.
      const claude = recorded('claude-code').libraries.basic?.calls.find(
        (c) => c.skill === 'placeholders' && c.args === 'report.pdf "two words" extra',
      );
      expect(claude?.parts[1]?.text).toContain('\nFirst: report.pdf / report.pdf\n');
      const codex = recorded('codex').libraries.basic?.calls.find(
        (c) => c.skill === 'one-resource',
      );
      expect(codex?.parts[1]?.text).toContain('Run scripts/run.py on $ARGUMENTS.');

      const { page, problems } = await openStudio({ files: { 'expenses/SKILL.md': SKILL } });
      await skills(page).filter({ hasText: 'expenses' }).click();
      await page.getByRole('tab', { name: 'Agent view' }).click();
      await page.getByLabel('Arguments').fill(ARGS);
      const verdict = (agent: string) =>
        page.getByTestId('agent-verdicts').locator(`li[data-agent="${agent}"] .verdict-sentence`);
      await expect
        .poll(() => verdict('claude-code').textContent())
        .toBe(
          'Fine: Claude Code lists it and loads it with your text; $0 becomes the first word the user types; $ARGUMENTS becomes everything the user types.',
        );
      expect(await verdict('codex').textContent()).toBe(
        'Worth a look: Codex lists it and loads it with your text; $0, $ARGUMENTS reach the model as written, not replaced.',
      );
      expect(await verdict('hello-agents').textContent()).toBe(
        'Worth a look: HelloAgents lists it and loads it with your text; $ARGUMENTS becomes everything the user types; $0 reaches the model as written, not replaced.',
      );
      // The verdicts come first; the exact text keeps its place below, under its own heading.
      expect(
        await page
          .locator('.agent-body')
          .evaluate((body) => body.querySelector('[data-testid]')?.getAttribute('data-testid')),
      ).toBe('agent-verdicts');

      // From the keyboard: the Claude Code line's button shows exactly what its model reads,
      // "$0" replaced by the first word typed.
      await page.getByRole('button', { name: 'Exactly what Claude Code reads' }).focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.getByTestId('agent-exact-heading').textContent())
        .toBe('Exactly what the model reads: Claude Code');
      await expect
        .poll(() => page.getByTestId('call-text').nth(1).textContent())
        .toContain('Alcohol limit: 2026-11 per month.');
      // A note in Claude Code's own terms opens its plain meaning from the keyboard.
      const capNote = page.locator('li', { hasText: 'is cut at skillListingMaxDescChars' });
      await capNote.locator('details.note-plain > summary').focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => capNote.locator('details.note-plain > p').isVisible()).toBe(true);
      expect(await capNote.locator('details.note-plain > p').textContent()).toBe(
        'skillListingMaxDescChars is a Claude Code setting: the longest description it lists. A longer one is cut and ends in "…", so put what matters first.',
      );
      expect(problems).toEqual([]);
    });

    it('lists the places the skill will be used first, the other agents after them', async () => {
      const { page, problems } = await openStudio({ files: { 'expenses/SKILL.md': SKILL } });
      await skills(page).filter({ hasText: 'expenses' }).click();
      await chooseTargets(page, ['Codex', 'Claude Code', 'Claude.ai upload']);
      await page.getByRole('tab', { name: 'Agent view' }).click();
      const box = page.getByTestId('agent-verdicts');
      const agents = (list: number) =>
        box
          .locator('ul')
          .nth(list)
          .locator('li')
          .evaluateAll((items) => items.map((li) => li.getAttribute('data-agent')));
      await expect
        .poll(() => box.locator('h3').allTextContents())
        .toEqual(['Where you will use it', 'Other agents']);
      // In the dialog's order; Claude.ai upload has no agent view of its own.
      expect(await agents(0)).toEqual(['claude-code', 'codex']);
      expect(await agents(1)).toEqual([
        'hello-agents',
        'hello-agents-hardened',
        'opencode',
        'gemini-cli',
        'copilot-vscode',
        'openclaw',
        'skills-ref',
      ]);
      expect(problems).toEqual([]);
    });

    it('says the same in Chinese, and the token guidance says plainly it cuts nothing', async () => {
      const { page, problems } = await openStudio({
        files: { 'expenses/SKILL.md': SKILL },
        locale: 'zh',
        colorScheme: 'dark',
      });
      await skills(page).filter({ hasText: 'expenses' }).click();
      await page.getByRole('tab', { name: '智能体视图' }).click();
      await page.getByLabel('参数').fill(ARGS);
      const verdict = (agent: string) =>
        page.getByTestId('agent-verdicts').locator(`li[data-agent="${agent}"] .verdict-sentence`);
      await expect
        .poll(() => verdict('claude-code').textContent())
        .toBe(
          '没问题： Claude Code 会列出它，并按你写的内容加载它；$0 会变成用户输入的第一个词；$ARGUMENTS 会变成用户输入的全部内容。',
        );
      expect(await verdict('codex').textContent()).toBe(
        '值得一看： Codex 会列出它，并按你写的内容加载它；$0、$ARGUMENTS 原样发给模型，不会被替换。',
      );
      // Codex's Skills section for one skill (its "How to use skills" part included) is over
      // the format's ≈100 tokens a skill: the line first says it is guidance, nothing is cut.
      await page.getByLabel('智能体', { exact: true }).selectOption('codex');
      const perSkill = page.locator('li[data-code="catalogue-per-skill"]');
      await expect
        .poll(() => perSkill.getByTestId('budget-plain').textContent())
        .toBe(
          '仅供参考：不会因此截短或省略任何内容。每个列出的技能在每次对话中都占这么多空间，描述越短，留给其他技能的空间越多。 ',
        );
      // Today's words follow, unchanged.
      expect(await perSkill.textContent()).toMatch(/约 \d+ 个 token/);
      expect(problems).toEqual([]);
    });

    it('Compare agents compares the loaded text too, marking where agents differ', async () => {
      for (const locale of ['en', 'zh'] as const) {
        const { page, problems } = await openStudio({
          files: { 'expenses/SKILL.md': SKILL },
          locale,
        });
        const zh = locale === 'zh';
        await skills(page).filter({ hasText: 'expenses' }).click();
        await page.getByRole('tab', { name: zh ? '智能体视图' : 'Agent view' }).click();
        await page.getByRole('button', { name: zh ? '对比各智能体' : 'Compare agents' }).click();
        await page.getByLabel(zh ? '参数' : 'Arguments').fill(ARGS);
        const table = page.getByTestId('agent-compare-loads');
        await expect
          .poll(() => table.locator('thead th').allTextContents())
          .toEqual(
            zh
              ? ['智能体', '$0', '$ARGUMENTS', '技能的其他文件']
              : ['Agent', '$0', '$ARGUMENTS', "The skill's other files"],
          );
        const cell = (agent: string, p: string) =>
          table.locator(`tr[data-agent="${agent}"] td[data-placeholder="${p}"]`);
        const differs = zh ? '与多数智能体不同' : 'differs from most agents';
        // $0: only Claude Code replaces it, so its cell is the one marked.
        expect(await cell('claude-code', '$0').textContent()).toBe(
          `${zh ? '用户输入的第一个词' : 'the first word the user types'}${differs}`,
        );
        for (const agent of [
          'hello-agents',
          'codex',
          'opencode',
          'gemini-cli',
          'copilot-vscode',
          'openclaw',
        ])
          expect(await cell(agent, '$0').textContent()).toBe(zh ? '原样保留' : 'left as written');
        // $ARGUMENTS: Claude Code and both HelloAgents replace it; Codex, OpenCode, Gemini CLI,
        // Copilot in VS Code and OpenClaw do not. Five against three: the three are marked.
        expect(await cell('claude-code', '$ARGUMENTS').textContent()).toBe(
          `${zh ? '用户输入的全部内容' : 'everything the user types'}${differs}`,
        );
        for (const agent of ['codex', 'opencode', 'gemini-cli', 'copilot-vscode', 'openclaw'])
          expect(await cell(agent, '$ARGUMENTS').textContent()).toBe(
            zh ? '原样保留' : 'left as written',
          );
        expect(
          await table
            .locator('td.is-different')
            .evaluateAll((tds) =>
              tds.map(
                (td) =>
                  `${td.closest('tr')?.getAttribute('data-agent')} ${td.getAttribute('data-placeholder')}`,
              ),
            ),
        ).toEqual([
          'hello-agents $ARGUMENTS',
          'hello-agents-hardened $ARGUMENTS',
          'claude-code $0',
          'claude-code $ARGUMENTS',
        ]);
        // skills-ref has no loading step.
        expect(await table.locator('tr[data-agent="skills-ref"] td').textContent()).toBe(
          zh
            ? '没有加载这一步：模型自己打开 SKILL.md。'
            : 'No loading step: the model opens SKILL.md itself.',
        );
        expect(problems).toEqual([]);
      }
    });
  },
);
