/**
 * The one way the studio reads JSON it did not write itself (a lock file, a record in the
 * user-data folder, a manifest, an eval's output): its depth is measured first, in one pass
 * without parsing, and text nested deeper than MAX_JSON_DEPTH is refused unread. JSON.parse
 * copes with any depth, but what then walks the value (zod, JSON.stringify, a structured
 * clone, the IPC schemas) recurses once per level and runs out of stack on a few hundred
 * thousand brackets, far from where the file was read.
 */

/** How deep lists and objects may nest in JSON the studio reads: far past any real file. */
export const MAX_JSON_DEPTH = 512;

/** True when `text` opens more than `limit` brackets ([ or {) inside one another outside strings. */
export function jsonDepthOver(text: string, limit: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** JSON text read: the value, or why not (nested too deeply, or not JSON and JSON.parse's words). */
export type BoundedJson =
  | { ok: true; value: unknown }
  | { ok: false; why: 'too-deep'; limit: number }
  | { ok: false; why: 'not-json'; detail: string };

/** Reads `text` as JSON, refusing it unread when it nests deeper than `limit`. */
export function readBoundedJson(text: string, limit: number = MAX_JSON_DEPTH): BoundedJson {
  if (jsonDepthOver(text, limit)) return { ok: false, why: 'too-deep', limit };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return {
      ok: false,
      why: 'not-json',
      detail: error instanceof Error ? error.message : String(error),
    };
  }
}

/**
 * `text` as JSON, throwing (a SyntaxError, as JSON.parse) when it is not JSON or nests deeper
 * than `limit`: for readers that already treat a throw as "unreadable".
 */
export function parseBoundedJson(text: string, limit: number = MAX_JSON_DEPTH): unknown {
  const read = readBoundedJson(text, limit);
  if (read.ok) return read.value;
  throw new SyntaxError(
    read.why === 'too-deep' ? `JSON nested more than ${read.limit} levels deep` : read.detail,
  );
}
