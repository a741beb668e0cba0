// @vitest-environment happy-dom
/**
 * The Evals view (features/evals) over a stand-in for the service that answers as the contract
 * says (shared/ipc/evals-calls.ts): a file that does not read is shown with its place and
 * reason (the core's message, shared/evals/messages.ts); an eval written in the view is saved
 * in skill-creator's schema with the hash read; suggestions are added for editing; an
 * iteration's benchmark is shown as mean ± stddev with benchmark.json's own delta strings, the
 * two configurations side by side with each expectation's verdict and evidence; a blind pick
 * is sent as the runs it compared. English and Chinese.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallInput, CallOutput, StudioApi } from '../../../../shared/ipc/contract';
import { EvalView } from '../../../../renderer/src/features/evals/eval-view';
import { useEvals } from '../../../../renderer/src/features/evals/eval-store';
import { useEditor, type SkillDetail } from '../../../../renderer/src/state/editor-store';
import { installBridge } from '../../../../renderer/src/state/studio';
import { useUi } from '../../../../renderer/src/state/ui-store';
import { Toasts, useToasts } from '../../../../renderer/src/ui/toasts';

const DIR = '/lib/expenses';
const FILE = {
  skill_name: 'expenses',
  evals: [
    {
      id: 1,
      prompt: 'Do my expenses: taxi 12, lunch 30',
      expected_output: 'A report totalling 42',
      files: [],
      expectations: ['The report totals 42'],
      extra: {},
    },
  ],
  extra: {},
};
const READ: CallOutput<'readEvals'> = {
  path: `${DIR}/evals/evals.json`,
  text: '{}',
  hash: 'h1',
  read: { ok: true, file: FILE },
};
const stat = (mean: number, stddev: number) => ({ mean, stddev, min: mean, max: mean });
const SUMMARY = {
  with_skill: { pass_rate: stat(1, 0), time_seconds: stat(2.5, 0.5), tokens: stat(1200, 100) },
  without_skill: { pass_rate: stat(0.5, 0.25), time_seconds: stat(2, 0), tokens: stat(900, 0) },
  delta: { pass_rate: '+0.50', time_seconds: '+0.5', tokens: '+300' },
};
const graded = (passed: boolean, output: string) => ({
  run: 1,
  dir: '/w/run-1',
  grading: {
    expectations: [
      { text: 'The report totals 42', passed, evidence: passed ? '"Total: 42"' : 'No total' },
    ],
    summary: {
      passed: passed ? 1 : 0,
      failed: passed ? 0 : 1,
      total: 1,
      pass_rate: passed ? 1 : 0,
    },
  },
  timing: { total_tokens: 1200, total_duration_seconds: 2.5 },
  outputs: [{ path: 'answer.md', bytes: output.length, text: output }],
});
const ITERATION: CallOutput<'readEvalIteration'> = {
  dir: '/lib/expenses-workspace/iteration-1',
  benchmark: {
    metadata: {
      skill_name: 'expenses',
      skill_path: DIR,
      executor_model: 'm',
      analyzer_model: 'm',
      timestamp: '2026-12-07T10:00:00Z',
      evals_run: [1],
      runs_per_configuration: 1,
    },
    runs: [],
    run_summary: SUMMARY,
    notes: [],
  },
  flags: [],
  evals: [
    {
      eval_id: 1,
      folder: 'eval-1',
      prompt: 'Do my expenses: taxi 12, lunch 30',
      configurations: [
        { name: 'with_skill', runs: [graded(true, 'Total: 42. Taxi 12, lunch 30.')] },
        { name: 'without_skill', runs: [graded(false, 'Taxi and lunch.')] },
      ],
    },
  ],
};

/** The run the stand-in holds until the test ends it. */
const held: {
  job?: string | undefined;
  finish?: (run: CallOutput<'runEvals'>) => void;
  progress?: (payload: unknown) => void;
} = {};

// One saved version of the skill, as the History panel lists it.
const VERSIONS: CallOutput<'listHistory'>['versions'] = [
  {
    id: '0000019a3f2c1b00-0001',
    at: Date.UTC(2026, 0, 15, 10, 30),
    kind: 'save',
    name: 'Before the rewrite',
    changes: [{ path: 'SKILL.md', change: 'changed', lines: { added: 3, removed: 1 } }],
    files: 2,
  },
];

