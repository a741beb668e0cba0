/**
 * Writing a planned archive, byte-for-byte reproducible: the records come from zip-format.ts
 * (fixed 1980-01-01 timestamps, modes 0644/0755, UTF-8 names, no folder entries). The zip
 * goes to a temp file next to the destination, reaches the disk, and is renamed into place;
 * on any failure the temp file is removed.
 *
 * Written here rather than with yazl: yazl cannot take data that is already deflated, so
 * deflate could not move to a second thread, and its cost per entry alone was more than
 * Info-ZIP, the benchmark this has to meet, spends on it (docs/performance.md).
 *
 * Small files are read whole (a window of them ahead of the writer, the first window as soon
 * as the archive is prepared, before anything is written) and deflated in batches; large
 * ones are streamed through zlib, and their local header rewritten in place once the CRC
 * and sizes are known. Which way a file goes depends on its size alone, so the bytes
 * never depend on timing.
 */
import { createHash } from 'node:crypto';
import { open, readdir, rename, rm, type FileHandle } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createDeflateRaw, crc32 } from 'node:zlib';
import { isStudioTemp } from '../../studio/temp-names';
import { syncFolder } from '../atomic-file';
import { outputPlace } from '../output-place';
import { removeStaleTemps, tempPathBeside } from '../studio-temp';
import { createDeflater, type Deflater } from './deflater';
import {
  openSourceStream,
  readSourceSync,
  SourceChanged,
  writeStopped,
  type ZipSource,
} from './source-file';
import {
  centralRecord,
  endRecords,
  localHeader,
  ZIP64_ENTRY_SIZE,
  type ZipEntry,
} from './zip-format';

/** The archive as written. */
export interface WrittenArchive {
  path: string;
  bytes: number;
  sha256: string;
}

const S_IFREG = 0o100000;
const MIB = 1024 * 1024;
/** Files up to this size are read whole and deflated in batches; larger ones are streamed. */
const WHOLE_FILE = MIB;
/** Whole files read ahead of the writer: at most this many bytes and files... */
const READ_AHEAD = 2 * MIB;
const READ_AHEAD_FILES = 1024;
/** ...sent to the deflater in batches of up to this many files or bytes. */
const BATCH_FILES = 64;
const BATCH_BYTES = MIB / 4;
/** Written data is collected up to this size before it goes to the file. */
const WRITE_CHUNK = MIB;

const isWhole = (f: { size: number }) => f.size <= WHOLE_FILE;

/** Bytes of these files that go through the deflater (whole files not stored as they are). */
export function deflatedBytes(files: readonly { size: number; store: boolean }[]): number {
  return files.reduce((n, f) => n + (isWhole(f) && !f.store ? f.size : 0), 0);
}

/** An archive whose first files are being read and deflated; nothing is written yet. */
export interface PreparedZip {
  /** Writes the archive to `dest` atomically (once). */
  write(dest: string): Promise<WrittenArchive>;
  /** Drops what was read ahead and stops the deflater, writing nothing. */
  discard(): Promise<void>;
}

/**
 * Starts on `sources` (already in archive order) at once: the first READ_AHEAD bytes of
 * whole files are read and handed to `deflater` (closed when done; by default one sized for
 * `sources`), so a caller with other work to do (validation) has them deflated meanwhile.
 */
export function prepareZip(
  sources: readonly ZipSource[],
  deflater: Deflater = createDeflater(deflatedBytes(sources)),
): PreparedZip {
  let ahead: ReadAhead;
  try {
    ahead = new ReadAhead(sources, deflater);
  } catch (error) {
    // Nothing else would close the deflater (it may hold the shared worker).
    void deflater.close();
    throw error;
  }
  return {
    write: async (dest) => {
      try {
        return await writeAtomically(sources, dest, ahead);
      } finally {
        await deflater.close();
      }
    },
    discard: () => deflater.close(),
  };
}

/** Writes `sources` (already in archive order) to `dest` atomically. */
export function writeZipAtomically(
  sources: readonly ZipSource[],
  dest: string,
  deflater?: Deflater,
): Promise<WrittenArchive> {
  return prepareZip(sources, deflater).write(dest);
}

