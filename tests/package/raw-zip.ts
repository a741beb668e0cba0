/**
 * A tiny zip writer for tests that need archives no honest tool would write: every header
 * field can be overridden, so each hostile archive is built here from bytes, in the test.
 */
import { crc32, deflateRawSync } from 'node:zlib';

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

/** The archive's bytes. */
export function rawZip(entries: readonly RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const data = Buffer.from(e.data ?? '');
    const method = e.method ?? 8;
    const payload = Buffer.from(e.payload ?? (method === 8 ? deflateRawSync(data) : data));
    const crc = e.crc ?? crc32(data);
    const size = e.uncompressedSize ?? data.length;
    const flags = e.flags ?? 0x800;
    const name = Buffer.from(e.name);
    const localName = Buffer.from(e.localName ?? e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(0x00210000, 10);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(payload.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(localName.length, 26);
    const extra = Buffer.from(e.extra ?? new Uint8Array());
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(0x031e, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(0x00210000, 12);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(payload.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt16LE(extra.length, 30);
    central.writeUInt32LE(((e.unixMode ?? 0o100644) << 16) >>> 0, 38);
    central.writeUInt32LE(e.offset ?? offset, 42);
    locals.push(local, localName, payload);
    centrals.push(central, name, extra);
    offset += 30 + localName.length + payload.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
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
