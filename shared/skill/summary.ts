/**
 * A skill as a library list shows it: what the index produces and the UI filters on, with its
 * verdict under every profile, so the list follows whichever profile the user picks at once.
 */
import type { Diagnostic, ProfileId, RuleCode } from './types';

/** The resource folders agents know about. */
export const RESOURCE_DIRS = ['scripts', 'references', 'assets', 'examples'] as const;

/** valid: no findings; warnings: usable with advice; errors: fails the profile. */
export type Verdict = 'valid' | 'warnings' | 'errors';

/** The verdict of a set of findings: the library's status dot and the editor's agree by using this. */
export function verdictOf(diagnostics: readonly Pick<Diagnostic, 'severity'>[]): Verdict {
  if (diagnostics.some((d) => d.severity === 'error')) return 'errors';
  return diagnostics.some((d) => d.severity === 'warning') ? 'warnings' : 'valid';
}

/** A skill's findings under one profile, as counts (the list, its filters and its tooltips). */
export interface SkillCheck {
  verdict: Verdict;
  errors: number;
  warnings: number;
  /** The codes found, errors first. */
  codes: RuleCode[];
}

/** The check of a set of findings: one function for the index and the editor, so they agree. */
export function checkOf(diagnostics: readonly Pick<Diagnostic, 'severity' | 'code'>[]): SkillCheck {
  const rank = (d: Pick<Diagnostic, 'severity'>) =>
    d.severity === 'error' ? 0 : d.severity === 'warning' ? 1 : 2;
  return {
    verdict: verdictOf(diagnostics),
    errors: diagnostics.filter((d) => d.severity === 'error').length,
    warnings: diagnostics.filter((d) => d.severity === 'warning').length,
    codes: [...new Set([...diagnostics].sort((a, b) => rank(a) - rank(b)).map((d) => d.code))],
  };
}

/** True when two checks say the same. */
export function sameCheck(a: SkillCheck | undefined, b: SkillCheck | undefined): boolean {
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
  /** The findings under each profile. */
  checks: Record<ProfileId, SkillCheck>;
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
