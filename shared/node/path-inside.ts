/**
 * Whether a path lies inside a folder, on the Node side (the renderer, without Node's path
 * module, has shared/studio/paths.ts). One place, because testing `relative()` by hand went
 * wrong for names that only start or end with "..", such as "..x" or "v2..".
 */
import { isAbsolute, relative, sep } from 'node:path';

/**
 * `child` relative to `parent` with "/" separators ('' for the folder itself), or undefined
 * when it is not inside (above it, beside it, or on another drive).
 */
export function relativeInside(parent: string, child: string): string | undefined {
  const rel = relative(parent, child);
  if (rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return undefined;
  return sep === '/' ? rel : rel.split(sep).join('/');
}

/**
 * True when `child` is `parent` or below it. Two plain absolute POSIX paths (the real paths
 * the fence compares, once per file read) are compared as strings, which is what relative()
 * would conclude without its resolving and allocating; any other pair goes through it.
 */
export function isInside(parent: string, child: string): boolean {
  if (sep === '/' && isPlainAbsolute(parent) && isPlainAbsolute(child))
    return child === parent || child.startsWith(parent === '/' ? '/' : `${parent}/`);
  return relativeInside(parent, child) !== undefined;
}

// Absolute, with no empty, "." or ".." segment and no final "/": resolve() leaves it as it is.
function isPlainAbsolute(path: string): boolean {
  if (path === '/') return true;
  if (path.charCodeAt(0) !== 0x2f || path.endsWith('/') || path.includes('//')) return false;
  return !/\/\.\.?(?:\/|$)/.test(path);
}
