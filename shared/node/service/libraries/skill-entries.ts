/**
 * A root's skill entries as the index keeps them between walks: each skill's entry by relative
 * path, the frontmatter names and descriptions (for duplicates and twins, which are mutual),
 * what changed since the last
 * delta, and the summaries in path order. Every change to an entry passes through here first,
 * so the delta and the ordered list can never miss one.
 */
import { DescriptionTwins } from '../../../skill/description-twins';
import type { SkillSummary } from '../../../skill/summary';
import { byPath, deltaOf, type Known, type SkillsDelta } from './known-skill';

/** The entries of one root. */
export class SkillEntries {
  /** Each skill's entry, by path below the root. */
  readonly byRel = new Map<string, Known>();
  /** Frontmatter name → the skills declaring it, in path order. */
  private readonly names = new Map<string, string[]>();
  /** Every skill's description, bucketed so its twins are found without comparing them all. */
  private readonly descriptions = new DescriptionTwins();
  /** Each skill touched since the last delta, with its summary before (undefined: it is new). */
  private readonly touched = new Map<string, SkillSummary | undefined>();
  private inOrder: readonly SkillSummary[] | undefined;

  /** Puts an entry in place of the skill's, keeping its old summary until it is summarised. */
  insert(rel: string, known: Known): void {
    const previous = this.byRel.get(rel);
    this.touch(rel, previous);
    if (previous) this.unindexName(rel, previous);
    // The old summary stays until resummarize, so the delta can tell what changed.
    if (previous?.summary && !known.current) known.summary = previous.summary;
    this.byRel.set(rel, known);
    this.descriptions.set(rel, known.description);
    const name = known.name;
    // Kept in path order, as a full scan lists them (a new list, never changed in place: the
    // lists are handed out). Most names are declared once: nothing to sort.
    if (name !== undefined) {
      const others = this.names.get(name);
      this.names.set(name, others ? [...others, rel].sort(byPath) : [rel]);
    }
  }

  /** Removes a skill's entry. */
  remove(rel: string): void {
    const previous = this.byRel.get(rel);
    if (!previous) return;
    this.touch(rel, previous);
    this.unindexName(rel, previous);
    this.descriptions.delete(rel);
    this.byRel.delete(rel);
  }

  /** Removes every entry. */
  clear(): void {
    for (const rel of [...this.byRel.keys()]) this.remove(rel);
  }

  /**
   * A skill's entry or summary is about to change (every change comes here first): its
   * previous summary is kept for the delta, and the list in order is made again.
   */
  touch(rel: string, previous: Known | undefined): void {
    this.inOrder = undefined;
    if (!this.touched.has(rel)) this.touched.set(rel, previous?.summary);
  }

  /** The skills declaring `name`, in path order. */
  declaring(name: string): readonly string[] {
    return this.names.get(name) ?? [];
  }

  /** The other skills declaring the same name as `rel`, in path order. */
  namesakesOf(rel: string): string[] {
    const name = this.byRel.get(rel)?.name;
    return name === undefined ? [] : this.declaring(name).filter((r) => r !== rel);
  }

  /** The name a skill had when last summarised and the one it has now. */
  namesTouchedBy(rel: string): string[] {
    const out: string[] = [];
    const before = this.touched.get(rel)?.name;
    if (before !== undefined) out.push(before);
    const name = this.byRel.get(rel)?.name;
    if (name !== undefined && name !== before) out.push(name);
    return out;
  }

  /** The other skills whose description is the same as `rel`'s or nearly, in path order. */
  twinsOf(rel: string): string[] {
    return this.descriptions.twinsOf(rel);
  }

  /**
   * The skills whose findings a change to `rel`'s description may change: its twins now and
   * those of the description it had when last summarised (twins are mutual).
   */
  twinsTouchedBy(rel: string): string[] {
    const before = this.touched.get(rel)?.description;
    const now = this.byRel.get(rel)?.description;
    const out = new Set(this.twinsOf(rel));
    if (before !== undefined && before !== now)
      for (const other of this.descriptions.similarTo(before)) if (other !== rel) out.add(other);
    return [...out];
  }

  /** Every name and the skills declaring it (what summarizeSkill reads namesakes from). */
  get namesIndex(): ReadonlyMap<string, readonly string[]> {
    return this.names;
  }

  /**
   * Summaries in path order: one array until a summary changes (touch drops it), not a sort
   * of every path for each search over files.
   */
  summaries(): readonly SkillSummary[] {
    if (this.inOrder) return this.inOrder;
    const out: SkillSummary[] = [];
    for (const known of this.byRel.values()) if (known.summary) out.push(known.summary);
    return (this.inOrder = out.sort((a, b) => byPath(a.rel, b.rel)));
  }

  /** What changed since the last delta of `root`: only the skills touched are compared. */
  delta(root: string): SkillsDelta {
    const out = deltaOf(root, this.touched, this.byRel);
    this.touched.clear();
    return out;
  }

  private unindexName(rel: string, known: Known): void {
    const name = known.name;
    if (name === undefined) return;
    const rest = this.declaring(name).filter((r) => r !== rel);
    if (rest.length > 0) this.names.set(name, rest);
    else this.names.delete(name);
  }
}
