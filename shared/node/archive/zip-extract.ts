/**
 * Extracting one checked entry, streamed: the local header must agree with the central
 * directory, the data must inflate to exactly the declared size (yauzl checks) and match its
 * CRC-32 (checked here); the file is created new, never over an existing one.
 */
import { createWriteStream } from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32 } from 'node:zlib';
import type { Entry, ZipFile } from 'yauzl';
import { english } from '../../i18n/catalogue';
import type { Message } from '../../i18n/message';
import { packageMessage } from '../../package/index';

/** An entry whose data is damaged or crafted: which entry, and why (a message). */
export class DamagedEntry extends Error {
  constructor(
    readonly entryName: string,
    readonly reason: Message,
    options?: ErrorOptions,
  ) {
    super(
      english(packageMessage('package.import.damaged-entry', { name: entryName, reason })),
      options,
    );
    this.name = 'DamagedEntry';
  }

  /** The refusal: '"name": reason', as a message. */
  get problem(): Message {
    return packageMessage('package.import.damaged-entry', {
      name: this.entryName,
      reason: this.reason,
    });
  }
}

/** The entry's data as a stream that fails on a damaged or crafted entry. */
export async function openEntry(zip: ZipFile, entry: Entry, label: string): Promise<Readable> {
  const local = await zip.readLocalFileHeaderPromise(entry);
  if (
    !local.fileName.equals(entry.fileNameRaw) ||
    local.compressionMethod !== entry.compressionMethod
  )
    throw new DamagedEntry(label, packageMessage('package.extract.local-header'));
  // Not openReadStreamLowLevelPromise: in yauzl 3.4.0 it calls openReadStream by mistake.
  const data = await new Promise<Readable>((resolve, reject) => {
    zip.openReadStreamLowLevel(
      local.fileDataStart,
      entry.compressedSize,
      0,
      entry.compressedSize,
      entry.compressionMethod === 8,
      entry.uncompressedSize,
      (error, stream) => {
        if (error) reject(error);
        else resolve(stream);
      },
    );
  });
  let crc = 0;
  let bytes = 0;
  // yauzl counts inflated bytes; stored data is counted here, so a truncated one fails too.
  const check = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      crc = crc32(chunk, crc);
      bytes += chunk.length;
      done(null, chunk);
    },
    flush(done) {
      done(
        bytes !== entry.uncompressedSize
          ? new DamagedEntry(label, packageMessage('package.extract.cut-short'))
          : crc >>> 0 !== entry.crc32
            ? new DamagedEntry(label, packageMessage('package.extract.checksum'))
            : null,
      );
    },
  });
  data.on('error', (error) => check.destroy(error));
  return data.pipe(check);
}

/** Writes the entry to `dest`, a path that must not exist yet. */
export async function extractEntry(
  zip: ZipFile,
  entry: Entry,
  label: string,
  dest: string,
  executable: boolean,
): Promise<void> {
  const stream = await openEntry(zip, entry, label);
  try {
    await pipeline(
      stream,
      createWriteStream(dest, { flags: 'wx', mode: executable ? 0o755 : 0o644 }),
    );
  } catch (error) {
    throw entryError(error, label);
  }
}

/** A read or inflate failure in words, naming the entry (yauzl's and zlib's own are terse). */
export function entryError(error: unknown, label: string): DamagedEntry {
  if (error instanceof DamagedEntry) return error;
  const detail = error instanceof Error ? error.message : String(error);
  const reason = /too many bytes/.test(detail)
    ? packageMessage('package.extract.too-much')
    : /not enough bytes/.test(detail)
      ? packageMessage('package.extract.too-little')
      : packageMessage('package.extract.unreadable', { detail });
  return new DamagedEntry(label, reason, { cause: error });
}

/**
 * Reads the first `limit` bytes of an entry (all of it when smaller, with the same checks).
 * A longer entry is cut there, so a huge SKILL.md read for its name costs no memory; its
 * whole data is checked when it is extracted.
 */
export async function readEntryHead(
  zip: ZipFile,
  entry: Entry,
  label: string,
  limit: number,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  const stream = await openEntry(zip, entry, label);
  try {
    await new Promise<void>((resolve, reject) => {
      stream.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        length += chunk.length;
        if (length < limit) return;
        stream.destroy();
        resolve();
      });
      stream.on('end', resolve);
      stream.on('error', reject);
    });
  } catch (error) {
    throw entryError(error, label);
  }
  return Buffer.concat(chunks).subarray(0, limit);
}
