/**
 * Reading a history's version records: each record a small JSON file named by its version id,
 * checked against its shape when read; one that is not a regular file, does not parse or does
 * not have the shape of a record is counted as damage and left out, the rest read as usual.
 * Blobs are checked against their hashes; the check of an unchanged blob (same inode, size and
 * time) is remembered, also across processes, so listing a long history again (or first in a
 * new process) reads only what is new.
 */
import { closeSync, lstatSync, readSync, type Stats } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { FileChangeSchema, VersionFileSchema } from '../../ipc/history-calls';
import { CHANGE_KINDS, type VersionRecord } from '../../studio/history/version';
import { isStudioTemp } from '../../studio/temp-names';
import { contentHash } from '../atomic-file';
import { isMissing, openRegularFileSync, readRegularFileSync } from '../regular-file';
import { blobFile, readStoreJson } from './store-files';
import { parseBoundedJson } from '../../json/bounded-json';

/** A version record as stored. */
export const VersionRecordSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{16}-[0-9a-f]{4}$/),
  at: z.number(),
  kind: z.enum(CHANGE_KINDS),
  files: z.array(VersionFileSchema),
  changes: z.array(FileChangeSchema),
  name: z.string().optional(),
  from: z.string().optional(),
});

/** The file name of a version's record. */
export function recordName(id: string): string {
  return `${id}.json`;
}

const RECORD_NAME = /^([0-9a-f]{16}-[0-9a-f]{4})\.json$/;

/** The version ids of the records in a history's folder, oldest first. */
export async function recordIds(folder: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
  const ids: string[] = [];
  for (const name of names) {
    if (isStudioTemp(name)) continue;
    const id = RECORD_NAME.exec(name)?.[1];
    if (id !== undefined) ids.push(id);
  }
  return ids.sort();
}

/** One record, or undefined when it is missing or damaged. */
export async function readRecord(folder: string, id: string): Promise<VersionRecord | undefined> {
  const read = await readStoreJson(join(folder, recordName(id)));
  if (!read.ok) return undefined;
  const parsed = VersionRecordSchema.safeParse(read.value);
  if (!parsed.success || parsed.data.id !== id) return undefined;
  return withoutUndefined(parsed.data);
}

// zod gives optional keys as present-but-undefined under exactOptionalPropertyTypes' eyes.
function withoutUndefined(record: z.infer<typeof VersionRecordSchema>): VersionRecord {
  const { name, from, ...rest } = record;
  return {
    ...rest,
    files: rest.files.map((f) => ({ ...f })),
    changes: rest.changes.map(({ lines, ...c }) => (lines ? { ...c, lines } : c)),
    ...(name !== undefined && { name }),
    ...(from !== undefined && { from }),
  };
}

/**
 * Every record of a history, oldest first, and how many could not be read. Read synchronously:
 * a thousand small files cost far less read in one go than as a thousand queued reads.
 */
export async function readRecords(
  folder: string,
): Promise<{ records: VersionRecord[]; damaged: number }> {
  const ids = await recordIds(folder);
  const records: VersionRecord[] = [];
  let damaged = 0;
  for (const id of ids) {
    const record = readRecordSync(folder, id);
    if (record) records.push(record);
    else damaged++;
  }
  return { records, damaged };
}

function readRecordSync(folder: string, id: string): VersionRecord | undefined {
  let value: unknown;
  try {
    const bytes = readRegularFileSync(join(folder, recordName(id)), { noFollow: true });
    value = parseBoundedJson(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = VersionRecordSchema.safeParse(value);
  if (!parsed.success || parsed.data.id !== id) return undefined;
  return withoutUndefined(parsed.data);
}

/** The checks of intact blobs as kept between processes (`checked.json` in each history). */
const CheckedSchema = z.object({ version: z.literal(1), stamps: z.record(z.string(), z.string()) });

/** Remembers blobs found intact, by the identity of the file checked. */
export class BlobChecks {
  private readonly intact = new Map<string, string>();
  /** How many blobs the last damagedVersions read and found intact (checks not kept before). */
  fresh = 0;

  constructor(private readonly blobs: string) {}

  /**
   * Takes in checks kept by an earlier process (`entries()` as it wrote them). Each is only a
   * hint: a blob is trusted without a read only while its file is the same one, untouched
   * (any write changes its ctime, which no tool can set back).
   */
  adopt(value: unknown): void {
    const parsed = CheckedSchema.safeParse(value);
    if (!parsed.success) return;
    for (const [hash, seen] of Object.entries(parsed.data.stamps))
      if (/^[0-9a-f]{64}$/.test(hash) && !this.intact.has(hash)) this.intact.set(hash, seen);
  }

  /** What to keep for the next process of the blobs of `records`. */
  entries(records: readonly VersionRecord[]): z.infer<typeof CheckedSchema> {
    const stamps: Record<string, string> = {};
    for (const r of records)
      for (const f of r.files) {
        const seen = this.intact.get(f.hash);
        if (seen !== undefined) stamps[f.hash] = seen;
      }
    return { version: 1, stamps };
  }

  /** Whether the blob of `hash` is there with bytes that match it. */
  check(hash: string): boolean {
    const path = blobFile(this.blobs, hash);
    // A blob checked before and untouched since (same file, size and times) is not read again.
    const seen = this.intact.get(hash);
    if (seen !== undefined) {
      const st = lstatSync(path, { throwIfNoEntry: false });
      if (st?.isFile() && stamp(st) === seen) return true;
    }
    let opened;
    try {
      opened = openRegularFileSync(path, { noFollow: true });
    } catch {
      this.intact.delete(hash);
      return false;
    }
    try {
      const bytes = readSyncWhole(opened.fd, opened.stats.size);
      const ok = contentHash(bytes) === hash;
      if (ok) {
        this.intact.set(hash, stamp(opened.stats));
        this.fresh++;
      } else this.intact.delete(hash);
      return ok;
    } finally {
      closeSync(opened.fd);
    }
  }

  /** The ids of `records` with a file kept whole whose blob is not intact. */
  damagedVersions(records: readonly VersionRecord[]): string[] {
    this.fresh = 0;
    const hashes = new Set<string>();
    for (const r of records) for (const f of r.files) if (f.kept === 'whole') hashes.add(f.hash);
    const bad = new Set<string>();
    for (const hash of hashes) if (!this.check(hash)) bad.add(hash);
    if (bad.size === 0) return [];
    return records
      .filter((r) => r.files.some((f) => f.kept === 'whole' && bad.has(f.hash)))
      .map((r) => r.id);
  }
}

function stamp(st: Stats): string {
  return `${st.dev}:${st.ino}:${st.size}:${st.mtimeMs}:${st.ctimeMs}`;
}

function readSyncWhole(fd: number, size: number): Buffer {
  const chunks: Buffer[] = [];
  let at = 0;
  for (;;) {
    const chunk = Buffer.allocUnsafe(Math.max(64 * 1024, size + 1 - at));
    const n = readSync(fd, chunk, 0, chunk.length, at);
    if (n === 0) return Buffer.concat(chunks);
    chunks.push(chunk.subarray(0, n));
    at += n;
  }
}
