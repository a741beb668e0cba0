/**
 * Marking skills for a bundle, as a file manager selects: Ctrl+click (or Shift+click) on a
 * skill beside the open one, with nothing marked yet, marks the open one too, since it was
 * the selection the user added to. What shows marked is exactly what the bundle holds; the
 * open skill leaves it as any other, by being unmarked.
 */

/** How a mark changes: toggled, added (kept if there), or the only one. */
export type MarkHow = 'toggle' | 'only' | 'add';

/** The marks after marking `dir` `how`, with `open` the skill open now (if any). */
export function marksAfter(
  marked: readonly string[],
  dir: string,
  how: MarkHow,
  open: string | undefined,
): string[] {
  if (how === 'only') return [dir];
  if (marked.includes(dir)) return how === 'toggle' ? marked.filter((d) => d !== dir) : [...marked];
  const first = marked.length === 0 && open !== undefined && open !== dir ? [open] : [];
  return [...first, ...marked, dir];
}
