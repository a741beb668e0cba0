/**
 * What the list's search (searchText) needs to find words in every skill's files without
 * holding all their text: for each text file, its path and an n-gram filter (ngram-filter.ts)
 * saying whether a word may be in it. Built in the background once the libraries are opened
 * and checked (read in slices, so the service keeps answering), and kept current by the
 * service's own events: a file changed (filesChanged: the watcher's report or the service's
 * own write) or a skill changed, came or went (skillsChanged) drops what is held of it, and it
 * is indexed again a moment later. A search reads only the files whose filter may hold a word
 * the skill's name and description lack, and looks in them as before, so its answers are the
 * same as reading every file; a file gone or swapped for a link out since it was indexed is
 * simply not found. What a search read is kept for the next keystrokes, and used only while
 * the file is as it was read (kept-texts.ts; maxTextBytes, 16 MiB by default). Memory is
 * bounded (maxBytes, 32 MiB of filters by default, beside each file's path): past it a file
 * keeps only its path and is read at every search that needs it. Only UTF-8 text files up to
 * 1 MiB are searched; nothing outside the open libraries is read (the fence checks each).
 */
import { isAscii } from 'node:buffer';
import { closeSync, readSync, type Stats } from 'node:fs';
import { join, sep } from 'node:path';
import { cwd } from 'node:process';
import type { SkillSummary } from '../../../skill/summary';
import { decodeUtf8 } from '../../../skill/text';
import { isInside } from '../../../studio/paths';
import { haystack } from '../../../studio/library-list';
import { buildFilter, mayHold, wordHashes } from './ngram-filter';
import {
  matchSkill,
  queryWords,
  SEARCH_LIMIT,
  searchable,
  type SearchableFile,
} from '../../../studio/text-search';
import type { CallOutput, StudioHandlers } from '../../../ipc/contract';
import type { StudioEvents } from '../events';
import type { Fence } from '../../link-fence';
import { stampOfStats } from '../../read-head';
import { openRegularFileSync } from '../../regular-file';
import { listSkillFiles } from '../../skill-files';
import { KeptTexts, type Keeper } from '../files/kept-texts';

/** Files larger than this are not searched (a data dump, not words to find a skill by). */
export const MAX_SEARCHED_BYTES = 1024 * 1024;
/** What the filters take at most by default. */
export const MAX_INDEX_BYTES = 32 * 1024 * 1024;
/** Files of one skill searched at most. */
const MAX_FILES = 500;
/** How long indexing or a search reads before letting other calls in. */
const SLICE_MS = 20;
/** How long after a change the skills it dropped are indexed again (changes come in bursts). */
const REINDEX_MS = 300;
/** What a file's entry costs besides its filter (its path's characters and the object). */
const ENTRY_BYTES = 64;

type Result = CallOutput<'searchText'>;

/** What the index needs of a skill (its summary, or the list entry the contract carries). */
export type IndexedSkill = Pick<
  SkillSummary,
  'dir' | 'rel' | 'parent' | 'link' | 'name' | 'folderName' | 'description'
>;

/** A text file of a skill as the index holds it (and the text a search kept of it). */
interface IndexedFile extends Keeper {
  /** "/"-separated path below the skill folder. */
  path: string;
  /** Null past the memory bound: the file may hold any word. */
  filter: Uint32Array | null;
}

/** A skill a search looks through, with what it reads of it for every search. */
interface OpenSkill {
  skill: IndexedSkill;
  dir: string;
  /** Its name, folder, path and description, lower-cased (library-list.ts's haystack). */
  meta: string;
}

/** How the index is set up. */
export interface TextIndexOptions {
  /** Where a file may be read from (the open libraries). */
  fence: () => Fence;
  /** Every skill of the open libraries, in the libraries' order. */
  skills: () => IndexedSkill[];
  /** The most the filters may take, in bytes (MAX_INDEX_BYTES); paths come on top, a few dozen bytes a file. */
  maxBytes?: number;
  /** How long indexing or a search works before letting other calls in, in ms (SLICE_MS). */
  sliceMs?: number;
  /** The most the text kept from searches may take, in bytes (kept-texts.ts; 0 keeps none). */
  maxTextBytes?: number;
  /** How long since its last change a file's text must be to be kept, in ms (kept-texts.ts). */
  settledMs?: number;
}

