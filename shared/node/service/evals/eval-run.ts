/**
 * runEvals: the skill's evals run as a job (shared/node/evals/run-evals.ts) with the agent's
 * view of the skill's library, the executor's and the grader's saved connections and keys, and
 * each eval's input files read from inside the skill through the fence; into the next
 * iteration of the skill's workspace. A missing, unreadable or empty evals file refuses the
 * call before anything is sent.
 */
import type { StudioHandlers } from '../../../ipc/contract';
import { TextError } from '../../../ipc/service-text';
import { isInside } from '../../../studio/paths';
import { priceFor } from '../../../triggers/prices';
import { attachmentsOf } from '../../evals/attachments';
import { runEvals, type EvalModel } from '../../evals/run-evals';
import { savedConnection } from '../models/model-handlers';
import { agentSettingsOf } from '../settings/settings';
import { librarySnapshot } from '../skills/agent-handlers';
import { type EvalContext, readEvalsFile, workspaceIn } from './eval-handlers';

/** The runEvals handler. */
export function evalRunHandler(ctx: EvalContext): Pick<StudioHandlers, 'runEvals'> {
  const model = async (id: string): Promise<EvalModel> => {
    const connection = savedConnection(ctx.settings, id);
    const price = priceFor(connection.model);
    return { connection, key: await ctx.keys.store.get(connection.id), ...(price && { price }) };
  };
  return {
    runEvals: async (asked) => {
      const dir = ctx.guard.resolve(asked.dir);
      const own = ctx.libraries().find((l) => isInside(l.real, dir));
      if (!own) throw new TextError('AccessDenied', 'access-denied', { path: asked.dir });
      const workspace = workspaceIn(ctx, dir);
      const file = readEvalsFile(ctx, dir);
      const { read } = file;
      if (read === null) throw new TextError('NoEvals', 'evals-missing', { path: file.path });
      if (!read.ok) throw new TextError('BadEvals', 'evals-bad', { problem: read.error.message });
      const wanted = asked.evals;
      const evals = read.file.evals.filter((e) => !wanted || wanted.includes(e.id));
      if (evals.length === 0 && wanted)
        throw new TextError('NoEvals', 'evals-none-chosen', {
          ids: wanted.join(', '),
          path: file.path,
        });
      if (evals.length === 0) throw new TextError('NoEvals', 'evals-missing', { path: file.path });
      const executor = await model(asked.connection);
      const grader =
        asked.graderConnection === undefined ? executor : await model(asked.graderConnection);
      const fence = ctx.fence();
      const result = await ctx.jobs.run(asked.job, ({ signal, progress }) =>
        runEvals(
          {
            executor,
            grader,
            agent: asked.agent,
            settings: agentSettingsOf(ctx.settings.read()),
            library: librarySnapshot(ctx, [own.root]),
            skillDir: dir,
            skillName: read.file.skill_name,
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
      return result;
    },
  };
}
