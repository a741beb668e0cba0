/**
 * The first pass of an import, over the central directory only: every entry is checked before
 * a byte is written. Unsafe names, links, special files, encryption, unknown compression,
 * duplicates, overlapping entries and the size limits are refused; OS junk is skipped.
 */
import { collisionKey, unsafeNameReason } from './entry-names';
import type { ImportLimits } from './import-limits';
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
  problems: string[];
  files: ImportFile[];
  /** Folders named by folder entries (created even when empty). */
  dirs: string[];
  skipped: LeftOut[];
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
export function junkReason(path: string): string | undefined {
  const parts = path.split('/');
  const name = parts[parts.length - 1] ?? '';
  if (parts[0] === '__MACOSX') return 'macOS archive metadata (__MACOSX/)';
  // Compared without case: on macOS and Windows a ".GIT" folder is the ".git" folder.
  const vcs = parts.find((p) => VCS_FOLDERS.has(p.toLowerCase()));
  if (vcs !== undefined)
    return `version-control data (a ${vcs} folder can carry commands the tool would run)`;
  if (name === '.DS_Store') return 'macOS folder settings';
  if (name.startsWith('._')) return 'macOS resource fork';
  if (name.toLowerCase() === 'thumbs.db' || name.toLowerCase() === 'desktop.ini')
    return 'Windows folder data';
  return undefined;
}

/** Checks every entry; the import goes ahead only when `problems` is empty. */
export function checkImportEntries(
  entries: readonly ArchiveEntryInfo[],
  limits: ImportLimits,
): ImportCheck {
  const out: ImportCheck = { problems: [], files: [], dirs: [], skipped: [], totalBytes: 0 };
  const refuse = (name: string, reason: string) => out.problems.push(`"${name}": ${reason}.`);
  if (entries.length > limits.maxEntries)
    out.problems.push(
      `The archive has ${entries.length} entries; the limit is ${limits.maxEntries} (raise it with --max-entries).`,
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
      refuse(e.name, 'it is a symbolic link, which could point anywhere on this computer');
      continue;
    }
    if (type !== 0 && type !== S_IFREG && type !== S_IFDIR) {
      refuse(e.name, 'it is a special file (device, pipe or socket), not a regular file');
      continue;
    }
    if (type === S_IFDIR && !isDir) {
      refuse(e.name, 'it is marked as a folder but named like a file');
      continue;
    }
    if ((e.flags & ENCRYPTED) !== 0) {
      refuse(e.name, 'it is encrypted; decrypt the archive first');
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
      refuse(e.name, `it uses compression method ${e.method}; only stored and deflate are read`);
      continue;
    }
    const size = e.uncompressedSize;
    if (size > limits.ratioMinBytes && size / Math.max(e.compressedSize, 1) > limits.maxRatio)
      refuse(
        e.name,
        `it expands ${Math.round(size / Math.max(e.compressedSize, 1))} times (limit ${limits.maxRatio}:1 for entries over ${limits.ratioMinBytes} bytes; raise it with --max-ratio): a zip bomb?`,
      );
    const key = collisionKey(path);
    const twin = fileKeys.get(key);
    if (twin !== undefined)
      refuse(
        e.name,
        twin === path
          ? 'it appears twice'
          : twin.normalize('NFC') === path.normalize('NFC')
            ? `it and "${twin}" are the same name in two Unicode forms, so one would overwrite the other`
            : `it and "${twin}" differ only in case, so one would overwrite the other`,
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
        refuse(f.path, `"${fileKeys.get(folder) ?? folder}" is both a file and a folder`);
    }
  }
  for (const d of dirKeys) if (fileKeys.has(d)) refuse(d, 'it is both a file and a folder');
  for (const repo of gitDirectories(fileKeys.keys(), dirKeys))
    refuse(
      repo === '' ? '(archive root)' : `${repo}/`,
      "it holds a Git repository's internals (HEAD, objects/, refs/): git run inside it would obey its settings, which can name programs to run",
    );
  if (out.totalBytes > limits.maxBytes)
    out.problems.push(
      `The archive would write ${out.totalBytes} bytes; the limit is ${limits.maxBytes} (raise it with --max-bytes).`,
    );
  out.problems.push(...overlaps(entries));
  out.problems = [...new Set(out.problems)];
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
function overlaps(entries: readonly ArchiveEntryInfo[]): string[] {
  const sorted = [...entries].sort((a, b) => a.offset - b.offset);
  const out: string[] = [];
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1];
    const cur = sorted[i];
    if (!prev || !cur) continue;
    if (cur.offset < prev.offset + LOCAL_HEADER_BYTES + prev.nameBytes + prev.compressedSize)
      out.push(`"${cur.name}": its data overlaps "${prev.name}" (a crafted archive).`);
  }
  return out;
}
