/**
 * `allowed-tools` is one space-separated string, but a tool pattern may hold spaces inside
 * its parentheses (`Bash(git commit:*)`): split and join accordingly.
 */

/** The tools of an allowed-tools value. */
export function splitTools(value: string): string[] {
  const tools: string[] = [];
  let current = '';
  let depth = 0;
  for (const ch of value) {
    if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    if (/\s/.test(ch) && depth === 0) {
      if (current) tools.push(current);
      current = '';
    } else current += ch;
  }
  if (current) tools.push(current);
  return tools;
}

/** The allowed-tools value of a list of tools. */
export function joinTools(tools: readonly string[]): string {
  return tools
    .map((t) => t.trim())
    .filter(Boolean)
    .join(' ');
}
