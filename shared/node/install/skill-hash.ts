/**
 * A skill folder's content hash, computed the way `npx skills` computes `computedHash`
 * (vercel-labs/skills `src/local-lock.ts`, computeSkillFolderHash): SHA-256 over every regular
 * file below the folder (never into `.git` or `node_modules`, links not followed), sorted by
 * "/"-separated path with String.prototype.localeCompare, each file's path then its bytes fed
 * in turn. The same function gives the sync state's hashes, so the lock file and the studio
 * agree on what "unchanged" means. `plannedHash` gives the hash the library skill would have
 * once installed (its planned files only, SKILL.md's name set when it is installed renamed).
 */
import { createHash } from 'node:crypto';
import { readdirSync, type Dirent } from 'node:fs';
import { join } from 'node:path';
import { editFrontmatter } from '../../skill/index';
import type { SkillPlan } from '../../package/index';
import { decodeUtf8 } from '../../skill/text';
import { readSourceSync } from '../archive/source-file';
import { isMissing, NotRegularFile, readRegularFileSync } from '../regular-file';

/** A file's path and bytes, as hashed. */
export interface HashedFile {
  path: string;
  bytes: Uint8Array;
}

/** The hash of files given with their paths (the order does not matter). */
export function hashFiles(files: readonly HashedFile[]): string {
  const hash = createHash('sha256');
  for (const f of [...files].sort((a, b) => a.path.localeCompare(b.path))) {
    hash.update(f.path);
    hash.update(f.bytes);
  }
  return hash.digest('hex');
}

/**
 * Every regular file below `dir`, as `npx skills` collects them. Another program may be at
 * work in an installed copy, so nothing there may stop or block the walk: a file gone between
 * the listing and the read is left out (a temp file that came and went), and so is one that
 * is no regular file by then (a pipe is opened without blocking and refused); a folder that
 * cannot be listed (nested past PATH_MAX, unreadable) is hashed as a marker of that, so the
 * copy reads as changed rather than failing. A list of folders, not recursion: no depth ends it.
 */
export function collectFolderFiles(dir: string): HashedFile[] {
  const out: HashedFile[] = [];
  const folders: [string, string][] = [[dir, '']];
  for (let next = folders.pop(); next !== undefined; next = folders.pop()) {
    const [abs, rel] = next;
    let entries: Dirent[];
    try {
      entries = readdirSync(abs, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) continue;
      const code = (error as { code?: string }).code ?? 'unknown';
      out.push({ path: `${rel}/`, bytes: new TextEncoder().encode(`unreadable folder: ${code}`) });
      continue;
    }
    for (const e of entries) {
      const path = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) {
        if (e.name !== '.git' && e.name !== 'node_modules') folders.push([join(abs, e.name), path]);
      } else if (e.isFile()) {
        const bytes = readFileIn(join(abs, e.name));
        if (bytes) out.push({ path, bytes });
      }
    }
  }
  return out;
}

// A file's bytes; undefined when it went or is no regular file any more (never waited on).
function readFileIn(path: string): Uint8Array | undefined {
  try {
    return readRegularFileSync(path, { noFollow: true });
  } catch (error) {
    if (isMissing(error) || error instanceof NotRegularFile) return undefined;
    // A link swapped in (not followed), a name past PATH_MAX, no permission: read as changed.
    const code = (error as { code?: string }).code ?? 'unknown';
    return new TextEncoder().encode(`unreadable file: ${code}`);
  }
}

/** The `computedHash` of the folder `dir`. */
export function folderHash(dir: string): string {
  return hashFiles(collectFolderFiles(dir));
}

/**
 * The files an install of `plan` writes, with their bytes (each read as the plan saw it, so a
 * file swapped or changed since refuses the install), SKILL.md renamed when `renamed` is set.
 */
export function plannedFiles(plan: SkillPlan, renamed?: string): HashedFile[] {
  return plan.files.map((f) => {
    const bytes = readSourceSync({
      archivePath: f.path,
      abs: join(plan.root, ...f.source.split('/')),
      size: f.size,
      mode: f.mode,
      store: f.store,
      dev: f.dev,
      ino: f.ino,
      ctimeMs: f.ctimeMs,
    });
    return {
      path: f.path,
      bytes: renamed !== undefined && isSkillMd(f.path) ? withSkillName(bytes, renamed) : bytes,
    };
  });
}

/** The hash the library skill of `plan` has once installed. */
export function plannedHash(plan: SkillPlan, renamed?: string): string {
  return hashFiles(plannedFiles(plan, renamed));
}

/** True for the skill file's own path. */
export function isSkillMd(path: string): boolean {
  return path === 'SKILL.md' || path === 'skill.md';
}

/**
 * SKILL.md's bytes with the frontmatter `name` set to `name`; only that value changes. One
 * whose name cannot be edited safely (not UTF-8, unreadable frontmatter) is left as it is, and
 * the check before installing reports it.
 */
export function withSkillName(bytes: Uint8Array, name: string): Uint8Array {
  const { text, badByte } = decodeUtf8(bytes);
  if (badByte !== undefined) return bytes;
  const edited = editFrontmatter(text, [{ path: ['name'], value: name }]);
  return edited.ok ? new TextEncoder().encode(edited.text) : bytes;
}
