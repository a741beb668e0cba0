/**
 * Gathering what packaging plans from: every entry below a skill folder with its size, mode
 * and identity, where each symbolic link really leads (resolved, never followed out), and
 * the folders left unopened because an exclusion matched them.
 */
import { lstatSync, readdirSync, readlinkSync, statSync, type Dirent } from 'node:fs';
import { join, sep } from 'node:path';
import { cwd } from 'node:process';
import { relativeInside } from '../../studio/paths';
import { realPath } from '../real-path';
import {
  createExclusions,
  packageMessage,
  SKILLIGNORE,
  unreadableReason,
  type Exclusions,
  type GatheredSkill,
  type LeftOut,
  type LinkFacts,
  type SourceEntry,
} from '../../package/index';
import type { Message } from '../../i18n/message';
import { fsErrorReason } from '../skill-folder';
import { readRegularFileSync } from '../regular-file';

/** A gathered skill, the exclusion rules it was gathered with and the folder's own entries. */
export interface Gathered {
  gathered: GatheredSkill;
  exclusions: Exclusions;
  listing: Dirent[];
}

/** Walks the skill folder `dir` (whose archive folder is `folder`). */
export function gatherSkill(dir: string, folder: string): Gathered {
  // Everything is resolved against the real folder, so a skill reached through a link
  // still never reaches past its own real folder.
  const root = realPath(dir);
  const top = readdirSync(root, { withFileTypes: true });
  const exclusions = createExclusions(readSkillignore(root, top));
  const entries: SourceEntry[] = [];
  const leftOut: LeftOut[] = [];
  const walk = (abs: string, rel: string, listed?: Dirent[]): void => {
    let list: Dirent[];
    try {
      list = listed ?? readdirSync(abs, { withFileTypes: true });
    } catch (error) {
      // Gone (or made a file) since its parent was listed: simply not there.
      if (goneSince(error)) return;
      leftOut.push({ path: `${rel}/`, reason: unreadableReason(fsErrorReason(error)) });
      return;
    }
    for (const d of list) {
      const path = rel ? `${rel}/${d.name}` : d.name;
      const child = join(abs, d.name);
      if (d.isDirectory()) {
        const reason = exclusions.reason(`${path}/`);
        if (reason === undefined) walk(child, path);
        else leftOut.push({ path: `${path}/`, reason });
      } else {
        const entry = describe(child, path, d, root);
        if (entry) entries.push(entry);
      }
    }
  };
  walk(root, '', top);
  return { gathered: { folder, root, entries, leftOut }, exclusions, listing: top };
}

// A file or folder that went between the listing and the look (another program's temp file).
function goneSince(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

// The entry as packaging plans it; undefined when it went since it was listed.
function describe(abs: string, path: string, d: Dirent, root: string): SourceEntry | undefined {
  if (d.isSymbolicLink()) return { kind: 'symlink', path, link: linkFacts(abs, root) };
  if (!d.isFile()) return { kind: 'other', path, what: specialKind(d) };
  try {
    const st = lstatSync(abs);
    const { size, mode, dev, ino, ctimeMs } = st;
    return { kind: 'file', path, size, mode, dev, ino, ctimeMs };
  } catch (error) {
    if (goneSince(error)) return undefined;
    return { kind: 'unreadable', path, reason: fsErrorReason(error) };
  }
}

function linkFacts(abs: string, root: string): LinkFacts {
  let text = '?';
  try {
    text = readlinkSync(abs);
  } catch {
    // Only used in messages.
  }
  let real: string;
  let st;
  try {
    real = realPath(abs);
    st = statSync(real);
  } catch {
    return { text, type: 'missing' };
  }
  const inside = relativeInside(root, real, sep, cwd);
  const type = st.isFile() ? 'file' : st.isDirectory() ? 'dir' : 'other';
  return {
    text,
    type,
    ...(inside !== undefined && { inside }),
    ...(type === 'file' && {
      size: st.size,
      mode: st.mode,
      dev: st.dev,
      ino: st.ino,
      ctimeMs: st.ctimeMs,
    }),
  };
}

function specialKind(d: Dirent): Message {
  if (d.isFIFO()) return packageMessage('package.kind.pipe');
  if (d.isSocket()) return packageMessage('package.kind.socket');
  if (d.isCharacterDevice() || d.isBlockDevice()) return packageMessage('package.kind.device');
  return packageMessage('package.kind.unknown');
}

// Only a regular file counts: a linked .skillignore could be anyone's rules. Looked up in
// the listing rather than with a stat that fails for almost every skill.
function readSkillignore(root: string, top: readonly Dirent[]): string | undefined {
  if (!top.some((d) => d.name === SKILLIGNORE && d.isFile())) return undefined;
  try {
    // Opened without blocking and not through a link: one swapped for a pipe is not waited on.
    return readRegularFileSync(join(root, SKILLIGNORE), { noFollow: true }).toString('utf8');
  } catch {
    return undefined;
  }
}
