/**
 * The smallest single replacement turning one text into another: the common prefix and
 * suffix stay, the span between them is replaced. Applying a store change this way keeps
 * the editor's cursor, selections and undo history meaningful (a form edit of `name` touches
 * only that line) instead of replacing the whole document.
 */

/** Replace `[start, end)` of the old text (UTF-16 offsets) with `text`. */
export interface MinimalEdit {
  start: number;
  end: number;
  text: string;
}

/** The edit from `before` to `after`, or undefined when they are equal. */
export function minimalEdit(before: string, after: string): MinimalEdit | undefined {
  if (before === after) return undefined;
  const limit = Math.min(before.length, after.length);
  let prefix = 0;
  while (prefix < limit && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix++;
  // Never cut a surrogate pair or a CRLF in two: the editor would see half a character.
  while (prefix > 0 && (splitsPair(before, prefix) || splitsPair(after, prefix))) prefix--;

  let suffix = 0;
  const room = limit - prefix;
  while (
    suffix < room &&
    before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)
  )
    suffix++;
  while (
    suffix > 0 &&
    (splitsPair(before, before.length - suffix) || splitsPair(after, after.length - suffix))
  )
    suffix--;

  return {
    start: prefix,
    end: before.length - suffix,
    text: after.slice(prefix, after.length - suffix),
  };
}

/** Applies an edit to the text it was computed from. */
export function applyMinimalEdit(text: string, edit: MinimalEdit): string {
  return text.slice(0, edit.start) + edit.text + text.slice(edit.end);
}

/** True when offset `at` falls inside a surrogate pair or between CR and LF. */
export function splitsPair(text: string, at: number): boolean {
  if (at <= 0 || at >= text.length) return false;
  const left = text.charCodeAt(at - 1);
  const right = text.charCodeAt(at);
  return (
    (left >= 0xd800 && left <= 0xdbff && right >= 0xdc00 && right <= 0xdfff) ||
    (left === 13 && right === 10)
  );
}

/** Where the last insertion from outside the editor stopped, to group the next one with it. */
export interface TypedSoFar {
  /** The offset just after the inserted text. */
  end: number;
  /** The insertion ended in a space, a tab or a line break. */
  endsInSpace: boolean;
}

/**
 * The typing an insertion makes, when it goes on from `last`: an insertion of text with no line
 * break exactly where the last one stopped, and not a new word begun after a space. Such
 * insertions (typed in Visual, in a form field) are one undo step together, a word at a time,
 * as Monaco groups its own typing; anything else starts a step of its own (undefined).
 */
export function continuedTyping(
  last: TypedSoFar | undefined,
  edit: MinimalEdit,
): { continues: boolean; next: TypedSoFar | undefined } {
  if (edit.start !== edit.end || edit.text === '' || /[\r\n]/.test(edit.text))
    return { continues: false, next: undefined };
  const next = { end: edit.start + edit.text.length, endsInSpace: /\s$/.test(edit.text) };
  const newWord = last?.endsInSpace === true && !/^\s/.test(edit.text);
  return { continues: last?.end === edit.start && !newWord, next };
}