function fakeStudio(read: CallOutput<'readEvals'> = READ, withIteration = false) {
  const api = {
    readEvals: vi.fn(() => Promise.resolve(read)),
    saveEvals: vi.fn((_: CallInput<'saveEvals'>) =>
      Promise.resolve({ ok: true as const, hash: 'h2' }),
    ),
    suggestEvals: vi.fn(() =>
      Promise.resolve({
        evals: [{ ...FILE.evals[0], id: 1, prompt: 'Suggested task', extra: {} }],
      }),
    ),
    listModelConnections: () =>
      Promise.resolve({ connections: [{ id: 'c1', label: 'Fake', model: 'fake-model' }] }),
    listEvalIterations: () =>
      Promise.resolve({
        workspace: '/lib/expenses-workspace',
        iterations: withIteration
          ? [
              {
                iteration: 1,
                dir: ITERATION.dir,
                timestamp: '2026-12-07T10:00:00Z',
                runSummary: SUMMARY,
              },
            ]
          : [],
      }),
    readEvalIteration: vi.fn(() => Promise.resolve(ITERATION)),
    recordFeedback: vi.fn((_: CallInput<'recordFeedback'>) => Promise.resolve({ reviews: 1 })),
    readSkill: () => new Promise(() => undefined),
    runEvals: vi.fn((input: CallInput<'runEvals'>) => {
      held.job = input.job;
      return new Promise<CallOutput<'runEvals'>>((resolve) => {
        held.finish = resolve;
      });
    }),
    findAgentClis: () => Promise.resolve({ agents: [] }),
    listHistory: vi.fn((_: CallInput<'listHistory'>) =>
      Promise.resolve({ versions: VERSIONS, damage: null, unlinked: [] }),
    ),
    estimateEvals: vi.fn((_: CallInput<'estimateEvals'>) =>
      Promise.resolve({
        tasks: 6,
        gradings: 6,
        inputTokens: 12_345,
        outputTokens: 6_480,
        tasksCounted: true,
        cost: 0.5,
      }),
    ),
    cancelJob: vi.fn(() => Promise.resolve()),
    on: (event: string, handler: (payload: unknown) => void) => {
      if (event === 'jobProgress') held.progress = handler;
      return () => undefined;
    },
  };
  installBridge({
    api: api as unknown as StudioApi,
    host: 'browser',
    onReconnect: () => () => undefined,
  });
  return api;
}

function mount(files: string[] = []) {
  useEditor.setState({
    details: { [DIR]: { files: files.map((path) => ({ path })) } as unknown as SkillDetail },
  });
  render(
    <>
      <EvalView dir={DIR} />
      <Toasts />
    </>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useToasts.setState({ toasts: [] });
  useEvals.setState({
    skills: {},
    going: {},
    runErrors: {},
    lastRun: {},
    iterations: {},
    shown: {},
  });
  useEditor.setState({ details: {} });
  useUi.setState({ locale: 'en' });
});

