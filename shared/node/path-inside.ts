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

/** True when `child` is `parent` or below it. */
export function isInside(parent: string, child: string): boolean {
  return relativeInside(parent, child) !== undefined;
}
