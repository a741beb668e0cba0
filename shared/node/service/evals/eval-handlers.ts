/**
 * The evals calls (shared/ipc/evals-calls.ts): the skill's evals/evals.json read through the
 * service's one way of reading (a regular file inside the open libraries) and saved through
 * saveFile (conditional, recorded in the skill's history like any save), evals suggested by
 * the model, a run as a job (eval-run.ts), and the skill's workspace read back and added to
 * (a blind pick into feedback.json). The workspace is the skill's sibling folder and must lie
 * inside an open library: it is read through the guard, so a link there leads nowhere else.
 */
import { dirname, join } from 'node:path';
import { EVALS_PATH, parseEvals, serializeEvals } from '../../../evals/evals-file';
import type { StudioHandlers } from '../../../ipc/contract';
import { TextError } from '../../../ipc/service-text';
import { contentHash } from '../../atomic-file';
import { isMissing, readRegularFileSync } from '../../regular-file';
import { iterationDir, workspaceOf } from '../../evals/workspace';
import type { HistoryStore } from '../../history/history-store';
import type { TriggerContext } from '../triggers/trigger-handlers';
import { evalEstimateHandler } from './eval-estimate';
import { evalRunHandler } from './eval-run';
import { iterationHandlers } from './eval-iterations';
import { suggestEvalsHandler } from './eval-suggest';

/** The calls of this group. */
export type EvalCalls =
  | 'readEvals'
  | 'saveEvals'
  | 'suggestEvals'
  | 'runEvals'
  | 'estimateEvals'
  | 'findAgentClis'
  | 'listEvalIterations'
  | 'readEvalIteration'
  | 'recordFeedback';

/** What the calls use of the service: the trigger calls' context and saveFile. */
export interface EvalContext extends Omit<TriggerContext, 'runs' | 'env'> {
  save: StudioHandlers['saveFile'];
  /** The environment agents' CLIs are found and run in (real agent mode). */
  cliEnv: NodeJS.ProcessEnv;
  /** The skills' version history: a run may compare with a saved version. */
  history: { readonly store: HistoryStore };
}

/** The handlers of the evals calls. */
export function evalHandlers(ctx: EvalContext): Pick<StudioHandlers, EvalCalls> {
  return {
    readEvals: ({ dir }) => Promise.resolve(readEvalsFile(ctx, ctx.guard.resolve(dir))),
    saveEvals: ({ dir, file, baseHash }) =>
      ctx.save({
        path: join(ctx.guard.resolve(dir), EVALS_PATH),
        text: serializeEvals(file),
        baseHash,
      }),
    ...suggestEvalsHandler(ctx),
    ...evalRunHandler(ctx),
    ...evalEstimateHandler(ctx),
    ...iterationHandlers(ctx),
  };
}

/** The skill's evals file: its text and hash (null when missing) and its reading. */
export function readEvalsFile(ctx: Pick<EvalContext, 'fence'>, dir: string) {
  const path = join(dir, EVALS_PATH);
  let bytes: Buffer;
  try {
    bytes = readRegularFileSync(path, { fence: ctx.fence() });
  } catch (error) {
    if (isMissing(error)) return { path, text: null, hash: null, read: null };
    throw error;
  }
  const text = bytes.toString('utf8');
  const read = parseEvals(text, EVALS_PATH);
  return { path, text, hash: contentHash(bytes), read };
}

/**
 * The workspace of the skill in `dir` (a real path), refused when it would lie outside the
 * open libraries (a skill that is a library's folder itself).
 */
export function workspaceIn(ctx: Pick<EvalContext, 'guard'>, dir: string): string {
  const workspace = workspaceOf(dir);
  if (!ctx.guard.allows(dirname(dir)))
    throw new TextError('AccessDenied', 'evals-workspace-outside', { path: workspace });
  return workspace;
}

/** Iteration `n`'s folder, through the guard. */
export function iterationIn(ctx: Pick<EvalContext, 'guard'>, dir: string, n: number): string {
  return ctx.guard.resolve(iterationDir(workspaceIn(ctx, dir), n));
}
