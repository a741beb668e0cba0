/**
 * The level-1 list of a library remembered between runs, so that reopening a library of
 * thousands of skills only reads the SKILL.md files that changed. An entry is trusted only
 * while its file's identity on disk (size, modification and change times, inode) is the same
 * and the facts its verdict depended on (nesting, namesakes, profile) have not moved; anything
 * else is read again. The cache is an optimisation: a lost or damaged one only costs time.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { SkillSummary } from '../../skill/summary';
import { stampOfStats, type FileStamp } from '../read-head';
import { writeFileAtomic } from '../atomic-file';

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
}

/** A root's remembered list. */
export interface CachedRoot {
  entries: Record<string, CachedSkill>;
}

/** Where caches live and what invalidates all of them (the validator's build, the profile). */
export interface IndexCacheOptions {
  dir: string;
  /** Changes whenever verdicts could change for the same file: version and build of the app. */
  key: string;
}

const FORMAT = 1;

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

function fileFor(options: IndexCacheOptions, realRoot: string, profile: string): string {
  const id = createHash('sha256').update(`${realRoot}\0${profile}`).digest('hex').slice(0, 24);
  return join(options.dir, `${id}.json`);
}

/** The remembered list of a root, or undefined (none, another build's, or unreadable). */
export function readIndexCache(
  options: IndexCacheOptions,
  realRoot: string,
  profile: string,
): CachedRoot | undefined {
  try {
    const data = JSON.parse(readFileSync(fileFor(options, realRoot, profile), 'utf8')) as {
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
  profile: string,
  cache: CachedRoot,
): Promise<void> {
  mkdirSync(options.dir, { recursive: true });
  const body = JSON.stringify({ format: FORMAT, key: options.key, root: realRoot, ...cache });
  await writeFileAtomic(fileFor(options, realRoot, profile), Buffer.from(body));
}
