/**
 * The skill's workspace read back (listEvalIterations, readEvalIteration) and a blind pick
 * added to an iteration's feedback.json (recordFeedback). Every file is checked against the
 * contract's schema before it is answered: what another tool wrote differently (an older
 * skill-creator, a hand edit) is left out of the answer, never an error. Picks of one
 * iteration are written one at a time, atomically; a feedback.json that is not one is kept
 * as it is and the pick refused in words.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { benchmarkFlags, comparisonOf } from '../../../evals/benchmark';
import { blindPick, runId, withReview } from '../../../evals/feedback';
import type { StudioHandlers } from '../../../ipc/contract';
import {
  BenchmarkSchema,
  FeedbackSchema,
  GradingSchema,
  RunSummarySchema,
  TimingSchema,
} from '../../../ipc/evals-calls';
import { TextError } from '../../../ipc/service-text';
import { iterationNumbers, readIteration, readJsonFile, writeJson } from '../../evals/workspace';
import { KeyedLock } from '../files/keyed-lock';
import { type EvalContext, iterationIn, workspaceIn } from './eval-handlers';

type Calls = 'listEvalIterations' | 'readEvalIteration' | 'recordFeedback';

/** The handlers that read and add to the workspace. */
export function iterationHandlers(ctx: EvalContext): Pick<StudioHandlers, Calls> {
  const lock = new KeyedLock();
  const existing = async (dir: string, n: number) => {
    const folder = iterationIn(ctx, ctx.guard.resolve(dir), n);
    if (!(await iterationNumbers(join(folder, '..'))).includes(n))
      throw new TextError('NoIteration', 'evals-iteration-missing', {
        iteration: n,
        path: join(folder, '..'),
      });
    return folder;
  };
  return {
    listEvalIterations: async ({ dir }) => {
      const real = ctx.guard.resolve(dir);
      const workspace = workspaceIn(ctx, real);
      const numbers = await iterationNumbers(ctx.guard.resolve(workspace));
      const iterations = await Promise.all(
        numbers.map(async (n) => {
          const folder = iterationIn(ctx, real, n);
          const benchmark = await readJsonFile(join(folder, 'benchmark.json'));
          const summary = RunSummarySchema.safeParse(
            (benchmark as { run_summary?: unknown } | undefined)?.run_summary,
          );
          const timestamp = (benchmark as { metadata?: { timestamp?: unknown } } | undefined)
            ?.metadata?.timestamp;
          return {
            iteration: n,
            dir: folder,
            ...(typeof timestamp === 'string' && { timestamp }),
            ...(summary.success && { runSummary: summary.data }),
          };
        }),
      );
      return { workspace, iterations };
    },
    readEvalIteration: async ({ dir, iteration }) => {
      const found = await readIteration(await existing(dir, iteration));
      const benchmark = BenchmarkSchema.safeParse(found.benchmark);
      const feedback = FeedbackSchema.safeParse(found.feedback);
      return {
        dir: found.dir,
        ...(benchmark.success && { benchmark: benchmark.data }),
        flags: benchmark.success
          ? benchmarkFlags(benchmark.data.runs, comparisonOf(benchmark.data.run_summary))
          : [],
        ...(feedback.success && { feedback: feedback.data }),
        evals: found.evals.map((e) => {
          const prompt = (e.metadata as { prompt?: unknown } | undefined)?.prompt;
          return {
            eval_id: e.eval_id,
            folder: e.folder,
            ...(typeof prompt === 'string' && { prompt }),
            configurations: Object.entries(e.configurations).map(([name, runs]) => ({
              name,
              runs: runs.map((r) => {
                const grading = GradingSchema.safeParse(r.grading);
                const timing = TimingSchema.safeParse(r.timing);
                return {
                  run: r.run,
                  dir: r.dir,
                  ...(grading.success && { grading: grading.data }),
                  ...(timing.success && { timing: timing.data }),
                  outputs: r.outputs,
                };
              }),
            })),
          };
        }),
      };
    },
    recordFeedback: async ({ dir, iteration, evalId, picked, other, note }) => {
      const folder = await existing(dir, iteration);
      const file = join(folder, 'feedback.json');
      return lock.run(file, async () => {
        const review = blindPick(
          runId(evalId, picked.configuration, picked.run),
          runId(evalId, other.configuration, other.run),
          note,
          new Date(),
        );
        const next = withReview(await readFeedback(file), review);
        if (!next) throw new TextError('BadFeedback', 'evals-feedback-unreadable', { path: file });
        await writeJson(file, next);
        return { reviews: next.reviews.length };
      });
    },
  };
}

// The file's JSON; undefined when there is none; a file that is not JSON is no feedback file.
async function readFeedback(file: string): Promise<unknown> {
  const value = await readJsonFile(file);
  if (value !== undefined) return value;
  return existsSync(file) ? null : undefined;
}
