/**
 * How Codex 0.171.0 finds skill mentions in the user's message (openai/codex
 * codex-rs/utils/plugins/src/tool_mentions.rs @3166924, `extract_tool_mentions_with_sigil`,
 * L72-121; the same code in core-skills/src/injection.rs @0cf1484): every `$name` anywhere in
 * the text, a name being the longest run of A-Z, a-z, 0-9, "_", "-" and ":" after the "$", and
 * `[$name](path)` links, which also name a path. A name that is one of the common
 * environment variables (PATH, HOME, ...) is no mention, in any letter case (`is_common_env_var`
 * compares `to_ascii_uppercase()`, L167-183). Recorded: codex.json's codex-mentions.
 */

/** The mentions of one message: plain `$name`s, and the paths of `[$name](path)` links. */
export interface CodexMentions {
  plain: Set<string>;
  paths: Set<string>;
}

const ENV_NAMES = new Set([
  'PATH',
  'HOME',
  'USER',
  'SHELL',
  'PWD',
  'TMPDIR',
  'TEMP',
  'TMP',
  'LANG',
  'TERM',
  'XDG_CONFIG_HOME',
]);

/** True when Codex reads `$name` as an environment variable (ASCII case folded). */
export const isCommonEnvVar = (name: string) =>
  ENV_NAMES.has(name.replace(/[a-z]+/g, (s) => s.toUpperCase()));

const NAME = /^[A-Za-z0-9_:-]+/;
// Rust's u8::is_ascii_whitespace: space, tab, LF, FF, CR (not vertical tab).
const ASCII_SPACE = /^[ \t\n\f\r]*/;

/** Every mention in `text`, as Codex reads it. */
export function codexMentions(text: string): CodexMentions {
  const out: CodexMentions = { plain: new Set(), paths: new Set() };
  let i = 0;
  while (i < text.length) {
    if (text[i] === '[') {
      const link = linked(text, i);
      if (link) {
        if (!isCommonEnvVar(link.name)) out.paths.add(link.path);
        i = link.end;
        continue;
      }
    }
    const name = text[i] === '$' ? NAME.exec(text.slice(i + 1))?.[0] : undefined;
    if (!name) {
      i += 1;
      continue;
    }
    if (!isCommonEnvVar(name)) out.plain.add(name);
    i += 1 + name.length;
  }
  return out;
}

// parse_linked_tool_mention: `[$name]`, ASCII spaces, `(path)` with the path trimmed.
function linked(
  text: string,
  start: number,
): { name: string; path: string; end: number } | undefined {
  if (text[start + 1] !== '$') return undefined;
  const name = NAME.exec(text.slice(start + 2))?.[0];
  if (!name) return undefined;
  let at = start + 2 + name.length;
  if (text[at] !== ']') return undefined;
  at += 1 + (ASCII_SPACE.exec(text.slice(at + 1))?.[0].length ?? 0);
  if (text[at] !== '(') return undefined;
  const close = text.indexOf(')', at + 1);
  if (close < 0) return undefined;
  const path = text.slice(at + 1, close).trim();
  return path === '' ? undefined : { name, path, end: close + 1 };
}
