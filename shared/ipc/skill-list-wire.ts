/**
 * listSkills' answer in its wire form (skill-list-schemas.ts): encoded where the service's
 * answer is put on the wire (dispatch.ts, the same for Electron's IPC and the web host) and
 * decoded in the renderer's bridge, so the UI sees the same lists as before. Why: a
 * 10,000-skill list was 7.8 MB of JSON, serialized by the service, sent, read and parsed by
 * the page while the user waits for the list; 3.45 MB of it were the four profiles' checks of
 * each skill, of which a library has a few dozen distinct ones (21 on the bench corpus's
 * first list, 107 once checked in full), and 0.66 MB the resource counts (52 distinct).
 * Decoding is exact by construction: a value left out is left out only when decoding gives it
 * back the same, and a table entry is shared only by skills whose values are all equal.
 */
import type { z } from 'zod';
import { PROFILE_IDS } from '../skill/profiles';
import { sameCheck } from '../skill/summary';
import type {
  LibrarySkillsSchema,
  SkillSummarySchema,
  WireLibrarySkillsSchema,
  WireSkillSchema,
} from './skill-list-schemas';

type LibrarySkills = z.infer<typeof LibrarySkillsSchema>;
type Summary = z.infer<typeof SkillSummarySchema>;
type WireLibrarySkills = z.infer<typeof WireLibrarySkillsSchema>;
type WireSkill = z.infer<typeof WireSkillSchema>;
type Shared = WireLibrarySkills['shared'][number];

/** listSkills' answer in its wire form. */
export function encodeSkillLists(lists: readonly LibrarySkills[]): WireLibrarySkills[] {
  return lists.map(encodeList);
}

/** listSkills' answer from its wire form (throws on an index no table has: a broken answer). */
export function decodeSkillLists(lists: readonly WireLibrarySkills[]): LibrarySkills[] {
  return lists.map(decodeList);
}

/**
 * The folder a skill at `rel` ("/"-separated) below `root` has when nothing says otherwise:
 * the root and the path joined with the root's separator.
 */
export function folderOf(root: string, rel: string): string {
  const sep = separatorOf(root);
  const below = sep === '/' ? rel : rel.replaceAll('/', sep);
  return root.endsWith(sep) ? `${root}${below}` : `${root}${sep}${below}`;
}

function separatorOf(root: string): '/' | '\\' {
  return root.includes('\\') && !root.includes('/') ? '\\' : '/';
}

// A folder name that is not its path's last part (the library's root as a skill) travels.
function lastPart(rel: string): string {
  return rel.slice(rel.lastIndexOf('/') + 1);
}

// folderOf(root, rel) === dir, without making the string on "/" roots (10,000 a list).
function isFolderOf(dir: string, root: string, rel: string): boolean {
  if (separatorOf(root) !== '/') return dir === folderOf(root, rel);
  const base = root.endsWith('/') ? root.length : root.length + 1;
  return (
    dir.length === base + rel.length &&
    dir.startsWith(root) &&
    (base === root.length || dir.charCodeAt(root.length) === SLASH) &&
    dir.endsWith(rel)
  );
}

// lastPart(rel) === name, without making the string.
function isLastPart(name: string, rel: string): boolean {
  const from = rel.length - name.length;
  return (
    rel.endsWith(name) && !name.includes('/') && (from === 0 || rel.charCodeAt(from - 1) === SLASH)
  );
}

const SLASH = 47;

/**
 * Distinct values by content, each given the index of its first copy. Looked up by a number
 * made from the values (no key strings to build, 10,000 a list), then compared field by field:
 * two values share an index only when they are equal.
 */
class Table<T> {
  readonly values: T[] = [];
  private readonly byHash = new Map<number, number[]>();

  constructor(
    private readonly hash: (value: T) => number,
    private readonly same: (a: T, b: T) => boolean,
  ) {}

  indexOf(value: T): number {
    const h = this.hash(value);
    const candidates = this.byHash.get(h);
    if (candidates) for (const i of candidates) if (this.same(this.values[i] as T, value)) return i;
    const i = this.values.push(value) - 1;
    if (candidates) candidates.push(i);
    else this.byHash.set(h, [i]);
    return i;
  }
}

