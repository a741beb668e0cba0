/**
 * Finding and reading a skill folder's SKILL.md, the way skills-ref looks for it (SKILL.md,
 * then skill.md) and with the studio's clearer reports when it is not there.
 */
import { closeSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { NOT_REGULAR, openRegularFile } from './read-head';

/** Where SKILL.md is, or why there is none. */
export type SkillMdLookup =
  | { kind: 'found'; path: string; fileName: 'SKILL.md' | 'skill.md' }
  | { kind: 'not-directory' }
  | { kind: 'missing'; nearMiss?: string }
  | { kind: 'unreadable'; path: string; reason: string };

/** Looks for SKILL.md (then skill.md) in `dir`. */
export function findSkillMd(dir: string): SkillMdLookup {
  let entries: string[];
  try {
    if (!statSync(dir).isDirectory()) return { kind: 'not-directory' };
    entries = readdirSync(dir);
  } catch (error) {
    return { kind: 'unreadable', path: dir, reason: describeFsError(error) };
  }
  for (const fileName of ['SKILL.md', 'skill.md'] as const) {
    if (!entries.includes(fileName)) continue;
    const path = join(dir, fileName);
    try {
      const st = statSync(path);
      if (st.isDirectory())
        return { kind: 'unreadable', path, reason: `${fileName} is a folder, not a file` };
      // A pipe would block every read, and a device such as /dev/zero never ends.
      if (!st.isFile()) return { kind: 'unreadable', path, reason: NOT_REGULAR };
    } catch (error) {
      return { kind: 'unreadable', path, reason: describeFsError(error) };
    }
    return { kind: 'found', path, fileName };
  }
  // Case-insensitive file systems would have matched above; on others, name the near miss.
  const nearMiss = entries.find((e) => e.toLowerCase() === 'skill.md');
  return nearMiss ? { kind: 'missing', nearMiss } : { kind: 'missing' };
}

/** SKILL.md files above this are not read (far beyond any real one; a string cannot hold 512 MiB). */
export const MAX_SKILL_MD_BYTES = 256 * 1024 * 1024;

/** Reads a SKILL.md's bytes, or says why it cannot be read. */
export function readBytes(
  path: string,
): { ok: true; bytes: Uint8Array } | { ok: false; reason: string } {
  try {
    const { fd, stats } = openRegularFile(path);
    const size = stats.size;
    try {
      if (size > MAX_SKILL_MD_BYTES)
        return {
          ok: false,
          reason: `it is ${Math.round(size / 2 ** 20)} MiB; files over ${MAX_SKILL_MD_BYTES / 2 ** 20} MiB are not read`,
        };
      return { ok: true, bytes: readFileSync(fd) };
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    return { ok: false, reason: describeFsError(error) };
  }
}

/** A file system error in words, without a stack trace. */
export function describeFsError(error: unknown): string {
  const code = (error as { code?: string } | null)?.code;
  switch (code) {
    case 'ENOENT':
      return 'it does not exist';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EISDIR':
      return 'it is a folder, not a file';
    case 'ENOTDIR':
      return 'a part of the path is not a folder';
    case 'ELOOP':
      return 'a symbolic link points at itself';
    default:
      return error instanceof Error ? error.message : String(error);
  }
}

/** True when `path` is a folder (following links); false when it is anything else or absent. */
export function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
