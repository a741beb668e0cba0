/**
 * Evals against a saved version in Chromium through the browser host, against the fake
 * provider: the skill saved once by the app (its first-seen version kept in the history), the
 * Evals view's estimate live beside Run, "Compare with" a saved version as the History panel
 * words it, the run with the skill now and the saved version (new_skill / old_skill,
 * skill-creator's names), and the benchmark, iteration and chart saying so.
 */
import { existsSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GRADER_SYSTEM } from '../../shared/evals/grading';
import {
  startFakeProvider,
  type FakeProvider,
  type RecordedRequest,
} from '../helpers/fake-provider';
import { clippedNow } from './clipping';
import { e2eSkipReason, openStudio, skills } from './harness';

const SKILL = 'expenses';
const MODEL = 'claude-opus-5-5';
const HEAD = `---\nname: ${SKILL}\ndescription: File expense reports. Use when asked to do expenses.\n---\n\n# Expenses\n\n`;
const OLD = `${HEAD}List the receipts.\n`;
const NEW = `${HEAD}Always total the receipts.\n`;
const EVALS = {
  skill_name: SKILL,
  evals: [
    {
      id: 1,
      prompt: 'Do my expenses: taxi 12, lunch 30',
      expected_output: 'A report totalling 42',
      files: [],
      expectations: ['The report totals 42'],
    },
  ],
};

const bodyText = (r: RecordedRequest) => JSON.stringify(r.body);
const isGrader = (r: RecordedRequest) => (r.body as { system?: unknown }).system === GRADER_SYSTEM;

let fake: FakeProvider;
beforeEach(async () => {
  fake = await startFakeProvider({
    models: [MODEL],
    respond: (request) => {
      if (isGrader(request)) {
        const passed = bodyText(request).includes('Total: 42');
        return {
          kind: 'reply',
          text: JSON.stringify({
            expectations: [{ text: 'The report totals 42', passed, evidence: 'quoted' }],
          }),
        };
      }
      // Only the skill as it is now says to total.
      const now = bodyText(request).includes('Always total the receipts');
      return { kind: 'reply', text: now ? 'Total: 42.' : 'Taxi and lunch.' };
    },
  });
});
afterEach(() => fake.close());

describe.skipIf(e2eSkipReason !== undefined)(
  `evals against a saved version${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    it('compares the skill now with a saved version, the estimate live beside Run', async () => {
      const { page, root, service, problems } = await openStudio({
        locale: 'en',
        viewport: { width: 1024, height: 700 },
        files: {
          [`${SKILL}/SKILL.md`]: OLD,
          [`${SKILL}/evals/evals.json`]: JSON.stringify(EVALS, null, 2),
        },
      });
      const h = service.handlers;
      const { id } = await h.saveModelConnection({
        label: 'Fake Claude',
        provider: 'anthropic',
        baseUrl: fake.origin,
        model: MODEL,
      });
      await h.setModelKey({ id, key: 'sk-e2e-evals-version' });
      // The app's save keeps the skill as first seen (OLD), then the edit (NEW).
      const dir = realpathSync(join(root, SKILL));
      const path = join(dir, 'SKILL.md');
      const read = await h.readFile({ path });
      await h.saveFile({ path, text: NEW, baseHash: 'hash' in read ? read.hash : null });
      const { versions } = await h.listHistory({ dir });
      const saved = versions.find((v) => v.kind === 'first-seen');
      if (!saved) throw new Error('no first-seen version');

      await skills(page).filter({ hasText: SKILL }).click();
      await page.getByRole('tab', { name: 'Evals', exact: true }).click();
      // The estimate is there before Run is pressed, and follows the setup.
      const live = page.getByTestId('evals-live-estimate');
      await expect.poll(() => live.innerText()).toContain('This run: 12 model calls');
      await page.getByLabel('Runs each', { exact: true }).fill('1');
      await page.getByLabel('Runs each', { exact: true }).press('Tab');
      await expect.poll(() => live.innerText()).toContain('This run: 4 model calls');

      const versus = page.getByLabel('Compare with', { exact: true });
      // Without the skill, then each version newest first: the save, and the first seen.
      await expect.poll(() => versus.locator('option').count()).toBe(1 + versions.length);
      const option = versus.locator(`option[value="${saved.id}"]`);
      expect(await option.innerText()).toContain(' · ');
      await versus.selectOption(saved.id);
      expect(await page.getByTestId('evals-plan').innerText()).toContain(
        '(the skill as it is now and the saved version)',
      );
      expect(fake.requests).toHaveLength(0);

      await page.getByRole('button', { name: 'Run', exact: true }).click();
      const confirm = page.getByRole('dialog', { name: 'Before the run' });
      expect(await confirm.getByTestId('evals-estimate').innerText()).toContain(
        '1 eval × 2 (the skill as it is now and the saved version) × 1 = 2 tasks',
      );
      await confirm.getByRole('button', { name: 'Run 4 model calls' }).click();

      const bench = page.getByTestId('evals-benchmark');
      await expect
        .poll(() => bench.innerText(), { timeout: 20_000 })
        .toContain('The skill as it is now does better than the saved version');
      const heads = await bench.getByRole('columnheader').allInnerTexts();
      expect(heads).toEqual(['Measure', 'The skill now', 'The saved version', 'Difference']);
      const iteration = join(root, `${SKILL}-workspace`, 'iteration-1', 'eval-1');
      expect(existsSync(join(iteration, 'new_skill', 'run-1', 'grading.json'))).toBe(true);
      expect(existsSync(join(iteration, 'old_skill', 'run-1', 'grading.json'))).toBe(true);
      expect(
        await page.getByLabel('Iteration', { exact: true }).locator('option:checked').innerText(),
      ).toContain('against a saved version');
      expect(
        await page
          .getByRole('img', { name: 'Pass rate of each configuration over 1 iteration.' })
          .count(),
      ).toBe(1);
      const sides = page.getByTestId('evals-side-by-side');
      expect(await sides.getByRole('region', { name: 'The saved version' }).innerText()).toContain(
        'Taxi and lunch.',
      );
      expect(await clippedNow(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  },
);
