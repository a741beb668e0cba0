/**
 * The description optimizer, as Anthropic's skill-creator runs it (run_loop.py at
 * anthropics/skills b0cbd3df1533b396d281a6886d5132f623393a9c; the prompt in
 * shared/triggers/improve.ts): the queries split into train and test (splitTriggerQueries,
 * shown in the result), round 0 the current description run on both; then each round asks the
 * model for a better description from the latest description's train failures (test results
 * are never shown to it), checks the candidate (shared/triggers/candidate.ts), runs it on
 * train and test in the agent's listing with the SKILL.md's description replaced by the
 * frontmatter writer, and stops early when every train query passes. The chosen description is
 * the best by TEST score (select.ts), never by train score.
 *
 * Where this differs from run_loop: `maxRounds` candidates after round 0 (run_loop's
 * --max-iterations 5 counts the original among its 5 runs); a candidate failing its checks is
 * kept with its problems and not run, and the model is asked again once (run_loop runs whatever
 * comes back, after one retry for length); a cancel or a provider failure ends the loop and
 * keeps every candidate so far, a cut-short run marked partial and never chosen.
 */
import { english } from '../../i18n/catalogue';
import { AGENTS } from '../../agent/registry';
import { TRIGGER_AGENTS, type TriggerAgentId } from '../../agent/skill-tools';
import type { ModelFailure } from '../../models/outcome';
import { parseSkillFile } from '../../skill/parse';
import {
  blocks,
  checkCandidate,
  skillFolder,
  withDescriptionText,
  withSkillText,
  type CandidateProblem,
} from '../../triggers/candidate';
import {
  DEFAULT_ROUNDS,
  improvePrompt,
  improveRequest,
  readImproveReply,
  retryPrompt,
  type ImproveAttempt,
} from '../../triggers/improve';
import { triggerMessage } from '../../triggers/messages';
import { chooseByTest } from '../../triggers/select';
import { DEFAULT_HOLDOUT, splitTriggerQueries } from '../../triggers/split';
import { DEFAULT_TRIGGER_THRESHOLD } from '../../triggers/stats';
import type { TriggerPrompt } from '../../triggers/request';
import { callModel } from '../models/call-model';
import { ModelCallError } from '../models/failure-facts';
import { runTriggers, type RunQuery, type TriggerRunInput } from './run-triggers';
import { scoreRuns, type TriggerScore } from '../../triggers/record';

export { DEFAULT_ROUNDS } from '../../triggers/improve';

/** What the optimizer is asked to do: a trigger run's input, and its own numbers. */
export interface OptimizeInput extends Omit<TriggerRunInput, 'queries'> {
  queries: readonly RunQuery[];
  threshold?: number;
  maxRounds?: number;
  holdout?: number;
  /**
   * The agents whose listings a candidate must fit whole. Default: the run's agent and every
   * trigger agent whose view lists the skill now.
   */
  targets?: readonly TriggerAgentId[];
}

/** One description tried (round 0: the current one). */
export interface OptimizeCandidate {
  round: number;
  /** 2 for the one more ask after a candidate that could not be used. */
  attempt: 1 | 2;
  description: string;
  /** What the model said before the description (empty for round 0). */
  reasoning: string;
  problems: CandidateProblem[];
  /** False when its problems kept it from being run. */
  ran: boolean;
  train?: TriggerScore;
  test?: TriggerScore;
  /** The run was cut short (a cancel, a failure): its scores count what finished. */
  partial?: boolean;
}

/** Where the optimizer is. */
export interface OptimizeProgress {
  round: number;
  maxRounds: number;
  phase: 'run' | 'improve';
  /** Requests of this round's run done, failed, and in all. */
  done: number;
  failed: number;
  total: number;
}

/** What the optimizer found. */
export interface OptimizeResult {
  skillName: string;
  original: string;
  split: { train: RunQuery[]; test: RunQuery[] };
  targets: TriggerAgentId[];
  candidates: OptimizeCandidate[];
  /** The best by test score among those run to the end; absent when none was. */
  chosen?: OptimizeCandidate;
  /** The first run's prompt (what the request leaves out, whether the skill is listed). */
  prompt?: TriggerPrompt;
  exitReason: 'all-train-passed' | 'max-rounds' | 'cancelled' | 'failed';
  /** The provider failure that ended it. */
  failure?: ModelFailure;
}

type Options = { signal?: AbortSignal; onProgress?: (p: OptimizeProgress) => void };

