/**
 * The text a search read of each file, kept for the next keystrokes (text-index.ts): reading
 * the files again was most of a search's time. A
 * copy is used only while an lstat of its path gives the stamp the file had when read (the
 * same inode, size, modification and change times: a write, a removal, a link swapped in for
 * the file or for a folder on the way each give another), and is taken only of a file whose
 * last change had settled by then (SETTLED_MS). Each copy also keeps the lines its last words
 * were found on (FOUND_WORDS): typing a second word searches the first again in every file,
 * and with 2,000 files to look through that search was a third of the keystroke's. Bounded
 * in bytes, those lines included, the least recently used copy dropped first.
 */
import { lstatSync } from 'node:fs';
import { sameStamp, stampOfStats, type FileStamp } from '../../read-head';
import { findLine, type SearchableFile, type TextLine } from '../../../studio/text-search';

/** What the text kept takes at most by default. */
export const MAX_TEXT_BYTES = 16 * 1024 * 1024;
/**
 * How old a file's last change must be, when it is read, for its text to be kept. A file's
 * times come from a clock that ticks every few milliseconds (every 2 s on FAT): a write in
 * the same tick as the one read, of the same size, leaves the stamp as it was, so a copy of
 * a file changed that recently could be taken for the file. Such files are read every time.
 */
export const SETTLED_MS = 2000;
/** Words whose lines a copy keeps at most (then it forgets them all and starts again). */
export const FOUND_WORDS = 8;
/** What a kept line costs besides its characters (the object and the map's entry). */
const LINE_BYTES = 96;

/**
 * A file's text as a search read it, with the file's stamp then, the lines words were found
 * on in it (undefined: the word is not in it), and what the copy and those lines take.
 */
export interface KeptText {
  stamp: FileStamp;
  file: SearchableFile;
  found: Map<string, TextLine | undefined>;
  bytes: number;
}

/** Whatever a kept text belongs to (the index's entry of the file). */
export interface Keeper {
  kept?: KeptText;
}

/** The texts kept, within `maxBytes`. */
export class KeptTexts<T extends Keeper> {
  /** Their keepers, least recently used first. */
  private readonly order = new Set<T>();
  private total = 0;

  constructor(
    private readonly maxBytes = MAX_TEXT_BYTES,
    private readonly settledMs = SETTLED_MS,
  ) {}

  /** What the texts kept take, in bytes. */
  get bytes(): number {
    return this.total;
  }

  /** The text kept for `keeper` if the file at `path` is still as it was read (else dropped). */
  valid(keeper: T, path: string): SearchableFile | undefined {
    const kept = keeper.kept;
    if (!kept) return undefined;
    if (!sameStamp(kept.stamp, lstatStamp(path))) {
      this.drop(keeper);
      return undefined;
    }
    // Used again: the last to be dropped.
    this.order.delete(keeper);
    this.order.add(keeper);
    return kept.file;
  }

  /** Keeps `file`, read from a file of `stamp`, for `keeper`, if that file had settled. */
  keep(keeper: T, file: SearchableFile, stamp: FileStamp): void {
    const bytes = textBytes(file);
    if (this.maxBytes <= 0 || bytes > this.maxBytes) return;
    if (Date.now() - Math.max(stamp.mtimeMs, stamp.ctimeMs) < this.settledMs) return;
    this.drop(keeper);
    this.makeRoom(bytes);
    keeper.kept = { stamp, file, found: new Map(), bytes };
    this.order.add(keeper);
    this.total += bytes;
  }

  /**
   * The first line of `file` holding `word` (findLine): looked for once per word while `file`
   * is the copy kept for `keeper` (valid gave it), every time for a file read afresh.
   */
  lineOf(keeper: T, file: SearchableFile, word: string): TextLine | undefined {
    const kept = keeper.kept;
    if (kept?.file !== file) return findLine([file], word);
    if (kept.found.has(word)) return kept.found.get(word);
    const line = findLine([file], word);
    if (kept.found.size >= FOUND_WORDS) {
      for (const old of kept.found.values()) this.resize(kept, -lineBytes(old));
      kept.found.clear();
    }
    // Room for it first, never at the cost of the copy it belongs to (the last one used).
    const bytes = lineBytes(line);
    this.order.delete(keeper);
    this.makeRoom(bytes);
    this.order.add(keeper);
    if (this.total + bytes > this.maxBytes) return line;
    kept.found.set(word, line);
    this.resize(kept, bytes);
    return line;
  }

  // Drops the least recently used copies until `bytes` more fit.
  private makeRoom(bytes: number): void {
    for (const oldest of this.order) {
      if (this.total + bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  private resize(kept: KeptText, by: number): void {
    kept.bytes += by;
    this.total += by;
  }

  /** Drops what is kept for `keeper`. */
  drop(keeper: T): void {
    if (!keeper.kept) return;
    this.total -= keeper.kept.bytes;
    keeper.kept = undefined;
    this.order.delete(keeper);
  }
}

// The stamp of what is at `path` now, a link's own (undefined when nothing can be stat'ed there).
function lstatStamp(path: string): FileStamp | undefined {
  try {
    const stats = lstatSync(path, { throwIfNoEntry: false });
    return stats && stampOfStats(stats);
  } catch {
    return undefined;
  }
}

// What a kept line takes: its characters (two bytes each at most) and the entry.
function lineBytes(line: TextLine | undefined): number {
  return LINE_BYTES + (line ? (line.text.length + line.file.length) * 2 : 0);
}

// What a copy takes: a character a byte when it is ASCII (V8's one-byte strings), else two,
// and as much again for its lower-cased copy.
function textBytes(file: SearchableFile): number {
  if (file.ascii) return file.text.length;
  return (file.text.length + (file.lower?.length ?? 0)) * 2;
}
