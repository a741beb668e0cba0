/**
 * The libraries and their skills, hydrated once from the service and kept live by its events
 * (versioned deltas, never reloads; one that arrives while a list is being read is not lost to
 * it, see list-reads.ts). Also what the user picked in the list: the open skill, and the
 * skills marked for a bundle.
 */
import { marksAfter } from '../../../shared/studio/skill-marks';
import { create } from 'zustand';
import type { Message } from '../../../shared/i18n/message';
import type { CallOutput, LibraryInfo, SkillListEntry } from '../../../shared/ipc/contract';
import type { StatusFilter } from '../../../shared/studio/library-list';
import { isInside } from '../../../shared/studio/paths';
import { translate } from '../i18n/i18n';
import { errorText } from '../i18n/service-text';
import { applyNewer, heardDelta, readLists, type CatchUp } from './list-reads';
import { toast } from '../ui/toasts';
import { useEditor } from './editor-store';
import { bridge, studio } from './studio';
import { searchTextSoon } from './text-search';
import { useUi } from './ui-store';

/** One library's list, as of its version (list-reads.ts). */
export interface LibraryList {
  skills: SkillListEntry[];
  skipped: { rel: string; reason: Message }[];
  version: number;
  /** How many skills the library has, while `skills` holds only the first screenful of them. */
  total?: number;
}

// The first time, the first screenful of each library is read and drawn before the whole
// list: a page takes over a second to receive and take in 10,000 skills (docs/performance.md).
const FIRST_SCREEN = 100;

/** Whether every library's list is whole (none is still only its first screenful). */
export function listedWhole(lists: Record<string, LibraryList>): boolean {
  return Object.values(lists).every((l) => l.total === undefined);
}

interface LibraryState {
  status: 'loading' | 'ready' | 'failed';
  error?: string;
  libraries: LibraryInfo[];
  lists: Record<string, LibraryList>;
  /** The skill open in the editor (its folder). */
  selected?: string;
  /** Skills marked for a bundle (folders). */
  marked: string[];
  query: string;
  statusFilter: StatusFilter;
  hydrate: () => Promise<void>;
  addLibrary: (path: string) => Promise<LibraryInfo>;
  removeLibrary: (root: string) => Promise<void>;
  select: (dir: string | undefined) => void;
  mark: (dir: string, how: 'toggle' | 'only' | 'add') => void;
  clearMarks: () => void;
  setQuery: (query: string) => void;
  setStatusFilter: (filter: StatusFilter) => void;
}

// A list as listSkills answered it, brought up to the events heard meanwhile.
function listOf(l: CallOutput<'listSkills'>[number], catchUp: CatchUp): LibraryList {
  return {
    ...catchUp(l.root, { skills: l.skills, version: l.version }),
    skipped: l.skipped,
    ...(l.total !== undefined && { total: l.total }),
  };
}

// The lists of a listSkills answer, by root.
function byRoot(lists: CallOutput<'listSkills'>, catchUp: CatchUp): Record<string, LibraryList> {
  return Object.fromEntries(lists.map((l) => [l.root, listOf(l, catchUp)]));
}

