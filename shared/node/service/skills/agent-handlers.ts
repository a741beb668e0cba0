/**
 * The agent calls of the contract: simulate an agent on the libraries (from a snapshot kept
 * per root until the root changes) under the agent settings in force, and read and change
 * those settings.
 */
import { bodyBudgets, catalogueBudgets, measureText } from '../../../agent/measure';
import { AGENTS } from '../../../agent/registry';
import { withAgentSettings } from '../../../agent/settings';
import type { LibrarySnapshot, RootSnapshot } from '../../../agent/types';
import type { StudioHandlers } from '../../../ipc/contract';
import type { Fence } from '../../link-fence';
import { readLibrarySnapshot } from '../../library-snapshot';
import type { StudioEvents } from '../events';
import type { RootIndex } from '../libraries/library-index';
import type { PathGuard } from '../path-guard';
import { agentSettingsOf, type SettingsStore } from '../settings/settings';
import { SkillOpError } from './skill-ops';

/** The agent calls of the contract. */
export type AgentCalls = 'simulate' | 'readAgentSettings' | 'setAgentSettings';

/** What the agent calls use of the service. */
export interface AgentHandlersContext {
  guard: PathGuard;
  /** The open libraries, by root. */
  indexes: ReadonlyMap<string, RootIndex>;
  /** Each root's snapshot for the agent views, dropped by the lifecycle when the root changes. */
  snapshots: Map<string, RootSnapshot>;
  /** Where the agent settings are kept. */
  settings: SettingsStore;
  events: StudioEvents;
  /** The open libraries, the only folders whose content is read (link-fence.ts). */
  fence: () => Fence;
}

/**
 * The libraries `roots` as the agents read them, each root's snapshot kept until it changes.
 * Every root must be an open library.
 */
export function librarySnapshot(
  ctx: Pick<AgentHandlersContext, 'guard' | 'snapshots' | 'fence'>,
  roots: readonly string[],
): LibrarySnapshot {
  for (const root of roots) ctx.guard.resolve(root);
  return {
    roots: roots.map((root) => {
      const cached = ctx.snapshots.get(root);
      if (cached) return cached;
      const [snapshot] = readLibrarySnapshot([root], undefined, ctx.fence()).roots;
      if (!snapshot) throw new SkillOpError('library-unreadable', { path: root });
      ctx.snapshots.set(root, snapshot);
      return snapshot;
    }),
  };
}

/** The handlers of simulate and the agent settings. */
export function agentHandlers(ctx: AgentHandlersContext): Pick<StudioHandlers, AgentCalls> {
  return {
    readAgentSettings: () => Promise.resolve(agentSettingsOf(ctx.settings.read())),
    setAgentSettings: async (patch) => {
      // Read and merged at once (no await between), so two clients changing different keys
      // at the same time both keep their change.
      const current = ctx.settings.read();
      const agents = withAgentSettings(agentSettingsOf(current), patch);
      await ctx.settings.write({ ...ctx.settings.read(), agents });
      const inForce = agentSettingsOf(ctx.settings.read());
      ctx.events.emit('agentSettingsChanged', inForce);
      return inForce;
    },
    simulate: async ({ agent, roots, skill, args }) => {
      const library = librarySnapshot(ctx, roots ?? [...ctx.indexes.keys()]);
      const loaded = AGENTS[agent].load(library, agentSettingsOf(ctx.settings.read()));
      if (skill === undefined) {
        const view = loaded.catalogue();
        const measure = await measureText(view.text);
        return { kind: 'catalogue', view, measure, budgets: catalogueBudgets(view, measure) };
      }
      const view = loaded.call(skill, args ?? '');
      const measure = await measureText(view.parts.map((p) => p.text).join('\n\n'));
      return {
        kind: 'call',
        view,
        measure,
        budgets: view.skill ? await bodyBudgets(view.skill.body) : [],
      };
    },
  };
}
