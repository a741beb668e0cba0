/**
 * How Claude Code 2.1.332 reads a SKILL.md's frontmatter (its bundled `parseFrontmatter`,
 * `qd` in the release): a BOM is dropped; when "---" occurs again after the opening one, the
 * block is everything up to the first "---" (FRONTMATTER_REGEX /^---\s*\n([\s\S]*?)---\s*\n?/,
 * which also eats the blank lines after the closing fence); it is parsed with Bun.YAML, and
 * when that fails, once more after values holding YAML's special characters are put in double
 * quotes and leading tabs become spaces. Anything but a mapping reads as no keys.
 *
 * Bun's YAML parser is native code the studio cannot run; the `yaml` package's YAML 1.2 core
 * schema stands in for it (numbers, booleans and null typed the same way, duplicate keys with
 * the last one winning, as the recordings show). Where the two parsers disagree on what is an
 * error, the fallback may differ: that is the one approximation here.
 */
import { parseDocument } from 'yaml';

/** What the frontmatter gave: its keys (or none), the body, and the YAML error if both tries failed. */
export interface ClaudeFrontmatter {
  data: Record<string, unknown>;
  body: string;
  error?: string;
}

const FRONTMATTER = /^---\s*\n([\s\S]*?)---\s*\n?/;
// Values the fallback quotes (the release's /[{}[\]*&#!|>%@`]|: /).
const SPECIAL = /[{}[\]*&#!|>%@`]|: /;

/** Parses a SKILL.md the way the release does. */
export function claudeFrontmatter(text: string): ClaudeFrontmatter {
  const plain = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const match = plain.indexOf('---', 3) < 0 ? null : FRONTMATTER.exec(plain);
  if (!match) return { data: {}, body: text };
  const body = plain.slice(match[0].length);
  const yaml = match[1] ?? '';
  try {
    return { data: asMapping(bunYaml(yaml)), body };
  } catch {
    try {
      return {
        data: asMapping(bunYaml(quoteValues(yaml).replace(/^\t+/gm, (t) => '  '.repeat(t.length)))),
        body,
      };
    } catch (error) {
      return { data: {}, body, error: error instanceof Error ? error.message : String(error) };
    }
  }
}

// A document with errors throws, as Bun's parser does; warnings (an unknown tag) do not.
function bunYaml(text: string): unknown {
  const doc = parseDocument(text, { schema: 'core', uniqueKeys: false });
  const [error] = doc.errors;
  if (error) throw error;
  return doc.toJS({ maxAliasCount: 100 }) as unknown;
}

const asMapping = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

// The release's quoting fallback: `key: value` lines whose unquoted value holds a special
// character become `key: "value"` (a bracketed value that parses as a list is left alone).
function quoteValues(yaml: string): string {
  return yaml
    .split('\n')
    .map((line) => {
      const m = /^([a-zA-Z_-]+):\s+(\S.*)$/.exec(line);
      const key = m?.[1];
      const value = m?.[2];
      if (!key || !value) return line;
      if (
        (value.startsWith('"') && value.endsWith('"')) ||
        (value.startsWith("'") && value.endsWith("'"))
      )
        return line;
      if (value.startsWith('[') && value.endsWith(']')) {
        try {
          if (Array.isArray(bunYaml(value))) return line;
        } catch {
          // Not a list: quoted below like any other value.
        }
      }
      if (!SPECIAL.test(value)) return line;
      return `${key}: "${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
    })
    .join('\n');
}
