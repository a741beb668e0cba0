/**
 * The space the history takes and pruning it to the limits: versions chosen by versionsToPrune
 * (oldest unnamed first, never a named one, never a skill's newest), their records removed,
 * then the blobs no remaining record uses. A blob written in the last minutes is left alone
 * even when nothing uses it yet: a save may have written it and not yet its record.
 */
import { lstat, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { versionsToPrune, type VersionRecord } from '../../studio/history/version';
import { blobFile } from './store-files';
import { readRecords, recordName } from './history-records';

/** A blob younger than this is never swept (its record may be on its way). */
export const BLOB_GRACE_MS = 10 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

async function entries(folder: string): Promise<string[]> {
  return readdir(folder).catch(() => []);
}

// Every blob's hash with its size and time.
async function blobsOf(root: string): Promise<Map<string, { size: number; mtimeMs: number }>> {
  const blobs = join(root, 'blobs');
  const found = new Map<string, { size: number; mtimeMs: number }>();
  for (const two of await entries(blobs)) {
    if (!/^[0-9a-f]{2}$/.test(two)) continue;
    for (const rest of await entries(join(blobs, two))) {
      if (!/^[0-9a-f]{62}$/.test(rest)) continue;
      const st = await lstat(join(blobs, two, rest)).catch(() => undefined);
      if (st?.isFile()) found.set(two + rest, { size: st.size, mtimeMs: st.mtimeMs });
    }
  }
  return found;
}

// Every history folder's records and the bytes its record files take.
async function historiesOf(
  root: string,
): Promise<{ folder: string; records: VersionRecord[]; bytes: number; files: number }[]> {
  const skills = join(root, 'skills');
  const out = [];
  for (const key of await entries(skills)) {
    const folder = join(skills, key);
    const { records } = await readRecords(folder);
    let bytes = 0;
    let files = 0;
    for (const name of await entries(folder)) {
      const st = await lstat(join(folder, name)).catch(() => undefined);
      if (st?.isFile()) {
        bytes += st.size;
        if (name.endsWith('.json') && name !== 'meta.json') files++;
      }
    }
    out.push({ folder, records, bytes, files });
  }
  return out;
}

/** The bytes the store takes and how many version records it holds. */
export async function storeUsage(root: string): Promise<{ usedBytes: number; versions: number }> {
  let usedBytes = 0;
  for (const blob of (await blobsOf(root)).values()) usedBytes += blob.size;
  let versions = 0;
  for (const h of await historiesOf(root)) {
    usedBytes += h.bytes;
    versions += h.files;
  }
  return { usedBytes, versions };
}

/** Prunes the store to `limits` at `now`; returns how many versions were removed. */
export async function pruneStore(
  root: string,
  limits: { maxMb: number; maxAgeDays: number },
  now: number,
): Promise<{ versions: number }> {
  const blobs = await blobsOf(root);
  const histories = await historiesOf(root);
  const refs = new Map<string, number>();
  for (const h of histories)
    for (const r of h.records)
      for (const hash of new Set(r.files.map((f) => f.hash)))
        refs.set(hash, (refs.get(hash) ?? 0) + 1);
  let used = 0;
  for (const b of blobs.values()) used += b.size;
  for (const h of histories) used += h.bytes;
  const candidates = histories.flatMap((h) => {
    const newest = h.records.at(-1)?.id;
    return h.records.map((r) => ({
      id: `${h.folder}\n${r.id}`,
      at: r.at,
      ...(r.name !== undefined && { name: r.name }),
      newest: r.id === newest,
      bytes: [...new Set(r.files.map((f) => f.hash))]
        .filter((hash) => refs.get(hash) === 1)
        .reduce((sum, hash) => sum + (blobs.get(hash)?.size ?? 0), 0),
    }));
  });
  const doomed = versionsToPrune(candidates, used, {
    maxBytes: limits.maxMb * 1024 * 1024,
    maxAgeMs: limits.maxAgeDays === 0 ? Number.POSITIVE_INFINITY : limits.maxAgeDays * DAY_MS,
    now,
  });
  for (const key of doomed) {
    const [folder, id] = key.split('\n') as [string, string];
    await rm(join(folder, recordName(id)), { force: true });
  }
  // Sweep: blobs no kept record uses, read again after the removals.
  const kept = new Set<string>();
  for (const h of await historiesOf(root))
    for (const r of h.records) for (const f of r.files) kept.add(f.hash);
  for (const [hash, blob] of blobs)
    if (!kept.has(hash) && now - blob.mtimeMs > BLOB_GRACE_MS)
      await rm(blobFile(join(root, 'blobs'), hash), { force: true });
  return { versions: doomed.length };
}
