/**
 * The agent view, the package view and the problems follow a skill's files live, in a real
 * browser against the browser host: files another program writes into the skill (the watcher)
 * show up in HelloAgents' tool result and in the package's file list while each view stays
 * open, with no reload, and the body's link to one stops being reference-missing; one made in
 * the tree (New file, in the Edit view) is there on coming back. The resources hint's form is
 * HelloAgents' own: the golden recorded from HelloAgents v1.0.0,
 * /work/shared/agent-goldens/hello-agents/cases.json, case "full_resources__args_empty"
 * ("\n\n\n**可用资源**：\n  - 脚本：helper.sh, run.py\n  - 参考文档：guide.md\n..."), and
 * shared/docs/agent-views.md ("resources hint").
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { skillMd } from '../helpers/temp';
import { e2eSkipReason } from './harness';
import { row, studioWithSkill, tree } from './skill-files';

describe.skipIf(e2eSkipReason !== undefined)(
  `live agent and package views${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    it("shows a file added on disk or in the tree in the agent's tool result and in the package, as it appears", async () => {
      // The body links to the file before it exists: reference-missing, until it appears.
      const { page, dir, problems } = await studioWithSkill({
        'demo/SKILL.md': skillMd('demo').replace(
          'Steps.',
          'Steps: see [the guide](references/guide.md).',
        ),
      });
      const panel = page.getByRole('region', { name: 'Problems' });
      await expect.poll(() => panel.getByText('reference-missing').count()).toBe(1);
      await page.getByRole('tab', { name: 'Agent view' }).click();
      const result = page.getByTestId('call-text');
      await expect.poll(() => result.textContent()).toContain('<skill-loaded name="demo">');
      expect(await result.textContent()).not.toContain('可用资源');

      // Written by another program: the watcher brings it in.
      mkdirSync(join(dir, 'references'));
      writeFileSync(join(dir, 'references/guide.md'), '# Guide\n');
      await expect
        .poll(() => result.textContent(), { timeout: 10_000 })
        .toContain('\n\n\n**可用资源**：\n  - 参考文档：guide.md\n</skill-loaded>');
      await page.getByRole('tab', { name: 'Edit' }).click();
      await expect.poll(() => panel.getByText('reference-missing').count()).toBe(0);

      // Made in the tree (the Edit view), then back to the agent view.
      await tree(page).getByRole('button', { name: 'New file' }).click();
      const dialog = page.getByRole('dialog', { name: 'New file' });
      await dialog.getByLabel('Name, or a path inside the skill').fill('scripts/run.py');
      await dialog.getByRole('button', { name: 'Create' }).click();
      await row(page, 'scripts/run.py').waitFor();
      await page.getByRole('tab', { name: 'Agent view' }).click();
      await expect
        .poll(() => result.textContent(), { timeout: 10_000 })
        .toContain('**可用资源**：\n  - 脚本：run.py\n  - 参考文档：guide.md\n</skill-loaded>');

      await page.getByRole('tab', { name: 'Package' }).click();
      const listed = () => page.getByTestId('package-files').locator('li .mono').allTextContents();
      await expect.poll(listed).toEqual(['SKILL.md', 'references/guide.md', 'scripts/run.py']);
      // Another file from outside while the package view is open.
      mkdirSync(join(dir, 'assets'));
      writeFileSync(join(dir, 'assets/template.json'), '{}\n');
      await expect
        .poll(listed, { timeout: 10_000 })
        .toEqual(['SKILL.md', 'assets/template.json', 'references/guide.md', 'scripts/run.py']);
      expect(problems).toEqual([]);
    });
  },
);
