/**
 * A project's `skills-lock.json` as `npx skills` (vercel-labs/skills@0363f53, `src/local-lock.ts`)
 * reads and writes it: `{ version: 1, skills: { <name>: { source, ref?, sourceType,
 * computedHash } } }`, skills sorted by name, two-space JSON and a final newline, no
 * timestamps. Like that tool, a file with git conflict markers is read as the union of both
 * sides (theirs winning). Unlike it, a file that cannot be read is never replaced by an empty
 * one: the caller is told, and leaves it alone. Fields this studio does not know (another
 * tool's, a later version's) are kept as they were. The skills map has no prototype: its keys
 * come from the file, and "__proto__" or "constructor" are names like any other.
 */
import { z } from 'zod';
import type { Message } from '../i18n/message';
import { installMessage } from './messages';
import { MAX_JSON_DEPTH, readBoundedJson } from '../json/bounded-json';
import { ownRecord } from '../json/own-record';

/** Deeper than this the file is refused unread: JSON.stringify and zod recurse per level. */
export const MAX_LOCK_DEPTH = MAX_JSON_DEPTH;

/** The format version `npx skills` writes (CURRENT_VERSION in local-lock.ts). */
export const LOCK_VERSION = 1;

/** The lock file's name in the project folder. */
export const LOCK_FILE = 'skills-lock.json';

/** One skill's entry (unknown fields pass through untouched). */
export const LockEntrySchema = z.looseObject({
  /** Where the skill came from: owner/repo, a package name, a local path. */
  source: z.string(),
  /** The branch or tag it was installed from. */
  ref: z.string().optional(),
  /** "github", "node_modules", "local", ... */
  sourceType: z.string(),
  /** SHA-256 over the installed folder's files (see skill-hash.ts in shared/node). */
  computedHash: z.string(),
});

/** One skill's entry. */
export type LockEntry = z.infer<typeof LockEntrySchema>;

const LockFileSchema = z.looseObject({
  version: z.number(),
  skills: z.record(z.string(), LockEntrySchema),
});

/** A lock file's content. */
export type SkillsLock = z.infer<typeof LockFileSchema>;

/** What reading a lock file gave: the lock, or why it cannot be used (then leave it alone). */
export type LockRead =
  { ok: true; lock: SkillsLock; merged: boolean } | { ok: false; reason: Message };

/** An empty lock of the current version. */
export function emptyLock(): SkillsLock {
  return { version: LOCK_VERSION, skills: ownRecord() };
}

/** Reads lock file text (merging git conflict sides as `npx skills` does). */
export function parseLock(text: string): LockRead {
  const direct = tryParse(text);
  if (direct.ok) return checkVersion(direct.lock, false);
  const sides = splitConflictSides(text);
  if (!sides) return { ok: false, reason: direct.reason };
  const [ours, theirs] = sides.map(tryParse);
  if (!ours?.ok && !theirs?.ok) return { ok: false, reason: direct.reason };
  if (!ours?.ok) return checkVersion((theirs as { lock: SkillsLock }).lock, true);
  if (!theirs?.ok) return checkVersion(ours.lock, true);
  return checkVersion(
    {
      ...ours.lock,
      version: Math.max(ours.lock.version, theirs.lock.version),
      skills: ownRecord(ours.lock.skills, theirs.lock.skills),
    },
    true,
  );
}

/** The text `npx skills` would write for `lock`: skills sorted by name, 2-space JSON, final newline. */
export function serializeLock(lock: SkillsLock): string {
  const skills = ownRecord<LockEntry>();
  for (const name of Object.keys(lock.skills).sort()) {
    const entry = lock.skills[name];
    if (entry) skills[name] = entry;
  }
  // version and skills first, as that tool writes them; fields of a later version after.
  const { version, skills: _skills, ...rest } = lock;
  return `${JSON.stringify({ version, skills, ...rest }, null, 2)}\n`;
}

/** `lock` with `name` set to `entry` (a new object; the input is not changed). */
export function withEntry(lock: SkillsLock, name: string, entry: LockEntry): SkillsLock {
  return { ...lock, skills: ownRecord(lock.skills, ownRecord([[name, entry]])) };
}

/** `lock` without `name`. */
export function withoutEntry(lock: SkillsLock, name: string): SkillsLock {
  return {
    ...lock,
    skills: ownRecord(Object.entries(lock.skills).filter(([key]) => key !== name)),
  };
}

function tryParse(text: string): { ok: true; lock: SkillsLock } | { ok: false; reason: Message } {
  const read = readBoundedJson(text, MAX_LOCK_DEPTH);
  if (!read.ok)
    return {
      ok: false,
      reason:
        read.why === 'too-deep'
          ? installMessage('install.lock-too-deep', { limit: read.limit })
          : // The parser's own words (English on every system), as the code of a file system error.
            installMessage('install.lock-not-json', { detail: read.detail }),
    };
  const json = read.value;
  const parsed = LockFileSchema.safeParse(json);
  // zod builds its output with ordinary assignment, where "__proto__" is no key: the entries
  // are taken as the file has them (checked above), into a map without a prototype.
  if (parsed.success) {
    const raw = (json as { skills: Record<string, LockEntry> }).skills;
    return { ok: true, lock: { ...parsed.data, skills: ownRecord(Object.entries(raw)) } };
  }
  const issue = parsed.error.issues[0];
  const detail = issue?.message ?? 'not a skills lock';
  const reason = issue?.path.length
    ? installMessage('install.lock-shape', { where: issue.path.join('.'), detail })
    : installMessage('install.lock-shape-top', { detail });
  return { ok: false, reason };
}

// npx skills treats an older version as no lock at all (and starts afresh); a newer one is
// kept here rather than rewritten in a format its writer would not expect.
function checkVersion(lock: SkillsLock, merged: boolean): LockRead {
  const versions = { version: lock.version, current: LOCK_VERSION };
  if (lock.version < LOCK_VERSION)
    return { ok: false, reason: installMessage('install.lock-version-old', versions) };
  if (lock.version > LOCK_VERSION)
    return { ok: false, reason: installMessage('install.lock-version-new', versions) };
  return { ok: true, lock, merged };
}

// The same reading of git's markers as local-lock.ts's splitConflictSides: default and diff3
// styles, the ancestor block dropped, lines split on LF or CRLF (git writes its markers with
// CRLF in a Windows checkout).
function splitConflictSides(content: string): [string, string] | undefined {
  if (!/^<{7}( |$)/m.test(content)) return undefined;
  const ours: string[] = [];
  const theirs: string[] = [];
  let state: 'common' | 'ours' | 'ancestor' | 'theirs' = 'common';
  for (const line of content.split(/\r?\n/)) {
    if (/^<{7}( |$)/.test(line)) state = 'ours';
    else if (/^\|{7}( |$)/.test(line)) state = 'ancestor';
    else if (/^={7}$/.test(line)) state = 'theirs';
    else if (/^>{7}( |$)/.test(line)) state = 'common';
    else if (state === 'common') {
      ours.push(line);
      theirs.push(line);
    } else if (state === 'ours') ours.push(line);
    else if (state === 'theirs') theirs.push(line);
  }
  return [ours.join('\n'), theirs.join('\n')];
}
