/**
 * The skills and files open in the editor. Documents change only through the pure functions
 * of shared/studio/documents; this store wires them to the service: reading, conditional
 * saves, and the disk changing underneath (a clean file follows it, a dirty one gets a
 * conflict). Unsaved text is also kept as a draft (drafts.ts).
 */
import { create } from 'zustand';
import type { CallOutput } from '../../../shared/ipc/contract';
import {
  diskChanged,
  editDocument,
  isDirty,
  moveDocuments,
  openDocument,
  resolveConflict,
  savedDocument,
  saveRefused,
  type OpenDocument,
} from '../../../shared/studio/documents';
import type { SaveCause } from '../../../shared/studio/history/version';
import { isInside, movedPath, ownsFile } from '../../../shared/studio/paths';
import { isGone } from '../bridge/call-error';
import { errorText } from '../i18n/service-text';
import { draftFor, draftPaths, forgetDraft, keepDrafts } from './drafts';
import { bridge, studio } from './studio';

// Files with a save on its way: the watcher's report of our own write is not a conflict.
const saving = new Set<string>();
// Files and folders being moved or deleted by the user: their disk changes are not news.
const moving = new Set<string>();
// Saves of one file run one after another, each from the hash the one before it left:
// two at once would send the same base and the second would look like a conflict.
const saveQueue = new Map<string, Promise<unknown>>();
// What made each file's unsaved edits (the form, a fix, the optimizer), told to saveFile so the
// history says it; edits of two kinds, or typing, are a plain save.
const causes = new Map<string, SaveCause>();
// Only the latest openSkill shows its file: a slow read must not land on another skill.
let latestOpen = 0;

/** A skill as opened: its folder, SKILL.md and file list. */
export type SkillDetail = CallOutput<'readSkill'>;

/** What a save came to. */
export type SaveOutcome = 'saved' | 'conflict' | 'failed' | 'unchanged';

interface EditorState {
  details: Record<string, SkillDetail>;
  docs: Record<string, OpenDocument>;
  /** The file shown in the editor. */
  activePath?: string;
  /** Why the last open or save failed, for the banner. */
  error?: string;
  openSkill: (dir: string) => Promise<void>;
  openFile: (path: string) => Promise<void>;
  /** Reads a file into an open document without showing it (a view that edits it as a form). */
  loadFile: (path: string) => Promise<void>;
  /** `cause`: what made the edit, when not the user's typing (the history says it). */
  edit: (path: string, text: string, cause?: SaveCause) => void;
  save: (path: string) => Promise<SaveOutcome>;
  /** Saves every unsaved file (inside `dir` only, when given); true when all of them were saved. */
  saveAll: (dir?: string) => Promise<boolean>;
  /** Forgets the open files of a skill (it was renamed or deleted), drafts included. */
  closeSkill: (dir: string) => void;
  /** Forgets one open file (it was renamed, or is gone and the user let it go). */
  closeFile: (path: string) => void;
  /**
   * Runs `change` (a move, rename or delete of `path` on disk) without the disk's reports of it
   * reaching the open documents meanwhile; `to`: where it went, to move them with it.
   */
  whileMoving: (path: string, change: () => Promise<string | undefined>) => Promise<void>;
  /** Closes every open file at or inside `path` (it was deleted on purpose), drafts included. */
  closeInside: (path: string) => void;
  /**
   * Puts away the open files at or inside `path` (its library was removed) with their
   * unsaved text kept as drafts, to be offered back when the library is added again.
   */
  shelveInside: (path: string) => void;
  /** Reads every open file and skill again (after missed events: a reconnect). */
  refreshAll: () => Promise<void>;
  /**
   * Opens every file with a kept draft (after a reload; inside `folder` only when given: a
   * library added again), so unsaved text is counted and marked at once, not only when its
   * skill happens to be opened again. Returns the files that came back with unsaved text.
   */
  restoreDrafts: (folder?: string) => Promise<string[]>;
  resolve: (path: string, keep: 'mine' | 'theirs') => void;
  /** Throws away unsaved text of a file (the user chose to). */
  revert: (path: string) => void;
  dismissError: () => void;
}

