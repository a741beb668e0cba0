/**
 * Archives no honest tool would write, for tests: built from packaging's own zip records
 * (zip-format.ts) with any field overridden, so each hostile archive is made in its test.
 */
import { crc32, deflateRawSync } from 'node:zlib';
import {
  centralRecord,
  endRecords,
  localHeader,
  type ZipEntry,
} from '../../shared/node/archive/zip-format';

/** One entry; everything but the name has an honest default. */
export interface RawEntry {
  name: string;
  data?: string | Uint8Array;
  /** 0 stored, 8 deflate (default), anything else is written as is. */
  method?: number;
  /** General purpose flags (default 0x800: UTF-8 names). */
  flags?: number;
  crc?: number;
  uncompressedSize?: number;
  /** The bytes stored as the entry's data, instead of the (compressed) data. */
  payload?: Uint8Array;
  /** Unix mode (file type and permissions), stored in the upper external attributes. */
  unixMode?: number;
  /** The name in the local header, when it should differ from the central directory's. */
  localName?: string;
  /** Extra field in the central directory record. */
  extra?: Uint8Array;
  /** Where the central directory says the local header is (to forge overlapping entries). */
  offset?: number;
}

/** The archive's bytes: the records packaging writes, with the fields each test forges. */
export function rawZip(entries: readonly RawEntry[]): Buffer {
  const parts: Buffer[] = [];
  const central: ZipEntry[] = [];
  let offset = 0;
  for (const e of entries) {
    const data = Buffer.from(e.data ?? '');
    const method = e.method ?? 8;
    const payload = Buffer.from(e.payload ?? (method === 8 ? deflateRawSync(data) : data));
    const entry: ZipEntry = {
      name: Buffer.from(e.name),
      method,
      crc: e.crc ?? crc32(data),
      compressedSize: payload.length,
      size: e.uncompressedSize ?? data.length,
      mode: e.unixMode ?? 0o100644,
      offset: e.offset ?? offset,
      zip64: false,
      flags: e.flags ?? 0x800,
      ...(e.extra && { extra: e.extra }),
    };
    const local = localHeader({ ...entry, name: Buffer.from(e.localName ?? e.name) });
    parts.push(local, payload);
    central.push(entry);
    offset += local.length + payload.length;
  }
  const records = central.map(centralRecord);
  const size = records.reduce((n, r) => n + r.length, 0);
  return Buffer.concat([...parts, ...records, endRecords(entries.length, offset, size)]);
}

/** An Info-ZIP Unicode Path extra field (0x7075) naming the entry `unicodeName`. */
export function unicodePathExtra(plainName: string, unicodeName: string): Buffer {
  const name = Buffer.from(unicodeName);
  const field = Buffer.alloc(9);
  field.writeUInt16LE(0x7075, 0);
  field.writeUInt16LE(5 + name.length, 2);
  field.writeUInt8(1, 4);
  field.writeUInt32LE(crc32(Buffer.from(plainName)) >>> 0, 5);
  return Buffer.concat([field, name]);
}