// Strings as small numbers for the hashes (rule codes, verdicts: a few dozen in a library).
function stringIds(): (text: string) => number {
  const ids = new Map<string, number>();
  return (text) => {
    let id = ids.get(text);
    if (id === undefined) ids.set(text, (id = ids.size));
    return id;
  };
}

function encodeList(list: LibrarySkills): WireLibrarySkills {
  const id = stringIds();
  const mix = (h: number, n: number) => (Math.imul(h, 31) + n) | 0;
  const checks = new Table<Summary['checks']>(
    (all) => {
      let h = 0;
      for (const profile of PROFILE_IDS) {
        const c = all[profile];
        h = mix(mix(mix(mix(h, id(c.verdict)), c.errors), c.warnings), c.codes.length);
        for (const code of c.codes) h = mix(h, id(code));
      }
      return h;
    },
    (a, b) => PROFILE_IDS.every((profile) => sameCheck(a[profile], b[profile])),
  );
  // The service shares one checks record between the skills whose findings are the same
  // (profile-checks.ts): each record object is looked up once.
  const checksAt = new Map<Summary['checks'], number>();
  const checksIndex = (record: Summary['checks']) => {
    let at = checksAt.get(record);
    if (at === undefined) checksAt.set(record, (at = checks.indexOf(record)));
    return at;
  };
  // A part holds the first of equal checks records: parts compare them by identity.
  const shared = new Table<Shared>(
    (p) => mix(mix(checksIndex(p.checks), id(p.depth)), id(p.skillMdName)),
    (a, b) => a.checks === b.checks && a.depth === b.depth && a.skillMdName === b.skillMdName,
  );
  const part = (s: Summary): Shared => ({
    checks: checks.values[checksIndex(s.checks)] ?? s.checks,
    depth: s.depth,
    skillMdName: s.skillMdName,
  });
  const resources = new Table<Summary['resources']>(
    (r) => mix(mix(mix(r.scripts, r.references), r.assets), r.examples),
    (a, b) =>
      a.scripts === b.scripts &&
      a.references === b.references &&
      a.assets === b.assets &&
      a.examples === b.examples,
  );
  const skills = list.skills.map((s): WireSkill => {
    const wire: WireSkill = {
      rel: s.rel,
      shared: shared.indexOf(part(s)),
      resources: resources.indexOf(s.resources),
    };
    if (!isFolderOf(s.dir, list.root, s.rel)) wire.dir = s.dir;
    if (!isLastPart(s.folderName, s.rel)) wire.folderName = s.folderName;
    if (s.name !== undefined) wire.name = s.name;
    if (s.description !== undefined) wire.description = s.description;
    if (s.parent !== undefined) wire.parent = s.parent;
    if (s.link !== undefined) wire.link = s.link;
    return wire;
  });
  return {
    root: list.root,
    shared: shared.values,
    resources: resources.values,
    skills,
    skipped: list.skipped,
    ...(list.total !== undefined && { total: list.total }),
  };
}

function decodeList(list: WireLibrarySkills): LibrarySkills {
  const { root, shared, resources } = list;
  const skills = list.skills.map((w): Summary => {
    const common = shared[w.shared];
    const counts = resources[w.resources];
    if (common === undefined || counts === undefined)
      throw new Error(`listSkills: skill "${w.rel}" names a table entry its list lacks.`);
    // The keys in the schema's order, each optional one only when it travelled.
    const s: Summary = {
      dir: w.dir ?? folderOf(root, w.rel),
      rel: w.rel,
      folderName: w.folderName ?? lastPart(w.rel),
      skillMdName: common.skillMdName,
      checks: common.checks,
      depth: common.depth,
      resources: counts,
    };
    if (w.name !== undefined) s.name = w.name;
    if (w.description !== undefined) s.description = w.description;
    if (w.parent !== undefined) s.parent = w.parent;
    if (w.link !== undefined) s.link = w.link;
    return s;
  });
  return {
    root,
    skills,
    skipped: list.skipped,
    ...(list.total !== undefined && { total: list.total }),
  };
}
