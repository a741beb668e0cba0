/**
 * The first pass of an import, over the central directory only: every entry is checked before
 * a byte is written. Unsafe names, links, special files, encryption, unknown compression,
 * duplicates, overlapping entries and the size limits are refused; OS junk is skipped.
 */
import type { Message, MessageParam } from '../i18n/message';
import { collisionKey, unsafeNameReason } from './entry-names';
import type { ImportLimits } from './import-limits';
import { packageMessage } from './messages';
import type { LeftOut } from './types';

/** One central-directory record, as the reader decoded it. */
export interface ArchiveEntryInfo {
  /** Position in the central directory. */
  index: number;
  /** The name readers use (the Unicode path field when valid, else the decoded name). */
  name: string;
  /** The other decoding of the name, when the two differ (a hostile archive may hide one). */
  altName?: string;
  /** General purpose bit flag (bit 0: encrypted, bit 6: strong encryption, bit 13: masked). */
  flags: number;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  /** The Unix mode from the external attributes (0 when the archive has none). */
  unixMode: number;
  /** Offset of the local header, and the name's length in bytes (to spot overlapping entries). */
  offset: number;
  nameBytes: number;
}

/** A file the import writes. */
export interface ImportFile {
  index: number;
  /** The archive path ("/"-separated, checked safe). */
  path: string;
  size: number;
  executable: boolean;
}

/** The outcome of the first pass. */
export interface ImportCheck {
  /** Each problem names the entry; any problem refuses the whole archive. */
  problems: Message[];
  files: ImportFile[];
  /** Folders named by folder entries (created even when empty). */
  dirs: string[];
  skipped: LeftOut[];
  /**
   * Links and special files: refused when inside a skill that is imported, skipped elsewhere
   * (a repository's zip may hold a link in its docs; nothing outside the skills is written).
   */
  notFiles: LeftOut[];
  totalBytes: number;
}

const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;
const ENCRYPTED = 0x1 | 0x40 | 0x2000;
const LOCAL_HEADER_BYTES = 30;

/** Version-control folders: their settings can name programs to run (hooks, fsmonitor). */
const VCS_FOLDERS = new Set(['.git', '.hg', '.svn', '.bzr']);

/** Why an entry is OS junk that the import skips, or undefined. */
export function junkReason(path: string): Message | undefined {
  const parts = path.split('/');
  const name = parts[parts.length - 1] ?? '';
  if (parts[0] === '__MACOSX') return packageMessage('package.junk.macosx');
  // Compared without case: on macOS and Windows a ".GIT" folder is the ".git" folder.
  const vcs = parts.find((p) => VCS_FOLDERS.has(p.toLowerCase()));
  if (vcs !== undefined) return packageMessage('package.junk.vcs', { folder: vcs });
  if (name === '.DS_Store') return packageMessage('package.rule.ds-store');
  if (name.startsWith('._')) return packageMessage('package.rule.resource-fork');
  if (name.toLowerCase() === 'thumbs.db' || name.toLowerCase() === 'desktop.ini')
    return packageMessage('package.junk.windows');
  return undefined;
}