/** The skills' files, indexed by skill folder. */
export class TextIndex {
  private readonly held = new Map<string, IndexedFile[]>();
  private heldBytes = 0;
  private filterBytes = 0;
  private readonly kept: KeptTexts<IndexedFile>;
  private filling: Promise<void> | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  /** Each asker's latest search (its ticket): an earlier one still running stops (search). */
  private readonly latest = new Map<string, number>();
  private tickets = 0;
  /** The last search's skills, as openOf made them. */
  private lastOpen: { from: readonly IndexedSkill[]; open: OpenSkill[] } | undefined;

  constructor(private readonly options: TextIndexOptions) {
    this.kept = new KeptTexts(options.maxTextBytes, options.settledMs);
  }

  /**
   * What the index holds: skills, files, bytes in all, and bytes of filters (the bounded part);
   * and, apart, the bytes of text kept from searches (bounded too).
   */
  size(): { skills: number; files: number; bytes: number; filterBytes: number; textBytes: number } {
    let files = 0;
    for (const f of this.held.values()) files += f.length;
    return {
      skills: this.held.size,
      files,
      bytes: this.heldBytes,
      filterBytes: this.filterBytes,
      textBytes: this.kept.bytes,
    };
  }

  /** Indexes every skill not indexed yet, in the background (soon, after `delay` ms). */
  schedule(delay = 0): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    // A failure here is met again, and reported, by the search that needs the skill.
    this.timer = setTimeout(() => void this.whenIndexed().catch(() => undefined), delay);
    this.timer.unref();
  }

  /** Resolves once every skill of the open libraries is indexed (indexing what is not). */
  async whenIndexed(): Promise<void> {
    while (!this.stopped) {
      const missing = this.options.skills().filter((s) => this.wants(s));
      if (missing.length === 0) return;
      await this.fill(missing);
    }
  }

  /** Stops indexing (the service is stopping). */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  /** Drops every skill holding one of `paths`, or held inside one (a folder removed); indexed again soon. */
  forget(paths: readonly string[]): void {
    let dropped = false;
    for (const [dir, files] of this.held)
      if (paths.some((p) => isInside(dir, p, sep, cwd) || isInside(p, dir, sep, cwd))) {
        this.heldBytes -= bytesOf(files);
        this.filterBytes -= filterBytesOf(files);
        for (const f of files) this.kept.drop(f);
        this.held.delete(dir);
        dropped = true;
      }
    if (dropped) this.schedule(REINDEX_MS);
  }

  /**
   * The skills of `skills` (the libraries' order) matching `query` through their files. A later
   * search of the same `asker` stops this one where it stands (at its next slice, or once the
   * filling it waits for is over): it answers with no hits and `superseded`.
   */
  async search(
    query: string,
    skills: readonly IndexedSkill[],
    limit = SEARCH_LIMIT,
    asker?: string,
  ): Promise<Result> {
    const ticket = ++this.tickets;
    if (asker !== undefined) this.latest.set(asker, ticket);
    const superseded = () => asker !== undefined && this.latest.get(asker) !== ticket;
    try {
      return (
        (await this.searchUnless(superseded, query, skills, limit)) ?? {
          query,
          hits: [],
          truncated: false,
          superseded: true,
        }
      );
    } finally {
      if (asker !== undefined && this.latest.get(asker) === ticket) this.latest.delete(asker);
    }
  }

  // The search itself; undefined once `superseded` says a later one of its asker came.
  private async searchUnless(
    superseded: () => boolean,
    query: string,
    skills: readonly IndexedSkill[],
    limit: number,
  ): Promise<Result | undefined> {
    const words = queryWords(query);
    const hits: Result['hits'] = [];
    if (words.length === 0) return { query, hits, truncated: false };
    const open = this.openOf(skills);
    await this.fill(open.filter((o) => !this.held.has(o.dir)).map((o) => o.skill));
    if (superseded()) return undefined;
    const fence = this.options.fence();
    const hashes = new Map(words.map((w) => [w, wordHashes(w)]));
    const sliceMs = this.options.sliceMs ?? SLICE_MS;
    let since = performance.now();
    let nested: Map<string, string[]> | undefined;
    for (const { skill: s, dir, meta } of open) {
      if (words.every((w) => meta.includes(w))) continue;
      // Dropped by a change since the filling above: looked for in all its files (none kept).
      const heldFiles = this.held.get(dir);
      const files = heldFiles ?? unfiltered(s, (nested ??= nestedOf(this.options.skills())));
      // A word the skill lacks that no file's filter may hold rules it out before any file is
      // read (a filter never rules out a word a file holds: the answer is the same).
      if (
        !words.every(
          (w) => meta.includes(w) || files.some((f) => mayHold(f.filter, hashes.get(w) ?? [])),
        )
      )
        continue;
      // A file is read only for a word its filter may hold, once, and only until the word is
      // found: the first file holding it is the one reading them all in order would find.
      const read = new Map<IndexedFile, SearchableFile | undefined>();
      const line = matchSkill(words, meta, (word) => {
        const need = hashes.get(word) ?? [];
        for (const f of files) {
          if (!mayHold(f.filter, need)) continue;
          if (!read.has(f)) read.set(f, this.searchable(dir, f, fence, heldFiles !== undefined));
          const file = read.get(f);
          const found = file && this.kept.lineOf(f, file, word);
          if (found) return found;
        }
        return undefined;
      });
      if (line) {
        if (hits.length === limit) return { query, hits, truncated: true };
        hits.push({ dir, ...line });
      }
      if (performance.now() - since < sliceMs) continue;
      await new Promise((resolve) => setImmediate(resolve));
      // Calls ran meanwhile: one may have been this asker's next search.
      if (superseded()) return undefined;
      since = performance.now();
    }
    return { query, hits, truncated: false };
  }

  // The skills a search looks through (no link out), each with its folder and haystack: the
  // same as the last search's when `skills` holds the same summaries (the list has not
  // changed), as it does keystroke after keystroke. Reading a summary's fields costs about
  // 1 us each over 10,000 skills (the objects are many shapes); comparing the arrays' items
  // reads none.
  private openOf(skills: readonly IndexedSkill[]): OpenSkill[] {
    const last = this.lastOpen;
    if (last?.from.length === skills.length && last.from.every((s, i) => s === skills[i]))
      return last.open;
    const open = skills
      .filter((s) => s.link === undefined)
      .map((skill) => ({ skill, dir: skill.dir, meta: haystack(skill) }));
    this.lastOpen = { from: skills, open };
    return open;
  }

  // The file's text for a search: the copy kept of it while the file is as it was read, else
  // read afresh through the fence, and kept when `keep` (the skill's files are the held ones).
  private searchable(
    dir: string,
    f: IndexedFile,
    fence: Fence,
    keep: boolean,
  ): SearchableFile | undefined {
    const path = join(dir, f.path);
    const kept = this.kept.valid(f, path);
    if (kept) return kept;
    const read = readText(path, fence);
    if (read === undefined) return undefined;
    const file = searchable(f.path, read.text, read.ascii);
    if (keep) this.kept.keep(f, file, stampOfStats(read.stats));
    return file;
  }

  /** Every skill of the open libraries. */
  skills(): IndexedSkill[] {
    return this.options.skills();
  }

  private wants(s: IndexedSkill): boolean {
    return s.link === undefined && !this.held.has(s.dir);
  }

  // One filling at a time (a search waits for the one running, then fills what is still
  // missing). Read synchronously, a skill at a time, in slices of SLICE_MS with the event loop
  // let go between them: a skill is indexed whole between two events (so a change never lands
  // half-way through it), the service keeps answering, and there are no thread-pool round trips
  // per file (several times faster than async reads over 10,000 skills).
  private async fill(skills: readonly IndexedSkill[]): Promise<void> {
    while (this.filling) await this.filling;
    if (skills.length === 0) return;
    const run = this.index(skills);
    this.filling = run;
    try {
      await run;
    } finally {
      this.filling = undefined;
    }
  }

  private async index(skills: readonly IndexedSkill[]): Promise<void> {
    const nested = nestedOf(this.options.skills());
    const fence = this.options.fence();
    const max = this.options.maxBytes ?? MAX_INDEX_BYTES;
    const sliceMs = this.options.sliceMs ?? SLICE_MS;
    let since = performance.now();
    for (const s of skills) {
      if (this.stopped) return;
      if (!this.wants(s)) continue;
      const files: IndexedFile[] = [];
      for (const f of listTexts(s.dir, nested.get(s.dir) ?? [])) {
        const text = readText(join(s.dir, f), fence)?.text;
        if (text === undefined) continue;
        const filter = buildFilter(text.toLowerCase());
        // Past the bound a file keeps its path only (read whenever a search needs it).
        const fits = this.filterBytes + filter.byteLength <= max;
        const entry = { path: f, filter: fits ? filter : null };
        this.heldBytes += bytesOf([entry]);
        this.filterBytes += filterBytesOf([entry]);
        files.push(entry);
      }
      this.held.set(s.dir, files);
      if (performance.now() - since < sliceMs) continue;
      await new Promise((resolve) => setImmediate(resolve));
      since = performance.now();
    }
  }
}