/** Runs the loop (see the header). */
export async function optimizeDescription(
  input: OptimizeInput,
  options: Options = {},
): Promise<OptimizeResult> {
  const threshold = input.threshold ?? DEFAULT_TRIGGER_THRESHOLD;
  const maxRounds = input.maxRounds ?? DEFAULT_ROUNDS;
  const folder = skillFolder(input.library, input.candidateDir);
  const text = folder?.skillMd?.text ?? '';
  const data = parseSkillFile(text).data;
  const field = (k: string) => (typeof data?.[k] === 'string' ? data[k] : undefined);
  const original = field('description') ?? '';
  const split = splitTriggerQueries(input.queries, input.holdout ?? DEFAULT_HOLDOUT);
  const targets = input.targets ? [...input.targets] : defaultTargets(input);
  const result: OptimizeResult = {
    skillName: field('name') ?? folder?.name ?? '',
    original,
    split: { train: [...split.train], test: [...split.test] },
    targets,
    candidates: [],
    exitReason: 'max-rounds',
  };
  const check = (description: string) =>
    checkCandidate(description, {
      library: input.library,
      dir: input.candidateDir,
      agents: targets,
      ...(input.settings && { settings: input.settings }),
    });
  const stop = (exitReason: OptimizeResult['exitReason'], failure?: ModelFailure) => {
    result.exitReason = exitReason;
    if (failure) result.failure = failure;
  };

  // Runs a description on train and test together (one batch, as run_loop does).
  const evaluate = async (candidate: OptimizeCandidate): Promise<boolean> => {
    const edited = withDescriptionText(text, candidate.description);
    const library =
      candidate.round === 0 || !edited.ok
        ? input.library
        : withSkillText(input.library, input.candidateDir, edited.text);
    const queries = [...split.train, ...split.test];
    const run = await runTriggers(
      { ...input, library, queries },
      {
        ...(options.signal && { signal: options.signal }),
        onProgress: (p) =>
          options.onProgress?.({ round: candidate.round, maxRounds, phase: 'run', ...p }),
      },
    );
    result.prompt ??= run.prompt;
    candidate.ran = true;
    candidate.train = scoreRuns(run.queries.slice(0, split.train.length), threshold);
    candidate.test = scoreRuns(run.queries.slice(split.train.length), threshold);
    if (!run.stopped) return true;
    candidate.partial = true;
    if (run.stopped.kind === 'cancelled') stop('cancelled');
    else stop('failed', run.stopped.failure);
    return false;
  };

  // Asks the improver; undefined when the ask failed (the loop then ends).
  const ask = async (prompt: string, round: number): Promise<string | undefined> => {
    options.onProgress?.({ round, maxRounds, phase: 'improve', done: 0, failed: 0, total: 1 });
    try {
      const reply = await callModel(
        input.connection,
        input.key,
        { ...improveRequest(prompt), stream: input.stream ?? false },
        { ...input.client, ...(options.signal && { signal: options.signal }) },
      );
      return reply.text;
    } catch (error) {
      if (!(error instanceof ModelCallError)) throw error;
      if (error.failure.kind === 'cancelled') stop('cancelled');
      else stop('failed', error.failure);
      return undefined;
    }
  };

  const current: OptimizeCandidate = {
    round: 0,
    attempt: 1,
    description: original,
    reasoning: '',
    problems: check(original),
    ran: false,
  };
  result.candidates.push(current);
  let latest = current;
  if (await evaluate(current))
    for (let round = 1; round <= maxRounds; round++) {
      if (latest.train && latest.train.summary.passed === latest.train.summary.total) {
        stop('all-train-passed');
        break;
      }
      const prompt = improvePrompt({
        agent: input.agent,
        skillName: result.skillName,
        skillContent: text,
        currentDescription: latest.description,
        train: latest.train?.results ?? [],
        history: result.candidates.map(attemptOf),
      });
      const next = await candidateFrom(prompt, round, ask, check);
      if (!next) break;
      result.candidates.push(...next.tried);
      if (!next.usable) continue;
      if (!(await evaluate(next.usable))) break;
      latest = next.usable;
    }
  const chosen = chooseByTest(
    result.candidates.map((c) => ({
      c,
      round: c.round,
      ...(c.ran &&
        !c.partial &&
        c.test && { test: { passed: c.test.summary.passed, f1: c.test.metrics.f1 } }),
    })),
  );
  if (chosen) result.chosen = chosen.c;
  return result;
}

// A candidate from the model, asked again once when the first cannot be used; undefined when
// an ask failed.
async function candidateFrom(
  prompt: string,
  round: number,
  ask: (prompt: string, round: number) => Promise<string | undefined>,
  check: (description: string) => CandidateProblem[],
): Promise<{ tried: OptimizeCandidate[]; usable?: OptimizeCandidate } | undefined> {
  const tried: OptimizeCandidate[] = [];
  let text = await ask(prompt, round);
  for (const attempt of [1, 2] as const) {
    if (text === undefined) return tried.length > 0 ? { tried } : undefined;
    const reply = readImproveReply(text);
    const candidate: OptimizeCandidate = reply.ok
      ? {
          round,
          attempt,
          description: reply.description,
          reasoning: reply.reasoning,
          problems: check(reply.description),
          ran: false,
        }
      : {
          round,
          attempt,
          description: '',
          reasoning: reply.reasoning,
          problems: [
            {
              code: 'no-tags',
              blocking: true,
              message: triggerMessage('triggers.problem.no-tags'),
            },
          ],
          ran: false,
        };
    tried.push(candidate);
    if (!blocks(candidate.problems)) return { tried, usable: candidate };
    if (attempt === 2) break;
    const problems = candidate.problems.filter((p) => p.blocking).map((p) => english(p.message));
    text = await ask(
      retryPrompt(prompt, reply.ok ? reply.description : undefined, problems),
      round,
    );
  }
  return { tried };
}

// What the improver is told of a candidate: its train results, or why it was not run.
function attemptOf(c: OptimizeCandidate): ImproveAttempt {
  if (c.ran && c.train) return { description: c.description, train: c.train.results };
  const why = c.problems.filter((p) => p.blocking).map((p) => english(p.message));
  return { description: c.description, note: `Not run: ${why.join(' ')}` };
}

// The run's agent, and every trigger agent whose view lists the skill now.
function defaultTargets(input: OptimizeInput): TriggerAgentId[] {
  return TRIGGER_AGENTS.filter(
    (agent) =>
      agent === input.agent ||
      AGENTS[agent]
        .load(input.library, input.settings)
        .catalogue()
        .entries.some((e) => e.dir === input.candidateDir && e.status !== 'hidden'),
  );
}
