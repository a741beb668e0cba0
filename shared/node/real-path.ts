/**
 * Resolving a path to its real one with libc's realpath, one call, where Node's own
 * realpathSync walks the path in JavaScript with a stat per part (packaging a library
 * resolves every skill folder and every link in it).
 */
import { realpathSync } from 'node:fs';

/** Failures both ways share: no second try (a dangling link would pay for two). */
const PLAIN_FAILURES = new Set(['ENOENT', 'ENOTDIR', 'ELOOP', 'EACCES', 'EPERM']);

/**
 * The real path of `path`. Where the native call fails in a way Node's own walk may not (some
 * Windows drives: RAM disks, mapped network shares), that walk answers instead.
 */
export function realPath(path: string): string {
  try {
    return realpathSync.native(path);
  } catch (error) {
    if (PLAIN_FAILURES.has((error as { code?: string } | null)?.code ?? '')) throw error;
    return realpathSync(path);
  }
}
