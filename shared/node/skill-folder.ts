/**
 * Finding and reading a skill folder's SKILL.md, the way skills-ref looks for it (SKILL.md,
 * then skill.md) and with the studio's clearer reports when it is not there.
 */
import { isAscii } from 'node:buffer';
import { closeSync, readdirSync, readSync, statSync, type Dirent, type Stats } from 'node:fs';
import { dirname, join } from 'node:path';
import { fsMessage, fsReasonOfCode } from '../i18n/fs-messages';
import type { Message, MessageParam } from '../i18n/message';
import { skillMessage } from '../skill/messages';
import { fenceOf, outsideLink, OutsideLibraries, type Fence, type OutsideLink } from './link-fence';
import { NotRegularFile, openRegularFileSync } from './regular-file';

/** Why a link out of the libraries is not read (a finding's reason). */
export function outsideReason(link: OutsideLink): Message {
  return skillMessage('skill.link-outside', { target: link.target, folder: link.folder });
}

/** Where SKILL.md is, or why there is none. */
export type SkillMdLookup =
  | { kind: 'found'; path: string; fileName: 'SKILL.md' | 'skill.md' }
  | { kind: 'not-directory' }
  | { kind: 'missing'; nearMiss?: string }
  | { kind: 'unreadable'; path: string; reason: MessageParam }
  /** A link leading outside the open libraries: listed as such, never read (link-fence.ts). */
  | { kind: 'outside'; path: string; fileName: 'SKILL.md' | 'skill.md'; link: OutsideLink };

/** What an entry of a folder listing is, as far as reading it as SKILL.md cares. */
export type EntryKind = 'file' | 'folder' | 'link' | 'other';

/** The kind of a listed entry (an absent one reads as 'other'). */
export function entryKind(entry: Dirent | undefined): EntryKind {
  if (entry?.isSymbolicLink()) return 'link';
  if (entry?.isDirectory()) return 'folder';
  return entry?.isFile() ? 'file' : 'other';
}

/**
 * Looks for SKILL.md (then skill.md) in `dir`, in `listing` when the caller has just listed
 * the folder (packaging has) rather than listing it again; a link leading outside `fence`
 * (the open libraries; by default the folder itself) is `outside`.
 */
export function findSkillMd(
  dir: string,
  listing?: readonly Dirent[],
  fence: Fence = fenceOf([dir]),
): SkillMdLookup {
  // One listing with entry types: a stat of the folder and of a plain SKILL.md would only
  // repeat what it says (packaging a library looks up hundreds).
  let entries: readonly Dirent[];
  try {
    entries = listing ?? readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as { code?: string } | null)?.code === 'ENOTDIR') return { kind: 'not-directory' };
    return { kind: 'unreadable', path: dir, reason: fsErrorReason(error) };
  }
  for (const fileName of ['SKILL.md', 'skill.md'] as const) {
    const entry = entries.find((e) => e.name === fileName);
    if (entry) return skillMdOfKind(dir, fileName, entryKind(entry), fence);
  }
  // Case-insensitive file systems would have matched above; on others, name the near miss.
  const nearMiss = entries.find((e) => e.name.toLowerCase() === 'skill.md')?.name;
  return nearMiss ? { kind: 'missing', nearMiss } : { kind: 'missing' };
}

/**
 * The lookup for a SKILL.md listed in `dir` as `kind` (a walk that listed the folder already
 * knows it): found, a link out of `fence`, or why it cannot be read. The one place where the
 * link policy meets a SKILL.md: discovery, loading and packaging all come through here.
 */
export function skillMdOfKind(
  dir: string,
  fileName: 'SKILL.md' | 'skill.md',
  kind: EntryKind,
  fence?: Fence,
): SkillMdLookup {
  const path = join(dir, fileName);
  const link = kind === 'link' && fence ? outsideLink(path, fence) : undefined;
  if (link) return { kind: 'outside', path, fileName, link };
  const reason = kind === 'link' ? linkedFileProblem(fileName, path) : kindProblem(fileName, kind);
  return reason === undefined
    ? { kind: 'found', path, fileName }
    : { kind: 'unreadable', path, reason };
}

// What keeps a SKILL.md from being read, if anything: a folder, or something that is not a
// regular file (a pipe would block every read, and a device such as /dev/zero never ends).
function kindProblem(fileName: string, kind: EntryKind): Message | undefined {
  if (kind === 'folder') return fsMessage('fs.named-folder', { file: fileName });
  return kind === 'file' ? undefined : fsMessage('fs.not-regular');
}

function linkedFileProblem(fileName: string, path: string): MessageParam | undefined {
  try {
    const st = statSync(path);
    return kindProblem(fileName, st.isDirectory() ? 'folder' : st.isFile() ? 'file' : 'other');
  } catch (error) {
    return fsErrorReason(error);
  }
}

/** SKILL.md files above this are not read (far beyond any real one; a string cannot hold 512 MiB). */
export const MAX_SKILL_MD_BYTES = 256 * 1024 * 1024;

