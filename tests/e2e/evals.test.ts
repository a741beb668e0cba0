/**
 * Evals in Chromium through the browser host, against the fake provider playing a model: it
 * answers the task with the total when the skill's text is in the conversation and without it
 * otherwise, and grades as a grader would (the expectation passes when the output shows the
 * total). Connect the model from the view, write an eval with an input file, take a suggested
 * eval and remove it, run with and without the skill (3 runs each), read the benchmark, the two
 * answers side by side with their grades and evidence, pick blind, and see the chart; in
 * English (light theme) and in Chinese (dark theme), with nothing cut off.
 */
import { chmodSync, existsSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GRADER_SYSTEM } from '../../shared/evals/grading';
import {
  startFakeProvider,
  type FakeProvider,
  type RecordedRequest,
} from '../helpers/fake-provider';
import { clippedNow } from './clipping';
import { tempTree } from '../helpers/temp';
import { e2eSkipReason, openStudio, skills } from './harness';

const SKILL = 'expenses';
const MODEL = 'claude-opus-5-5';
const TASK = 'Do my expenses: taxi 12, lunch 30';
const EXPECTATION = 'The report totals 42';
const WITH = 'Total: 42. Taxi 12, lunch 30.';
const WITHOUT = 'Taxi and lunch, noted.';

const WORDS = {
  en: {
    tab: 'Evals',
    connect: 'Connect a model…',
    models: 'Models',
    add: 'Add connection',
    name: 'Name',
    url: 'Base URL',
    model: 'Model',
    save: 'Save',
    keyOf: 'Key for Fake Claude',
    addEval: 'Add an eval',
    eval: (n: number) => `Eval ${n}`,
    task: 'Task',
    expected: 'Expected output',
    expectation: 'Eval 1, expectation 1',
    suggest: 'Suggest evals',
    remove: 'Remove eval 2',
    direct: 'Direct mode',
    plan: '1 eval × 2 (with and without the skill) × 3 = 6 answers',
    run: 'Save the evals and run',
    start: 'Run',
    uploadInput: 'Input files to upload into evals/files/',
    agentMode: (path: string) => `Claude Code’s CLI (${path})`,
    realBanner: 'Real agent mode: Claude Code’s own CLI does each task',
    agentCost: 'The agent’s CLI works with its own model: its tokens and cost are not counted.',
    graderCost: 'Grading: about $',
    graderTokens: 'The grader’s tokens: about',
    mode: 'Tasks done by',
    modeDirect: 'The model, directly (API)',
    estimate: 'Before the run',
    // 1 eval × 2 × 3 runs = 6 tasks, each graded: 12 calls.
    estimateCalls:
      '1 eval × 2 (with and without the skill) × 3 = 6 tasks, and 6 grading calls: 12 model calls in all.',
    estimateCost: 'About $',
    estimateRun: 'Run 12 model calls',
    iterations: 'Pass rate, time and tokens of each iteration (means)',
    iterationRow: ['1', '100%', '0%'],
    helps: 'The skill helps',
    passRate: ['Pass rate', '100% ± 0%', '0% ± 0%', '+1.00'],
    withSkill: 'With the skill',
    withoutSkill: 'Without the skill',
    pass: 'Pass',
    fail: 'Fail',
    evidence: 'Evidence: "Total: 42"',
    spent: 'Cost: ',
    blind: 'Compare blind',
    answerA: 'Answer A',
    note: 'Your note (why)',
    pickA: 'A is better',
    recorded: 'Recorded: you preferred the answer',
    chart: 'Pass rate with and without the skill over 1 iteration',
  },
  zh: {
    tab: '评测',
    connect: '连接模型…',
    models: '模型',
    add: '添加连接',
    name: '名称',
    url: '基础 URL',
    model: '模型',
    save: '保存',
    keyOf: 'Fake Claude 的密钥',
    addEval: '添加评测',
    eval: (n: number) => `评测 ${n}`,
    task: '任务',
    expected: '预期输出',
    expectation: '评测 1，第 1 条预期',
    suggest: '建议评测',
    remove: '删除评测 2',
    direct: '直接模式',
    plan: '1 个评测 × 2（使用与不使用技能）× 3 = 6 个回答',
    run: '保存评测并运行',
    start: '运行',
    uploadInput: '要上传到 evals/files/ 的输入文件',
    agentMode: (path: string) => `Claude Code 的 CLI（${path}）`,
    realBanner: '真实智能体模式：由 Claude Code 自己的 CLI',
    agentCost: '智能体的 CLI 使用它自己的模型：其词元和费用不计算在内。',
    graderCost: '评分：约 US$',
    graderTokens: '评分模型：约输入',
    mode: '任务执行者',
    modeDirect: '模型本身，直接调用（API）',
    estimate: '运行之前',
    estimateCalls:
      '1 个评测 × 2（使用与不使用技能）× 3 = 6 个任务，另有 6 次评分调用：共 12 次模型调用。',
    estimateCost: '约 US$',
    estimateRun: '运行 12 次模型调用',
    iterations: '每次迭代的通过率、时间和词元（平均值）',
    iterationRow: ['1', '100%', '0%'],
    helps: '技能有帮助',
    passRate: ['通过率', '100% ± 0%', '0% ± 0%', '+1.00'],
    withSkill: '使用技能',
    withoutSkill: '不使用技能',
    pass: '通过',
    fail: '未通过',
    evidence: '依据："Total: 42"',
    spent: '花费：',
    blind: '盲比较',
    answerA: '回答 A',
    note: '你的备注（原因）',
    pickA: 'A 更好',
    recorded: '已记录：你更喜欢',
    chart: '1 次迭代中使用与不使用技能时的通过率',
  },
} as const;

