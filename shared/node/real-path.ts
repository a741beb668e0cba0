/**
 * Resolving a path to its real one with libc's realpath, one call, where Node's own
 * realpathSync walks the path in JavaScript with a stat per part (packaging a library
 * resolves every skill folder and every link in it).
 */
import { realpathSync } from 'node:fs';

/**
 * The real path of `path`. Where the native call fails but Node's own walk would not (some
 * Windows drives: RAM disks, mapped network shares), that walk answers instead.
 */
export function realPath(path: string): string {
  try {
    return realpathSync.native(path);
  } catch {
    return realpathSync(path);
  }
}
