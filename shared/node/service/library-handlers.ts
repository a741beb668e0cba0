/**
 * The library calls of the contract: list, add and remove library roots, and list their
 * skills. Opening and watching a root stay the service's lifecycle (studio-service.ts); these
 * handlers reach it through `LibraryHandlersContext`.
 */
import { existsSync, statSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import type { CallOutput, StudioHandlers } from '../../ipc/contract';
import type { StudioEvents } from './events';
import type { RootIndex } from './library-index';
import type { SettingsStore } from './settings';
import { expandHome } from './folder-handlers';
import { SkillOpError } from './skill-ops';

/** What the library calls use of the service. */
export interface LibraryHandlersContext {
  settings: SettingsStore;
  /** The open libraries, by root (a removed root's index is deleted here). */
  indexes: Map<string, RootIndex>;
  /** Opens a root: reads it and starts watching it. */
  open: (root: string) => unknown;
  /** The root's watcher start-up (and catch-up), while it is open. */
  watched: (root: string) => Promise<void> | undefined;
  /** Drops what the service keeps of a removed root besides its index. */
  forget: (root: string) => void;
  unwatch: (real: string) => Promise<void>;
  events: StudioEvents;
  /** The open libraries changed: links into or out of them are read again (link-fence.ts). */
  relink: () => void;
  libraryInfo: (root: string) => CallOutput<'listLibraries'>[number];
  /** The home folder "~" stands for. */
  home: string;
}

/** The library calls' handlers. */
export function libraryHandlers(
  ctx: LibraryHandlersContext,
): Pick<StudioHandlers, 'listLibraries' | 'addLibrary' | 'removeLibrary' | 'listSkills'> {
  return {
    listLibraries: () => Promise.resolve(ctx.settings.read().roots.map((r) => ctx.libraryInfo(r))),
    addLibrary: async ({ path }) => {
      // "~/skills" is the home folder's, as a user types it in the browser's path box.
      const typed = /^~([/\\]|$)/.test(path) ? expandHome(path, ctx.home) : path;
      const root = resolve(typed);
      if (!isAbsolute(typed) || !existsSync(root) || !statSync(root).isDirectory()) {
        throw new SkillOpError('not-a-folder', { path });
      }
      const current = ctx.settings.read();
      if (!current.roots.includes(root)) {
        await ctx.settings.write({ ...current, roots: [...current.roots, root] });
        ctx.open(root);
        ctx.relink();
        await ctx.watched(root);
        ctx.events.emit(
          'librariesChanged',
          ctx.settings.read().roots.map((r) => ctx.libraryInfo(r)),
        );
      }
      return ctx.libraryInfo(root);
    },
    removeLibrary: async ({ root }) => {
      const current = ctx.settings.read();
      await ctx.settings.write({ ...current, roots: current.roots.filter((r) => r !== root) });
      const index = ctx.indexes.get(root);
      ctx.indexes.delete(root);
      ctx.forget(root);
      if (index) await ctx.unwatch(index.real ?? root);
      ctx.relink();
      ctx.events.emit(
        'librariesChanged',
        ctx.settings.read().roots.map((r) => ctx.libraryInfo(r)),
      );
      return {};
    },
    listSkills: ({ root }) =>
      Promise.resolve(
        [...ctx.indexes.values()]
          .filter((i) => root === undefined || i.root === root)
          .map((i) => ({
            root: i.root,
            skills: i.summaries(),
            skipped: i.skipped.map((s) => ({ rel: s.rel, reason: s.reason })),
          })),
      ),
  };
}
