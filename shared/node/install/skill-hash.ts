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
import { fsMessage } from '../../i18n/fs-messages';
import type { Message } from '../../i18n/message';
import { isMissing, NotRegularFile, readRegularFileSync } from '../regular-file';
import { fsErrorReason } from '../skill-folder';

/** A file's path and bytes, as hashed. */
export interface HashedFile {
  path: string;
  bytes: Uint8Array;
  /**
   * Set on the stand-in hashed for what could not be read (a folder nested past PATH_MAX, a
   * file it is denied): it makes the copy read as changed, and is no file to compare or take.
   */
  unread?: true;
}

/** Something in a folder that was not read, and why (a folder's path has no trailing "/"). */
export interface UnreadEntry {
  path: string;
  reason: Message | string;
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
 * work in an installed copy, so nothing there may stop or block the walk: a file or folder
 * gone between the listing and the read is left out (a temp file that came and went), and so
 * is one that is no regular file (a pipe is never opened); a folder that cannot be listed
 * (nested past PATH_MAX, a loop, unreadable) or a file that cannot be read is hashed as a
 * stand-in (`unread`), so the copy reads as changed rather than failing. What was not read is
 * added to `unread`, with why. A list of folders, not recursion: no depth ends it.
 */
export function collectFolderFiles(dir: string, unread?: UnreadEntry[]): HashedFile[] {
  const out: HashedFile[] = [];
  const stand = (path: string, error: unknown, what: string) => {
    const code = (error as { code?: string } | null)?.code ?? 'unknown';
    out.push({ path, bytes: new TextEncoder().encode(`${what}: ${code}`), unread: true });
    unread?.push({ path: path.replace(/\/$/, '') || '.', reason: fsErrorReason(error) });
  };
  const folders: [string, string][] = [[dir, '']];
  for (let next = folders.pop(); next !== undefined; next = folders.pop()) {
    const [abs, rel] = next;
    let entries: Dirent[];
    try {
      entries = readdirSync(abs, { withFileTypes: true });
    } catch (error) {
      // Gone, or turned into a file, since its parent was listed: nothing to hash there.
      if (isMissing(error) || (error as { code?: string }).code === 'ENOTDIR') continue;
      stand(`${rel}/`, error, 'unreadable folder');
      continue;
    }
    for (const e of entries) {
      const path = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) {
        if (e.name !== '.git' && e.name !== 'node_modules') folders.push([join(abs, e.name), path]);
      } else if (e.isFile()) {
        try {
          out.push({ path, bytes: readRegularFileSync(join(abs, e.name), { noFollow: true }) });
        } catch (error) {
          if (isMissing(error)) continue;
          // Swapped for a pipe or device since the listing: named, never hashed (npx skills
          // hashes regular files only).
          if (error instanceof NotRegularFile) unread?.push({ path, reason: fsErrorReason(error) });
          // A link swapped in (not followed), a name past PATH_MAX, no permission.
          else stand(path, error, 'unreadable file');
        }
      } else if (!e.isSymbolicLink()) unread?.push({ path, reason: specialKind(e) });
    }
  }
  return out;
}

// What a listed entry that is neither file, folder nor link is.
function specialKind(e: Dirent): Message {
  if (e.isFIFO()) return fsMessage('fs.is-pipe');
  if (e.isSocket()) return fsMessage('fs.is-socket');
  return fsMessage('fs.is-device');
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
