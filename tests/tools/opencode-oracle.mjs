#!/usr/bin/env node
/**
 * The OpenCode frontmatter oracle: OpenCode 1.18.33's ConfigMarkdown.parse on the real
 * gray-matter 4.0.3 and js-yaml 3.14.2 (the versions its release bundles: js-yaml's
 * prototype-safe `setProperty` of 3.14.2 is in the binary; installed here as devDependencies,
 * gray-matter's js-yaml pinned by `overrides`), plus its skill check (isSkillFrontmatter: a
 * record whose `name` is a string and whose `description` is absent or a string).
 * tests/agent/opencode-oracle.test.ts runs it against the simulator on generated files.
 *
 * OpenCode's own lines, transcribed from the bundled release (packages/core config/markdown,
 * anomalyco/opencode packages/opencode/src/skill/index.ts at a2cc772, `add`):
 *   parse(text)    try { return matter(text) } catch { return matter(sanitize(text)) }
 *   sanitize(text) top-level `key: value` lines (key /^[a-zA-Z_][a-zA-Z0-9_]*$/) whose trimmed
 *                  value holds ":" and does not start with a quote, ">" or "|" become
 *                  `key: |-` plus the value indented by two spaces.
 *
 *   node tests/tools/opencode-oracle.mjs FILE   prints what OpenCode reads from FILE
 */
import { readFileSync } from 'node:fs';
import matter from 'gray-matter';
import { rng } from './mulberry32.mjs';

function sanitize(text) {
  const match = text.match(/^---\r?\n([\s\S]*?)\r?\n---/);
  if (!match) return text;
  const block = match[1];
  const lines = block.split(/\r?\n/).flatMap((line) => {
    if (line.trim().startsWith('#') || line.trim() === '' || /^\s+/.test(line)) return [line];
    const m = line.match(/^([a-zA-Z_][a-zA-Z0-9_]*)\s*:\s*(.*)$/);
    if (!m) return [line];
    const value = m[2].trim();
    if (
      value === '' ||
      value === '>' ||
      value === '|' ||
      value.startsWith('"') ||
      value.startsWith("'")
    )
      return [line];
    if (!value.includes(':')) return [line];
    return [`${m[1]}: |-`, `  ${value}`];
  });
  return text.replace(block, () => lines.join('\n'));
}

const isRecord = (v) => !!v && typeof v === 'object' && !Array.isArray(v);

/** What OpenCode reads from one file's text; `fresh` empties gray-matter's cache first. */
export function openCodeReads(text, fresh = true) {
  if (fresh) matter.clearCache();
  let file;
  try {
    try {
      file = matter(text);
    } catch {
      file = matter(sanitize(text));
    }
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  const data = file.data;
  const skill =
    isRecord(data) &&
    typeof data.name === 'string' &&
    (data.description === undefined || typeof data.description === 'string');
  return {
    skill,
    name: isRecord(data) ? describe(data.name) : null,
    description: isRecord(data) ? describe(data.description) : null,
    content: file.content,
  };
}

// A value as the comparison sees it: strings as they are, anything else by its kind.
function describe(value) {
  if (typeof value === 'string') return value;
  if (value === undefined) return { kind: 'undefined' };
  if (value === null) return { kind: 'null' };
  if (value instanceof Date) return { kind: 'date', value: value.toISOString() };
  if (Array.isArray(value)) return { kind: 'array' };
  if (typeof value === 'object') return { kind: 'object' };
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return { kind: typeof value, value: String(value) };
  return { kind: typeof value };
}

// Scalars that js-yaml 3 types, or reads in ways the YAML 1.2 readers do not.
const VALUES = [
  'plain words',
  '2024',
  '010',
  '0o17',
  '0x1F',
  '0b101',
  '1_000',
  '1:30',
  '190:20:30',
  '1.5e3',
  '.5',
  '.inf',
  '-.Inf',
  '.NaN',
  '2024-01-01',
  '2001-12-14t21:59:43.10-05:00',
  'true',
  'True',
  'yes',
  'No',
  'on',
  '~',
  'null',
  '',
  '"quoted: colon"',
  "'single ''quote'''",
  'Use when: a colon follows',
  'a: b: c',
  'ends with colon:',
  'http://example.com/path',
  '[a, b]',
  '{a: 1}',
  '[unclosed',
  '{unclosed',
  '"unclosed',
  '!!str 123',
  '!!binary aGVsbG8=',
  '!!int 7',
  '!custom tag',
  '&anchor value',
  '*undefined_alias',
  '# only a comment',
  'text # trailing comment',
  '|\n  literal\n  lines',
  '>\n  folded\n  lines',
  '|-\n  kept',
  '"escape \\x41 \\u00e9 \\q"',
  '@reserved',
  '`backtick`',
  '%percent',
  '- item',
  '? key',
  'tab\there',
  '中文描述',
  '"\\uD800"',
];

const KEYS = ['name', 'description', 'argument-hint', 'metadata', 'license', 'x_y', '__proto__'];
const FIRST = ['---', '---', '---', '---yaml', '--- ', '---json', '----', '\ufeff---', '---\r'];
const CLOSE = ['---', '---', '--- ', '---\r', '----', '...'];

/** Seeded frontmatter files: first lines, keys, values, closings and bodies mixed. */
export function generateCases(count = 400, seed = 11) {
  const random = rng(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const cases = [];
  for (let i = 0; i < count; i++) {
    const first = pick(FIRST);
    const crlf = first.endsWith('\r') || random() < 0.1;
    const nl = crlf ? '\r\n' : '\n';
    const lines = [`name: ${random() < 0.8 ? `skill-${i}` : pick(VALUES)}`];
    if (random() < 0.85) lines.push(`description: ${pick(VALUES)}`);
    const extra = Math.floor(random() * 3);
    for (let k = 0; k < extra; k++) lines.push(`${pick(KEYS)}: ${pick(VALUES)}`);
    if (random() < 0.1) lines.push('  indented: line');
    if (random() < 0.1) lines.push('# a comment line');
    if (random() < 0.1) lines.reverse();
    const close = random() < 0.05 ? '' : `${nl}${pick(CLOSE).replace('\r', '')}`;
    const body = pick(['', nl, `${nl}Body.${nl}`, `${nl}${nl}# Title${nl}${nl}Text.${nl}`, 'tail']);
    cases.push(`${first.replace('\r', '')}${nl}${lines.join(nl)}${close}${body}`);
  }
  return cases;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  const file = process.argv[2];
  if (file) console.log(JSON.stringify(openCodeReads(readFileSync(file, 'utf8')), null, 2));
}