function unfiltered(s: IndexedSkill, nested: ReadonlyMap<string, string[]>): IndexedFile[] {
  return listTexts(s.dir, nested.get(s.dir) ?? []).map((path) => ({ path, filter: null }));
}

function filterBytesOf(files: readonly IndexedFile[]): number {
  let n = 0;
  for (const f of files) n += f.filter?.byteLength ?? 0;
  return n;
}

function bytesOf(files: readonly IndexedFile[]): number {
  let n = 0;
  for (const f of files) n += (f.filter?.byteLength ?? 0) + ENTRY_BYTES + f.path.length * 2;
  return n;
}

// A skill's files leave out those of the skills nested in it (they are found as themselves).
function nestedOf(skills: readonly IndexedSkill[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const s of skills) {
    if (s.parent === undefined || !s.dir.endsWith(s.rel)) continue;
    // The root's path is the folder's less its path below the root.
    const base = s.dir.slice(0, s.dir.length - s.rel.length);
    const parent = s.parent === '' ? base.replace(/[\\/]+$/, '') : `${base}${s.parent}`;
    out.set(parent, [...(out.get(parent) ?? []), s.dir]);
  }
  return out;
}

// The skill's text files to index, SKILL.md first: its line is the one that says most.
function listTexts(dir: string, inner: readonly string[]): string[] {
  const files = listSkillFiles(dir, MAX_FILES)
    .filter((f) => f.size <= MAX_SEARCHED_BYTES)
    .filter((f) => !inner.some((d) => isInside(d, join(dir, f.path), sep, cwd)));
  files.sort((a, b) => Number(!/^skill\.md$/i.test(a.path)) - Number(!/^skill\.md$/i.test(b.path)));
  return files.map((f) => f.path);
}

