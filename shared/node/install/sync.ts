/**
 * The sync state of every recorded install, from the disk as it is now: the library skill's
 * hash as it would be installed, the copy's hash (or where its link leads) and the hash the
 * studio recorded. Also the file-by-file comparison a pull-back shows first.
 */
import { lstatSync, realpathSync, type Stats } from 'node:fs';
import type { Message } from '../../i18n/message';
import { fsErrorReason } from '../skill-folder';
import { readersOf, type AgentEnv } from '../../install/agents';
import type { InstallRecord } from '../../install/install-records';
import type { InstalledCopy } from '../../install/outcomes';
import { syncState, type SyncFacts } from '../../install/sync-state';
import { decodeUtf8 } from '../../skill/text';
import { planFolder } from '../archive/package-skills';
import { contentHash } from '../atomic-file';
import { isDirectory } from '../skill-folder';
import {
  collectFolderFiles,
  hashFiles,
  plannedFiles,
  type HashedFile,
  type UnreadEntry,
} from './skill-hash';

/** The facts of one recorded install. */
export function recordFacts(record: InstallRecord): SyncFacts {
  const facts: SyncFacts = { base: record.hash };
  const library = libraryFiles(record);
  if (library) facts.library = hashFiles(library);
  const st = copyStats(record.target);
  if (!st) return facts;
  if ('unread' in st) {
    // Its folder cannot be looked into (a loop of links, a path too long): not as installed.
    facts.copy = `unreadable: ${st.code}`;
    return facts;
  }
  if (st.isSymbolicLink()) {
    let toLibrary = false;
    try {
      toLibrary = realpathSync(record.target) === realpathSync(record.source);
    } catch {
      // Broken: it leads nowhere.
    }
    facts.link = { toLibrary };
  } else if (st.isDirectory()) {
    facts.copy = hashFiles(collectFolderFiles(record.target));
  } else facts.copy = `not a folder: ${st.size}`;
  return facts;
}

// The copy's own entry (not followed); undefined when nothing is there, the code when the
// path cannot be looked at, so one copy never fails the calls (or the start) for the others.
function copyStats(target: string): Stats | { unread: Message | string; code: string } | undefined {
  try {
    return lstatSync(target, { throwIfNoEntry: false });
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'unknown';
    return code === 'ENOTDIR' ? undefined : { unread: fsErrorReason(error), code };
  }
}

/** Every recorded install with its state now. */
export function installedCopies(records: readonly InstallRecord[], env: AgentEnv): InstalledCopy[] {
  return records.map((r) => {
    const folder = r.target.slice(
      0,
      Math.max(r.target.lastIndexOf('/'), r.target.lastIndexOf('\\')),
    );
    return {
      dir: r.source,
      target: r.target,
      agent: r.agent,
      scope: r.scope,
      ...(r.project !== undefined && { project: r.project }),
      mode: r.mode,
      state: syncState(recordFacts(r)),
      readBy: readersOf(folder, r.scope, env, r.project).map((a) => a.id),
    };
  });
}

/** The library skill's files as they would be installed, or undefined when it is gone. */
export function libraryFiles(record: InstallRecord): HashedFile[] | undefined {
  if (!isDirectory(record.source)) return undefined;
  try {
    return plannedFiles(planFolder(record.source).plan, record.renamed);
  } catch {
    // Changing under us: read as gone for now; the next look sees it again.
    return undefined;
  }
}

/** One file of a comparison: its hash and its text (when it is text and not too large). */
export interface SideOfFile {
  hash: string;
  text: string | null;
}

/** One file that differs between the library and an installed copy. */
export interface FileChange {
  path: string;
  change: 'added' | 'removed' | 'changed';
  /** In the library (as it would be installed); null when only in the copy. */
  here: SideOfFile | null;
  /** In the copy; null when only in the library. */
  there: SideOfFile | null;
}

const MAX_TEXT = 1024 * 1024;

/**
 * What differs, file by file, between the library skill and its copy at `record.target`; what
 * in the copy could not be read (a pipe, a folder past PATH_MAX) is added to `unread`, never
 * shown as a file.
 */
export function compareCopy(record: InstallRecord, unread?: UnreadEntry[]): FileChange[] {
  return compareWithBytes(record, unread).map(({ bytes: _, ...change }) => change);
}

/**
 * The comparison with the copy's bytes of each file as they were read and hashed for it, so
 * a pull-back writes exactly what was compared and never opens the copy's file again.
 */
export function compareWithBytes(
  record: InstallRecord,
  unread?: UnreadEntry[],
): (FileChange & { bytes?: Uint8Array })[] {
  const here = new Map((libraryFiles(record) ?? []).map((f) => [f.path, f.bytes]));
  const st = copyStats(record.target);
  if (st && 'unread' in st) unread?.push({ path: '.', reason: st.unread });
  const dir = st !== undefined && !('unread' in st) && isDirectory(record.target);
  const copy = dir ? collectFolderFiles(record.target, unread) : [];
  const there = new Map(copy.filter((f) => !f.unread).map((f) => [f.path, f.bytes]));
  const paths = [...new Set([...here.keys(), ...there.keys()])].sort();
  const out: (FileChange & { bytes?: Uint8Array })[] = [];
  for (const path of paths) {
    const a = here.get(path);
    const b = there.get(path);
    if (a && b && contentHash(a) === contentHash(b)) continue;
    out.push({
      path,
      change: !a ? 'added' : !b ? 'removed' : 'changed',
      here: a ? side(a) : null,
      there: b ? side(b) : null,
      ...(b && { bytes: b }),
    });
  }
  return out;
}

function side(bytes: Uint8Array): SideOfFile {
  const decoded = bytes.length <= MAX_TEXT ? decodeUtf8(bytes) : undefined;
  const text =
    decoded && decoded.badByte === undefined && !decoded.text.includes('\0') ? decoded.text : null;
  return { hash: contentHash(bytes), text };
}
