/**
 * Reading an archive's central directory with yauzl, without trusting it: names are decoded
 * here (both the plain name and the Unicode path field, so the checks see either one a tool
 * might use), nothing is decompressed, and an archive with too many entries is refused from
 * its end record before any entry is read.
 */
import { getFileNameLowLevel, openPromise, type Entry, type ZipFile } from 'yauzl';
import { english } from '../../i18n/catalogue';
import type { Message } from '../../i18n/message';
import { packageMessage, type ArchiveEntryInfo } from '../../package/index';

/** An open archive and its entries (the raw yauzl entries, in the same order). */
export interface ArchiveIndex {
  zip: ZipFile;
  entries: ArchiveEntryInfo[];
  raw: Entry[];
}

/** An archive that cannot be read at all: damaged, truncated, not a zip, or too big to list. */
export class UnreadableArchive extends Error {
  /** Why, as a message naming the archive by `file`. */
  readonly problem: (file: string) => Message;

  constructor(problem: (file: string) => Message) {
    super(english(problem('archive')));
    this.name = 'UnreadableArchive';
    this.problem = problem;
  }
}

/** Opens `path` and reads its central directory; the caller closes `zip`. */
export async function readArchiveIndex(path: string, maxEntries: number): Promise<ArchiveIndex> {
  let zip: ZipFile;
  try {
    zip = await openPromise(path, {
      lazyEntries: true,
      autoClose: false,
      // Names are decoded and checked here, so every problem is reported, not just the first.
      decodeStrings: false,
      validateEntrySizes: true,
    });
  } catch (error) {
    const detail = messageOf(error);
    throw new UnreadableArchive((file) =>
      packageMessage('package.import.not-a-zip', { file, detail }),
    );
  }
  if (zip.entryCount > maxEntries) {
    zip.close();
    const count = zip.entryCount;
    throw new UnreadableArchive((file) =>
      packageMessage('package.import.archive-too-many-entries', { file, count, limit: maxEntries }),
    );
  }
  const entries: ArchiveEntryInfo[] = [];
  const raw: Entry[] = [];
  try {
    for await (const entry of zip.eachEntry()) {
      raw.push(entry);
      entries.push(describeEntry(entry, entries.length));
    }
  } catch (error) {
    zip.close();
    const detail = messageOf(error);
    throw new UnreadableArchive((file) =>
      packageMessage('package.import.damaged', { file, detail }),
    );
  }
  return { zip, entries, raw };
}

function describeEntry(entry: Entry, index: number): ArchiveEntryInfo {
  const flags = entry.generalPurposeBitFlag;
  // strictFileNames keeps backslashes, so the checks can refuse them instead of guessing.
  const name = getFileNameLowLevel(flags, entry.fileNameRaw, entry.extraFields, true);
  const plain = getFileNameLowLevel(flags, entry.fileNameRaw, [], true);
  return {
    index,
    name,
    ...(plain !== name && { altName: plain }),
    flags,
    method: entry.compressionMethod,
    compressedSize: entry.compressedSize,
    uncompressedSize: entry.uncompressedSize,
    unixMode: entry.externalFileAttributes >>> 16,
    offset: entry.relativeOffsetOfLocalHeader,
    nameBytes: entry.fileNameRaw.length,
  };
}

/** An error's message, for refusals. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
