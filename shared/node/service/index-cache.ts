/**
 * The list of a library remembered between runs, so that reopening a library of thousands of
 * skills only reads the SKILL.md files that changed. An entry is trusted only while its file's
 * identity on disk (size, modification and change times, inode) is the same and the facts its
 * verdict depended on (nesting, namesakes) have not moved; anything else is read again. A
 * fully checked entry is shown at once, and its files compared again in the background. The
 * cache is an optimisation: a lost or damaged one only costs time.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { SkillSummary } from '../../skill/summary';
import { stampOfStats, type FileStamp } from '../read-head';
import { writeFileAtomic } from '../atomic-file';
import { readRegularFileSync } from '../regular-file';

export type { FileStamp };

/** One remembered skill. */
export interface CachedSkill {
  stamp: FileStamp;
  skillMdName: string;
  parent?: string;
  name?: string;
  /** The namesakes its verdict was computed with (duplicate names are an error). */
  sameNameAs: string[];
  summary: SkillSummary;
  /** The skill's files when `summary` was checked in full (library-index's filesPrint). */
  filesPrint?: string;
}

/** A root's remembered list. */
export interface CachedRoot {
  entries: Record<string, CachedSkill>;
}

/** Where caches live and what invalidates all of them (the validator's build). */
export interface IndexCacheOptions {
  dir: string;
  /** Changes whenever verdicts could change for the same file: version and build of the app. */
  key: string;
}

// 2: summaries carry every profile's checks and how deep they are.
const FORMAT = 2;

/** The stamp of a file, or undefined when it cannot be stat'ed. */
export function stampOf(path: string): FileStamp | undefined {
  try {
    return stampOfStats(statSync(path));
  } catch {
    return undefined;
  }
}

/** True when two stamps say the file is unchanged. */
export function sameStamp(a: FileStamp | undefined, b: FileStamp | undefined): boolean {
  return (
    a !== undefined &&
    b !== undefined &&
    a.size === b.size &&
    a.mtimeMs === b.mtimeMs &&
    a.ctimeMs === b.ctimeMs &&
    a.ino === b.ino
  );
}

function fileFor(options: IndexCacheOptions, realRoot: string): string {
  const id = createHash('sha256').update(realRoot).digest('hex').slice(0, 24);
  return join(options.dir, `${id}.json`);
}

/** The remembered list of a root, or undefined (none, another build's, or unreadable). */
export function readIndexCache(
  options: IndexCacheOptions,
  realRoot: string,
): CachedRoot | undefined {
  try {
    const data = JSON.parse(readRegularFileSync(fileFor(options, realRoot)).toString('utf8')) as {
      format?: number;
      key?: string;
      root?: string;
      entries?: Record<string, CachedSkill>;
    };
    if (data.format !== FORMAT || data.key !== options.key || data.root !== realRoot)
      return undefined;
    return data.entries ? { entries: data.entries } : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers a root's list (atomically; a failure is only logged). */
export async function writeIndexCache(
  options: IndexCacheOptions,
  realRoot: string,
  cache: CachedRoot,
): Promise<void> {
  mkdirSync(options.dir, { recursive: true });
  const body = JSON.stringify({ format: FORMAT, key: options.key, root: realRoot, ...cache });
  await writeFileAtomic(fileFor(options, realRoot), Buffer.from(body));
}