/** The library store. */
export const useLibrary = create<LibraryState>()((set) => ({
  status: 'loading',
  libraries: [],
  lists: {},
  marked: [],
  query: '',
  statusFilter: 'all',

  hydrate: async () => {
    try {
      // Later reads (a reconnection, after an import) replace whole lists with whole lists.
      const first = useLibrary.getState().status === 'loading';
      const [, lists] = await readLists(
        () =>
          Promise.all([
            studio().listLibraries({}),
            studio().listSkills(first ? { limit: FIRST_SCREEN } : {}),
          ]),
        ([libraries, lists], catchUp) => {
          set({
            status: 'ready',
            libraries,
            lists: byRoot(lists, catchUp),
          });
        },
      );
      if (lists.every((l) => l.total === undefined)) return;
      await readLists(
        () => studio().listSkills({}),
        (whole, catchUp) => {
          // A library removed meanwhile is not brought back.
          set((s) => ({
            lists: {
              ...s.lists,
              ...byRoot(
                whole.filter((l) => s.lists[l.root]),
                catchUp,
              ),
            },
          }));
        },
      );
    } catch (error) {
      set({ status: 'failed', error: errorText(error) });
    }
  },

  addLibrary: async (path) => {
    const { info } = await readLists(
      async () => {
        const info = await studio().addLibrary({ path });
        const [list] = await studio().listSkills({ root: info.root });
        return { info, list };
      },
      ({ info, list }, catchUp) => {
        set((s) => ({
          libraries: s.libraries.some((l) => l.root === info.root)
            ? s.libraries
            : [...s.libraries, info],
          lists: list ? { ...s.lists, [list.root]: listOf(list, catchUp) } : s.lists,
        }));
      },
    );
    // Unsaved text kept from when this library was removed comes back, and says so.
    const back = await useEditor.getState().restoreDrafts(info.root);
    if (back.length > 0)
      toast(
        translate(useUi.getState().locale, 'library.draftsBack', {
          count: back.length,
          name: info.name,
        }),
      );
    return info;
  },

  removeLibrary: async (root) => {
    await studio().removeLibrary({ root });
    useEditor.getState().shelveInside(root);
    set((s) => {
      const { [root]: _gone, ...lists } = s.lists;
      const inRoot = (dir: string | undefined) => dir !== undefined && isInside(root, dir);
      return {
        libraries: s.libraries.filter((l) => l.root !== root),
        lists,
        marked: s.marked.filter((d) => !inRoot(d)),
        ...(inRoot(s.selected) && { selected: undefined }),
      };
    });
  },

  select: (selected) => set({ selected }),
  mark: (dir, how) => set((s) => ({ marked: marksAfter(s.marked, dir, how, s.selected) })),
  clearMarks: () => set({ marked: [] }),
  setQuery: (query) => {
    set({ query });
    // The files are searched by the service once typing pauses; names and descriptions now.
    searchTextSoon(query);
  },
  setStatusFilter: (statusFilter) => set({ statusFilter }),
}));

/**
 * The skills a bundle action (package) works on from the open skill's view: the marked ones
 * once two or more are marked (the open skill among them when the first mark brought it
 * along, skill-marks.ts), else the open skill alone.
 */
export function bundleDirs(marked: string[], open: string): string[] {
  return marked.length > 1 ? marked : [open];
}

/** Keeps the store current from the service's events; returns the unsubscribe. */
export function wireLibraryEvents(): () => void {
  const api = studio();
  const offs = [
    api.on('skillsChanged', (delta) => {
      heardDelta(delta);
      useLibrary.setState((s) => {
        const list = s.lists[delta.root];
        if (!list) return s;
        const next = applyNewer(list, delta);
        return next === list ? s : { lists: { ...s.lists, [delta.root]: next } };
      });
    }),
    api.on('librariesChanged', (libraries) => {
      const known = useLibrary.getState().lists;
      useLibrary.setState({ libraries });
      // A library that came back (or was added elsewhere) is listed afresh.
      for (const library of libraries) {
        if (known[library.root] && library.exists) continue;
        void readLists(
          () => api.listSkills({ root: library.root }),
          ([list], catchUp) => {
            if (!list) return;
            useLibrary.setState((s) => ({
              lists: { ...s.lists, [list.root]: listOf(list, catchUp) },
            }));
          },
        );
      }
    }),
    bridge().onReconnect(() => void useLibrary.getState().hydrate()),
  ];
  return () => {
    for (const off of offs) off();
  };
}

/** The entry of a skill folder, wherever it is listed. */
export function findEntry(
  lists: Record<string, LibraryList>,
  dir: string | undefined,
): { root: string; entry: SkillListEntry } | undefined {
  if (dir === undefined) return undefined;
  for (const [root, list] of Object.entries(lists)) {
    const entry = list.skills.find((s) => s.dir === dir);
    if (entry) return { root, entry };
  }
  return undefined;
}
