/**
 * What an import may read: an archive the user chose (the open dialog, or an upload to the
 * browser host: both grant that one file, path-guard.ts), or a folder the user chose, in the
 * system's folder dialog or the browser host's folder browser. A folder reaches no further
 * than Add library, which opens any folder the user names and reads all of it.
 */
import { statSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import type { PathGuard } from '../path-guard';

/** The absolute path of the archive or folder to import; an archive not chosen is refused. */
export function importSourcePath(guard: PathGuard, path: string): string {
  if (isAbsolute(path) && isFolder(path)) return resolve(path);
  return guard.resolveGranted(path);
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