/** A SKILL.md read, or why it could not be read. */
export type SkillMdRead<T> =
  { ok: true; bytes: T; stats: Stats } | { ok: false; reason: MessageParam };

/**
 * Reads a SKILL.md's bytes (with the file's stats as opened), or says why it cannot be read;
 * with `fence`, a file that turns out to be outside it once opened is not read.
 */
export function readBytes(path: string, fence?: Fence): SkillMdRead<Uint8Array> {
  return readSkillMd(path, fence, (buf) => Buffer.from(buf));
}

/**
 * The same read for a parse that needs the text only once: the file is read into one buffer
 * kept for every such read (no allocation per file), and what is handed on is its text when
 * every byte is ASCII (a Latin-1 view of ASCII bytes is their UTF-8 text, made by one copy
 * without a decoder), else a copy of its bytes for the UTF-8 decoder and its bad-byte report.
 */
export function readSkillMdInput(path: string, fence?: Fence): SkillMdRead<string | Uint8Array> {
  return readSkillMd(path, fence, (buf) =>
    isAscii(buf) ? buf.toString('latin1') : new Uint8Array(buf),
  );
}

/**
 * The same read for another thread to parse: the bytes copied into a buffer of their own,
 * which lives outside the JavaScript heap (so the reading thread's young-generation
 * collections neither copy nor promote the text while the check is on its way), and whether
 * they are all ASCII; asciiText makes readSkillMdInput's text of them.
 */
export function readSkillMdOffHeap(
  path: string,
  fence?: Fence,
): SkillMdRead<{ bytes: Uint8Array; ascii: boolean }> {
  return readSkillMd(path, fence, (buf) => ({ bytes: new Uint8Array(buf), ascii: isAscii(buf) }));
}

/** The text of bytes that are all ASCII: their Latin-1 reading (readSkillMdInput's text). */
export function asciiText(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
}

function readSkillMd<T>(
  path: string,
  fence: Fence | undefined,
  take: (buf: Buffer) => T,
): SkillMdRead<T> {
  try {
    const { fd, stats } = openRegularFileSync(path, fence ? { fence } : {});
    const size = stats.size;
    try {
      if (size > MAX_SKILL_MD_BYTES)
        return {
          ok: false,
          reason: fsMessage('fs.too-large', {
            size: String(Math.round(size / 2 ** 20)),
            most: String(MAX_SKILL_MD_BYTES / 2 ** 20),
          }),
        };
      return { ok: true, bytes: take(readToEnd(fd, size)), stats };
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    return { ok: false, reason: fsErrorReason(error) };
  }
}

// The buffer every read fills (reads are synchronous, and each caller copies what it keeps
// before the next one); it grows to the largest file read, which stays within a few MiB for
// any real library, and a file above SCRATCH_KEPT gets a buffer of its own.
const SCRATCH_KEPT = 4 * 1024 * 1024;
let scratch = Buffer.allocUnsafeSlow(64 * 1024);

// The whole file from an open descriptor, `size` (from its fstat) the likely length: what
// readFileSync(fd) does, without stat'ing the file a second time. A file that grew meanwhile
// is read to its end all the same: the buffer has room for one byte more than `size`, so a
// read that fills it goes on. A read that stops short once `size` bytes are in is at the end
// (no further read to hear so, one system call per file fewer); a short read before that
// (an interrupted one) reads on. The bytes returned are scratch's until the next read.
function readToEnd(fd: number, size: number): Buffer {
  if (scratch.length < size + 1 && size + 1 <= SCRATCH_KEPT)
    scratch = Buffer.allocUnsafeSlow(Math.max(size + 1, scratch.length * 2));
  let buf = size + 1 <= scratch.length ? scratch : Buffer.allocUnsafe(size + 1);
  let length = 0;
  for (;;) {
    if (length === buf.length) {
      const bigger = Buffer.allocUnsafe(buf.length * 2);
      buf.copy(bigger, 0, 0, length);
      buf = bigger;
    }
    const want = buf.length - length;
    const n = readSync(fd, buf, length, want, null);
    length += n;
    if (n === 0 || (n < want && length >= size)) return buf.subarray(0, length);
  }
}

/**
 * What the file system said, as a reason inside a sentence: a message for the codes the
 * studio knows (shared/i18n/fs-messages.ts, so the Chinese UI says it in Chinese), the
 * system's own words for any other.
 */
export function fsErrorReason(error: unknown): Message | string {
  if (error instanceof NotRegularFile) return fsMessage('fs.not-regular');
  if (error instanceof OutsideLibraries)
    return outsideReason({ target: error.target, folder: dirname(error.target) });
  const known = fsReasonOfCode((error as { code?: unknown } | null)?.code);
  if (known) return known;
  return error instanceof Error ? error.message : String(error);
}

/** True when `path` is a folder (following links); false when it is anything else or absent. */
export function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
