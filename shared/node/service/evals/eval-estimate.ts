/**
 * estimateEvals: what a run would send, counted before it starts (shared/evals/estimate.ts):
 * each eval's request with the skill and without it (or with the saved version, `against`)
 * exactly as the run builds them (shared/evals/conversation.ts, its input files included) and the grader's request with an
 * empty answer, each counted by the studio's tokenizer and priced at the connections' models'
 * prices (shared/triggers/prices.ts). In real agent mode the agent's CLI must be found, as
 * the run would need it; the tasks' tokens are its own and are not counted.
 */
import { countTokens } from '../../../agent/tokens';
import { PAIRS } from '../../../evals/benchmark';
import { loadEvalAgents, requestOf } from '../../../evals/conversation';
import { estimateEvalRun, requestText, type EvalTokens } from '../../../evals/estimate';
import { graderRequest } from '../../../evals/grading';
import type { StudioHandlers } from '../../../ipc/contract';
import { attachmentsOf } from '../../evals/attachments';
import { versionLibrary } from '../../evals/saved-version';
import { agentSettingsOf } from '../settings/settings';
import { librarySnapshot } from '../skills/agent-handlers';
import type { EvalContext } from './eval-handlers';
import { evalModel, evalsToRun, realAgentOf, savedVersionOf } from './eval-run';

/** The estimateEvals handler. */
export function evalEstimateHandler(ctx: EvalContext): Pick<StudioHandlers, 'estimateEvals'> {
  return {
    estimateEvals: async (asked) => {
      const { dir, root, evals } = evalsToRun(ctx, asked);
      if (asked.real) realAgentOf(ctx, asked.agent);
      const executor = await evalModel(ctx, asked.connection);
      const grader =
        asked.graderConnection === undefined
          ? executor
          : await evalModel(ctx, asked.graderConnection);
      const fence = ctx.fence();
      const library = librarySnapshot(ctx, [root]);
      const settings = agentSettingsOf(ctx.settings.read());
      const agents = loadEvalAgents(asked.agent, library, dir, settings);
      // The saved version is read as a run reads it (refused alike), then its folder removed.
      const version = await savedVersionOf(ctx, dir, asked.against);
      let saved;
      try {
        saved =
          version &&
          loadEvalAgents(asked.agent, versionLibrary(library, dir, version), dir, settings);
      } finally {
        await version?.remove();
      }
      const [primary, baseline] = PAIRS[asked.against ? 'version' : 'skill'];
      const counted: EvalTokens[] = [];
      for (const e of evals) {
        const files = attachmentsOf(dir, e, fence);
        const asks = {
          prompt: e.prompt,
          expectedOutput: e.expected_output,
          output: '',
          expectations: e.expectations,
        };
        const tokensOf = (c: typeof primary | typeof baseline) =>
          countTokens(requestText(requestOf(c, agents, e.prompt, files, saved)));
        counted.push({
          withSkill: await tokensOf(primary),
          withoutSkill: await tokensOf(baseline),
          grader: await countTokens(requestText(graderRequest(asks))),
          expectations: e.expectations.length,
        });
      }
      const estimate = estimateEvalRun({
        evals: counted,
        runs: asked.runs,
        byAgent: asked.real === true,
        price: executor.price,
        graderPrice: grader.price,
      });
      const parts = [estimate.executor, estimate.grader];
      const sum = (key: 'inputTokens' | 'outputTokens') =>
        parts.reduce((total, part) => total + (part?.[key] ?? 0), 0);
      return {
        tasks: estimate.tasks,
        gradings: estimate.gradings,
        inputTokens: sum('inputTokens'),
        outputTokens: sum('outputTokens'),
        tasksCounted: estimate.executor !== undefined,
        ...(estimate.cost !== undefined && { cost: estimate.cost }),
        ...(estimate.grader.cost !== undefined && { graderCost: estimate.grader.cost }),
      };
    },
  };
}
