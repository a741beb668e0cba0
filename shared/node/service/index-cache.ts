/**
 * The list of a library remembered between runs, so that reopening a library of thousands of
 * skills shows it at once and then reads only the SKILL.md files that changed. The list is
 * shown before the library is walked, marked as being checked (LibraryInfo.checking) until the
 * walk has confirmed it. An entry is trusted only while its file's identity on disk (size,
 * modification and change times, inode) is the same and the facts its verdict depended on
 * (nesting, namesakes) have not moved; anything else is read again. A fully checked entry has
 * its files compared again in the background. The cache is an optimisation: one that is
 * damaged, cut short, of another build, or of a folder that is no longer the one at that path
 * (another inode) is ignored, and only costs time.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { SkillSummarySchema } from '../../ipc/contract';
import type { SkillSummary } from '../../skill/summary';
import { stampOfStats, type FileStamp } from '../read-head';
import { writeFileAtomic } from '../atomic-file';
import { readRegularFileSync } from '../regular-file';

export type { FileStamp };

/** One remembered skill. */
export interface CachedSkill {
  stamp: FileStamp;
  skillMdName: 'SKILL.md' | 'skill.md';
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
  /** The folders the walk passed over, with why (shown with the remembered list). */
  skipped?: { rel: string; reason: string }[];
}

/** The identity of the root folder a list was remembered for (its device and inode). */
export interface RootIdentity {
  dev: number;
  ino: number;
}

// What a remembered entry must look like to be used: the file is the studio's own, but it may
// be damaged, or written by an older build, and a wrong shape must never reach the UI.
const StampSchema = z.object({
  size: z.number(),
  mtimeMs: z.number(),
  ctimeMs: z.number(),
  ino: z.number(),
});
const CachedSkillSchema = z.object({
  stamp: StampSchema,
  skillMdName: z.enum(['SKILL.md', 'skill.md']),
  parent: z.string().optional(),
  name: z.string().optional(),
  sameNameAs: z.array(z.string()),
  summary: SkillSummarySchema,
  filesPrint: z.string().optional(),
});
const CacheFileSchema = z.object({
  format: z.literal(3),
  key: z.string(),
  root: z.string(),
  dev: z.number(),
  ino: z.number(),
  entries: z.record(z.string(), CachedSkillSchema),
  skipped: z.array(z.object({ rel: z.string(), reason: z.string() })).optional(),
});

/** Where caches live and what invalidates all of them (the validator's build). */
export interface IndexCacheOptions {
  dir: string;
  /** Changes whenever verdicts could change for the same file: version and build of the app. */
  key: string;
}

// 2: summaries carry every profile's checks and how deep they are. 3: the root's identity.
const FORMAT = 3;

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

/**
 * The remembered list of a root, or undefined: none, another build's, another folder's (the
 * folder at `realRoot` is not the one remembered), unreadable, or not of the expected shape.
 */
export function readIndexCache(
  options: IndexCacheOptions,
  realRoot: string,
  identity: RootIdentity,
): CachedRoot | undefined {
  let data: unknown;
  try {
    // The studio writes it as a file of its own: a link in its place is not followed.
    const bytes = readRegularFileSync(fileFor(options, realRoot), { noFollow: true });
    data = JSON.parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
  // The cheap checks first: a cache of another build or folder is not worth checking in full.
  const head = data as Partial<Record<'format' | 'key' | 'root' | 'dev' | 'ino', unknown>> | null;
  if (
    head?.format !== FORMAT ||
    head.key !== options.key ||
    head.root !== realRoot ||
    head.dev !== identity.dev ||
    head.ino !== identity.ino
  )
    return undefined;
  const parsed = CacheFileSchema.safeParse(data);
  if (!parsed.success) return undefined;
  const entries: Record<string, CachedSkill> = {};
  for (const [rel, entry] of Object.entries(parsed.data.entries)) {
    // An entry must name a folder inside the root, as the index would have listed it.
    if (!isListedRel(rel) || entry.summary.rel !== rel) return undefined;
    const { parent, name, filesPrint, ...rest } = entry;
    entries[rel] = {
      ...rest,
      ...(parent !== undefined && { parent }),
      ...(name !== undefined && { name }),
      ...(filesPrint !== undefined && { filesPrint }),
      summary: entry.summary as SkillSummary,
    };
  }
  return { entries, ...(parsed.data.skipped && { skipped: parsed.data.skipped }) };
}

// "" (the root itself) or "a/b": no empty, dot or dot-dot segment, no backslash or NUL.
function isListedRel(rel: string): boolean {
  if (rel === '') return true;
  if (rel.includes('\\') || rel.includes('\0')) return false;
  return rel.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

/** Remembers a root's list (atomically; a failure is only logged). */
export async function writeIndexCache(
  options: IndexCacheOptions,
  realRoot: string,
  identity: RootIdentity,
  cache: CachedRoot,
): Promise<void> {
  mkdirSync(options.dir, { recursive: true });
  const body = JSON.stringify({
    format: FORMAT,
    key: options.key,
    root: realRoot,
    dev: identity.dev,
    ino: identity.ino,
    ...cache,
  });
  await writeFileAtomic(fileFor(options, realRoot), Buffer.from(body));
}
