/**
 * A project's skills-lock.json on disk: read as `npx skills` reads it, changed only when it
 * could be read (a damaged or foreign file is left exactly as it is, and the caller says so),
 * and written atomically in that tool's exact layout.
 */
import { join } from 'node:path';
import {
  emptyLock,
  LOCK_FILE,
  parseLock,
  serializeLock,
  type SkillsLock,
} from '../../install/skills-lock';
import type { Message } from '../../i18n/message';
import { installMessage } from '../../install/messages';
import { writeFileAtomic } from '../atomic-file';
import { readRegularFileIfExists } from '../regular-file';

/** A lock file as found: none yet, read, or present but not usable. */
export type LockFileState =
  | { kind: 'none'; path: string }
  | { kind: 'ok'; path: string; lock: SkillsLock; merged: boolean }
  | { kind: 'unusable'; path: string; reason: Message };

/** Reads `<project>/skills-lock.json`. */
export async function readLockFile(project: string): Promise<LockFileState> {
  const path = join(project, LOCK_FILE);
  const bytes = await readRegularFileIfExists(path);
  if (bytes === null) return { kind: 'none', path };
  const read = parseLock(new TextDecoder().decode(bytes));
  return read.ok
    ? { kind: 'ok', path, lock: read.lock, merged: read.merged }
    : { kind: 'unusable', path, reason: read.reason };
}

/**
 * Changes the project's lock with `change` (undefined from it means no change: nothing is
 * written); resolves to undefined when done, or to why the file was left alone.
 */
export async function updateLockFile(
  project: string,
  change: (lock: SkillsLock) => SkillsLock | undefined,
): Promise<Message | undefined> {
  const state = await readLockFile(project);
  if (state.kind === 'unusable')
    return installMessage('install.lock-left', { path: state.path, reason: state.reason });
  const lock = change(state.kind === 'ok' ? state.lock : emptyLock());
  if (lock === undefined) return undefined;
  await writeFileAtomic(state.path, new TextEncoder().encode(serializeLock(lock)));
  return undefined;
}
