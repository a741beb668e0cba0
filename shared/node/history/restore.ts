/**
 * Putting a file, or a whole skill, back as a version had it: the one restore the service
 * and the CLI both run. It writes only when the disk still has what the user was shown
 * (`expect`: each path's hash, null for no file), so a change made meanwhile is never
 * overwritten; every byte to write is read and checked first, so a damaged or hash-only file
 * refuses the restore before anything is touched; each write is conditional again as it is
 * made (restore-writes.ts), so what another program writes meanwhile is never replaced. Files the version lacks leave the skill
 * through `discard` (the studio's trash: a restore is undone like any change). The result is a
 * new version, kind 'restore': the history is never rewritten.
 */
import { lstat } from 'node:fs/promises';
import { join } from 'node:path';
import { TextError } from '../../ipc/service-text';
import type { VersionFile } from '../../studio/history/version';
import { contentHash } from '../atomic-file';
import { isMissing, readRegularFile } from '../regular-file';
import { listSkillFiles } from '../skill-files';
import type { HistoryStore } from './history-store';
import { MAX_SNAPSHOT_FILES } from './snapshot';
import { writeAllOrNone } from './restore-writes';

/** What a restore asks. */
export interface RestoreRequest {
  /** The skill's folder (its real path). */
  dir: string;
  version: string;
  /** One file ("/"-separated); without it, the whole skill. */
  file?: string;
  /** The hashes the user was shown; for the whole skill, every file the skill had. */
  expect: Readonly<Record<string, string | null>>;
}

/** How a restore touches the disk beyond the skill's own files. */
export interface RestoreHooks {
  /** Takes a file the version lacks out of the skill (to the studio's trash). */
  discard: (absolute: string, rel: string) => Promise<void>;
  /** Writes may only go into folders this allows (the libraries). */
  allowFolder?: (realFolder: string) => boolean;
}

/** A restore's outcome: the new version and the paths written or removed, or the paths that changed. */
export type RestoreOutcome =
  { ok: true; version: string; written: string[] } | { ok: false; changed: string[] };

/** The version was not found. */
export class HistoryVersionMissing extends TextError {
  constructor() {
    super('HistoryVersionMissing', 'history-version-missing');
  }
}

/** Runs the restore. */
export async function restoreVersion(
  store: HistoryStore,
  request: RestoreRequest,
  hooks: RestoreHooks,
): Promise<RestoreOutcome> {
  const { dir } = request;
  const record = await store.record(dir, request.version);
  if (!record) throw new HistoryVersionMissing();
  const wanted = new Map(record.files.map((f) => [f.path, f]));
  if (
    request.file !== undefined &&
    !wanted.has(request.file) &&
    !Object.hasOwn(request.expect, request.file)
  )
    throw new TextError('HistoryFileAbsent', 'history-file-absent', { file: request.file });
  const paths =
    request.file !== undefined
      ? [request.file]
      : [
          ...new Set([
            ...wanted.keys(),
            ...Object.keys(request.expect),
            ...listSkillFiles(dir, MAX_SNAPSHOT_FILES)
              .filter((f) => f.symlink !== true)
              .map((f) => f.path),
          ]),
        ].sort();
  const disk = new Map<string, string | null>();
  for (const path of paths) disk.set(path, await diskHash(join(dir, path)));
  const changed = paths.filter((p) => (request.expect[p] ?? null) !== disk.get(p));
  if (changed.length > 0) return { ok: false, changed };
  // Every byte first: nothing is written when one file cannot be restored.
  const writes: { file: VersionFile; bytes: Uint8Array }[] = [];
  const removes: string[] = [];
  for (const path of paths) {
    const file = wanted.get(path);
    if (!file) {
      if (disk.get(path) !== null) removes.push(path);
      continue;
    }
    if (file.hash === disk.get(path)) continue;
    const kept = await store.bytesOf(file);
    if (kept.kind === 'hash-only')
      throw new TextError('HistoryFileNotKept', 'history-file-not-kept', { file: path });
    if (kept.kind !== 'ok')
      throw new TextError('HistoryFileDamaged', 'history-file-damaged', { file: path });
    writes.push({ file, bytes: kept.bytes });
  }
  // What the disk holds now, kept first when no version has it (another program wrote it).
  await store.recordSkill(dir, 'outside', { ifChanged: true });
  const refused = await writeAllOrNone(
    writes.map(({ file, bytes }) => ({
      path: file.path,
      target: join(dir, file.path),
      bytes,
      executable: file.executable,
      shown: disk.get(file.path) ?? null,
    })),
    hooks.allowFolder,
  );
  if (refused !== undefined) return { ok: false, changed: [refused] };
  for (const path of removes) await hooks.discard(join(dir, path), path);
  let made;
  const first = writes[0];
  if (request.file !== undefined) {
    if (first || removes.length > 0)
      made = await store.recordFile(dir, {
        path: request.file,
        bytes: first?.bytes ?? null,
        kind: 'restore',
        ...(first && { executable: first.file.executable }),
      });
  } else if (writes.length > 0 || removes.length > 0)
    made = await store.recordSkill(dir, 'restore');
  const written = [...writes.map((w) => w.file.path), ...removes].sort();
  // Nothing differed: the newest version already is this one.
  const version = made?.id ?? (await store.latest(dir))?.id ?? request.version;
  return { ok: true, version, written };
}

async function diskHash(path: string): Promise<string | null> {
  try {
    const there = await lstat(path);
    if (!there.isFile()) return there.isSymbolicLink() ? 'link' : 'not-a-file';
    return contentHash(await readRegularFile(path, { noFollow: true }));
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}
