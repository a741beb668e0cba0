/**
 * Unsaved text kept in localStorage as it is typed, so a reload, a crash or a closed browser
 * tab never loses it. A draft is offered back when its file is opened again: as the text if
 * the file is unchanged since, as a conflict if the file changed meanwhile.
 */
import type { OpenDocument } from '../../../shared/studio/documents';
import { isDirty } from '../../../shared/studio/documents';
import { isInside } from '../../../shared/studio/paths';

const KEY = 'skill-studio:drafts';

/** A kept draft: the text and the hash of the version it was typed over. */
export interface Draft {
  text: string;
  baseHash: string | null;
}

function readAll(): Record<string, Draft> {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? '{}') as Record<string, Draft>;
  } catch {
    return {};
  }
}

/** The files that have a kept draft. */
export function draftPaths(): string[] {
  return Object.keys(readAll());
}

/** The kept drafts of the files inside `folder` (a library that was removed, say). */
export function draftsInside(folder: string): { path: string; draft: Draft }[] {
  return Object.entries(readAll())
    .filter(([path]) => isInside(folder, path))
    .map(([path, draft]) => ({ path, draft }));
}

/** The kept draft of a file, if any. */
export function draftFor(path: string): Draft | undefined {
  return readAll()[path];
}

/** Keeps the drafts of every dirty document and forgets the rest. */
export function keepDrafts(docs: Record<string, OpenDocument>): void {
  const all = readAll();
  let changed = false;
  for (const doc of Object.values(docs)) {
    if (isDirty(doc)) {
      const draft = { text: doc.text, baseHash: doc.savedHash };
      if (all[doc.path]?.text !== draft.text || all[doc.path]?.baseHash !== draft.baseHash) {
        all[doc.path] = draft;
        changed = true;
      }
    } else if (doc.path in all) {
      // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- a map keyed by path
      delete all[doc.path];
      changed = true;
    }
  }
  if (!changed) return;
  try {
    localStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // Storage full or disabled: the documents themselves are still in memory.
  }
}

/** Forgets the draft of a file (its text was saved, or the user threw it away). */
export function forgetDraft(path: string): void {
  const all = readAll();
  if (!(path in all)) return;
  // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- a map keyed by path
  delete all[path];
  localStorage.setItem(KEY, JSON.stringify(all));
}
