/**
 * Writing planned files as a new folder, never half of one: everything goes into a hidden
 * staging folder beside the destination (same file system), each file read exactly as the
 * plan saw it (source-file.ts: no links, no file swapped or changed meanwhile) and flushed,
 * then the staging folder is renamed into place in one step. Any failure removes the staging
 * folder, so the destination either does not exist or is complete. A destination that exists
 * is never written into or replaced. Staging folders a killed run left behind are removed by
 * the next run for the same destination (studio-temp.ts).
 */
import { createHash } from 'node:crypto';
import { lstat, mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { compareUtf8 } from '../../package/index';
import { isStudioTemp } from '../../studio/temp-names';
import { syncFolder } from '../atomic-file';
import { removeStaleTemps, tempPathBeside } from '../studio-temp';
import {
  openSourceStream,
  readSourceSync,
  SourceChanged,
  writeStopped,
  type ZipSource,
} from './source-file';

/** The folder as written. */
export interface WrittenFolder {
  path: string;
  files: number;
  bytes: number;
  /** SHA-256 over every file's path, mode and bytes in path order: equal trees, equal hashes. */
  sha256: string;
}

/** Files up to this size are read whole; larger ones are streamed. */
const WHOLE_FILE = 1024 * 1024;

/** Thrown when the destination exists (or appeared while writing): nothing was written. */
export class DestinationExists extends Error {
  constructor(readonly path: string) {
    super(`${path} already exists`);
    this.name = 'DestinationExists';
  }
}

/** Writes `sources` (their `archivePath`s relative to `dest`) as the new folder `dest`. */
export async function writeFolderAtomically(
  sources: readonly ZipSource[],
  dest: string,
): Promise<WrittenFolder> {
  const staging = tempPathBeside(dest);
  await removeStalePartials(dest, basename(staging));
  const hash = createHash('sha256');
  let bytes = 0;
  await mkdir(staging, { mode: 0o755 });
  try {
    const ordered = [...sources].sort((a, b) => compareUtf8(a.archivePath, b.archivePath));
    for (const source of ordered) {
      try {
        const digest = await writeOne(source, join(staging, ...source.archivePath.split('/')));
        hash.update(`${source.archivePath}\0${source.mode.toString(8)}\0${digest}\n`);
        bytes += source.size;
      } catch (error) {
        throw writeStopped(source.archivePath, error);
      }
    }
    await syncFolder(staging);
    // rename() would quietly replace an empty folder: an existing destination is refused.
    if (await exists(dest)) throw new DestinationExists(dest);
    await rename(staging, dest).catch((error: unknown) => {
      const code = (error as { code?: string }).code;
      throw code === 'ENOTEMPTY' || code === 'EEXIST' || code === 'ENOTDIR'
        ? new DestinationExists(dest)
        : error;
    });
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  await syncFolder(dirname(dest));
  return { path: dest, files: sources.length, bytes, sha256: hash.digest('hex') };
}

// One file into the staging folder; returns the SHA-256 of what was written.
async function writeOne(source: ZipSource, abs: string): Promise<string> {
  await mkdir(dirname(abs), { recursive: true, mode: 0o755 });
  const out = await open(abs, 'wx', source.mode);
  const digest = createHash('sha256');
  try {
    if (source.size <= WHOLE_FILE || source.data) {
      const data = readSourceSync(source);
      digest.update(data);
      await out.writeFile(data);
    } else {
      let size = 0;
      await pipeline(
        await openSourceStream(source),
        async function* (chunks: AsyncIterable<Buffer>) {
          for await (const chunk of chunks) {
            size += chunk.length;
            if (size > source.size) throw new SourceChanged();
            digest.update(chunk);
            yield chunk;
          }
        },
        out.createWriteStream({ autoClose: false }),
      );
      if (size !== source.size) throw new SourceChanged();
    }
    // The mode asked for, whatever the umask made of it.
    await out.chmod(source.mode);
    await out.sync();
  } finally {
    await out.close();
  }
  return digest.digest('hex');
}

async function exists(path: string): Promise<boolean> {
  return lstat(path).then(
    () => true,
    () => false,
  );
}

// Staging folders of earlier runs for the same destination that were killed midway.
async function removeStalePartials(dest: string, ours: string): Promise<void> {
  const folder = dirname(dest);
  const prefix = `.${basename(dest)}.`;
  const names = await readdir(folder).catch(() => []);
  const mine = names.filter((n) => n !== ours && n.startsWith(prefix) && isStudioTemp(n));
  await removeStaleTemps(mine.map((n) => join(folder, n)));
}