async function writeAtomically(
  sources: readonly ZipSource[],
  dest: string,
  ahead: ReadAhead,
): Promise<WrittenArchive> {
  // Alongside the writing, not before it: with files read ahead, the writer has batches to
  // deflate (or to collect) at once, and the folder listing would keep it from them.
  // Only nothing or a regular file is replaced (a pipe, a link, a folder is refused), looked at
  // before the work and again right before the rename.
  outputPlace(dest);
  const tmp = tempPathBeside(dest);
  const stale = removeStalePartials(dest, basename(tmp));
  let file: FileHandle | undefined;
  try {
    // Read as well as written: an archive whose headers were rewritten is hashed from disk.
    file = await open(tmp, 'wx+', 0o644);
    const out = new ArchiveFile(
      file,
      sources.some((s) => !isWhole(s)),
    );
    await writeZip(sources, out, ahead);
    const sha256 = await out.sha256();
    // The data reaches the disk before the rename makes it visible.
    await file.sync();
    await file.close();
    file = undefined;
    outputPlace(dest);
    await rename(tmp, dest);
    // Best effort: the archive is in place; a folder that cannot be opened does not undo that.
    await syncFolder(dirname(dest));
    return { path: dest, bytes: out.offset, sha256 };
  } catch (error) {
    await file?.close().catch(() => undefined);
    await rm(tmp, { force: true });
    throw error;
  } finally {
    await stale;
  }
}

// Temp files of earlier runs for the same archive that were killed midway (a failure removes
// its own): only the studio's temp names for this archive, and only when nothing can still be
// writing them (studio-temp.ts). Never fails. Never `ours`, the one being written.
async function removeStalePartials(dest: string, ours: string): Promise<void> {
  const folder = dirname(dest);
  const prefix = `.${basename(dest)}.`;
  const names = await readdir(folder).catch(() => []);
  const mine = names.filter((n) => n !== ours && n.startsWith(prefix) && isStudioTemp(n));
  await removeStaleTemps(mine.map((n) => join(folder, n)));
}

async function writeZip(sources: readonly ZipSource[], out: ArchiveFile, ahead: ReadAhead) {
  const entries: ZipEntry[] = [];
  for (const [i, source] of sources.entries()) {
    try {
      const base = { name: Buffer.from(source.archivePath), mode: S_IFREG | source.mode };
      entries.push(
        isWhole(source)
          ? writeWhole(base, source, await ahead.take(i), out)
          : await writeStreamed(base, source, out),
      );
      await out.flushOver(WRITE_CHUNK);
    } catch (error) {
      throw writeStopped(source.archivePath, error);
    }
  }
  const start = out.offset;
  for (const entry of entries) out.push(centralRecord(entry));
  out.push(endRecords(entries.length, start, out.offset - start));
  await out.flushOver(0);
}

type EntryBase = Pick<ZipEntry, 'name' | 'mode'>;

/** A whole file's data as it goes into the archive. */
interface Prepared {
  crc: number;
  data: Buffer;
}

function writeWhole(
  base: EntryBase,
  source: ZipSource,
  prepared: Prepared,
  out: ArchiveFile,
): ZipEntry {
  const entry: ZipEntry = {
    ...base,
    method: source.store ? 0 : 8,
    crc: prepared.crc,
    size: source.size,
    compressedSize: prepared.data.length,
    offset: out.offset,
    zip64: false,
  };
  out.push(localHeader(entry));
  out.push(prepared.data);
  return entry;
}

async function writeStreamed(
  base: EntryBase,
  source: ZipSource,
  out: ArchiveFile,
): Promise<ZipEntry> {
  const entry: ZipEntry = {
    ...base,
    method: source.store ? 0 : 8,
    crc: 0,
    size: 0,
    compressedSize: 0,
    offset: out.offset,
    zip64: source.size >= ZIP64_ENTRY_SIZE,
  };
  // CRC and sizes are not known yet: zero here, rewritten in place after the data.
  out.push(localHeader(entry));
  const dataStart = out.offset;
  const input = await openSourceStream(source);
  async function* counted(chunks: AsyncIterable<Buffer>) {
    for await (const chunk of chunks) {
      entry.crc = crc32(chunk, entry.crc);
      entry.size += chunk.length;
      // A file that grows while it is read stops here, not after copying all it grew by.
      if (entry.size > source.size) throw new SourceChanged();
      yield chunk;
    }
  }
  async function write(chunks: AsyncIterable<Buffer>) {
    for await (const chunk of chunks) {
      out.push(chunk);
      await out.flushOver(WRITE_CHUNK);
    }
  }
  if (source.store) await pipeline(input, counted, write);
  else await pipeline(input, counted, createDeflateRaw(), write);
  if (entry.size !== source.size) throw new SourceChanged();
  entry.compressedSize = out.offset - dataStart;
  await out.rewrite(entry.offset, localHeader(entry));
  return entry;
}

/**
 * Whole files read and deflated ahead of the writer, in archive order, up to READ_AHEAD
 * bytes. A file that cannot be read fails only its own entry, when the writer gets to it.
 */
