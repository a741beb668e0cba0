/**
 * The bytes of a zip archive's records (APPNOTE 6.3.10): local file headers, central
 * directory records and the end records, with Zip64 wherever a count, size or offset does
 * not fit. Every record packaging writes is built here, and nothing here varies between
 * runs: the timestamp is always 1980-01-01 00:00:00 and no extra field is written but
 * Zip64's. No data descriptors: a streamed entry's local header is rewritten in place once
 * its CRC and sizes are known, so readers that stream (Java's ZipInputStream refuses a
 * stored entry with a descriptor) find them where they look first.
 */

/** One entry as the central directory describes it. */
export interface ZipEntry {
  /** The entry's name as UTF-8 bytes. */
  name: Uint8Array;
  /** 0 stored, 8 deflated. */
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  /** The Unix mode, file type included (stored in the upper external attributes). */
  mode: number;
  /** Where the entry's local header starts. */
  offset: number;
  /** The local header carries Zip64 sizes (decided before the data is written). */
  zip64: boolean;
  /** General purpose flags; by default UTF-8 names. */
  flags?: number;
  /** Appended after the central directory record's own Zip64 field (tests forge with it). */
  extra?: Uint8Array;
}

/** Sizes and offsets from here on need Zip64 (0xffffffff itself means "see Zip64"). */
const MAX32 = 0xffffffff;
/** Counts from here on need Zip64. */
const MAX16 = 0xffff;
/** 1980-01-01 as a DOS date (day 1, month 1, year 0); the DOS time is 00:00:00. */
const DOS_DATE = 0x0021;
const UNIX = 3;
const SPEC_VERSION = 45;
const UTF8_NAMES = 0x0800;

/**
 * An entry of `size` bytes gets Zip64 sizes in its local header from here on: the header's
 * length is fixed before the data is deflated, and deflate can grow data by about 0.03% plus
 * a few bytes, so this leaves room for the compressed size to still fit in 32 bits.
 */
export const ZIP64_ENTRY_SIZE = 0xff000000;

function needed(zip64: boolean): number {
  return zip64 ? SPEC_VERSION : 20;
}

function flagsOf(e: ZipEntry): number {
  return e.flags ?? UTF8_NAMES;
}

function zip64Field(values: readonly number[]): Buffer {
  if (values.length === 0) return Buffer.alloc(0);
  const field = Buffer.alloc(4 + 8 * values.length);
  field.writeUInt16LE(0x0001, 0);
  field.writeUInt16LE(8 * values.length, 2);
  values.forEach((v, i) => field.writeBigUInt64LE(BigInt(v), 4 + 8 * i));
  return field;
}

/**
 * The local file header, name and (Zip64) extra field that precede an entry's data. Its
 * length depends only on the name and `zip64`, so a header written before the data can be
 * rewritten in place with the CRC and sizes.
 */
export function localHeader(e: ZipEntry): Buffer {
  const sizes = [e.size, e.compressedSize];
  const extra = e.zip64 ? zip64Field(sizes) : Buffer.alloc(0);
  const head = Buffer.alloc(30);
  head.writeUInt32LE(0x04034b50, 0);
  head.writeUInt16LE(needed(e.zip64), 4);
  head.writeUInt16LE(flagsOf(e), 6);
  head.writeUInt16LE(e.method, 8);
  head.writeUInt16LE(0, 10);
  head.writeUInt16LE(DOS_DATE, 12);
  head.writeUInt32LE(e.crc >>> 0, 14);
  head.writeUInt32LE(e.zip64 ? MAX32 : (sizes[1] ?? 0), 18);
  head.writeUInt32LE(e.zip64 ? MAX32 : (sizes[0] ?? 0), 22);
  head.writeUInt16LE(e.name.length, 26);
  head.writeUInt16LE(extra.length, 28);
  return Buffer.concat([head, e.name, extra]);
}

/** The entry's central directory record. */
export function centralRecord(e: ZipEntry): Buffer {
  // Zip64 carries, in this order, exactly the values whose 32-bit fields say 0xffffffff.
  const big = [e.size, e.compressedSize, e.offset].map((v) => v >= MAX32);
  const zip64 = zip64Field([e.size, e.compressedSize, e.offset].filter((_, i) => big[i]));
  const extra = Buffer.concat([zip64, e.extra ?? Buffer.alloc(0)]);
  const usesZip64 = e.zip64 || zip64.length > 0;
  const head = Buffer.alloc(46);
  head.writeUInt32LE(0x02014b50, 0);
  head.writeUInt16LE((UNIX << 8) | SPEC_VERSION, 4);
  head.writeUInt16LE(needed(usesZip64), 6);
  head.writeUInt16LE(flagsOf(e), 8);
  head.writeUInt16LE(e.method, 10);
  head.writeUInt16LE(0, 12);
  head.writeUInt16LE(DOS_DATE, 14);
  head.writeUInt32LE(e.crc >>> 0, 16);
  head.writeUInt32LE(big[1] ? MAX32 : e.compressedSize, 20);
  head.writeUInt32LE(big[0] ? MAX32 : e.size, 24);
  head.writeUInt16LE(e.name.length, 28);
  head.writeUInt16LE(extra.length, 30);
  // Comment length, disk number and internal attributes stay 0.
  head.writeUInt32LE((e.mode << 16) >>> 0, 38);
  head.writeUInt32LE(big[2] ? MAX32 : e.offset, 42);
  return Buffer.concat([head, e.name, extra]);
}

/**
 * The end of the archive for `count` entries whose central directory of `size` bytes starts
 * at `offset`: the Zip64 end record and locator when anything overflows (or `zip64` asks for
 * them), then the classic end record.
 */
export function endRecords(count: number, offset: number, size: number, zip64 = false): Buffer {
  const overflow = zip64 || count >= MAX16 || offset >= MAX32 || size >= MAX32;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(overflow ? MAX16 : count, 8);
  end.writeUInt16LE(overflow ? MAX16 : count, 10);
  end.writeUInt32LE(overflow ? MAX32 : size, 12);
  end.writeUInt32LE(overflow ? MAX32 : offset, 16);
  if (!overflow) return end;
  const record = Buffer.alloc(56);
  record.writeUInt32LE(0x06064b50, 0);
  record.writeBigUInt64LE(44n, 4);
  record.writeUInt16LE((UNIX << 8) | SPEC_VERSION, 12);
  record.writeUInt16LE(SPEC_VERSION, 14);
  record.writeBigUInt64LE(BigInt(count), 24);
  record.writeBigUInt64LE(BigInt(count), 32);
  record.writeBigUInt64LE(BigInt(size), 40);
  record.writeBigUInt64LE(BigInt(offset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(offset + size), 8);
  locator.writeUInt32LE(1, 16);
  return Buffer.concat([record, locator, end]);
}