const bodyText = (r: RecordedRequest) => JSON.stringify(r.body);
const isGrader = (r: RecordedRequest) => (r.body as { system?: unknown }).system === GRADER_SYSTEM;
const isSuggest = (r: RecordedRequest) =>
  (r.body as { system?: unknown }).system === 'You write evaluation cases for AI agent skills.';

let fake: FakeProvider;
beforeEach(async () => {
  fake = await startFakeProvider({
    models: [MODEL],
    respond: (request) => {
      if (isSuggest(request))
        return {
          kind: 'reply',
          text: JSON.stringify({
            skill_name: SKILL,
            evals: [
              {
                id: 1,
                prompt: 'File a hotel bill of 120',
                expected_output: 'A report of 120',
                files: [],
                expectations: ['The hotel is listed'],
              },
            ],
          }),
        };
      if (isGrader(request)) {
        const passed = bodyText(request).includes('Total: 42');
        return {
          kind: 'reply',
          text: JSON.stringify({
            expectations: [
              { text: EXPECTATION, passed, evidence: passed ? '"Total: 42"' : 'No total is given' },
            ],
          }),
        };
      }
      // The skill's body reaches the model only with the skill.
      return {
        kind: 'reply',
        text: bodyText(request).includes('Always total the receipts') ? WITH : WITHOUT,
      };
    },
  });
});
afterEach(() => fake.close());

