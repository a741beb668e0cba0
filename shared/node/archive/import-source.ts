/**
 * Where an import reads from: a zip archive or a folder, behind one shape, so the checks, the
 * search for skills and the extraction are the same for both.
 */
import { stat } from 'node:fs/promises';
import type { ArchiveEntryInfo, ImportFile, LeftOut } from '../../package/index';
import { copyFolderFile, listFolder, readFolderHead } from './folder-source';
import { extractEntry, readEntryHead } from './zip-extract';
import { readArchiveIndex } from './zip-reader';

/** An opened archive or folder. */
export interface ImportSource {
  kind: 'archive' | 'folder';
  /** Every entry, as an archive's central directory lists them. */
  entries: ArchiveEntryInfo[];
  /** What a folder's walk passed over (an archive: none). */
  passed: LeftOut[];
  /** Folders a folder's walk could not read (an archive: none). */
  unreadable: LeftOut[];
  /** The file's first `limit` bytes. */
  head(file: ImportFile, limit: number): Promise<Uint8Array>;
  /** Writes the file to `dest`, which must not exist yet. */
  copy(file: ImportFile, dest: string): Promise<void>;
  close(): void;
}

/** Opens `path`, a folder or an archive; throws UnreadableArchive when it cannot be read. */
export async function openImportSource(path: string, maxEntries: number): Promise<ImportSource> {
  if ((await stat(path)).isDirectory()) {
    const listing = await listFolder(path, maxEntries);
    const source = (file: ImportFile) => {
      const found = listing.sources.get(file.index);
      if (!found) throw new Error(`"${file.path}" vanished from the listing`);
      return found;
    };
    return {
      kind: 'folder',
      entries: listing.entries,
      passed: listing.passed,
      unreadable: listing.unreadable,
      head: (file, limit) => readFolderHead(source(file), file, limit),
      copy: (file, dest) => copyFolderFile(source(file), file, dest),
      close: () => undefined,
    };
  }
  const index = await readArchiveIndex(path, maxEntries);
  const raw = (file: ImportFile) => {
    const found = index.raw[file.index];
    if (!found) throw new Error(`"${file.path}" vanished from the index`);
    return found;
  };
  return {
    kind: 'archive',
    entries: index.entries,
    passed: [],
    unreadable: [],
    head: (file, limit) => readEntryHead(index.zip, raw(file), file.path, limit),
    copy: (file, dest) => extractEntry(index.zip, raw(file), file.path, dest, file.executable),
    close: () => index.zip.close(),
  };
}
