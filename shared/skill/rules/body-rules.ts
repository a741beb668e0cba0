/**
 * Body advice: length in lines and estimated tokens (level 2 of progressive disclosure should
 * stay small), an empty body, and files the body points at that are not in the skill.
 */
import { diagnostic } from '../diagnostic';
import { pyStrip } from '../../py/index';
import type { Diagnostic } from '../types';
import type { RuleContext } from './rule-context';

/** The specification's advice for the body. */
export const MAX_BODY_LINES = 500;
export const MAX_BODY_TOKENS = 5000;

/**
 * A quick token estimate for advice (the agent view uses a real tokenizer): Han, kana and
 * Hangul run about one token per character in BPE vocabularies, other text about four
 * characters per token. A code-unit loop, because this runs on every keystroke.
 */
export function estimateTokens(text: string): number {
  let dense = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x1100) continue;
    if (
      (c >= 0x4e00 && c <= 0x9fff) ||
      (c >= 0x3400 && c <= 0x4dbf) ||
      (c >= 0x3040 && c <= 0x30ff) ||
      (c >= 0xac00 && c <= 0xd7af) ||
      (c >= 0x1100 && c <= 0x11ff) ||
      (c >= 0xf900 && c <= 0xfaff)
    ) {
      dense++;
    } else if (c >= 0xd840 && c <= 0xd87f) {
      // A supplementary-plane Han character: count the pair once.
      dense++;
      i++;
    }
  }
  return Math.ceil(dense + (text.length - dense) / 4);
}

/** body-empty, body-too-long, body-too-many-tokens. */
export function bodySizeRules(ctx: RuleContext): Diagnostic[] {
  const { parsed } = ctx;
  if (!parsed.complete || !parsed.frontmatter) return [];
  const body = pyStrip(parsed.body);
  const closing = ctx.index.lineRange(parsed.frontmatter.closeLine);
  if (body === '') {
    return [
      diagnostic(
        'body-empty',
        'The body is empty. After the frontmatter, write the instructions the agent follows when it uses this skill.',
        closing,
      ),
    ];
  }
  const out: Diagnostic[] = [];
  const lines = countLines(body);
  // Whole-body findings are shown on the body's first character.
  const first = ctx.index.position(ctx.index.starts[parsed.bodyLine - 1] ?? 0);
  const at = { start: first, end: { line: first.line, column: first.column + 1 } };
  if (lines > MAX_BODY_LINES) {
    out.push(
      diagnostic(
        'body-too-long',
        `The body is ${lines} lines long; keep it under ${MAX_BODY_LINES} and move detail into files under references/ that the agent reads only when needed.`,
        at,
      ),
    );
  }
  // Every code unit counts at most one token, so short bodies need no estimate.
  const tokens = body.length > MAX_BODY_TOKENS ? estimateTokens(body) : 0;
  if (tokens > MAX_BODY_TOKENS) {
    out.push(
      diagnostic(
        'body-too-many-tokens',
        `The body is about ${tokens} tokens (estimated); the advice is under ${MAX_BODY_TOKENS}. Agents load all of it whenever the skill is used.`,
        at,
      ),
    );
  }
  return out;
}

// Markdown link and image targets, and bare paths into the usual resource folders.
const LINK_TARGET = /\]\(\s*<?([^)\s>]+)>?(?:\s+["'][^)]*["'])?\s*\)/g;
const RESOURCE_DIRS = ['scripts/', 'references/', 'assets/', 'examples/', 'templates/'];
const PATH_CHAR = /[\w./@%+-]/;
const PATH_END = /[\w@%+-]/;
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|#|\/|~|\$|\{)/i;

/** One relative path the body refers to, and where. */
export interface BodyReference {
  path: string;
  start: number;
  end: number;
}

/** Every relative file path the body mentions (links and resource-folder paths), in order. */
export function bodyReferences(body: string): BodyReference[] {
  const refs: BodyReference[] = [];
  for (const m of body.matchAll(LINK_TARGET)) {
    const target = m[1] ?? '';
    if (EXTERNAL.test(target)) continue;
    const start = m.index + m[0].indexOf(target);
    refs.push({ path: cleanPath(target), start, end: start + target.length });
  }
  for (const ref of resourcePaths(body)) {
    if (!refs.some((r) => r.start <= ref.start && ref.start < r.end)) refs.push(ref);
  }
  return refs.sort((a, b) => a.start - b.start);
}

/** reference-missing and reference-deep (needs the skill's file list). */
export function referenceRules(ctx: RuleContext): Diagnostic[] {
  const files = ctx.skill.files;
  if (!files || !ctx.parsed.complete) return [];
  const known = new Set(files.map((f) => f.path));
  const folders = new Set(files.flatMap((f) => ancestors(f.path)));
  const out: Diagnostic[] = [];
  for (const ref of bodyReferences(ctx.parsed.body)) {
    const path = ref.path.replace(/\/$/, '');
    if (path === '' || path.startsWith('..')) continue;
    const range = ctx.bodyRange(ref.start, ref.end);
    if (!known.has(path) && !folders.has(path)) {
      out.push(
        diagnostic(
          'reference-missing',
          `The body mentions "${ref.path}", but the skill has no such file. The agent will not find it.`,
          range,
        ),
      );
    } else if (known.has(path) && path.split('/').length > 2) {
      out.push(
        diagnostic(
          'reference-deep',
          `"${ref.path}" is more than one folder deep. Keep referenced files one level down (for example references/${path.split('/').pop() ?? ''}).`,
          range,
        ),
      );
    }
  }
  return out;
}

// Paths such as "scripts/run.py" or "./references/a.md" that start a word ("myscripts/x" and
// "a/scripts/x" do not count). Found with indexOf rather than a regex: a regex trying every
// position of a 30 KB body costs more than the rest of validation.
function resourcePaths(body: string): BodyReference[] {
  const found: BodyReference[] = [];
  for (const dir of RESOURCE_DIRS) {
    for (let at = body.indexOf(dir); at >= 0; at = body.indexOf(dir, at + 1)) {
      let start = at;
      if (body.startsWith('./', at - 2)) start = at - 2;
      if (start > 0 && PATH_CHAR.test(body.charAt(start - 1))) continue;
      let end = at + dir.length;
      while (end < body.length && PATH_CHAR.test(body.charAt(end))) end++;
      while (end > at + dir.length && !PATH_END.test(body.charAt(end - 1))) end--;
      if (end === at + dir.length) continue;
      const target = body.slice(start, end);
      found.push({ path: cleanPath(target), start, end });
    }
  }
  return found;
}

function countLines(text: string): number {
  let n = 1;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) n++;
  return n;
}

function cleanPath(target: string): string {
  let path = target.replace(/[?#].*$/, '').replace(/^\.\//, '');
  try {
    path = decodeURIComponent(path);
  } catch {
    // A stray "%" is just a character in the path.
  }
  return path;
}

function ancestors(path: string): string[] {
  const parts = path.split('/');
  return parts.slice(0, -1).map((_, i) => parts.slice(0, i + 1).join('/'));
}
