/**
 * The library calls of the contract: list, add and remove library roots, and list their
 * skills. Opening, watching and closing a root are the lifecycle's (library-lifecycle.ts).
 */
import { existsSync, statSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import type { StudioHandlers } from '../../../ipc/contract';
import { expandHome } from './folder-handlers';
import { withRecent } from './recent-folders';
import type { LibraryLifecycle } from './library-lifecycle';
import type { SettingsStore } from '../settings/settings';
import { SkillOpError } from '../skills/skill-ops';

/** The library calls of the contract. */
export type LibraryCalls = 'listLibraries' | 'addLibrary' | 'removeLibrary' | 'listSkills';

/** What the library calls use of the service. */
export interface LibraryHandlersContext {
  settings: SettingsStore;
  libraries: Pick<
    LibraryLifecycle,
    'indexes' | 'open' | 'watched' | 'close' | 'relink' | 'libraryInfo' | 'announce' | 'version'
  >;
  /** The home folder "~" stands for. */
  home: string;
}

/** The library calls' handlers. */
export function libraryHandlers({
  settings,
  libraries,
  home,
}: LibraryHandlersContext): Pick<StudioHandlers, LibraryCalls> {
  return {
    listLibraries: () =>
      Promise.resolve(settings.read().roots.map((r) => libraries.libraryInfo(r))),
    addLibrary: async ({ path }) => {
      // "~/skills" is the home folder's, as a user types it in the browser's path box.
      const typed = /^~([/\\]|$)/.test(path) ? expandHome(path, home) : path;
      const root = resolve(typed);
      if (!isAbsolute(typed) || !existsSync(root) || !statSync(root).isDirectory()) {
        throw new SkillOpError('not-a-folder', { path });
      }
      const current = settings.read();
      if (!current.roots.includes(root)) {
        await settings.write(withRecent({ ...current, roots: [...current.roots, root] }, root));
        libraries.open(root);
        libraries.relink();
        await libraries.watched(root);
        libraries.announce();
      }
      return libraries.libraryInfo(root);
    },
    removeLibrary: async ({ root }) => {
      const current = settings.read();
      // Removed, it is the first folder Add library offers back.
      await settings.write(
        withRecent({ ...current, roots: current.roots.filter((r) => r !== root) }, root),
      );
      await libraries.close(root);
      libraries.relink();
      libraries.announce();
      return {};
    },
    listSkills: ({ root, limit }) =>
      Promise.resolve(
        [...libraries.indexes.values()]
          .filter((i) => root === undefined || i.root === root)
          .map((i) => {
            const skills = i.summaries();
            const cut = limit !== undefined && skills.length > limit;
            return {
              root: i.root,
              // A copy: the index hands the same array to every caller until it changes.
              skills: cut ? skills.slice(0, limit) : [...skills],
              skipped: i.skipped.map((s) => ({ rel: s.rel, reason: s.reason })),
              ...(cut && { total: skills.length }),
              version: libraries.version,
            };
          }),
      ),
  };
}
