/**
 * Body advice: length in lines and estimated tokens (level 2 of progressive disclosure should
 * stay small), an empty body, and files the body points at that are not in the skill.
 */
import { skillMessage } from '../messages';
import { diagnostic } from '../diagnostic';
import { pyStripBounds } from '../../py/index';
import type { Diagnostic, Fix } from '../types';
import type { RuleContext } from './rule-context';

/** The specification's advice for the body. */
export const MAX_BODY_LINES = 500;
export const MAX_BODY_TOKENS = 5000;

/**
 * A quick token estimate for advice (the agent view uses a real tokenizer): Han, kana and
 * Hangul run about one token per character in BPE vocabularies, other text about four
 * characters per token. Every character counted as dense is at U+1100 or above, so a native
 * regex search skips from one such character to the next and only those runs are looked at
 * one code unit at a time: a 30 KB body that is mostly ASCII costs one scan in native code
 * instead of a JavaScript loop over every code unit (four times slower on the bench's body).
 */
export function estimateTokens(text: string): number {
  let dense = 0;
  HIGH.lastIndex = 0;
  while (HIGH.test(text)) {
    let i = HIGH.lastIndex - 1;
    for (; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c < 0x1100) break;
      if (isDense(c)) dense++;
      else if (c >= 0xd840 && c <= 0xd87f) {
        // A supplementary-plane Han character: count the pair once.
        dense++;
        i++;
      }
    }
    HIGH.lastIndex = i;
  }
  return Math.ceil(dense + (text.length - dense) / 4);
}

// Where the next character estimateTokens may count as dense is (global: searched from
// lastIndex). Only estimateTokens uses it, and it runs to the end without yielding.
const HIGH = /[\u1100-\uffff]/g;

function isDense(c: number): boolean {
  return (
    (c >= 0x4e00 && c <= 0x9fff) ||
    (c >= 0x3400 && c <= 0x4dbf) ||
    (c >= 0x3040 && c <= 0x30ff) ||
    (c >= 0xac00 && c <= 0xd7af) ||
    (c >= 0x1100 && c <= 0x11ff) ||
    (c >= 0xf900 && c <= 0xfaff)
  );
}

/** body-empty, body-too-long, body-too-many-tokens. */
export function bodySizeRules(ctx: RuleContext): Diagnostic[] {
  const { parsed } = ctx;
  if (!parsed.complete || !parsed.frontmatter) return [];
  const [lead, trail] = pyStripBounds(parsed.body);
  const body = parsed.body.slice(lead, trail);
  const closing = ctx.index.lineRange(parsed.frontmatter.closeLine);
  if (body === '') {
    return [diagnostic('body-empty', skillMessage('skill.body-empty'), closing)];
  }
  const out: Diagnostic[] = [];
  const lines = bodyLines(ctx, lead, trail);
  // Whole-body findings are shown on the body's first character.
  const first = ctx.index.position(ctx.index.starts[parsed.bodyLine - 1] ?? 0);
  const at = { start: first, end: { line: first.line, column: first.column + 1 } };
  if (lines > MAX_BODY_LINES) {
    out.push(
      diagnostic(
        'body-too-long',
        skillMessage('skill.body-too-long', { lines, max: MAX_BODY_LINES }),
        at,
      ),
    );
  }
  // Every code unit counts at most one token, so short bodies need no estimate (and a body
  // without Han, kana or Hangul costs estimateTokens one native scan).
  const tokens = body.length <= MAX_BODY_TOKENS ? 0 : estimateTokens(body);
  if (tokens > MAX_BODY_TOKENS) {
    out.push(
      diagnostic(
        'body-too-many-tokens',
        skillMessage('skill.body-too-many-tokens', { tokens, max: MAX_BODY_TOKENS }),
        at,
      ),
    );
  }
  return out;
}

