/**
 * The service's view of each library root: every skill's list entry, kept current by applying
 * file-system changes to the affected skills only. A root is listed in two steps: first from
 * the frontmatter alone (level 1, so a large library shows at once), then each skill is
 * checked in full in the background (its whole SKILL.md and its files, as the editor checks
 * it), a batch at a time, so the list's verdicts end up the editor's. A skill touched by a
 * change is checked in full straight away.
 */
import { statSync } from 'node:fs';
import { basename, sep } from 'node:path';
import { cwd } from 'node:process';
import { relativeInside } from '../../../studio/paths';
import type { SkillSummary } from '../../../skill/summary';
import {
  describeSkill,
  discoverSkills,
  runSteps,
  type DiscoveredSkill,
  type SkippedFolder,
} from '../../discover';
import { discoveryMessage } from '../../../i18n/discovery-messages';
import { searchedRel } from '../../discovery-rules';
import {
  countResources,
  readSkillHead,
  readSkillWhole,
  summarizeSkill,
  type SkillHead,
} from '../../scan';
import { fenceOf, type Fence } from '../../link-fence';
import { listSkillFiles } from '../../skill-files';
import { readHeads } from '../../skill-heads';
import { pinOf, type RootPin } from '../path-guard';
import { sameStamp, type CachedRoot, type CachedSkill } from './index-cache';
import { skillFromCache, walkSteps, type Walked } from './library-walk';
import { SkillEntries } from './skill-entries';
import {
  byPath,
  filesPrint,
  nameOf,
  needsCheck,
  parentIn,
  parentRel,
  cacheOf,
  descriptionOf,
  linkedSkillFiles,
  skillContaining,
  sameList,
  type SkillsDelta,
  withoutParent,
} from './known-skill';

export { isEmptyDelta, type SkillsDelta } from './known-skill';

/** One root's skills. */
export class RootIndex {
  /** The skills' entries, their names and what changed since the last delta. */
  private readonly entries = new SkillEntries();
  /** Each skill's entry, by path below the root. */
  readonly skills = this.entries.byRel;
  skipped: SkippedFolder[] = [];
  real: string | undefined;
  /** The root folder's identity as opened (none while it is missing, or leads elsewhere). */
  pin: RootPin | undefined;
  /** Where the root leads now, when that is not the folder first opened: it is not followed. */
  leadsTo: string | undefined;
  /** The studio's temp files the last rescan saw (for the service to clear the stale ones). */
  temps: string[] = [];
  /** The real path first opened: the library is that folder, wherever a link may lead later. */
  private chosen: string | undefined;
  /** How the last rescan got its skills: read from disk, or taken from the cache. */
  lastRescan = { read: 0, cached: 0 };
  /** What the background check did since the last rescan: skills read in full, cached ones kept after comparing their files. */
  lastCheck = { read: 0, kept: 0 };
  /** Skills the background check is going through, last first. */
  private queue: string[] = [];
  /** The list is the remembered one, not yet confirmed by a walk (see restore). */
  confirming = false;

  /** `fence`: the open libraries, read alone (link-fence.ts). */
  constructor(
    readonly root: string,
    readonly fence: () => Fence = () => fenceOf(this.real ? [this.real] : []),
  ) {}

  /** True when the root folder exists. */
  get exists(): boolean {
    return this.real !== undefined;
  }

  /**
   * Lists the remembered entries of the folder `pin` names at once, without reading the disk:
   * the list stays `confirming` (shown as being checked) until a rescan with this list as its
   * cache has walked the folder and compared every SKILL.md.
   */
  restore(pin: RootPin, cache: CachedRoot): SkillsDelta {
    this.entries.clear();
    this.chosen ??= pin.real;
    this.pin = pin;
    this.real = pin.real;
    this.leadsTo = undefined;
    this.temps = [];
    this.queue = [];
    this.skipped = cache.skipped ?? [];
    this.lastRescan = { read: 0, cached: 0 };
    this.lastCheck = { read: 0, kept: 0 };
    for (const rel of [...cache.entries.keys()].sort(byPath)) {
      const cached = cache.entries.get(rel);
      if (cached) this.adopt(skillFromCache(rel, cached), cached, false);
    }
    this.confirming = true;
    return this.delta();
  }

