// The declaration of js-yaml-3 is referenced here so every tsconfig that compiles this file sees it.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./js-yaml-3.d.ts" />
/**
 * How OpenCode 1.18.33 reads a SKILL.md: ConfigMarkdown.parse (packages/core, the `parse` and
 * `sanitize` bundled in the release) calls gray-matter 4.0.3, whose YAML engine is js-yaml
 * 3.14.2's safeLoad, and on any error calls it once more on a "sanitized" copy where top-level
 * `key: value` lines whose value holds a colon become block scalars.
 *
 * gray-matter itself is not imported: it reads files with Node's fs and the view runs in the
 * renderer too. This is its parse (index.js `matter` and `parseMatter`, lib/to-file.js,
 * lib/engine.js) for the default options, including its cache: an input seen before returns
 * what was cached for it, which makes a retry on an unchanged text return no data instead of
 * failing. js-yaml is the real library at OpenCode's version. tests/agent/opencode-oracle.test.ts
 * checks this port against the real gray-matter on generated inputs.
 */
import yaml from 'js-yaml-3';

/** gray-matter's result, the parts OpenCode uses. */
export interface Matter {
  data: unknown;
  content: string;
}

/** What reading one file gave: a result, or the error OpenCode logs ("failed to load skill"). */
export type MatterResult = { ok: true; matter: Matter } | { ok: false; error: string };

/** A block the studio will not evaluate: gray-matter runs `---js` frontmatter as JavaScript. */
export class WouldEvaluate extends Error {}

/** gray-matter's module-level cache, one per simulated OpenCode process. */
export type MatterCache = Map<string, Matter>;

const OPEN = '---';
const CLOSE = '\n---';

/** gray-matter 4.0.3 `matter(input)` with default options. */
export function grayMatter(input: string, cache: MatterCache): Matter {
  if (input === '') return { data: {}, content: input };
  // to-file.js: strip-bom-string, then the cache is keyed by the BOM-less text.
  const str = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const cached = cache.get(str);
  if (cached) return { ...cached };
  const file: Matter = { data: {}, content: str };
  cache.set(str, file);
  return parseMatter(file);
}

function parseMatter(file: Matter): Matter {
  let str = file.content;
  if (!str.startsWith(OPEN)) return file;
  // "----" is not an opening delimiter.
  if (str.charAt(OPEN.length) === OPEN.slice(-1)) return file;
  str = str.slice(OPEN.length);
  const len = str.length;
  // matter.language: the rest of the first line names the engine ("" is yaml).
  const raw = str.slice(0, str.search(/\r?\n/));
  let language = 'yaml';
  if (raw.trim()) {
    language = raw.trim();
    str = str.slice(raw.length);
  }
  let closeIndex = str.indexOf(CLOSE);
  if (closeIndex === -1) closeIndex = len;
  const matter = str.slice(0, closeIndex);
  const block = matter.replace(/^\s*#[^\n]+/gm, '').trim();
  file.data = block === '' ? {} : engine(language, matter);
  if (closeIndex === len) file.content = '';
  else {
    let content = str.slice(closeIndex + CLOSE.length);
    if (content.startsWith('\r')) content = content.slice(1);
    if (content.startsWith('\n')) content = content.slice(1);
    file.content = content;
  }
  return file;
}

// lib/engines.js and lib/engine.js: yaml (js-yaml safeLoad), json, javascript; others throw.
function engine(language: string, text: string): unknown {
  const name = language.toLowerCase();
  if (name === 'yaml' || name === 'yml') return yaml.safeLoad(text);
  if (name === 'json') return JSON.parse(text) as unknown;
  if (name === 'js' || name === 'javascript') throw new WouldEvaluate(language);
  throw new Error(`gray-matter engine "${language}" is not registered`);
}

/** OpenCode's fallback rewrite (ConfigMarkdown.sanitize, packages/core config/markdown). */
export function sanitize(text: string): string {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  const block = match?.[1];
  if (block === undefined) return text;
  const lines = block.split(/\r?\n/).flatMap((line) => {
    if (line.trim().startsWith('#') || line.trim() === '' || /^\s+/.test(line)) return [line];
    const m = /^([a-zA-Z_][a-zA-Z0-9_]*)\s*:\s*(.*)$/.exec(line);
    if (!m) return [line];
    const value = (m[2] ?? '').trim();
    if (
      value === '' ||
      value === '>' ||
      value === '|' ||
      value.startsWith('"') ||
      value.startsWith("'")
    )
      return [line];
    if (!value.includes(':')) return [line];
    return [`${m[1] ?? ''}: |-`, `  ${value}`];
  });
  // String.replace with a function: the first occurrence of the block, no $-patterns.
  return text.replace(block, () => lines.join('\n'));
}

/** ConfigMarkdown.parse on a file's text: gray-matter, then once more on the sanitized text. */
export function readMatter(text: string, cache: MatterCache): MatterResult {
  try {
    return { ok: true, matter: grayMatter(text, cache) };
  } catch (first) {
    if (first instanceof WouldEvaluate) throw first;
    try {
      return { ok: true, matter: grayMatter(sanitize(text), cache) };
    } catch (second) {
      if (second instanceof WouldEvaluate) throw second;
      return { ok: false, error: second instanceof Error ? second.message : String(second) };
    }
  }
}