// Markdown link and image targets, and bare paths into the usual resource folders. Sticky:
// it is tried only where "](" stands (found by indexOf), since every match starts so; a
// regex scan that tries every position of the body costs several times more.
const LINK_TARGET = /\]\(\s*<?([^)\s>]+)>?(?:\s+["'][^)]*["'])?\s*\)/y;
const RESOURCE_DIRS = ['scripts/', 'references/', 'assets/', 'examples/', 'templates/'];
// [\w./@%+-] and [\w@%+-] (\w is ASCII-only without the u flag), as code-unit tests: they run
// on every character of every path candidate.
function isPathEnd(c: number): boolean {
  return (
    (c >= 0x30 && c <= 0x39) ||
    (c >= 0x41 && c <= 0x5a) ||
    (c >= 0x61 && c <= 0x7a) ||
    c === 0x5f ||
    c === 0x40 ||
    c === 0x25 ||
    c === 0x2b ||
    c === 0x2d
  );
}
function isPathChar(c: number): boolean {
  return isPathEnd(c) || c === 0x2e || c === 0x2f;
}
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|#|\/|~|\$|\{)/i;

/** One relative path the body refers to, and where. */
export interface BodyReference {
  path: string;
  start: number;
  end: number;
  /** The whole Markdown link `[text](path)` it is the target of, and the link's text. */
  link?: { start: number; end: number; text: string };
}

/** Every relative file path the body mentions (links and resource-folder paths), in order. */
export function bodyReferences(body: string): BodyReference[] {
  const refs: BodyReference[] = [];
  // The matches a global search finds, in order: each is the first "](" at or after the end
  // of the one before where the pattern matches.
  for (let at = body.indexOf(']('); at >= 0;) {
    LINK_TARGET.lastIndex = at;
    const m = LINK_TARGET.exec(body);
    at = body.indexOf('](', m ? LINK_TARGET.lastIndex : at + 1);
    if (!m) continue;
    const target = m[1] ?? '';
    if (EXTERNAL.test(target)) continue;
    const start = m.index + m[0].indexOf(target);
    const link = linkAround(body, m.index, m.index + m[0].length);
    refs.push({
      path: cleanPath(target),
      start,
      end: start + target.length,
      ...(link && { link }),
    });
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
  const refs = bodyReferences(ctx.parsed.body);
  // Most bodies mention no file: the skill's paths are indexed only for those that do.
  if (refs.length === 0) return [];
  const known = new Set<string>();
  const folders = new Set<string>();
  for (const f of files) {
    known.add(f.path);
    // Every folder above the file ("a/b/c.md": "a/b" and "a").
    for (let slash = f.path.lastIndexOf('/'); slash > 0; slash = f.path.lastIndexOf('/', slash - 1))
      folders.add(f.path.slice(0, slash));
  }
  const out: Diagnostic[] = [];
  for (const ref of refs) {
    const path = ref.path.replace(/\/$/, '');
    if (path === '' || path.startsWith('..')) continue;
    const range = ctx.bodyRange(ref.start, ref.end);
    if (!known.has(path) && !folders.has(path)) {
      out.push(
        diagnostic(
          'reference-missing',
          skillMessage('skill.reference-missing', { path: ref.path }),
          range,
          ctx.withFixes ? { fixes: referenceFixes(ctx, ref, path) } : {},
        ),
      );
    } else if (known.has(path) && path.indexOf('/') !== path.lastIndexOf('/')) {
      out.push(
        diagnostic(
          'reference-deep',
          skillMessage('skill.reference-deep', {
            path: ref.path,
            file: path.split('/').pop() ?? '',
          }),
          range,
        ),
      );
    }
  }
  return out;
}

// Create the file (a path the studio may make, not a folder) or, for a Markdown link, keep
// only its text.
function referenceFixes(ctx: RuleContext, ref: BodyReference, path: string): Fix[] {
  const out: Fix[] = [];
  if (!ref.path.endsWith('/') && isCreatable(path))
    out.push({ kind: 'create-file', title: skillMessage('fix.create-file', { path }), path });
  if (ref.link)
    out.push({
      kind: 'edit',
      title: skillMessage('fix.remove-link'),
      edits: [{ range: ctx.bodyRange(ref.link.start, ref.link.end), newText: ref.link.text }],
    });
  return out;
}

// A relative path whose every part is a portable name (the file-creation rules, in short).
function isCreatable(path: string): boolean {
  return path
    .split('/')
    .every((part) => part !== '' && part !== '.' && !/[<>:"|?*\\]|[. ]$/.test(part));
}

// The `[text](...)` around a link target that ends at `end`: its start and its text (an image
// `![alt](...)` is left alone: removing it is not removing a link).
function linkAround(body: string, from: number, end: number): BodyReference['link'] {
  const open = body.lastIndexOf('[', from);
  if (open < 0 || body.charAt(open - 1) === '!') return undefined;
  const text = body.slice(open + 1, from);
  if (text.includes('\n\n') || text.includes(']')) return undefined;
  return { start: open, end, text };
}

// Paths such as "scripts/run.py" or "./references/a.md" that start a word ("myscripts/x" and
// "a/scripts/x" do not count). Found from the slashes (one indexOf pass over the body) rather
// than a regex, or a search per folder name: a regex trying every position of a 30 KB body
// costs more than the rest of validation. Two such paths never overlap (one starts only after
// a character that is not a path's), so finding them in text order finds the same ones.
function resourcePaths(body: string): BodyReference[] {
  const found: BodyReference[] = [];
  for (let slash = body.indexOf('/'); slash >= 0; slash = body.indexOf('/', slash + 1)) {
    const dir = RESOURCE_DIRS.find((d) => body.startsWith(d, slash + 1 - d.length));
    if (dir === undefined || slash + 1 < dir.length) continue;
    const at = slash + 1 - dir.length;
    let start = at;
    if (body.startsWith('./', at - 2)) start = at - 2;
    if (start > 0 && isPathChar(body.charCodeAt(start - 1))) continue;
    let end = at + dir.length;
    while (end < body.length && isPathChar(body.charCodeAt(end))) end++;
    while (end > at + dir.length && !isPathEnd(body.charCodeAt(end - 1))) end--;
    if (end === at + dir.length) continue;
    const target = body.slice(start, end);
    found.push({ path: cleanPath(target), start, end });
  }
  return found;
}

// Lines of the stripped body, from the line index the parse built (no pass over the body): the
// stripped body is a slice of the normalized text, whose lines end only at "\n".
function bodyLines(ctx: RuleContext, lead: number, trail: number): number {
  const { parsed, index } = ctx;
  const bodyStart = index.starts[parsed.bodyLine - 1] ?? index.text.length;
  return index.position(bodyStart + trail).line - index.position(bodyStart + lead).line + 1;
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
