/**
 * How Codex 0.171.0 reads a SKILL.md's frontmatter (codex-rs core-skills loader): the first
 * line must be "---" (trimmed, so a BOM fails), the block runs to the next "---" line and must
 * not be empty; the YAML goes into a typed struct with serde, so `name` and `description` take
 * any scalar as its written text ("010", "1.5e3", "true"), null or a missing one is "missing
 * field" (so is a description that is empty or only whitespace), a list or a map where text is
 * expected, a scalar `metadata`, a document that is not a mapping and a repeated field are
 * errors. When the YAML does not parse, top-level scalar
 * values are quoted and it is read once more (the recorded "[unclosed" and "Use when: ..."
 * descriptions load).
 *
 * The YAML reader is the studio's ruamel port (ref-yaml), which accepts and refuses what
 * serde's YAML does for frontmatter; the text of a syntax error that survives the retry is
 * ruamel's, not serde's (an approximation the view names).
 */
import { readYaml, type RefNode } from '../../skill/ref-yaml/index';

/** The fields Codex uses. */
export interface CodexFrontmatter {
  name?: string;
  description?: string;
  shortDescription?: string;
}

/** Either the fields, or Codex's own error text ("failed to load skill PATH: <error>"). */
export type CodexRead = { ok: true; fields: CodexFrontmatter } | { ok: false; error: string };

const MISSING = 'missing YAML frontmatter delimited by ---';
// Rust's char::is_whitespace (White_Space): unlike JavaScript's \s it leaves U+FEFF alone.
const WS = '[\\t\\n\\v\\f\\r \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]';
const TRIM = new RegExp(`^${WS}+|${WS}+$`, 'g');
const trim = (s: string) => s.replace(TRIM, '');

/** The YAML between the fences, or undefined when Codex finds no frontmatter. */
export function frontmatterBlock(text: string): string | undefined {
  const lines = text.split('\n');
  if (trim(lines[0] ?? '') !== '---') return undefined;
  const close = lines.findIndex((line, i) => i > 0 && trim(line) === '---');
  if (close < 0) return undefined;
  const yaml = lines.slice(1, close).join('\n');
  return trim(yaml) === '' ? undefined : yaml;
}

/** Reads the frontmatter fields of a SKILL.md text. */
export function readCodexFrontmatter(text: string): CodexRead {
  const yaml = frontmatterBlock(text);
  if (yaml === undefined) return { ok: false, error: MISSING };
  let loaded = readYaml(yaml);
  if (loaded.syntaxError) loaded = readYaml(quoteScalars(yaml));
  if (loaded.syntaxError)
    return { ok: false, error: `invalid YAML: ${loaded.syntaxError.problem ?? 'syntax error'}` };
  return typed(loaded.root);
}

// The typed struct: each field's text, or serde's error.
function typed(root: RefNode | undefined): CodexRead {
  if (!root) return { ok: false, error: MISSING };
  if (root.kind !== 'mapping')
    return {
      ok: false,
      error: `invalid YAML: invalid type: ${kind(root)}, expected struct SkillFrontmatter`,
    };
  const fields: CodexFrontmatter = {};
  const seen = new Set<string>();
  for (const { key, value } of root.pairs) {
    const name = key.kind === 'scalar' ? key.value : '';
    if (name !== 'name' && name !== 'description' && name !== 'metadata') continue;
    if (seen.has(name)) return { ok: false, error: `invalid YAML: duplicate field \`${name}\`` };
    seen.add(name);
    if (name === 'metadata') {
      if (isNull(value)) continue;
      if (value.kind !== 'mapping')
        return {
          ok: false,
          error: `invalid YAML: metadata: invalid type: ${kind(value)}, expected struct SkillFrontmatterMetadata${at(value)}`,
        };
      const short = value.pairs.find(
        (p) => p.key.kind === 'scalar' && p.key.value === 'short-description',
      );
      if (short?.value.kind === 'scalar' && !isNull(short.value))
        fields.shortDescription = short.value.value;
      continue;
    }
    if (isNull(value)) continue;
    if (value.kind !== 'scalar')
      return {
        ok: false,
        error: `invalid YAML: ${name}: invalid type: ${kind(value)}, expected a string${at(value)}`,
      };
    fields[name] = value.value;
  }
  // 0.171.0 takes an empty or blank description for a missing one (recorded:
  // codex.json's codex-descriptions, "", '', "   ", "\t", "\u3000" and an empty block).
  if (fields.description === undefined || trim(fields.description) === '')
    return { ok: false, error: 'missing field `description`' };
  return { ok: true, fields };
}

const NULLS = new Set(['', '~', 'null', 'Null', 'NULL']);
const isNull = (node: RefNode) =>
  node.kind === 'scalar' && node.style === 'plain' && NULLS.has(node.value) && !node.tag;

function kind(node: RefNode): string {
  if (node.kind === 'sequence') return 'sequence';
  if (node.kind === 'mapping') return 'map';
  return `string ${JSON.stringify(node.value)}`;
}

// serde's position: 1-based line and column of the value, within the frontmatter block.
const at = (node: RefNode) => ` at line ${node.start.line + 1} column ${node.start.column + 1}`;

// Top-level `key: value` lines with an unquoted value become `key: 'value'`.
function quoteScalars(yaml: string): string {
  return yaml
    .split('\n')
    .map((line) => {
      const m = /^([A-Za-z0-9_-]+):[ \t]+(.+)$/.exec(line);
      const value = m?.[2]?.trimEnd();
      if (!m || !value || /^["'|>]/.test(value)) return line;
      return `${m[1] ?? ''}: '${value.replaceAll("'", "''")}'`;
    })
    .join('\n');
}
