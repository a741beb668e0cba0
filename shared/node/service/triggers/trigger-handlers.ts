/**
 * The trigger-test calls: a skill's queries (its evals/trigger-queries.json) run against a
 * connected model with an agent's listing of the skill's library, as a job the page follows
 * and stops; every run, finished or not, is kept (trigger-runs.ts) and returned. What each
 * call reads first is trigger-setup.ts; suggested queries come from suggest-handler.ts, the
 * description optimizer from optimize-handler.ts.
 */
import { randomUUID } from 'node:crypto';
import type { StudioHandlers } from '../../../ipc/contract';
import type { TriggerSetup } from '../../../ipc/trigger-calls';
import type { AgentEnv } from '../../../install/agents';
import { shownBaseUrl, type ModelConnection } from '../../../models/connection';
import type { ModelKeys } from '../../../models/key-store';
import { outcomeMessage } from '../../../models/outcome';
import { parseSkillFile } from '../../../skill/parse';
import { estimateTriggerRun } from '../../../triggers/estimate';
import { priceFor } from '../../../triggers/prices';
import { scoreRuns, type TriggerRunRecord } from '../../../triggers/record';
import { promptText, TYPICAL_REPLY_TOKENS } from '../../../triggers/request';
import { folderHash } from '../../install/skill-hash';
import type { Fence } from '../../link-fence';
import type { ClientOptions } from '../../models/sdk-clients';
import { runTriggers } from '../../triggers/run-triggers';
import type { Jobs } from '../jobs';
import type { PathGuard } from '../path-guard';
import type { SettingsStore } from '../settings/settings';
import type { AgentHandlersContext } from '../skills/agent-handlers';
import { optimizeHandler } from './optimize-handler';
import { suggestHandler } from './suggest-handler';
import { skillText } from './skill-texts';
import { prepareTrigger, runInputOf } from './trigger-setup';
import type { TriggerRuns } from './trigger-runs';

/** The calls of this group. */
export type TriggerCalls =
  | 'estimateTriggerTest'
  | 'runTriggerTest'
  | 'listTriggerRuns'
  | 'suggestTriggerQueries'
  | 'optimizeTriggerDescription';

/** What the calls use of the service. */
export interface TriggerContext extends Pick<AgentHandlersContext, 'snapshots' | 'fence'> {
  guard: PathGuard;
  /** The open libraries: each root as opened, and its real path. */
  libraries: () => { root: string; real: string }[];
  settings: SettingsStore;
  keys: ModelKeys;
  jobs: Jobs;
  runs: TriggerRuns;
  /** Where the agents' own folders are (the competitors of a run against installed skills). */
  env: AgentEnv;
  /** How requests reach the provider (tests shorten retries and timeouts). */
  client?: ClientOptions;
}

/** The handlers of the trigger-test calls. */
export function triggerHandlers(ctx: TriggerContext): Pick<StudioHandlers, TriggerCalls> {
  const prepare = (setup: TriggerSetup) => prepareTrigger(ctx, setup);

  return {
    estimateTriggerTest: async ({ price: given, ...setup }) => {
      const { connection, prompt, queries } = prepare(setup);
      const price = given ?? priceFor(connection.model);
      const estimate = await estimateTriggerRun({
        queries: queries.map((q) => q.query),
        context: promptText(prompt),
        outputTokensPerRequest: TYPICAL_REPLY_TOKENS,
        runsPerQuery: setup.runs,
        price,
      });
      return {
        queries: queries.length,
        requests: estimate.requests,
        inputTokens: estimate.inputTokens,
        outputTokens: estimate.outputTokens,
        ...(estimate.cost !== undefined && { cost: estimate.cost }),
        ...(price && { price: { ...price } }),
        notListed: prompt.candidate === undefined,
        leftOut: prompt.leftOut,
      };
    },
    runTriggerTest: async ({ job, concurrency, threshold, ...setup }) => {
      const prepared = prepare(setup);
      const { dir, connection, prompt } = prepared;
      const input = await runInputOf(ctx, prepared, setup, concurrency);
      const result = await ctx.jobs.run(job, ({ signal, progress }) =>
        runTriggers(input, {
          signal,
          onProgress: (p) => progress(p.done, p.total, { failed: p.failed }),
        }),
      );
      const record: TriggerRunRecord = {
        id: randomUUID(),
        date: new Date().toISOString(),
        skill: skillOf(dir, ctx.fence()),
        agent: setup.agent,
        model: modelOf(connection),
        runsPerQuery: setup.runs,
        threshold,
        ...scoreRuns(result.queries, threshold),
        leftOut: prompt.leftOut,
        notListed: prompt.candidate === undefined,
        ...(result.stopped && {
          stopped:
            result.stopped.kind === 'cancelled'
              ? { kind: 'cancelled' as const }
              : { kind: 'failed' as const, text: outcomeMessage(result.stopped.failure) },
        }),
      };
      await ctx.runs.add(record);
      return record;
    },
    listTriggerRuns: async ({ dir }) => ctx.runs.list(ctx.guard.resolve(dir)),
    ...suggestHandler(ctx),
    ...optimizeHandler(ctx),
  };
}

function skillOf(dir: string, fence: Fence): TriggerRunRecord['skill'] {
  let text = '';
  try {
    text = skillText(dir, 'SKILL.md', fence) ?? '';
  } catch {
    // A skill whose SKILL.md went away or was swapped mid-run is still recorded, by its folder.
  }
  const data = parseSkillFile(text).data;
  const field = (name: string) => (typeof data?.[name] === 'string' ? data[name] : '');
  return {
    dir,
    name: field('name'),
    description: field('description'),
    contentHash: folderHash(dir),
  };
}

const modelOf = (c: ModelConnection): TriggerRunRecord['model'] => ({
  label: c.label ?? c.model,
  provider: c.provider,
  model: c.model,
  baseUrl: shownBaseUrl(c),
});
