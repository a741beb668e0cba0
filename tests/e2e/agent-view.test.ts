/**
 * The agent view in a real browser: HelloAgents (the default agent) loading a skill with
 * arguments shows, character for character, the tool result its documented format gives.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { e2eSkipReason, openStudio, skills } from './harness';
import { LIBRARIES } from '../tools/agent-cases.mjs';
import { REPRODUCES } from '../../shared/agent/versions';

interface Recorded {
  libraries: Record<
    string,
    { catalogue: string; calls: { skill: string; args?: string; parts: { text: string }[] }[] }
  >;
  settings?: Record<string, { libraries: Record<string, { catalogue: string }> }>;
}
const recorded = (agent: string) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, `../fixtures/agent-recordings/${agent}.json`), 'utf8'),
  ) as Recorded;

describe.skipIf(e2eSkipReason !== undefined)(
  `the agent view${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    it('shows the exact HelloAgents tool result for explain-error with arguments', async () => {
      const { page, root, problems } = await openStudio();
      await skills(page).filter({ hasText: 'explain-error' }).click();
      await page.getByRole('tab', { name: 'Agent view' }).click();
      const args = 'TypeError: x is undefined';
      await page.getByLabel('Arguments').fill(args);

      // The format of agent-views.md, built here from the file itself.
      const text = readFileSync(join(root, 'explain-error/SKILL.md'), 'utf8');
      const [, frontmatter = '', rest = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
      const description = /^description: (.*)$/m.exec(frontmatter)?.[1] ?? '';
      const body = rest.trim().replaceAll('$ARGUMENTS', args);
      const expected = [
        '<skill-loaded name="explain-error">',
        body,
        '',
        '</skill-loaded>',
        '',
        '✅ 技能已加载：explain-error',
        `📝 描述：${description}`,
        '',
        '请严格遵循上述技能说明来完成用户任务。',
      ].join('\n');
      const result = page.getByTestId('call-text');
      await expect.poll(() => result.textContent()).toBe(expected);

      // The catalogue marks this skill's line and shows the sizes.
      await expect
        .poll(() => page.getByTestId('catalogue-text').locator('.is-mine').textContent())
        .toContain('explain-error');
      expect(await page.getByTestId('measure').first().textContent()).toMatch(/characters/);
      expect(problems).toEqual([]);
    });

    it("shows the agent's own error for a skill it cannot load", async () => {
      const { page } = await openStudio();
      await skills(page).filter({ hasText: 'broken-example' }).click();
      await page.getByRole('tab', { name: 'Agent view' }).click();
      await expect
        .poll(() => page.getByTestId('call-text').first().textContent())
        .toMatch(/^❌ 错误 \[NOT_FOUND\]: 技能 '.*' 不存在。可用技能：/);
    });

    it('follows the skill on disk: a saved change shows in the tool result', async () => {
      const { page, root } = await openStudio();
      await skills(page).filter({ hasText: 'commit-message' }).click();
      await page.getByRole('tab', { name: 'Agent view' }).click();
      const result = page.getByTestId('call-text');
      await expect
        .poll(() => result.textContent())
        .toContain('<skill-loaded name="commit-message">');
      const file = join(root, 'commit-message/SKILL.md');
      writeFileSync(
        file,
        readFileSync(file, 'utf8').replace(/\n---\n/, '\n---\nA line added on disk.\n'),
      );
      await expect
        .poll(() => result.textContent(), { timeout: 10_000 })
        .toContain('A line added on disk.');
    });

    it("says the studio's notes and each part's sender in Chinese, the agent's words as they are", async () => {
      const { page, problems } = await openStudio({ locale: 'zh' });
      await skills(page).filter({ hasText: 'explain-error' }).click();
      await page.getByRole('tab', { name: '智能体视图' }).click();
      await page.getByLabel('智能体', { exact: true }).selectOption('claude-code');
      await page.getByLabel('参数').fill('TypeError: x is undefined');
      // Claude Code's call has two parts: the tool result and a hidden user message.
      await expect
        .poll(() => page.locator('.agent-part h3').allTextContents())
        .toEqual(['第 1 条消息：工具结果', '第 2 条消息：用户消息（对用户隐藏）']);
      // Open without a click: the notes change what the model sees.
      await expect
        .poll(() => page.locator('details[open] li').allTextContents())
        .toContain(
          '技能按文件夹名称列出，技能文件夹中的每个文件夹都是以它命名的命令；开头部分中的 name 不同时显示在括号里。',
        );
      expect(await page.getByTestId('call-text').first().textContent()).toBe(
        'Launching skill: explain-error',
      );
      expect(problems).toEqual([]);
    });

    it("shows a forked skill as Claude Code runs it: what the sub-agent is given, then the model's tool result", async () => {
      const { page, root, problems } = await openStudio({ files: LIBRARIES.fork, locale: 'zh' });
      await skills(page).filter({ hasText: 'forked-plain' }).click();
      await page.getByRole('tab', { name: '智能体视图' }).click();
      await page.getByLabel('智能体', { exact: true }).selectOption('claude-code');
      await page.getByLabel('参数').fill('x y');
      await expect
        .poll(() => page.locator('.agent-part h3').allTextContents())
        .toEqual(['第 1 条消息：子智能体收到的提示（context: fork）', '第 2 条消息：工具结果']);
      // Both texts as Claude Code 2.1.332 sent them, the sub-agent's answer (the recording
      // mock's) being the one thing the studio cannot know.
      const call = recorded('claude-code').libraries.fork?.calls.find(
        (c) => c.skill === 'forked-plain',
      );
      await expect
        .poll(() => page.getByTestId('call-text').allTextContents())
        .toEqual(
          (call?.parts ?? []).map((p) =>
            p.text
              .replaceAll('<ROOT>', root)
              .replace(
                'The sub-agent answered (recording mock).',
                "[the sub-agent's final answer]",
              ),
          ),
        );
      await expect
        .poll(() => page.locator('details[open] li').allTextContents())
        .toContain(
          "context: fork 会在子智能体中运行技能：第 1 部分是子智能体得到的内容，第 2 部分是它完成后模型收到的内容。子智能体的最终回答不运行就无法得知，所以 Studio 在那里显示 [the sub-agent's final answer]（子智能体用过工具时，Claude Code 会先在 <tools-used-before-summary> 中列出它们）。",
        );
      expect(problems).toEqual([]);
    });

    it('saves from the banner that says the agent reads the files on disk, and follows the save', async () => {
      const { page, root, problems } = await openStudio();
      await skills(page).filter({ hasText: 'commit-message' }).click();
      const field = page
        .getByRole('complementary', { name: 'About this skill' })
        .getByLabel('Description', { exact: true });
      await field.fill('Writes commit messages from staged changes. Use when asked to commit.');
      await page.getByRole('tab', { name: 'Agent view' }).click();
      const result = page.getByTestId('call-text');
      await expect
        .poll(() => result.textContent())
        .toContain('<skill-loaded name="commit-message">');
      expect(await result.textContent()).not.toContain('from staged changes');
      await page.getByRole('button', { name: "Save this skill's changes" }).click();
      await expect
        .poll(() => readFileSync(join(root, 'commit-message/SKILL.md'), 'utf8'))
        .toContain('description: Writes commit messages from staged changes.');
      await expect.poll(() => page.locator('.agent-unsaved').count()).toBe(0);
      await expect
        .poll(() => result.textContent(), { timeout: 10_000 })
        .toContain('from staged changes');
      expect(problems).toEqual([]);
    });

    it('says first, in words, whether the agent lists the open skill or skips it, and why', async () => {
      const { page, problems } = await openStudio();
      await skills(page).filter({ hasText: 'explain-error' }).click();
      await page.getByRole('tab', { name: 'Agent view' }).click();
      const summary = page.getByTestId('agent-summary');
      await expect
        .poll(() => summary.textContent())
        .toBe('HelloAgents lists this skill: its model can choose it by its description.');
      // It opens the exact part of the view, after the verdict of every agent.
      expect(
        await page
          .locator('.agent-body')
          .evaluate(
            (body) =>
              [...body.querySelectorAll('[data-testid]')]
                .map((e) => e.getAttribute('data-testid'))
                .filter((id) => id !== 'agent-verdicts' && id !== 'agent-exact-heading')[0],
          ),
      ).toBe('agent-summary');
      await skills(page).filter({ hasText: 'broken-example' }).click();
      await expect
        .poll(() => summary.textContent())
        .toMatch(/^HelloAgents skips this skill at start-up\. \S/);
      expect(problems).toEqual([]);
    });

    it("renders the agents' emoji through a colour emoji font before the generic family", async () => {
      const { page } = await openStudio();
      await skills(page).filter({ hasText: 'broken-example' }).click();
      await page.getByRole('tab', { name: 'Agent view' }).click();
      const result = page.getByTestId('call-text').first();
      await expect.poll(() => result.textContent()).toContain('❌');
      for (const element of [result, page.locator('body')]) {
        const families = (await element.evaluate((e) => getComputedStyle(e).fontFamily))
          .split(',')
          .map((f) => f.trim().replaceAll('"', ''));
        const generic = families.findIndex((f) => f === 'monospace' || f === 'sans-serif');
        for (const emoji of ['Apple Color Emoji', 'Segoe UI Emoji', 'Noto Color Emoji']) {
          const at = families.indexOf(emoji);
          expect(at, `${emoji} in ${families.join(', ')}`).toBeGreaterThan(-1);
          expect(at).toBeLessThan(generic);
        }
      }
    });

    it('says skills-ref has no call result instead of showing an empty one', async () => {
      const { page, problems } = await openStudio();
      await skills(page).filter({ hasText: 'explain-error' }).click();
      await page.getByRole('tab', { name: 'Agent view' }).click();
      await page.getByLabel('Agent', { exact: true }).selectOption('skills-ref');
      await expect
        .poll(() => page.getByTestId('no-call').textContent())
        .toContain('gives the model no tool to load a skill with, so there is no call result');
      expect(await page.getByTestId('call-text').count()).toBe(0);
      // The catalogue is still there, with its size; the call has none to give.
      expect(await page.getByTestId('measure').count()).toBe(1);
      expect(problems).toEqual([]);
    });

    it("changes Claude Code's listing settings live, in every window, as Claude Code itself lists them", async () => {
      // The recorded library "basic", and what Claude Code 2.1.332 listed for it with its
      // defaults and with skillListingMaxDescChars 40 in its settings.json.
      const files = LIBRARIES.basic as Record<string, string>;
      const claude = recorded('claude-code');
      const plain = claude.libraries.basic?.catalogue;
      const cap40 = claude.settings?.['cap-40']?.libraries.basic?.catalogue;
      const { page, url, problems } = await openStudio({ files });
      await skills(page).filter({ hasText: 'long-description' }).click();
      await page.getByRole('tab', { name: 'Agent view' }).click();
      await page.getByLabel('Agent', { exact: true }).selectOption('claude-code');
      const catalogue = page.getByTestId('catalogue-text');
      await expect.poll(() => catalogue.textContent()).toBe(`${plain ?? ''}\n`);

      // The values in force, then a change: the listing follows.
      const panel = page.getByTestId('agent-settings');
      await panel.locator('summary').click();
      const cap = panel.getByLabel(/Description cap/);
      expect(await cap.inputValue()).toBe('1536');
      expect(await panel.getByLabel(/Listing budget fraction/).inputValue()).toBe('0.01');
      await cap.fill('40');
      await expect.poll(() => catalogue.textContent()).toBe(`${cap40 ?? ''}\n`);
      expect(await panel.locator('summary').textContent()).toContain('description cap 40');
      await expect
        .poll(() => page.locator('.agent-section .badge').first().textContent())
        .toBe('Shortened');

      // Another window shows the same settings and the same listing.
      const other = await page.context().newPage();
      await other.goto(url);
      await skills(other).filter({ hasText: 'long-description' }).click();
      await other.getByRole('tab', { name: 'Agent view' }).click();
      await expect
        .poll(() => other.getByTestId('catalogue-text').textContent())
        .toBe(`${cap40 ?? ''}\n`);

      // A value Claude Code would refuse is flagged at the field and changes nothing.
      await cap.fill('0');
      await expect
        .poll(() => panel.locator('.form-error').first().textContent())
        .toContain('whole number of at least 1 here, not "0"');
      expect(await cap.getAttribute('aria-invalid')).toBe('true');
      expect(await catalogue.textContent()).toBe(`${cap40 ?? ''}\n`);

      // Back to Claude Code's defaults, in both windows.
      await panel.getByRole('button', { name: "Use Claude Code's defaults" }).click();
      await expect.poll(() => catalogue.textContent()).toBe(`${plain ?? ''}\n`);
      expect(await cap.inputValue()).toBe('1536');
      await expect
        .poll(() => other.getByTestId('catalogue-text').textContent())
        .toBe(`${plain ?? ''}\n`);
      expect(problems).toEqual([]);
    });

    it("switches Codex's model and its bundled system skills, listed as Codex 0.171.0 lists them", async () => {
      const files = LIBRARIES.basic as Record<string, string>;
      const codex = recorded('codex');
      // The recording names CODEX_HOME <HOME>/.codex; the studio shows ~/.codex.
      const withSystem = (
        codex.settings?.['system-skills']?.libraries.basic?.catalogue ?? ''
      ).replaceAll('<HOME>/.codex', '~/.codex');
      const { page, root, problems } = await openStudio({ files });
      await skills(page).filter({ hasText: 'no-resources' }).click();
      await page.getByRole('tab', { name: 'Agent view' }).click();
      await page.getByLabel('Agent', { exact: true }).selectOption('codex');
      const catalogue = page.getByTestId('catalogue-text');
      const shown = async () => ((await catalogue.textContent()) ?? '').replaceAll(root, '<ROOT>');
      // Codex's default model (gpt-6.2-sol) leaves "How to use skills" out, as recorded.
      const byDefault = codex.settings?.['model-gpt-6.2-sol']?.libraries.basic?.catalogue ?? '';
      expect(byDefault).not.toContain('### How to use skills');
      await expect.poll(shown).toBe(`${byDefault}\n`);

      const panel = page.getByTestId('agent-settings');
      await panel.locator('summary').click();
      // gpt-5.5 asks for it: the other recordings ran on it.
      await panel.getByLabel('Model').selectOption('gpt-5.5');
      await expect.poll(shown).toBe(`${codex.libraries.basic?.catalogue ?? ''}\n`);
      const box = panel.getByLabel('Bundled system skills');
      expect(await box.isChecked()).toBe(false);
      await box.check();
      await expect.poll(shown).toBe(`${withSystem}\n`);
      await box.uncheck();
      await expect.poll(shown).toBe(`${codex.libraries.basic?.catalogue ?? ''}\n`);
      expect(problems).toEqual([]);
    });

    it('compares every agent side by side, marking the one that treats the skill unlike most', async () => {
      // Two skills of the recorded library "basic": Claude Code 2.1.332 leaves hidden-skill
      // (disable-model-invocation) out of its listing; Codex 0.171.0 lists it.
      const basic = LIBRARIES.basic as Record<string, string>;
      const files = Object.fromEntries(
        ['hidden-skill/SKILL.md', 'no-resources/SKILL.md'].map((p) => [p, basic[p] ?? '']),
      );
      const { page, problems } = await openStudio({ files });
      await skills(page).filter({ hasText: 'hidden-skill' }).click();
      await page.getByRole('tab', { name: 'Agent view' }).click();
      await page.getByLabel('Agent', { exact: true }).selectOption('claude-code');
      await expect
        .poll(() => page.getByTestId('reproduces').textContent())
        .toBe(`Reproduces ${REPRODUCES['claude-code']}.`);

      await page.getByRole('button', { name: 'Compare agents' }).click();
      const table = page.getByTestId('agent-compare');
      await expect.poll(() => table.locator('tbody tr').count()).toBe(9);
      const row = (agent: string) => table.locator(`tr[data-agent="${agent}"]`);
      await expect.poll(() => row('claude-code').getAttribute('class')).toBe('is-different');
      const claude = (await row('claude-code').textContent()) ?? '';
      expect(claude).toContain('Not listed');
      expect(claude).toContain('differs from most agents');
      expect(claude).toContain('disable-model-invocation: true keeps it out of the listing');
      expect(claude).toContain('No entry in the catalogue.');
      expect(claude).toContain(REPRODUCES['claude-code']);

      const codexLine = recorded('codex')
        .libraries.basic?.catalogue.split('\n')
        .find((l) => l.startsWith('- hidden-skill: '));
      expect(codexLine).toBeDefined();
      expect(await row('codex').getAttribute('class')).toBeNull();
      expect(await row('codex').locator('pre').textContent()).toBe(codexLine);
      expect(await row('codex').textContent()).toContain('Listed');

      // Back to one agent: the choice is kept.
      await page.getByRole('button', { name: 'Compare agents' }).click();
      await expect.poll(() => page.getByTestId('call-text').count()).toBeGreaterThan(0);
      expect(await page.getByLabel('Agent', { exact: true }).inputValue()).toBe('claude-code');
      expect(problems).toEqual([]);
    });
  },
);
