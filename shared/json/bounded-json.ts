/**
 * How deep JSON text nests, counted in one pass without parsing: JSON.parse itself copes with
 * any depth, but what then walks the value (zod, JSON.stringify, a structured clone) recurses
 * once per level and runs out of stack on a file of a few hundred thousand brackets.
 */

/** True when `text` opens more than `limit` brackets ([ or {) inside one another outside strings. */
export function jsonDepthOver(text: string, limit: number): boolean {
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
