/**
 * What a trigger call reads before it sends anything, the same for an estimate, a run and an
 * optimization: the skill's folder (inside an open library), the saved connection, the
 * competing skills' snapshot (this library, every open one, or the agent's personal folders
 * beside the skill alone: shared/triggers/competitors.ts), the agent settings, the
 * agent's listing as the request carries it, and the skill's queries
 * (evals/trigger-queries.json; missing, empty or wrong refuses the call in its words).
 */
import { join } from 'node:path';
import { AGENTS } from '../../../agent/registry';
import type { TriggerAgentId } from '../../../agent/skill-tools';
import type { RootSnapshot } from '../../../agent/types';
import type { AgentEnv } from '../../../install/agents';
import { installedCompetitors } from '../../../triggers/competitors';
import { listAgents } from '../../install/agent-folders';
import type { TriggerRunInput } from '../../triggers/run-triggers';
import { readLibrarySnapshot } from '../../library-snapshot';
import type { TriggerSetup } from '../../../ipc/trigger-calls';
import { TextError } from '../../../ipc/service-text';
import { isInside } from '../../../studio/paths';
import { parseTriggerQueries, TRIGGER_QUERIES_PATH } from '../../../triggers/queries';
import { triggerPrompt } from '../../../triggers/request';
import type { Fence } from '../../link-fence';
import { savedConnection } from '../models/model-handlers';
import { agentSettingsOf } from '../settings/settings';
import { librarySnapshot } from '../skills/agent-handlers';
import { skillText } from './skill-texts';
import type { TriggerContext } from './trigger-handlers';

/** What preparing a trigger call uses of the service. */
export type SetupContext = Pick<
  TriggerContext,
  'guard' | 'settings' | 'libraries' | 'snapshots' | 'fence' | 'env'
>;

/** Everything a trigger call reads before it sends anything (see the header). */
export function prepareTrigger(ctx: SetupContext, setup: TriggerSetup) {
  const dir = ctx.guard.resolve(setup.dir);
  const connection = savedConnection(ctx.settings, setup.connection);
  const open = ctx.libraries();
  const own = open.find((l) => isInside(l.real, dir));
  if (!own) throw new TextError('AccessDenied', 'access-denied', { path: setup.dir });
  const library =
    setup.competitors === 'installed'
      ? installedCompetitors(
          librarySnapshot(ctx, [own.root]).roots[0] ?? emptyRoot(own.root),
          dir,
          personalFolders(ctx.env, setup.agent),
        )
      : librarySnapshot(
          ctx,
          setup.competitors === 'library' ? [own.root] : open.map((l) => l.root),
        );
  const settings = agentSettingsOf(ctx.settings.read());
  const view = AGENTS[setup.agent].load(library, settings).catalogue();
  const prompt = triggerPrompt(setup.agent, view, dir);
  return { dir, connection, library, settings, prompt, queries: queriesOf(dir, ctx.fence()) };
}

/**
 * The agent's personal skill folders that exist here, read as the install feature finds them
 * (each read on its own, so a link inside one leads nowhere outside it).
 */
function personalFolders(env: AgentEnv, agent: TriggerAgentId): RootSnapshot[] {
  const folders = listAgents(env).find((a) => a.id === agent)?.folders ?? [];
  return folders
    .filter((f) => f.scope === 'personal' && f.exists)
    .flatMap((f) => readLibrarySnapshot([f.path]).roots);
}

const emptyRoot = (dir: string): RootSnapshot => ({
  dir,
  entries: [],
  skills: [],
  walked: [],
  unfollowedLinks: [],
});

/**
 * What a prepared call runs: the run's input (the optimizer's starts from it), with the
 * connection's key read from the key store.
 */
export async function runInputOf(
  ctx: Pick<TriggerContext, 'keys' | 'client'>,
  prepared: ReturnType<typeof prepareTrigger>,
  setup: TriggerSetup,
  concurrency: number,
): Promise<TriggerRunInput> {
  const { dir, connection, library, settings, queries } = prepared;
  return {
    connection,
    key: await ctx.keys.store.get(connection.id),
    agent: setup.agent,
    settings,
    library,
    candidateDir: dir,
    queries,
    runs: setup.runs,
    concurrency,
    ...(ctx.client && { client: ctx.client }),
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
