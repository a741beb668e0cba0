/**
 * optimizeTriggerDescription: the description optimizer (shared/node/triggers/optimize.ts, as
 * the CLI's optimize-description runs it) on a skill's queries, as a job the page follows
 * round by round (jobProgress: the round's requests done of all, those failed, the round and
 * whether it runs or asks for the next description) and stops (cancelJob: it answers with the
 * candidates so far). It works on the library's snapshot with the description replaced in
 * memory: nothing is written to the skill and nothing is added to the kept runs.
 */
import type { CallOutput, StudioHandlers } from '../../../ipc/contract';
import { outcomeMessage } from '../../../models/outcome';
import type { TriggerScore } from '../../../triggers/record';
import { optimizeDescription, type OptimizeCandidate } from '../../triggers/optimize';
import type { TriggerContext } from './trigger-handlers';
import { prepareTrigger, runInputOf, type SetupContext } from './trigger-setup';

/** What the optimizer call uses of the service. */
export type OptimizeContext = SetupContext & Pick<TriggerContext, 'keys' | 'jobs' | 'client'>;

type Candidate = CallOutput<'optimizeTriggerDescription'>['candidates'][number];

/** The optimizeTriggerDescription handler. */
export function optimizeHandler(
  ctx: OptimizeContext,
): Pick<StudioHandlers, 'optimizeTriggerDescription'> {
  return {
    optimizeTriggerDescription: async ({ job, concurrency, threshold, rounds, ...setup }) => {
      const prepared = prepareTrigger(ctx, setup);
      const { prompt } = prepared;
      const input = await runInputOf(ctx, prepared, setup, concurrency);
      const result = await ctx.jobs.run(job, ({ signal, progress }) =>
        optimizeDescription(
          { ...input, threshold, maxRounds: rounds },
          {
            signal,
            onProgress: (p) =>
              progress(p.done, p.total, {
                ...(p.phase === 'run' && { failed: p.failed }),
                round: { n: p.round, of: p.maxRounds, phase: p.phase },
              }),
          },
        ),
      );
      const chosen = result.chosen ? result.candidates.indexOf(result.chosen) : -1;
      return {
        original: result.original,
        split: { train: result.split.train.map(queryOf), test: result.split.test.map(queryOf) },
        targets: result.targets,
        candidates: result.candidates.map(candidateOf),
        ...(chosen >= 0 && { chosen }),
        exitReason: result.exitReason,
        ...(result.failure && { failure: outcomeMessage(result.failure) }),
        notListed: prompt.candidate === undefined,
        leftOut: prompt.leftOut,
      };
    },
  };
}

const queryOf = (q: { query: string; should_trigger: boolean }) => ({
  query: q.query,
  should_trigger: q.should_trigger,
});

const scoreOf = (s: TriggerScore) => ({ summary: s.summary, metrics: s.metrics });

// Plain JSON of a candidate: its problems in words, its scores without the per-query detail.
function candidateOf(c: OptimizeCandidate): Candidate {
  return {
    round: c.round,
    attempt: c.attempt,
    description: c.description,
    reasoning: c.reasoning,
    problems: c.problems.map((p) => ({ code: p.code, blocking: p.blocking, message: p.message })),
    ran: c.ran,
    ...(c.train && { train: scoreOf(c.train) }),
    ...(c.test && { test: scoreOf(c.test) }),
    ...(c.partial && { partial: true }),
  };
}