/** The editor store. */
export const useEditor = create<EditorState>()((set, get) => {
  const putDoc = (doc: OpenDocument) => {
    set((s) => ({ docs: { ...s.docs, [doc.path]: doc } }));
  };

  /** Opens a document from what was read, bringing back a kept draft if there is one. */
  const adopt = (content: CallOutput<'readFile'>): OpenDocument => {
    const open = get().docs[content.path];
    if (open) return diskChanged(open, content);
    let doc = openDocument(content);
    const draft = draftFor(content.path);
    if (draft && doc.kind === 'text' && draft.text !== doc.text) {
      doc =
        draft.baseHash === doc.savedHash
          ? editDocument(doc, draft.text)
          : saveRefused(editDocument(doc, draft.text), {
              diskText: doc.savedText,
              diskHash: doc.savedHash,
            });
    }
    return doc;
  };

  /** One save of one file (save() runs them in turn). */
  async function saveNow(path: string): Promise<SaveOutcome> {
    const doc = get().docs[path];
    if (!doc || doc.kind !== 'text') return 'unchanged';
    if (!isDirty(doc)) return 'unchanged';
    const text = doc.text;
    const cause = causes.get(path) ?? 'save';
    saving.add(path);
    try {
      const result = await studio().saveFile({ path, text, baseHash: doc.savedHash, cause });
      // Closed meanwhile (its skill was renamed or deleted): nothing left to update.
      const now = get().docs[path];
      if (!now) return result.ok ? 'saved' : 'conflict';
      if (result.ok) {
        // Typing may have gone on while the save travelled: only what was sent is saved.
        putDoc(savedDocument({ ...now }, text, result.hash));
        if (!isDirty(get().docs[path] ?? now)) {
          forgetDraft(path);
          causes.delete(path);
        }
        return 'saved';
      }
      putDoc(saveRefused(now, result.conflict));
      return 'conflict';
    } catch (error) {
      set({ error: errorText(error) });
      return 'failed';
    } finally {
      saving.delete(path);
    }
  }

  return {
    details: {},
    docs: {},

    openSkill: async (dir) => {
      const ticket = ++latestOpen;
      try {
        const detail = await studio().readSkill({ dir });
        set((s) => ({ details: { ...s.details, [dir]: detail } }));
        if (ticket !== latestOpen) return;
        set({ error: undefined });
        const skillMdPath = detail.skillMd?.path;
        const active = get().activePath;
        // Coming back to a skill shows the file that was open in it (its own, not a nested
        // skill's).
        if (active !== undefined && get().docs[active] && ownsFile(dir, detail.files, active))
          return;
        if (detail.skillMd && skillMdPath) {
          putDoc(adopt(detail.skillMd));
          set({ activePath: skillMdPath });
        } else set({ activePath: undefined });
      } catch (error) {
        if (ticket === latestOpen) set({ error: errorText(error) });
      }
    },

    openFile: async (path) => {
      if (get().docs[path]) {
        set({ activePath: path });
        return;
      }
      try {
        putDoc(adopt(await studio().readFile({ path })));
        set({ activePath: path, error: undefined });
      } catch (error) {
        set({ error: errorText(error) });
      }
    },

    loadFile: async (path) => {
      if (!get().docs[path]) putDoc(adopt(await studio().readFile({ path })));
    },

    edit: (path, text, cause = 'save') => {
      const doc = get().docs[path];
      if (!doc || doc.kind !== 'text') return;
      const next = editDocument(doc, text);
      if (next === doc) return;
      const before = isDirty(doc) ? causes.get(path) : undefined;
      causes.set(path, before === undefined || before === cause ? cause : 'save');
      putDoc(next);
    },

    save: (path) => {
      const run = (saveQueue.get(path) ?? Promise.resolve()).then(() => saveNow(path));
      saveQueue.set(path, run);
      void run.finally(() => {
        if (saveQueue.get(path) === run) saveQueue.delete(path);
      });
      return run;
    },

    saveAll: async (dir) => {
      let all = true;
      for (const doc of Object.values(get().docs)) {
        if (!isDirty(doc) || (dir !== undefined && !isInside(dir, doc.path))) continue;
        const outcome = await get().save(doc.path);
        all &&= outcome === 'saved' || outcome === 'unchanged';
      }
      return all;
    },

    closeSkill: (dir) => {
      for (const path of Object.keys(get().docs)) if (isInside(dir, path)) get().closeFile(path);
      set((s) => {
        const { [dir]: _gone, ...details } = s.details;
        return { details };
      });
    },

    closeFile: (path) => {
      forgetDraft(path);
      causes.delete(path);
      set((s) => {
        const { [path]: _gone, ...docs } = s.docs;
        return { docs, ...(s.activePath === path && { activePath: undefined }) };
      });
    },

    whileMoving: async (path, change) => {
      moving.add(path);
      try {
        const to = await change();
        if (to === undefined || to === path) return;
        for (const doc of Object.values(get().docs)) {
          if (doc.path !== path && !isInside(path, doc.path)) continue;
          forgetDraft(doc.path);
        }
        set((s) => ({
          docs: moveDocuments(s.docs, path, to),
          ...(s.activePath !== undefined && { activePath: movedPath(s.activePath, path, to) }),
        }));
        // The unsaved text is kept at its new path (the debounced keeper would too, later).
        keepDrafts(get().docs);
      } finally {
        moving.delete(path);
      }
    },

    closeInside: (path) => {
      for (const doc of Object.values(get().docs))
        if (doc.path === path || isInside(path, doc.path)) get().closeFile(doc.path);
    },

    shelveInside: (path) => {
      // Written now, not by the debounced keeper: the documents leave memory here.
      keepDrafts(get().docs);
      const inside = (p: string) => p === path || isInside(path, p);
      set((s) => ({
        docs: Object.fromEntries(Object.entries(s.docs).filter(([p]) => !inside(p))),
        details: Object.fromEntries(Object.entries(s.details).filter(([d]) => !inside(d))),
        ...(s.activePath !== undefined && inside(s.activePath) && { activePath: undefined }),
      }));
    },

    restoreDrafts: async (folder) => {
      const back: string[] = [];
      for (const path of draftPaths()) {
        if (folder !== undefined && !isInside(folder, path)) continue;
        if (get().docs[path]) continue;
        try {
          const doc = adopt(await studio().readFile({ path }));
          putDoc(doc);
          if (isDirty(doc)) back.push(path);
        } catch (error) {
          const draft = draftFor(path);
          // Gone while the tab was closed: the text stays, as a file to write back or discard.
          if (isGone(error) && draft)
            putDoc({
              ...openDocument({ kind: 'text', path, text: '', hash: '', size: 0 }),
              savedHash: null,
              text: draft.text,
              deleted: true,
            });
          // Otherwise (outside the libraries now, say) the draft waits untouched.
        }
      }
      return back;
    },

    refreshAll: async () => {
      const { docs, details } = get();
      await onFilesChanged([...Object.keys(docs), ...Object.keys(details)]);
    },

    resolve: (path, keep) => {
      const doc = get().docs[path];
      if (!doc) return;
      const next = resolveConflict(doc, keep);
      // Taking the disk's side of a deleted file: there is nothing left to show.
      if (keep === 'theirs' && next.deleted === true) get().closeFile(path);
      else putDoc(next);
    },

    revert: (path) => {
      const doc = get().docs[path];
      if (!doc) return;
      // A file gone from disk has no version to go back to: letting go of the text closes it.
      if (doc.deleted === true) {
        get().closeFile(path);
        return;
      }
      forgetDraft(path);
      causes.delete(path);
      putDoc(
        resolveConflict(
          saveRefused(doc, { diskText: doc.savedText, diskHash: doc.savedHash }),
          'theirs',
        ),
      );
    },

    dismissError: () => set({ error: undefined }),
  };
});

