/**
 * Reading a history's version records: each record a small JSON file named by its version id,
 * checked against its shape when read; one that is not a regular file, does not parse or does
 * not have the shape of a record is counted as damage and left out, the rest read as usual.
 * Blobs are checked against their hashes; the check of an unchanged blob (same inode, size and
 * time) is remembered, so listing a long history again reads only what is new.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { FileChangeSchema, VersionFileSchema } from '../../ipc/history-calls';
import { CHANGE_KINDS, type VersionRecord } from '../../studio/history/version';
import { isStudioTemp } from '../../studio/temp-names';
import { contentHash } from '../atomic-file';
import { isMissing, openRegularFile, readWhole } from '../regular-file';
import { blobFile, readStoreJson } from './store-files';

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

/** Every record of a history, oldest first, and how many could not be read. */
export async function readRecords(
  folder: string,
): Promise<{ records: VersionRecord[]; damaged: number }> {
  const ids = await recordIds(folder);
  const records: VersionRecord[] = [];
  let damaged = 0;
  const BATCH = 64;
  for (let i = 0; i < ids.length; i += BATCH) {
    const batch = await Promise.all(ids.slice(i, i + BATCH).map((id) => readRecord(folder, id)));
    for (const record of batch) {
      if (record) records.push(record);
      else damaged++;
    }
  }
  return { records, damaged };
}

/** Remembers blobs found intact, by the identity of the file checked. */
export class BlobChecks {
  private readonly intact = new Map<string, string>();

  constructor(private readonly blobs: string) {}

  /** Whether the blob of `hash` is there with bytes that match it. */
  async check(hash: string): Promise<boolean> {
    let opened;
    try {
      opened = await openRegularFile(blobFile(this.blobs, hash), { noFollow: true });
    } catch {
      this.intact.delete(hash);
      return false;
    }
    try {
      const { stats } = opened;
      const key = `${stats.dev}:${stats.ino}:${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}`;
      if (this.intact.get(hash) === key) return true;
      const ok = contentHash(await readWhole(opened.handle)) === hash;
      if (ok) this.intact.set(hash, key);
      else this.intact.delete(hash);
      return ok;
    } finally {
      await opened.handle.close();
    }
  }

  /** The ids of `records` with a file kept whole whose blob is not intact. */
  async damagedVersions(records: readonly VersionRecord[]): Promise<string[]> {
    const hashes = new Set<string>();
    for (const r of records) for (const f of r.files) if (f.kept === 'whole') hashes.add(f.hash);
    const bad = new Set<string>();
    const list = [...hashes];
    const BATCH = 64;
    for (let i = 0; i < list.length; i += BATCH) {
      const part = list.slice(i, i + BATCH);
      const oks = await Promise.all(part.map((h) => this.check(h)));
      part.forEach((h, n) => {
        if (!oks[n]) bad.add(h);
      });
    }
    if (bad.size === 0) return [];
    return records
      .filter((r) => r.files.some((f) => f.kept === 'whole' && bad.has(f.hash)))
      .map((r) => r.id);
  }
}
