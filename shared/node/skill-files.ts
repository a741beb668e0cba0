/**
 * Listing a skill's files (for reference checks, sizes and packaging): every file under the
 * folder, paths with "/" separators, never into version-control or dependency folders.
 */
import { lstatSync, readdirSync, type Dirent, type Stats } from 'node:fs';
import { join } from 'node:path';
import { isStudioTemp } from '../studio/temp-names';

/** Folders that never belong to a skill's content. */
export const IGNORED_DIRS = new Set(['.git', 'node_modules', '__pycache__']);

/** One file of a skill. */
export interface SkillFileEntry {
  path: string;
  size: number;
  /** Any execute bit is set (a script). */
  executable: boolean;
  /** The entry is a symbolic link (listed, never followed). */
  symlink?: true;
}

/**
 * Every file of the skill in `dir`, sorted by path; symbolic links are listed with their own
 * size. `folders`, when given, collects every folder below `dir` (empty ones too), for the tree;
 * `ignored` the folders passed over (IGNORED_DIRS), for a tree that shows them unopened.
 */
export function listSkillFiles(
  dir: string,
  limit = 10_000,
  folders?: string[],
  ignored?: string[],
): SkillFileEntry[] {
  const out: SkillFileEntry[] = [];
  walkFiles(dir, '', limit, out, folders, ignored);
  folders?.sort();
  ignored?.sort();
  return out.sort(byPath);
}

/**
 * A listed file whose entry the caller already holds: SKILL.md, its size and mode from the
 * fstat of its read (a regular file's, which lstat would give too), as plain numbers so the
 * entry can cross to the thread that lists the rest.
 */
export interface StatedFile {
  /** Its path in the listing, "/"-separated. */
  path: string;
  size: number;
  executable: boolean;
}

/** SKILL.md's entry from the stats its read took. */
export function statedFile(path: string, stats: Stats): StatedFile {
  return { path, size: stats.size, executable: (stats.mode & 0o111) !== 0 };
}

/**
 * The same list from what a discovery walk saw (DiscoveredSkill.listing): only the folders it
 * did not enter are listed, then every file is stat'ed for its size, but `known`, whose entry
 * the caller has. A skill with more files than `limit` is listed again in full, so the files
 * kept are the ones listSkillFiles keeps.
 */
export function listSkillFilesFrom(
  dir: string,
  listing: { files: readonly string[]; unlisted: readonly string[] },
  limit = 10_000,
  known?: StatedFile,
): SkillFileEntry[] {
  if (listing.files.length > limit) return listSkillFiles(dir, limit);
  const out: SkillFileEntry[] = [];
  for (const path of listing.files)
    out.push(
      path === known?.path
        ? { path, size: known.size, executable: known.executable }
        : fileEntry(`${dir}/${path}`, path),
    );
  for (const folder of listing.unlisted) {
    walkFiles(join(dir, folder), folder, limit + 1, out);
    if (out.length > limit) return listSkillFiles(dir, limit);
  }
  return out.sort(byPath);
}

function byPath(a: SkillFileEntry, b: SkillFileEntry): number {
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}

function fileEntry(abs: string, path: string): SkillFileEntry {
  let size = 0;
  let executable = false;
  let symlink = false;
  try {
    const st = lstatSync(abs);
    size = st.size;
    executable = (st.mode & 0o111) !== 0;
    symlink = st.isSymbolicLink();
  } catch {
    // Vanished between listing and stat: list it with size 0.
  }
  return symlink ? { path, size, executable, symlink } : { path, size, executable };
}

// Appends the files below `dir` (listed as `prefix`/...) to `out`, up to `limit` in all, and
// the folders to `folders` when given.
function walkFiles(
  dir: string,
  prefix: string,
  limit: number,
  out: SkillFileEntry[],
  folders?: string[],
  ignored?: string[],
): void {
  const walk = (abs: string, rel: string): void => {
    let entries: Dirent[];
    try {
      entries = readdirSync(abs, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (out.length >= limit) return;
      // The studio's own temp files (a save under way, or one a killed process left) are no content.
      if (isStudioTemp(e.name)) continue;
      const relPath = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) {
        if (IGNORED_DIRS.has(e.name)) {
          ignored?.push(relPath);
          continue;
        }
        folders?.push(relPath);
        walk(join(abs, e.name), relPath);
      } else out.push(fileEntry(join(abs, e.name), relPath));
    }
  };
  walk(dir, prefix);
}
