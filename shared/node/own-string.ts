/**
 * A copy of a string that holds on to nothing else. V8 makes a substring of 13 characters or
 * more a slice of its parent: a skill's name or description cut out of its SKILL.md keeps the
 * whole file's text alive for as long as the summary lives (over a large library, many times
 * the names and descriptions themselves). Prefixing a character makes a new
 * string to be flattened, a copy, and the slice after it points into that copy only.
 */
export function ownString(text: string): string {
  return ` ${text}`.slice(1);
}
