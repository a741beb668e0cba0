/**
 * Writing a planned archive with yazl, byte-for-byte reproducible: fixed DOS timestamps
 * (1980-01-01 00:00:00) and no timestamp extra field, modes 0644/0755, UTF-8 names flagged,
 * no folder entries. The zip goes to a temp file next to the destination, reaches the disk,
 * and is renamed into place; on any failure the temp file is removed.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Transform, type Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import { openSourceStream, readSourceSync, type ZipSource } from './source-file';

/** The archive as written. */
export interface WrittenArchive {
  path: string;
  bytes: number;
  sha256: string;
}

// Local time on purpose: yazl encodes DOS fields from local time, so this gives the same
// 1980-01-01 00:00:00 fields in every time zone.
const DOS_EPOCH = new Date(1980, 0, 1, 0, 0, 0);
const S_IFREG = 0o100000;
/** Files up to this size are read whole and deflated in parallel; larger ones are streamed. */
const SMALL_FILE = 1024 * 1024;
/** A batch of whole-read files ends after this many files or bytes... */
const BATCH_FILES = 32;
const BATCH_BYTES = 8 * 1024 * 1024;
/** ...and at most this many batches are read ahead of what yazl has written. */
const BATCHES_AHEAD = 2;

/** Writes `sources` (already in archive order) to `dest` atomically. */
export async function writeZipAtomically(
  sources: readonly ZipSource[],
  dest: string,
): Promise<WrittenArchive> {
  const tmp = join(dirname(dest), `.${basename(dest)}.${randomBytes(6).toString('hex')}.partial`);
  // flush: the data reaches the disk before the rename makes it visible.
  const out = createWriteStream(tmp, { flags: 'wx', mode: 0o644, flush: true });
  try {
    const written = await writeZip(sources, out);
    await rename(tmp, dest);
    return { path: dest, ...written };
  } catch (error) {
    out.destroy();
    await rm(tmp, { force: true });
    throw error;
  }
}

async function writeZip(sources: readonly ZipSource[], out: Writable) {
  const zip = new ZipFile();
  const hash = createHash('sha256');
  let bytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  let current = '';
  let reading: Readable | undefined;
  let failure: Error | undefined;
  // Failing the tap fails the pipeline, which tears down yazl's stream and the file.
  const fail = (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    failure ??= new Error(current ? `while writing "${current}": ${message}` : message);
    tap.destroy(failure);
    reading?.destroy();
  };
  zip.on('error', fail);
  const written = pipeline(zip.outputStream, tap, out);
  written.catch(fail);

  // Each batch of whole-read files ends with a streamed entry: yazl asks for its data only
  // once every earlier entry is written, so waiting for that call bounds the memory (and the
  // number of deflates in flight). Where batches end depends on the file list alone, so the
  // bytes do not depend on timing.
  const asked: Promise<void>[] = [];
  let batchFiles = 0;
  let batchBytes = 0;
  for (const source of sources) {
    if (failure) break;
    const options = {
      mtime: DOS_EPOCH,
      forceDosTimestamp: true,
      mode: S_IFREG | source.mode,
      compress: !source.store,
    };
    if (source.size <= SMALL_FILE && batchFiles < BATCH_FILES && batchBytes < BATCH_BYTES) {
      current = source.archivePath;
      try {
        zip.addBuffer(readSourceSync(source), source.archivePath, options);
      } catch (error) {
        fail(error);
        break;
      }
      batchFiles++;
      batchBytes += source.size;
      continue;
    }
    batchFiles = 0;
    batchBytes = 0;
    let called: () => void = () => undefined;
    asked.push(new Promise<void>((resolve) => (called = resolve)));
    zip.addReadStreamLazy(source.archivePath, { ...options, size: source.size }, (callback) => {
      current = source.archivePath;
      called();
      openSourceStream(source).then((stream) => {
        // yazl does not listen for read errors on streams it is handed.
        stream.on('error', fail);
        reading = stream;
        callback(null, stream);
      }, fail);
    });
    if (asked.length > BATCHES_AHEAD)
      await Promise.race([asked.shift(), written.catch(() => undefined)]);
  }
  zip.end();
  await written;
  if (failure) throw failure;
  return { bytes, sha256: hash.digest('hex') };
}
