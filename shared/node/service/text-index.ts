/**
 * The text of every skill's files, held in memory for the list's search (searchText): read on
 * the first search (in slices, so the service keeps answering), then only a skill
 * whose files changed is read again (the service's filesChanged and skillsChanged events drop
 * it). A search is then a scan of memory: ~20 MB of SKILL.md text for 10,000 skills is a few
 * milliseconds per word (npm run bench -- ui). Only UTF-8 text files up to 1 MiB are held;
 * nothing outside the open libraries is read (the fence checks each opened file).
 */
import { closeSync, readSync } from 'node:fs';
import { join } from 'node:path';
import type { SkillSummary } from '../../skill/summary';
import { decodeUtf8 } from '../../skill/text';
import { isInsidePath } from '../../studio/paths';
import { haystack } from '../../studio/library-list';
import { matchSkill, queryWords, searchable, type SearchableFile } from '../../studio/text-search';
import type { CallOutput, StudioHandlers } from '../../ipc/contract';
import type { StudioEvents } from './events';
import { SEARCH_LIMIT } from '../../ipc/search-schemas';
import type { Fence } from '../link-fence';
import { openRegularFileSync } from '../regular-file';
import { listSkillFiles } from '../skill-files';

/** Files larger than this are not searched (a data dump, not words to find a skill by). */
export const MAX_SEARCHED_BYTES = 1024 * 1024;
/** Files of one skill searched at most. */
const MAX_FILES = 500;
/** How long the first search reads before letting other calls in. */
const SLICE_MS = 20;

type Result = CallOutput<'searchText'>;

/** The skills' text, by skill folder. */
export class TextIndex {
  private readonly held = new Map<string, SearchableFile[]>();

  constructor(private readonly fence: () => Fence) {}

  /** Drops every skill holding one of `paths`, or held inside one (a folder removed). */
  forget(paths: readonly string[]): void {
    for (const dir of this.held.keys())
      if (paths.some((p) => isInsidePath(dir, p) || isInsidePath(p, dir))) this.held.delete(dir);
  }

  /** The skills of `skills` (the libraries' order) matching `query` through their files. */
  async search(
    query: string,
    skills: readonly SkillSummary[],
    limit = SEARCH_LIMIT,
  ): Promise<Result> {
    const words = queryWords(query);
    const hits: Result['hits'] = [];
    if (words.length === 0) return { query, hits, truncated: false };
    const open = skills.filter((s) => s.link === undefined);
    await this.readMissing(open);
    for (const s of open) {
      const line = matchSkill(words, haystack(s), this.held.get(s.dir) ?? []);
      if (!line) continue;
      if (hits.length === limit) return { query, hits, truncated: true };
      hits.push({ dir: s.dir, ...line });
    }
    return { query, hits, truncated: false };
  }

  // Read synchronously, a skill at a time, in slices of SLICE_MS with the event loop let go
  // between them: a skill is read whole between two events (so a change never lands half-way
  // through it), the service keeps answering, and there are no thread-pool round trips per
  // file (the first search over 10,000 skills is several times faster than with async reads).
  private async readMissing(skills: readonly SkillSummary[]): Promise<void> {
    const nested = nestedOf(skills);
    const fence = this.fence();
    let since = performance.now();
    for (const s of skills) {
      if (this.held.has(s.dir)) continue;
      this.held.set(s.dir, readTexts(s.dir, nested.get(s.dir) ?? [], fence));
      if (performance.now() - since < SLICE_MS) continue;
      await new Promise((resolve) => setImmediate(resolve));
      since = performance.now();
    }
  }
}

// A skill's files leave out those of the skills nested in it (they are found as themselves).
function nestedOf(skills: readonly SkillSummary[]): Map<string, string[]> {
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

function readTexts(dir: string, inner: readonly string[], fence: Fence): SearchableFile[] {
  const files = listSkillFiles(dir, MAX_FILES)
    .filter((f) => f.size <= MAX_SEARCHED_BYTES)
    .filter((f) => !inner.some((d) => isInsidePath(d, join(dir, f.path))));
  // SKILL.md first: its line is the one that says most about the skill.
  files.sort((a, b) => Number(!/^skill\.md$/i.test(a.path)) - Number(!/^skill\.md$/i.test(b.path)));
  const out: SearchableFile[] = [];
  for (const f of files) {
    const text = readText(join(dir, f.path), fence);
    if (text !== undefined) out.push(searchable(f.path, text));
  }
  return out;
}

// A file that cannot be read as text (binary, a pipe, a link out of the libraries, gone, grown
// past the cap since it was listed) is simply not searched.
function readText(path: string, fence: Fence): string | undefined {
  let opened;
  try {
    opened = openRegularFileSync(path, { fence });
  } catch {
    return undefined;
  }
  try {
    if (opened.stats.size > MAX_SEARCHED_BYTES) return undefined;
    const bytes = Buffer.allocUnsafe(opened.stats.size);
    const n = readSync(opened.fd, bytes, 0, bytes.length, 0);
    const { text, badByte } = decodeUtf8(bytes.subarray(0, n));
    return badByte !== undefined || bytes.subarray(0, Math.min(n, 8192)).includes(0)
      ? undefined
      : text;
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
 * came or went (skillsChanged) drops what is held of it. (The service also drops what it
 * writes itself at once, before the watcher reports it.)
 */
export function textSearchHandlers(
  index: TextIndex,
  events: StudioEvents,
  skills: () => SkillSummary[],
): Pick<StudioHandlers, 'searchText'> {
  events.on('filesChanged', ({ paths }) => index.forget(paths));
  events.on('skillsChanged', (d) => index.forget([...d.changed.map((s) => s.dir), ...d.removed]));
  return { searchText: ({ query, limit }) => index.search(query, skills(), limit) };
}
