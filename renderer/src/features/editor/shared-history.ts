/**
 * One undo history per file for Code and Visual: the code editor's. It stays in the page,
 * hidden, while Visual shows, and every Visual edit reaches its model as an undoable edit
 * (editor-session.ts), so Visual's undo and redo ask it here. There is one code editor at a
 * time, so one offer is held.
 */

/** Which way to step through the history. */
export type HistoryStep = 'undo' | 'redo';

/** The undo history of the file a code editor shows. */
export interface FileHistory {
  undo(): void;
  redo(): void;
}

let held: { path: string; history: FileHistory } | undefined;

/** Offers the history of the file at `path`; returns its withdrawal. */
export function offerHistory(path: string, history: FileHistory): () => void {
  const mine = { path, history };
  held = mine;
  return () => {
    if (held === mine) held = undefined;
  };
}

/** Steps through `path`'s shared history; false when no code editor holds it. */
export function stepHistory(path: string, way: HistoryStep): boolean {
  if (held?.path !== path) return false;
  held.history[way]();
  return true;
}
