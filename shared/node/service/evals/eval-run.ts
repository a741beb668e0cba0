/**
 * runEvals: the skill's evals run as a job (shared/node/evals/run-evals.ts) with the agent's
 * view of the skill's library, the executor's and the grader's saved connections and keys, and
 * each eval's input files read from inside the skill through the fence; into the next
 * iteration of the skill's workspace. A missing, unreadable or empty evals file refuses the
 * call before anything is sent. In real agent mode the agent's CLI, found on the service's
 * PATH, does the tasks (a missing one refuses the call). With `against`, the saved version
 * of the skill's history is read whole and written to a temporary folder before the job
 * starts (an unknown or damaged one refuses the call) and removed when it ends.
 * estimateEvals reads the same and counts what a run would send (eval-estimate.ts).
 */
import type { EvalCase } from '../../../evals/evals-file';
import type { StudioHandlers } from '../../../ipc/contract';
import { TextError } from '../../../ipc/service-text';
import { isInside } from '../../../studio/paths';
import { REAL_AGENT_IDS, type RealAgentId } from '../../../triggers/real-events';
import { priceFor } from '../../../triggers/prices';
import type { TriggerAgentId } from '../../../agent/skill-tools';
import { AGENT_LABELS } from '../../../agent/types';
import { attachmentsOf, taskFilesOf } from '../../evals/attachments';
import { runEvals, type EvalModel, type RealExecutor } from '../../evals/run-evals';
import { materializeVersion, type SavedVersion } from '../../evals/saved-version';
import { AGENT_COMMANDS, findAgentCli } from '../../triggers/real-agent';
import { savedConnection } from '../models/model-handlers';
import { agentSettingsOf } from '../settings/settings';
import { librarySnapshot } from '../skills/agent-handlers';
import { type EvalContext, readEvalsFile, workspaceIn } from './eval-handlers';

/** The most one task of the agent's CLI may take, as the CLI's --real default. */
const REAL_TIMEOUT_MS = 600_000;

/** The skill, its library and the evals a run or an estimate is asked for, checked. */
export function evalsToRun(ctx: EvalContext, asked: { dir: string; evals?: number[] | undefined }) {
  const dir = ctx.guard.resolve(asked.dir);
  const own = ctx.libraries().find((l) => isInside(l.real, dir));
  if (!own) throw new TextError('AccessDenied', 'access-denied', { path: asked.dir });
  const workspace = workspaceIn(ctx, dir);
  const file = readEvalsFile(ctx, dir);
  const { read } = file;
  if (read === null) throw new TextError('NoEvals', 'evals-missing', { path: file.path });
  if (!read.ok) throw new TextError('BadEvals', 'evals-bad', { problem: read.error.message });
  const wanted = asked.evals;
  const evals: EvalCase[] = read.file.evals.filter((e) => !wanted || wanted.includes(e.id));
  if (evals.length === 0 && wanted)
    throw new TextError('NoEvals', 'evals-none-chosen', {
      ids: wanted.join(', '),
      path: file.path,
    });
  if (evals.length === 0) throw new TextError('NoEvals', 'evals-missing', { path: file.path });
  return { dir, root: own.root, workspace, name: read.file.skill_name, evals };
}

/** A saved connection with its key and the table's price. */
export async function evalModel(ctx: EvalContext, id: string): Promise<EvalModel> {
  const connection = savedConnection(ctx.settings, id);
  const price = priceFor(connection.model);
  return { connection, key: await ctx.keys.store.get(connection.id), ...(price && { price }) };
}

/** The agent of real agent mode, refused when it has no CLI or the CLI is not on PATH. */
export function realAgentOf(
  ctx: EvalContext,
  agent: TriggerAgentId,
): { agent: RealAgentId; bin: string } {
  if (!(REAL_AGENT_IDS as readonly string[]).includes(agent))
    throw new TextError('NoAgentCli', 'evals-agent-no-cli', { agent: AGENT_LABELS[agent] });
  const id = agent as RealAgentId;
  const bin = findAgentCli(id, ctx.cliEnv);
  if (!bin)
    throw new TextError('NoAgentCli', 'evals-agent-missing', {
      agent: AGENT_LABELS[id],
      command: AGENT_COMMANDS[id],
    });
  return { agent: id, bin };
}

/** The saved version a run or an estimate compares with, in a temporary folder (or none). */
export async function savedVersionOf(
  ctx: Pick<EvalContext, 'history'>,
  dir: string,
  against: { version: string } | undefined,
): Promise<SavedVersion | undefined> {
  return against && materializeVersion(ctx.history.store, dir, against.version);
}

/** The runEvals and findAgentClis handlers. */
export function evalRunHandler(
  ctx: EvalContext,
): Pick<StudioHandlers, 'runEvals' | 'findAgentClis'> {
  return {
    runEvals: async (asked) => {
      const { dir, root, workspace, name, evals } = evalsToRun(ctx, asked);
      const executor = await evalModel(ctx, asked.connection);
      const grader =
        asked.graderConnection === undefined
          ? executor
          : await evalModel(ctx, asked.graderConnection);
      const fence = ctx.fence();
      let real: RealExecutor | undefined;
      if (asked.real) {
        const found = realAgentOf(ctx, asked.agent);
        real = {
          ...found,
          timeoutMs: REAL_TIMEOUT_MS,
          env: ctx.cliEnv,
          files: (e) => taskFilesOf(dir, e, fence),
        };
      }
      const saved = await savedVersionOf(ctx, dir, asked.against);
      const running = ctx.jobs.run(asked.job, ({ signal, progress }) =>
        runEvals(
          {
            ...(saved && { against: saved }),
            executor,
            grader,
            ...(real && { real }),
            agent: asked.agent,
            settings: agentSettingsOf(ctx.settings.read()),
            library: librarySnapshot(ctx, [root]),
            skillDir: dir,
            skillName: name,
            evals,
            attachments: (e) => attachmentsOf(dir, e, fence),
            runs: asked.runs,
            concurrency: asked.concurrency,
            workspace,
            ...(ctx.client && { client: ctx.client }),
          },
          {
            signal,
            onProgress: (p) =>
              progress(p.done, p.total, {
                failed: p.failed,
                ...(p.cost !== undefined && { cost: p.cost }),
              }),
          },
        ),
      );
      return running.finally(() => saved?.remove());
    },
    findAgentClis: () => {
      const env = ctx.cliEnv;
      const agents = REAL_AGENT_IDS.flatMap((agent) => {
        const path = findAgentCli(agent, env);
        return path === undefined ? [] : [{ agent, path }];
      });
      return Promise.resolve({ agents });
    },
  };
}
