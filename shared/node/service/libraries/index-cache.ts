/**
 * The list of a library remembered between runs, so that reopening a library of thousands of
 * skills shows it at once and then reads only the SKILL.md files that changed. The list is
 * shown before the library is walked, marked as being checked (LibraryInfo.checking) until the
 * walk has confirmed it. An entry is trusted only while its file's identity on disk (size,
 * modification and change times, inode) is the same and the facts its verdict depended on
 * (nesting, namesakes, twin descriptions) have not moved; anything else is read again. A fully checked entry has
 * its files compared again in the background. The cache is an optimisation: one that is
 * damaged, cut short or edited (its checksum), of another format or build, or of a folder that
 * is no longer the one at that path (another inode) is ignored, and only costs time.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { SkillSummary } from '../../../skill/summary';
import { isMessage } from '../../../i18n/catalogue';
import type { SkippedFolder } from '../../discover';
import { sameStamp, stampOfStats, type FileStamp } from '../../read-head';
import { writeFileAtomic } from '../../atomic-file';
import { readRegularFileSync } from '../../regular-file';
import { fromColumns, toColumns } from './index-columns';

// Re-exported for the index's callers: the stamp and its comparison live in read-head.ts.
export { sameStamp, type FileStamp };

/** One remembered skill. */
export interface CachedSkill {
  stamp: FileStamp;
  skillMdName: 'SKILL.md' | 'skill.md';
  parent?: string;
  name?: string;
  /** The namesakes its verdict was computed with (duplicate names are an error). */
  sameNameAs: string[];
  /** The skills with the same or nearly the same description its verdict was computed with. */
  sameDescriptionAs: string[];
  summary: SkillSummary;
  /** The skill's files when `summary` was checked in full (library-index's filesPrint). */
  filesPrint?: string;
}

/** A root's remembered list. */
export interface CachedRoot {
  /** By relative path (a Map: 10,000 keys made a plain object slow to build and look up). */
  entries: ReadonlyMap<string, CachedSkill>;
  /** The folders the walk passed over, with why (shown with the remembered list). */
  skipped?: SkippedFolder[];
}

/** The identity of the root folder a list was remembered for (its device and inode). */
export interface RootIdentity {
  dev: number;
  ino: number;
}

/** Where caches live and what invalidates all of them (the validator's build). */
export interface IndexCacheOptions {
  dir: string;
  /** Changes whenever verdicts could change for the same file: version and build of the app. */
  key: string;
}

// 2: summaries carry every profile's checks and how deep they are. 3: the root's identity,
// and a first line with the SHA-256 of the rest. 4: the rest is V8's serialization of the
// entries as columns (index-columns.ts), not JSON. 5: a skipped folder's reason is a Message.
// 6: a summary carries what its check found once, not each profile's check. 7: each entry
// keeps the skills with its description (a column), and full checks read the files' heads.
const FORMAT = 7;
/** The first line of a cache file: `skill-studio-index <format> <sha256 of the rest, hex>`. */
const MAGIC = 'skill-studio-index';

/** The stamp of a file, or undefined when it cannot be stat'ed. */
export function stampOf(path: string): FileStamp | undefined {
  try {
    return stampOfStats(statSync(path));
  } catch {
    return undefined;
  }
}

// `.json` up to format 3 (JSON); the file of an older build is removed once the new one is written.
function fileFor(options: IndexCacheOptions, realRoot: string, ext = 'index'): string {
  const id = createHash('sha256').update(realRoot).digest('hex').slice(0, 24);
  return join(options.dir, `${id}.${ext}`);
}

/**
 * The remembered list of a root, or undefined: none, another build's, another folder's (the
 * folder at `realRoot` is not the one remembered), unreadable, or not whole. The file holds
 * what this very build wrote (the key), and its checksum says every byte is as written; the
 * columns are still checked value by value (fromColumns), cheaply, so that even a file edited
 * with its checksum made right is refused rather than half-used.
 */
export function readIndexCache(
  options: IndexCacheOptions,
  realRoot: string,
  identity: RootIdentity,
): CachedRoot | undefined {
  let data: Partial<Record<'key' | 'root' | 'dev' | 'ino' | 'columns' | 'skipped', unknown>> | null;
  try {
    // The studio writes it as a file of its own: a link in its place is not followed.
    const bytes = readRegularFileSync(fileFor(options, realRoot), { noFollow: true });
    const newline = bytes.indexOf(0x0a);
    const [magic, format, sum] = bytes
      .subarray(0, Math.max(0, newline))
      .toString('latin1')
      .split(' ');
    if (magic !== MAGIC || format !== String(FORMAT)) return undefined;
    const body = bytes.subarray(newline + 1);
    if (createHash('sha256').update(body).digest('hex') !== sum) return undefined;
    data = deserialize(body) as typeof data;
  } catch {
    return undefined;
  }
  if (
    typeof data !== 'object' ||
    data === null ||
    Array.isArray(data) ||
    data.key !== options.key ||
    data.root !== realRoot ||
    data.dev !== identity.dev ||
    data.ino !== identity.ino
  )
    return undefined;
  const entries = fromColumns(realRoot, data.columns);
  if (!entries) return undefined;
  const skipped = Array.isArray(data.skipped) ? (data.skipped as unknown[]).filter(isSkipped) : [];
  return { entries, skipped };
}

function isSkipped(v: unknown): v is SkippedFolder {
  const s = v as { rel?: unknown; reason?: unknown } | null;
  return typeof s === 'object' && s !== null && typeof s.rel === 'string' && isMessage(s.reason);
}

/** Remembers a root's list (atomically; a failure is only logged). */
export async function writeIndexCache(
  options: IndexCacheOptions,
  realRoot: string,
  identity: RootIdentity,
  cache: CachedRoot,
): Promise<void> {
  mkdirSync(options.dir, { recursive: true });
  const body = serialize({
    key: options.key,
    root: realRoot,
    dev: identity.dev,
    ino: identity.ino,
    skipped: cache.skipped ?? [],
    columns: toColumns(realRoot, cache.entries),
  });
  const sum = createHash('sha256').update(body).digest('hex');
  const head = Buffer.from(`${MAGIC} ${FORMAT} ${sum}\n`, 'latin1');
  await writeFileAtomic(fileFor(options, realRoot), Buffer.concat([head, body]));
  // Removing a name never follows it: a link there is removed, not what it leads to.
  await rm(fileFor(options, realRoot, 'json'), { force: true });
}