  /**
   * Reads the whole root again (start-up, or the root re-appeared). With a cache, a skill whose
   * SKILL.md is unchanged on disk is taken from it instead of being read and validated. A walk
   * done beforehand (in slices, see walkSteps) is used when it is of the same real root.
   */
  rescan(cache?: CachedRoot, walked?: Walked): SkillsDelta {
    this.confirming = false;
    this.entries.clear();
    const pin = pinOf(this.root);
    this.chosen ??= pin?.real;
    // A root swapped for a link (or re-pointed) after it was opened would lead every call
    // somewhere the user never chose: it is not followed. A folder re-created in its place is.
    const elsewhere = pin !== undefined && pin.real !== this.chosen;
    this.pin = elsewhere ? undefined : pin;
    this.real = this.pin?.real;
    this.leadsTo = elsewhere ? pin.real : undefined;
    this.temps = [];
    if (this.real) {
      const walk =
        walked?.real === this.real
          ? walked
          : runSteps(walkSteps(this.real, cache !== undefined, this.fence()));
      const found = walk.found;
      this.skipped = found.skipped;
      this.temps = found.temps;
      this.lastRescan = { read: 0, cached: 0 };
      this.lastCheck = { read: 0, kept: 0 };
      this.queue = [];
      for (const [i, skill] of found.skills.entries()) {
        const cached = cache?.entries.get(skill.rel);
        if (
          cached &&
          !skill.link &&
          sameStamp(cached.stamp, walk.stamps[i]) &&
          cached.skillMdName === skill.skillMdName &&
          cached.parent === skill.parent
        ) {
          this.adopt(skill, cached);
          this.lastRescan.cached++;
        } else {
          this.put(skill, readSkillHead(skill, undefined, false));
          // Summarised now, with the namesakes and twins seen so far, so its parsed head need
          // not be kept: the few whose namesakes or twins turn up later are read again below.
          this.summarize(skill.rel);
          this.lastRescan.read++;
        }
      }
      this.resummarize(this.skills.keys());
    } else {
      const reason = this.leadsTo
        ? discoveryMessage('discovery.root-now-link', { target: this.leadsTo })
        : discoveryMessage('discovery.root-gone');
      this.skipped = [{ rel: '', reason }];
    }
    return this.delta();
  }

  /** What to remember of this root for the next run. */
  toCache(): CachedRoot {
    return cacheOf(this.skills, this.skipped);
  }

  /**
   * True while a remembered entry is shown that has not been confirmed yet: the walk is still
   * to come, or a full check's files are still to be compared (checkSome).
   */
  get checking(): boolean {
    if (this.confirming) return true;
    for (const known of this.skills.values()) if (known.unverified === true) return true;
    return false;
  }

  /** How many skills the background check has still to check in full (or, from the cache, to verify). */
  get unchecked(): number {
    let n = 0;
    for (const known of this.skills.values()) if (needsCheck(known)) n++;
    return n;
  }

  /**
   * Checks up to `limit` skills in full (the background step after a rescan): each one's whole
   * SKILL.md and files are read and its summary made the editor's. One taken from the cache is
   * only read again if its files are no longer those it was checked with.
   */
  checkSome(limit: number): number {
    let done = 0;
    while (done < limit) {
      // A queue, so a pass over 10,000 skills is not a walk of all of them per batch.
      if (this.queue.length === 0) {
        const pending = [...this.skills].filter(([, known]) => needsCheck(known));
        if (pending.length === 0) break;
        this.queue = pending.map(([rel]) => rel).reverse();
      }
      const rel = this.queue.pop() ?? '';
      const known = this.skills.get(rel);
      if (!known || !needsCheck(known)) continue;
      done++;
      if (known.unverified === true && known.stale !== true && known.summary?.depth === 'full') {
        const files = listSkillFiles(known.skill.dir);
        const texts = readHeads(known.skill.dir, files);
        known.unverified = false;
        if (known.filesPrint === filesPrint(files, texts)) {
          this.lastCheck.kept++;
          continue;
        }
        this.entries.touch(rel, known);
        known.head = { ...readSkillWhole(known.skill, false), files, texts };
      } else {
        this.entries.touch(rel, known);
        // Each skill once, as a library scan: every text and tree kept in the YAML memo would
        // be held for nothing after the background check.
        known.head = readSkillWhole(known.skill, false);
      }
      known.unverified = false;
      this.lastCheck.read++;
      this.summarize(rel);
    }
    return done;
  }

