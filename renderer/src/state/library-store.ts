/**
 * The libraries and their skills, hydrated once from the service and kept live by its events
 * (deltas, never reloads; a delta that arrives while a list is being read is not lost to it,
 * see list-reads.ts). Also what the user picked in the list: the open skill, and the
 * skills marked for a bundle.
 */
import { create } from 'zustand';
import type { Message } from '../../../shared/i18n/message';
import type { CallOutput, LibraryInfo, SkillListEntry } from '../../../shared/ipc/contract';
import { applySkillsDelta, type StatusFilter } from '../../../shared/studio/library-list';
import { isInsidePath } from '../../../shared/studio/paths';
import { translate } from '../i18n/i18n';
import { errorText } from '../i18n/service-text';
import { heardDelta, readLists, type CatchUp } from './list-reads';
import { toast } from '../ui/toasts';
import { useEditor } from './editor-store';
import { bridge, studio } from './studio';
import { searchTextSoon } from './text-search';
import { useUi } from './ui-store';

/** One library's list. */
export interface LibraryList {
  skills: SkillListEntry[];
  skipped: { rel: string; reason: Message }[];
  /** While only the first skills are listed (the rest on their way): how many there are in all. */
  total?: number;
}

/**
 * Skills of each library read first when the studio opens, before the rest: a screenful and
 * more (a 10,000-skill list is 2.5 MB to send and read, 7.8 MB before its wire form: most of a
 * second before the first row).
 */
export const FIRST_ROWS = 300;

interface LibraryState {
  /** 'listing': the first skills of a large library are shown, the rest on their way. */
  status: 'loading' | 'listing' | 'ready' | 'failed';
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

// The store's lists from what listSkills answered, each brought up to the deltas heard meanwhile.
function listsOf(lists: CallOutput<'listSkills'>, catchUp: CatchUp): Record<string, LibraryList> {
  return Object.fromEntries(
    lists.map((l) => [
      l.root,
      {
        skills: catchUp(l.root, l.skills),
        skipped: l.skipped,
        ...(l.total !== undefined && { total: l.total }),
      },
    ]),
  );
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
      // When the studio opens, each library's first skills, then every one, asked for once
      // the first have come: one after the other, they are not queued behind the whole list
      // (a 10,000-skill one is 2.5 MB to send and read). The deltas heard meanwhile are
      // applied on top of both (list-reads.ts).
      const opening = useLibrary.getState().status === 'loading';
      const [, first] = await readLists(
        () =>
          Promise.all([
            studio().listLibraries({}),
            studio().listSkills(opening ? { limit: FIRST_ROWS } : {}),
          ]),
        ([libraries, lists], catchUp) => {
          set({
            status: lists.some((l) => l.total !== undefined) ? 'listing' : 'ready',
            libraries,
            lists: listsOf(lists, catchUp),
          });
        },
      );
      if (first.every((l) => l.total === undefined)) return;
      await readLists(
        () => studio().listSkills({}),
        (lists, catchUp) => set({ status: 'ready', lists: listsOf(lists, catchUp) }),
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
          lists: list
            ? {
                ...s.lists,
                [list.root]: { skills: catchUp(list.root, list.skills), skipped: list.skipped },
              }
            : s.lists,
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
      const inRoot = (dir: string | undefined) => dir !== undefined && isInsidePath(root, dir);
      return {
        libraries: s.libraries.filter((l) => l.root !== root),
        lists,
        marked: s.marked.filter((d) => !inRoot(d)),
        ...(inRoot(s.selected) && { selected: undefined }),
      };
    });
  },

  select: (selected) => set({ selected }),
  mark: (dir, how) =>
    set((s) => {
      if (how === 'only') return { marked: [dir] };
      if (how === 'add') return { marked: s.marked.includes(dir) ? s.marked : [...s.marked, dir] };
      return {
        marked: s.marked.includes(dir) ? s.marked.filter((d) => d !== dir) : [...s.marked, dir],
      };
    }),
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
 * once two or more are marked, whichever skill is open (marking is how a bundle is made), else
 * the open skill alone.
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
        return {
          lists: {
            ...s.lists,
            [delta.root]: { ...list, skills: applySkillsDelta(list.skills, delta) },
          },
        };
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
              lists: {
                ...s.lists,
                [list.root]: { skills: catchUp(list.root, list.skills), skipped: list.skipped },
              },
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
