/**
 * The remembered list as columns, the form index-cache.ts writes. Reopening a large library
 * spent most of its time parsing the list as JSON (an object per entry, its summary, stamp,
 * resources and findings) and collecting the garbage; as columns V8's own serialization reads
 * it back several times faster (numbers as one Float64Array, the few distinct findings once,
 * each string once). Hand-rolled
 * because no library stores this list; v8.serialize is Node's own (structured clone).
 *
 * What a summary holds that its entry already says (its folder, relative path, folder name,
 * SKILL.md name, parent) is not stored twice but derived again, exactly as the index derives it.
 * Everything read is checked to be of its type and size before it is used: a list written by
 * this build passes, anything else is refused whole (undefined), never half-used.
 */
import { join, sep } from 'node:path';
import { RESOURCE_DIRS, type SkillFound, type SkillSummary } from '../../../skill/summary';
import type { CachedSkill } from './index-cache';

/** A root's entries as columns: row i of every column is the skill at `rel[i]`. */
export interface IndexColumns {
  rel: string[];
  /** 1 when the skill's file is `skill.md`, 0 for `SKILL.md`. */
  lowerMd: Uint8Array;
  /** 1 when the summary is of a full check (body and files), 0 for the frontmatter only. */
  full: Uint8Array;
  parent: (string | null)[];
  name: (string | null)[];
  description: (string | null)[];
  /** The folder name where it is not the last segment of `rel` (the root's own skill). */
  folderName: (string | null)[];
  /** Per row, an index into `foundTable`. */
  found: Uint32Array;
  /** Every distinct thing found once (a library has a few dozen, whatever its size). */
  foundTable: SkillFound[];
  /** Per row: size, mtimeMs, ctimeMs, ino of SKILL.md, then the resource counts (RESOURCE_DIRS). */
  numbers: Float64Array;
  sameNameAs: (string[] | null)[];
  /** The skills with the same or nearly the same description (SkillContext.sameDescriptionAs). */
  sameDescriptionAs: (string[] | null)[];
  filesPrint: (string | null)[];
  link: ({ target: string; folder: string } | null)[];
}

const NUMBERS = 4 + RESOURCE_DIRS.length;

/** The folder name summarizeSkill gives the skill at `rel` (the root's own: the root's name). */
function folderNameOf(realRoot: string, rel: string): string {
  if (rel === '') return realRoot.split(/[\\/]/).filter(Boolean).pop() ?? realRoot;
  return rel.slice(rel.lastIndexOf('/') + 1);
}

/** The absolute folder of the skill at `rel`, as discovery names it (join). */
function dirOf(realRoot: string, rel: string): string {
  return rel === '' ? realRoot : join(realRoot, rel);
}

/**
 * dirOf for a `rel` of plain segments (isListedRel), without join's normalising, which was a
 * tenth of a 10,000-skill reopen: the same string (the tests compare with the scan's).
 */
function listedDirOf(realRoot: string, rel: string): string {
  if (rel === '') return realRoot;
  const at = realRoot.endsWith(sep) ? realRoot : realRoot + sep;
  return at + (sep === '/' ? rel : rel.replaceAll('/', sep));
}

/**
 * True when everything the columns leave out would be derived back as it is. An entry for
 * which not (none is known: the index keeps these in step) is left out of the remembered
 * list, so it is read again from disk at the next start rather than shown wrong.
 */
function derivable(realRoot: string, rel: string, e: CachedSkill): boolean {
  const s = e.summary;
  return (
    s.rel === rel &&
    s.dir === dirOf(realRoot, rel) &&
    s.skillMdName === e.skillMdName &&
    s.parent === e.parent &&
    s.name === e.name
  );
}