class ReadAhead {
  private next = 0;
  private bytes = 0;
  /** Each entry read ahead, with the bytes it holds in the window. */
  private readonly ready = new Map<
    number,
    { prepared: Promise<Prepared>; bytes: number; settled: boolean }
  >();

  constructor(
    private readonly sources: readonly ZipSource[],
    private readonly deflater: Deflater,
  ) {
    this.fill(0);
  }

  async take(index: number): Promise<Prepared> {
    this.fill(index);
    const held = this.ready.get(index);
    if (!held) throw new Error(`internal: entry ${index} was not read ahead`);
    // Rather than wait for the worker, deflate batches it has not started (the last ones),
    // giving its answer a chance to arrive after each.
    while (!held.settled && this.deflater.helpOnce()) await new Promise(setImmediate);
    this.ready.delete(index);
    this.bytes -= held.bytes;
    return held.prepared;
  }

  /** Reads on until the window is full, and at least up to `index`. */
  private fill(index: number): void {
    let batch: { index: number; data: Buffer }[] = [];
    let batchBytes = 0;
    const send = () => {
      if (batch.length === 0) return;
      const jobs = batch;
      const done = this.deflater.deflate(jobs.map((j) => j.data));
      jobs.forEach((job, k) =>
        this.hold(
          job.index,
          done.then((out) => ({ crc: crc32(job.data), data: out[k] ?? Buffer.alloc(0) })),
          job.data.length,
        ),
      );
      batch = [];
      batchBytes = 0;
    };
    for (; this.next < this.sources.length; this.next++) {
      const full = this.bytes >= READ_AHEAD || this.ready.size >= READ_AHEAD_FILES;
      if (full && this.next > index) break;
      const source = this.sources[this.next];
      if (!source || !isWhole(source)) continue;
      let data: Buffer;
      try {
        data = readSourceSync(source);
      } catch (error) {
        this.hold(
          this.next,
          Promise.reject(error instanceof Error ? error : new Error(String(error))),
          0,
        );
        continue;
      }
      if (source.store) {
        this.hold(this.next, Promise.resolve({ crc: crc32(data), data }), data.length);
        continue;
      }
      batch.push({ index: this.next, data });
      batchBytes += data.length;
      if (batch.length >= BATCH_FILES || batchBytes >= BATCH_BYTES) send();
    }
    send();
  }

  // Held until the writer takes it; a failure is reported then (and not as unhandled now).
  private hold(index: number, prepared: Promise<Prepared>, bytes: number): void {
    const held = { prepared, bytes, settled: false };
    const settle = () => (held.settled = true);
    prepared.then(settle, settle);
    this.ready.set(index, held);
    this.bytes += bytes;
  }
}

/**
 * The temp file being written: buffers small records, counts the offset, and hashes every
 * byte as it goes, unless headers will be rewritten (`rewrites`): then it hashes the file
 * from disk at the end.
 */
class ArchiveFile {
  offset = 0;
  private chunks: Buffer[] = [];
  private buffered = 0;
  private readonly hash = createHash('sha256');

  constructor(
    private readonly file: FileHandle,
    private readonly rewrites: boolean,
  ) {}

  push(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    this.offset += chunk.length;
    if (!this.rewrites) this.hash.update(chunk);
  }

  /** Writes `bytes` over what was written at `at` (everything buffered goes out first). */
  async rewrite(at: number, bytes: Buffer): Promise<void> {
    await this.flushOver(0);
    await this.writeAll(bytes, at);
  }

  /** Writes out what is buffered once it exceeds `limit` bytes. */
  async flushOver(limit: number): Promise<void> {
    if (this.buffered === 0 || this.buffered <= limit) return;
    const data = Buffer.concat(this.chunks, this.buffered);
    this.chunks = [];
    this.buffered = 0;
    await this.writeAll(data, this.offset - data.length);
  }

  /** The SHA-256 of the whole archive (call once, after the last byte). */
  async sha256(): Promise<string> {
    await this.flushOver(0);
    if (this.rewrites) {
      const chunk = Buffer.allocUnsafe(WRITE_CHUNK);
      for (let at = 0; at < this.offset;) {
        const { bytesRead } = await this.file.read(chunk, 0, chunk.length, at);
        if (bytesRead === 0) throw new Error('the archive was cut short while it was written');
        this.hash.update(chunk.subarray(0, bytesRead));
        at += bytesRead;
      }
    }
    return this.hash.digest('hex');
  }

  // Positional writes throughout: a rewrite must not move where the next bytes go.
  private async writeAll(data: Buffer, position: number): Promise<void> {
    for (let done = 0; done < data.length;) {
      const { bytesWritten } = await this.file.write(
        data,
        done,
        data.length - done,
        position + done,
      );
      done += bytesWritten;
    }
  }
}