describe('the Evals view', () => {
  it('shows a file that does not read with its place and reason, in English and Chinese', async () => {
    const broken: CallOutput<'readEvals'> = {
      ...READ,
      read: {
        ok: false,
        error: {
          message: {
            id: 'evals.prompt-empty',
            params: { file: 'evals/evals.json', line: 4, column: 17, item: 1 },
          },
          line: 4,
          column: 17,
        },
      },
    };
    fakeStudio(broken);
    mount();
    const reason = await screen.findByTestId('evals-broken');
    expect(reason.textContent).toBe(
      'evals/evals.json, line 4, column 17: the "prompt" of eval 1 is empty. Write the task a user would give, or remove the eval.',
    );
    useUi.setState({ locale: 'zh' });
    await vi.waitFor(() =>
      expect(screen.getByTestId('evals-broken').textContent).toBe(
        'evals/evals.json，第 4 行，第 17 列：第 1 个评测的 "prompt" 是空的。请写上用户会给出的任务，或删除这个评测。',
      ),
    );
  });

  it('saves an eval written in the view in skill-creator’s schema, with the hash read', async () => {
    const api = fakeStudio();
    mount(['SKILL.md', 'evals/files/receipts.csv']);
    await screen.findByText('Eval 1');
    fireEvent.click(screen.getByRole('button', { name: 'Add an eval' }));
    const card = screen.getByRole('listitem', { name: 'Eval 2' });
    fireEvent.change(within(card).getByLabelText('Task'), {
      target: { value: 'File the receipts in the CSV' },
    });
    fireEvent.change(within(card).getByLabelText('Expected output'), {
      target: { value: 'One line per receipt' },
    });
    fireEvent.click(within(card).getByLabelText('evals/files/receipts.csv'));
    fireEvent.change(within(card).getByLabelText('Eval 2, expectation 1'), {
      target: { value: 'Every receipt is listed' },
    });
    // A second expectation left blank is not saved.
    fireEvent.click(within(card).getByRole('button', { name: 'Add an expectation' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the evals' }));
    await screen.findByText('The evals are saved.');
    expect(api.saveEvals).toHaveBeenCalledWith({
      dir: DIR,
      baseHash: 'h1',
      file: {
        ...FILE,
        evals: [
          ...FILE.evals,
          {
            id: 2,
            prompt: 'File the receipts in the CSV',
            expected_output: 'One line per receipt',
            files: ['evals/files/receipts.csv'],
            expectations: ['Every receipt is listed'],
            extra: {},
          },
        ],
      },
    });
    expect(screen.getByRole('button', { name: 'Saved' })).toHaveProperty('disabled', true);
  });

  it('adds suggested evals for editing, numbered after the list', async () => {
    const api = fakeStudio();
    mount();
    await screen.findByText('Eval 1');
    const suggest = screen.getByRole('button', { name: 'Suggest evals' });
    await vi.waitFor(() => expect(suggest).toHaveProperty('disabled', false));
    fireEvent.click(suggest);
    const card = await screen.findByRole('listitem', { name: 'Eval 2' });
    expect(api.suggestEvals).toHaveBeenCalledWith(
      expect.objectContaining({ dir: DIR, connection: 'c1' }),
    );
    expect(within(card).getByLabelText<HTMLTextAreaElement>('Task').value).toBe('Suggested task');
    expect(api.saveEvals).not.toHaveBeenCalled();
  });

  it('shows the benchmark, the runs side by side and sends a blind pick', async () => {
    const api = fakeStudio(READ, true);
    mount();
    const bench = await screen.findByTestId('evals-benchmark');
    const rows = within(bench)
      .getAllByRole('row')
      .map((r) => Array.from(r.children).map((c) => c.textContent));
    expect(rows).toEqual([
      ['Measure', 'With the skill', 'Without the skill', 'Difference'],
      ['Pass rate', '100% ± 0%', '50% ± 25%', '+0.50'],
      ['Time (seconds)', '2.5 ± 0.5', '2.0 ± 0.0', '+0.5'],
      ['Tokens', '1,200 ± 100', '900 ± 0', '+300'],
    ]);
    expect(bench.textContent).toContain('The skill helps: its pass rate is higher.');
    const sides = screen.getByTestId('evals-side-by-side');
    const withSkill = within(sides).getByRole('region', { name: 'With the skill' });
    const without = within(sides).getByRole('region', { name: 'Without the skill' });
    expect(withSkill.textContent).toContain('Total: 42. Taxi 12, lunch 30.');
    expect(withSkill.textContent).toContain('Pass The report totals 42');
    expect(withSkill.textContent).toContain('Evidence: "Total: 42"');
    expect(without.textContent).toContain('Fail The report totals 42');
    expect(without.textContent).toContain('Evidence: No total');
    expect(screen.getByRole('img', { name: /over 1 iteration/ })).toBeTruthy();
    // Each iteration's means (benchmark.json's run_summary) in a table beside the chart.
    const table = screen.getByRole('table', {
      name: 'Pass rate, time and tokens of each iteration (means)',
    });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => Array.from(r.children).map((c) => c.textContent)),
    ).toEqual([
      [
        'Iteration',
        'Pass rate with the skill',
        'Pass rate without',
        'Seconds with the skill',
        'Seconds without',
        'Tokens with the skill',
        'Tokens without',
      ],
      ['1', '100%', '50%', '2.5', '2', '1,200', '900'],
    ]);

    // The coin puts the run without the skill first: picking A picks it.
    vi.spyOn(Math, 'random').mockReturnValue(0.7);
    fireEvent.click(screen.getByRole('button', { name: 'Compare blind' }));
    const blind = screen.getByTestId('evals-blind');
    expect(within(blind).getByRole('region', { name: 'Answer A' }).textContent).toContain(
      'Taxi and lunch.',
    );
    expect(blind.textContent).not.toContain('With the skill');
    fireEvent.change(within(blind).getByLabelText('Your note (why)'), {
      target: { value: 'Shorter' },
    });
    fireEvent.click(within(blind).getByRole('button', { name: 'A is better' }));
    await screen.findByText(/Recorded: you preferred the answer without the skill/);
    expect(api.recordFeedback).toHaveBeenCalledWith({
      dir: DIR,
      iteration: 1,
      evalId: 1,
      picked: { configuration: 'without_skill', run: 1 },
      other: { configuration: 'with_skill', run: 1 },
      note: 'Shorter',
    });
  });

  it('runs with progress, the cost so far and Cancel, then shows the run’s note', async () => {
    const api = fakeStudio();
    mount();
    await screen.findByText('Eval 1');
    expect(screen.getByTestId('evals-plan').textContent).toBe(
      '1 eval × 2 (with and without the skill) × 3 = 6 answers, each graded.',
    );
    const start = screen.getByRole('button', { name: 'Run' });
    await vi.waitFor(() => expect(start).toHaveProperty('disabled', false));
    fireEvent.click(start);
    // What the run will take comes first; nothing runs until it is confirmed.
    const estimate = await screen.findByTestId('evals-estimate');
    expect(api.estimateEvals.mock.calls[0]?.[0]).toEqual({
      dir: DIR,
      agent: 'claude-code',
      connection: 'c1',
      runs: 3,
    });
    expect(estimate.textContent).toBe(
      '1 eval × 2 (with and without the skill) × 3 = 6 tasks, and 6 grading calls: 12 model calls in all.' +
        'Tokens: about 12,345 in, 6,480 out. About $0.50.' +
        'An estimate: each answer is taken at a typical length, and tokens are counted with OpenAI’s tokenizer, which other models’ differ from.',
    );
    expect(api.runEvals).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Run 12 model calls' }));
    await vi.waitFor(() => expect(api.runEvals).toHaveBeenCalledTimes(1));
    expect(api.runEvals.mock.calls[0]?.[0]).toEqual({
      dir: DIR,
      agent: 'claude-code',
      connection: 'c1',
      runs: 3,
      concurrency: 4,
      job: held.job,
    });
    held.progress?.({ job: held.job, done: 2, total: 6, failed: 1, cost: 0.0123 });
    await vi.waitFor(() =>
      expect(document.querySelector('.task-progress[role="status"]')?.textContent).toBe(
        '2 done · 1 failed · 4 left · $0.01 so far',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(api.cancelJob).toHaveBeenCalledWith({ job: held.job });
    held.finish?.({
      mode: 'direct',
      iteration: 1,
      dir: ITERATION.dir,
      benchmark: ITERATION.benchmark ?? ({} as never),
      flags: [],
      failures: [],
      notes: [{ id: 'evals.direct.no-scripts', params: {} }],
      stopped: { kind: 'cancelled' },
    });
    const bench = await screen.findByTestId('evals-benchmark');
    await vi.waitFor(() =>
      expect(bench.textContent).toContain(
        'This run was cancelled: only the runs that finished are counted.',
      ),
    );
    expect(bench.textContent).toContain(
      "Direct mode: the model answered in text and could not run the skill's scripts or create files.",
    );
  });

  it('keeps the estimate live beside Run and compares with a saved version', async () => {
    const api = fakeStudio();
    mount();
    await screen.findByText('Eval 1');
    // The estimate is asked as the setup stands and shown beside Run, before any click.
    const live = await screen.findByTestId('evals-live-estimate');
    expect(live.textContent).toBe(
      'This run: 12 model calls · Tokens: about 12,345 in, 6,480 out. About $0.50.',
    );
    expect(api.estimateEvals.mock.calls.at(-1)?.[0]).toEqual({
      dir: DIR,
      agent: 'claude-code',
      connection: 'c1',
      runs: 3,
    });
    // The saved versions, as the History panel words them.
    const versus = screen.getByLabelText<HTMLSelectElement>('Compare with');
    await vi.waitFor(() => expect(versus.options).toHaveLength(2));
    expect(Array.from(versus.options).map((o) => o.textContent)).toEqual([
      'Without the skill',
      expect.stringMatching(/^Before the rewrite, .+ · SKILL\.md \+3 −1$/),
    ]);
    const asked = api.estimateEvals.mock.calls.length;
    fireEvent.change(versus, { target: { value: VERSIONS[0]?.id } });
    expect(screen.getByTestId('evals-plan').textContent).toBe(
      '1 eval × 2 (the skill as it is now and the saved version) × 3 = 6 answers, each graded.',
    );
    // Asked again with the version.
    await vi.waitFor(() => expect(api.estimateEvals.mock.calls.length).toBeGreaterThan(asked));
    expect(api.estimateEvals.mock.calls.at(-1)?.[0]).toEqual({
      dir: DIR,
      agent: 'claude-code',
      connection: 'c1',
      runs: 3,
      against: { version: VERSIONS[0]?.id },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    const estimate = await screen.findByTestId('evals-estimate');
    expect(estimate.textContent).toContain(
      '1 eval × 2 (the skill as it is now and the saved version) × 3 = 6 tasks',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Run 12 model calls' }));
    await vi.waitFor(() => expect(api.runEvals).toHaveBeenCalledTimes(1));
    expect(api.runEvals.mock.calls[0]?.[0]).toMatchObject({
      against: { version: VERSIONS[0]?.id },
    });
  });
});
