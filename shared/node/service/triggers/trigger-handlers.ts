/**
 * The trigger-test calls: a skill's queries (its evals/trigger-queries.json) run against a
 * connected model with an agent's listing of the skill's library, as a job the page follows
 * and stops; every run, finished or not, is kept (trigger-runs.ts) and returned. Suggested
 * queries come from suggest-handler.ts.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { AGENTS } from '../../../agent/registry';

import type { StudioHandlers } from '../../../ipc/contract';
import type { TriggerSetup } from '../../../ipc/trigger-calls';
import { TextError } from '../../../ipc/service-text';
import { shownBaseUrl, type ModelConnection } from '../../../models/connection';
import type { ModelKeys } from '../../../models/key-store';
import { outcomeMessage } from '../../../models/outcome';
import { parseSkillFile } from '../../../skill/parse';
import { isInside } from '../../../studio/paths';
import { estimateTriggerRun } from '../../../triggers/estimate';
import { priceFor } from '../../../triggers/prices';
import { parseTriggerQueries, TRIGGER_QUERIES_PATH } from '../../../triggers/queries';
import { scoreRuns, type TriggerRunRecord } from '../../../triggers/record';
import { promptText, triggerPrompt, TYPICAL_REPLY_TOKENS } from '../../../triggers/request';
import { folderHash } from '../../install/skill-hash';
import type { ClientOptions } from '../../models/sdk-clients';
import { runTriggers } from '../../triggers/run-triggers';
import type { Jobs } from '../jobs';
import type { PathGuard } from '../path-guard';
import { agentSettingsOf, type SettingsStore } from '../settings/settings';
import { librarySnapshot, type AgentHandlersContext } from '../skills/agent-handlers';
import { savedConnection } from '../models/model-handlers';
import { suggestHandler } from './suggest-handler';
import { skillText } from './skill-texts';
import type { TriggerRuns } from './trigger-runs';
import type { Fence } from '../../link-fence';

/** The calls of this group. */
export type TriggerCalls =
  'estimateTriggerTest' | 'runTriggerTest' | 'listTriggerRuns' | 'suggestTriggerQueries';

/** What the calls use of the service. */
export interface TriggerContext extends Pick<AgentHandlersContext, 'snapshots' | 'fence'> {
  guard: PathGuard;
  /** The open libraries: each root as opened, and its real path. */
  libraries: () => { root: string; real: string }[];
  settings: SettingsStore;
  keys: ModelKeys;
  jobs: Jobs;
  runs: TriggerRuns;
  /** How requests reach the provider (tests shorten retries and timeouts). */
  client?: ClientOptions;
}

/** The handlers of the trigger-test calls. */
export function triggerHandlers(ctx: TriggerContext): Pick<StudioHandlers, TriggerCalls> {
  // Everything a run or an estimate reads before it sends anything.
  const prepare = (setup: TriggerSetup) => {
    const dir = ctx.guard.resolve(setup.dir);
    const connection = savedConnection(ctx.settings, setup.connection);
    const open = ctx.libraries();
    const own = open.find((l) => isInside(l.real, dir));
    if (!own) throw new TextError('AccessDenied', 'access-denied', { path: setup.dir });
    const roots = setup.competitors === 'library' ? [own.root] : open.map((l) => l.root);
    const library = librarySnapshot(ctx, roots);
    const settings = agentSettingsOf(ctx.settings.read());
    const view = AGENTS[setup.agent].load(library, settings).catalogue();
    const prompt = triggerPrompt(setup.agent, view, dir);
    return { dir, connection, library, settings, prompt, queries: queriesOf(dir, ctx.fence()) };
  };

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
      const { dir, connection, library, settings, prompt, queries } = prepare(setup);
      const key = await ctx.keys.store.get(connection.id);
      const result = await ctx.jobs.run(job, ({ signal, progress }) =>
        runTriggers(
          {
            connection,
            key,
            agent: setup.agent,
            settings,
            library,
            candidateDir: dir,
            queries,
            runs: setup.runs,
            concurrency,
            ...(ctx.client && { client: ctx.client }),
          },
          { signal, onProgress: (p) => progress(p.done, p.total, { failed: p.failed }) },
        ),
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
  };
}

/** The skill's queries; a file that is missing, empty or wrong refuses the run in its words. */
function queriesOf(dir: string, fence: Fence) {
  const file = join(dir, TRIGGER_QUERIES_PATH);
  const text = skillText(dir, TRIGGER_QUERIES_PATH, fence);
  if (text === undefined)
    throw new TextError('NoTriggerQueries', 'trigger-queries-missing', { path: file });
  const read = parseTriggerQueries(text, TRIGGER_QUERIES_PATH);
  if (!read.ok)
    throw new TextError('BadTriggerQueries', 'trigger-queries-bad', {
      problem: read.error.message,
    });
  if (read.queries.length === 0)
    throw new TextError('NoTriggerQueries', 'trigger-queries-missing', { path: file });
  return read.queries;
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
