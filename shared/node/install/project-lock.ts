/**
 * A project's skills-lock.json as the studio reads it (not to rewrite it): what `npx skills`
 * (vercel-labs/skills@0363f53 src/local-lock.ts) or the studio recorded for each skill, and
 * whether a skill's folder still has the recorded `computedHash`. One piece for
 * `skill-studio agents --project` and the library list of the UI.
 */
import { lstatSync } from 'node:fs';
import { join } from 'node:path';
import { LOCK_FILE, parseLock, type SkillsLock } from '../../install/skills-lock';
import { fenceOf } from '../link-fence';
import { isMissing, readRegularFileSync } from '../regular-file';
import { folderHash } from './skill-hash';

/** A skill's skills-lock.json entry, and whether the folder still matches it. */
export interface LockedSkill {
  source: string;
  sourceType: string;
  ref?: string;
  /** The folder's hash is the entry's computedHash (unchanged since it was recorded). */
  same: boolean;
}

/**
 * The project's lock: none, read, or there but unusable (`unparsed`: not a lock npx skills
 * would read; `not-a-file`: a link, a pipe or a folder, never followed or read).
 */
export type ProjectLock =
  | { kind: 'none' }
  | { kind: 'read'; lock: SkillsLock }
  | { kind: 'unusable'; why: 'unparsed' | 'not-a-file' };

/** Reads `projectDir`'s skills-lock.json (a link there is refused, not followed). */
export function readProjectLock(projectDir: string): ProjectLock {
  const file = join(projectDir, LOCK_FILE);
  try {
    // A link could lead anywhere on the machine: the lock is only ever the project's own file.
    if (lstatSync(file).isSymbolicLink()) return { kind: 'unusable', why: 'not-a-file' };
    const text = readRegularFileSync(file, { fence: fenceOf([projectDir]) }).toString('utf8');
    const read = parseLock(text);
    return read.ok ? { kind: 'read', lock: read.lock } : { kind: 'unusable', why: 'unparsed' };
  } catch (error) {
    return isMissing(error) ? { kind: 'none' } : { kind: 'unusable', why: 'not-a-file' };
  }
}

/** The lock's entry for the skill `name` in `dir` (npx skills keys entries by name), if any. */
export function lockedSkill(lock: SkillsLock, name: string, dir: string): LockedSkill | undefined {
  const entry = lock.skills[name];
  if (entry === undefined) return undefined;
  const { source, sourceType, ref, computedHash } = entry;
  const locked: LockedSkill = { source, sourceType, same: hashOf(dir) === computedHash };
  return ref === undefined ? locked : { ...locked, ref };
}

const hashOf = (dir: string): string | undefined => {
  try {
    return folderHash(dir);
  } catch {
    // A folder that cannot be read whole cannot be said to match.
    return undefined;
  }
};
