/**
 * The placeholders agents substitute in a skill's text: Claude Code's `$ARGUMENTS`,
 * `$ARGUMENTS[N]`, `$N`, `${CLAUDE_SKILL_DIR}`, `${CLAUDE_SESSION_ID}` and `${CLAUDE_EFFORT}`
 * (2.1.332, see claude-code/call.ts), of which HelloAgents v1.0.0 takes `$ARGUMENTS` only. An agent that
 * replaces fewer records the rest as reaching its model as written.
 */
import type { PlaceholderUse } from './types';

// Claude Code's forms, escaped or not; a "\$" before one keeps it literal there.
const FORMS =
  /\$\{CLAUDE_SKILL_DIR\}|\$\{CLAUDE_SESSION_ID\}|\$\{CLAUDE_EFFORT\}|\$ARGUMENTS(?:\[\d+\])?|\$\d+(?!\w)/g;

/** Each placeholder of `text` once, in the order first met. */
export function placeholdersIn(text: string): string[] {
  return [...new Set(placeholderSpans(text).map((s) => s.written))];
}

/** Every placeholder of `text` where it stands (escaped ones are no placeholders). */
export function placeholderSpans(text: string): { at: number; written: string }[] {
  return placeholderForms(text).filter((f) => !f.escaped);
}

/**
 * Every place `text` writes a placeholder's form, and whether a "\" before it keeps it literal
 * (the visual editor reads that from the Markdown, whose text shown has lost the backslash).
 */
export function placeholderForms(
  text: string,
): { at: number; written: string; escaped: boolean }[] {
  return Array.from(text.matchAll(FORMS), (m) => ({
    at: m.index,
    written: m[0],
    escaped: text[m.index - 1] === '\\',
  }));
}

/** Records a use once (the first time a placeholder is met decides). */
export function recordUse(uses: PlaceholderUse[], use: PlaceholderUse): void {
  if (!uses.some((u) => u.written === use.written)) uses.push(use);
}

/**
 * The uses of an agent that replaces only `replaced` (by what each becomes): every other
 * placeholder of `text` reaches the model as written.
 */
export function usesIn(
  text: string,
  replaced: Readonly<Record<string, PlaceholderUse['becomes']>> = {},
): PlaceholderUse[] {
  return placeholdersIn(text).map((written) => ({
    written,
    becomes: replaced[written] ?? 'as-written',
  }));
}