/** Re-reads open files and skills the service reports changed on disk. */
async function onFilesChanged(paths: string[]): Promise<void> {
  const { docs, details } = useEditor.getState();
  const touches = (target: string) =>
    paths.some((p) => p === target || isInside(p, target) || isInside(target, p));
  const held = (path: string) => [...moving].some((m) => m === path || isInside(m, path));
  for (const doc of Object.values(docs)) {
    if (!touches(doc.path) || saving.has(doc.path) || held(doc.path)) continue;
    let content: CallOutput<'readFile'> | undefined;
    try {
      content = await studio().readFile({ path: doc.path });
    } catch (error) {
      if (!isGone(error)) continue;
      content = undefined;
    }
    // A move that began while this was read: the document goes with it, untouched.
    if (held(doc.path)) continue;
    const current = useEditor.getState().docs[doc.path];
    if (current)
      useEditor.setState((s) => ({
        docs: { ...s.docs, [doc.path]: diskChanged(current, content) },
      }));
  }
  for (const dir of Object.keys(details)) {
    if (!paths.some((p) => isInside(dir, p) || isInside(p, dir))) continue;
    try {
      const detail = await studio().readSkill({ dir });
      useEditor.setState((s) => ({ details: { ...s.details, [dir]: detail } }));
    } catch {
      // The skill folder itself went away; the library list shows that.
    }
  }
}

/** Keeps the editor current from the service's events and keeps drafts; returns the unsubscribe. */
export function wireEditorEvents(): () => void {
  const off = studio().on('filesChanged', ({ paths }) => void onFilesChanged(paths));
  // Changes made while the browser host's connection was down were never reported.
  const offReconnect = bridge().onReconnect(() => void useEditor.getState().refreshAll());
  void useEditor.getState().restoreDrafts();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unsubscribe = useEditor.subscribe((state, previous) => {
    if (state.docs === previous.docs) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      keepDrafts(useEditor.getState().docs);
    }, 300);
  });
  return () => {
    off();
    offReconnect();
    unsubscribe();
    clearTimeout(timer);
  };
}

/** True while a file of the skill in `dir` has unsaved changes. */
export function useDirtyIn(dir: string): boolean {
  return useEditor((s) => Object.values(s.docs).some((d) => isInside(dir, d.path) && isDirty(d)));
}
