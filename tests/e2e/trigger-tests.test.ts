/**
 * Trigger tests in Chromium through the browser host, against the fake provider playing a
 * model (tests/helpers/keyword-model.ts: it chooses the skill when the listed description
 * names the request's keyword): connect the model from the view, write a request and take the
 * model's suggestions, price the run, run with progress (kept while another view is shown) and
 * cancel it, run again and read the results, the
 * comparison and the chart, improve the description and use the best candidate, then undo it
 * in the editor; in English and in Chinese.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SUGGEST_TOOL } from '../../shared/triggers/suggest';
import { startFakeProvider, type FakeProvider, type Step } from '../helpers/fake-provider';
import {
  answer,
  isImprove,
  KEYWORD_QUERIES,
  keywordDescription,
  keywordModel,
  keywordOf,
  keywordStart,
  userText,
} from '../helpers/keyword-model';
import { lines } from './editor-lines';
import { e2eSkipReason, openStudio, skills } from './harness';

const SKILL = 'expense-report';
const { S, ORIGINAL } = keywordStart();
// The improver's one answer: every request that should choose the skill is named.
const BETTER = keywordDescription(...S.trainPos, ...S.testPos);
const [TYPED, ...SUGGESTED] = KEYWORD_QUERIES;

const WORDS = {
  en: {
    tab: 'Tests',
    connect: 'Connect a model…',
    models: 'Models',
    add: 'Add connection',
    name: 'Name',
    url: 'Base URL',
    model: 'Model',
    save: 'Save',
    keyOf: 'Key for Fake Claude',
    close: 'Close',
    addShould: 'Add a request that should use it',
    firstShould: 'Should use this skill, request 1',
    suggest: 'Suggest requests',
    addChosen: `Add ${SUGGESTED.length} requests`,
    saveQueries: 'Save the requests',
    runs: 'Runs per request',
    calls: '10 requests × 3 = 30 calls to the model',
    noPrice: 'does not know this model’s price',
    priceIn: 'Input',
    about: 'About $',
    run: 'Run',
    cancel: 'Cancel',
    sixDone: '6 done · 0 failed · 24 left',
    cancelled: 'This run was cancelled',
    passed: (n: number) => `${n} of 10`,
    compared: 'Against the run of',
    pass: 'Pass',
    fail: 'Fail',
    chart: 'Share of requests passed',
    rounds: 'Rounds',
    improve: 'Improve',
    chosen: 'Best by test score',
    use: 'Use this description',
    edit: 'Edit',
    description: 'Description',
  },
  zh: {
    tab: '测试',
    connect: '连接模型…',
    models: '模型',
    add: '添加连接',
    name: '名称',
    url: '基础 URL',
    model: '模型',
    save: '保存',
    keyOf: 'Fake Claude 的密钥',
    close: '关闭',
    addShould: '添加一条应当使用它的请求',
    firstShould: '应当使用此技能，第 1 条请求',
    suggest: '建议请求',
    addChosen: `添加 ${SUGGESTED.length} 条请求`,
    saveQueries: '保存请求',
    runs: '每条请求运行次数',
    calls: '10 条请求 × 3 = 向模型调用 30 次',
    noPrice: '不知道这个模型的价格',
    priceIn: '输入',
    about: '约 US$',
    run: '运行',
    cancel: '取消',
    sixDone: '已完成 6 · 失败 0 · 剩余 24',
    cancelled: '这次运行已取消',
    passed: (n: number) => `10 条中 ${n} 条`,
    compared: '相比',
    pass: '通过',
    fail: '未通过',
    chart: '请求通过的比例',
    rounds: '轮数',
    improve: '改进',
    chosen: '测试分数最佳',
    use: '使用此描述',
    edit: '编辑',
    description: '描述',
  },
} as const;

let fake: FakeProvider;
// While set, near misses are never answered: the four requests at a time all end up waiting on
// one after the six requests before them (the first run of each) are answered.
let holding = false;
const model = keywordModel(SKILL, [answer(BETTER, 'Name every kind of expense.')]);
beforeEach(async () => {
  holding = false;
  fake = await startFakeProvider({
    models: ['fake-model'],
    respond: (request): Step => {
      const tools = (request.body as { tools?: { name: string }[] }).tools ?? [];
      if (tools.some((t) => t.name === SUGGEST_TOOL))
        return {
          kind: 'reply',
          toolCalls: [{ name: SUGGEST_TOOL, input: { queries: SUGGESTED } }],
        };
      if (holding && !isImprove(request) && keywordOf(userText(request)).startsWith('kw-n'))
        return { kind: 'hang' };
      return model(request);
    },
  });
});
afterEach(() => fake.close());

describe.skipIf(e2eSkipReason !== undefined)(
  `trigger tests${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    it.each(['en', 'zh'] as const)(
      'tests a skill against a model, improves its description and undoes it (%s)',
      async (locale) => {
        const w = WORDS[locale];
        const { page, root, problems } = await openStudio({
          locale,
          files: {
            [`${SKILL}/SKILL.md`]: `---\nname: ${SKILL}\ndescription: ${ORIGINAL}\n---\n\n# Expenses\n\nFile the receipts.\n`,
            'travel-booking/SKILL.md':
              '---\nname: travel-booking\ndescription: Books trains and flights.\n---\n\n# Travel\n',
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
        await adding.getByLabel(w.model, { exact: true }).fill('fake-model');
        await adding.getByRole('button', { name: w.save }).click();
        await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
        const key = models.getByLabel(w.keyOf);
        await key.fill('sk-e2e-trigger');
        await key.press('Enter');
        await expect.poll(() => models.getByLabel(w.keyOf).count()).toBe(0);
        await page.keyboard.press('Escape');
        await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

        // One request typed, the rest suggested by the model and taken after review.
        await page.getByRole('button', { name: w.addShould }).click();
        await page.getByLabel(w.firstShould).fill(TYPED?.query ?? '');
        await page.getByRole('button', { name: w.suggest }).click();
        await page.getByRole('button', { name: w.addChosen }).click();
        await page.getByRole('button', { name: w.saveQueries, exact: true }).click();
        const file = join(root, SKILL, 'evals/trigger-queries.json');
        await expect
          .poll(() => {
            try {
              return (JSON.parse(readFileSync(file, 'utf8')) as unknown[]).length;
            } catch {
              return 0;
            }
          })
          .toBe(KEYWORD_QUERIES.length);

        // The estimate, then a run that stops answering after six: progress, then Cancel.
        const estimate = page.getByTestId('trigger-estimate');
        await expect.poll(() => estimate.innerText()).toContain(w.calls);
        // The fake model has no price in the studio's table: the user's own gives a cost.
        expect(await estimate.innerText()).toContain(w.noPrice);
        await estimate.getByLabel(w.priceIn, { exact: true }).fill('3');
        await estimate.getByLabel(w.priceIn, { exact: true }).press('Enter');
        await expect.poll(() => estimate.innerText()).toContain(w.about);
        holding = true;
        await page.getByRole('button', { name: w.run, exact: true }).click();
        const status = page.locator('.task-progress[role="status"]');
        await expect.poll(() => status.innerText()).toContain(w.sixDone);
        // The run goes on while another view is shown, and is found again on coming back.
        await page.getByRole('tab', { name: w.edit, exact: true }).click();
        await page.getByRole('tab', { name: w.tab, exact: true }).click();
        await expect.poll(() => status.innerText()).toContain(w.sixDone);
        expect(await page.getByRole('button', { name: w.run, exact: true }).isDisabled()).toBe(
          true,
        );
        await page.getByRole('button', { name: w.cancel, exact: true }).click();
        const result = page.getByTestId('trigger-result');
        await expect.poll(() => result.innerText()).toContain(w.cancelled);

        // A whole run: the original description names one train and one test keyword.
        holding = false;
        await page.getByRole('button', { name: w.run, exact: true }).click();
        await expect.poll(() => result.innerText()).not.toContain(w.cancelled);
        // Two should-trigger requests chosen and four near misses passed: 6 of 10.
        await expect.poll(() => result.innerText()).toContain(w.passed(6));
        expect(await result.innerText()).toContain(w.compared);
        const rows = page.getByTestId('trigger-queries-result').locator('tbody tr');
        expect(await rows.count()).toBe(KEYWORD_QUERIES.length);
        expect(await rows.filter({ hasText: w.pass }).count()).toBeGreaterThanOrEqual(6);
        expect(await page.getByRole('img', { name: new RegExp(w.chart) }).count()).toBe(1);

        // One round of improvement: the model's description names every keyword.
        await page.getByLabel(w.rounds).fill('1');
        await page.getByRole('button', { name: w.improve, exact: true }).click();
        const optimized = page.getByTestId('trigger-optimized');
        const best = optimized.locator('.triggers-candidate.chosen');
        await expect.poll(() => best.innerText()).toContain(w.chosen);
        await best.getByRole('button', { name: w.use }).click();

        // The edit view's form shows it, unsaved; undo in the editor takes it back.
        await page.getByRole('tab', { name: w.edit, exact: true }).click();
        const field = page.getByLabel(w.description, { exact: true });
        await expect.poll(() => field.inputValue()).toBe(BETTER);
        expect(readFileSync(join(root, SKILL, 'SKILL.md'), 'utf8')).toContain(ORIGINAL);
        await lines(page).filter({ hasText: '# Expenses' }).click();
        await page.keyboard.press('Control+z');
        await expect.poll(() => field.inputValue()).toBe(ORIGINAL);
        expect(problems).toEqual([]);
      },
    );
  },
);
