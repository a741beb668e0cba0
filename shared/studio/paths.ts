/**
 * Paths for the UI and the service alike, POSIX and Windows: joined, compared and taken apart
 * without Node's path module, which the renderer does not have. Whether a path lies inside a
 * folder resolves both as Node would (path-resolve.ts, held to node:path by a test), so the UI
 * concludes what the service does about "..", ".", doubled separators and a drive letter's case.
 * The service passes its own platform's separator (node:path's `sep`) and current folder.
 */
import { isAbsoluteWin32, relativeWin32 } from './path-relative';
import { resolvePosix, resolveWin32 } from './path-resolve';

/** A path separator: "\\" means Windows paths (drive letters, UNC shares, either slash). */
export type Separator = '/' | '\\';

/** The separator a path uses ("\\" for Windows paths). */
export function separatorOf(path: string): Separator {
  return /^[A-Za-z]:\\|^\\\\/.test(path) ? '\\' : '/';
}

/** `dir` joined with a "/"-separated relative path, in `dir`'s own style. */
export function joinPath(dir: string, rel: string): string {
  const sep = separatorOf(dir);
  const tail = sep === '/' ? rel : rel.replaceAll('/', '\\');
  return dir.endsWith(sep) ? `${dir}${tail}` : `${dir}${sep}${tail}`;
}

/**
 * `child` relative to `parent` with "/" separators ('' for the folder itself), or undefined
 * when it is not inside (above it, beside it, or on another drive), as Node's path.relative
 * would have it. `sep`: whose paths these are (by default, `parent`'s style); `cwd`: where a
 * relative path starts (process.cwd on the service; the root in the UI, whose paths are absolute).
 */
export function relativeInside(
  parent: string,
  child: string,
  sep: Separator = separatorOf(parent),
  cwd: () => string = () => sep,
): string | undefined {
  if (parent === child) return '';
  if (sep === '/') {
    const from = resolvePosix(parent, cwd);
    const to = resolvePosix(child, cwd);
    if (to === from) return '';
    const base = from === '/' ? from : `${from}/`;
    return to.startsWith(base) ? to.slice(base.length) : undefined;
  }
  const rel = relativeWin32(resolveWin32(parent, cwd), resolveWin32(child, cwd));
  if (rel === '..' || rel.startsWith('..\\') || isAbsoluteWin32(rel)) return undefined;
  return rel.replaceAll('\\', '/');
}

/**
 * True when `child` is `parent` or below it (see relativeInside). Two plain absolute POSIX paths
 * (the real paths the service's fence compares, once per file read) are compared as strings,
 * which is what resolving would conclude, without its work.
 */
export function isInside(
  parent: string,
  child: string,
  sep: Separator = separatorOf(parent),
  cwd?: () => string,
): boolean {
  if (sep === '/' && isPlainAbsolute(parent) && isPlainAbsolute(child))
    return child === parent || child.startsWith(parent === '/' ? '/' : `${parent}/`);
  return relativeInside(parent, child, sep, cwd) !== undefined;
}

// Absolute, with no empty, "." or ".." segment and no final "/": resolving leaves it as it is.
function isPlainAbsolute(path: string): boolean {
  if (path === '/') return true;
  if (path.charCodeAt(0) !== 0x2f || path.endsWith('/') || path.includes('//')) return false;
  return !/\/\.\.?(?:\/|$)/.test(path);
}

/**
 * True when `path` is a file of the skill in `dir` itself, not of a skill nested in it:
 * no folder between them holds a SKILL.md (`files`: the skill's files, relative).
 */
export function ownsFile(dir: string, files: readonly { path: string }[], path: string): boolean {
  const rel = relativeInside(dir, path);
  if (rel === undefined || rel === '') return false;
  const listed = new Set(files.map((f) => f.path));
  const parts = rel.split('/');
  for (let i = 1; i < parts.length; i++) {
    const folder = parts.slice(0, i).join('/');
    if (listed.has(`${folder}/SKILL.md`) || listed.has(`${folder}/skill.md`)) return false;
  }
  return true;
}

/** The last segment of a path. */
export function baseName(path: string): string {
  const parts = path.split(/[\\/]/).filter(Boolean);
  return parts[parts.length - 1] ?? path;
}

/** The folder `path` is in ("" for a bare name; a root such as "/" or "C:\\" is its own). */
export function parentPath(path: string): string {
  if (/^[A-Za-z]:[\\/]$/.test(path)) return path;
  const trimmed = path.replace(/(?<=.)[\\/]+$/, '');
  const at = Math.max(trimmed.lastIndexOf('/'), trimmed.lastIndexOf('\\'));
  if (at < 0) return '';
  // Keep the separator of a root: "/x" is in "/", "C:\x" in "C:\".
  const root = at === 0 || (at === 2 && trimmed[1] === ':');
  return trimmed.slice(0, root ? at + 1 : at);
}

/** Where `path` is after `from` moved to `to` (itself when it is not `from` or inside it). */
export function movedPath(path: string, from: string, to: string): string {
  const rel = relativeInside(from, path);
  if (rel === undefined) return path;
  return rel === '' ? to : joinPath(to, rel);
}

/**
 * The relative link from the file `from` to the file `to`, both "/"-separated paths below one
 * folder (a skill's): what a Markdown link in `from` writes to reach `to`.
 */
export function linkBetween(from: string, to: string): string {
  const here = from.split('/').slice(0, -1);
  const there = to.split('/');
  let same = 0;
  while (same < here.length && same < there.length - 1 && here[same] === there[same]) same += 1;
  return [...here.slice(same).map(() => '..'), ...there.slice(same)].join('/');
}
