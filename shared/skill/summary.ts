/**
 * A skill as a library list shows it: what the index produces and the UI filters on, with what
 * its check found, graded for whichever profile the user picks (grade.ts).
 */
import type { Diagnostic, RuleCode } from './types';

/** The resource folders agents know about. */
export const RESOURCE_DIRS = ['scripts', 'references', 'assets', 'examples'] as const;

/** valid: no findings; warnings: usable with advice; errors: fails the profile. */
export type Verdict = 'valid' | 'warnings' | 'errors';

/** The verdict of a set of findings: the library's status dot and the editor's agree by using this. */
export function verdictOf(diagnostics: readonly Pick<Diagnostic, 'severity'>[]): Verdict {
  if (diagnostics.some((d) => d.severity === 'error')) return 'errors';
  return diagnostics.some((d) => d.severity === 'warning') ? 'warnings' : 'valid';
}

/** True for a finding that is a problem (an error or a warning), not advice or a note. */
export function isProblem(d: Pick<Diagnostic, 'severity'>): boolean {
  return d.severity === 'error' || d.severity === 'warning';
}

/** A skill's findings under one profile, as counts (the list, its filters and its tooltips). */
export interface SkillCheck {
  verdict: Verdict;
  errors: number;
  warnings: number;
  /** The codes found, errors first. */
  codes: RuleCode[];
}

/**
 * The check of a set of findings: one function for the index and the editor, so they agree.
 * One pass (a library's first list makes four per skill): the codes are those of the errors,
 * then of the warnings, then of the rest, each group in finding order, each code once.
 */
export function checkOf(diagnostics: readonly Pick<Diagnostic, 'severity' | 'code'>[]): SkillCheck {
  let errors = 0;
  let warnings = 0;
  let others = false;
  for (const d of diagnostics) {
    if (d.severity === 'error') errors++;
    else if (d.severity === 'warning') warnings++;
    else others = true;
  }
  const codes: RuleCode[] = [];
  const take = (severity: Diagnostic['severity'] | undefined) => {
    for (const d of diagnostics) {
      const rank = d.severity === 'error' || d.severity === 'warning' ? d.severity : undefined;
      if (rank === severity && !codes.includes(d.code)) codes.push(d.code);
    }
  };
  if (errors > 0) take('error');
  if (warnings > 0) take('warning');
  if (others) take(undefined);
  return {
    verdict: errors > 0 ? 'errors' : warnings > 0 ? 'warnings' : 'valid',
    errors,
    warnings,
    codes,
  };
}

/** A check as it travels, its codes plain strings (the wire's schema does not narrow them). */
type CheckLike = Omit<SkillCheck, 'codes'> & { codes: readonly string[] };

/** True when two checks say the same. */
export function sameCheck(a: CheckLike | undefined, b: CheckLike | undefined): boolean {
  return (
    a !== undefined &&
    b !== undefined &&
    a.verdict === b.verdict &&
    a.errors === b.errors &&
    a.warnings === b.warnings &&
    a.codes.length === b.codes.length &&
    a.codes.every((c, i) => c === b.codes[i])
  );
}

/**
 * What a skill's check found, once for every profile (grade.ts grades it for each): the codes
 * of its findings in order, one per finding, and the keys the field-unknown finding names
 * (those outside the specification's), so a profile that knows them drops it.
 */
export interface SkillFound {
  // Shared by every skill that found the same (grade.ts): read, never changed.
  codes: RuleCode[];
  unknownKeys?: string[];
}

/** One skill in a library list. */
export interface SkillSummary {
  /** Absolute folder path. */
  dir: string;
  /** Path below its library root, "/"-separated. */
  rel: string;
  folderName: string;
  skillMdName: string;
  name?: string;
  description?: string;
  /** What its check found, graded for a profile by gradeFound (grade.ts). */
  found: SkillFound;
  /**
   * What the checks cover: `frontmatter` while only the head of SKILL.md has been read (the
   * first list of a library), `full` once the body and the skill's files are checked too, as
   * the editor checks them.
   */
  depth: 'frontmatter' | 'full';
  resources: Record<(typeof RESOURCE_DIRS)[number], number>;
  /** The enclosing skill's relative path, for a skill nested in another. */
  parent?: string;
  /**
   * Set when SKILL.md (or the skill folder) is a link leading outside the open libraries: it
   * is listed with its target, never read or checked; adding `folder` as a library reads it.
   */
  link?: { target: string; folder: string };
}
