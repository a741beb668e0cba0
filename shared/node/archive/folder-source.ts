/**
 * A folder read as an import reads an archive: its entries listed the way a zip's central
 * directory lists them, so the same checks (names, links, special files, sizes, the entry
 * limit) decide. Links are listed as links and never followed, so nothing outside the chosen
 * folder is read; version-control folders and tools' folders (dependencies, caches) are not
 * entered. A file is copied only while it is still the file that was listed.
 */
import { createWriteStream, type Dirent } from 'node:fs';
import { lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import {
  junkReason,
  packageMessage,
  type ArchiveEntryInfo,
  type ImportFile,
  type LeftOut,
} from '../../package/index';
import { notSearched } from '../discovery-rules';
import { fsErrorReason } from '../skill-folder';
import { openSourceStream, SourceChanged, type ZipSource } from './source-file';
import { DamagedEntry } from './zip-extract';
import { UnreadableArchive } from './zip-reader';

/** A folder's entries, and what was not entered. */
export interface FolderListing {
  entries: ArchiveEntryInfo[];
  /** Folders passed over (tools' data), reported as skipped. */
  passed: LeftOut[];
  /** What each file was when listed, by entry index. */
  sources: Map<number, ZipSource>;
  /** Folders that could not be read. */
  unreadable: LeftOut[];
}

const S_IFLNK = 0o120000;
const S_IFDIR = 0o040000;
const LOCAL_HEADER_BYTES = 30;

/** Lists `root`'s entries (never following a link); refused past `maxEntries`. */
export async function listFolder(root: string, maxEntries: number): Promise<FolderListing> {
  const out: FolderListing = { entries: [], passed: [], sources: new Map(), unreadable: [] };
  let offset = 0;
  const add = (name: string, unixMode: number, size: number) => {
    const nameBytes = Buffer.byteLength(name);
    // Laid end to end as in a well-formed zip, so the overlap check has nothing to say.
    out.entries.push({
      index: out.entries.length,
      name,
      flags: 0,
      method: 0,
      compressedSize: size,
      uncompressedSize: size,
      unixMode,
      offset,
      nameBytes,
    });
    offset += LOCAL_HEADER_BYTES + nameBytes + size;
    if (out.entries.length > maxEntries)
      throw new UnreadableArchive((file) =>
        packageMessage('package.import.folder-too-many-entries', { file, limit: maxEntries }),
      );
  };
  // Breadth first, so a huge tree is refused at the limit without being walked to its end.
  const queue: string[] = [''];
  for (let rel = queue.shift(); rel !== undefined; rel = queue.shift()) {
    let names: Dirent[];
    try {
      names = await readdir(join(root, ...rel.split('/')), { withFileTypes: true });
    } catch (error) {
      if (rel === '') throw error;
      // Never a quiet omission: refused inside a skill imported, reported elsewhere.
      const reason = packageMessage('package.import.folder-unreadable', {
        reason: fsErrorReason(error),
      });
      out.unreadable.push({ path: `${rel}/`, reason });
      continue;
    }
    names.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const d of names) {
      const path = rel === '' ? d.name : `${rel}/${d.name}`;
      const abs = join(root, ...path.split('/'));
      if (d.isDirectory() && (notSearched(d.name) || junkReason(path) !== undefined)) {
        out.passed.push({
          path: `${path}/`,
          reason: junkReason(path) ?? packageMessage('package.junk.not-searched'),
        });
        continue;
      }
      const st = await lstat(abs).catch(() => undefined);
      if (st === undefined) continue;
      if (st.isDirectory()) {
        add(`${path}/`, S_IFDIR | (st.mode & 0o777), 0);
        queue.push(path);
      } else if (st.isSymbolicLink()) add(path, S_IFLNK | 0o777, 0);
      else {
        add(path, st.mode, st.isFile() ? st.size : 0);
        if (st.isFile())
          out.sources.set(out.entries.length - 1, {
            archivePath: path,
            abs,
            size: st.size,
            mode: st.mode,
            store: true,
            dev: st.dev,
            ino: st.ino,
            ctimeMs: st.ctimeMs,
          });
      }
    }
  }
  return out;
}

/** The file's first `limit` bytes (all of it when smaller). */
export async function readFolderHead(
  source: ZipSource,
  file: ImportFile,
  limit: number,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of await open(source, file)) {
    chunks.push(chunk as Buffer);
    length += (chunk as Buffer).length;
    if (length >= limit) break;
  }
  return Buffer.concat(chunks).subarray(0, limit);
}

/** Copies the file to `dest` (which must not exist), refusing one that changed since it was listed. */
export async function copyFolderFile(
  source: ZipSource,
  file: ImportFile,
  dest: string,
): Promise<void> {
  let written = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      written += chunk.length;
      done(written > source.size ? changed(file) : null, chunk);
    },
    flush(done) {
      done(written === source.size ? null : changed(file));
    },
  });
  await pipeline(
    await open(source, file),
    counted,
    createWriteStream(dest, { flags: 'wx', mode: file.executable ? 0o755 : 0o644 }),
  );
}

async function open(source: ZipSource, file: ImportFile) {
  try {
    return await openSourceStream(source);
  } catch (error) {
    if (error instanceof SourceChanged) throw changed(file);
    throw error;
  }
}

function changed(file: ImportFile): DamagedEntry {
  return new DamagedEntry(file.path, packageMessage('package.import.changed'));
}
