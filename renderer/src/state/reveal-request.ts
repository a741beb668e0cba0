/**
 * A place to show in the code editor, asked for by another view (the Review view's findings):
 * the edit view takes it as it mounts, after the file has been opened in the editor store.
 */

/** Where the cursor goes: 1-based line and column in the active file. */
export interface PendingReveal {
  line: number;
  column: number;
}

let pending: PendingReveal | undefined;

/** Asks the next edit view to put the cursor at `at`. */
export function requestReveal(at: PendingReveal): void {
  pending = at;
}

/** The place asked for, once (later edit views start where they were). */
export function takeReveal(): PendingReveal | undefined {
  const at = pending;
  pending = undefined;
  return at;
}