describe.skipIf(e2eSkipReason !== undefined)(
  `evals${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    it.each(['en', 'zh'] as const)(
      'writes an eval, runs it with and without the skill and reviews it (%s)',
      async (locale) => {
        const w = WORDS[locale];
        // English in the light theme, Chinese in the dark one, at the smallest window supported.
        const { page, root, problems } = await openStudio({
          locale,
          colorScheme: locale === 'en' ? 'light' : 'dark',
          viewport: { width: 1024, height: 700 },
          files: {
            [`${SKILL}/SKILL.md`]: `---\nname: ${SKILL}\ndescription: File expense reports. Use when asked to do expenses.\n---\n\n# Expenses\n\nAlways total the receipts.\n`,
            [`${SKILL}/evals/files/receipts.csv`]: 'item,amount\ntaxi,12\nlunch,30\n',
          },
        });
        await skills(page).filter({ hasText: SKILL }).click();
        await page.getByRole('tab', { name: w.tab, exact: true }).click();

        // Connect the fake from the view.
        await page.getByRole('button', { name: w.connect }).click();
        const models = page.getByRole('dialog', { name: w.models, exact: true });
        await models.getByRole('button', { name: w.add }).click();
        const adding = page.getByRole('dialog').last();
        await adding.getByLabel(w.name, { exact: true }).fill('Fake Claude');
        await adding.getByLabel(w.url, { exact: true }).fill(fake.origin);
        await adding.getByLabel(w.model, { exact: true }).fill(MODEL);
        await adding.getByRole('button', { name: w.save }).click();
        await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
        const key = models.getByLabel(w.keyOf);
        await key.fill('sk-e2e-evals');
        await key.press('Enter');
        await expect.poll(() => models.getByLabel(w.keyOf).count()).toBe(0);
        await page.keyboard.press('Escape');
        await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

        // One eval written, with the skill's input file.
        await page.getByRole('button', { name: w.addEval }).click();
        const card = page.getByRole('listitem', { name: w.eval(1), exact: true });
        await card.getByLabel(w.task, { exact: true }).fill(TASK);
        await card.getByLabel(w.expected, { exact: true }).fill('A report totalling 42');
        await card.getByLabel('evals/files/receipts.csv').check();
        await card.getByLabel(w.expectation).fill(EXPECTATION);

        // An input file uploaded from the view lands in evals/files/ and can be ticked.
        await page.getByLabel(w.uploadInput).setInputFiles({
          name: 'notes.txt',
          mimeType: 'text/plain',
          buffer: Buffer.from('a note\n'),
        });
        await expect.poll(() => card.getByLabel('evals/files/notes.txt').count()).toBe(1);
        expect(readFileSync(join(root, SKILL, 'evals/files/notes.txt'), 'utf8')).toBe('a note\n');

        // A suggested eval joins the list for editing; this one is removed.
        await page.getByRole('button', { name: w.suggest }).click();
        const suggested = page.getByRole('listitem', { name: w.eval(2), exact: true });
        await expect
          .poll(() => suggested.getByLabel(w.task).inputValue())
          .toBe('File a hotel bill of 120');
        await suggested.getByRole('button', { name: w.remove, exact: true }).click();
        await expect.poll(() => suggested.count()).toBe(0);

        expect(await page.getByTestId('evals-direct').innerText()).toContain(w.direct);
        expect(await page.getByTestId('evals-plan').innerText()).toContain(w.plan);
        // Direct mode is the choice when no agent's CLI is on the service's PATH.
        const mode = page.getByLabel(w.mode, { exact: true });
        expect(await mode.locator('option:checked').innerText()).toBe(w.modeDirect);
        await page.getByRole('button', { name: w.run, exact: true }).click();

        // What the run will take, before anything is sent: confirmed, then run.
        const confirm = page.getByRole('dialog', { name: w.estimate });
        const estimate = confirm.getByTestId('evals-estimate');
        expect(await estimate.innerText()).toContain(w.estimateCalls);
        expect(await estimate.innerText()).toContain(w.estimateCost);
        expect(fake.requests.filter((r) => !isSuggest(r))).toHaveLength(0);
        await confirm.getByRole('button', { name: w.estimateRun }).click();

        // Saved in skill-creator's schema before the run.
        const file = join(root, SKILL, 'evals/evals.json');
        await expect
          .poll(() =>
            existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : null,
          )
          .toEqual({
            skill_name: SKILL,
            evals: [
              {
                id: 1,
                prompt: TASK,
                expected_output: 'A report totalling 42',
                files: ['evals/files/receipts.csv'],
                expectations: [EXPECTATION],
              },
            ],
          });

        // The benchmark: every run with the skill passes, none without.
        const bench = page.getByTestId('evals-benchmark');
        await expect.poll(() => bench.innerText(), { timeout: 30_000 }).toContain(w.helps);
        const row = bench.getByRole('row').nth(1).getByRole('cell');
        expect(await bench.getByRole('row').nth(1).innerText()).toContain(w.passRate[0]);
        expect(await row.allInnerTexts()).toEqual(w.passRate.slice(1));
        expect(await bench.innerText()).toContain(w.spent);

        // Side by side, each expectation's verdict and evidence.
        const sides = page.getByTestId('evals-side-by-side');
        const withSkill = sides.getByRole('region', { name: w.withSkill, exact: true });
        const withoutSkill = sides.getByRole('region', { name: w.withoutSkill, exact: true });
        expect(await withSkill.innerText()).toContain(WITH);
        expect(await withSkill.innerText()).toContain(w.pass);
        expect(await withSkill.innerText()).toContain(w.evidence);
        expect(await withoutSkill.innerText()).toContain(WITHOUT);
        expect(await withoutSkill.innerText()).toContain(w.fail);
        expect(await page.getByRole('img', { name: w.chart }).count()).toBe(1);
        // Time and tokens of each iteration, beside the chart, as a table.
        const table = page.getByRole('table', { name: w.iterations });
        const cells = await table.getByRole('row').nth(1).locator('th, td').allInnerTexts();
        expect(cells.slice(0, 3)).toEqual(w.iterationRow);
        expect(cells).toHaveLength(7);

        // A blind pick, recorded in the iteration's feedback.json.
        await page.getByRole('button', { name: w.blind }).click();
        const blind = page.getByTestId('evals-blind');
        const a = await blind.getByRole('region', { name: w.answerA }).innerText();
        expect(a.includes(WITH) || a.includes(WITHOUT)).toBe(true);
        await blind.getByLabel(w.note).fill('It totals');
        await blind.getByRole('button', { name: w.pickA }).click();
        await expect.poll(() => page.getByText(w.recorded).count()).toBe(1);
        const feedbackFile = join(root, `${SKILL}-workspace`, 'iteration-1', 'feedback.json');
        expect(existsSync(feedbackFile)).toBe(true);
        const feedback = JSON.parse(readFileSync(feedbackFile, 'utf8')) as {
          reviews: { run_id: string; feedback: string; preferred_over: string }[];
        };
        const pickedWith = a.includes(WITH);
        expect(feedback.reviews).toEqual([
          expect.objectContaining({
            run_id: `eval-1-${pickedWith ? 'with_skill' : 'without_skill'}-run-1`,
            preferred_over: `eval-1-${pickedWith ? 'without_skill' : 'with_skill'}-run-1`,
            feedback: 'It totals',
          }),
        ]);
        // Nothing of the review is cut off, in either theme.
        expect(await clippedNow(page)).toEqual([]);
        expect(problems).toEqual([]);
      },
    );

    it.each(['en', 'zh'] as const)(
      'hands the tasks to an installed agent CLI in real agent mode (%s)',
      async (locale) => {
        const w = WORDS[locale];
        // A stand-in for Claude Code's CLI on the service's PATH: it answers nothing.
        const bin = realpathSync(tempTree({ claude: '#!/bin/sh\nexit 0\n' }));
        chmodSync(join(bin, 'claude'), 0o755);
        const cli = join(bin, 'claude');
        const { page, root, problems } = await openStudio({
          locale,
          service: { agentCliEnv: { PATH: bin } },
          files: {
            [`${SKILL}/SKILL.md`]: `---\nname: ${SKILL}\ndescription: File expense reports.\n---\n\nAlways total the receipts.\n`,
            [`${SKILL}/evals/evals.json`]: JSON.stringify({
              skill_name: SKILL,
              evals: [
                {
                  id: 1,
                  prompt: TASK,
                  expected_output: '',
                  files: [],
                  expectations: [EXPECTATION],
                },
              ],
            }),
          },
        });
        await skills(page).filter({ hasText: SKILL }).click();
        await page.getByRole('tab', { name: w.tab, exact: true }).click();
        await page.getByRole('button', { name: w.connect }).click();
        const models = page.getByRole('dialog', { name: w.models, exact: true });
        await models.getByRole('button', { name: w.add }).click();
        const adding = page.getByRole('dialog').last();
        await adding.getByLabel(w.name, { exact: true }).fill('Fake Claude');
        await adding.getByLabel(w.url, { exact: true }).fill(fake.origin);
        await adding.getByLabel(w.model, { exact: true }).fill(MODEL);
        await adding.getByRole('button', { name: w.save }).click();
        await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
        const key = models.getByLabel(w.keyOf);
        await key.fill('sk-e2e-evals');
        await key.press('Enter');
        await expect.poll(() => models.getByLabel(w.keyOf).count()).toBe(0);
        await page.keyboard.press('Escape');
        await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

        const mode = page.getByLabel(w.mode, { exact: true });
        await expect
          .poll(() => mode.locator('option').allInnerTexts())
          .toEqual([w.modeDirect, w.agentMode(cli)]);
        await mode.selectOption({ label: w.agentMode(cli) });
        expect(await page.getByTestId('evals-real').innerText()).toContain(w.realBanner);
        await page.getByRole('button', { name: w.start, exact: true }).click();
        const estimate = page
          .getByRole('dialog', { name: w.estimate })
          .getByTestId('evals-estimate');
        expect(await estimate.innerText()).toContain(w.graderTokens);
        expect(await estimate.innerText()).toContain(w.agentCost);
        expect(await estimate.innerText()).toContain(w.graderCost);
        await page
          .getByRole('dialog', { name: w.estimate })
          .getByRole('button', { name: w.estimateRun })
          .click();
        // The run went to the agent's CLI: the benchmark names it as the executor.
        const benchmark = join(root, `${SKILL}-workspace`, 'iteration-1', 'benchmark.json');
        await expect.poll(() => existsSync(benchmark), { timeout: 30_000 }).toBe(true);
        const written = JSON.parse(readFileSync(benchmark, 'utf8')) as {
          metadata: { executor_model: string };
        };
        expect(written.metadata.executor_model).toBe('claude (Claude Code CLI)');
        expect(fake.requests.filter((r) => !isGrader(r))).toHaveLength(0);
        expect(problems).toEqual([]);
      },
    );
  },
);
