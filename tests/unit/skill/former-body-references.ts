/**
 * bodyReferences as it was before issue 18 made its link search cheaper: the reference the
 * new search is compared with (tests/unit/skill/body-references.test.ts). Verbatim from
 * shared/skill/rules/body-rules.ts at commit ce57921, lines 90-140 and 202-253 (the link and
 * path search and the helpers it calls), the exports renamed so they are not mistaken for the
 * live ones.
 */
import type { BodyReference } from '../../../shared/skill/rules/body-rules';

// Markdown link and image targets, and bare paths into the usual resource folders.
const LINK_TARGET = /\]\(\s*<?([^)\s>]+)>?(?:\s+["'][^)]*["'])?\s*\)/g;
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

/** Every relative file path the body mentions (links and resource-folder paths), in order. */
export function formerBodyReferences(body: string): BodyReference[] {
  const refs: BodyReference[] = [];
  for (const m of body.matchAll(LINK_TARGET)) {
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

function cleanPath(target: string): string {
  let path = target.replace(/[?#].*$/, '').replace(/^\.\//, '');
  try {
    path = decodeURIComponent(path);
  } catch {
    // A stray "%" is just a character in the path.
  }
  return path;
}
