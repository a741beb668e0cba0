/**
 * Where each library's skills will be used (its targets), chosen by the user once per library
 * and kept in the settings file, so a reload, a new browser and a restart all keep them. Only
 * an open library's targets can be set; those of a library since closed are kept, so adding it
 * again brings them back.
 */
import type { StudioHandlers } from '../../../ipc/contract';
import { orderedTargets } from '../../../skill/targets';
import { AccessDenied } from '../path-guard';
import type { StudioEvents } from '../events';
import type { SettingsStore } from './settings';

/** What the calls use of the service. */
export interface TargetsContext {
  settings: SettingsStore;
  events: StudioEvents;
}

/** The calls of this group. */
export type TargetCalls = 'readTargets' | 'setTargets';

/** The handlers of readTargets and setTargets. */
export function targetHandlers(ctx: TargetsContext): Pick<StudioHandlers, TargetCalls> {
  return {
    readTargets: () => {
      const { roots, targets = {} } = ctx.settings.read();
      const byRoot: Record<string, ReturnType<typeof orderedTargets>> = {};
      for (const root of roots) {
        const kept = targets[root];
        if (kept) byRoot[root] = orderedTargets(kept);
      }
      return Promise.resolve({ byRoot });
    },
    setTargets: async ({ root, targets }) => {
      const settings = ctx.settings.read();
      // A root that is not an open library is a bug or an attack: nothing is kept for it.
      if (!settings.roots.includes(root)) throw new AccessDenied(root);
      const kept = orderedTargets(targets);
      // Read and written with no await between: two windows' choices for two libraries both stay.
      await ctx.settings.write({ ...settings, targets: { ...settings.targets, [root]: kept } });
      ctx.events.emit('targetsChanged', { root, targets: kept });
      return { targets: kept };
    },
  };
}
