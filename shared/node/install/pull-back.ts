/**
 * Taking a copy changed in an agent folder back into the library, after the user saw the
 * difference: only the files they saw, and only when neither side changed since (each file's
 * hash on both sides must still be the one shown), written the way the editor saves (atomic,
 * conditional); a file deleted there goes to the trash here. A copy installed under another
 * name gives its SKILL.md back with the library's name.
 */
import { realpath } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { putRecord, type InstallRecord, type InstallRecords } from '../../install/install-records';
import { contentHash } from '../atomic-file';
import { openExisting } from '../service/files/compare-and-swap';
import { replaceIfUnchanged } from '../service/files/save-file';
import { folderHash, isSkillMd, withSkillName } from './skill-hash';
import { compareWithBytes } from './sync';

/** A file the user chose to take back, with the hashes they were shown. */
export interface PullFile {
  path: string;
  /** The library's version as shown (null: it was not in the library). */
  here: string | null;
  /** The copy's version as shown (null: it was deleted there). */
  there: string | null;
}

/** What a pull-back did. */
export interface PullOutcome {
  /** Files written into (or removed from) the library. */
  written: string[];
  /** Files that changed since they were shown: nothing was written, compare again. */
  stale: string[];
}

/** What pulling back needs. */
export interface PullContext {
  /** Moves a library file to the trash. */
  trashFile: (path: string) => Promise<void>;
  /** Records the new base hash. */
  updateRecords: (change: (r: InstallRecords) => InstallRecords) => Promise<unknown>;
}

/** Takes `files` of the copy at `record.target` back into the library skill. */
export async function pullBack(
  record: InstallRecord,
  files: readonly PullFile[],
  ctx: PullContext,
): Promise<PullOutcome> {
  // The bytes taken are the ones this comparison read and hashed: the copy is not read twice,
  // so a file swapped for a pipe or gone since is neither waited on nor a failure.
  const now = new Map(compareWithBytes(record).map((c) => [c.path, c]));
  const stale = files
    .filter((f) => {
      const c = now.get(f.path);
      return !c || (c.here?.hash ?? null) !== f.here || (c.there?.hash ?? null) !== f.there;
    })
    .map((f) => f.path);
  if (stale.length > 0) return { written: [], stale };
  const written: string[] = [];
  for (const f of files) {
    // Its real path: a missing folder is made one checked level at a time below it.
    const base = await realpath(record.source).catch(() => record.source);
    const libraryPath = join(base, ...f.path.split('/'));
    if (f.there === null) await ctx.trashFile(libraryPath);
    else {
      const read = now.get(f.path)?.bytes;
      if (read === undefined) return { written, stale: [f.path] };
      let bytes: Uint8Array = read;
      if (record.renamed !== undefined && isSkillMd(f.path))
        bytes = withSkillName(bytes, basename(record.source));
      // The library file must still be the one shown, checked as the editor's save checks:
      // again as it takes its name, so what another program writes meanwhile is kept.
      const current = await openExisting(libraryPath);
      try {
        const shown = current && contentHash(asInstalled(current.bytes, f.path, record));
        if ((shown ?? null) !== f.here) return { written, stale: [f.path] };
        if (!(await replaceIfUnchanged(libraryPath, bytes, current)).ok)
          return { written, stale: [f.path] };
      } finally {
        await current?.handle.close();
      }
    }
    written.push(f.path);
  }
  // What is there now is what the library has: the new base of the sync state.
  await ctx.updateRecords((records) =>
    putRecord(records, {
      ...record,
      hash: folderHash(record.target),
      at: new Date().toISOString(),
    }),
  );
  return { written, stale: [] };
}

function asInstalled(bytes: Uint8Array, path: string, record: InstallRecord): Uint8Array {
  return record.renamed !== undefined && isSkillMd(path)
    ? withSkillName(bytes, record.renamed)
    : bytes;
}
