/**
 * The service's view of each library root: every skill's level-1 entry, kept current by
 * applying file-system changes to the affected skills only (their frontmatter is read again;
 * nothing else is).
 */
import { existsSync, realpathSync, statSync } from 'node:fs';
import { basename, relative, sep } from 'node:path';
import type { ProfileId } from '../../skill/index';
import type { SkillSummary } from '../../skill/summary';
import {
  describeSkill,
  discoverSkills,
  type DiscoveredSkill,
  type SkippedFolder,
} from '../discover';
import { readSkillHead, summarizeSkill, type SkillHead } from '../scan';

interface Known {
  skill: DiscoveredSkill;
  head: SkillHead;
  /** Set by resummarize once the library-wide facts (names, nesting) are known. */
  summary?: SkillSummary;
}

/** What changed in a root's list after an update. */
export interface SkillsDelta {
  root: string;
  added: SkillSummary[];
  changed: SkillSummary[];
  removed: string[];
}

/** One root's skills. */
export class RootIndex {
  readonly skills = new Map<string, Known>();
  skipped: SkippedFolder[] = [];
  real: string | undefined;

  constructor(
    readonly root: string,
    private readonly profile: ProfileId,
  ) {}

  /** True when the root folder exists. */
  get exists(): boolean {
    return this.real !== undefined;
  }

  /** Reads the whole root again (start-up, or the root re-appeared). */
  rescan(): SkillsDelta {
    const before = this.snapshot();
    this.skills.clear();
    this.real = realOrUndefined(this.root);
    if (this.real) {
      const found = discoverSkills(this.real);
      this.skipped = found.skipped;
      for (const skill of found.skills)
        this.skills.set(skill.rel, { skill, head: readSkillHead(skill) });
      this.resummarize([...this.skills.keys()]);
    } else {
      this.skipped = [
        {
          rel: '',
          reason: 'the library folder does not exist (it may have been moved or deleted)',
        },
      ];
    }
    return this.delta(before);
  }

  /** Summaries in path order. */
  summaries(): SkillSummary[] {
    return [...this.snapshot().values()].sort((a, b) =>
      a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0,
    );
  }

  private snapshot(): Map<string, SkillSummary> {
    const out = new Map<string, SkillSummary>();
    for (const [rel, k] of this.skills) if (k.summary) out.set(rel, k.summary);
    return out;
  }

  /** The skill folder (relative path) that contains an absolute path, if any. */
  skillAt(path: string): string | undefined {
    if (!this.real) return undefined;
    let rel = toRel(this.real, path);
    for (;;) {
      if (rel !== undefined && this.skills.has(rel)) return rel;
      if (rel === undefined || rel === '') return undefined;
      rel = rel.includes('/') ? rel.slice(0, rel.lastIndexOf('/')) : '';
    }
  }

  /** Applies changed paths (absolute, under the root): only the skills they touch are read again. */
  apply(paths: readonly string[]): SkillsDelta {
    const before = this.snapshot();
    if (!this.real) return this.delta(before);
    const candidates = new Set<string>();
    for (const path of paths) {
      const rel = toRel(this.real, path);
      if (rel === undefined) continue;
      const name = basename(path);
      if (name === 'SKILL.md' || name === 'skill.md') candidates.add(parentRel(rel));
      const owner = this.skillAt(path);
      if (owner !== undefined) candidates.add(owner);
      if (!existsSync(path)) {
        // A folder went away: every skill at or below it is checked.
        for (const known of this.skills.keys())
          if (known === rel || known.startsWith(`${rel}/`)) candidates.add(known);
      } else if (isDirectory(path)) {
        // A folder appeared (or was renamed into place): look for skills inside it.
        for (const skill of discoverSkills(this.real, { rel, ...this.parentOf(rel) }).skills)
          candidates.add(skill.rel);
      }
    }
    this.refresh(candidates);
    return this.delta(before);
  }

  private refresh(candidates: Set<string>): void {
    if (!this.real) return;
    const touched = new Set<string>();
    for (const rel of candidates) {
      const skill = describeSkill(this.real, rel, this.parentOf(rel).parent);
      if (skill) this.skills.set(rel, { skill, head: readSkillHead(skill) });
      else this.skills.delete(rel);
      touched.add(rel);
    }
    // Nesting and duplicate names depend on other skills: re-check everything they relate to.
    for (const rel of touched) {
      for (const [other, known] of this.skills) {
        if (other.startsWith(`${rel}/`)) {
          const parent = this.parentOf(other).parent;
          if (known.skill.parent !== parent) {
            known.skill =
              parent === undefined ? withoutParent(known.skill) : { ...known.skill, parent };
            touched.add(other);
          }
        }
      }
    }
    this.resummarize(
      [...touched].filter((rel) => this.skills.has(rel)),
      true,
    );
  }

  // Summaries of `rels`, plus every skill sharing a name with them (duplicates are mutual).
  private resummarize(rels: string[], withNamesakes = false): void {
    const names = new Map<string, string[]>();
    for (const [rel, k] of this.skills) {
      const name = k.head.parsed?.data?.name;
      if (typeof name === 'string') names.set(name, [...(names.get(name) ?? []), rel]);
    }
    const todo = new Set(rels);
    if (withNamesakes) {
      for (const list of names.values())
        if (list.length > 1 || list.some((r) => todo.has(r))) list.forEach((r) => todo.add(r));
    }
    for (const rel of todo) {
      const known = this.skills.get(rel);
      if (known)
        known.summary = summarizeSkill(
          this.real ?? this.root,
          known.skill,
          known.head,
          this.profile,
          names,
        );
    }
  }

  private parentOf(rel: string): { parent?: string } {
    let at = rel;
    while (at.includes('/')) {
      at = at.slice(0, at.lastIndexOf('/'));
      if (this.skills.has(at)) return { parent: at };
    }
    return rel !== '' && this.skills.has('') ? { parent: '' } : {};
  }

  private delta(before: Map<string, SkillSummary>): SkillsDelta {
    const out: SkillsDelta = { root: this.root, added: [], changed: [], removed: [] };
    for (const [rel, summary] of this.snapshot()) {
      const old = before.get(rel);
      if (!old) out.added.push(summary);
      // Summaries not recomputed keep their identity: only the re-read ones are compared.
      else if (old !== summary && JSON.stringify(old) !== JSON.stringify(summary))
        out.changed.push(summary);
    }
    for (const [rel, old] of before) if (!this.skills.has(rel)) out.removed.push(old.dir);
    return out;
  }
}

/** True when a delta has anything in it. */
export function isEmptyDelta(d: SkillsDelta): boolean {
  return d.added.length === 0 && d.changed.length === 0 && d.removed.length === 0;
}

function toRel(rootReal: string, path: string): string | undefined {
  const rel = relative(rootReal, path);
  if (rel.startsWith('..') || rel.includes(`..${sep}`)) return undefined;
  return rel.split(sep).join('/');
}

function parentRel(rel: string): string {
  return rel.includes('/') ? rel.slice(0, rel.lastIndexOf('/')) : '';
}

/** The real path of a folder, or undefined when it does not exist. */
export function realOrUndefined(path: string): string | undefined {
  try {
    const real = realpathSync(path);
    return statSync(real).isDirectory() ? real : undefined;
  } catch {
    return undefined;
  }
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function withoutParent(skill: DiscoveredSkill): DiscoveredSkill {
  const { parent, ...rest } = skill;
  return rest;
}
