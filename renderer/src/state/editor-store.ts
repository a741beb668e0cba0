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
  openDocument,
  resolveConflict,
  savedDocument,
  saveRefused,
  type OpenDocument,
} from '../../../shared/studio/documents';
import { isInsidePath, joinPath } from '../../../shared/studio/paths';
import { errorMessage, isGone } from '../bridge/call-error';
import { draftFor, forgetDraft, keepDrafts } from './drafts';
import { studio } from './studio';

// Files with a save on its way: the watcher's report of our own write is not a conflict.
const saving = new Set<string>();

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
  edit: (path: string, text: string) => void;
  save: (path: string) => Promise<SaveOutcome>;
  saveAll: () => Promise<void>;
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

  return {
    details: {},
    docs: {},

    openSkill: async (dir) => {
      try {
        const detail = await studio().readSkill({ dir });
        set((s) => ({ details: { ...s.details, [dir]: detail }, error: undefined }));
        const skillMdPath = detail.skillMd?.path;
        const active = get().activePath;
        // Coming back to a skill shows the file that was open in it.
        if (active !== undefined && isInsidePath(dir, active)) return;
        if (detail.skillMd && skillMdPath) {
          putDoc(adopt(detail.skillMd));
          set({ activePath: skillMdPath });
        } else set({ activePath: undefined });
      } catch (error) {
        set({ error: errorMessage(error) });
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
        set({ error: errorMessage(error) });
      }
    },

    edit: (path, text) => {
      const doc = get().docs[path];
      if (!doc || doc.kind !== 'text') return;
      const next = editDocument(doc, text);
      if (next !== doc) putDoc(next);
    },

    save: async (path) => {
      const doc = get().docs[path];
      if (!doc || doc.kind !== 'text') return 'unchanged';
      if (!isDirty(doc)) return 'unchanged';
      const text = doc.text;
      saving.add(path);
      try {
        const result = await studio().saveFile({ path, text, baseHash: doc.savedHash });
        const now = get().docs[path] ?? doc;
        if (result.ok) {
          // Typing may have gone on while the save travelled: only what was sent is saved.
          putDoc(savedDocument({ ...now }, text, result.hash));
          if (!isDirty(get().docs[path] ?? now)) forgetDraft(path);
          return 'saved';
        }
        putDoc(saveRefused(now, result.conflict));
        return 'conflict';
      } catch (error) {
        set({ error: errorMessage(error) });
        return 'failed';
      } finally {
        saving.delete(path);
      }
    },

    saveAll: async () => {
      for (const doc of Object.values(get().docs)) if (isDirty(doc)) await get().save(doc.path);
    },

    resolve: (path, keep) => {
      const doc = get().docs[path];
      if (doc) putDoc(resolveConflict(doc, keep));
    },

    revert: (path) => {
      const doc = get().docs[path];
      if (!doc) return;
      forgetDraft(path);
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
    paths.some((p) => p === target || isInsidePath(p, target) || isInsidePath(target, p));
  for (const doc of Object.values(docs)) {
    if (!touches(doc.path) || saving.has(doc.path)) continue;
    let content: CallOutput<'readFile'> | undefined;
    try {
      content = await studio().readFile({ path: doc.path });
    } catch (error) {
      if (!isGone(error)) continue;
      content = undefined;
    }
    const current = useEditor.getState().docs[doc.path];
    if (current)
      useEditor.setState((s) => ({
        docs: { ...s.docs, [doc.path]: diskChanged(current, content) },
      }));
  }
  for (const dir of Object.keys(details)) {
    if (!paths.some((p) => isInsidePath(dir, p) || isInsidePath(p, dir))) continue;
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
    unsubscribe();
    clearTimeout(timer);
  };
}

/** The absolute path of a file of a skill. */
export function skillFilePath(detail: SkillDetail, rel: string): string {
  return joinPath(detail.dir, rel);
}
