/**
 * Paths as the UI handles them: absolute paths from the service (POSIX or Windows), joined and
 * compared without Node's path module, which the renderer does not have.
 */

/** The separator a path uses ("\\" for Windows paths). */
export function separatorOf(path: string): '/' | '\\' {
  return /^[A-Za-z]:\\|^\\\\/.test(path) ? '\\' : '/';
}

/** `dir` joined with a "/"-separated relative path, in `dir`'s own style. */
export function joinPath(dir: string, rel: string): string {
  const sep = separatorOf(dir);
  const tail = sep === '/' ? rel : rel.replaceAll('/', '\\');
  return dir.endsWith(sep) ? `${dir}${tail}` : `${dir}${sep}${tail}`;
}

/** True when `path` is `dir` or inside it. */
export function isInsidePath(dir: string, path: string): boolean {
  if (path === dir) return true;
  const sep = separatorOf(dir);
  return path.startsWith(dir.endsWith(sep) ? dir : `${dir}${sep}`);
}

/** `path` relative to `dir` with "/" separators, or undefined when it is not inside. */
export function relativeTo(dir: string, path: string): string | undefined {
  if (!isInsidePath(dir, path)) return undefined;
  const rest = path.slice(dir.length).replace(/^[\\/]/, '');
  return separatorOf(dir) === '\\' ? rest.replaceAll('\\', '/') : rest;
}

/**
 * True when `path` is a file of the skill in `dir` itself, not of a skill nested in it:
 * no folder between them holds a SKILL.md (`files`: the skill's files, relative).
 */
export function ownsFile(dir: string, files: readonly { path: string }[], path: string): boolean {
  const rel = relativeTo(dir, path);
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
  if (path === from) return to;
  if (!isInsidePath(from, path)) return path;
  return `${to}${path.slice(from.length)}`;
}
