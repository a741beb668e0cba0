/**
 * The agent and packaging calls of the contract: simulate an agent on the libraries (from a
 * snapshot kept per root until the root changes) under the agent settings in force, read and
 * change those settings, package or export skills, import an archive.
 */
import { bodyBudgets, catalogueBudgets, measureText } from '../../agent/measure';
import { AGENTS } from '../../agent/registry';
import { withAgentSettings } from '../../agent/settings';
import type { RootSnapshot } from '../../agent/types';
import type { StudioHandlers } from '../../ipc/contract';
import type { Fence } from '../link-fence';
import { readLibrarySnapshot } from '../library-snapshot';
import type { RootIndex } from './library-index';
import { exportForClient } from './export-ops';
import { importForClient, packageForClient } from './package-ops';
import type { PathGuard } from './path-guard';
import { SkillOpError } from './skill-ops';
import type { StudioEvents } from './events';
import { agentSettingsOf, type SettingsStore } from './settings';

/** What the agent and packaging calls use of the service. */
export interface AgentPackageContext {
  guard: PathGuard;
  userData: string;
  /** The open libraries, by root. */
  indexes: ReadonlyMap<string, RootIndex>;
  /** Each root's snapshot for the agent views, dropped by the service when the root changes. */
  snapshots: Map<string, RootSnapshot>;
  /** The lists brought up to date at once for paths the service changed. */
  refresh: (paths: string[]) => void;
  /** Where the agent settings are kept. */
  settings: SettingsStore;
  events: StudioEvents;
  /** The open libraries, the only folders whose content is read (link-fence.ts). */
  fence: () => Fence;
}

type AgentPackageCalls =
  | 'simulate'
  | 'readAgentSettings'
  | 'setAgentSettings'
  | 'packageSkills'
  | 'exportSkills'
  | 'importArchive';

/** The handlers of simulate, the agent settings, packageSkills, exportSkills and importArchive. */
export function agentPackageHandlers(
  ctx: AgentPackageContext,
): Pick<StudioHandlers, AgentPackageCalls> {
  const { guard } = ctx;
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
      const chosen = roots ?? [...ctx.indexes.keys()];
      for (const root of chosen) guard.resolve(root);
      const library = {
        roots: chosen.map((root) => {
          const cached = ctx.snapshots.get(root);
          if (cached) return cached;
          const [snapshot] = readLibrarySnapshot([root], undefined, ctx.fence()).roots;
          if (!snapshot) throw new SkillOpError('library-unreadable', { path: root });
          ctx.snapshots.set(root, snapshot);
          return snapshot;
        }),
      };
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
    packageSkills: async (input) => {
      const dirs = input.dirs.map((dir) => guard.resolve(dir));
      const dest = input.dest === undefined ? undefined : guard.resolveGranted(input.dest);
      return packageForClient(input, dirs, dest, ctx.userData);
    },
    exportSkills: async (input) => {
      const dirs = input.dirs.map((dir) => guard.resolve(dir));
      const dest = input.dest === undefined ? undefined : guard.resolveGranted(input.dest);
      return exportForClient(input, dirs, dest, ctx.userData);
    },
    importArchive: async ({ path, root, conflict }) => {
      const file = guard.resolveGranted(path);
      const library = ctx.indexes.get(root);
      if (!library?.real) throw new SkillOpError('not-a-library', { path: root });
      const result = await importForClient(file, library.real, conflict);
      if (result.imported) ctx.refresh(result.skills.map((s) => s.dir));
      return result;
    },
  };
}
