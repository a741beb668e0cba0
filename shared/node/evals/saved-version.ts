/**
 * A saved version of a skill (its history, shared/node/history/) as an eval run compares with
 * it (old_skill): every file read from the store and checked against its hash first, so an
 * unknown, damaged or hash-only version refuses the run before anything is sent; then written
 * into a temporary folder of its own (removed after the run). Real agent mode places that
 * folder as the skill (agent-task.ts); direct mode reads it as an agent reads a skill's folder
 * (library-snapshot.ts) and puts it in the skill's place in the library (versionLibrary).
 */
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { LibrarySnapshot } from '../../agent/types';
import { withFolderAs } from '../../evals/conversation';
import { TextError } from '../../ipc/service-text';
import type { HistoryStore } from '../history/history-store';
import { readFolder } from '../library-snapshot';
import { fenceOf } from '../link-fence';
import { isInside } from '../../studio/paths';

/** A saved version written out for a run. */
export interface SavedVersion {
  /** Its id in the skill's history. */
  id: string;
  /** When it was saved (milliseconds since the epoch). */
  at: number;
  /** The temporary folder holding its files. */
  folder: string;
  /** Removes the folder (safe to call more than once). */
  remove: () => Promise<void>;
}

/** Reads version `id` of the skill in `dir` (its real path) into a temporary folder. */
export async function materializeVersion(
  store: HistoryStore,
  dir: string,
  id: string,
  tmpRoot: string = tmpdir(),
): Promise<SavedVersion> {
  const record = await store.record(dir, id);
  if (!record) throw new TextError('NoVersion', 'evals-version-missing', { version: id });
  // Every byte first: a version that cannot be had whole is refused before a folder is made.
  const files: { path: string; bytes: Uint8Array; executable: boolean }[] = [];
  for (const file of record.files) {
    const kept = await store.bytesOf(file);
    if (kept.kind === 'hash-only')
      throw new TextError('VersionNotKept', 'evals-version-not-kept', {
        version: id,
        file: file.path,
      });
    if (kept.kind !== 'ok')
      throw new TextError('VersionDamaged', 'evals-version-damaged', {
        version: id,
        file: file.path,
      });
    files.push({ path: file.path, bytes: kept.bytes, executable: file.executable });
  }
  const base = await mkdtemp(join(tmpRoot, 'skill-studio-version-'));
  const remove = () => rm(base, { recursive: true, force: true });
  // The folder's own name is the skill's (an agent may show it); the version's files go in it.
  const folder = join(base, 'skill');
  try {
    await mkdir(folder);
    for (const file of files) {
      const at = join(folder, ...file.path.split('/'));
      // A record's paths are the store's own; one leading out of the folder is not written.
      if (!isInside(folder, at))
        throw new Error(`a version's file outside its skill: ${file.path}`);
      await mkdir(dirname(at), { recursive: true });
      await writeFile(at, file.bytes);
      await chmod(at, file.executable ? 0o755 : 0o644);
    }
  } catch (error) {
    await remove();
    throw error;
  }
  return { id: record.id, at: record.at, folder, remove };
}

/** `library` with the saved version's folder in the place of the skill's folder `dir`. */
export function versionLibrary(
  library: LibrarySnapshot,
  dir: string,
  saved: Pick<SavedVersion, 'folder'>,
): LibrarySnapshot {
  const read = readFolder(saved.folder, 'skill', '', fenceOf([saved.folder]));
  return withFolderAs(library, dir, (f) => ({ ...read, name: f.name, dir: f.dir, rel: f.rel }));
}