/** The entries of a root as columns (rows in the map's order). */
export function toColumns(
  realRoot: string,
  entries: ReadonlyMap<string, CachedSkill>,
): IndexColumns {
  const rows = [...entries].filter(([rel, e]) => derivable(realRoot, rel, e));
  const n = rows.length;
  const c: IndexColumns = {
    rel: [],
    lowerMd: new Uint8Array(n),
    full: new Uint8Array(n),
    parent: [],
    name: [],
    description: [],
    folderName: [],
    found: new Uint32Array(n),
    foundTable: [],
    numbers: new Float64Array(n * NUMBERS),
    sameNameAs: [],
    sameDescriptionAs: [],
    filesPrint: [],
    link: [],
  };
  const interned = new Map<string, number>();
  for (const [i, [rel, e]] of rows.entries()) {
    const s = e.summary;
    c.rel.push(rel);
    c.lowerMd[i] = e.skillMdName === 'skill.md' ? 1 : 0;
    c.full[i] = s.depth === 'full' ? 1 : 0;
    c.parent.push(e.parent ?? null);
    c.name.push(e.name ?? null);
    c.description.push(s.description ?? null);
    c.folderName.push(s.folderName === folderNameOf(realRoot, rel) ? null : s.folderName);
    const key = JSON.stringify(s.found);
    let at = interned.get(key);
    if (at === undefined) {
      at = c.foundTable.push(s.found) - 1;
      interned.set(key, at);
    }
    c.found[i] = at;
    const stamp = [e.stamp.size, e.stamp.mtimeMs, e.stamp.ctimeMs, e.stamp.ino];
    c.numbers.set([...stamp, ...RESOURCE_DIRS.map((d) => s.resources[d])], i * NUMBERS);
    c.sameNameAs.push(e.sameNameAs.length > 0 ? e.sameNameAs : null);
    c.sameDescriptionAs.push(e.sameDescriptionAs.length > 0 ? e.sameDescriptionAs : null);
    c.filesPrint.push(e.filesPrint ?? null);
    c.link.push(s.link ?? null);
  }
  return c;
}

/** One value per key, made the first time the key is asked for. */
function interner<T>(): (key: string, make: () => T) => T {
  const made = new Map<string, T>();
  return (key, make) => {
    let value = made.get(key);
    if (value === undefined) made.set(key, (value = make()));
    return value;
  };
}

const isString = (v: unknown): v is string => typeof v === 'string';
const stringOrNull = (v: unknown) => v === null || typeof v === 'string';

/** True when `v` is an array of `n` values each passing `ok`. */
function column(v: unknown, n: number, ok: (x: unknown) => boolean): boolean {
  if (!Array.isArray(v) || v.length !== n) return false;
  for (const x of v) if (!ok(x)) return false;
  return true;
}

const strings = (v: unknown) => column(v, Array.isArray(v) ? v.length : -1, isString);

function isFound(v: unknown): v is SkillFound {
  if (typeof v !== 'object' || v === null) return false;
  const f = v as Partial<Record<keyof SkillFound, unknown>>;
  return strings(f.codes) && (f.unknownKeys === undefined || strings(f.unknownKeys));
}