  /** What changed since the last delta (the background check's work is handed over this way). */
  takeDelta(): SkillsDelta {
    return this.delta();
  }

  /** Summaries in path order (the same array until one changes). */
  summaries(): readonly SkillSummary[] {
    return this.entries.summaries();
  }

  /** The skill folder (relative path) that contains an absolute path, if any. */
  skillAt(path: string): string | undefined {
    return this.real === undefined ? undefined : skillContaining(this.real, this.skills, path);
  }

  /**
   * What validating the skill in `dir` must know of the library: its namesakes, the skills
   * with its description and its parent.
   */
  contextOf(dir: string): {
    sameNameAs: string[];
    sameDescriptionAs?: string[];
    parentSkill?: string;
  } {
    const rel = this.real === undefined ? undefined : relativeInside(this.real, dir, sep, cwd);
    const known = rel === undefined ? undefined : this.skills.get(rel);
    if (rel === undefined || !known) return { sameNameAs: [] };
    const parent = known.skill.parent;
    const twins = this.entries.twinsOf(rel);
    return {
      sameNameAs: this.entries.namesakesOf(rel),
      ...(twins.length > 0 && { sameDescriptionAs: twins }),
      ...(parent !== undefined && { parentSkill: parent }),
    };
  }

  /** The open libraries changed: the skills that are links, or whose SKILL.md is, are read again. */
  relink(): SkillsDelta {
    return this.apply(linkedSkillFiles(this.skills.values()));
  }

  /** Applies changed paths (absolute, under the root): only the skills they touch are read again. */
  apply(paths: readonly string[]): SkillsDelta {
    if (!this.real) return this.delta();
    const candidates = new Set<string>();
    const fence = this.fence();
    // Skills found by walking a new folder come described already: not described again.
    const found = new Map<string, DiscoveredSkill>();
    for (const path of paths) {
      const rel = relativeInside(this.real, path, sep, cwd);
      if (rel === undefined) continue;
      const name = basename(path);
      // Only where a full search would look: a SKILL.md written into `.venv` is not a skill.
      if ((name === 'SKILL.md' || name === 'skill.md') && searchedRel(parentRel(rel)))
        candidates.add(parentRel(rel));
      const owner = this.skillAt(path);
      if (owner !== undefined) {
        candidates.add(owner);
        // The skills around it list its files too: checked again in the background.
        for (let around = parentIn(this.skills, owner).parent; around !== undefined;) {
          const known = this.skills.get(around);
          if (known) known.stale = true;
          around = parentIn(this.skills, around).parent;
        }
      }
      const stats = statSync(path, { throwIfNoEntry: false });
      if (!stats) {
        // A folder went away: every skill at or below it is checked.
        for (const known of this.skills.keys())
          if (known === rel || known.startsWith(`${rel}/`)) candidates.add(known);
      } else if (stats.isDirectory() && searchedRel(rel)) {
        // A folder appeared (or was renamed into place): look for skills inside it.
        const from = { rel, ...parentIn(this.skills, rel) };
        for (const skill of discoverSkills(this.real, from, undefined, { fence }).skills) {
          candidates.add(skill.rel);
          found.set(skill.rel, skill);
        }
      }
    }
    this.refresh(candidates, found, fence);
    return this.delta();
  }

