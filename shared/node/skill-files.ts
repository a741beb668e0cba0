/**
 * Listing a skill's files (for reference checks, sizes and packaging): every file under the
 * folder, paths with "/" separators, never into version-control or dependency folders.
 */
import { lstatSync, readdirSync, type Dirent } from 'node:fs';
import { join } from 'node:path';

/** Folders that never belong to a skill's content. */
export const IGNORED_DIRS = new Set(['.git', 'node_modules', '__pycache__']);

/**
 * Temp files of an interrupted atomic save or skill operation (".name.<uuid>.tmp" / ".new"):
 * never content of the skill.
 */
export const STUDIO_TEMP =
  /^\..+\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:tmp|new)$/;

/** One file of a skill. */
export interface SkillFileEntry {
  path: string;
  size: number;
  /** Any execute bit is set (a script). */
  executable: boolean;
}

/**
 * Every file of the skill in `dir`, sorted by path; symbolic links are listed with their own
 * size. `folders`, when given, collects every folder below `dir` (empty ones too), for the tree.
 */
export function listSkillFiles(dir: string, limit = 10_000, folders?: string[]): SkillFileEntry[] {
  const out: SkillFileEntry[] = [];
  const walk = (abs: string, rel: string): void => {
    let entries: Dirent[];
    try {
      entries = readdirSync(abs, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (out.length >= limit) return;
      if (STUDIO_TEMP.test(e.name)) continue;
      const relPath = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) {
        if (IGNORED_DIRS.has(e.name)) continue;
        folders?.push(relPath);
        walk(join(abs, e.name), relPath);
      } else {
        let size = 0;
        let executable = false;
        try {
          const st = lstatSync(join(abs, e.name));
          size = st.size;
          executable = (st.mode & 0o111) !== 0;
        } catch {
          // Vanished between listing and stat: list it with size 0.
        }
        out.push({ path: relPath, size, executable });
      }
    }
  };
  walk(dir, '');
  folders?.sort();
  return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