/** Checks every entry; the import goes ahead only when `problems` is empty. */
export function checkImportEntries(
  entries: readonly ArchiveEntryInfo[],
  limits: ImportLimits,
): ImportCheck {
  const out: ImportCheck = {
    problems: [],
    files: [],
    dirs: [],
    skipped: [],
    notFiles: [],
    totalBytes: 0,
  };
  const refuse = (name: MessageParam, reason: Message) =>
    out.problems.push(packageMessage('package.import.entry', { name, reason }));
  if (entries.length > limits.maxEntries)
    out.problems.push(
      packageMessage('package.import.too-many-entries', {
        count: entries.length,
        limit: limits.maxEntries,
      }),
    );
  const fileKeys = new Map<string, string>();
  const dirKeys = new Set<string>();
  for (const e of entries) {
    const isDir = e.name.endsWith('/');
    const path = isDir ? e.name.slice(0, -1) : e.name;
    const unsafe = [e.name, e.altName].flatMap((n) =>
      n === undefined ? [] : [unsafeNameReason(n.endsWith('/') ? n.slice(0, -1) : n)],
    );
    const reason = unsafe.find((r) => r !== undefined);
    if (reason !== undefined) {
      refuse(e.name, reason);
      continue;
    }
    const type = e.unixMode & S_IFMT;
    if (type === S_IFLNK) {
      out.notFiles.push({ path, reason: packageMessage('package.import.symlink') });
      continue;
    }
    if (type !== 0 && type !== S_IFREG && type !== S_IFDIR) {
      out.notFiles.push({ path, reason: packageMessage('package.import.special') });
      continue;
    }
    if (type === S_IFDIR && !isDir) {
      refuse(e.name, packageMessage('package.import.folder-named-like-file'));
      continue;
    }
    if ((e.flags & ENCRYPTED) !== 0) {
      refuse(e.name, packageMessage('package.import.encrypted'));
      continue;
    }
    const junk = junkReason(path);
    if (junk !== undefined) {
      out.skipped.push({ path: e.name, reason: junk });
      continue;
    }
    if (isDir) {
      out.dirs.push(path);
      dirKeys.add(collisionKey(path));
      continue;
    }
    if (e.method !== 0 && e.method !== 8) {
      refuse(e.name, packageMessage('package.import.method', { method: e.method }));
      continue;
    }
    const size = e.uncompressedSize;
    if (size > limits.ratioMinBytes && size / Math.max(e.compressedSize, 1) > limits.maxRatio)
      refuse(
        e.name,
        packageMessage('package.import.ratio', {
          ratio: Math.round(size / Math.max(e.compressedSize, 1)),
          limit: limits.maxRatio,
          minBytes: limits.ratioMinBytes,
        }),
      );
    const key = collisionKey(path);
    const twin = fileKeys.get(key);
    if (twin !== undefined)
      refuse(
        e.name,
        twin === path
          ? packageMessage('package.import.twice')
          : twin.normalize('NFC') === path.normalize('NFC')
            ? packageMessage('package.import.unicode-twin', { twin })
            : packageMessage('package.import.case-twin', { twin }),
      );
    fileKeys.set(key, path);
    out.totalBytes += size;
    out.files.push({ index: e.index, path, size, executable: (e.unixMode & 0o111) !== 0 });
  }
  for (const f of out.files) {
    const parts = collisionKey(f.path).split('/');
    for (let i = 1; i < parts.length; i++) {
      const folder = parts.slice(0, i).join('/');
      if (fileKeys.has(folder))
        refuse(
          f.path,
          packageMessage('package.import.is-file-and-folder', {
            path: fileKeys.get(folder) ?? folder,
          }),
        );
    }
  }
  for (const d of dirKeys)
    if (fileKeys.has(d)) refuse(d, packageMessage('package.import.file-and-folder'));
  for (const repo of gitDirectories(fileKeys.keys(), dirKeys))
    refuse(
      repo === '' ? packageMessage('package.import.archive-root') : `${repo}/`,
      packageMessage('package.import.git-internals'),
    );
  if (out.totalBytes > limits.maxBytes)
    out.problems.push(
      packageMessage('package.import.too-many-bytes', {
        bytes: out.totalBytes,
        limit: limits.maxBytes,
      }),
    );
  out.problems.push(...overlaps(entries));
  // The same refusal once (an entry may be both a file and a folder under two parents).
  out.problems = [...new Map(out.problems.map((p) => [JSON.stringify(p), p])).values()];
  return out;
}

/**
 * Folders (by collision key) laid out like a Git directory: git treats such a folder as a
 * bare repository, so its `config` could run commands when git is used there. Skipping
 * `.git` folders is not enough; the same files can sit in a folder of any name.
 */
function gitDirectories(files: Iterable<string>, dirs: ReadonlySet<string>): string[] {
  const parentOf = (path: string) => path.slice(0, Math.max(path.lastIndexOf('/'), 0));
  const folders = new Set(dirs);
  const heads: string[] = [];
  for (const file of files) {
    if (file === 'head' || file.endsWith('/head')) heads.push(parentOf(file));
    for (let at = parentOf(file); at !== ''; at = parentOf(at)) folders.add(at);
  }
  const under = (folder: string, name: string) => folders.has(folder ? `${folder}/${name}` : name);
  return heads.filter((f) => under(f, 'objects') && under(f, 'refs'));
}

// Entries whose data overlaps another's are how "better zip bombs" fit gigabytes in
// kilobytes; a well-formed archive never has them.
function overlaps(entries: readonly ArchiveEntryInfo[]): Message[] {
  const sorted = [...entries].sort((a, b) => a.offset - b.offset);
  const out: Message[] = [];
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1];
    const cur = sorted[i];
    if (!prev || !cur) continue;
    if (cur.offset < prev.offset + LOCAL_HEADER_BYTES + prev.nameBytes + prev.compressedSize)
      out.push(
        packageMessage('package.import.entry', {
          name: cur.name,
          reason: packageMessage('package.import.overlaps', { other: prev.name }),
        }),
      );
  }
  return out;
}