  private refresh(
    candidates: Set<string>,
    found: ReadonlyMap<string, DiscoveredSkill>,
    fence: Fence,
  ): void {
    if (!this.real) return;
    const reread = new Set<string>();
    for (const rel of candidates) {
      const skill =
        found.get(rel) ?? describeSkill(this.real, rel, parentIn(this.skills, rel).parent, fence);
      if (skill) this.put(skill, readSkillWhole(skill));
      else this.entries.remove(rel);
      reread.add(rel);
    }
    // Nesting depends on the skills around: a skill appearing or going re-parents those below.
    for (const rel of [...reread]) {
      for (const [other, known] of this.skills) {
        if (!other.startsWith(`${rel}/`)) continue;
        const parent = parentIn(this.skills, other).parent;
        if (known.skill.parent === parent) continue;
        known.skill =
          parent === undefined ? withoutParent(known.skill) : { ...known.skill, parent };
        // Its verdict depends on its nesting: the summary it has is no longer current.
        known.current = false;
        reread.add(other);
      }
    }
    // Duplicate names and twin descriptions are mutual: a skill's namesakes and twins, before
    // and after, are checked again.
    const recheck = new Set<string>();
    for (const rel of reread) {
      if (this.skills.has(rel)) recheck.add(rel);
      for (const name of this.entries.namesTouchedBy(rel))
        for (const namesake of this.entries.declaring(name)) recheck.add(namesake);
      for (const twin of this.entries.twinsTouchedBy(rel)) recheck.add(twin);
    }
    this.resummarize(recheck);
  }

  /** Records a skill's new head, keeping the names index current. */
  private put(skill: DiscoveredSkill, head: SkillHead): void {
    const name = nameOf(head);
    const description = descriptionOf(head);
    this.entries.insert(skill.rel, {
      skill,
      head,
      ...(name !== undefined && { name }),
      ...(description !== undefined && { description }),
      ...(head.stamp && { stamp: head.stamp }),
    });
  }

  /**
   * Records a skill taken from the cache (its head is read only if it must be validated again).
   * Walked (`counted`), its folder counts replace the remembered ones at resummarize; restored
   * before any walk, the remembered counts stay.
   */
  private adopt(skill: DiscoveredSkill, cached: CachedSkill, counted = true): void {
    this.entries.insert(skill.rel, {
      skill,
      ...(cached.name !== undefined && { name: cached.name }),
      ...(cached.summary.description !== undefined && {
        description: cached.summary.description,
      }),
      stamp: cached.stamp,
      summary: cached.summary,
      sameNameAs: cached.sameNameAs,
      sameDescriptionAs: cached.sameDescriptionAs,
      current: true,
      cachedCounts: counted,
      unverified: true,
      ...(cached.filesPrint !== undefined && { filesPrint: cached.filesPrint }),
    });
  }

  /**
   * Brings summaries up to date with the library-wide facts (namesakes, twin descriptions);
   * reads only if needed.
   */
  private resummarize(rels: Iterable<string>): void {
    for (const rel of rels) {
      const known = this.skills.get(rel);
      if (!known) continue;
      this.entries.touch(rel, known);
      const sameNameAs = this.entries.namesakesOf(rel);
      const sameDescriptionAs = this.entries.twinsOf(rel);
      if (
        known.current &&
        known.summary &&
        sameList(known.sameNameAs, sameNameAs) &&
        sameList(known.sameDescriptionAs, sameDescriptionAs)
      ) {
        // Still valid. One taken from the cache gets the counts found while walking; one just
        // summarised already has them.
        if (known.cachedCounts === true) {
          known.summary = {
            ...known.summary,
            dir: known.skill.dir,
            resources: countResources(known.skill),
          };
          known.cachedCounts = false;
        }
      } else this.summarize(rel, sameNameAs, sameDescriptionAs);
    }
  }

  private summarize(
    rel: string,
    sameNameAs = this.entries.namesakesOf(rel),
    sameDescriptionAs = this.entries.twinsOf(rel),
  ): void {
    const known = this.skills.get(rel);
    if (!known) return;
    // Read again as deeply as it was last checked: a full summary stays full.
    const head =
      known.head ??
      (known.summary?.depth === 'full' ? readSkillWhole(known.skill) : readSkillHead(known.skill));
    known.summary = summarizeSkill(
      this.real ?? this.root,
      known.skill,
      head,
      this.entries.namesIndex,
      sameDescriptionAs,
    );
    if (head.files) {
      known.filesPrint = filesPrint(head.files, head.texts);
      known.stale = false;
    }
    known.sameNameAs = sameNameAs;
    known.sameDescriptionAs = sameDescriptionAs;
    known.current = true;
    known.cachedCounts = false;
    // Parsed heads are most of the memory at 10,000 skills: dropped once summarised.
    known.head = undefined;
  }

  /** What changed since the last delta. */
  private delta(): SkillsDelta {
    return this.entries.delta(this.root);
  }
}