let readBuffer: Buffer | undefined;

// A file that cannot be read as text (binary, a pipe, a link out of the libraries, gone, grown
// past the cap since it was listed) is simply not searched. ASCII (most files) is said so, and
// taken as it is: a byte is a character, with no UTF-8 decoding to do.
function readText(
  path: string,
  fence: Fence,
): { text: string; ascii: boolean; stats: Stats } | undefined {
  let opened;
  try {
    opened = openRegularFileSync(path, { fence });
  } catch {
    return undefined;
  }
  try {
    if (opened.stats.size > MAX_SEARCHED_BYTES) return undefined;
    // One buffer for every read: indexing 100 MB of files leaves no 100 MB of freed buffers.
    const bytes = (readBuffer ??= Buffer.allocUnsafe(MAX_SEARCHED_BYTES));
    const n = readSync(opened.fd, bytes, 0, opened.stats.size, 0);
    if (bytes.subarray(0, Math.min(n, 8192)).includes(0)) return undefined;
    // The stats as the file opened, before its bytes were read: a write meanwhile gives the
    // file another stamp than these, so a copy kept is never used for what came after.
    const { stats } = opened;
    if (isAscii(bytes.subarray(0, n)))
      return { text: bytes.toString('latin1', 0, n), ascii: true, stats };
    const { text, badByte } = decodeUtf8(bytes.subarray(0, n));
    return badByte !== undefined ? undefined : { text, ascii: false, stats };
  } catch {
    return undefined;
  } finally {
    closeSync(opened.fd);
  }
}

/** The call textSearchHandlers answers. */
export type TextSearchCalls = 'searchText';

/**
 * The searchText handler over `index`, kept current by the service's own events: a file
 * changed (filesChanged: the watcher's report or the service's own write) or a skill changed,
 * came or went (skillsChanged) drops what is held of it, and a skill added is indexed soon.
 * (The service also drops what it writes itself at once, before the watcher reports it.)
 */
export function textSearchHandlers(
  index: TextIndex,
  events: StudioEvents,
): Pick<StudioHandlers, 'searchText'> {
  events.on('filesChanged', ({ paths }) => index.forget(paths));
  events.on('librariesChanged', () => index.schedule(REINDEX_MS));
  events.on('skillsChanged', (d) => {
    index.forget([...d.changed.map((s) => s.dir), ...d.removed]);
    if (d.added.length > 0) index.schedule(REINDEX_MS);
  });
  return {
    searchText: ({ query, limit, asker }) => index.search(query, index.skills(), limit, asker),
  };
}
