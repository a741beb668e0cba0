/**
 * The limits an import enforces before anything is decompressed (against zip bombs), their
 * defaults, and reading a size such as "2GiB" from the command line.
 */

/** What an import accepts at most. */
export interface ImportLimits {
  /** Entries in the central directory (files, folders and junk alike). */
  maxEntries: number;
  /** Uncompressed bytes of everything that would be written. */
  maxBytes: number;
  /** Uncompressed size over compressed size, per entry... */
  maxRatio: number;
  /** ...for entries larger than this (tiny, very compressible files are fine). */
  ratioMinBytes: number;
}

const MIB = 1024 * 1024;

/** The defaults: 10,000 entries, 1 GiB, 100:1 for entries above 1 MiB. */
export const DEFAULT_IMPORT_LIMITS: Readonly<ImportLimits> = {
  maxEntries: 10_000,
  maxBytes: 1024 * MIB,
  maxRatio: 100,
  ratioMinBytes: MIB,
};

const UNITS: Record<string, number> = {
  '': 1,
  b: 1,
  k: 1024,
  kb: 1024,
  kib: 1024,
  m: MIB,
  mb: MIB,
  mib: MIB,
  g: 1024 * MIB,
  gb: 1024 * MIB,
  gib: 1024 * MIB,
  t: 1024 * 1024 * MIB,
  tb: 1024 * 1024 * MIB,
  tib: 1024 * 1024 * MIB,
};

/** Reads "5000", "512k", "2GiB" (units are powers of 1024); undefined when it is not a size. */
export function parseByteSize(text: string): number | undefined {
  const m = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(text);
  if (!m) return undefined;
  const unit = UNITS[(m[2] ?? '').toLowerCase()];
  if (unit === undefined) return undefined;
  const value = Math.floor(Number(m[1]) * unit);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}