// "" (the root itself) or "a/b": no empty, dot or dot-dot segment, no backslash or NUL.
function isListedRel(rel: unknown): boolean {
  if (rel === '') return true;
  if (typeof rel !== 'string' || rel.includes('\\') || rel.includes('\0')) return false;
  return rel.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

const relsOrNull = (x: unknown) => x === null || column(x, (x as []).length, isListedRel);

/** True when `v` is columns of one consistent table, every value of its type. */
function isColumns(v: unknown): v is IndexColumns {
  if (typeof v !== 'object' || v === null) return false;
  const c = v as Partial<Record<keyof IndexColumns, unknown>>;
  if (!Array.isArray(c.rel) || !Array.isArray(c.foundTable)) return false;
  const n = c.rel.length;
  const rows = (x: unknown, per = 1) =>
    (x instanceof Uint8Array || x instanceof Uint32Array || x instanceof Float64Array) &&
    x.length === n * per;
  if (
    !(c.lowerMd instanceof Uint8Array && rows(c.lowerMd)) ||
    !(c.full instanceof Uint8Array && rows(c.full)) ||
    !(c.found instanceof Uint32Array && rows(c.found)) ||
    !(c.numbers instanceof Float64Array && rows(c.numbers, NUMBERS)) ||
    !column(c.rel, n, isListedRel) ||
    !column(c.parent, n, (p) => p === null || isListedRel(p)) ||
    !column(c.name, n, stringOrNull) ||
    !column(c.description, n, stringOrNull) ||
    !column(c.folderName, n, stringOrNull) ||
    !column(c.filesPrint, n, stringOrNull) ||
    !column(c.sameNameAs, n, relsOrNull) ||
    !column(c.sameDescriptionAs, n, relsOrNull) ||
    !column(c.link, n, (x) => {
      const l = x as { target?: unknown; folder?: unknown } | null;
      return l === null || (typeof l === 'object' && isString(l.target) && isString(l.folder));
    }) ||
    !column(c.foundTable, c.foundTable.length, isFound)
  )
    return false;
  for (const at of c.found) if (at >= c.foundTable.length) return false;
  for (const x of c.numbers) if (!Number.isFinite(x) || x < 0) return false;
  return new Set(c.rel).size === n;
}

/**
 * The entries the columns hold, or undefined when they are not columns as toColumns writes
 * them (of any other shape, type or size). Summaries share what they found, as a scan's do.
 */
export function fromColumns(realRoot: string, v: unknown): Map<string, CachedSkill> | undefined {
  if (!isColumns(v)) return undefined;
  const entries = new Map<string, CachedSkill>();
  // Shared, as few distinct values as there are (a few dozen), not one object per skill: the
  // garbage collector's work on a reopen is in proportion to the objects made. Nothing changes
  // these in place (a summary is replaced whole).
  const resourcesOf = interner<SkillSummary['resources']>();
  const noNamesakes: string[] = [];
  for (let i = 0; i < v.rel.length; i++) {
    const rel = v.rel[i] ?? '';
    const at = i * NUMBERS;
    const num = (k: number) => v.numbers[at + k] ?? 0;
    const found = v.foundTable[v.found[i] ?? 0] as SkillFound;
    // In RESOURCE_DIRS order, after the stamp's four numbers.
    const resources = resourcesOf(v.numbers.subarray(at + 4, at + NUMBERS).join(), () => ({
      scripts: num(4),
      references: num(5),
      assets: num(6),
      examples: num(7),
    }));
    const skillMdName = v.lowerMd[i] === 1 ? 'skill.md' : 'SKILL.md';
    const parent = v.parent[i] ?? undefined;
    const name = v.name[i] ?? undefined;
    const description = v.description[i] ?? undefined;
    const link = v.link[i] ?? undefined;
    const filesPrint = v.filesPrint[i] ?? undefined;
    // The same keys in the same order as summarizeSkill's (the confirmation compares JSON).
    const summary: SkillSummary = {
      dir: listedDirOf(realRoot, rel),
      rel,
      folderName: v.folderName[i] ?? folderNameOf(realRoot, rel),
      skillMdName,
      depth: v.full[i] === 1 ? 'full' : 'frontmatter',
      resources,
      ...(parent !== undefined && { parent }),
      ...(link !== undefined && { link }),
      ...(name !== undefined && { name }),
      ...(description !== undefined && { description }),
      found,
    };
    entries.set(rel, {
      stamp: { size: num(0), mtimeMs: num(1), ctimeMs: num(2), ino: num(3) },
      skillMdName,
      ...(parent !== undefined && { parent }),
      ...(name !== undefined && { name }),
      sameNameAs: v.sameNameAs[i] ?? noNamesakes,
      sameDescriptionAs: v.sameDescriptionAs[i] ?? noNamesakes,
      summary,
      ...(filesPrint !== undefined && { filesPrint }),
    });
  }
  return entries;
}
